// Reads of the licensing tables for the API (licensing spec 2, 4): search of licences and
// applications on keyset cursors, one record, its history, the change feed, and the planning
// applications at the same premises. Only the served columns are selected: never party_marks,
// content_hash, raw_hash or version (docs/licensing.md). Every filter of spec 4.2-4.5 is a branch of
// one function per query (placeConditions, recordConditions, feedConditions), so a new parameter is
// one more branch there.
import type { Knex } from 'knex';
import { queryNative } from '../../db.js';
import { ENDED_STATUSES, type CompanyParty } from '../../domain/licensing/vocabulary.js';
import type { PostcodeMatch } from '../planning/applications.repository.js';
import type { ChangeColumns } from './store.repository.js';

/** Numbered placeholders ($1, $2, ...) for a statement built piece by piece. */
class Params {
  readonly values: unknown[] = [];
  p(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Where a query looks (spec 4.2): every search names at least one of council, postcode, uprn, point, bbox. */
export interface LicensingPlace {
  councilIds?: number[];
  /** jurisdiction: narrows a place, never one on its own. */
  nations?: string[];
  postcode?: PostcodeMatch;
  uprn?: string;
  point?: { lat: number; lng: number; radius: number };
  bbox?: { minLng: number; minLat: number; maxLng: number; maxLat: number };
}

/** Status filter (spec 3): statuses, plus the two shortcuts that also read presence and the file's age. */
export interface StatusFilter {
  statuses: string[];
  inForce: boolean;
  ended: boolean;
}

export interface RecordFilters extends LicensingPlace {
  recordType: 'licence' | 'application';
  /** Absent: every status (`all`). */
  status?: StatusFilter;
  types?: string[];
  subtypes?: string[];
  regimes?: string[];
  activities?: string[];
  decidedFrom?: string;
  decidedTo?: string;
  receivedFrom?: string;
  receivedTo?: string;
  firstSeenSince?: string;
  /** An instant (ISO): records whose content changed at or after it. */
  changedSince?: string;
  proposedHoursChange?: boolean;
  consultationEndFrom?: string;
  consultationEndTo?: string;
  /**
   * The day before which a published file is too old to show a licence in force (spec 2.1: today less
   * 12 months), for the in_force shortcut and the in_force field.
   */
  staleBefore: string;
}

export const RECORD_SORTS = [
  'id',
  'received',
  'consultation_end',
  'added',
  'newest',
  'expiry',
  'nearest',
] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];

/** A keyset position: the sort key of the last row (null when the row has none) and its id. */
export interface RecordPosition {
  v: string | number | null;
  i: number;
}

interface SortKey {
  /** The key's expression; null for `id` alone. */
  expr: string | null;
  dir: 'asc' | 'desc';
  /** The key may be null: nulls come last. */
  nullable: boolean;
}

/** Each sort of spec 4.4 as (key, id), both in one direction, nulls last. */
function sortKey(sort: RecordSort, distance: string | null): SortKey {
  switch (sort) {
    case 'id':
      return { expr: null, dir: 'asc', nullable: false };
    case 'received':
      return { expr: 'l.date_received', dir: 'desc', nullable: true };
    case 'consultation_end':
      return { expr: 'l.consultation_end', dir: 'asc', nullable: true };
    // Newest to the register first: the day first seen (licences_first_seen_idx), then id.
    case 'added':
      return { expr: 'l.first_seen_date', dir: 'desc', nullable: false };
    case 'newest':
      return { expr: 'l.date_granted', dir: 'desc', nullable: true };
    case 'expiry':
      return { expr: 'l.date_expires', dir: 'asc', nullable: true };
    case 'nearest':
      if (!distance) throw new Error('nearest needs a point');
      return { expr: distance, dir: 'asc', nullable: false };
  }
}

/** The served columns of a licence or application row. */
export interface LicenceApiRow {
  id: number;
  public_id: string;
  record_type: 'licence' | 'application';
  key: string;
  council_slug: string;
  council_name: string;
  nation: string;
  status: string;
  status_raw: string | null;
  type: string;
  subtype: string | null;
  regime: string;
  type_raw: string | null;
  application_kind: string | null;
  premises_name: string | null;
  address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  uprn: string | null;
  ward: string | null;
  lat: number | null;
  lng: number | null;
  activities: unknown;
  parties: CompanyParty[];
  dates: Record<string, { date: string; precision: string }>;
  date_received: string | null;
  date_decided: string | null;
  date_granted: string | null;
  date_start: string | null;
  date_expires: string | null;
  consultation_end: string | null;
  hearing_date: string | null;
  conditions: string | null;
  record_url: string | null;
  plan_url: string | null;
  confidence: Record<string, unknown>;
  source_kind: string;
  source_published: string | null;
  presence: string;
  in_force_now: boolean;
  first_seen_at: Date;
  first_seen_date: string;
  last_seen_at: Date | null;
  missing_since: Date | null;
  changed_at: Date;
  distance_m?: number | null;
  /** The sort key of the row (keyset position). */
  sort_key?: string | number | null;
}

function inForceSql(staleBefore: string): string {
  return `(l.in_force AND (l.source_kind <> 'published_file' OR l.source_published IS NULL OR l.source_published >= ${staleBefore}::date))`;
}

function recordColumns(p: Params, staleBefore: string): string {
  return `l.id, l.public_id, l.record_type, l.key, co.slug AS council_slug, co.name AS council_name, l.nation,
  l.status, l.status_raw, l.type, l.subtype, l.regime, l.type_raw, l.application_kind, l.premises_name,
  l.address, l.postcode, l.postcode_norm, l.uprn, l.ward,
  CASE WHEN l.location IS NULL THEN NULL ELSE ST_Y(l.location::geometry) END AS lat,
  CASE WHEN l.location IS NULL THEN NULL ELSE ST_X(l.location::geometry) END AS lng,
  l.activities, l.parties, l.dates, l.date_received, l.date_decided, l.date_granted, l.date_start,
  l.date_expires, l.consultation_end, l.hearing_date, l.conditions, l.record_url, l.plan_url, l.confidence,
  l.source_kind, l.source_published, l.presence, ${inForceSql(p.p(staleBefore))} AS in_force_now,
  l.first_seen_at, l.first_seen_date,
  CASE WHEN l.presence = 'present' THEN greatest(r.last_success_at, l.last_seen_at) ELSE l.last_seen_at END AS last_seen_at,
  l.missing_since, l.changed_at`;
}

const RECORD_FROM = `FROM licences l JOIN councils co ON co.id = l.council_id
  JOIN council_registers r ON r.id = l.council_register_id`;

/** The point of a search as a geography, and the distance of `l` from it. */
function pointSql(p: Params, point: { lat: number; lng: number }): string {
  return `ST_SetSRID(ST_MakePoint(${p.p(point.lng)}::float8, ${p.p(point.lat)}::float8), 4326)::geography`;
}

/** Conditions of the place parameters on `l` (council and jurisdiction on `councilCol` and l.nation). */
function placeConditions(
  p: Params,
  f: LicensingPlace,
  councilCol = 'l.council_id',
  districtCol = 'l.postcode_district',
): string[] {
  const w: string[] = [];
  // One council as an equality, so its (council_id, ...) indexes give rows in order (the feed's
  // (council_id, position) above all); several as a list.
  if (f.councilIds)
    w.push(
      f.councilIds.length === 1
        ? `${councilCol} = ${p.p(f.councilIds[0])}::int`
        : `${councilCol} = ANY(${p.p(f.councilIds)}::int[])`,
    );
  if (f.nations) w.push(`l.nation = ANY(${p.p(f.nations)}::text[])`);
  const pc = f.postcode;
  if (pc) {
    if (pc.kind === 'full') w.push(`l.postcode_norm = ${p.p(pc.norm)}`);
    else if (pc.kind === 'district') w.push(`${districtCol} = ${p.p(pc.district)}`);
    else if (pc.kind === 'sector')
      w.push(
        `${districtCol} = ${p.p(pc.district)} AND left(l.postcode_norm, length(l.postcode_norm) - 2) = ${p.p(pc.norm)}`,
      );
    else throw new Error('a postcode area is not a licensing place');
  }
  if (f.uprn) w.push(`l.uprn = ${p.p(f.uprn)}`);
  if (f.point) w.push(`ST_DWithin(l.location, ${pointSql(p, f.point)}, ${p.p(f.point.radius)}::float8)`);
  if (f.bbox) {
    const b = f.bbox;
    w.push(
      `l.location && ST_MakeEnvelope(${p.p(b.minLng)}::float8, ${p.p(b.minLat)}::float8, ${p.p(b.maxLng)}::float8, ${p.p(b.maxLat)}::float8, 4326)::geography`,
    );
  }
  return w;
}

/**
 * `col` in `values`: one value as an equality, so an index on (council_id, col, key, id) gives its
 * rows in key order (as `= ANY` the planner takes the index rows unordered and sorts them).
 */
function oneOf(p: Params, col: string, values: string[]): string {
  return values.length === 1 ? `${col} = ${p.p(values[0])}` : `${col} = ANY(${p.p(values)}::text[])`;
}

function recordConditions(p: Params, f: RecordFilters): string[] {
  const w = [`l.record_type = ${p.p(f.recordType)}`, ...placeConditions(p, f)];
  if (f.status) {
    const any: string[] = [];
    if (f.status.statuses.length) any.push(`l.status = ANY(${p.p(f.status.statuses)}::text[])`);
    if (f.status.inForce) any.push(inForceSql(p.p(f.staleBefore)));
    if (f.status.ended)
      any.push(`(l.status = ANY(${p.p(ENDED_STATUSES)}::text[]) OR l.presence <> 'present')`);
    w.push(any.length ? `(${any.join(' OR ')})` : 'false');
  }
  if (f.types) w.push(oneOf(p, 'l.type', f.types));
  if (f.subtypes) w.push(`l.subtype = ANY(${p.p(f.subtypes)}::text[])`);
  if (f.regimes) w.push(`l.regime = ANY(${p.p(f.regimes)}::text[])`);
  if (f.activities) w.push(`l.activity_codes && ${p.p(f.activities)}::text[]`);
  // A decision date is the council's decided date, else its grant date.
  if (f.decidedFrom) w.push(`coalesce(l.date_decided, l.date_granted) >= ${p.p(f.decidedFrom)}::date`);
  if (f.decidedTo) w.push(`coalesce(l.date_decided, l.date_granted) <= ${p.p(f.decidedTo)}::date`);
  if (f.receivedFrom) w.push(`l.date_received >= ${p.p(f.receivedFrom)}::date`);
  if (f.receivedTo) w.push(`l.date_received <= ${p.p(f.receivedTo)}::date`);
  if (f.firstSeenSince) w.push(`l.first_seen_date >= ${p.p(f.firstSeenSince)}::date`);
  if (f.changedSince) w.push(`l.changed_at >= ${p.p(f.changedSince)}::timestamptz`);
  if (f.consultationEndFrom) w.push(`l.consultation_end >= ${p.p(f.consultationEndFrom)}::date`);
  if (f.consultationEndTo) w.push(`l.consultation_end <= ${p.p(f.consultationEndTo)}::date`);
  if (f.proposedHoursChange)
    // Spec 4.4: a variation application (not a change of supervisor: dps_variation is its own kind),
    // or a record whose history holds an hours change: the derived hours events, or a field change of
    // `activities` in which an activity kept but its permitted hours moved (an activity only added or
    // removed is not an hours change; corrections are not changes at all).
    w.push(`(l.application_kind IN ('variation', 'minor_variation') OR EXISTS (
      SELECT 1 FROM licensing_changes h WHERE h.licence_id = l.id AND h.source IN ('event', 'change')
         AND (h.change_type IN ('alcohol_hours_extension', 'granted_shorter_hours')
              OR (h.change_type = 'changed' AND h.field = 'activities'
                  AND jsonb_typeof(h.before) = 'array' AND jsonb_typeof(h.after) = 'array'
                  AND EXISTS (SELECT 1 FROM jsonb_array_elements(h.before) b
                                JOIN jsonb_array_elements(h.after) a ON a->>'activity' = b->>'activity'
                               WHERE jsonb_typeof(a->'hours') = 'array' AND jsonb_typeof(b->'hours') = 'array'
                                 AND a->'hours' <> b->'hours')))))`);
  return w;
}

/** The keyset condition after `after` for a sort key (rows strictly after it in the sort order). */
function afterCondition(p: Params, k: SortKey, after: RecordPosition): string {
  const op = k.dir === 'asc' ? '>' : '<';
  const id = p.p(after.i);
  if (k.expr === null) return `l.id ${op} ${id}::bigint`;
  if (k.nullable && after.v === null) return `(${k.expr} IS NULL AND l.id ${op} ${id}::bigint)`;
  const v = p.p(after.v);
  const cast = typeof after.v === 'number' ? '::float8' : '';
  const cmp = `(${k.expr} ${op} ${v}${cast} OR (${k.expr} = ${v}${cast} AND l.id ${op} ${id}::bigint))`;
  return k.nullable ? `(${k.expr} IS NULL OR ${cmp})` : cmp;
}

/**
 * ORDER BY of a sort key: nulls last written as NULLS LAST (not a leading `(expr IS NULL)` key), so
 * the keyset indexes of migrations 052 and 093 give rows in this order and a page reads no more.
 */
function orderBy(k: SortKey): string {
  const d = k.dir.toUpperCase();
  if (k.expr === null) return `l.id ${d}`;
  return `${k.expr} ${d}${k.nullable ? ' NULLS LAST' : ''}, l.id ${d}`;
}

export interface RecordPage {
  rows: LicenceApiRow[];
  /** The position after the last row when more may follow (a full page), else null. */
  next: RecordPosition | null;
}

/** One history or feed row as served (licensing spec 2.2, 2.3). */
export interface ChangeApiRow extends ChangeColumns {
  position: number;
  licence_id: number;
  record_public_id: string;
  observed_at: Date;
  observed_date: string;
  council_slug: string;
  council_name: string;
  premises_name: string | null;
  postcode: string | null;
  status: string;
}

export interface FeedFilters extends LicensingPlace {
  /** Row sources: event, change, correction. */
  sources: string[];
  eventTypes?: string[];
  changeTypes?: string[];
  significance?: string;
  alertable?: boolean;
  recordType?: string;
  types?: string[];
  regimes?: string[];
  activities?: string[];
  backfill: 'include' | 'exclude' | 'only';
  /** observed_date on or after this day. */
  changedSince?: string;
}

const CHANGE_COLUMNS = `c.position, c.id, c.licence_id, l.public_id AS record_public_id, c.record_type, c.type,
  c.regime, c.source, c.change_type, c.event_type, c.field, c.before, c.after, c.significance, c.alertable,
  c.backfill, c.event_date, c.event_date_precision, c.effective_date, c.observed_at, c.observed_date,
  co.slug AS council_slug, co.name AS council_name, l.premises_name, l.postcode, l.status`;

function feedConditions(p: Params, f: FeedFilters): string[] {
  // Council and postcode district from the row itself (licensing_changes_council_idx, _district_idx:
  // the district its record had when the row was written, migration 092); the other places from its
  // record.
  const w = [
    `c.source = ANY(${p.p(f.sources)}::text[])`,
    ...placeConditions(p, f, 'c.council_id', 'c.postcode_district'),
  ];
  if (f.eventTypes) w.push(`c.source = 'event' AND c.event_type = ANY(${p.p(f.eventTypes)}::text[])`);
  if (f.changeTypes) w.push(`c.change_type = ANY(${p.p(f.changeTypes)}::text[])`);
  if (f.significance) w.push(`c.source = 'event' AND c.significance = ${p.p(f.significance)}`);
  if (f.alertable) w.push(`c.source = 'event' AND c.alertable AND NOT c.backfill`);
  if (f.recordType) w.push(`c.record_type = ${p.p(f.recordType)}`);
  if (f.types) w.push(`c.type = ANY(${p.p(f.types)}::text[])`);
  if (f.regimes) w.push(`c.regime = ANY(${p.p(f.regimes)}::text[])`);
  if (f.activities) w.push(`l.activity_codes && ${p.p(f.activities)}::text[]`);
  if (f.backfill === 'exclude') w.push('NOT c.backfill');
  if (f.backfill === 'only') w.push('c.backfill');
  if (f.changedSince) w.push(`c.observed_date >= ${p.p(f.changedSince)}::date`);
  return w;
}

/** A page of the change feed, and the feed's head (its last visible position) as of the same read. */
export interface FeedPage {
  rows: ChangeApiRow[];
  head: number;
}

export interface RelatedApplicationRow {
  id: number;
  public_id: string;
  reference: string;
  council_slug: string;
  council_name: string;
  address: string | null;
  postcode: string | null;
  uprn: string | null;
  service_uprn: string | null;
  description: string | null;
  status: string | null;
  stage: string | null;
  procedure: string | null;
  date_received: string | null;
  date_decided: string | null;
  council_link: string | null;
}

const RELATED_COLUMNS = `a.id, a.public_id, a.reference, co.slug AS council_slug, co.name AS council_name,
  a.address, a.postcode, a.uprn, a.service_uprn, a.description, a.status, a.stage, a.procedure,
  a.date_received, a.date_decided, a.links->>'council' AS council_link`;

export class LicensingApiRepository {
  constructor(private readonly db: Knex) {}

