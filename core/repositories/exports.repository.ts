// Bulk exports (spec 4.13, migration 045): the export row and its file, kept as gzip chunks in
// PostgreSQL so the API host serving the download need not be the worker host that built it.
import type { Knex } from 'knex';
import { applyFilters, type ApplicationFilters } from './planning/applications.repository.js';

export interface ExportRow {
  id: number;
  account: string;
  key_id: number;
  filters: Record<string, unknown>;
  format: 'json' | 'csv';
  row_limit: number;
  status: 'pending' | 'running' | 'ready' | 'failed';
  row_count: number | null;
  byte_count: number | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
}

export class ExportsRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Live records matching the filters, counted up to `cap` (the export's row limit). */
  async countCapped(f: ApplicationFilters, cap: number): Promise<number> {
    const inner = applyFilters(this.db({ a: 'applications' }).select(this.db.raw('1')), f, 'live').limit(cap);
    const r = (await this.db.from(inner.as('m')).count({ n: '*' }).first()) as { n: number | string };
    return Number(r.n);
  }

  async create(input: {
    account: string;
    keyId: number;
    filters: Record<string, unknown>;
    format: 'json' | 'csv';
    rowLimit: number;
  }): Promise<ExportRow> {
    const [row] = await this.db('exports')
      .insert({
        account: input.account,
        key_id: input.keyId,
        filters: JSON.stringify(input.filters),
        format: input.format,
        row_limit: input.rowLimit,
      })
      .returning('*');
    return row as ExportRow;
  }

  async get(account: string, id: number): Promise<ExportRow | null> {
    return ((await this.db('exports').where({ account, id }).first()) as ExportRow | undefined) ?? null;
  }

  async byId(id: number): Promise<ExportRow | null> {
    return ((await this.db('exports').where({ id }).first()) as ExportRow | undefined) ?? null;
  }

  /** pending -> running, once: a second worker taking the same job finds nothing to do. */
  async start(id: number): Promise<boolean> {
    return (await this.db('exports').where({ id, status: 'pending' }).update({ status: 'running' })) > 0;
  }

  async addChunk(id: number, seq: number, body: Buffer): Promise<void> {
    await this.db('export_chunks')
      .insert({ export_id: id, seq, body })
      .onConflict(['export_id', 'seq'])
      .merge();
  }

  async clearChunks(id: number): Promise<void> {
    await this.db('export_chunks').where({ export_id: id }).delete();
  }

  async finish(id: number, rowCount: number, byteCount: number, keepDays: number): Promise<void> {
    await this.db('exports')
      .where({ id })
      .update({
        status: 'ready',
        row_count: rowCount,
        byte_count: byteCount,
        completed_at: this.db.fn.now(),
        expires_at: this.db.raw(`now() + make_interval(days => ?)`, [keepDays]),
      });
  }

  async fail(id: number, error: string): Promise<void> {
    await this.db('exports')
      .where({ id })
      .update({ status: 'failed', error, completed_at: this.db.fn.now() });
  }

  /** Deletes exports past their expiry, and failed ones older than `failedDays`; chunks cascade. */
  async purgeExpired(failedDays: number): Promise<number> {
    return this.db('exports')
      .where('expires_at', '<', this.db.fn.now())
      .orWhere((w) =>
        w
          .where('status', 'failed')
          .where('created_at', '<', this.db.raw('now() - make_interval(days => ?)', [failedDays])),
      )
      .delete();
  }

  async chunkCount(id: number): Promise<number> {
    const r = (await this.db('export_chunks').where({ export_id: id }).count<{ n: number }[]>('* as n'))[0];
    return Number(r.n);
  }

  async chunk(id: number, seq: number): Promise<Buffer | null> {
    const r = (await this.db('export_chunks').where({ export_id: id, seq }).first('body')) as
      { body: Buffer } | undefined;
    return r?.body ?? null;
  }
}
