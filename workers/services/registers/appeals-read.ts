// The appeals.read job: one read of an appeals source (a council_registers row with register
// 'appeals': the Inspectorate's casework file at its published address, or Appeals Casework Portal
// case pages) through the register spine (register-read.ts: the polite client, the raw store and
// the fetch log, the adapter's error classes deciding what a failure means, the source's health),
// then loaded as `plandata appeals load` loads a file (appeals-store.ts: filed under the authority,
// joined to applications, the stages an appeal changes written as new versions with their
// after-store jobs queued). Also the nightly schedule and "read now".
import type { Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import type { Queues } from '../../../core/queues.js';
import type { Runtime } from '../../../core/runtime.js';
import {
  AppealReadsRepository,
  type AppealReadRow,
} from '../../../core/repositories/appeals/reads.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import { NationalRegistersRepository } from '../../../core/repositories/licensing/national.repository.js';
import type { JobContext } from '../../context.js';
import { cadencePattern, spreadOverNight, type Schedule, type ScheduledJob } from '../../schedule.js';
import { scrapeJobOptions } from '../scrape/policy.js';
import { loadAppeals, type AppealsLoadResult } from './appeals-store.js';
import { runRegisterRead, type RegisterReadKind } from './register-read.js';

/** The file (or pages) a read loaded, as meta.source of GET /v1/appeals names it. */
export function sourceFileOf(url: string, title: string | null | undefined): string {
  if (title) return title;
  try {
    const u = new URL(url);
    return u.pathname.split('/').filter(Boolean).pop() ?? u.host;
  } catch {
    return url;
  }
}

/** An appeals read: appeal_reads and the appeals load, its after-store jobs queued on `queues`. */
export function appealsRead(queues: Queues | null): RegisterReadKind<AppealsLoadResult> {
  return {
    register: 'appeals',
    reads: (db) => new AppealReadsRepository(db),
    async store(db, input) {
      const r = await loadAppeals(db, {
        adapter: input.register.adapter,
        pages: input.sources.flatMap((s) => s.pages),
        sourceFile: sourceFileOf(input.register.url, input.sources[0]?.source.title),
        log: input.log,
        queues,
      });
      await db.transaction(async (trx) => {
        const reads = new AppealReadsRepository(trx);
        await reads.finish(input.readId, {
          status: 'succeeded',
          load_id: r.loadId,
          records: r.records,
          rejected: r.rejected,
          written: r.written,
          joined: r.joined,
          versions: r.versions.length,
        });
        await reads.markSuccess(input.register.id, input.readId, input.observedAt, r.records);
      });
      return r;
    },
    // A casework file is replaced whole each release: a smaller one is not refused.
    isSuspect: () => false,
    messages: {
      changed: 'appeals source changed or gone: source failed, appeals kept',
      refused: 'appeals read refused',
      givenUp: 'appeals read given up after retries',
    },
  };
}

export async function readAppealsRegister(
  payload: JobPayloads['appeals.read'],
  ctx: JobContext,
  job: Job<JobPayloads['appeals.read']>,
): Promise<Record<string, unknown>> {
  const out = await runRegisterRead(appealsRead(ctx.queues), payload, ctx, job);
  if (!('stored' in out)) return out;
  const { readId, stored: r } = out;
  return { readId, records: r.records, written: r.written, joined: r.joined, versions: r.versions.length };
}

/** Creates the read row and queues its job (tests, "read now"); returns the read id. */
export async function startAppealsRead(
  rt: Runtime,
  queues: Queues,
  register: RegisterToRead,
  trigger = 'cli',
): Promise<number> {
  const readId = await new AppealReadsRepository(rt.db).start(register.id, register.council_id, trigger);
  await queues.enqueue(
    'appeals.read',
    { councilRegisterId: register.id, readId, trigger },
    { ...scrapeJobOptions(rt.config), jobId: `ar-${readId}` },
  );
  return readId;
}

/** Polls until the read closes; resolves with its row. */
export async function waitForAppealsRead(
  rt: Runtime,
  readId: number,
  opts: { pollMs?: number; timeoutMs?: number } = {},
): Promise<AppealReadRow> {
  const reads = new AppealReadsRepository(rt.db);
  const deadline = opts.timeoutMs ? Date.now() + opts.timeoutMs : Infinity;
  for (;;) {
    const read = await reads.byId(readId);
    if (!read) throw new Error(`appeals read ${readId} does not exist`);
    if (read.status !== 'running') return read;
    if (Date.now() > deadline)
      throw new Error(`appeals read ${readId} still running after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 200));
  }
}

/**
 * The nightly appeals read: one job scheduler per enabled appeals source, spread over the night; a
 * national source (the Inspectorate's casework file) is one appeals.national job at its cadence.
 */
export const appealsNightly: Schedule = {
  name: 'appeals.nightly',
  async plan(rt) {
    const sources = await new CouncilRegistersRepository(rt.db).enabled('appeals');
    const national = await new NationalRegistersRepository(rt.db).enabled('appeals');
    const n = sources.length + national.length;
    const own = sources.map((s, i): ScheduledJob<'appeals.read'> => {
      const { hour, minute } = spreadOverNight(i, n);
      return {
        id: `appeals.nightly:${s.council_slug}:${s.name}`,
        job: 'appeals.read',
        payload: { councilRegisterId: s.id, trigger: 'nightly' },
        pattern: `${minute} ${hour} * * *`,
      };
    });
    const whole = national.map((s, i): ScheduledJob<'appeals.national'> => ({
      id: `appeals.national:${s.name}`,
      job: 'appeals.national',
      payload: { nationalRegisterId: s.id, trigger: 'nightly' },
      pattern: cadencePattern(s.cadence, sources.length + i, n),
    }));
    return [...own, ...whole] as ScheduledJob[];
  },
};