  /** One page of licences or applications in `sort` order after `after`. */
  async search(input: {
    filters: RecordFilters;
    sort: RecordSort;
    after: RecordPosition | null;
    limit: number;
  }): Promise<RecordPage> {
    const p = new Params();
    const f = input.filters;
    const cols = recordColumns(p, f.staleBefore);
    const distance = f.point ? `ST_Distance(l.location, ${pointSql(p, f.point)})` : null;
    const k = sortKey(input.sort, distance);
    const w = recordConditions(p, f);
    if (input.after) w.push(afterCondition(p, k, input.after));
    const sql = `SELECT ${cols}${distance ? `, ${distance} AS distance_m` : ''}${k.expr ? `, ${k.expr} AS sort_key` : ''}
      ${RECORD_FROM} WHERE ${w.join(' AND ')} ORDER BY ${orderBy(k)} LIMIT ${p.p(input.limit)}`;
    const rows = await queryNative<LicenceApiRow>(this.db, sql, p.values);
    const last = rows.length === input.limit ? rows[rows.length - 1] : null;
    return { rows, next: last ? { v: last.sort_key ?? null, i: last.id } : null };
  }

  /** Records matching the whole query (total=1), or, with `cap`, at most cap + 1 of them. */
  async count(filters: RecordFilters, cap?: number): Promise<number> {
    const p = new Params();
    const w = recordConditions(p, filters);
    const inner = `SELECT 1 FROM licences l WHERE ${w.join(' AND ')}`;
    const sql =
      cap === undefined
        ? `SELECT count(*)::int AS n FROM licences l WHERE ${w.join(' AND ')}`
        : `SELECT count(*)::int AS n FROM (${inner} LIMIT ${p.p(cap + 1)}) t`;
    const [r] = await queryNative<{ n: number }>(this.db, sql, p.values);
    return r.n;
  }

