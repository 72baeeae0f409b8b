// A council's registers as data and their health (migration 050), and the reads of them (migration
// 051). A failed read never touches a register's records: the health flag rises instead, after
// BROKEN_AFTER_FAILURES failures in a row or at once when the register's layout changed.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { markFailedRead } from '../councils-admin.repository.js';

export interface CouncilRegisterInput {
  councilId: number;
  register: string;
  /** The source's name within the council's register ('main' when it has one source). */
  name?: string;
  adapter: string;
  url: string;
  options?: Record<string, unknown> | null;
  enabled?: boolean;
  /** From the registers file (migration 096): the layout, format, cadence and the row's source. */
  layout?: string | null;
  format?: string | null;
  cadence?: string;
  sourceNote?: string | null;
  /** The national register this row is the council's share of (migration 097). */
  national?: string | null;
}

export interface CouncilRegisterRow {
  id: number;
  council_id: number;
  register: string;
  name: string;
  adapter: string;
  url: string;
  options: Record<string, unknown> | null;
  enabled: boolean;
  source_key: string;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_read_id: number | null;
  newest_record_date: string | null;
  consecutive_failures: number;
  broken: boolean;
  broken_reason: string | null;
  last_error: string | null;
  records_count: number | null;
  in_force_by_type: Record<string, number> | null;
  open_applications: number | null;
  /** Hashes of the names its reads withheld (migration 056; enrich/map/licensing.ts nameHash). */
  withheld_names: string[] | null;
  layout: string | null;
  format: string | null;
  cadence: string;
  source_note: string | null;
  /** The national register this row is the council's share of; null for the council's own source. */
  national: string | null;
}

/** A register source with its council, as a read needs it. */
export interface RegisterToRead extends CouncilRegisterRow {
  council_slug: string;
  council_name: string;
  nation: string;
}

/** Identity of a source: the same adapter, URL and options. A new key is a new source (backfill). */
export function sourceKey(
  adapter: string,
  url: string,
  options: Record<string, unknown> | null | undefined,
): string {
  const opts = options ? JSON.stringify(Object.fromEntries(Object.entries(options).sort())) : '';
  return createHash('sha256').update(`${adapter}\n${url}\n${opts}`).digest('hex').slice(0, 24);
}

const WITH_COUNCIL = ['r.*', 'c.slug AS council_slug', 'c.name AS council_name', 'c.nation'];

const OPTIONAL = {
  layout: 'layout',
  format: 'format',
  cadence: 'cadence',
  source_note: 'sourceNote',
  national: 'national',
} as const;

/**
 * The row to write and the columns to merge on conflict: the registers file's columns only where
 * the input gives them (`plandata scrape --url` moves a source without forgetting its layout).
 */
function registerRow(r: CouncilRegisterInput): { row: Record<string, unknown>; merge: string[] } {
  const row: Record<string, unknown> = {
    council_id: r.councilId,
    register: r.register,
    name: r.name ?? 'main',
    adapter: r.adapter,
    url: r.url,
    options: r.options ? JSON.stringify(r.options) : null,
    enabled: r.enabled ?? true,
    source_key: sourceKey(r.adapter, r.url, r.options),
  };
  const merge = ['adapter', 'url', 'options', 'enabled', 'source_key'];
  for (const [column, key] of Object.entries(OPTIONAL)) {
    const v = r[key];
    if (v === undefined) continue;
    row[column] = v;
    merge.push(column);
  }
  return { row, merge };
}

/** A stored column equals a value to write (jsonb comes back parsed, the value is its JSON). */
export function sameStored(stored: unknown, want: unknown): boolean {
  if (stored !== null && typeof stored === 'object') return JSON.stringify(stored) === want;
  return (stored ?? null) === (want ?? null);
}

export class CouncilRegistersRepository {
  constructor(private readonly db: Knex) {}

  /** Adds or updates a council's register source by (council, register, name); health is kept. */
  async upsert(r: CouncilRegisterInput): Promise<CouncilRegisterRow> {
    const { row, merge } = registerRow(r);
    const [out] = await this.db('council_registers')
      .insert(row)
      .onConflict(['council_id', 'register', 'name'])
      .merge([...merge, 'updated_at'])
      .returning('*');
    return out as CouncilRegisterRow;
  }

