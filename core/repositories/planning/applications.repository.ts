// Reads of applications for the API (spec 4.1-4.3): search on a keyset cursor over live records then
// archive records, by id, nearby. Every filter of spec 4.1 maps to where-clauses in one function
// (filterConditions), so a new parameter (changed_since, issue 8) is one more branch there.
//
// Sort order of search: newest received first, `date_received DESC NULLS LAST, id DESC`, live records
// before archive records. The cursor walks four segments in order: live with a received date, live
// without one, archive with a received date, archive without one. Each segment is an index-ordered
// keyset scan (`(date_received, id) < (d, i)`), never OFFSET, so a page costs the same at any depth and
// rows inserted between pages never shift or repeat the rows after the cursor.
import type { Knex } from 'knex';
import { queryNamed, queryNative } from '../../db.js';
import {
  chargeOf,
  liveRecordKeySql,
  METER_COLUMNS,
  meterCall,
  meterValues,
  recordKeySql,
  type MeterArgs,
  type MeterRow,
  type RecordCharge,
} from '../usage.repository.js';

export interface ApplicationRow {
  id: number;
  public_id: string;
  source: 'live' | 'historical';
  council_id: number;
  council_slug: string;
  council_name: string;
  reference: string;
  nation: string;
  address: string | null;
  postcode: string | null;
  ward: string | null;
  parish: string | null;
  parish_code: string | null;
  uprn: string | null;
  service_uprn: string | null;
  service_uprn_source: string | null;
  description: string | null;
  status: string | null;
  stage: string | null;
  procedure: string | null;
  planning_route: string | null;
  category: string | null;
  categories: string[] | null;
  dwelling_count: number | null;
  commercial: boolean | null;
  commercial_work: string | null;
  commercial_use_class: string | null;
  floorspace_sqm: number | null;
  major_development: boolean | null;
  committee: unknown;
  decision: unknown;
  appeal: unknown;
  date_received: string | null;
  date_validated: string | null;
  date_decided: string | null;
  date_received_precision: string | null;
  date_decided_precision: string | null;
  key_dates: unknown;
  lat: number | null;
  lng: number | null;
  last_sale: unknown;
  sales: unknown;
  freehold_owner: unknown;
  leaseholders: unknown;
  constraints: unknown;
  outline: unknown;
  documents_count: number | null;
  comments: unknown;
  links: unknown;
  contact: unknown;
  changed_at: Date | string | null;
  /** Single-record reads only (findLive): list pages do not serve them. */
  created_at?: Date | string | null;
  updated_at?: Date | string | null;
  distance_m?: number | null;
}

// The same column list from both tables, so a row has one shape whatever its source. created_at and
// updated_at are served on single records only (spec 4.2): list pages do not read them (parsing two
// timestamps per row was a tenth of a page's row parsing).
const liveColumns = `a.id, a.public_id, 'live'::text AS source, a.council_id, c.slug AS council_slug,
  c.name AS council_name, a.reference, a.nation, a.address, a.postcode, a.ward, a.parish, a.parish_code,
  a.uprn, a.service_uprn, a.service_uprn_source, a.description, a.status, a.stage, a.procedure,
  a.planning_route, a.category, a.categories, a.dwelling_count, a.commercial, a.commercial_work,
  a.commercial_use_class, a.floorspace_sqm, a.major_development, a.committee, a.decision, a.appeal,
  a.date_received, a.date_validated, a.date_decided, a.date_received_precision, a.date_decided_precision,
  a.key_dates, ST_Y(a.location::geometry) AS lat, ST_X(a.location::geometry) AS lng, a.last_sale, a.sales,
  a.freehold_owner, a.leaseholders, a.constraints, a.outline, a.documents_count, a.comments, a.links,
  a.contact, a.changed_at`;

