// HMO licences as the API reads them (spec 2.9, 4.11): a page of a search on a keyset cursor, one
// licence by id. licence_status is computed here for the day asked (the SQL twin of
// enrich/normalise/hmo/status-on.ts hmoStatusOn): past its expiry a licence is `expired` whatever
// the register says, a decision that ended it stands. The `active` filter is a licence licensed for
// the day and still on its register as last read.
import type { Knex } from 'knex';
import { HMO_FINAL_STATUSES, type HmoStatusFilter } from '../../domain/hmo/vocabulary.js';
import type { PostcodeMatch } from '../planning/applications.repository.js';

export interface HmoFilters {
  councilId?: number;
  postcode?: PostcodeMatch;
  status?: HmoStatusFilter[];
  licenceTypes?: string[];
  minOccupants?: number;
  minHouseholds?: number;
  /** Months: licences whose expiry falls from the day to this many months after it. */
  expiresWithin?: number;
  planning?: 'hmo_use' | 'any' | 'none';
  /** exclude (default): licences still on their register; include; only: those no longer listed. */
  removed: 'exclude' | 'include' | 'only';
  /** first_seen on or after this day. */
  firstSeenSince?: string;
  ward?: string;
}

export type HmoSortKey = 'newest' | 'expiry';

/** A page position: the sort date (null past the dated rows) and the id. */
export interface HmoPosition {
  d: string | null;
  i: number;
}

export interface HmoLicenceRow extends Record<string, unknown> {
  id: number;
  licence_start: string | null;
  licence_expiry: string | null;
}

const FINAL = HMO_FINAL_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * A licence's end: its expiry, 'infinity' where it has none (migration 100 indexes it). "No expiry or
 * an expiry on or after the day" is one range on it (`>= day`), and its ascending order is expiry
 * ascending with no expiry last; a register date is never infinite, so the end is the expiry wherever
 * there is one.
 */
const EXPIRY_END = "coalesce(l.licence_expiry, 'infinity'::date)";

/** licence_status for the day bound to ?: the register's word, expired past expiry, ended decisions kept. */
export const LICENCE_STATUS_SQL = `CASE WHEN l.status IN (${FINAL}) THEN l.status
  WHEN l.licence_expiry < ?::date THEN 'expired' ELSE l.status END`;

const COLUMNS = `l.id, c.slug AS council, c.name AS council_name,
  CASE WHEN r.broken THEN 'grey' ELSE l.coverage END AS coverage,
  l.lad_code, l.licence_key, l.licence_ref, l.record_type, l.address, l.postcode, l.uprn, l.lat, l.lng,
  l.geo_source, l.geo_precision, l.licence_type, ${LICENCE_STATUS_SQL} AS licence_status, l.status_raw, l.scheme,
  l.licence_start, l.licence_start_precision, l.licence_expiry, l.licence_expiry_precision,
  l.max_occupants, l.max_households, l.storeys, l.bedrooms, l.living_rooms, l.kitchens, l.kitchens_shared,
  l.bathrooms, l.bathrooms_shared, l.toilets, l.toilets_shared, l.units, l.units_self_contained,
  l.units_non_self_contained, l.property_type, l.property_description, l.ward, l.licence_conditions,
  l.amenities_description, l.tribunal_referrals, l.tribunal_decisions, l.notes, l.application_type,
  l.application_date, l.application_date_precision, l.decision_date, l.decision_date_precision,
  l.first_licensed, l.first_licensed_precision, l.last_inspected, l.last_inspected_precision,
  l.licence_term_months, l.built_from_year, l.built_to_year, l.habitable_rooms, l.sinks, l.sinks_shared,
  l.wash_basins, l.wash_basins_shared, l.source_date, l.first_seen_at, l.last_seen_at, l.removed_at,
  l.planning_applications, l.planning_hmo_use, l.planning_latest_date,
  l.council_register_id, r.name AS register_name, r.url AS register_url, cc.licence AS register_licence`;

const FROM = `FROM hmo_licences l
  JOIN councils c ON c.id = l.council_id
  JOIN council_registers r ON r.id = l.council_register_id
  LEFT JOIN hmo_council_coverage cc ON cc.council_id = l.council_id`;

