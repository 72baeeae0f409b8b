// Expiring consents (spec 2.8, 4.8): the rebuild of consent_limits (migration 065) and its reads.
//
// The rebuild reads every permitted full or outline permission (live and archive) decided early
// enough to reach the kept window, with its follow-ons (followOns below), works out its time limit
// with core/domain/planning/time-limits.ts (the one statement of the rules) and keeps the ones whose
// limit falls from 120 days before the day of the rebuild to 13 months after it: the API's widest
// window (passed=1: 90 days back; months=12 ahead) with a month of margin either side, so a rebuild a
// day or two old still answers every window exactly.
import type { Knex } from 'knex';
import {
  AFTER_RM_YEARS,
  addYears,
  timeLimit,
  type TimeLimitRule,
} from '../../domain/planning/time-limits.js';
import type { Nation } from '../../domain/planning/vocabulary.js';
import { householderSql, lastRefresh, noteRefresh, type Refresh } from './derived.repository.js';

/** Days kept before the day of the rebuild, and months after it. */
export const KEEP_DAYS_BEFORE = 120;
export const KEEP_MONTHS_AFTER = 13;
/** Outline permissions whose reserved matters were approved late can reach the window years on. */
const LOOKBACK_YEARS = 9;

export interface FollowOn {
  count: number;
  discharges: number;
  variations: number;
  reserved_matters: number;
  last_date: string | null;
  conditions_named: string[];
  live_applications: number;
}

interface Permission {
  source: 'live' | 'historical';
  app_id: number;
  public_id: string;
  council_id: number;
  nation: Nation;
  reference: string;
  address: string | null;
  postcode: string | null;
  procedure: 'full' | 'outline';
  date_decided: string;
  homes: number | null;
  householder: boolean;
  location: string | null;
  council_expiry: string | null;
  links: unknown;
  follow_on: FollowOn;
  last_rm: string | null;
}

export interface ConsentRow {
  public_id: string;
  source: 'live' | 'historical';
  app_id: number;
  council_slug: string;
  council_name: string;
  nation: string;
  reference: string;
  address: string | null;
  postcode: string | null;
  procedure: 'full' | 'outline';
  decided_date: string;
  rule: TimeLimitRule;
  years: number;
  limit_date: string;
  assumes: string;
  council_date: boolean;
  homes: number | null;
  householder: boolean;
  follow_on: FollowOn;
  links: { council?: string | null } | null;
}

export interface ConsentQuery {
  from: string;
  to: string;
  councilId?: number;
  bbox?: { minLng: number; minLat: number; maxLng: number; maxLat: number };
  householder: 'exclude' | 'include' | 'only';
  minHomes?: number;
}

/** The condition numbers a discharge application names in its description. */
const CONDITION_LIST = `'conditions*[ .:]+(nos*[.]*[ ]*)*([0-9]{1,3}[a-z]*(([ ,&]|and)+[0-9]{1,3}[a-z]*)*)'`;

/**
 * The follow-ons of each permission in `perms` (a CTE of public_id, source, app_id, council_id,
 * reference_norm): the applications of the same council, live or archive, whose description cites
 * the permission's reference, or its core (the reference without its type suffix: 21/01234 of
 * 21/01234/OUT), received no earlier than `lo`. The citations are the records' `cited_refs` (migration
 * 061), the references the associated-applications family (spec 2.5) links by, so a follow-on is a
 * record the family would hang off the permission; they are computed when a record is written, so
 * the rebuild joins them by equality instead of running a regular expression over every description
 * since `lo` (docs/consents.md has the figures).
 * Gives one row per permission that has follow-ons: counts, last date, the latest reserved-matters
 * approval, the condition numbers discharge applications name.
 */
