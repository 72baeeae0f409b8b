// Reads of a council's HMO register source (migration 070): one row per read.
import type { Knex } from 'knex';
import { firstReadOfPages } from '../raw-pages.repository.js';
import type { StoredPageRef } from '../raw-pages.repository.js';

/** One source a read read (a file, or a register's pages), with the raw pages it was parsed from. */
export interface HmoReadSource {
  source: Record<string, unknown>;
  pages: StoredPageRef[];
}

export interface HmoReadOutcome {
  status: 'succeeded' | 'failed';
  layout?: string | null;
  pages?: HmoReadSource[];
  source_published?: string | null;
  records?: number;
  rejected?: number;
  duplicates?: number;
  geocoded?: number;
  geocoded_postcode?: number;
  created?: number;
  changed?: number;
  unchanged?: number;
  removed?: number;
  reappeared?: number;
  /** A reparse: licences whose content today's code reads differently from the same bytes. */
  corrected?: number;
  rejected_rows?: { row: number | null; reason: string }[];
  error?: string | null;
  observed_at?: Date;
}

export interface HmoReadRow extends Required<Omit<HmoReadOutcome, 'status'>> {
  id: number;
  council_register_id: number;
  council_id: number;
  trigger: string;
  kind: 'read' | 'reparse';
  status: 'running' | 'succeeded' | 'failed';
  started_at: Date;
  finished_at: Date | null;
}

const JSON_FIELDS = new Set(['pages', 'rejected_rows']);

export class HmoReadsRepository {
  constructor(private readonly db: Knex) {}

  async start(
    councilRegisterId: number,
    councilId: number,
    trigger: string,
    kind: 'read' | 'reparse' = 'read',
  ): Promise<number> {
    const [row] = await this.db('hmo_reads')
      .insert({ council_register_id: councilRegisterId, council_id: councilId, trigger, kind })
      .returning('id');
    return Number((row as { id: number }).id);
  }

  async byId(id: number): Promise<HmoReadRow | null> {
    return ((await this.db('hmo_reads').where({ id }).first()) as HmoReadRow | undefined) ?? null;
  }

  /** Closes a running read once (false when it was closed already). */
  async finish(id: number, outcome: HmoReadOutcome): Promise<boolean> {
    const row: Record<string, unknown> = { finished_at: this.db.fn.now() };
    for (const [k, v] of Object.entries(outcome))
      if (v !== undefined)
        row[k] =
          JSON_FIELDS.has(k) && v !== null
            ? JSON.stringify(v)
            : k === 'error'
              ? (v as string | null)?.slice(0, 2000)
              : v;
    return (await this.db('hmo_reads').where({ id, status: 'running' }).update(row)) === 1;
  }

  /** The source's last successful read before `beforeId` (or at all), or null. */
  async lastSuccessful(councilRegisterId: number, beforeId?: number): Promise<HmoReadRow | null> {
    const q = this.db('hmo_reads').where({ council_register_id: councilRegisterId, status: 'succeeded' });
    if (beforeId !== undefined) q.where('id', '<', beforeId);
    return ((await q.orderBy('id', 'desc').first()) as HmoReadRow | undefined) ?? null;
  }

  /** When the source first held these exact bytes (a published file unchanged since then is that old). */
  async firstReadOfPages(councilRegisterId: number, hashes: string[]): Promise<Date | null> {
    return firstReadOfPages(this.db, 'hmo_reads', councilRegisterId, hashes);
  }

  /** Every read of a source, newest first (the CLI and tests). */
  async ofSource(councilRegisterId: number): Promise<HmoReadRow[]> {
    return (await this.db('hmo_reads')
      .where({ council_register_id: councilRegisterId })
      .orderBy('id', 'desc')) as HmoReadRow[];
  }
}
