// The run sweep (issue 22): a periodic reconciler of council runs, from what PostgreSQL holds of
// them. A run whose work is done closes even when the job that should have closed it failed, or
// Redis lost its counters. A run with no progress for SWEEP_STALL_MS has work no job will finish
// (a job out of retries through a database outage, a job Redis lost, a worker killed between two
// writes): its unfinished references are queued again (discover itself, when discover never
// finished), under new job ids so no earlier job of the same batch can swallow them. Storing is
// idempotent, so a repair never duplicates a record; after SWEEP_MAX_REPAIRS repairs without
// progress the run fails (the council's health shows it) instead of being repaired for ever.
import { ScrapeRunsRepository, type RunningRun } from '../../../core/repositories/scrape-runs.repository.js';
import type { JobContext } from '../../context.js';
import { fetchBatches, fetchJobId } from './discover.js';
import { scrapeJobOptions } from './policy.js';
import { tracker } from './session.js';

export interface RunSweep {
  /** Runs closed because their work was done. */
  closed: number[];
  /** Runs whose unfinished work was queued again, with how many references. */
  repaired: { runId: number; refs: number; discover: boolean }[];
  /** Runs failed after too many repairs. */
  failed: number[];
  /** References of long-finished runs deleted (on the daily purge). */
  purged: number;
}

/** References of finished runs are kept this long (they serve only while a run runs, and to debug it). */
const KEEP_REFS_MS = 7 * 24 * 3600 * 1000;

export async function sweepRuns(ctx: JobContext, opts: { purge?: boolean } = {}): Promise<RunSweep> {
  const { SWEEP_STALL_MS, SWEEP_MAX_REPAIRS } = ctx.rt.config;
  const runs = new ScrapeRunsRepository(ctx.rt.db);
  const t = tracker(ctx);
  const out: RunSweep = { closed: [], repaired: [], failed: [], purged: 0 };
  const now = Date.now();
  for (const run of await runs.running()) {
    if (run.discovered_at && run.todo === 0) {
      // Done: whatever should have closed it did not (or did in Redis only).
      if (await t.finishFromDatabase(run.id)) out.closed.push(run.id);
      continue;
    }
    if (now - run.last_progress.getTime() < SWEEP_STALL_MS) continue;
    if (run.repairs >= SWEEP_MAX_REPAIRS) {
      const what = run.discovered_at ? `${run.todo} applications never finished` : 'discover never finished';
      await t.fail(run.id, `stalled: ${what} after ${run.repairs} repairs`, false);
      out.failed.push(run.id);
      continue;
    }
    out.repaired.push(await repair(ctx, runs, run));
  }
  if (opts.purge) out.purged = await runs.purgeRefs(new Date(now - KEEP_REFS_MS));
  if (out.closed.length || out.repaired.length || out.failed.length)
    ctx.log.warn(
      { closed: out.closed, repaired: out.repaired, failed: out.failed },
      'run sweep: stalled or unclosed runs repaired',
    );
  return out;
}

async function repair(
  ctx: JobContext,
  runs: ScrapeRunsRepository,
  run: RunningRun,
): Promise<RunSweep['repaired'][number]> {
  const n = await runs.addRepair(run.id);
  const opts = scrapeJobOptions(ctx.rt.config);
  if (!run.discovered_at) {
    await ctx.queues.enqueue(
      'scrape.council',
      { councilId: run.council_id, runId: run.id, trigger: 'repair' },
      { ...opts, jobId: `c-${run.id}-r${n}` },
    );
    return { runId: run.id, refs: 0, discover: true };
  }
  const todo = await runs.todoRefs(run.id);
  await ctx.queues.get('scrape.fetch').addBulk(
    fetchBatches(todo).map((b) => ({
      name: 'scrape.fetch',
      data: { councilId: run.council_id, runId: run.id, refs: b },
      opts: { ...opts, jobId: `${fetchJobId(run.id, b)}-r${n}` },
    })),
  );
  return { runId: run.id, refs: todo.length, discover: false };
}