function followOnsSql(lo: string): string {
  const cites = (table: string, src: string) => `
    SELECT '${src}'::text AS src, a.id, a.council_id, a.procedure, a.stage, a.date_received, a.date_decided,
      a.description, c.ref AS cited
    FROM ${table} a CROSS JOIN LATERAL unnest(a.cited_refs) AS c(ref)
    WHERE (a.date_received IS NULL OR a.date_received >= ${lo}) AND a.cited_refs <> '{}'`;
  return `
  keyed AS (
    SELECT p.public_id, p.source, p.app_id, p.council_id, r.ref
    FROM perms p CROSS JOIN LATERAL unnest(array_remove(ARRAY[p.reference_norm,
      nullif(regexp_replace(p.reference_norm, '/[A-Z]+[0-9]*$', ''), p.reference_norm)], NULL)) AS r(ref)),
  cites AS (${cites('applications', 'live')} UNION ALL ${cites('archive_applications', 'historical')}),
  fo AS (
    SELECT DISTINCT k.public_id, c.src, c.id, c.procedure, c.stage, c.date_received, c.date_decided, c.description
    FROM keyed k JOIN cites c ON c.council_id = k.council_id AND c.cited = k.ref
    WHERE NOT (c.src = k.source AND c.id = k.app_id)),
  agg AS (
    SELECT public_id, count(*)::int AS n,
      count(*) FILTER (WHERE procedure = 'discharge')::int AS discharges,
      count(*) FILTER (WHERE procedure = 'amendment')::int AS variations,
      count(*) FILTER (WHERE procedure = 'reserved-matters')::int AS reserved_matters,
      max(date_received) AS last_date,
      max(date_decided) FILTER (WHERE procedure = 'reserved-matters' AND stage = 'approved') AS last_rm,
      count(*) FILTER (WHERE src = 'live')::int AS live_n
    FROM fo GROUP BY public_id),
  named AS (
    SELECT public_id, array_agg(c ORDER BY ci, c) AS conditions FROM (
      SELECT DISTINCT f.public_id, lower(n[1]) AS c, substring(n[1] from '^[0-9]+')::int AS ci
      FROM fo f
      CROSS JOIN LATERAL regexp_matches(f.description, ${CONDITION_LIST}, 'gi') l
      CROSS JOIN LATERAL regexp_matches(l[2], '([0-9]{1,3}[a-z]*)', 'gi') n
      WHERE f.procedure = 'discharge') x
    GROUP BY public_id)`;
}

/** A date literal of a YYYY-MM-DD string this module made (never a caller's text). */
function sqlDate(d: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`not a date: ${d}`);
  return `DATE '${d}'`;
}

function permissionsSql(table: 'applications' | 'archive_applications', lo: string, asOf: string): string {
  const live = table === 'applications';
  return `SELECT '${live ? 'live' : 'historical'}'::text AS source, a.id AS app_id, a.public_id, a.council_id,
      a.nation, a.reference, a.reference_norm, a.address, a.postcode, a.procedure, a.date_decided,
      a.dwelling_count AS homes, ${householderSql(live)} AS householder, a.location,
      ${live ? `CASE WHEN a.key_dates->>'permission_expiry' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN (a.key_dates->>'permission_expiry')::date END` : 'NULL::date'} AS council_expiry,
      a.links
    FROM ${table} a
    WHERE a.stage = 'approved' AND a.procedure IN ('full', 'outline') AND a.date_decided BETWEEN ${lo} AND ${asOf}`;
}