const archiveColumns = `a.id, a.public_id, 'historical'::text AS source, a.council_id, c.slug AS council_slug,
  c.name AS council_name, a.reference, a.nation, a.address, a.postcode, a.ward, NULL::text AS parish,
  NULL::text AS parish_code, a.uprn, NULL::text AS service_uprn, NULL::text AS service_uprn_source,
  a.description, a.stage AS status, a.stage, a.procedure, a.planning_route, NULL::text AS category,
  NULL::text[] AS categories, a.dwelling_count, NULL::boolean AS commercial, NULL::text AS commercial_work,
  NULL::text AS commercial_use_class, NULL::float8 AS floorspace_sqm, NULL::boolean AS major_development,
  NULL::jsonb AS committee, NULL::jsonb AS decision, NULL::jsonb AS appeal, a.date_received,
  a.date_validated, a.date_decided, a.date_received_precision, a.date_decided_precision,
  NULL::jsonb AS key_dates, ST_Y(a.location::geometry) AS lat, ST_X(a.location::geometry) AS lng,
  NULL::jsonb AS last_sale, NULL::jsonb AS sales, a.freehold_owner, NULL::jsonb AS leaseholders,
  NULL::jsonb AS constraints, NULL::jsonb AS outline, NULL::int AS documents_count, NULL::jsonb AS comments,
  a.links, NULL::jsonb AS contact, a.loaded_at AS changed_at`;

export type PostcodeMatch =
  | { kind: 'full'; norm: string }
  | { kind: 'sector'; norm: string; district: string }
  | { kind: 'district'; district: string }
  | { kind: 'area'; area: string };

/** Validated filters of spec 4.1, already normalised by the service. */
export interface ApplicationFilters {
  postcode?: PostcodeMatch;
  councilId?: number;
  nation?: string;
  categories?: string[];
  q?: string;
  referenceNorm?: string;
  status?: string;
  stages?: string[];
  procedures?: string[];
  commercialWork?: string[];
  committee?: boolean;
  major?: 'schemes' | 'all';
  parishCode?: string;
  dmin?: number;
  ownerCompany?: string;
  ownerScope?: 'company' | 'group';
  leaseholderCompany?: string;
  ownerType?: 'any' | 'public' | 'housing' | 'overseas';
  minPrice?: number;
  maxPrice?: number;
  minFloorArea?: number;
  maxFloorArea?: number;
  epcRatings?: string[];
  dateFrom?: string;
  dateTo?: string;
  decidedFrom?: string;
  decidedTo?: string;
  /** changed_since (issue 8): an ISO instant; content changed at or after it. Live only. */
  changedSince?: string;
}

/** Filters that exist only on live records (spec 4.1): their presence keeps the archive out. */
export const LIVE_ONLY_FILTERS: (keyof ApplicationFilters)[] = [
  'categories',
  'status',
  'commercialWork',
  'committee',
  'major',
  'parishCode',
  'dmin',
  'ownerCompany',
  'leaseholderCompany',
  'ownerType',
  'minPrice',
  'maxPrice',
  'minFloorArea',
  'maxFloorArea',
  'epcRatings',
  'decidedFrom',
  'decidedTo',
  'changedSince',
];

export type Table = 'live' | 'archive';

/** The procedures of the "major schemes" (spec 4.1 major=1): full, outline, reserved matters, variations. */
const MAJOR_SCHEME_PROCEDURES = ['full', 'outline', 'reserved-matters', 'amendment'];

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** One where-condition: SQL with `?` placeholders, and their values in order. */
interface Condition {
  sql: string;
  values: unknown[];
}

const inList = (col: string, xs: readonly unknown[]): Condition => ({
  sql: `${col} IN (${xs.map(() => '?').join(', ')})`,
  values: [...xs],
});

/**
 * Maps validated filters to where-conditions on alias `a` of the live or archive table. The one place a
 * query parameter becomes SQL (applyFilters gives them to a knex builder; the API's page statements
 * are written out with them directly, see NativeSql). Archive queries only ever receive
 * archive-capable filters.
 */
