// One read of a council's register source through the spine, whatever the register (licensing,
// HMO): the polite client (politeness shared through Redis, retries, robots.txt), every response
// kept in the raw store and logged in the fetch log, the adapter's error classes deciding what a
// failure means, the source's health updated; then the register's own store step. A register kind
// (RegisterReadKind) names its reads table and its store step; the job (runRegisterRead) and the
// file path of tests and benchmarks (readRegisterFromPages) are the same for every kind.
import { UnrecoverableError, type Job } from 'bullmq';
import type { Knex } from 'knex';
import { ukDate } from '../../../core/calendar.js';
import type { Logger } from '../../../core/logger.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../../core/repositories/licensing/registers.repository.js';
import { RawPagesRepository, type FetchLogEntry } from '../../../core/repositories/raw-pages.repository.js';
import type { StoredPageRef } from '../../../core/repositories/raw-pages.repository.js';
import type { FetchedPage } from '../../../scrapers/contract.js';
import { sha256 } from '../../../scrapers/http/index.js';
import { isScraperError } from '../../../scrapers/kit/errors.js';
import type { RegisterContext, RegisterName, RegisterSource } from '../../../scrapers/registers/contract.js';
import { registerAdapterFor } from '../../../scrapers/registers/index.js';
import type { JobContext } from '../../context.js';
import {
  BufferRecorder,
  countFetches,
  hostOf,
  logEntries,
  pageSetOf,
  politeHttp,
} from '../scrape/session.js';

/** The fetch log's page kind for a register's pages. */
export const REGISTER_PAGE_KIND = 'licensing-register';

/** One source of a read: what discover gave, the pages fetched for it and their raw-store refs. */
export interface RegisterSourceRead {
  source: RegisterSource;
  pages: FetchedPage[];
  refs: StoredPageRef[];
}

/**
 * The day a read's published file was cut (licensing spec 2.1 in_force: not from a published file
 * over 12 months old; HMO coverage's register_date): the date the source gives, else the file's
 * Last-Modified, else the first read that held these exact bytes, else the day of this read. Null
 * when a source is not a file (a register read page by page). `firstReadOfPages`: the register
 * kind's reads table's.
 */
export async function sourcePublishedOf(
  sources: RegisterSourceRead[],
  observedDate: string,
  firstReadOfPages: (hashes: string[]) => Promise<Date | null>,
): Promise<string | null> {
  if (!sources.every((s) => s.source.kind === 'file')) return null;
  const own = sources.map((s) => s.source.published?.date ?? null).filter((d): d is string => !!d);
  const modified = sources
    .map((s) => httpDate(s.pages[0]?.headers['last-modified']))
    .filter((d): d is string => !!d);
  const first = await firstReadOfPages(sources.flatMap((s) => s.refs.map((r) => r.contentHash)));
  return own.sort()[0] ?? modified.sort()[0] ?? (first ? ukDate(first) : observedDate);
}

function httpDate(h: string | undefined): string | null {
  if (!h) return null;
  const t = Date.parse(h);
  return Number.isNaN(t) ? null : ukDate(new Date(t));
}

/** What a store step is given. */
export interface RegisterStoreInput<T> {
  register: RegisterToRead;
  readId: number;
  observedAt: Date;
  sources: RegisterSourceRead[];
  log: Logger;
  /** Filled with milliseconds per step, for the benchmarks. */
  timings?: T;
}

/** A register kind's reads table (licensing_reads, hmo_reads), as the read needs it. */
export interface RegisterReads {
  start(councilRegisterId: number, councilId: number, trigger: string): Promise<number>;
  byId(id: number): Promise<{ status: string } | null>;
  /** Closes a running read once (false when it was closed already). */
  finish(id: number, outcome: { status: 'failed'; error: string }): Promise<boolean>;
}

/** What differs between registers read through the spine. */
export interface RegisterReadKind<R, T = unknown> {
  register: RegisterName;
  reads(db: Knex): RegisterReads;
  store(db: Knex, input: RegisterStoreInput<T>): Promise<R>;
  /** The store step's refusal of a read that would gut the register: failed at once, no retry. */
  isSuspect(err: unknown): boolean;
  /** Log lines of a read that failed. */
  messages: { changed: string; refused: string; givenUp: string };
}

export function registerContext(ctx: JobContext, r: RegisterToRead, rec: BufferRecorder): RegisterContext {
  return {
    council: {
      slug: r.council_slug,
      name: r.council_name,
      platform: r.adapter,
      baseUrl: r.url,
      options: r.options ?? undefined,
    },
    register: {
      register: r.register as RegisterName,
      adapter: r.adapter,
      url: r.url,
      options: r.options ?? undefined,
    },
    client: politeHttp(ctx.rt).client(countFetches(r.adapter, rec)),
    logger: ctx.log,
  };
}

function lastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** Fails the read and counts a failure on its source (broken at once when `broken`), in one transaction. */
export async function failRegisterRead(
  kind: Pick<RegisterReadKind<unknown>, 'reads'>,
  db: Knex,
  register: RegisterToRead,
  readId: number,
  error: string,
  broken: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    if (await kind.reads(trx).finish(readId, { status: 'failed', error }))
      await new CouncilRegistersRepository(trx).markFailure(register.id, error, { broken });
  });
}