  /**
   * Loads register rows (the registers file): each added, updated where a column differs, or left
   * as it is; health, coverage and records are kept. Idempotent: a second load changes nothing.
   */
  async load(
    rows: CouncilRegisterInput[],
  ): Promise<{ inserted: number; updated: number; unchanged: number }> {
    const out = { inserted: 0, updated: 0, unchanged: 0 };
    for (const r of rows) {
      const { row, merge } = registerRow(r);
      const had = (await this.db('council_registers')
        .where({ council_id: row.council_id, register: row.register, name: row.name })
        .first(merge)) as Record<string, unknown> | undefined;
      if (had && merge.every((k) => sameStored(had[k], row[k]))) {
        out.unchanged++;
        continue;
      }
      await this.upsert(r);
      out[had ? 'updated' : 'inserted']++;
    }
    return out;
  }

  /** The councils' shares of a national register, by council slug. */
  async sharesOf(national: string): Promise<RegisterToRead[]> {
    return (await this.db('council_registers as r')
      .join('councils as c', 'c.id', 'r.council_id')
      .where({ 'r.national': national })
      .orderBy('c.slug')
      .select(WITH_COUNCIL)) as RegisterToRead[];
  }

  async byId(id: number): Promise<RegisterToRead | null> {
    const row = await this.db('council_registers as r')
      .join('councils as c', 'c.id', 'r.council_id')
      .where('r.id', id)
      .first(WITH_COUNCIL);
    return (row as RegisterToRead | undefined) ?? null;
  }

  /** A council's sources of one register, by council slug, in name order. */
  async ofCouncil(slug: string, register: string): Promise<RegisterToRead[]> {
    return (await this.db('council_registers as r')
      .join('councils as c', 'c.id', 'r.council_id')
      .where({ 'c.slug': slug, 'r.register': register })
      .orderBy('r.name')
      .select(WITH_COUNCIL)) as RegisterToRead[];
  }

  /**
   * Enabled sources of a register that are read on their own, by council slug then name (the
   * nightly schedule spreads them); a council's share of a national register is read with it.
   */
  async enabled(register: string): Promise<RegisterToRead[]> {
    return (await this.db('council_registers as r')
      .join('councils as c', 'c.id', 'r.council_id')
      .where({ 'r.register': register, 'r.enabled': true })
      .whereNull('r.national')
      .orderBy(['c.slug', 'r.name'])
      .select(WITH_COUNCIL)) as RegisterToRead[];
  }

  async markAttempt(id: number, at: Date = new Date()): Promise<void> {
    await this.db('council_registers')
      .where({ id })
      .update({ last_attempt_at: at, updated_at: this.db.fn.now() });
  }

  /** A successful read: failures reset, the flag cleared, coverage recomputed (refreshCoverage). */
  async markSuccess(id: number, readId: number, today: string, at: Date = new Date()): Promise<void> {
    await this.markHealthy(id, readId, at);
    await this.refreshCoverage(id, today);
  }

  /**
   * The health half of a successful read of any register's source (licensing, appeals): failures
   * reset, the broken flag cleared, the read remembered. `also`: the register kind's own columns,
   * written in the same statement.
   */
  async markHealthy(id: number, readId: number, at: Date, also: Record<string, unknown> = {}): Promise<void> {
    await this.db('council_registers')
      .where({ id })
      .update({
        last_success_at: at,
        last_attempt_at: at,
        last_read_id: readId,
        consecutive_failures: 0,
        broken: false,
        broken_reason: null,
        broken_since: null,
        last_error: null,
        ...also,
      });
  }

  /** Adds the hashes of a read's withheld names to those the source remembers. */
  async rememberWithheld(id: number, hashes: string[]): Promise<void> {
    if (!hashes.length) return;
    await this.db.raw(
      `UPDATE council_registers SET withheld_names =
         (SELECT array_agg(DISTINCT h ORDER BY h) FROM unnest(coalesce(withheld_names, '{}') || ?::text[]) h)
       WHERE id = ?`,
      [hashes, id],
    );
  }

  /**
   * The register's coverage from its records (licensing spec 2.4): records present, licences in
   * force by type (the published-file rule applied as of `today`), open applications, newest record.
   */
  async refreshCoverage(id: number, today: string): Promise<void> {
    await this.db.raw(
      `UPDATE council_registers r SET
         records_count = s.n, in_force_by_type = s.by_type, open_applications = s.open,
         newest_record_date = s.newest, updated_at = now()
       FROM (
         SELECT count(*) FILTER (WHERE presence = 'present')::int AS n,
                count(*) FILTER (WHERE record_type = 'application' AND presence = 'present'
                                   AND status IN ('applied', 'in_consultation'))::int AS open,
                greatest(max(date_received), max(date_granted), max(date_start), max(date_decided)) AS newest,
                coalesce((SELECT jsonb_object_agg(type, n) FROM (
                   SELECT type, count(*)::int AS n FROM licences
                    WHERE council_register_id = ? AND in_force
                      AND (source_published IS NULL OR source_published >= (?::date - interval '12 months'))
                    GROUP BY type) t), '{}'::jsonb) AS by_type
           FROM licences WHERE council_register_id = ?) s
       WHERE r.id = ?`,
      [id, today, id, id],
    );
  }

