// What an error means for a scrape job (ARCHITECTURE, Scrapers; scrapers/kit/errors.ts): its class
// says skip, fail the council (keeping its data), back off, or retry; out of retries an application
// is lost for this run, or the run fails.
import type { Job } from 'bullmq';
import { isScraperError, type ScraperError } from '../../../scrapers/kit/errors.js';
import { isOutage } from '../../../core/errors.js';
import type { JobContext } from '../../context.js';
import { politeHttp, tracker } from './session.js';

function lastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * What became of one reference (or of discover) after an error. 'outage': our own PostgreSQL or
 * Redis was unreachable through every retry: nothing is decided about the council or the record;
 * the work is left undone for the run sweep (workers/services/scrape/sweep.ts) to queue again.
 */
export type Fate = 'skipped' | 'failed' | 'retry' | 'run-failed' | 'outage';

/**
 * What an error means for a job's reference (or for discover, reference null): skipped (not
 * found), given up after its retries (failed), to retry with backoff, or the run failed (the
 * portal changed, or discover gave up). Pauses the host on a back-off and closes a failed run;
 * the caller counts skipped and failed references and retries the job.
 */
export async function judge(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { runId: number | null; councilId: number; host: string | null; reference: string | null },
): Promise<Fate> {
  const se: ScraperError | null = isScraperError(err) ? err : null;
  const msg = (err as Error).message ?? String(err);
  if (se?.action === 'skip' && run.reference) {
    ctx.log.info({ reference: run.reference, url: se.url }, 'not found: skipped');
    return 'skipped';
  }
  if (se?.action === 'fail-council' || (se?.action === 'skip' && !run.reference)) {
    // The portal no longer looks as the parser expects (a missing search page counts): stop the
    // council, flag it broken, keep its data.
    ctx.log.error(
      { council: run.councilId, url: se.url, pageKind: se.pageKind, err: msg },
      'layout changed: council failed',
    );
    if (run.runId) await tracker(ctx).fail(run.runId, `${se.name}: ${msg}`, true);
    return 'run-failed';
  }
  if (se?.action === 'back-off' && run.host) {
    // Every process holds off this host before BullMQ retries the job.
    const wait =
      se instanceof Error && 'retryAfterSeconds' in se && typeof se.retryAfterSeconds === 'number'
        ? se.retryAfterSeconds * 1000
        : ctx.rt.config.SCRAPER_BACKOFF_MS * 2 ** (job.attemptsMade + 1);
    await politeHttp(ctx.rt).limiter.pause(run.host, wait);
  }
  if (!lastAttempt(job)) return 'retry';
  if (isOutage(err)) {
    ctx.log.warn(
      { council: run.councilId, reference: run.reference, err: msg },
      'outage: left for the sweep',
    );
    return 'outage';
  }
  // Out of retries: the application is lost for this run (counted), or the whole run fails.
  ctx.log.warn({ council: run.councilId, reference: run.reference, err: msg }, 'giving up after retries');
  if (!run.runId || run.reference) return 'failed';
  await tracker(ctx).fail(run.runId, `${se?.name ?? 'Error'}: ${msg}`, false);
  return 'run-failed';
}

/**
 * judge() for a job of one reference (or discover): returns normally when the error was handled
 * (the job completes); throws to make BullMQ retry it with backoff.
 */
export async function act(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { runId: number | null; councilId: number; host: string | null; reference: string | null },
): Promise<void> {
  const fate = await judge(err, job, ctx, run);
  if (fate === 'retry' || fate === 'outage' || (fate === 'failed' && !run.runId)) throw err;
  if (fate !== 'run-failed' && run.runId && run.reference)
    await tracker(ctx).markDone(run.runId, run.reference, fate);
}
