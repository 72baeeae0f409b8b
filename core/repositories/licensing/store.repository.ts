// The licensing store step's SQL (migrations 052, 053): the state of a register source's records,
// and one read's writes in one transaction: new records, changed ones, missing ones, and the
// change-feed rows. Reads of one source are serialised by an advisory lock on the source; the feed's
// rows are inserted last, under one lock for the whole feed held to commit, so `position` becomes
// visible in order (a reader never sees position P+1 before P). Rows whose id exists are skipped: a
// repeated read writes no duplicate.
import { gunzipSync } from 'node:zlib';
import type { Knex } from 'knex';
import { queryNative } from '../../db.js';

/** Advisory lock classes (pg_advisory_xact_lock(int, int)). */
const REGISTER_LOCK = 7301;
const FEED_LOCK = 7302;

/** The columns of `licences` a read writes, by name and PostgreSQL type (lat/lng become `location`). */
const COLUMNS: [string, string][] = [
  ['public_id', 'text'],
  ['council_id', 'int'],
  ['council_register_id', 'int'],
  ['nation', 'text'],
  ['record_type', 'text'],
  ['key', 'text'],
  ['key_norm', 'text'],
  ['status', 'text'],
  ['status_raw', 'text'],
  ['type', 'text'],
  ['subtype', 'text'],
  ['regime', 'text'],
  ['type_raw', 'text'],
  ['application_kind', 'text'],
  ['premises_name', 'text'],
  ['address', 'text'],
  ['postcode', 'text'],
  ['postcode_norm', 'text'],
  ['postcode_district', 'text'],
  ['uprn', 'text'],
  ['ward', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['point_source', 'text'],
  ['activities', 'jsonb'],
  ['activity_codes', 'text[]'],
  ['parties', 'jsonb'],
  ['party_company_numbers', 'text[]'],
  ['dates', 'jsonb'],
  ['date_received', 'date'],
  ['date_decided', 'date'],
  ['date_granted', 'date'],
  ['date_start', 'date'],
  ['date_expires', 'date'],
  ['consultation_end', 'date'],
  ['hearing_date', 'date'],
  ['conditions', 'text'],
  ['record_url', 'text'],
  ['plan_url', 'text'],
  ['confidence', 'jsonb'],
  ['source_kind', 'text'],
  ['source_published', 'date'],
  ['presence', 'text'],
  ['in_force', 'bool'],
  ['content_hash', 'text'],
  ['raw_hash', 'text'],
  ['party_marks', 'jsonb'],
  ['version', 'int'],
];
const q = (c: string) => `"${c}"`;
const STORED = COLUMNS.filter(([c]) => c !== 'lat' && c !== 'lng').map(([c]) => c);
const DEFS = COLUMNS.map(([c, t]) => `${q(c)} ${t}`).join(', ');
const LOCATION = `CASE WHEN i.lat IS NULL OR i.lng IS NULL THEN NULL ELSE ST_SetSRID(ST_MakePoint(i.lng, i.lat), 4326)::geography END`;
// Identity columns never change on an update.
const FIXED = new Set(['public_id', 'council_id', 'council_register_id', 'record_type', 'key']);
const UPDATED = STORED.filter((c) => !FIXED.has(c));

const INSERT = `INSERT INTO licences (${STORED.map(q).join(', ')}, location, first_seen_at, first_seen_date,
    last_seen_at, changed_at, updated_at)
  SELECT ${STORED.map((c) => `i.${q(c)}`).join(', ')}, ${LOCATION}, $2::timestamptz, $3::date, $2::timestamptz,
    $2::timestamptz, $2::timestamptz
    FROM json_to_recordset($1::json) AS i(${DEFS})
   ORDER BY i.key
  ON CONFLICT (council_register_id, record_type, key) DO NOTHING
  RETURNING id, record_type, key`;

const UPDATE = `UPDATE licences l SET ${UPDATED.map((c) => `${q(c)} = i.${q(c)}`).join(', ')},
    location = ${LOCATION}, last_seen_at = $2::timestamptz, missing_since = NULL, missed_reads = 0,
    changed_at = CASE WHEN i.changed THEN $2::timestamptz ELSE l.changed_at END, updated_at = $2::timestamptz
  FROM json_to_recordset($1::json) AS i(id bigint, changed bool, ${DEFS})
 WHERE l.id = i.id`;

const MISSING = `UPDATE licences l SET presence = m.presence, missed_reads = m.missed_reads,
    missing_since = m.missing_since, last_seen_at = m.last_seen_at, version = m.version, in_force = false,
    changed_at = CASE WHEN m.changed THEN $2::timestamptz ELSE l.changed_at END, updated_at = $2::timestamptz
  FROM jsonb_to_recordset($1::jsonb) AS m(id bigint, presence text, missed_reads int, missing_since timestamptz,
    last_seen_at timestamptz, version int, changed bool)
 WHERE l.id = m.id`;

const CHANGES = `INSERT INTO licensing_changes (id, licence_id, council_id, council_register_id, read_id, record_type,
    type, regime, source, change_type, event_type, field, before, after, significance, alertable, backfill,
    event_date, event_date_precision, effective_date, observed_at, observed_date, postcode_district)
  SELECT c.id, c.licence_id, $2::int, $3::int, $4::bigint, c.record_type, c.type, c.regime, c.source, c.change_type,
    c.event_type, c.field, c.before, c.after, c.significance, c.alertable, c.backfill, c.event_date,
    c.event_date_precision, c.effective_date, $5::timestamptz, $6::date,
    (SELECT l.postcode_district FROM licences l WHERE l.id = c.licence_id)
    FROM jsonb_to_recordset($1::jsonb) AS c(id text, licence_id bigint, record_type text, type text,
      regime text, source text, change_type text, event_type text, field text, before jsonb, after jsonb,
      significance text, alertable bool, backfill bool, event_date date, event_date_precision text,
      effective_date date, ord bigint)
   ORDER BY c.ord
  ON CONFLICT (id) DO NOTHING`;

/** A licences row as a read writes it (COLUMNS). */
export type LicenceRowInput = Record<string, unknown> & {
  public_id: string;
  record_type: string;
  key: string;
};

/** The columns of a licensing_changes row that a read writes and the API serves as they are. */
export interface ChangeColumns {
  id: string;
  record_type: string;
  type: string;
  regime: string;
  source: string;
  change_type: string;
  event_type: string | null;
  field: string | null;
  before: unknown;
  after: unknown;
  significance: string;
  alertable: boolean;
  backfill: boolean;
  event_date: string | null;
  event_date_precision: string | null;
  effective_date: string | null;
}

export interface ChangeRowInput extends ChangeColumns {
  licence_id?: number;
  /** `${record_type}\n${key}`: the record the row is about, resolved to licence_id on write. */
  record: string;
}

export interface MissingInput {
  id: number;
  presence: string;
  missed_reads: number;
  missing_since: string;
  last_seen_at: string;
  version: number;
  changed: boolean;
}

/** A stored record's light state: enough to tell whether a read changed it. */
export interface LicenceState {
  id: number;
  record_type: string;
  key: string;
  hash: string;
  raw_hash: string | null;
  presence: 'present' | 'not_seen' | 'absent';
  missed_reads: number;
  missing_since: string | null;
  last_seen_at: string;
  version: number;
}

/** A stored record's content columns (as COLUMNS names them, lat/lng from location) and its marks. */
export type LicenceStoredRow = Record<string, unknown> & { id: number; party_marks: Record<string, string> };

export interface RecordWrites {
  observedAt: string;
  observedDate: string;
  inserts: LicenceRowInput[];
  updates: (LicenceRowInput & { id: number; changed: boolean })[];
  missing: MissingInput[];
  /** Ids of stored records by `${record_type}\n${key}`. */
  ids: Map<string, number>;
}

export interface RowWrites {
  councilId: number;
  councilRegisterId: number;
  readId: number;
  observedAt: string;
  observedDate: string;
  /** In feed order. */
  rows: ChangeRowInput[];
  ids: Map<string, number>;
}

export class LicensingStoreRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Runs `fn` in a transaction holding the source's lock: two reads of one source never interleave,
   * and the state `fn` loads is the state it writes over. `fn` gets the transaction.
   */
  async withSourceLock<T>(councilRegisterId: number, fn: (trx: Knex) => Promise<T>): Promise<T> {
    return this.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [REGISTER_LOCK, councilRegisterId]);
      return fn(trx);
    });
  }

  async states(councilRegisterId: number): Promise<LicenceState[]> {
    const r = await this.db.raw<{
      rows: (Omit<LicenceState, 'missing_since' | 'last_seen_at'> & {
        missing_since: Date | null;
        last_seen_at: Date;
      })[];
    }>(
      `SELECT id, record_type, key, content_hash AS hash, raw_hash, presence, missed_reads, missing_since, last_seen_at, version
         FROM licences WHERE council_register_id = ?`,
      [councilRegisterId],
    );
    return r.rows.map((x) => ({
      ...x,
      missing_since: x.missing_since ? x.missing_since.toISOString() : null,
      last_seen_at: x.last_seen_at.toISOString(),
    }));
  }

  /** Content columns of the given records (for the comparison of those a read changed). */
  async contents(ids: number[]): Promise<LicenceStoredRow[]> {
    if (!ids.length) return [];
    const r = await this.db.raw<{ rows: LicenceStoredRow[] }>(
      `SELECT id, ${STORED.map(q).join(', ')},
              CASE WHEN location IS NULL THEN NULL ELSE ST_Y(location::geometry) END AS lat,
              CASE WHEN location IS NULL THEN NULL ELSE ST_X(location::geometry) END AS lng
         FROM licences WHERE id = ANY(?::bigint[])`,
      [ids],
    );
    return r.rows;
  }

  /**
   * A read's record writes: new, changed and missing records. Returns the ids of every record the
   * read's rows name (the stored ones given, the inserted ones added). Runs inside withSourceLock.
   */
  async writeRecords(input: RecordWrites): Promise<Map<string, number>> {
    const ids = new Map(input.ids);
    if (input.inserts.length) {
      const r = await queryNative<{ id: number; record_type: string; key: string }>(this.db, INSERT, [
        JSON.stringify(input.inserts),
        input.observedAt,
        input.observedDate,
      ]);
      for (const x of r) ids.set(`${x.record_type}\n${x.key}`, x.id);
    }
    if (input.updates.length)
      await queryNative(this.db, UPDATE, [JSON.stringify(input.updates), input.observedAt]);
    if (input.missing.length)
      await queryNative(this.db, MISSING, [JSON.stringify(input.missing), input.observedAt]);
    return ids;
  }

  /**
   * A read's change-feed rows, in feed order, under the feed's lock held to commit (so run it last in
   * the transaction). Rows whose id is in the feed already are skipped. Returns the rows written by
   * source (event, change, correction).
   */
  async writeRows(input: RowWrites): Promise<Record<string, number>> {
    if (!input.rows.length) return {};
    const rows = input.rows.map(({ record, ...r }) => {
      const id = input.ids.get(record);
      if (id === undefined)
        throw new Error(`a change row names a record that is not stored (${r.change_type})`);
      return { ...r, licence_id: id };
    });
    await this.db.raw('SELECT pg_advisory_xact_lock(?, 0)', [FEED_LOCK]);
    const res = await queryNative<{ source: string; n: number }>(
      this.db,
      `WITH ins AS (${CHANGES} RETURNING source) SELECT source, count(*)::int AS n FROM ins GROUP BY source`,
      [
        JSON.stringify(rows),
        input.councilId,
        input.councilRegisterId,
        input.readId,
        input.observedAt,
        input.observedDate,
      ],
    );
    return Object.fromEntries(res.map((x) => [x.source, x.n]));
  }
}

