// What an error means for a licensing register read (scrapers/kit/errors.ts; as
// workers/services/scrape/fate.ts for a portal): the register's layout changed or it is no longer
// published: the read fails and the source is flagged broken at once, its records kept; a read
// that would empty or gut the register fails without touching it (SuspectReadError); blocked or
// throttled: the host is paused for every process and the job retried; anything else is retried.
// Out of retries, the read fails and the source counts a failure (broken after three in a row).
import type { Job } from 'bullmq';
import type { Knex } from 'knex';
import type { Logger } from '../../../core/logger.js';
import type { RegisterToRead } from '../../../core/repositories/licensing/registers.repository.js';
import { CouncilRegistersRepository } from '../../../core/repositories/licensing/registers.repository.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { SuspectReadError } from '../../../enrich/map/licensing-diff.js';
import { isScraperError } from '../../../scrapers/kit/errors.js';
import type { JobContext } from '../../context.js';
import { politeHttp } from '../scrape/session.js';

function lastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** Fails the read and counts a failure on its source, in one transaction. */
export async function failRead(
  db: Knex,
  register: RegisterToRead,
  readId: number,
  error: string,
  broken: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    if (await new LicensingReadsRepository(trx).finish(readId, { status: 'failed', error }))
      await new CouncilRegistersRepository(trx).markFailure(register.id, error, { broken });
  });
}

/** Whether an error means the register changed (or went): the source is broken at once. */
export function registerChanged(err: unknown): boolean {
  const se = isScraperError(err) ? err : null;
  return se?.action === 'fail-council' || se?.action === 'skip';
}

/**
 * Handles a failed read: returns when the read is settled (failed), throws `err` to make BullMQ
 * retry the job with backoff.
 */
export async function judgeRead(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { register: RegisterToRead; readId: number; host: string | null; log: Logger },
): Promise<void> {
  const msg = (err as Error).message ?? String(err);
  const se = isScraperError(err) ? err : null;
  if (se?.action === 'fail-council' || se?.action === 'skip') {
    run.log.error({ url: se.url, err: msg }, 'licensing register changed or gone: source failed');
    await failRead(ctx.rt.db, run.register, run.readId, `${se.name}: ${msg}`, true);
    return;
  }
  if (err instanceof SuspectReadError) {
    run.log.error({ err: msg }, 'licensing read refused: it would empty the register');
    await failRead(ctx.rt.db, run.register, run.readId, `${err.name}: ${msg}`, false);
    return;
  }
  if (se?.action === 'back-off' && run.host) {
    const wait =
      'retryAfterSeconds' in se && typeof se.retryAfterSeconds === 'number'
        ? se.retryAfterSeconds * 1000
        : ctx.rt.config.SCRAPER_BACKOFF_MS * 2 ** (job.attemptsMade + 1);
    await politeHttp(ctx.rt).limiter.pause(run.host, wait);
  }
  if (!lastAttempt(job)) throw err;
  run.log.warn({ err: msg }, 'licensing read given up after retries');
  await failRead(
    ctx.rt.db,
    run.register,
    run.readId,
    `${se?.name ?? (err as Error).name ?? 'Error'}: ${msg}`,
    false,
  );
}
