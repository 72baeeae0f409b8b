// The scrape pipeline as three jobs, each carrying ids only (STYLE 8):
//   scrape.council  discover the council's applications in a window -> one scrape.fetch per batch
//                   of FETCH_BATCH of them
//   scrape.fetch    fetch each application's pages, then store the batch inline with its raw
//                   snapshots (-> scrape.store for an application whose inline store fails)
//   scrape.store    parse one application's snapshots, classify, upsert, after-store jobs
// The parsed record is never put on a queue (it would be a whole record); the snapshots it is
// parsed from are the hand-over. Storing inline in scrape.fetch saves a queue hop, reading the
// snapshots back and parsing every page a second time; a batch per job shares one job's queue
// work, the run tracker's calls and the store's statements among its applications (bench/ingest;
// docs/benchmarks/ingest.md). Each application of a batch keeps its own fate: what an error means
// is decided by its class (scrapers/errors.ts): skip, fail the council (keeping its data), back
// off, or retry; a retry of the job carries only the applications still to retry.
import { createHash } from 'node:crypto';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Runtime } from '../../core/runtime.js';
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../scrapers/contract.js';
import { isScraperError, type ScraperError } from '../../scrapers/kit/errors.js';
import { adapterFor } from '../../scrapers/platforms/index.js';
import { PoliteHttp, sha256, type FetchRecord, type FetchRecorder } from '../../scrapers/http/index.js';
import {
  CouncilsAdminRepository,
  ScrapeRunsRepository,
  type ScrapeCouncil,
} from '../../core/repositories/councils-admin.repository.js';
import {
  RawPagesRepository,
  type FetchGroup,
  type FetchLogEntry,
  type StoredPageRef,
} from '../../core/repositories/raw-pages.repository.js';
import type { Handler, JobContext } from '../context.js';
import type { FetchRef } from '../../core/jobs.js';
import { RunTracker, type RefOutcome } from '../services/scrape/run-tracker.js';
import { storeBatch, storeFromSnapshots, type StoreItem } from '../services/scrape/store.js';

/** Nightly runs re-read the last 14 days so a late-published or changed record is not missed. */
export const NIGHTLY_WINDOW_DAYS = 14;

/** Today's calendar date in the UK (registers are kept in UK local dates). */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

export function windowFor(
  since: string | undefined,
  now: Date = new Date(),
  until?: string,
): { from: string; to: string } {
  const to = until ?? ukToday(now);
  if (since) return { from: since, to };
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - NIGHTLY_WINDOW_DAYS);
  return { from: from.toISOString().slice(0, 10), to };
}

/**
 * Retries of a scrape job: BullMQ's exponential backoff, starting from a multiple of the client's
 * own backoff (the client has already retried each request; the job retry is the slower, second
 * line, and after a block the host is paused for every process anyway).
 */
export function scrapeJobOptions(config: { SCRAPER_BACKOFF_MS: number }): {
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
} {
  return {
    attempts: 5,
    backoff: { type: 'exponential', delay: Math.max(10, config.SCRAPER_BACKOFF_MS * 4) },
  };
}

// One PoliteHttp per runtime: its robots cache and limiter are per process.
const httpByRuntime = new WeakMap<Runtime, PoliteHttp>();
export function politeHttp(rt: Runtime): PoliteHttp {
  let h = httpByRuntime.get(rt);
  if (!h) httpByRuntime.set(rt, (h = new PoliteHttp(rt.redis, rt.config, rt.logger)));
  return h;
}

function tracker(ctx: JobContext): RunTracker {
  return new RunTracker(ctx.rt.redis, ctx.rt.config.REDIS_PREFIX, ctx.rt.db);
}

/** Buffers a job's requests; written to raw_pages and fetch_log in one transaction. */
class BufferRecorder implements FetchRecorder {
  entries: FetchRecord[] = [];
  record(e: FetchRecord): void {
    this.entries.push(e);
  }
  take(): FetchRecord[] {
    const out = this.entries;
    this.entries = [];
    return out;
  }
}

/** The recorder's requests as fetch_log entries. */
function logEntries(rec: BufferRecorder): FetchLogEntry[] {
  return rec.take().map((e) => ({ ...e, contentType: e.headers['content-type'] ?? null }));
}