/** Raw page bodies by content hash (raw_pages, gunzipped): a read's pages rebuilt without the network. */
export async function rawBodies(db: Knex, hashes: string[]): Promise<Map<string, Buffer>> {
  if (!hashes.length) return new Map();
  const rows = (await db('raw_pages')
    .whereIn('content_hash', [...new Set(hashes)])
    .select('content_hash', 'body')) as {
    content_hash: string;
    body: Buffer;
  }[];
  return new Map(rows.map((r) => [r.content_hash, gunzipSync(r.body)]));
}

// ----- Look-ups a read needs --------------------------------------------------------------------

/** Companies by name key (companies.name_norm): the live company where several share a name. */
export async function companiesByNameKeys(
  db: Knex,
  keys: string[],
): Promise<Map<string, { company_number: string }>> {
  if (!keys.length) return new Map();
  const r = await db.raw<{ rows: { name_norm: string; company_number: string }[] }>(
    `SELECT DISTINCT ON (name_norm) name_norm, company_number FROM companies
      WHERE name_norm = ANY(?::text[])
      ORDER BY name_norm, (dissolved_on IS NULL) DESC, incorporated_on DESC NULLS LAST`,
    [keys],
  );
  return new Map(r.rows.map((x) => [x.name_norm, { company_number: x.company_number }]));
}

export async function uprnPoints(
  db: Knex,
  uprns: string[],
): Promise<Map<string, { lat: number; lng: number }>> {
  if (!uprns.length) return new Map();
  const rows = (await db('uprn_points').whereIn('uprn', uprns).select('uprn', 'lat', 'lng')) as {
    uprn: string;
    lat: number;
    lng: number;
  }[];
  return new Map(rows.map((x) => [x.uprn, { lat: x.lat, lng: x.lng }]));
}

export async function postcodePoints(
  db: Knex,
  postcodeNorms: string[],
): Promise<Map<string, { lat: number; lng: number }>> {
  if (!postcodeNorms.length) return new Map();
  const rows = (await db('postcodes')
    .whereIn('postcode_norm', postcodeNorms)
    .select('postcode_norm', 'lat', 'lng')) as {
    postcode_norm: string;
    lat: number;
    lng: number;
  }[];
  return new Map(rows.map((x) => [x.postcode_norm, { lat: x.lat, lng: x.lng }]));
}
