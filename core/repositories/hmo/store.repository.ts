// The store step's SQL for an HMO register read (workers/services/registers/hmo-store.ts): the
// source's stored state, the look-ups (postcode centroids and districts, UPRN points, planning
// applications at the licences' postcodes), and the writes of one read in its transaction under the
// source's lock: records first read or changed are COPYed (straight into the table on a source's
// first read, else through a stage merged by licence_key), records seen again have last_seen moved
// (and removed_at cleared: they came back), records the read no longer lists are marked removed.
// Nothing is deleted.
import type { Knex } from 'knex';
import { copyCell as cell, copyLines, withConnection } from '../copy.js';

/** Advisory lock class of an HMO register source (the licensing store's is 7301). */
const HMO_SOURCE_LOCK = 7316;

export interface HmoState {
  id: number;
  record_type: string;
  ref_norm: string;
  hash: string;
  removed: boolean;
}

/** A row to write: its content columns (HmoContent) and the store's own. */
export interface HmoRowInput {
  licence_key: string;
  content: Record<string, string | number | null>;
  hash: string;
}

export interface HmoWrites {
  councilId: number;
  councilRegisterId: number;
  observedAt: Date;
  sourceDate: string | null;
  /** Content columns in COPY order (enrich/map/hmo.ts HMO_CONTENT_COLUMNS). */
  columns: readonly string[];
  /**
   * New records and records whose content changed; on a direct write, batches as they are made
   * (the read's file still being parsed while the first are written).
   */
  rows: HmoRowInput[] | AsyncIterable<HmoRowInput[]>;
  /** Stored records the read lists unchanged (removed ones among them come back). */
  seen: number[];
  /** Stored records the read no longer lists, not yet marked removed. */
  removed: number[];
  /** The source holds no record yet: COPY straight into the table. */
  direct: boolean;
}

export class HmoStoreRepository {
  constructor(private readonly db: Knex) {}

