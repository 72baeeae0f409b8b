// Raw snapshots and the fetch log (migration 004) and the page set each record was parsed from
// (migration 011). Bodies are stored gzip-compressed under the sha256 of the uncompressed bytes,
// once however often they are fetched.
import { gzipSync, gunzipSync } from 'node:zlib';
import type { Knex } from 'knex';
import { queryNamed } from '../db.js';

export interface FetchLogEntry {
  method: 'GET' | 'POST';
  url: string;
  status: number | null;
  contentType: string | null;
  body: Buffer | null;
  contentHash: string | null;
  durationMs: number;
  error: string | null;
  fetchedAt: string;
}

/** One page of a record's page set, enough to rebuild a FetchedPage from raw_pages. */
export interface StoredPageRef {
  url: string;
  finalUrl: string;
  status: number;
  contentHash: string;
  contentType: string | null;
  fetchedAt: string;
}

export interface StoredPage extends StoredPageRef {
  body: Buffer;
}

/**
 * Bodies this process has seen committed to raw_pages, per database: a page fetched again (every
 * re-check reads mostly unchanged tabs) is neither compressed nor sent again. Rows of raw_pages
 * are never deleted; if one were, saveFetches notices (the fetch_log foreign key) and rewrites.
 */
const knownByDb = new WeakMap<Knex, Set<string>>();
const KNOWN_MAX = 200_000;

function knownHashes(db: Knex): Set<string> {
  let s = knownByDb.get(db);
  if (!s) knownByDb.set(db, (s = new Set()));
  // A bounded memory: start afresh rather than grow for ever (only costs re-sending bodies).
  if (s.size > KNOWN_MAX) s.clear();
  return s;
}

function pageSetFetchedAt(pages: StoredPageRef[]): string {
  return (
    pages
      .map((p) => p.fetchedAt)
      .sort()
      .at(-1) ?? new Date().toISOString()
  );
}

// Level 1 (with zlib's largest hash memory) rather than 6: half the CPU per page for about 16%
// more bytes on the real Idox pages (0.31 -> 0.14 ms per 31 KB page, ratio 0.166 -> 0.193;
// docs/benchmarks/ingest.md). Snapshots are written on every fetch and read back rarely.
const GZIP = { level: 1, memLevel: 9 } as const;

/** The fetches of one application (or of one council's search), as the fetch log records them. */
export interface FetchGroup {
  /** The application the pages belong to, where they belong to one. */
  reference: string | null;
  pageKind: string | null;
  entries: FetchLogEntry[];
  /** The record's page set (replacing the previous one), when the group is a fetched record. */
  pages?: StoredPageRef[];
  /** The platform whose adapter fetched `pages` (migration 084). */
  platform?: string;
}

/**
 * The CTEs that write snapshots, fetch log and page sets: `raw`, `log` and `rp`, reading the council
 * id from $1 and the writes from $2..$5 (PageWrites.params). One fixed text whatever the number of
 * pages, so a statement built on it is prepared once per connection (parsing and planning were a
 * third of the PostgreSQL backends' CPU in the ingest bench; docs/benchmarks/ingest.md). The new
 * bodies travel in one binary parameter, cut out by offset. Bodies are inserted in hash order so
 * concurrent writers take row locks in one order (no deadlocks).
 */
export const PAGE_WRITES_CTES = `raw AS (
  INSERT INTO raw_pages (content_hash, body, content_type, byte_length)
  SELECT r.h, substring($2::bytea FROM r.o + 1 FOR r.l), r.t, r.n
    FROM jsonb_to_recordset($3::jsonb) AS r(h text, o int, l int, t text, n int)
   ORDER BY r.h
  ON CONFLICT (content_hash) DO NOTHING
), log AS (
  INSERT INTO fetch_log (council_id, reference, page_kind, method, url, status, content_hash, duration_ms, error, fetched_at)
  SELECT $1::int, l.r, l.k, l.m, l.u, l.s, l.h, l.d, l.e, l.f
    FROM jsonb_to_recordset($4::jsonb) AS l(r text, k text, m text, u text, s int, h text, d int, e text, f timestamptz)
), rp AS (
  INSERT INTO record_pages (council_id, reference, pages, fetched_at, platform)
  SELECT $1::int, p.r, p.p, p.f, p.pl
    FROM jsonb_to_recordset($5::jsonb) AS p(r text, p jsonb, f timestamptz, pl text)
  ON CONFLICT (council_id, reference) DO UPDATE
    SET pages = EXCLUDED.pages, fetched_at = EXCLUDED.fetched_at, platform = EXCLUDED.platform
)`;