function filterConditions(f: ApplicationFilters, table: Table): Condition[] {
  const out: Condition[] = [];
  const add = (sql: string, ...values: unknown[]) => out.push({ sql, values });
  if (f.postcode) {
    const p = f.postcode;
    if (p.kind === 'full') add('a.postcode_norm = ?', p.norm);
    else if (p.kind === 'district') add('a.postcode_district = ?', p.district);
    else if (p.kind === 'sector') {
      add('a.postcode_district = ?', p.district);
      add("a.postcode_norm LIKE ? ESCAPE '\\'", `${likeEscape(p.norm)}%`);
    } else add('a.postcode_district ~ ?', `^${p.area}[0-9]`);
  }
  if (f.councilId !== undefined) add('a.council_id = ?', f.councilId);
  if (f.nation) add('a.nation = ?', f.nation);
  if (f.q)
    add(
      "(a.search @@ plainto_tsquery('english', ?) OR a.reference_norm = ?)",
      f.q,
      f.q.toUpperCase().replace(/\s+/g, ''),
    );
  if (f.referenceNorm) add('a.reference_norm = ?', f.referenceNorm);
  if (f.stages?.length) out.push(inList('a.stage', f.stages));
  if (f.procedures?.length) out.push(inList('a.procedure', f.procedures));
  if (f.dateFrom) add('a.date_received >= ?', f.dateFrom);
  if (f.dateTo) add('a.date_received <= ?', f.dateTo);
  if (table !== 'live') return out;
  if (f.categories?.length) add('a.categories && ?::text[]', f.categories);
  if (f.status) add("a.status ILIKE ? ESCAPE '\\'", `%${likeEscape(f.status)}%`);
  if (f.commercialWork?.length) out.push(inList('a.commercial_work', f.commercialWork));
  if (f.committee) add('a.committee IS NOT NULL');
  if (f.major === 'schemes') {
    add('a.major_development = ?', true);
    out.push(inList('a.procedure', MAJOR_SCHEME_PROCEDURES));
  } else if (f.major === 'all') add('a.major_development = ?', true);
  if (f.parishCode) add('a.parish_code = ?', f.parishCode);
  if (f.dmin !== undefined) add('a.dwelling_count >= ?', f.dmin);
  if (f.ownerCompany) {
    const col = f.ownerScope === 'group' ? 'a.owner_group_numbers' : 'a.owner_company_numbers';
    add(`${col} @> ARRAY[?]::text[]`, f.ownerCompany);
  }
  if (f.leaseholderCompany) add('a.leaseholder_company_numbers @> ARRAY[?]::text[]', f.leaseholderCompany);
  if (f.ownerType === 'any') add("cardinality(coalesce(a.owner_types, '{}')) > 0");
  else if (f.ownerType) add('a.owner_types @> ARRAY[?]::text[]', f.ownerType);
  if (f.minPrice !== undefined) add('a.last_sale_price >= ?', f.minPrice);
  if (f.maxPrice !== undefined) add('a.last_sale_price <= ?', f.maxPrice);
  if (f.minPrice !== undefined || f.maxPrice !== undefined) add('a.last_sale_price IS NOT NULL');
  if (f.minFloorArea !== undefined) add('a.floor_area >= ?', f.minFloorArea);
  if (f.maxFloorArea !== undefined) add('a.floor_area <= ?', f.maxFloorArea);
  if (f.minFloorArea !== undefined || f.maxFloorArea !== undefined) add('a.floor_area IS NOT NULL');
  if (f.epcRatings?.length) out.push(inList('a.epc_rating', f.epcRatings));
  if (f.decidedFrom) add('a.date_decided >= ?', f.decidedFrom);
  if (f.decidedTo) add('a.date_decided <= ?', f.decidedTo);
  if (f.decidedFrom || f.decidedTo) add('a.date_decided IS NOT NULL');
  if (f.changedSince) add('a.changed_at >= ?', f.changedSince);
  return out;
}

/** filterConditions on a knex builder (counts, archiveExists, exports). */
export function applyFilters(q: Knex.QueryBuilder, f: ApplicationFilters, table: Table): Knex.QueryBuilder {
  for (const c of filterConditions(f, table)) q.whereRaw(c.sql, c.values as Knex.RawBinding[]);
  return q;
}

/**
 * A statement written out with native placeholders ($1, $2, ...), for the API's page and record
 * statements: building them through knex cost about 0.1 ms of CPU per request (knex's builder and
 * compiler), more than validating and parsing the request's parameters.
 */
class NativeSql {
  readonly values: unknown[] = [];

  /** A placeholder for `v`. */
  bind(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }

  /** `sql` with its `?` placeholders numbered and their values bound. */
  cond(c: Condition): string {
    let i = 0;
    return c.sql.replace(/\?/g, () => this.bind(c.values[i++]));
  }

  /** The WHERE clause of conditions already numbered, or ''. */
  static where(parts: string[]): string {
    return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  }
}

/** SELECT of the record columns (and `extra` columns) FROM the table joined to its council. */
export function recordSelect(table: Table, extra = ''): string {
  return table === 'live'
    ? `SELECT ${liveColumns}${extra} FROM applications a JOIN councils c ON c.id = a.council_id`
    : `SELECT ${archiveColumns}${extra} FROM archive_applications a JOIN councils c ON c.id = a.council_id`;
}