  /**
   * A failed read. `broken` is forced when the register's layout changed (or it is no longer
   * published); otherwise the flag rises after BROKEN_AFTER_FAILURES failures in a row. The
   * register's records are untouched.
   */
  async markFailure(
    id: number,
    error: string,
    opts: { broken?: boolean; at?: Date } = {},
  ): Promise<{ consecutive_failures: number; broken: boolean }> {
    return markFailedRead(this.db, 'council_registers', id, error, opts);
  }
}

export interface CoverageRow {
  council: string;
  name: string;
  nation: string;
  /**
   * Whether the council's licensing register is read: a source enabled, read successfully, and not
   * broken (a register that disappeared or changed its layout is unread until it is read again;
   * its records are kept).
   */
  read: boolean;
  /** The last successful read of any of its sources (also when it is broken now). */
  last_read: Date | null;
  broken: boolean | null;
  /** Licences in force by type; null when the register is not read (never zero). */
  in_force_by_type: Record<string, number> | null;
  in_force: number | null;
  open_applications: number | null;
  /** Each enabled source, named: a national register's share says which (coverage by source). */
  sources: CoverageSource[];
}

export interface CoverageSource {
  name: string;
  national: string | null;
  read: boolean;
  last_read: Date | null;
  in_force: number | null;
  in_force_by_type: Record<string, number> | null;
}

/** Licensing spec 2.4: every council, its register read or not, its counts (null when unread). */
export async function licensingCoverage(db: Knex, councilSlugs?: string[]): Promise<CoverageRow[]> {
  const r = await db.raw<{ rows: CoverageRow[] }>(
    `WITH regs AS (
       SELECT council_id,
              bool_or(enabled AND last_success_at IS NOT NULL AND NOT broken) AS read,
              max(last_success_at) FILTER (WHERE enabled) AS last_read,
              bool_or(broken) FILTER (WHERE enabled) AS broken,
              sum(open_applications) FILTER (WHERE enabled AND last_success_at IS NOT NULL AND NOT broken)::int
                AS open_applications
         FROM council_registers WHERE register = 'licensing' GROUP BY council_id
     ), srcs AS (
       SELECT s.council_id,
              jsonb_agg(jsonb_build_object(
                'name', s.name, 'national', s.national, 'read', s.ok, 'last_read', s.last_success_at,
                'in_force', CASE WHEN s.ok THEN (SELECT coalesce(sum(v::int), 0) FROM jsonb_each_text(coalesce(s.in_force_by_type, '{}')) e(k, v)) END,
                'in_force_by_type', CASE WHEN s.ok THEN coalesce(s.in_force_by_type, '{}'::jsonb) END
              ) ORDER BY s.name) AS sources
         FROM (SELECT *, (last_success_at IS NOT NULL AND NOT broken) AS ok
                 FROM council_registers WHERE register = 'licensing' AND enabled) s
        GROUP BY s.council_id
     ), types AS (
       SELECT t.council_id, jsonb_object_agg(t.type, t.n) AS by_type, sum(t.n)::int AS total
         FROM (SELECT r.council_id, e.key AS type, sum(e.value::int)::int AS n
                 FROM council_registers r, jsonb_each_text(r.in_force_by_type) e
                WHERE r.register = 'licensing' AND r.enabled AND r.last_success_at IS NOT NULL AND NOT r.broken
                GROUP BY 1, 2) t
        GROUP BY t.council_id
     )
     SELECT c.slug AS council, c.name, c.nation,
            coalesce(regs.read, false) AS read,
            regs.last_read,
            regs.broken,
            CASE WHEN regs.read THEN coalesce(types.by_type, '{}'::jsonb) END AS in_force_by_type,
            CASE WHEN regs.read THEN coalesce(types.total, 0) END AS in_force,
            CASE WHEN regs.read THEN coalesce(regs.open_applications, 0) END AS open_applications,
            coalesce(srcs.sources, '[]'::jsonb) AS sources
       FROM councils c
       LEFT JOIN regs ON regs.council_id = c.id
       LEFT JOIN srcs ON srcs.council_id = c.id
       LEFT JOIN types ON types.council_id = c.id
      WHERE (?::text[] IS NULL OR c.slug = ANY(?::text[]))
      ORDER BY c.slug`,
    [councilSlugs ?? null, councilSlugs ?? null],
  );
  return r.rows;
}