/** The WHERE clauses of the filters, with their bindings (the day is bound where a clause needs it). */
function where(f: HmoFilters, asOf: string): { sql: string[]; bindings: unknown[] } {
  const sql: string[] = [];
  const b: unknown[] = [];
  if (f.councilId !== undefined) {
    sql.push('l.council_id = ?');
    b.push(f.councilId);
  }
  const pc = f.postcode;
  if (pc?.kind === 'full') {
    sql.push('l.postcode_norm = ?');
    b.push(pc.norm);
  } else if (pc?.kind === 'sector') {
    sql.push('l.postcode_district = ? AND l.postcode_norm LIKE ?');
    b.push(pc.district, `${pc.norm}__`);
  } else if (pc?.kind === 'district') {
    sql.push('l.postcode_district = ?');
    b.push(pc.district);
  } else if (pc?.kind === 'area') {
    sql.push("l.postcode_district ~ ('^' || ? || '[0-9]')");
    b.push(pc.area);
  }
  if (f.status?.length) {
    const parts: string[] = [];
    for (const s of f.status) {
      if (s === 'active') {
        parts.push(`(l.status = 'licensed' AND l.removed_at IS NULL AND ${EXPIRY_END} >= ?::date)`);
        b.push(asOf);
      } else if (s === 'expired') {
        parts.push(`(l.status = 'expired' OR (l.status NOT IN (${FINAL}) AND ${EXPIRY_END} < ?::date))`);
        b.push(asOf);
      } else if ((HMO_FINAL_STATUSES as readonly string[]).includes(s)) {
        parts.push('l.status = ?');
        b.push(s);
      } else {
        parts.push(`(l.status = ? AND ${EXPIRY_END} >= ?::date)`);
        b.push(s, asOf);
      }
    }
    sql.push(parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
  }
  if (f.licenceTypes?.length === 1) {
    // An equality, so the type's index (migration 101) gives the page's order.
    sql.push('l.licence_type = ?');
    b.push(f.licenceTypes[0]);
  } else if (f.licenceTypes?.length) {
    sql.push('l.licence_type = ANY(?::text[])');
    b.push(f.licenceTypes);
  }
  if (f.minOccupants !== undefined) {
    sql.push('l.max_occupants >= ?');
    b.push(f.minOccupants);
  }
  if (f.minHouseholds !== undefined) {
    sql.push('l.max_households >= ?');
    b.push(f.minHouseholds);
  }
  if (f.expiresWithin !== undefined) {
    sql.push(`${EXPIRY_END} >= ?::date AND ${EXPIRY_END} < (?::date + make_interval(months => ?))::date`);
    b.push(asOf, asOf, f.expiresWithin);
  }
  if (f.planning === 'hmo_use') sql.push('l.planning_hmo_use > 0');
  else if (f.planning === 'any') sql.push('l.planning_applications > 0');
  else if (f.planning === 'none') sql.push('l.planning_applications = 0');
  if (f.removed === 'exclude') sql.push('l.removed_at IS NULL');
  else if (f.removed === 'only') sql.push('l.removed_at IS NOT NULL');
  if (f.firstSeenSince) {
    sql.push('l.first_seen_at >= ?::date');
    b.push(f.firstSeenSince);
  }
  if (f.ward) {
    sql.push('lower(l.ward) = lower(?)');
    b.push(f.ward);
  }
  return { sql, bindings: b };
}

export class HmoLicencesRepository {
  constructor(private readonly db: Knex) {}

  /** One page in the sort's order after `after`; `limit + 1` rows are read to know a next page. */
  async search(
    f: HmoFilters,
    opts: { sort: HmoSortKey; limit: number; after: HmoPosition | null; asOf: string },
  ): Promise<{ rows: HmoLicenceRow[]; next: HmoPosition | null }> {
    const w = where(f, opts.asOf);
    const a = opts.after;
    let order: string;
    if (opts.sort === 'expiry') {
      // On the end (EXPIRY_END): no expiry sorts last as 'infinity', so a position past the dated
      // rows ({d: null}) is the end 'infinity', and one row comparison (an index range) resumes
      // from either.
      if (a) {
        w.sql.push(`(${EXPIRY_END}, l.id) > (?::date, ?)`);
        w.bindings.push(a.d ?? 'infinity', a.i);
      }
      order = `${EXPIRY_END} ASC, l.id ASC`;
    } else {
      const col = 'l.licence_start';
      if (a) {
        if (a.d === null) {
          w.sql.push(`${col} IS NULL AND l.id < ?`);
          w.bindings.push(a.i);
        } else {
          w.sql.push(`(${col} < ?::date OR (${col} = ?::date AND l.id < ?) OR ${col} IS NULL)`);
          w.bindings.push(a.d, a.d, a.i);
        }
      }
      order = `${col} DESC NULLS LAST, l.id DESC`;
    }
    const sql = `SELECT ${COLUMNS} ${FROM} ${w.sql.length ? `WHERE ${w.sql.join(' AND ')}` : ''}
      ORDER BY ${order} LIMIT ?`;
    const r = await this.db.raw<{ rows: HmoLicenceRow[] }>(sql, [
      opts.asOf,
      ...w.bindings,
      opts.limit + 1,
    ] as never);
    const rows = r.rows;
    let next: HmoPosition | null = null;
    if (rows.length > opts.limit) {
      rows.length = opts.limit;
      const last = rows[rows.length - 1];
      next = { d: (opts.sort === 'expiry' ? last.licence_expiry : last.licence_start) ?? null, i: last.id };
    }
    return { rows, next };
  }

  async byId(id: number, asOf: string): Promise<HmoLicenceRow | null> {
    const r = await this.db.raw<{ rows: HmoLicenceRow[] }>(`SELECT ${COLUMNS} ${FROM} WHERE l.id = ?`, [
      asOf,
      id,
    ]);
    return r.rows[0] ?? null;
  }
}
