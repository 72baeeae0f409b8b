// What every scrape job of a council works with: the council row (cached), the polite client with
// a recorder of every request, the run tracker, and the fetch log and page set written from them.
import { UnrecoverableError } from 'bullmq';
import type { Runtime } from '../../../core/runtime.js';
import type { AdapterContext, FetchedPage } from '../../../scrapers/contract.js';
import { PoliteHttp, sha256, type FetchRecord, type FetchRecorder } from '../../../scrapers/http/index.js';
import {
  CouncilsAdminRepository,
  type ScrapeCouncil,
} from '../../../core/repositories/councils-admin.repository.js';
import {
  RawPagesRepository,
  type FetchLogEntry,
  type StoredPageRef,
} from '../../../core/repositories/raw-pages.repository.js';
import type { JobContext } from '../../context.js';
import { metrics } from '../../../core/metrics.js';
import { RunTracker } from './run-tracker.js';

// One PoliteHttp per runtime: its robots cache and limiter are per process.
const httpByRuntime = new WeakMap<Runtime, PoliteHttp>();
export function politeHttp(rt: Runtime): PoliteHttp {
  let h = httpByRuntime.get(rt);
  if (!h) httpByRuntime.set(rt, (h = new PoliteHttp(rt.redis, rt.config, rt.logger)));
  return h;
}

export function tracker(ctx: JobContext): RunTracker {
  return new RunTracker(ctx.rt.redis, ctx.rt.config.REDIS_PREFIX, ctx.rt.db);
}

/** Buffers a job's requests; written to raw_pages and fetch_log in one transaction. */
export class BufferRecorder implements FetchRecorder {
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

/** A recorder that also counts each request in plandata_fetches_total by platform and status. */
export function countFetches(platform: string, rec: FetchRecorder): FetchRecorder {
  return {
    record(e: FetchRecord): void {
      metrics.fetches.inc({ platform, status: e.status === null ? 'error' : String(e.status) });
      rec.record(e);
    },
  };
}

/** The recorder's requests as fetch_log entries. */
export function logEntries(rec: BufferRecorder): FetchLogEntry[] {
  return rec.take().map((e) => ({ ...e, contentType: e.headers['content-type'] ?? null }));
}

export async function saveFetches(
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
export function pageSetOf(pages: FetchedPage[], entries: FetchLogEntry[]): StoredPageRef[] {
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

export type RunnableCouncil = ScrapeCouncil & { platform: string; base_url: string };

// The council row as the fetch and store jobs of a run need it (slug, platform, base URL, options):
// read once a minute per process instead of once per application (one PostgreSQL round trip of
// the four each application cost; docs/benchmarks/ingest.md). The discover job always reads it afresh.
// Kept per run: a council moved to another platform (a data change, `plandata councils load`) is
// read through its new platform from its next run on, never with the old one's cached row.
const COUNCIL_TTL_MS = 60_000;
const councilsByRuntime = new WeakMap<Runtime, Map<string, { at: number; council: RunnableCouncil }>>();

export async function cachedCouncil(
  ctx: JobContext,
  councilId: number,
  runId: number | null = null,
): Promise<RunnableCouncil> {
  let cache = councilsByRuntime.get(ctx.rt);
  if (!cache) councilsByRuntime.set(ctx.rt, (cache = new Map()));
  const key = `${councilId}:${runId ?? ''}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < COUNCIL_TTL_MS) return hit.council;
  const council = await loadCouncil(ctx, councilId);
  if (cache.size > 1000) for (const [k, v] of cache) if (now - v.at >= COUNCIL_TTL_MS) cache.delete(k);
  cache.set(key, { at: now, council });
  return council;
}

export async function loadCouncil(ctx: JobContext, councilId: number): Promise<RunnableCouncil> {
  const c = await new CouncilsAdminRepository(ctx.rt.db).byId(councilId);
  if (!c) throw new UnrecoverableError(`council ${councilId} does not exist`);
  if (!c.platform || !c.base_url)
    throw new UnrecoverableError(`council ${c.slug} has no platform or base URL`);
  return c as RunnableCouncil;
}

export function adapterContext(ctx: JobContext, c: RunnableCouncil, rec: BufferRecorder): AdapterContext {
  return {
    council: {
      slug: c.slug,
      name: c.name,
      platform: c.platform,
      baseUrl: c.base_url,
      options: c.scraper_options ?? undefined,
    },
    client: politeHttp(ctx.rt).client(countFetches(c.platform, rec)),
    logger: ctx.log,
  };
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
