// Reads of an appeals source (migration 091): one row per read, and the source's health after a
// successful one (CouncilRegistersRepository.markHealthy, with the count of appeals read; a failed
// one is CouncilRegistersRepository.markFailure, as for every register).
import type { Knex } from 'knex';
import { CouncilRegistersRepository } from '../licensing/registers.repository.js';

export interface AppealReadRow {
  id: number;
  council_register_id: number;
  council_id: number;
  trigger: string;
  status: 'running' | 'succeeded' | 'failed';
  load_id: number | null;
  records: number | null;
  rejected: number | null;
  written: number | null;
  joined: number | null;
  versions: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export interface AppealReadOutcome {
  status: 'succeeded' | 'failed';
  load_id?: number;
  records?: number;
  rejected?: number;
  written?: number;
  joined?: number;
  versions?: number;
  error?: string | null;
}

export class AppealReadsRepository {
  constructor(private readonly db: Knex) {}

  async start(councilRegisterId: number, councilId: number, trigger: string): Promise<number> {
    const [row] = await this.db('appeal_reads')
      .insert({ council_register_id: councilRegisterId, council_id: councilId, trigger })
      .returning('id');
    return Number((row as { id: number }).id);
  }

  async byId(id: number): Promise<AppealReadRow | null> {
    return ((await this.db('appeal_reads').where({ id }).first()) as AppealReadRow | undefined) ?? null;
  }

  /** Closes a running read once (false when it was closed already). */
  async finish(id: number, outcome: AppealReadOutcome): Promise<boolean> {
    const row = { ...outcome, error: outcome.error?.slice(0, 2000) ?? null, finished_at: this.db.fn.now() };
    return (await this.db('appeal_reads').where({ id, status: 'running' }).update(row)) === 1;
  }

  /** A successful read of the source: failures reset, the flag cleared, its count of appeals read. */
  async markSuccess(councilRegisterId: number, readId: number, at: Date, records: number): Promise<void> {
    await new CouncilRegistersRepository(this.db).markHealthy(councilRegisterId, readId, at, {
      records_count: records,
      updated_at: this.db.fn.now(),
    });
  }
}
