// The hmo.read job: one read of a council's HMO register source through the spine
// (register-read.ts, as a licensing register is read: the polite client, every response in the raw
// store and the fetch log, the adapter's error classes deciding what a failure means, the source's
// health updated), then the HMO store step (hmo-store.ts). Also the nightly schedule and "read now".
import type { Job } from 'bullmq';
import type { Knex } from 'knex';
import type { JobPayloads } from '../../../core/jobs.js';
import type { Queues } from '../../../core/queues.js';
import type { Runtime } from '../../../core/runtime.js';
import { HmoReadsRepository, type HmoReadRow } from '../../../core/repositories/hmo/reads.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import type { JobContext } from '../../context.js';
import { cadencePattern, type Schedule, type ScheduledJob } from '../../schedule.js';
import { scrapeJobOptions } from '../scrape/policy.js';
import { storeHmoRead, SuspectHmoReadError, type HmoStoreInput, type HmoStoreResult } from './hmo-store.js';
import {
  readRegisterFromPages,
  runRegisterRead,
  type FromPagesOptions,
  type RegisterReadKind,
} from './register-read.js';

/** An HMO register read: hmo_reads and the HMO store step. */
export const HMO_READ: RegisterReadKind<HmoStoreResult, HmoStoreInput['timings']> = {
  register: 'hmo',
  reads: (db) => new HmoReadsRepository(db),
  store: storeHmoRead,
  isSuspect: (err) => err instanceof SuspectHmoReadError,
  messages: {
    changed: 'hmo register changed or gone: source failed, licences kept',
    refused: 'hmo read refused',
    givenUp: 'hmo read given up after retries',
  },
};

export async function readHmoRegister(
  payload: JobPayloads['hmo.read'],
  ctx: JobContext,
  job: Job<JobPayloads['hmo.read']>,
): Promise<Record<string, unknown>> {
  const out = await runRegisterRead(HMO_READ, payload, ctx, job);
  if (!('stored' in out)) return out;
  const { readId, stored: r } = out;
  return { readId, records: r.records, created: r.created, changed: r.changed, removed: r.removed };
}

/**
 * A read of an HMO source from pages already in hand (a saved or generated file): the file path of
 * tests and the benchmark (register-read.ts readRegisterFromPages with the HMO kind).
 */
export function readHmoFromPages(
  db: Knex,
  register: RegisterToRead,
  pages: FetchedPage[],
  opts: FromPagesOptions<HmoStoreInput['timings']>,
): Promise<HmoStoreResult & { readId: number }> {
  return readRegisterFromPages(HMO_READ, db, register, pages, opts);
}

/** Creates the read row and queues its job (`plandata scrape --register hmo`, tests); returns the read id. */
export async function startHmoRead(
  rt: Runtime,
  queues: Queues,
  register: RegisterToRead,
  trigger = 'cli',
): Promise<number> {
  const readId = await new HmoReadsRepository(rt.db).start(register.id, register.council_id, trigger);
  await queues.enqueue(
    'hmo.read',
    { councilRegisterId: register.id, readId, trigger },
    { ...scrapeJobOptions(rt.config), jobId: `hr-${readId}` },
  );
  return readId;
}

/** Polls until the read closes; resolves with its row. */
export async function waitForHmoRead(
  rt: Runtime,
  readId: number,
  opts: { pollMs?: number; timeoutMs?: number } = {},
): Promise<HmoReadRow> {
  const reads = new HmoReadsRepository(rt.db);
  const deadline = opts.timeoutMs ? Date.now() + opts.timeoutMs : Infinity;
  for (;;) {
    const read = await reads.byId(readId);
    if (!read) throw new Error(`hmo read ${readId} does not exist`);
    if (read.status !== 'running') return read;
    if (Date.now() > deadline) throw new Error(`hmo read ${readId} still running after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 200));
  }
}

/** The nightly HMO read: one job scheduler per enabled HMO source, spread over the night at its cadence. */
export const hmoNightly: Schedule = {
  name: 'hmo.nightly',
  async plan(rt) {
    const sources = await new CouncilRegistersRepository(rt.db).enabled('hmo');
    return sources.map((s, i): ScheduledJob<'hmo.read'> => ({
      id: `hmo.nightly:${s.council_slug}:${s.name}`,
      job: 'hmo.read',
      payload: { councilRegisterId: s.id, trigger: 'nightly' },
      pattern: cadencePattern(s.cadence, i, sources.length),
    })) as ScheduledJob[];
  },
};