// A live record by numeric or public id (ApplicationsRepository.findLive), and the same with its
// metering (findLiveMetered).
const singleColumns = ', a.created_at, a.updated_at';
const findLiveByIdSql = `${recordSelect('live', singleColumns)} WHERE a.id = $1 LIMIT 1`;
const findLiveByPublicIdSql = `${recordSelect('live', singleColumns)} WHERE a.public_id = $1 LIMIT 1`;
const withMeter = (find: string) => `WITH r AS MATERIALIZED (${find}),
      m AS (SELECT * FROM ${meterCall(2, `ARRAY(SELECT ${liveRecordKeySql('r.id')} FROM r)`)})
      SELECT to_jsonb(m) AS plandata_meter, r.* FROM m LEFT JOIN r ON true`;
const findLiveMeteredByIdSql = withMeter(findLiveByIdSql);
const findLiveMeteredByPublicIdSql = withMeter(findLiveByPublicIdSql);

/** A position in the walk: segment index, received date of the last row, id of the last row. */
export interface SearchPosition {
  s: number;
  d: string | null;
  i: number;
  /** changed_since walks only: the horizon (an instant, text) fixed on the first page (issue 8). */
  h?: string;
}

interface Segment {
  table: Table;
  dated: boolean;
}

export interface SearchInput {
  filters: ApplicationFilters;
  includeArchive: boolean;
  limit: number;
  after: SearchPosition | null;
  /**
   * Meter the page in the statement that reads it (see PageMetering). A promise when the metering's
   * arguments are known only later (the request's per-minute decision, api/plugins/limits.ts): the
   * statement is built meanwhile and sent once it resolves.
   */
  meter?: MeterArgs | Promise<MeterArgs>;
}

/**
 * What the statement that read a page did with its metering (spec 8): the plandata_meter call ran
 * (counting the request when `countRequest`); the page's records were charged too when `complete`,
 * i.e. when that statement alone decided which records the page holds. Otherwise (the page goes on
 * into another segment, or a nearby page's last distance is tied past the fetch) the caller charges
 * the page's records itself.
 */
export interface PageMetering {
  /** The metering call the statement made. */
  meter: MeterArgs;
  charge: RecordCharge;
  complete: boolean;
}

export interface SearchPage {
  rows: ApplicationRow[];
  /** Position after the last row, or null at the real end of results. */
  next: SearchPosition | null;
  /** Whether the first row after this page comes from the archive. */
  nextIsArchive: boolean;
  /** Present when the input asked for metering. */
  metering?: PageMetering;
}

/** The horizon of the change feed (see changedFeed). */
const FEED_HORIZON_SQL = `SELECT least(statement_timestamp(), min(xact_start)) - interval '1 second' AS h
  FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
    AND backend_type = 'client backend'`;

interface MeteredRead {
  meter: MeterArgs | Promise<MeterArgs>;
  /** Source of the rows, for their record keys. */
  source: 'live' | 'historical';
  /** The page's order over the read's output columns (alias r). */
  order: string;
  /** Rows the page delivers of those read (the read fetches more, to know what follows). */
  pageRows: number;
  /** SQL over r: true when the read alone decides the page's records (PageMetering.complete). */
  complete: string;
}

const meterOut = METER_COLUMNS.map((c) => `m.${c} AS _meter_${c}`).join(', ');

export class ApplicationsRepository {
  constructor(private readonly db: Knex) {}

  private segments(f: ApplicationFilters, includeArchive: boolean): Segment[] {
    // A received-date range never matches an undated record, so those segments are skipped.
    const ranged = Boolean(f.dateFrom || f.dateTo);
    const out: Segment[] = [{ table: 'live', dated: true }];
    if (!ranged) out.push({ table: 'live', dated: false });
    if (includeArchive) {
      out.push({ table: 'archive', dated: true });
      if (!ranged) out.push({ table: 'archive', dated: false });
    }
    return out;
  }

