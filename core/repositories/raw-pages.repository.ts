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

export class RawPagesRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Writes the snapshots (new bodies only) and one fetch_log row per request, in one transaction.
   * `reference` ties the rows to an application where the fetches were for one.
   */
  async saveFetches(
    entries: FetchLogEntry[],
    ctx: { councilId: number; reference?: string | null; pageKind?: string | null },
  ): Promise<void> {
    if (entries.length === 0) return;
    const bodies = new Map<
      string,
      { content_hash: string; body: Buffer; content_type: string | null; byte_length: number }
    >();
    for (const e of entries) {
      if (e.body && e.contentHash && !bodies.has(e.contentHash)) {
        bodies.set(e.contentHash, {
          content_hash: e.contentHash,
          body: gzipSync(e.body, { level: 6 }),
          content_type: e.contentType,
          byte_length: e.body.length,
        });
      }
    }
    await this.db.transaction(async (trx) => {
      if (bodies.size) {
        // Sorted so concurrent writers take row locks in one order (no deadlocks).
        const rows = [...bodies.values()].sort((a, b) => a.content_hash.localeCompare(b.content_hash));
        await trx('raw_pages').insert(rows).onConflict('content_hash').ignore();
      }
      await trx('fetch_log').insert(
        entries.map((e) => ({
          council_id: ctx.councilId,
          reference: ctx.reference ?? null,
          page_kind: ctx.pageKind ?? null,
          method: e.method,
          url: e.url,
          status: e.status,
          content_hash: e.body ? e.contentHash : null,
          duration_ms: e.durationMs,
          error: e.error?.slice(0, 1000) ?? null,
          fetched_at: e.fetchedAt,
        })),
      );
    });
  }

  /** Records the page set a record is built from (replacing the previous set). */
  async setRecordPages(councilId: number, reference: string, pages: StoredPageRef[]): Promise<void> {
    const fetchedAt =
      pages
        .map((p) => p.fetchedAt)
        .sort()
        .at(-1) ?? new Date().toISOString();
    await this.db('record_pages')
      .insert({ council_id: councilId, reference, pages: JSON.stringify(pages), fetched_at: fetchedAt })
      .onConflict(['council_id', 'reference'])
      .merge();
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