  /** One record by public id (lic_ or lap_), with the served columns. */
  async byPublicId(publicId: string, staleBefore: string): Promise<LicenceApiRow | null> {
    const p = new Params();
    const cols = recordColumns(p, staleBefore);
    const rows = await queryNative<LicenceApiRow>(
      this.db,
      `SELECT ${cols} ${RECORD_FROM} WHERE l.public_id = ${p.p(publicId)}`,
      p.values,
    );
    return rows[0] ?? null;
  }

  /** Every row of a record's history, newest first (licensing spec 2.2). */
  async history(licenceId: number, sources: string[]): Promise<ChangeApiRow[]> {
    const p = new Params();
    return queryNative<ChangeApiRow>(
      this.db,
      `SELECT ${CHANGE_COLUMNS} FROM licensing_changes c JOIN licences l ON l.id = c.licence_id
         JOIN councils co ON co.id = c.council_id
        WHERE c.licence_id = ${p.p(licenceId)} AND c.source = ANY(${p.p(sources)}::text[])
        ORDER BY c.position DESC`,
      p.values,
    );
  }

  /**
   * A page of the change feed after position `after`, oldest first, with the feed's head read in the
   * same statement (one snapshot): positions become visible in order (the store's feed lock), so a
   * client continuing after the head misses nothing committed later.
   */
  async feed(filters: FeedFilters, after: number, limit: number): Promise<FeedPage> {
    const p = new Params();
    const w = feedConditions(p, filters);
    const afterP = p.p(after);
    // changed_since: start at the first position observed on or after that day, found exactly and
    // cheaply by walking the distinct observed dates (licensing_changes_observed_idx), one probe each.
    const start = filters.changedSince
      ? ` AND c.position >= coalesce((WITH RECURSIVE d AS (
            (SELECT observed_date, position FROM licensing_changes
              WHERE observed_date >= ${p.p(filters.changedSince)}::date ORDER BY observed_date, position LIMIT 1)
            UNION ALL
            SELECT n.observed_date, n.position FROM d, LATERAL (
              SELECT observed_date, position FROM licensing_changes
               WHERE observed_date > d.observed_date ORDER BY observed_date, position LIMIT 1) n)
          SELECT min(position) FROM d), 9223372036854775807)`
      : '';
    const sql = `SELECT h.head, pg.* FROM (SELECT coalesce(max(position), 0)::bigint AS head FROM licensing_changes) h
      LEFT JOIN LATERAL (
        SELECT ${CHANGE_COLUMNS} FROM licensing_changes c JOIN licences l ON l.id = c.licence_id
          JOIN councils co ON co.id = c.council_id
         WHERE c.position > ${afterP}::bigint${start} AND ${w.join(' AND ')}
         ORDER BY c.position LIMIT ${p.p(limit)}) pg ON true`;
    const rows = await queryNative<ChangeApiRow & { head: number }>(this.db, sql, p.values);
    const head = rows.length ? Number(rows[0].head) : 0;
    return { rows: rows.filter((r) => r.id !== null), head };
  }