  /**
   * Runs `read` and the metering of the page it reads (plandata_meter: the request and the records of
   * the first `pageRows` rows in `order`) in one statement, so a page costs one round trip. The read
   * runs as it would alone (a materialised CTE) and is reported on the query event as the statement's
   * read part. The records are charged only when `complete` holds (see PageMetering).
   */
  private async readMetered<R extends { id: number }>(
    read: NativeSql,
    sql: string,
    p: MeteredRead,
  ): Promise<{ rows: R[]; metering: PageMetering }> {
    const bindings = read.values;
    // LIMIT 1 on the meter's one row: a set-returning function is estimated at 1,000 rows, and a
    // page's estimate times that passes jit_above_cost (JIT compiling took 80 ms of a 1 ms statement).
    const pageKeys = `CASE WHEN (SELECT complete FROM c) THEN ARRAY(SELECT ${recordKeySql(p.source, 'r.id')}
      FROM r ORDER BY ${p.order} LIMIT ${Math.trunc(p.pageRows)}) END`;
    const text = `WITH r AS MATERIALIZED (${sql}),
      c AS (SELECT (${p.complete}) AS complete),
      m AS (SELECT * FROM ${meterCall(bindings.length + 1, pageKeys)} LIMIT 1)
      SELECT r.*, c.complete AS _meter_complete, ${meterOut}
      FROM m CROSS JOIN c LEFT JOIN r ON true ORDER BY ${p.order}`;
    const meter = await p.meter;
    const out = await queryNative<R & Record<string, unknown>>(
      this.db,
      text,
      [...bindings, ...meterValues(meter)],
      { read: { sql, bindings } },
    );
    const first = out[0];
    const m = {} as Record<string, unknown>;
    for (const col of METER_COLUMNS) m[col] = first[`_meter_${col}`];
    // No row read: the one row is the metering alone, its read columns null.
    const rows = first.id === null ? [] : out;
    return {
      rows,
      metering: {
        meter,
        charge: chargeOf(m as unknown as MeterRow),
        complete: first._meter_complete === true,
      },
    };
  }

  /** One page of search results (limit rows) and the position after it. */
  async search(input: SearchInput): Promise<SearchPage> {
    if (input.filters.changedSince) return this.changedFeed(input);
    const segs = this.segments(input.filters, input.includeArchive);
    const rows: ApplicationRow[] = [];
    // The segment of each row (kept beside the rows: copying 55-column rows costs more than the rest).
    const rowSeg: number[] = [];
    let metering: PageMetering | undefined;
    const start = input.after?.s ?? 0;
    for (let s = start; s < segs.length && rows.length <= input.limit; s++) {
      const seg = segs[s];
      const after = input.after && input.after.s === s ? input.after : null;
      const q = new NativeSql();
      const where = filterConditions(input.filters, seg.table).map((c) => q.cond(c));
      if (seg.dated) {
        where.push('a.date_received IS NOT NULL');
        if (after)
          where.push(`(a.date_received, a.id) < (${q.bind(after.d)}::date, ${q.bind(after.i)}::bigint)`);
      } else {
        where.push('a.date_received IS NULL');
        if (after) where.push(`a.id < ${q.bind(after.i)}`);
      }
      // The segment's order, over the table (alias a) or the read's output (alias r).
      const order = (t: string) =>
        seg.dated ? `${t}.date_received DESC NULLS LAST, ${t}.id DESC` : `${t}.id DESC`;
      const sql = `${recordSelect(seg.table)} ${NativeSql.where(where)} ORDER BY ${order('a')} LIMIT ${q.bind(input.limit + 1 - rows.length)}`;
      let got: ApplicationRow[];
      if (input.meter && !metering) {
        // The first statement meters; it alone decides the page when it is the last segment or
        // read past the page.
        const res = await this.readMetered<ApplicationRow>(q, sql, {
          meter: input.meter,
          source: seg.table === 'live' ? 'live' : 'historical',
          order: order('r'),
          pageRows: input.limit,
          complete: `${s === segs.length - 1} OR (SELECT count(*) FROM r) > ${Math.trunc(input.limit)}`,
        });
        got = res.rows;
        metering = res.metering;
      } else got = await queryNative<ApplicationRow>(this.db, sql, q.values);
      for (const r of got) {
        rows.push(r);
        rowSeg.push(s);
      }
    }
    const more = rows.length > input.limit;
    const last = rows[Math.min(rows.length, input.limit) - 1];
    const next = more && last ? { s: rowSeg[input.limit - 1], d: last.date_received, i: last.id } : null;
    const nextIsArchive = more ? segs[rowSeg[input.limit]].table === 'archive' : false;
    return {
      rows: more ? rows.slice(0, input.limit) : rows,
      next,
      nextIsArchive,
      ...(metering ? { metering } : {}),
    };
  }