  /** Runs `fn` in one transaction holding the source's lock (one read of a source at a time). */
  async withSourceLock<T>(councilRegisterId: number, fn: (trx: Knex) => Promise<T>): Promise<T> {
    return this.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [HMO_SOURCE_LOCK, councilRegisterId]);
      return fn(trx);
    });
  }

  /** Whether the source holds any licence (a first read writes straight into the table). */
  async holdsAny(councilRegisterId: number): Promise<boolean> {
    const r = await this.db.raw<{ rows: unknown[] }>(
      'SELECT 1 FROM hmo_licences WHERE council_register_id = ? LIMIT 1',
      [councilRegisterId],
    );
    return r.rows.length > 0;
  }

  async states(councilRegisterId: number): Promise<HmoState[]> {
    const r = await this.db.raw<{ rows: HmoState[] }>(
      `SELECT id::int AS id, record_type, ref_norm, content_hash AS hash, removed_at IS NOT NULL AS removed
         FROM hmo_licences WHERE council_register_id = ?`,
      [councilRegisterId],
    );
    return r.rows;
  }

  /** Writes one read (see the file comment). Runs inside withSourceLock. */
  async write(w: HmoWrites): Promise<void> {
    const db = this.db;
    if (w.removed.length)
      await db.raw(
        'UPDATE hmo_licences SET removed_at = ?, updated_at = now() WHERE id = ANY(?::bigint[]) AND removed_at IS NULL',
        [w.observedAt, w.removed],
      );
    if (w.seen.length)
      await db.raw(
        `UPDATE hmo_licences SET last_seen_at = ?, removed_at = NULL, source_date = coalesce(?::date, source_date)
          WHERE id = ANY(?::bigint[])`,
        [w.observedAt, w.sourceDate, w.seen],
      );
    if (Array.isArray(w.rows) && !w.rows.length) return;
    const at = w.observedAt.toISOString();
    const own = [
      'council_id',
      'council_register_id',
      'licence_key',
      'content_hash',
      'source_date',
      'first_seen_at',
      'last_seen_at',
      'changed_at',
    ];
    const cols = [...own, ...w.columns];
    const lineOf = (r: HmoRowInput) => {
      let line = `${w.councilId}\t${w.councilRegisterId}\t${cell(r.licence_key)}\t${r.hash}\t${cell(w.sourceDate)}\t${at}\t${at}\t${at}`;
      for (const c of w.columns) line += `\t${cell(r.content[c])}`;
      return `${line}\n`;
    };
    const rows = w.rows;
    const lines = Array.isArray(rows)
      ? (function* () {
          for (const r of rows) yield lineOf(r);
        })()
      : (async function* () {
          for await (const batch of rows) if (batch.length) yield batch.map(lineOf).join('');
        })();
    if (!Array.isArray(rows) && !w.direct) throw new Error('rows in batches are written directly only');
    await withConnection(db, async (conn) => {
      if (w.direct) {
        await copyLines(conn, 'hmo_licences', cols, lines);
        return;
      }
      const list = cols.map((c) => `"${c}"`).join(', ');
      await conn.query(
        `CREATE TEMP TABLE IF NOT EXISTS hmo_stage ON COMMIT DROP AS SELECT ${list} FROM hmo_licences WITH NO DATA`,
      );
      await conn.query('TRUNCATE hmo_stage');
      await copyLines(conn, 'hmo_stage', cols, lines);
      const set = [...w.columns, 'content_hash', 'source_date']
        .map((c) => `"${c}" = EXCLUDED."${c}"`)
        .join(', ');
      await conn.query(
        `INSERT INTO hmo_licences (${list}) SELECT ${list} FROM hmo_stage
         ON CONFLICT (licence_key) DO UPDATE SET ${set},
           last_seen_at = EXCLUDED.last_seen_at, changed_at = EXCLUDED.changed_at, removed_at = NULL, updated_at = now()`,
      );
    });
  }

  /**
   * A reparse's corrections (runs inside withSourceLock): the licences' content rewritten by
   * licence_key with corrected_at set; changed_at, first and last seen and removed_at are left (the
   * register did not change: the code reads it differently).
   */
  async correct(c: { columns: readonly string[]; rows: HmoRowInput[]; at: Date }): Promise<number> {
    if (!c.rows.length) return 0;
    const cols = ['licence_key', 'content_hash', ...c.columns];
    const list = cols.map((x) => `"${x}"`).join(', ');
    const lines = (function* () {
      for (const r of c.rows) {
        let line = `${cell(r.licence_key)}\t${r.hash}`;
        for (const col of c.columns) line += `\t${cell(r.content[col])}`;
        yield `${line}\n`;
      }
    })();
    return withConnection(this.db, async (conn) => {
      await conn.query(
        `CREATE TEMP TABLE IF NOT EXISTS hmo_corrections ON COMMIT DROP AS SELECT ${list} FROM hmo_licences WITH NO DATA`,
      );
      await conn.query('TRUNCATE hmo_corrections');
      await copyLines(conn, 'hmo_corrections', cols, lines);
      const set = ['content_hash', ...c.columns].map((x) => `"${x}" = s."${x}"`).join(', ');
      const r = await conn.query(
        `UPDATE hmo_licences l SET ${set}, corrected_at = $1, updated_at = now()
           FROM hmo_corrections s WHERE l.licence_key = s.licence_key`,
        [c.at],
      );
      return r.rowCount ?? 0;
    });
  }

  /** The source's licences as the planning match needs them. */
  async planningStates(councilRegisterId: number): Promise<
    {
      id: number;
      postcode_norm: string;
      address_key: string | null;
      building_key: string | null;
      planning_applications: number;
      planning_hmo_use: number;
      planning_latest_date: string | null;
    }[]
  > {
    const r = await this.db.raw(
      `SELECT id::int AS id, postcode_norm, address_key, building_key, planning_applications, planning_hmo_use,
              to_char(planning_latest_date, 'YYYY-MM-DD') AS planning_latest_date
         FROM hmo_licences WHERE council_register_id = ? AND postcode_norm IS NOT NULL`,
      [councilRegisterId],
    );
    return r.rows;
  }

  /** Planning counts that moved, in one statement. */
  async writePlanning(rows: { id: number; n: number; hmo: number; latest: string | null }[]): Promise<void> {
    if (!rows.length) return;
    await this.db.raw(
      `UPDATE hmo_licences l SET planning_applications = u.n, planning_hmo_use = u.hmo, planning_latest_date = u.latest
         FROM unnest(?::bigint[], ?::int[], ?::int[], ?::date[]) AS u(id, n, hmo, latest)
        WHERE l.id = u.id`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.n),
        rows.map((r) => r.hmo),
        rows.map((r) => r.latest),
      ] as never,
    );
  }
}

/** Live applications at these postcodes (no spaces): the planning match's candidates. */
export async function applicationsAtPostcodes(
  db: Knex,
  postcodeNorms: string[],
): Promise<{ postcode_norm: string; address: string | null; hmo: boolean; date_received: string | null }[]> {
  if (!postcodeNorms.length) return [];
  const r = await db.raw(
    `SELECT postcode_norm, address, 'hmo' = ANY(categories) AS hmo, to_char(date_received, 'YYYY-MM-DD') AS date_received
       FROM applications WHERE postcode_norm = ANY(?::text[])`,
    [postcodeNorms],
  );
  return r.rows;
}

/** Postcode centroids and districts (postcodes loaded by `plandata load postcodes`). */
export async function postcodeLookups(
  db: Knex,
  postcodeNorms: string[],
): Promise<Map<string, { lat: number; lng: number; lad_code: string | null }>> {
  if (!postcodeNorms.length) return new Map();
  const r = await db.raw<{
    rows: { postcode_norm: string; lat: number; lng: number; lad_code: string | null }[];
  }>('SELECT postcode_norm, lat, lng, lad_code FROM postcodes WHERE postcode_norm = ANY(?::text[])', [
    postcodeNorms,
  ]);
  return new Map(r.rows.map((x) => [x.postcode_norm, { lat: x.lat, lng: x.lng, lad_code: x.lad_code }]));
}

export async function uprnLookups(
  db: Knex,
  uprns: string[],
): Promise<Map<string, { lat: number; lng: number }>> {
  if (!uprns.length) return new Map();
  const r = await db.raw<{ rows: { uprn: string; lat: number; lng: number }[] }>(
    'SELECT uprn, lat, lng FROM uprn_points WHERE uprn = ANY(?::text[])',
    [uprns],
  );
  return new Map(r.rows.map((x) => [x.uprn, { lat: x.lat, lng: x.lng }]));
}