  /** Live planning applications whose council or service UPRN is `uprn`, newest first. */
  async planningByUprn(uprn: string, limit: number): Promise<RelatedApplicationRow[]> {
    return queryNative<RelatedApplicationRow>(
      this.db,
      `SELECT ${RELATED_COLUMNS} FROM applications a JOIN councils co ON co.id = a.council_id
        WHERE a.id IN (SELECT id FROM applications WHERE uprn = $1
                       UNION SELECT id FROM applications WHERE service_uprn = $1)
        ORDER BY a.date_received DESC NULLS LAST, a.id DESC LIMIT $2`,
      [uprn, limit],
    );
  }

  /** Live planning applications at a full postcode (the address match is made by the caller). */
  async planningAtPostcode(postcodeNorm: string, limit: number): Promise<RelatedApplicationRow[]> {
    return queryNative<RelatedApplicationRow>(
      this.db,
      `SELECT ${RELATED_COLUMNS} FROM applications a JOIN councils co ON co.id = a.council_id
        WHERE a.postcode_norm = $1
        ORDER BY a.date_received DESC NULLS LAST, a.id DESC LIMIT $2`,
      [postcodeNorm, limit],
    );
  }

  /**
   * The councils a place touches, by the postcode directory (postcodes.lad_code = councils.ons_code):
   * the councils of a postcode unit, district or sector, or of the postcodes inside a circle or box,
   * and for a circle or box also the council of the postcode nearest its centre (within 5 km), so a
   * small circle or box holding no postcode still names the council it lies in; for a UPRN, the
   * council of the postcode nearest its point (uprn_points). Empty when the directory (or its council
   * codes) is not loaded. A council place names its councils itself.
   */
  async councilsInPlace(place: LicensingPlace): Promise<string[]> {
    const p = new Params();
    const w: string[] = [];
    const pc = place.postcode;
    if (pc?.kind === 'full') w.push(`p.postcode_norm = ${p.p(pc.norm)}`);
    else if (pc?.kind === 'district' || pc?.kind === 'sector') {
      const prefix = pc.kind === 'sector' ? pc.norm : pc.district;
      const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
      w.push(`p.postcode_norm >= ${p.p(prefix)} AND p.postcode_norm < ${p.p(upper)}`);
      w.push(`left(p.postcode_norm, length(p.postcode_norm) - 3) = ${p.p(pc.district)}`);
    }
    let centre: string | null = null;
    if (place.point) {
      centre = pointSql(p, place.point);
      w.push(`ST_DWithin(p.location, ${centre}, ${p.p(place.point.radius)}::float8)`);
    }
    if (place.bbox) {
      const b = place.bbox;
      w.push(
        `p.location && ST_MakeEnvelope(${p.p(b.minLng)}::float8, ${p.p(b.minLat)}::float8, ${p.p(b.maxLng)}::float8, ${p.p(b.maxLat)}::float8, 4326)::geography`,
      );
      centre = pointSql(p, { lng: (b.minLng + b.maxLng) / 2, lat: (b.minLat + b.maxLat) / 2 });
    }
    const nearestTo = (point: string) => `SELECT n.lad_code FROM (SELECT p.lad_code FROM postcodes p
            WHERE p.lad_code IS NOT NULL AND ST_DWithin(p.location, ${point}, 5000)
            ORDER BY p.location <-> ${point} LIMIT 1) n`;
    const parts: string[] = [];
    if (w.length)
      parts.push(
        `SELECT DISTINCT p.lad_code FROM postcodes p WHERE p.lad_code IS NOT NULL AND ${w.join(' AND ')}`,
      );
    if (centre) parts.push(nearestTo(centre));
    if (place.uprn)
      parts.push(
        nearestTo(`(SELECT ST_SetSRID(ST_MakePoint(u.lng, u.lat), 4326)::geography FROM uprn_points u
                     WHERE u.uprn = ${p.p(place.uprn)})`),
      );
    if (!parts.length) return [];
    const rows = await queryNative<{ slug: string }>(
      this.db,
      `SELECT DISTINCT co.slug FROM (${parts.join(' UNION ')}) d
         JOIN councils co ON co.ons_code = d.lad_code ORDER BY co.slug LIMIT 100`,
      p.values,
    );
    return rows.map((r) => r.slug);
  }

  /**
   * Whether each council's licensing register is read (an enabled source read successfully and not
   * broken) and when it was last read: meta.coverage of a search (licensingCoverage has the counts).
   */
  async readState(
    slugs: string[],
  ): Promise<{ council: string; name: string; nation: string; read: boolean; last_read: Date | null }[]> {
    return queryNative(
      this.db,
      `SELECT c.slug AS council, c.name, c.nation,
              coalesce(bool_or(r.enabled AND r.last_success_at IS NOT NULL AND NOT r.broken), false) AS read,
              max(r.last_success_at) FILTER (WHERE r.enabled) AS last_read
         FROM councils c LEFT JOIN council_registers r ON r.council_id = c.id AND r.register = 'licensing'
        WHERE c.slug = ANY($1::text[])
        GROUP BY c.id ORDER BY c.slug`,
      [slugs],
    );
  }
}