  /**
   * Whole-query match count, live plus archive when included (spec 2.1 meta.total). A count stops at
   * `cap` (+1 tells that it was clamped): live counts under a price filter stop at 10,000, archive counts
   * at `archiveCap`.
   */
  async count(
    f: ApplicationFilters,
    includeArchive: boolean,
    archiveCap: number,
  ): Promise<{ total: number; capped: boolean }> {
    const liveCap = f.minPrice !== undefined || f.maxPrice !== undefined ? 10_000 : null;
    const live = await this.countTable(f, 'live', liveCap);
    let total = live.n;
    let capped = live.capped;
    if (includeArchive) {
      const arch = await this.countTable(f, 'archive', archiveCap);
      total += arch.n;
      capped ||= arch.capped;
    }
    return { total, capped };
  }

  private async countTable(
    f: ApplicationFilters,
    table: Table,
    cap: number | null,
  ): Promise<{ n: number; capped: boolean }> {
    const t = table === 'live' ? 'applications' : 'archive_applications';
    const inner = applyFilters(this.db({ a: t }).select(this.db.raw('1')), f, table);
    if (cap !== null) inner.limit(cap + 1);
    const r = (await this.db.from(inner.as('m')).count({ n: '*' }).first()) as { n: number | string };
    const n = Number(r.n);
    return cap !== null && n > cap ? { n: cap, capped: true } : { n, capped: false };
  }

  /** Whether any archive record matches (meta.historical_available for plans without the archive). */
  async archiveExists(f: ApplicationFilters): Promise<boolean> {
    const q = applyFilters(
      this.db({ a: 'archive_applications' }).select(this.db.raw('1')),
      f,
      'archive',
    ).limit(1);
    return ((await q) as unknown[]).length > 0;
  }

  /** A live record by public id or numeric id. */
  async findLive(id: string): Promise<ApplicationRow | null> {
    const { numeric, sql, bindings } = this.findLiveSql(id);
    // A look-up by a unique key: prepared once per connection (its planning costs more than its run).
    const rows = await queryNamed<ApplicationRow>(
      this.db,
      numeric ? 'plandata_find_live_by_id' : 'plandata_find_live_by_public_id',
      sql,
      bindings,
    );
    return rows[0] ?? null;
  }

  /**
   * findLive and the metering of its record (spec 8) in one statement, so a by-id read makes one
   * round trip: the record found (if any) is charged with `meter`, and the request counted when
   * `meter.countRequest`. The charge comes back whether or not the record exists.
   */
  async findLiveMetered(
    id: string,
    meter: MeterArgs,
  ): Promise<{ row: ApplicationRow | null; charge: RecordCharge }> {
    const { numeric, bindings } = this.findLiveSql(id);
    const [out] = await queryNamed<ApplicationRow & { plandata_meter: MeterRow }>(
      this.db,
      numeric ? 'plandata_find_live_metered_by_id' : 'plandata_find_live_metered_by_public_id',
      numeric ? findLiveMeteredByIdSql : findLiveMeteredByPublicIdSql,
      [...bindings, ...meterValues(meter)],
    );
    // The meter's column stays on the row (nothing serialises it): copying 55 columns to drop it cost more.
    return { row: out.id === null ? null : out, charge: chargeOf(out.plandata_meter) };
  }

  /** The look-up of findLive (numeric or public id), its text and its one value. */
  private findLiveSql(id: string): { numeric: boolean; sql: string; bindings: unknown[] } {
    const numeric = /^\d{1,18}$/.test(id);
    return numeric
      ? { numeric, sql: findLiveByIdSql, bindings: [Number(id)] }
      : { numeric, sql: findLiveByPublicIdSql, bindings: [id] };
  }

