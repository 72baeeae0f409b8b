// The discover step of a council run (scrape.council): the adapter's discover over the run's window,
// flushed in fetch batches of FETCH_BATCH, each batch one scrape.fetch job.
import { createHash } from 'node:crypto';
import { UnrecoverableError, type Job } from 'bullmq';
import type { FetchRef, JobPayloads } from '../../../core/jobs.js';
import { ScrapeRunsRepository } from '../../../core/repositories/scrape-runs.repository.js';
import { CouncilsAdminRepository } from '../../../core/repositories/councils-admin.repository.js';
import type { DiscoveredRef } from '../../../scrapers/contract.js';
import { adapterFor } from '../../../scrapers/platforms/index.js';
import type { JobContext } from '../../context.js';
import { act } from './fate.js';
import { scrapeJobOptions, windowFor } from './policy.js';
import { BufferRecorder, adapterContext, hostOf, loadCouncil, saveFetches, tracker } from './session.js';

/**
 * Discover step of a run: lists the council's applications in the run's window and queues them in
 * fetch batches. A scheduled job (no run yet) creates its run row first and remembers it in the
 * job, so a retry continues it.
 */
export async function discoverCouncil(
  payload: JobPayloads['scrape.council'],
  ctx: JobContext,
  job: Job<JobPayloads['scrape.council']>,
): Promise<Record<string, unknown>> {
  const council = await loadCouncil(ctx, payload.councilId);
  const runs = new ScrapeRunsRepository(ctx.rt.db);
  let runId = payload.runId;
  if (runId === undefined) {
    // A scheduled run: create its row once and remember it in the job, so a retry continues it.
    runId = await runs.start(
      council.id,
      payload.trigger ?? 'nightly',
      windowFor(payload.since, new Date(), payload.until),
    );
    await job.updateData({ ...payload, runId });
  }
  const run = await runs.byId(runId);
  if (!run) throw new UnrecoverableError(`scrape run ${runId} does not exist`);
  const t = tracker(ctx);
  if (!(await t.isOpen(runId)) || run.status !== 'running') return { runId, closed: true };
  await new CouncilsAdminRepository(ctx.rt.db).markAttempt(council.id);

  const rec = new BufferRecorder();
  const actx = adapterContext(ctx, council, rec);
  const adapter = adapterFor(council.platform);
  const fetchQueue = ctx.queues.get('scrape.fetch');
  let batch: DiscoveredRef[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const refs = batch;
    batch = [];
    await t.addDiscovered(
      runId,
      refs.map((r) => ({ reference: r.reference, keyval: r.keyval, url: r.url })),
    );
    await fetchQueue.addBulk(
      fetchBatches(refs).map((b) => ({
        name: 'scrape.fetch',
        data: { councilId: council.id, runId, refs: b },
        opts: { ...scrapeJobOptions(ctx.rt.config), jobId: fetchJobId(runId, b) },
      })),
    );
    await saveFetches(ctx, rec, council.id, null, 'discover');
  };
  try {
    for await (const ref of adapter.discover(actx, {
      from: String(run.window_from),
      to: String(run.window_to),
    })) {
      batch.push(ref);
      if (batch.length >= 50) await flush();
    }
    await flush();
  } catch (err) {
    await saveFetches(ctx, rec, council.id, null, 'discover').catch(() => {});
    await act(err, job, ctx, {
      runId,
      councilId: council.id,
      host: hostOf(council.base_url),
      reference: null,
    });
    return { runId, failed: (err as Error).message };
  }
  const found = (await t.progress(runId)).found;
  // A council that normally has records and returns none has failed, not succeeded: an empty
  // answer is far more often a block or a broken search than a quiet fortnight.
  const normallyBusy = (council.expected_daily_records ?? 0) > 0 || council.records_count > 0;
  if (found === 0 && normallyBusy) {
    await t.fail(
      runId,
      `no applications found in ${run.window_from}..${run.window_to} where the council normally has records`,
      false,
    );
    return { runId, discovered: 0, failed: 'empty' };
  }
  const total = await t.discoverDone(runId);
  ctx.log.info({ council: council.slug, runId, discovered: total }, 'discovered');
  return { runId, discovered: total };
}

/**
 * Applications per scrape.fetch job. Each job's queue work (BullMQ's scripts), run-tracker calls
 * and store statements are shared by its batch; the applications are fetched one after another, so
 * a job holds at most one application's requests at a time, as before.
 */
export const FETCH_BATCH = 10;

/** A discover flush's references in fetch batches, each reference once. */
export function fetchBatches(refs: readonly FetchRef[]): FetchRef[][] {
  const seen = new Set<string>();
  const unique: FetchRef[] = [];
  for (const r of refs) {
    if (seen.has(r.reference)) continue;
    seen.add(r.reference);
    unique.push({ reference: r.reference, keyval: r.keyval, url: r.url });
  }
  const out: FetchRef[][] = [];
  for (let i = 0; i < unique.length; i += FETCH_BATCH) out.push(unique.slice(i, i + FETCH_BATCH));
  return out;
}

/**
 * A batch's job id, from every reference in it: a retried discover that forms the same batch adds
 * nothing, and two different batches never share an id (which would drop one of them).
 */
export function fetchJobId(runId: number, refs: FetchRef[]): string {
  const h = createHash('sha256')
    .update(refs.map((r) => r.reference).join('\n'))
    .digest('hex')
    .slice(0, 20);
  return `f-${runId}-${encodeURIComponent(refs[0].reference)}-${refs.length}-${h}`;
}
