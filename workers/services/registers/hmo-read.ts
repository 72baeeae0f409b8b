// The hmo.read job: one read of a council's HMO register source through the spine, as the licensing
// read (read.ts) reads a licensing register: the polite client, every response in the raw store and
// the fetch log, the adapter's error classes deciding what a failure means, the source's health
// updated. Then the HMO store step (hmo-store.ts). Also the nightly schedule and "read now".
import { UnrecoverableError, type Job } from 'bullmq';
import type { Knex } from 'knex';
import type { JobPayloads } from '../../../core/jobs.js';
import type { Logger } from '../../../core/logger.js';
import type { Queues } from '../../../core/queues.js';
import type { Runtime } from '../../../core/runtime.js';
import { HmoReadsRepository, type HmoReadRow } from '../../../core/repositories/hmo/reads.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import { RawPagesRepository, type FetchLogEntry } from '../../../core/repositories/raw-pages.repository.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { sha256 } from '../../../scrapers/http/index.js';
import { isScraperError } from '../../../scrapers/kit/errors.js';
import type { RegisterName, RegisterSource } from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import type { JobContext } from '../../context.js';
import { cadencePattern, type Schedule, type ScheduledJob } from '../../schedule.js';
import { scrapeJobOptions } from '../scrape/policy.js';
import { BufferRecorder, hostOf, logEntries, pageSetOf, politeHttp } from '../scrape/session.js';
import { registerChanged } from './fate.js';
import { REGISTER_PAGE_KIND, registerContext } from './read.js';
import { storeHmoRead, SuspectHmoReadError, type HmoSourceRead, type HmoStoreResult } from './hmo-store.js';

/** Fails the read and counts a failure on its source (flagged at once when the register changed or went). */
export async function failHmoRead(
  db: Knex,
  register: RegisterToRead,
  readId: number,
  error: string,
  broken: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    if (await new HmoReadsRepository(trx).finish(readId, { status: 'failed', error }))
      await new CouncilRegistersRepository(trx).markFailure(register.id, error, { broken });
  });
}

function lastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** What a failed read means (as fate.ts for licensing): settle it, or throw to retry with backoff. */
async function judgeHmoRead(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { register: RegisterToRead; readId: number; log: Logger },
): Promise<void> {
  const msg = (err as Error).message ?? String(err);
  const se = isScraperError(err) ? err : null;
  if (registerChanged(err)) {
    run.log.error({ url: se?.url, err: msg }, 'hmo register changed or gone: source failed, licences kept');
    await failHmoRead(ctx.rt.db, run.register, run.readId, `${se!.name}: ${msg}`, true);
    return;
  }
  if (err instanceof SuspectHmoReadError) {
    run.log.error({ err: msg }, 'hmo read refused');
    await failHmoRead(ctx.rt.db, run.register, run.readId, `${err.name}: ${msg}`, false);
    return;
  }
  const host = hostOf(run.register.url);
  if (se?.action === 'back-off' && host) {
    const wait =
      'retryAfterSeconds' in se && typeof se.retryAfterSeconds === 'number'
        ? se.retryAfterSeconds * 1000
        : ctx.rt.config.SCRAPER_BACKOFF_MS * 2 ** (job.attemptsMade + 1);
    await politeHttp(ctx.rt).limiter.pause(host, wait);
  }
  if (!lastAttempt(job)) throw err;
  run.log.warn({ err: msg }, 'hmo read given up after retries');
  await failHmoRead(
    ctx.rt.db,
    run.register,
    run.readId,
    `${se?.name ?? (err as Error).name ?? 'Error'}: ${msg}`,
    false,
  );
}