  /**
   * Live records within `radius` metres of a point, nearest first (ties by id), each with distance_m;
   * `after` continues from the last row of the previous page.
   */
  async nearby(input: {
    lat: number;
    lng: number;
    radius: number;
    categories?: string[];
    limit: number;
    after: { m: number; i: number } | null;
    /** Meter the page in the statement that reads it (see PageMetering and SearchInput.meter). */
    meter?: MeterArgs | Promise<MeterArgs>;
  }): Promise<{ rows: ApplicationRow[]; next: { m: number; i: number } | null; metering?: PageMetering }> {
    // Nearest first in the GiST index's own distance order (`<->` on geography: great-circle distance on
    // the mean-radius sphere), so a page reads only its own rows however many lie within the radius;
    // distance_m is that same distance, so the order and the figures agree. The index orders by
    // distance only: rows at one distance (records geocoded to one postcode point) are put in id order
    // here, and a group of equal distances cut by the fetch is read whole before the page is cut.
    const build = (more: (q: NativeSql, pt: string) => string[] = () => []) => {
      const q = new NativeSql();
      const pt = `ST_SetSRID(ST_MakePoint(${q.bind(input.lng)}, ${q.bind(input.lat)}), 4326)::geography`;
      const where = [
        `ST_DWithin(a.location, ${pt}, ${q.bind(input.radius)}, false)`,
        ...filterConditions({ categories: input.categories }, 'live').map((c) => q.cond(c)),
      ];
      if (input.after) {
        const m = q.bind(input.after.m);
        where.push(
          `(a.location <-> ${pt}) >= ${m}::float8`,
          `NOT ((a.location <-> ${pt}) = ${m}::float8 AND a.id <= ${q.bind(input.after.i)}::bigint)`,
        );
      }
      where.push(...more(q, pt));
      return {
        q,
        pt,
        sql: `${recordSelect('live', `, a.location <-> ${pt} AS distance_m`)} ${NativeSql.where(where)}`,
      };
    };
    const fetch = input.limit + 1 + 20;
    const first = build();
    const firstSql = `${first.sql} ORDER BY a.location <-> ${first.pt} LIMIT ${first.q.bind(fetch)}`;
    let rows: ApplicationRow[];
    let metering: PageMetering | undefined;
    if (input.meter) {
      // The page is the first `limit` rows by (distance, id), unless the tie group below is read.
      const limit = Math.trunc(input.limit);
      const res = await this.readMetered<ApplicationRow>(first.q, firstSql, {
        meter: input.meter,
        source: 'live',
        order: 'r.distance_m, r.id',
        pageRows: limit,
        complete: `NOT ((SELECT count(*) FROM r) = ${fetch} AND (SELECT r.distance_m FROM r
          ORDER BY r.distance_m, r.id OFFSET ${limit} LIMIT 1) = (SELECT max(r.distance_m) FROM r))`,
      });
      rows = res.rows;
      metering = res.metering;
    } else rows = await queryNative<ApplicationRow>(this.db, firstSql, first.q.values);
    const byDistance = (x: ApplicationRow, y: ApplicationRow) =>
      Number(x.distance_m) - Number(y.distance_m) || x.id - y.id;
    rows.sort(byDistance);
    if (rows.length === fetch && rows.length > input.limit) {
      const edge = Number(rows[input.limit].distance_m);
      if (Number(rows[rows.length - 1].distance_m) === edge) {
        // The tie group at the page edge may go on past the fetch: read all of it.
        const tie = build((q, pt) => [`(a.location <-> ${pt}) = ${q.bind(edge)}::float8`]);
        const group = await queryNative<ApplicationRow>(this.db, tie.sql, tie.q.values);
        const seen = new Set(rows.map((r) => r.id));
        rows = [...rows, ...group.filter((r) => !seen.has(r.id))].sort(byDistance);
      }
    }
    const more = rows.length > input.limit;
    const page = rows.slice(0, input.limit);
    const last = page[page.length - 1];
    return {
      rows: page,
      next: more && last ? { m: Number(last.distance_m), i: last.id } : null,
      ...(metering ? { metering } : {}),
    };
  }

