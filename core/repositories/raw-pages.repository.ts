// Raw snapshots and the fetch log (migration 004) and the page set each record was parsed from
// (migration 011). Bodies are stored gzip-compressed under the sha256 of the uncompressed bytes,
// once however often they are fetched.
import { gzipSync, gunzipSync } from 'node:zlib';
import type { Knex } from 'knex';

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

/**
 * Data-modifying CTEs (`name AS (...)`) with their bindings, to run at the head of another
 * statement's WITH: one round trip and one commit for two repositories' writes. `committed` is
 * called once that statement has succeeded.
 */
export interface StatementParts {
  parts: string[];
  bindings: Knex.RawBinding[];
  committed(): void;
}

type FetchContext = { councilId: number; reference?: string | null; pageKind?: string | null };

/** A fetch batch ready to write, on its own (writeFetches) or inside another statement. */
export class PreparedFetches implements StatementParts {
  readonly parts: string[];
  readonly bindings: Knex.RawBinding[];
  /** True once the rows are in the database. */
  written = false;

  constructor(
    readonly entries: FetchLogEntry[],
    readonly ctx: FetchContext,
    readonly pages: StoredPageRef[] | undefined,
    /** Bodies not known to be stored: the ones this batch writes. */
    private readonly fresh: Map<string, FetchLogEntry>,
    private readonly known: Set<string>,
  ) {
    ({ parts: this.parts, bindings: this.bindings } = saveParts(entries, fresh, ctx, pages));
  }

  committed(): void {
    this.written = true;
    for (const h of this.fresh.keys()) this.known.add(h);
  }
}

/** raw_pages, fetch_log and record_pages as data-modifying CTEs, with their bindings. */
function saveParts(
  entries: FetchLogEntry[],
  bodies: Map<string, FetchLogEntry>,
  ctx: FetchContext,
  pages: StoredPageRef[] | undefined,
): { parts: string[]; bindings: Knex.RawBinding[] } {
  const parts: string[] = [];
  const b: Knex.RawBinding[] = [];
  if (bodies.size) {
    // Sorted so concurrent writers take row locks in one order (no deadlocks).
    const rows = [...bodies.values()].sort((x, y) => x.contentHash!.localeCompare(y.contentHash!));
    parts.push(
      `raw AS (INSERT INTO raw_pages (content_hash, body, content_type, byte_length) VALUES ${rows
        .map(() => '(?, ?, ?, ?)')
        .join(', ')} ON CONFLICT (content_hash) DO NOTHING)`,
    );
    for (const e of rows) b.push(e.contentHash, gzipSync(e.body!, GZIP), e.contentType, e.body!.length);
  }
  if (entries.length) {
    parts.push(
      `log AS (INSERT INTO fetch_log (council_id, reference, page_kind, method, url, status, content_hash, duration_ms, error, fetched_at) VALUES ${entries
        .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .join(', ')})`,
    );
    for (const e of entries) {
      b.push(
        ctx.councilId,
        ctx.reference ?? null,
        ctx.pageKind ?? null,
        e.method,
        e.url,
        e.status,
        e.body ? e.contentHash : null,
        e.durationMs,
        e.error?.slice(0, 1000) ?? null,
        e.fetchedAt,
      );
    }
  }
  if (pages) {
    parts.push(
      `rp AS (INSERT INTO record_pages (council_id, reference, pages, fetched_at) VALUES (?, ?, ?::jsonb, ?)
        ON CONFLICT (council_id, reference) DO UPDATE SET pages = EXCLUDED.pages, fetched_at = EXCLUDED.fetched_at)`,
    );
    b.push(ctx.councilId, ctx.reference ?? null, JSON.stringify(pages), pageSetFetchedAt(pages));
  }
  return { parts, bindings: b };
}

function asStatement(p: { parts: string[]; bindings: Knex.RawBinding[] }): [string, Knex.RawBinding[]] {
  return [`WITH ${p.parts.join(', ')} SELECT 1`, p.bindings];
}

export class RawPagesRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Writes the snapshots (new bodies only) and one fetch_log row per request, and with `pages` the
   * record's page set (replacing the previous one), all in one statement: one round trip, atomic
   * as a single statement is. `reference` ties the rows to an application where the fetches were
   * for one.
   */
  async saveFetches(entries: FetchLogEntry[], ctx: FetchContext, pages?: StoredPageRef[]): Promise<void> {
    const pending = this.prepareFetches(entries, ctx, pages);
    if (pending) await this.writeFetches(pending);
  }

  /**
   * The statement parts of saveFetches, to run inside another statement (the store step's: one
   * round trip for the snapshots and the record) or on their own with writeFetches. Null when
   * there is nothing to write.
   */
  prepareFetches(
    entries: FetchLogEntry[],
    ctx: FetchContext,
    pages?: StoredPageRef[],
  ): PreparedFetches | null {
    if (entries.length === 0 && !pages) return null;
    const known = knownHashes(this.db);
    const fresh = new Map<string, FetchLogEntry>();
    for (const e of entries) {
      if (e.body && e.contentHash && !known.has(e.contentHash) && !fresh.has(e.contentHash)) {
        fresh.set(e.contentHash, e);
      }
    }
    return new PreparedFetches(entries, ctx, pages, fresh, known);
  }

  /** Writes prepared fetches on their own (a no-op once they are written). */
  async writeFetches(p: PreparedFetches): Promise<void> {
    if (p.written) return;
    try {
      await this.db.raw(...asStatement(p));
    } catch (err) {
      // A body we took for stored may have gone (a database swapped under a long-lived
      // process): forget what we knew and write every body once more before giving up.
      const known = knownHashes(this.db);
      const skipped = p.entries.some((e) => e.contentHash && known.has(e.contentHash));
      if (!skipped) throw err;
      known.clear();
      const all = new Map<string, FetchLogEntry>();
      for (const e of p.entries) if (e.body && e.contentHash) all.set(e.contentHash, e);
      const again = new PreparedFetches(p.entries, p.ctx, p.pages, all, known);
      await this.db.raw(...asStatement(again));
      again.committed();
    }
    p.committed();
  }

  /** Records the page set a record is built from (replacing the previous set). */
  async setRecordPages(councilId: number, reference: string, pages: StoredPageRef[]): Promise<void> {
    await this.saveFetches([], { councilId, reference }, pages);
  }

  async recordPages(councilId: number, reference: string): Promise<StoredPage[] | null> {
    const row = await this.db('record_pages').where({ council_id: councilId, reference }).first('pages');
    if (!row) return null;
    return this.withBodies(row.pages as StoredPageRef[]);
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