/** Where fetches belong: a council, or none (a national register read once for every council). */
type FetchContext = { councilId: number | null; reference?: string | null; pageKind?: string | null };

const PAGE_WRITES_ONLY = `WITH ${PAGE_WRITES_CTES} SELECT 1`;

/**
 * One council's fetch groups ready to write, on their own (RawPagesRepository.write) or inside
 * another statement built on PAGE_WRITES_CTES ($1 the council id, $2..$5 `params()`).
 */
export class PageWrites {
  /** True once the rows are in the database. */
  written = false;
  private bodies!: Map<string, FetchLogEntry>;
  private encoded: unknown[] | null = null;

  constructor(
    readonly councilId: number | null,
    readonly groups: FetchGroup[],
    private readonly known: Set<string>,
  ) {
    this.pick(false);
  }

  /** Bodies to send: the ones not known to be stored (all of them with `all`), once per hash. */
  private pick(all: boolean): void {
    this.bodies = new Map();
    for (const g of this.groups)
      for (const e of g.entries)
        if (
          e.body &&
          e.contentHash &&
          (all || !this.known.has(e.contentHash)) &&
          !this.bodies.has(e.contentHash)
        )
          this.bodies.set(e.contentHash, e);
    this.encoded = null;
  }

  /**
   * Runs `statement` (built on PAGE_WRITES_CTES) with these writes' parameters, and marks them
   * written when it succeeds. A body we took for stored may have gone (a database swapped under a
   * long-lived process: the fetch_log foreign key fails): forget what we knew and run it once more
   * with every body before giving up.
   */
  async run<T>(statement: (params: unknown[]) => Promise<T>): Promise<T> {
    let out: T;
    try {
      out = await statement(this.params());
    } catch (err) {
      if (!this.skippedKnown()) throw err;
      this.resend();
      out = await statement(this.params());
    }
    this.written = true;
    for (const h of this.bodies.keys()) this.known.add(h);
    return out;
  }

  /** Whether a body was left out because this process took it for stored. */
  private skippedKnown(): boolean {
    return this.groups.some((g) =>
      g.entries.some(
        (e) => e.contentHash && this.known.has(e.contentHash) && !this.bodies.has(e.contentHash),
      ),
    );
  }

  /** Sends every body again (after a write failed on a body we took for stored). */
  private resend(): void {
    this.known.clear();
    this.pick(true);
  }

  get empty(): boolean {
    return this.groups.every((g) => g.entries.length === 0 && !g.pages);
  }

  /** $2..$5: the new bodies gzipped end to end, and the raw_pages, fetch_log and page-set rows. */
  params(): unknown[] {
    if (this.encoded) return this.encoded;
    const zipped: Buffer[] = [];
    const raws: { h: string; o: number; l: number; t: string | null; n: number }[] = [];
    let at = 0;
    for (const e of this.bodies.values()) {
      const z = gzipSync(e.body!, GZIP);
      zipped.push(z);
      raws.push({ h: e.contentHash!, o: at, l: z.length, t: e.contentType, n: e.body!.length });
      at += z.length;
    }
    const logs: unknown[] = [];
    const sets: unknown[] = [];
    for (const g of this.groups) {
      for (const e of g.entries) {
        logs.push({
          r: g.reference,
          k: g.pageKind,
          m: e.method,
          u: e.url,
          s: e.status,
          h: e.body ? e.contentHash : null,
          d: e.durationMs,
          e: e.error?.slice(0, 1000) ?? null,
          f: e.fetchedAt,
        });
      }
      if (g.pages)
        sets.push({ r: g.reference, p: g.pages, f: pageSetFetchedAt(g.pages), pl: g.platform ?? null });
    }
    this.encoded = [
      zipped.length ? Buffer.concat(zipped, at) : null,
      JSON.stringify(raws),
      JSON.stringify(logs),
      JSON.stringify(sets),
    ];
    return this.encoded;
  }
}

