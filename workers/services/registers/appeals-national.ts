// The appeals.national job: the Planning Inspectorate's casework file is ONE national source (the
// decided appeals of every local planning authority in England), a national_registers row with
// register 'appeals' (scrapers/councils/registers.csv, council 'national'). It is fetched once
// through the polite client as a national licensing register is (national.ts fetchNational: the raw
// store and the fetch log), then loaded as `plandata appeals load` loads a file (appeals-store.ts:
// each appeal filed under the council its ONS code or LPA name names, joined to the application
// with the same reference there, the stages an appeal changes written as new versions). The
// national row keeps the source's health, the rows read, the councils filed under and the
// authorities no council matches with their rows (kept in appeals, never dropped silently).
import type { Job } from 'bullmq';
import type { JobPayloads } from '../../../core/jobs.js';
import type { Logger } from '../../../core/logger.js';
import type { Queues } from '../../../core/queues.js';
import type { Runtime } from '../../../core/runtime.js';
import {
  NationalRegistersRepository,
  type NationalRegisterRow,
} from '../../../core/repositories/licensing/national.repository.js';
import type { JobContext } from '../../context.js';
import { sourceFileOf } from './appeals-read.js';
import { loadAppeals, type AppealsLoadResult } from './appeals-store.js';
import { fetchNational, runNationalJob } from './national.js';

/** Why an authority's appeals were filed under no council (the national row's `unmatched`). */
const UNFILED = 'no council has its ONS code or name';

/**
 * Reads a national appeals source once and loads it. Throws when the file cannot be fetched or
 * parsed (nothing loaded; the caller retries or fails the national row).
 */
export async function readNationalAppeals(
  rt: Runtime,
  national: NationalRegisterRow,
  opts: { trigger: string; log: Logger; queues: Queues | null },
): Promise<AppealsLoadResult> {
  const log = opts.log.child({ national: national.name, register: national.register });
  const nationals = new NationalRegistersRepository(rt.db);
  await nationals.markAttempt(national.id);
  const sources = await fetchNational(rt, national, log);
  const r = await loadAppeals(rt.db, {
    adapter: national.adapter,
    pages: sources.flatMap((s) => s.pages),
    sourceFile: sourceFileOf(national.url, sources[0]?.source.title),
    log,
    queues: opts.queues,
  });
  await nationals.markSuccess(national.id, {
    records: r.records,
    councils: r.councils,
    unmatched: r.unfiled.map((u) => ({ ...u, reason: UNFILED })),
  });
  if (r.unfiled.length)
    log.warn(
      { unfiled: r.unfiled.map((u) => `${u.authority || '(none)'}: ${u.rows}`) },
      'national appeals: rows of authorities no council matches (stored, filed under none)',
    );
  return r;
}

/** The appeals.national job. */
export function readAppealsNational(
  payload: JobPayloads['appeals.national'],
  ctx: JobContext,
  job: Job<JobPayloads['appeals.national']>,
): Promise<Record<string, unknown>> {
  return runNationalJob(payload, ctx, job, async (national) => {
    const r = await readNationalAppeals(ctx.rt, national, {
      trigger: payload.trigger ?? 'nightly',
      log: ctx.log,
      queues: ctx.queues,
    });
    return {
      loadId: r.loadId,
      records: r.records,
      written: r.written,
      councils: r.councils,
      joined: r.joined,
      versions: r.versions.length,
    };
  });
}