async function saveFetches(
  ctx: JobContext,
  rec: BufferRecorder,
  councilId: number,
  reference: string | null,
  pageKind: string,
) {
  const entries = logEntries(rec);
  if (!entries.length) return;
  await new RawPagesRepository(ctx.rt.db).saveFetches(entries, { councilId, reference, pageKind });
}

/** The page set of a record: the pages the adapter returned, under the hashes the recorder saw. */
function pageSetOf(pages: FetchedPage[], entries: FetchLogEntry[]): StoredPageRef[] {
  // The client hashed each body as it arrived; hash again only a page it did not record.
  const hashOf = new Map<Buffer, string>();
  for (const e of entries) if (e.body && e.contentHash) hashOf.set(e.body, e.contentHash);
  return pages.map((p) => ({
    url: p.url,
    finalUrl: p.finalUrl,
    status: p.status,
    contentHash: hashOf.get(p.body) ?? sha256(p.body),
    contentType: p.headers['content-type'] ?? null,
    fetchedAt: p.fetchedAt,
  }));
}

type RunnableCouncil = ScrapeCouncil & { platform: string; base_url: string };

// The council row as the fetch and store jobs of a run need it (slug, platform, base URL, options):
// read once a minute per process instead of once per application (one PostgreSQL round trip of
// the four each application cost; docs/benchmarks/ingest.md). The discover job always reads it afresh.
const COUNCIL_TTL_MS = 60_000;
const councilsByRuntime = new WeakMap<Runtime, Map<number, { at: number; council: RunnableCouncil }>>();

async function cachedCouncil(ctx: JobContext, councilId: number): Promise<RunnableCouncil> {
  let cache = councilsByRuntime.get(ctx.rt);
  if (!cache) councilsByRuntime.set(ctx.rt, (cache = new Map()));
  const hit = cache.get(councilId);
  if (hit && Date.now() - hit.at < COUNCIL_TTL_MS) return hit.council;
  const council = await loadCouncil(ctx, councilId);
  cache.set(councilId, { at: Date.now(), council });
  return council;
}

async function loadCouncil(ctx: JobContext, councilId: number): Promise<RunnableCouncil> {
  const c = await new CouncilsAdminRepository(ctx.rt.db).byId(councilId);
  if (!c) throw new UnrecoverableError(`council ${councilId} does not exist`);
  if (!c.platform || !c.base_url)
    throw new UnrecoverableError(`council ${c.slug} has no platform or base URL`);
  return c as RunnableCouncil;
}

function adapterContext(ctx: JobContext, c: RunnableCouncil, rec: BufferRecorder): AdapterContext {
  return {
    council: {
      slug: c.slug,
      name: c.name,
      platform: c.platform,
      baseUrl: c.base_url,
      options: c.scraper_options ?? undefined,
    },
    client: politeHttp(ctx.rt).client(rec),
    logger: ctx.log,
  };
}

function lastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** What became of one reference (or of discover) after an error. */
type Fate = 'skipped' | 'failed' | 'retry' | 'run-failed';

/**
 * What an error means for a job's reference (or for discover, reference null): skipped (not
 * found), given up after its retries (failed), to retry with backoff, or the run failed (the
 * portal changed, or discover gave up). Pauses the host on a back-off and closes a failed run;
 * the caller counts skipped and failed references and retries the job.
 */
async function judge(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { runId: number | null; councilId: number; host: string | null; reference: string | null },
): Promise<Fate> {
  const se: ScraperError | null = isScraperError(err) ? err : null;
  const msg = (err as Error).message ?? String(err);
  if (se?.action === 'skip' && run.reference) {
    ctx.log.info({ reference: run.reference, url: se.url }, 'not found: skipped');
    return 'skipped';
  }
  if (se?.action === 'fail-council' || (se?.action === 'skip' && !run.reference)) {
    // The portal no longer looks as the parser expects (a missing search page counts): stop the
    // council, flag it broken, keep its data.
    ctx.log.error(
      { council: run.councilId, url: se.url, pageKind: se.pageKind, err: msg },
      'layout changed: council failed',
    );
    if (run.runId) await tracker(ctx).fail(run.runId, `${se.name}: ${msg}`, true);
    return 'run-failed';
  }
  if (se?.action === 'back-off' && run.host) {
    // Every process holds off this host before BullMQ retries the job.
    const wait =
      se instanceof Error && 'retryAfterSeconds' in se && typeof se.retryAfterSeconds === 'number'
        ? se.retryAfterSeconds * 1000
        : ctx.rt.config.SCRAPER_BACKOFF_MS * 2 ** (job.attemptsMade + 1);
    await politeHttp(ctx.rt).limiter.pause(run.host, wait);
  }
  if (!lastAttempt(job)) return 'retry';
  // Out of retries: the application is lost for this run (counted), or the whole run fails.
  ctx.log.warn({ council: run.councilId, reference: run.reference, err: msg }, 'giving up after retries');
  if (!run.runId || run.reference) return 'failed';
  await tracker(ctx).fail(run.runId, `${se?.name ?? 'Error'}: ${msg}`, false);
  return 'run-failed';
}