export async function readHmoRegister(
  payload: JobPayloads['hmo.read'],
  ctx: JobContext,
  job: Job<JobPayloads['hmo.read']>,
): Promise<Record<string, unknown>> {
  const registers = new CouncilRegistersRepository(ctx.rt.db);
  const register = await registers.byId(payload.councilRegisterId);
  if (!register) throw new UnrecoverableError(`council register ${payload.councilRegisterId} does not exist`);
  if (register.register !== 'hmo')
    throw new UnrecoverableError(`council register ${register.id} is a ${register.register} register`);
  const reads = new HmoReadsRepository(ctx.rt.db);
  let readId = payload.readId;
  if (readId === undefined) {
    readId = await reads.start(register.id, register.council_id, payload.trigger ?? 'nightly');
    await job.updateData({ ...payload, readId });
  }
  const read = await reads.byId(readId);
  if (!read) throw new UnrecoverableError(`hmo read ${readId} does not exist`);
  if (read.status !== 'running') return { readId, closed: true };
  await registers.markAttempt(register.id);

  const rec = new BufferRecorder();
  const rctx = registerContext(ctx, register, rec);
  const adapter = registerAdapterFor(register.adapter);
  const raw = new RawPagesRepository(ctx.rt.db);
  const save = async () => {
    const entries = logEntries(rec);
    if (entries.length)
      await raw.saveFetches(entries, {
        councilId: register.council_id,
        reference: null,
        pageKind: REGISTER_PAGE_KIND,
      });
    return entries;
  };
  const log = ctx.log.child({
    council: register.council_slug,
    register: 'hmo',
    source: register.name,
    read: readId,
  });
  try {
    const observedAt = new Date();
    const sources: HmoSourceRead[] = [];
    for await (const source of adapter.discover(rctx)) {
      const pages = await adapter.fetch(rctx, source);
      const entries = await save();
      sources.push({ source, pages, refs: pageSetOf(pages, entries) });
    }
    const r = await storeHmoRead(ctx.rt.db, { register, readId, observedAt, sources, log });
    return { readId, records: r.records, created: r.created, changed: r.changed, removed: r.removed };
  } catch (err) {
    await save().catch(() => {});
    await judgeHmoRead(err, job, ctx, { register, readId, log });
    return { readId, failed: (err as Error).message };
  }
}

/**
 * A read of an HMO source from pages already in hand (a saved or generated file): the file path of
 * tests and the benchmark. The pages go to the raw store and the fetch log as a fetched read's do;
 * a failure fails the read and counts on the source as a fetched read's does.
 */
export async function readHmoFromPages(
  db: Knex,
  register: RegisterToRead,
  pages: FetchedPage[],
  opts: {
    log: Logger;
    observedAt?: Date;
    trigger?: string;
    source?: Partial<RegisterSource>;
    timings?: Parameters<typeof storeHmoRead>[1]['timings'];
  },
): Promise<HmoStoreResult & { readId: number }> {
  const readId = await new HmoReadsRepository(db).start(
    register.id,
    register.council_id,
    opts.trigger ?? 'file',
  );
  const entries: FetchLogEntry[] = pages.map((p) => ({
    method: 'GET',
    url: p.url,
    status: p.status,
    contentType: p.headers['content-type'] ?? null,
    body: p.body,
    contentHash: sha256(p.body),
    durationMs: 0,
    error: null,
    fetchedAt: p.fetchedAt,
  }));
  await new RawPagesRepository(db).saveFetches(entries, {
    councilId: register.council_id,
    reference: null,
    pageKind: REGISTER_PAGE_KIND,
  });
  const source: RegisterSource = {
    council_slug: register.council_slug,
    register: register.register as RegisterName,
    url: register.url,
    kind: 'file',
    title: null,
    published: null,
    ...opts.source,
  };
  const refs = pages.map((p, i) => ({
    url: p.url,
    finalUrl: p.finalUrl,
    status: p.status,
    contentHash: entries[i].contentHash!,
    contentType: entries[i].contentType,
    fetchedAt: p.fetchedAt,
  }));
  try {
    const r = await storeHmoRead(db, {
      register,
      readId,
      observedAt: opts.observedAt ?? new Date(),
      sources: [{ source, pages, refs }],
      log: opts.log,
      timings: opts.timings,
    });
    return { ...r, readId };
  } catch (err) {
    const e = err as Error;
    await failHmoRead(db, register, readId, `${e.name}: ${e.message}`, registerChanged(err));
    throw err;
  }
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