export class RawPagesRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Writes the snapshots (new bodies only) and one fetch_log row per request, and with `pages` the
   * record's page set (replacing the previous one), all in one statement: one round trip, atomic
   * as a single statement is. `reference` ties the rows to an application where the fetches were
   * for one.
   */
  async saveFetches(
    entries: FetchLogEntry[],
    ctx: FetchContext,
    pages?: StoredPageRef[],
    platform?: string,
  ): Promise<void> {
    if (entries.length === 0 && !pages) return;
    await this.write(
      this.prepare(ctx.councilId, [
        { reference: ctx.reference ?? null, pageKind: ctx.pageKind ?? null, entries, pages, platform },
      ]),
    );
  }

  /** A council's fetch groups, to write on their own (write) or inside the store's statement. */
  prepare(councilId: number | null, groups: FetchGroup[]): PageWrites {
    return new PageWrites(councilId, groups, knownHashes(this.db));
  }

  /** Writes prepared fetches on their own (a no-op once they are written). */
  async write(p: PageWrites): Promise<void> {
    if (p.written || p.empty) return;
    await p.run((params) =>
      queryNamed(this.db, 'plandata_page_writes', PAGE_WRITES_ONLY, [p.councilId, ...params]),
    );
  }

  /** Records the page set a record is built from (replacing the previous set), fetched by `platform`. */
  async setRecordPages(
    councilId: number,
    reference: string,
    pages: StoredPageRef[],
    platform?: string,
  ): Promise<void> {
    await this.saveFetches([], { councilId, reference }, pages, platform);
  }

  /**
   * A record's page set with its bodies, and the platform that fetched it (null: written before
   * migration 084, by the council's platform).
   */
  async recordPages(
    councilId: number,
    reference: string,
  ): Promise<{ platform: string | null; pages: StoredPage[] } | null> {
    const row = await this.db('record_pages')
      .where({ council_id: councilId, reference })
      .first('pages', 'platform');
    if (!row) return null;
    return {
      platform: row.platform as string | null,
      pages: await this.withBodies(row.pages as StoredPageRef[]),
    };
  }

  /** References of a council with a stored page set, in order (for `plandata reparse`). */
  async references(councilId: number): Promise<string[]> {
    const rows = await this.db('record_pages')
      .where({ council_id: councilId })
      .orderBy('reference')
      .select('reference');
    return rows.map((r: { reference: string }) => r.reference);
  }

  private async withBodies(refs: StoredPageRef[]): Promise<StoredPage[]> {
    const hashes = [...new Set(refs.map((r) => r.contentHash))];
    const rows = (await this.db('raw_pages')
      .whereIn('content_hash', hashes)
      .select('content_hash', 'body')) as {
      content_hash: string;
      body: Buffer;
    }[];
    const bodies = new Map(rows.map((r) => [r.content_hash, gunzipSync(r.body)]));
    return refs.map((r) => {
      const body = bodies.get(r.contentHash);
      if (!body) throw new Error(`raw page ${r.contentHash} of ${r.url} is missing`);
      return { ...r, body };
    });
  }
}

/**
 * When a register source first held these exact bytes: the earliest successful read whose page set
 * has the same content hashes (a published file unchanged since then is that old). One rule for the
 * licensing and HMO reads (migrations 051, 070, 090); a re-parse (kind 'reparse') fetches nothing, so
 * only reads count.
 */
export async function firstReadOfPages(
  db: Knex,
  table: 'licensing_reads' | 'hmo_reads',
  councilRegisterId: number,
  hashes: string[],
): Promise<Date | null> {
  const r = await db.raw<{ rows: { at: Date | null }[] }>(
    `SELECT min(coalesce(observed_at, started_at)) AS at FROM ${table}
      WHERE council_register_id = ? AND status = 'succeeded' AND kind = 'read' AND pages IS NOT NULL
        AND (SELECT array_agg(h #>> '{}' ORDER BY h #>> '{}')
               FROM jsonb_path_query(pages, '$[*].pages[*].contentHash') h) = ?::text[]`,
    [councilRegisterId, [...hashes].sort()],
  );
  return r.rows[0]?.at ?? null;
}