/**
 * judge() for a job of one reference (or discover): returns normally when the error was handled
 * (the job completes); throws to make BullMQ retry it with backoff.
 */
async function act(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { runId: number | null; councilId: number; host: string | null; reference: string | null },
): Promise<void> {
  const fate = await judge(err, job, ctx, run);
  if (fate === 'retry' || (fate === 'failed' && !run.runId)) throw err;
  if (fate !== 'run-failed' && run.runId && run.reference)
    await tracker(ctx).markDone(run.runId, run.reference, fate);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export const scrapeCouncil: Handler<'scrape.council'> = async (payload, ctx, job) => {
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
      refs.map((r) => r.reference),
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
};

/**
 * Applications per scrape.fetch job. Each job's queue work (BullMQ's scripts), run-tracker calls
 * and store statements are shared by its batch; the applications are fetched one after another, so
 * a job holds at most one application's requests at a time, as before.
 */
export const FETCH_BATCH = 10;

/** A discover flush's references in fetch batches, each reference once. */
export function fetchBatches(refs: DiscoveredRef[]): FetchRef[][] {
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

// A batch checks that its run is still open before each application once this long has passed
// since the last check (a run failed by another job stops the batch, as it stops later jobs): in
// the bench a batch takes about a second, with politeness on about a minute.
const OPEN_CHECK_MS = 1000;

/** A fetch batch's reference as the adapter's fetch step takes it (the list fields unknown). */
export function discoveredRef(councilSlug: string, r: FetchRef): DiscoveredRef {
  return {
    council_slug: councilSlug,
    reference: r.reference,
    keyval: r.keyval,
    url: r.url,
    address: null,
    description: null,
    status: null,
    received: null,
    validated: null,
    found_by: 'search',
    window: { by: 'received', from: '', to: '' },
  };
}

export const scrapeFetch: Handler<'scrape.fetch'> = async (payload, ctx, job) => {
  const t = tracker(ctx);
  const given = 'refs' in payload ? payload.refs : [payload];
  // Each reference once (fetchBatches already sends them so), and the handle to find it by.
  const byReference = new Map(
    given.map((r) => [r.reference, { reference: r.reference, keyval: r.keyval, url: r.url }]),
  );
  const refs = [...byReference.values()];
  // A batch re-delivered after its worker died skips what it had finished.
  const { open, done } = await t.openAndDone(
    payload.runId,
    refs.map((r) => r.reference),
  );
  if (!open) return { closed: true };
  const council = await cachedCouncil(ctx, payload.councilId);
  const adapter = adapterFor(council.platform);
  const items: StoreItem[] = [];
  const failed: { ref: FetchRef; err: unknown }[] = [];
  // The fetch log of the applications whose fetch failed (written with the batch's first statement).
  const failedFetches: FetchGroup[] = [];
  let checked = Date.now();
  for (const ref of refs) {
    if (done.has(ref.reference)) continue;
    if (Date.now() - checked > OPEN_CHECK_MS) {
      if (!(await t.isOpen(payload.runId))) break;
      checked = Date.now();
    }
    const rec = new BufferRecorder();
    try {
      const pages = await adapter.fetch(adapterContext(ctx, council, rec), discoveredRef(council.slug, ref));
      const entries = logEntries(rec);
      items.push({
        reference: ref.reference,
        pages,
        fetches: {
          reference: ref.reference,
          pageKind: 'application',
          entries,
          pages: pageSetOf(pages, entries),
        },
      });
    } catch (err) {
      failed.push({ ref, err });
      failedFetches.push({ reference: ref.reference, pageKind: 'application', entries: logEntries(rec) });
      // The portal has changed: the run is failing; the rest of the batch is not asked for.
      if (isScraperError(err) && err.action === 'fail-council') break;
    }
  }
  // The store step, inline on the pages in hand, with the batch's snapshots and fetch log in its
  // first statement: what scrape.store would do without its queue hop, the snapshot read-back and
  // a second parse (the adapter reuses the documents it loaded while fetching). An application whose
  // store fails here is handed over to a scrape.store job, which parses its snapshots and decides
  // as it always has.
  const stored = await storeBatch(ctx.rt.db, ctx.queues, council, items, failedFetches);
  const outcomes: [string, RefOutcome][] = [];
  const handover: FetchRef[] = [];
  const raws = new RawPagesRepository(ctx.rt.db);
  for (const it of items) {
    const r = stored.get(it.reference)!;
    const ref = byReference.get(it.reference)!;
    if ('result' in r) {
      outcomes.push([it.reference, r.result.outcome]);
      continue;
    }
    ctx.log.debug(
      { reference: it.reference, err: (r.error as Error).message },
      'inline store failed: handing over to scrape.store',
    );
    // The snapshots must be in place before scrape.store reads them.
    try {
      if (!r.fetchesWritten) await raws.write(raws.prepare(council.id, [it.fetches!]));
      handover.push(ref);
    } catch (err) {
      failed.push({ ref, err });
    }
  }
  if (handover.length) {
    try {
      await ctx.queues.get('scrape.store').addBulk(
        handover.map((ref) => ({
          name: 'scrape.store',
          data: { councilId: council.id, runId: payload.runId, reference: ref.reference },
          opts: {
            ...scrapeJobOptions(ctx.rt.config),
            jobId: `s-${payload.runId}-${encodeURIComponent(ref.reference)}`,
          },
        })),
      );
    } catch (err) {
      for (const ref of handover) failed.push({ ref, err });
    }
  }
  // Each failed application's own fate; the job is retried for the ones to retry only.
  const retry: { ref: FetchRef; err: unknown }[] = [];
  let runFailed = false;
  for (const f of failed) {
    const fate = await judge(f.err, job, ctx, {
      runId: payload.runId,
      councilId: council.id,
      host: hostOf(f.ref.url),
      reference: f.ref.reference,
    });
    if (fate === 'retry') retry.push(f);
    else if (fate === 'run-failed') runFailed = true;
    else outcomes.push([f.ref.reference, fate]);
  }
  await t.markDoneMany(payload.runId, outcomes);
  if (retry.length && !runFailed) {
    await job.updateData({
      councilId: payload.councilId,
      runId: payload.runId,
      refs: retry.map((r) => r.ref),
    });
    const first = retry[0].err as Error;
    throw new BatchRetryError(
      `${retry.length} of ${refs.length} applications to retry (first: ${first.message})`,
      {
        cause: first,
      },
    );
  }
  return {
    applications: refs.length,
    stored: outcomes.filter(([, o]) => o === 'created' || o === 'changed' || o === 'unchanged').length,
    handedOver: handover.length,
    failed: failed.length,
  };
};

/** A batch whose failed applications are retried (the job's data now lists only them). */
class BatchRetryError extends Error {
  override readonly name = 'BatchRetryError';
}

export const scrapeStore: Handler<'scrape.store'> = async (payload, ctx, job) => {
  const t = tracker(ctx);
  if (payload.runId !== null && !(await t.isOpen(payload.runId))) return { closed: true };
  const council = await cachedCouncil(ctx, payload.councilId);
  try {
    const result = await storeFromSnapshots(ctx.rt.db, ctx.queues, council, payload.reference);
    if (!result) throw new UnrecoverableError(`no stored pages for ${council.slug} ${payload.reference}`);
    if (payload.runId !== null) await t.markDone(payload.runId, payload.reference, result.outcome);
    return { applicationId: result.applicationId, version: result.version, outcome: result.outcome };
  } catch (err) {
    if (err instanceof UnrecoverableError) throw err;
    await act(err, job, ctx, { ...payload, host: null });
    return { failed: (err as Error).message };
  }
};
