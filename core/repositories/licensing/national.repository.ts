// National registers (migration 097): one source covering every licensing authority, read once and
// filed under each council (workers/services/registers/national.ts). The row keeps the source's
// health and what its last read could not file: authorities no council matches, rows naming none.
import type { Knex } from 'knex';
import { sameStored } from './registers.repository.js';

export interface NationalRegisterInput {
  name: string;
  register: string;
  adapter: string;
  url: string;
  options?: Record<string, unknown> | null;
  layout?: string | null;
  format?: string | null;
  cadence?: string;
  sourceNote?: string | null;
  enabled?: boolean;
}

/** An authority the last read could not file under a council, with its rows and why. */
export interface UnmatchedAuthority {
  /** As the register prints it; '' for rows that name none. */
  authority: string;
  rows: number;
  reason: string;
}

export interface NationalRegisterRow {
  id: number;
  name: string;
  register: string;
  adapter: string;
  url: string;
  options: Record<string, unknown> | null;
  layout: string | null;
  format: string | null;
  cadence: string;
  source_note: string | null;
  enabled: boolean;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  consecutive_failures: number;
  records: number | null;
  councils: number | null;
  unmatched: UnmatchedAuthority[] | null;
}

const LOADED = [
  'register',
  'adapter',
  'url',
  'options',
  'layout',
  'format',
  'cadence',
  'source_note',
  'enabled',
] as const;

function rowOf(r: NationalRegisterInput): Record<string, unknown> {
  return {
    name: r.name,
    register: r.register,
    adapter: r.adapter,
    url: r.url,
    options: r.options ? JSON.stringify(r.options) : null,
    layout: r.layout ?? null,
    format: r.format ?? null,
    cadence: r.cadence ?? 'daily',
    source_note: r.sourceNote ?? null,
    enabled: r.enabled ?? true,
  };
}

export class NationalRegistersRepository {
  constructor(private readonly db: Knex) {}

  /** Adds or updates by name; 'unchanged' where every loaded column is already so. Health is kept. */
  async upsert(r: NationalRegisterInput): Promise<'inserted' | 'updated' | 'unchanged'> {
    const row = rowOf(r);
    const had = (await this.db('national_registers').where({ name: r.name }).first(LOADED)) as
      Record<string, unknown> | undefined;
    if (had && LOADED.every((k) => sameStored(had[k], row[k]))) return 'unchanged';
    await this.db('national_registers')
      .insert(row)
      .onConflict('name')
      .merge([...LOADED, 'updated_at']);
    return had ? 'updated' : 'inserted';
  }

  async byName(name: string): Promise<NationalRegisterRow | null> {
    return ((await this.db('national_registers').where({ name }).first()) as NationalRegisterRow) ?? null;
  }

  async byId(id: number): Promise<NationalRegisterRow | null> {
    return ((await this.db('national_registers').where({ id }).first()) as NationalRegisterRow) ?? null;
  }

  async enabled(register: string): Promise<NationalRegisterRow[]> {
    return (await this.db('national_registers')
      .where({ register, enabled: true })
      .orderBy('name')) as NationalRegisterRow[];
  }

  async markAttempt(id: number, at: Date = new Date()): Promise<void> {
    await this.db('national_registers').where({ id }).update({ last_attempt_at: at, updated_at: at });
  }

  async markSuccess(
    id: number,
    s: { records: number; councils: number; unmatched: UnmatchedAuthority[] },
    at: Date = new Date(),
  ): Promise<void> {
    await this.db('national_registers')
      .where({ id })
      .update({
        last_attempt_at: at,
        last_success_at: at,
        last_error: null,
        consecutive_failures: 0,
        records: s.records,
        councils: s.councils,
        unmatched: JSON.stringify(s.unmatched),
        updated_at: at,
      });
  }

  async markFailure(id: number, error: string, at: Date = new Date()): Promise<void> {
    await this.db('national_registers')
      .where({ id })
      .update({
        last_attempt_at: at,
        last_error: error.slice(0, 2000),
        consecutive_failures: this.db.raw('consecutive_failures + 1'),
        updated_at: at,
      });
  }
}