export class ConsentsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Rebuilds consent_limits for the day `asOf` (YYYY-MM-DD) in one transaction: readers see the old
   * rows until it commits. Returns the rows kept.
   */
  async refresh(asOf: string): Promise<{ rows: number; tookMs: number }> {
    const t0 = performance.now();
    const lo = addYears(asOf, -LOOKBACK_YEARS);
    const keepFrom = new Date(Date.parse(`${asOf}T00:00:00Z`) - KEEP_DAYS_BEFORE * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [y, m, d] = asOf.split('-').map(Number) as [number, number, number];
    const keepTo = new Date(Date.UTC(y, m - 1 + KEEP_MONTHS_AFTER, d)).toISOString().slice(0, 10);
    const dlo = sqlDate(lo);
    const dasOf = sqlDate(asOf);
    // A loose bound in SQL (the latest and earliest a limit could be), the exact rule in TypeScript.
    const sql = `WITH perms AS MATERIALIZED (${permissionsSql('applications', dlo, dasOf)} UNION ALL ${permissionsSql('archive_applications', dlo, dasOf)}),
      ${followOnsSql(dlo)}
      SELECT p.source, p.app_id, p.public_id, p.council_id, p.nation, p.reference, p.address, p.postcode,
        p.procedure, p.date_decided, p.homes, p.householder, p.location::text AS location, p.council_expiry,
        p.links, coalesce(g.n, 0) AS n, coalesce(g.discharges, 0) AS discharges,
        coalesce(g.variations, 0) AS variations, coalesce(g.reserved_matters, 0) AS reserved_matters,
        g.last_date, g.last_rm, coalesce(g.live_n, 0) AS live_n, coalesce(nm.conditions, '{}') AS conditions
      FROM perms p LEFT JOIN agg g ON g.public_id = p.public_id LEFT JOIN named nm ON nm.public_id = p.public_id
      WHERE greatest(p.date_decided + interval '5 years', p.council_expiry,
          g.last_rm + interval '${AFTER_RM_YEARS} years') >= ${sqlDate(keepFrom)}
        AND least(p.date_decided + interval '3 years', coalesce(p.council_expiry, 'infinity'::date)) <= ${sqlDate(keepTo)}`;
    type Raw = Omit<Permission, 'follow_on'> & {
      n: number;
      discharges: number;
      variations: number;
      reserved_matters: number;
      last_date: string | null;
      live_n: number;
      conditions: string[];
    };
    return this.db.transaction(async (trx) => {
      const got = (await trx.raw(sql)) as { rows: Raw[] };
      const rows: Record<string, unknown>[] = [];
      for (const r of got.rows) {
        const limit = timeLimit({
          nation: r.nation,
          procedure: r.procedure,
          decided: r.date_decided,
          councilExpiry: r.council_expiry,
          lastReservedMatters: r.procedure === 'outline' ? r.last_rm : null,
        });
        if (limit.date < keepFrom || limit.date > keepTo) continue;
        const follow: FollowOn = {
          count: r.n,
          discharges: r.discharges,
          variations: r.variations,
          reserved_matters: r.reserved_matters,
          last_date: r.last_date,
          conditions_named: r.conditions,
          live_applications: r.live_n,
        };
        rows.push({
          public_id: r.public_id,
          source: r.source,
          app_id: r.app_id,
          council_id: r.council_id,
          nation: r.nation,
          reference: r.reference,
          address: r.address,
          postcode: r.postcode,
          procedure: r.procedure,
          decided_date: r.date_decided,
          rule: limit.rule,
          years: limit.years,
          limit_date: limit.date,
          assumes: limit.assumes,
          council_date: limit.councilDate,
          homes: r.homes,
          householder: r.householder,
          location: r.location,
          follow_on: JSON.stringify(follow),
          links: r.links === null ? null : JSON.stringify(r.links),
        });
      }
      await trx.raw('DELETE FROM consent_limits');
      for (let i = 0; i < rows.length; i += 1000) await trx('consent_limits').insert(rows.slice(i, i + 1000));
      const tookMs = performance.now() - t0;
      await noteRefresh(trx, 'consent_limits', asOf, rows.length, tookMs);
      return { rows: rows.length, tookMs };
    });
  }

  lastRefresh(): Promise<Refresh | null> {
    return lastRefresh(this.db, 'consent_limits');
  }

  private where(q: ConsentQuery): { sql: string; values: unknown[] } {
    const parts = ['cl.limit_date >= ?', 'cl.limit_date <= ?'];
    const values: unknown[] = [q.from, q.to];
    if (q.councilId !== undefined) {
      parts.push('cl.council_id = ?');
      values.push(q.councilId);
    }
    if (q.bbox) {
      parts.push('cl.location && ST_MakeEnvelope(?, ?, ?, ?, 4326)::geography');
      values.push(q.bbox.minLng, q.bbox.minLat, q.bbox.maxLng, q.bbox.maxLat);
    }
    if (q.householder === 'exclude') parts.push('NOT cl.householder');
    else if (q.householder === 'only') parts.push('cl.householder');
    if (q.minHomes !== undefined) {
      parts.push('cl.homes >= ?');
      values.push(q.minHomes);
    }
    return { sql: parts.join(' AND '), values };
  }

  /** A page in limit-date order (then public id), after `after`. */
  async page(
    q: ConsentQuery,
    limit: number,
    after: { d: string; p: string } | null,
  ): Promise<{ rows: ConsentRow[]; next: { d: string; p: string } | null }> {
    const w = this.where(q);
    let sql = `SELECT cl.public_id, cl.source, cl.app_id, c.slug AS council_slug, c.name AS council_name,
        cl.nation, cl.reference, cl.address, cl.postcode, cl.procedure, cl.decided_date, cl.rule, cl.years,
        cl.limit_date, cl.assumes, cl.council_date, cl.homes, cl.householder, cl.follow_on, cl.links
      FROM consent_limits cl JOIN councils c ON c.id = cl.council_id WHERE ${w.sql}`;
    const values = [...w.values];
    if (after) {
      sql += ' AND (cl.limit_date, cl.public_id) > (?::date, ?)';
      values.push(after.d, after.p);
    }
    sql += ' ORDER BY cl.limit_date, cl.public_id LIMIT ?';
    values.push(limit + 1);
    const rows = ((await this.db.raw(sql, values as Knex.RawBinding[])) as { rows: ConsentRow[] }).rows;
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    return { rows: page, next: more && last ? { d: last.limit_date, p: last.public_id } : null };
  }

  async count(q: ConsentQuery): Promise<number> {
    const w = this.where(q);
    const r = (await this.db.raw(
      `SELECT count(*)::int AS n FROM consent_limits cl WHERE ${w.sql}`,
      w.values as Knex.RawBinding[],
    )) as { rows: { n: number }[] };
    return r.rows[0]!.n;
  }
}