  /**
   * The change feed (spec 4.1 changed_since, issue 8): live records whose content changed at or after
   * the instant, oldest change first, keyset on (changed_at, id). A record's changed_at is the start
   * of the store transaction that wrote it, which may commit later than a newer one; so a walk only
   * serves changes older than its horizon: the start of the oldest transaction still open in the
   * database (less one second for the statistics race), else now. Anything at or after the horizon
   * is left to the next poll, which starts from the largest changed_at seen (< horizon): nothing is
   * skipped. The horizon is fixed on the first page and carried in the cursor, so a record changed
   * while a client pages (its changed_at moves past the horizon) leaves this walk and is served by
   * the next poll: no record appears twice in one walk. Needs pg_read_all_stats (or the same role as
   * the writers) to see other sessions' transaction starts.
   */
  private async changedFeed(input: SearchInput): Promise<SearchPage> {
    const q = new NativeSql();
    const where = filterConditions(input.filters, 'live').map((c) => q.cond(c));
    let sql: string;
    if (input.after?.h) {
      where.push(`a.changed_at < ${q.bind(input.after.h)}`);
      sql = recordSelect('live', ', a.changed_at::text AS _changed_key');
    } else {
      // The first page computes the horizon in its own statement and reports it on every row.
      where.push('a.changed_at < (SELECT h FROM h)');
      sql = `WITH h AS (${FEED_HORIZON_SQL}) ${recordSelect('live', ', a.changed_at::text AS _changed_key, (SELECT h::text FROM h) AS _horizon')}`;
    }
    if (input.after)
      where.push(
        `(a.changed_at, a.id) > (${q.bind(input.after.d)}::timestamptz, ${q.bind(input.after.i)}::bigint)`,
      );
    sql += ` ${NativeSql.where(where)} ORDER BY a.changed_at, a.id LIMIT ${q.bind(input.limit + 1)}`;
    type FeedRow = ApplicationRow & { _changed_key: string; _horizon?: string };
    let got: FeedRow[];
    let metering: PageMetering | undefined;
    if (input.meter) {
      const res = await this.readMetered<FeedRow>(q, sql, {
        meter: input.meter,
        source: 'live',
        order: 'r.changed_at, r.id',
        pageRows: input.limit,
        complete: 'true',
      });
      got = res.rows;
      metering = res.metering;
    } else got = await queryNative<FeedRow>(this.db, sql, q.values);
    const more = got.length > input.limit;
    const last = got[Math.min(got.length, input.limit) - 1];
    const horizon = input.after?.h ?? got[0]?._horizon;
    return {
      // The extra _changed_key and _horizon columns stay on the rows: nothing serialises them.
      rows: more ? got.slice(0, input.limit) : got,
      next: more && last ? { s: 0, d: last._changed_key, i: last.id, h: horizon } : null,
      nextIsArchive: false,
      ...(metering ? { metering } : {}),
    };
  }

  /** Name and council of a parish code, from the records that carry it (meta.parish). */
  async parishInfo(
    code: string,
  ): Promise<{ code: string; name: string | null; council: string | null } | null> {
    const r = (await this.db({ a: 'applications' })
      .join({ c: 'councils' }, 'c.id', 'a.council_id')
      .where('a.parish_code', code)
      .first('a.parish as name', 'c.name as council')) as
      { name: string | null; council: string } | undefined;
    return r ? { code, name: r.name, council: r.council } : null;
  }
}

/**
 * The point of a full or partial postcode from the postcode directory (table `postcodes`, loaded by
 * the enrichment loaders): a full postcode's own point, else the mean point of the live postcodes of
 * the sector, district or area. `norm` is upper case without spaces; `outward` is the district when
 * known. Null when the directory holds none.
 */
export async function postcodePoint(
  db: Knex,
  match: PostcodeMatch,
): Promise<{ lat: number; lng: number; postcodes: number } | null> {
  let q: Knex.QueryBuilder;
  if (match.kind === 'full') {
    q = db('postcodes').where('postcode_norm', match.norm).select('lat', 'lng', db.raw('1 AS postcodes'));
  } else {
    // Range on the primary key (C collation: a byte-wise prefix scan), then the exact outward code.
    const prefix =
      match.kind === 'sector' ? match.norm : match.kind === 'district' ? match.district : match.area;
    const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    q = db('postcodes')
      .where('postcode_norm', '>=', prefix)
      .where('postcode_norm', '<', upper)
      .whereNull('terminated')
      .select(db.raw('avg(lat) AS lat, avg(lng) AS lng, count(*)::int AS postcodes'));
    if (match.kind === 'district' || match.kind === 'sector') {
      // The outward code is everything but the last three characters of the normalised postcode.
      q.whereRaw('left(postcode_norm, length(postcode_norm) - 3) = ?', [match.district]);
    } else {
      q.whereRaw('postcode_norm ~ ?', [`^${match.area}[0-9]`]);
    }
  }
  const r = (await q.first()) as { lat: number | null; lng: number | null; postcodes: number } | undefined;
  if (!r || r.lat === null || r.lng === null || Number(r.postcodes) === 0) return null;
  return { lat: Number(r.lat), lng: Number(r.lng), postcodes: Number(r.postcodes) };
}
