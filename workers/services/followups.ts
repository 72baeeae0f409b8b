// The follow-ups sweep (issue 22): re-queues the after-store work (workers/pipeline.ts) that an
// outage left undone, from what PostgreSQL holds: versions whose jobs were never queued, versions
// never matched to alerts (matched_at), applications not enriched since their last change
// (enriched_at). A job that gave up after its retries during a database outage, or that Redis lost,
// is queued again under a new job id; matching records a pair once (unique alert and application)
// and writes an event only for a new pair, and enrichment rewrites the same columns, so a repair
// never duplicates a match, a webhook event or a value.
import {
  FollowupsRepository,
  type VersionRef,
} from '../../core/repositories/planning/followups.repository.js';
import type { AfterStorePayload, JobName } from '../../core/jobs.js';
import type { JobContext } from '../context.js';
import { afterStoreJobId, enqueueAfterStoreMany } from './scrape/store.js';

/** At most this many of each kind per sweep: a backlog drains over several sweeps, not in one burst. */
const SWEEP_LIMIT = 1000;

export interface FollowupSweep {
  queued: number;
  rematched: number;
  reenriched: number;
}

export async function sweepFollowups(ctx: JobContext): Promise<FollowupSweep> {
  const repo = new FollowupsRepository(ctx.rt.db);
  const before = new Date(Date.now() - ctx.rt.config.SWEEP_STALL_MS);
  const pending = await repo.pending(before, SWEEP_LIMIT);
  const queued = await enqueueAfterStoreMany(
    ctx.rt.db,
    ctx.queues,
    pending.map((p) => ({ ...p, outcome: 'changed' as const, followupsPending: true })),
  );
  const stamp = Date.now().toString(36);
  const requeue = async (job: JobName & ('alerts.match' | 'enrich.application'), refs: VersionRef[]) => {
    if (!refs.length) return 0;
    await ctx.queues.get(job).addBulk(
      refs.map((r) => {
        const data: AfterStorePayload = {
          applicationId: r.applicationId,
          version: r.version,
          isNew: r.version === 1,
        };
        return {
          name: job,
          data,
          opts: { jobId: `${afterStoreJobId(job, r.applicationId, r.version)}-r${stamp}` },
        };
      }),
    );
    return refs.length;
  };
  const rematched = await requeue('alerts.match', await repo.unmatched(before, SWEEP_LIMIT));
  const reenriched = await requeue('enrich.application', await repo.unenriched(before, SWEEP_LIMIT));
  if (queued || rematched || reenriched)
    ctx.log.warn({ queued, rematched, reenriched }, 'follow-ups sweep: lost after-store work queued again');
  return { queued, rematched, reenriched };
}