/** Whether an error means the register changed (or went): the source is broken at once. */
export function registerChanged(err: unknown): boolean {
  const se = isScraperError(err) ? err : null;
  return se?.action === 'fail-council' || se?.action === 'skip';
}

/**
 * What a failed read means (scrapers/kit/errors.ts; as workers/services/scrape/fate.ts for a
 * portal): the register's layout changed or it is no longer published: the read fails and the
 * source is flagged broken at once, its records kept; a read the store step refused fails without
 * touching the register; blocked or throttled: the host is paused for every process and the job
 * retried; anything else is retried. Out of retries, the read fails and the source counts a
 * failure (broken after three in a row). Returns when the read is settled; throws `err` to make
 * BullMQ retry the job with backoff.
 */
export async function judgeRegisterRead(
  kind: RegisterReadKind<unknown>,
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { register: RegisterToRead; readId: number; host: string | null; log: Logger },
): Promise<void> {
  const msg = (err as Error).message ?? String(err);
  const se = isScraperError(err) ? err : null;
  if (registerChanged(err)) {
    run.log.error({ url: se?.url, err: msg }, kind.messages.changed);
    await failRegisterRead(kind, ctx.rt.db, run.register, run.readId, `${se!.name}: ${msg}`, true);
    return;
  }
  if (kind.isSuspect(err)) {
    run.log.error({ err: msg }, kind.messages.refused);
    await failRegisterRead(
      kind,
      ctx.rt.db,
      run.register,
      run.readId,
      `${(err as Error).name}: ${msg}`,
      false,
    );
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
  run.log.warn({ err: msg }, kind.messages.givenUp);
  await failRegisterRead(
    kind,
    ctx.rt.db,
    run.register,
    run.readId,
    `${se?.name ?? (err as Error).name ?? 'Error'}: ${msg}`,
    false,
  );
}

/** The job of a read: `{ readId, closed }` for a read already closed, `{ readId, failed }`, or the store's result. */
export type RegisterReadOutcome<R> =
  | { readId: number; closed: true }
  | { readId: number; failed: string }
  | { readId: number; stored: R; log: Logger };

/** The read job of any register kind (licensing.read, hmo.read): see the file comment. */
export async function runRegisterRead<R>(
  kind: RegisterReadKind<R>,
  payload: { councilRegisterId: number; readId?: number; trigger?: string },
  ctx: JobContext,
  job: Job,
): Promise<RegisterReadOutcome<R>> {
  const registers = new CouncilRegistersRepository(ctx.rt.db);
  const register = await registers.byId(payload.councilRegisterId);
  if (!register) throw new UnrecoverableError(`council register ${payload.councilRegisterId} does not exist`);
  if (register.register !== kind.register)
    throw new UnrecoverableError(`council register ${register.id} is a ${register.register} register`);
  const reads = kind.reads(ctx.rt.db);
  let readId = payload.readId;
  if (readId === undefined) {
    readId = await reads.start(register.id, register.council_id, payload.trigger ?? 'nightly');
    await job.updateData({ ...payload, readId });
  }
  const read = await reads.byId(readId);
  if (!read) throw new UnrecoverableError(`${kind.register} read ${readId} does not exist`);
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
    register: register.register,
    source: register.name,
    read: readId,
  });
  try {
    const observedAt = new Date();
    const sources: RegisterSourceRead[] = [];
    for await (const source of adapter.discover(rctx)) {
      const pages = await adapter.fetch(rctx, source);
      const entries = await save();
      sources.push({ source, pages, refs: pageSetOf(pages, entries) });
    }
    const stored = await kind.store(ctx.rt.db, { register, readId, observedAt, sources, log });
    return { readId, stored, log };
  } catch (err) {
    await save().catch(() => {});
    await judgeRegisterRead(kind as RegisterReadKind<unknown>, err, job, ctx, {
      register,
      readId,
      host: hostOf(register.url),
      log,
    });
    return { readId, failed: (err as Error).message };
  }
}

/** How a read from pages in hand is made: its log, clock, trigger, source fields and step timings. */
export interface FromPagesOptions<T> {
  log: Logger;
  observedAt?: Date;
  trigger?: string;
  source?: Partial<RegisterSource>;
  timings?: T;
}

/**
 * A read of a register source from pages already in hand (a published file generated or saved
 * locally): the file path of the benchmarks and of tests that move the clock. The pages go to the
 * raw store and the fetch log as a fetched read's do, then through the same store step; a failure
 * fails the read and counts on the source's health as a fetched read's does.
 */
export async function readRegisterFromPages<R, T>(
  kind: RegisterReadKind<R, T>,
  db: Knex,
  register: RegisterToRead,
  pages: FetchedPage[],
  opts: FromPagesOptions<T>,
): Promise<R & { readId: number }> {
  const readId = await kind.reads(db).start(register.id, register.council_id, opts.trigger ?? 'file');
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
    const r = await kind.store(db, {
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
    await failRegisterRead(kind, db, register, readId, `${e.name}: ${e.message}`, registerChanged(err));
    throw err;
  }
}
