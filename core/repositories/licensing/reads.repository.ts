// Reads of a council's licensing register (migration 051): one row per read or reparse.
import type { Knex } from 'knex';
import { firstReadOfPages } from '../raw-pages.repository.js';
import type { StoredPageRef } from '../raw-pages.repository.js';

/** One source a read read (a file, or a register's pages), with the raw pages it was parsed from. */
export interface ReadSource {
  /** The adapter's RegisterSource, as discover gave it. */
  source: Record<string, unknown>;
  pages: StoredPageRef[];
}

export interface LicensingReadRow {
  id: number;
  council_register_id: number;
  council_id: number;
  trigger: string;
  kind: 'read' | 'reparse';
  status: 'running' | 'succeeded' | 'failed';
  source_key: string | null;
  backfill: boolean | null;
  layout: string | null;
  pages: ReadSource[] | null;
  source_published: string | null;
  records: number | null;
  rejected: number | null;
  duplicates: number | null;
  excluded: Record<string, number> | null;
  withheld_parties: number | null;
  created: number | null;
  changed: number | null;
  unchanged: number | null;
  not_seen: number | null;
  absent: number | null;
  reappeared: number | null;
  change_rows: number | null;
  event_rows: number | null;
  correction_rows: number | null;
  rejected_rows: { row: number | null; reason: string }[] | null;
  error: string | null;
  observed_at: Date | null;
  started_at: Date;
  finished_at: Date | null;
}

export interface ReadOutcome {
  status: 'succeeded' | 'failed';
  source_key?: string;
  backfill?: boolean;
  layout?: string | null;
  pages?: ReadSource[];
  source_published?: string | null;
  records?: number;
  rejected?: number;
  duplicates?: number;
  excluded?: Record<string, number>;
  withheld_parties?: number;
  created?: number;
  changed?: number;
  unchanged?: number;
  not_seen?: number;
  absent?: number;
  reappeared?: number;
  change_rows?: number;
  event_rows?: number;
  correction_rows?: number;
  rejected_rows?: { row: number | null; reason: string }[];
  error?: string | null;
  observed_at?: Date;
}

const JSON_FIELDS = new Set(['pages', 'excluded', 'rejected_rows']);

export class LicensingReadsRepository {
  constructor(private readonly db: Knex) {}

  async start(
    councilRegisterId: number,
    councilId: number,
    trigger: string,
    kind: 'read' | 'reparse' = 'read',
  ): Promise<number> {
    const [row] = await this.db('licensing_reads')
      .insert({ council_register_id: councilRegisterId, council_id: councilId, trigger, kind })
      .returning('id');
    return (row as { id: number }).id;
  }

  async byId(id: number): Promise<LicensingReadRow | null> {
    return ((await this.db('licensing_reads').where({ id }).first()) as LicensingReadRow | undefined) ?? null;
  }

  /** The written rows of a read, by source (set once its change rows are in the feed). */
  async setRowCounts(
    id: number,
    counts: { change_rows: number; event_rows: number; correction_rows: number },
  ): Promise<void> {
    await this.db('licensing_reads').where({ id }).update(counts);
  }

  /** Closes a running read once (false when it was closed already). */
  async finish(id: number, outcome: ReadOutcome): Promise<boolean> {
    const row: Record<string, unknown> = { finished_at: this.db.fn.now() };
    for (const [k, v] of Object.entries(outcome))
      if (v !== undefined)
        row[k] =
          JSON_FIELDS.has(k) && v !== null
            ? JSON.stringify(v)
            : k === 'error'
              ? (v as string | null)?.slice(0, 2000)
              : v;
    const n = await this.db('licensing_reads').where({ id, status: 'running' }).update(row);
    return n === 1;
  }

  /** The register's last successful read of the register (a reparse is not one), or null. */
  async lastSuccessful(councilRegisterId: number, beforeId?: number): Promise<LicensingReadRow | null> {
    const q = this.db('licensing_reads')
      .where({ council_register_id: councilRegisterId, status: 'succeeded', kind: 'read' })
      .whereNotNull('pages');
    if (beforeId !== undefined) q.where('id', '<', beforeId);
    return ((await q.orderBy('id', 'desc').first()) as LicensingReadRow | undefined) ?? null;
  }

  /** Whether the register has a successful read of this source (else a read of it is backfill). */
  async sourceRead(councilRegisterId: number, sourceKey: string): Promise<boolean> {
    const r = await this.db('licensing_reads')
      .where({
        council_register_id: councilRegisterId,
        status: 'succeeded',
        kind: 'read',
        source_key: sourceKey,
      })
      .first('id');
    return !!r;
  }

  /**
   * When the register first held these exact bytes: the earliest successful read whose page set
   * has the same content hashes (a published file unchanged since then is that old).
   */
  async firstReadOfPages(councilRegisterId: number, hashes: string[]): Promise<Date | null> {
    return firstReadOfPages(this.db, 'licensing_reads', councilRegisterId, hashes);
  }
}
