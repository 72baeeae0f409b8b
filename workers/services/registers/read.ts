// The licensing.read job: one read of a council's register source through the spine
// (register-read.ts: the polite client, the raw store and the fetch log, the adapter's error classes
// deciding what a failure means, the source's health), then the licensing store step (store.ts) and
// the webhook fan-out of the feed rows it wrote.
import type { Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import { LicensingReadsRepository } from '../../../core/repositories/licensing/reads.repository.js';
import { SuspectReadError } from '../../../enrich/map/licensing-diff.js';
import type { JobContext } from '../../context.js';
import { runRegisterRead, type RegisterReadKind } from './register-read.js';
import { storeRegisterRead, type StoreReadInput, type StoreReadResult } from './store.js';

export { REGISTER_PAGE_KIND, registerContext } from './register-read.js';

/** A licensing register read: licensing_reads and the licensing store step. */
export const LICENSING_READ: RegisterReadKind<StoreReadResult, StoreReadInput['timings']> = {
  register: 'licensing',
  reads: (db) => new LicensingReadsRepository(db),
  store: (db, input) => storeRegisterRead(db, { ...input, kind: 'read' }),
  isSuspect: (err) => err instanceof SuspectReadError,
  messages: {
    changed: 'licensing register changed or gone: source failed',
    refused: 'licensing read refused: it would empty the register',
    givenUp: 'licensing read given up after retries',
  },
};

export async function readRegister(
  payload: JobPayloads['licensing.read'],
  ctx: JobContext,
  job: Job<JobPayloads['licensing.read']>,
): Promise<Record<string, unknown>> {
  const out = await runRegisterRead(LICENSING_READ, payload, ctx, job);
  if (!('stored' in out)) return out;
  const { readId, stored: r, log } = out;
  // New feed rows go to licensing webhooks now (the every-minute run catches a lost job).
  if ((r.change_rows ?? 0) + (r.event_rows ?? 0) > 0)
    await ctx.queues
      .enqueue('licensing.webhooks', {}, { attempts: 3 })
      .catch((err: Error) => log.warn({ err: err.message }, 'licensing webhooks fan-out not queued'));
  return {
    readId,
    records: r.records,
    created: r.created,
    changed: r.changed,
    not_seen: r.not_seen,
    rows: (r.change_rows ?? 0) + (r.event_rows ?? 0) + (r.correction_rows ?? 0),
  };
}
