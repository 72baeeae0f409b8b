// The scrape pipeline as three jobs, each carrying ids only (STYLE 8):
//   scrape.council  discover the council's applications in a window -> one scrape.fetch each
//   scrape.fetch    fetch one application's pages into raw snapshots, then store them inline
//                   (-> scrape.store only when the inline store fails)
//   scrape.store    parse the snapshots, classify, upsert, after-store jobs
// The parsed record is never put on a queue (it would be a whole record); the snapshots it is
// parsed from are the hand-over. Storing inline in scrape.fetch saves a queue hop, reading the
// snapshots back and parsing every page a second time (bench/ingest; docs/benchmarks/ingest.md). What an error means is decided by
// its class (scrapers/errors.ts): skip, fail the council (keeping its data), back off, or retry.
import { UnrecoverableError, type Job } from 'bullmq';
import type { Runtime } from '../../core/runtime.js';
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../scrapers/contract.js';
import { isScraperError, type ScraperError } from '../../scrapers/errors.js';
import { adapterFor } from '../../scrapers/platforms/index.js';
import { PoliteHttp, sha256, type FetchRecord, type FetchRecorder } from '../../scrapers/http/index.js';
import {
  CouncilsAdminRepository,
  ScrapeRunsRepository,
  type ScrapeCouncil,
} from '../../core/repositories/councils-admin.repository.js';
import {
  RawPagesRepository,
  type FetchLogEntry,
  type StoredPageRef,
} from '../../core/repositories/raw-pages.repository.js';
import type { Handler, JobContext } from '../context.js';
import { RunTracker } from '../services/scrape-run.js';
import { storeFromPages, storeFromSnapshots } from '../services/store-record.js';

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

/**
 * What an error means for a job. Returns normally when the error was handled (the job completes);
 * throws to make BullMQ retry it with backoff.
 */
async function act(
  err: unknown,
  job: Job,
  ctx: JobContext,
  run: { runId: number | null; councilId: number; host: string | null; reference: string | null },
): Promise<void> {
  const t = tracker(ctx);
  const se: ScraperError | null = isScraperError(err) ? err : null;
  const msg = (err as Error).message ?? String(err);
  if (se?.action === 'skip' && run.reference) {
    ctx.log.info({ reference: run.reference, url: se.url }, 'not found: skipped');
    if (run.runId) await t.markDone(run.runId, run.reference, 'skipped');
    return;
  }
  if (se?.action === 'fail-council' || (se?.action === 'skip' && !run.reference)) {
    // The portal no longer looks as the parser expects (a missing search page counts): stop the
    // council, flag it broken, keep its data.
    ctx.log.error(
      { council: run.councilId, url: se.url, pageKind: se.pageKind, err: msg },
      'layout changed: council failed',
    );
    if (run.runId) await t.fail(run.runId, `${se.name}: ${msg}`, true);
    return;
  }
  if (se?.action === 'back-off' && run.host) {
    // Every process holds off this host before BullMQ retries the job.
    const wait =
      se instanceof Error && 'retryAfterSeconds' in se && typeof se.retryAfterSeconds === 'number'
        ? se.retryAfterSeconds * 1000
        : ctx.rt.config.SCRAPER_BACKOFF_MS * 2 ** (job.attemptsMade + 1);
    await politeHttp(ctx.rt).limiter.pause(run.host, wait);
  }
  if (!lastAttempt(job)) throw err;
  // Out of retries: the application is lost for this run (counted), or the whole run fails.
  ctx.log.warn({ council: run.councilId, reference: run.reference, err: msg }, 'giving up after retries');
  if (!run.runId) throw err;
  if (run.reference) await t.markDone(run.runId, run.reference, 'failed');
  else await t.fail(run.runId, `${se?.name ?? 'Error'}: ${msg}`, false);
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
      refs.map((r) => ({
        name: 'scrape.fetch',
        data: { councilId: council.id, runId, reference: r.reference, keyval: r.keyval, url: r.url },
        opts: { ...scrapeJobOptions(ctx.rt.config), jobId: `f-${runId}-${encodeURIComponent(r.reference)}` },
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

export const scrapeFetch: Handler<'scrape.fetch'> = async (payload, ctx, job) => {
  const t = tracker(ctx);
  if (!(await t.isOpen(payload.runId))) return { closed: true };
  const council = await cachedCouncil(ctx, payload.councilId);
  const rec = new BufferRecorder();
  const actx = adapterContext(ctx, council, rec);
  const ref: DiscoveredRef = {
    council_slug: council.slug,
    reference: payload.reference,
    keyval: payload.keyval,
    url: payload.url,
    address: null,
    description: null,
    status: null,
    received: null,
    validated: null,
    found_by: 'search',
    window: { by: 'received', from: '', to: '' },
  };
  let pages: FetchedPage[];
  try {
    pages = await adapterFor(council.platform).fetch(actx, ref);
  } catch (err) {
    await saveFetches(ctx, rec, council.id, payload.reference, 'application').catch(() => {});
    await act(err, job, ctx, { ...payload, host: hostOf(payload.url) });
    return { failed: (err as Error).message };
  }
  // Snapshots, fetch log and the record's page set, written in the store's first statement.
  const raws = new RawPagesRepository(ctx.rt.db);
  const entries = logEntries(rec);
  const fetches = raws.prepareFetches(
    entries,
    { councilId: council.id, reference: payload.reference, pageKind: 'application' },
    pageSetOf(pages, entries),
  )!;
  // The store step, inline on the pages in hand: what scrape.store would do without its queue hop,
  // the snapshot read-back and a second parse (the adapter reuses the documents it loaded while
  // fetching). Whatever goes wrong here is handed over to a scrape.store job, which parses the
  // snapshots and decides as it always has.
  try {
    const result = await storeFromPages(ctx.rt.db, ctx.queues, council, payload.reference, pages, fetches);
    await t.markDone(payload.runId, payload.reference, result.outcome);
    return { pages: pages.length, applicationId: result.applicationId, outcome: result.outcome };
  } catch (err) {
    ctx.log.debug(
      { reference: payload.reference, err: (err as Error).message },
      'inline store failed: handing over to scrape.store',
    );
  }
  // The snapshots must be in place before scrape.store reads them (unless they went in with the
  // store's statement before it failed).
  try {
    await raws.writeFetches(fetches);
  } catch (err) {
    await act(err, job, ctx, { ...payload, host: hostOf(payload.url) });
    return { failed: (err as Error).message };
  }
  await ctx.queues.enqueue(
    'scrape.store',
    { councilId: council.id, runId: payload.runId, reference: payload.reference },
    {
      ...scrapeJobOptions(ctx.rt.config),
      jobId: `s-${payload.runId}-${encodeURIComponent(payload.reference)}`,
    },
  );
  return { pages: pages.length };
};

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
