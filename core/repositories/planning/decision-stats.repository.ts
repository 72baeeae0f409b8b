// Decision statistics (spec 4.10): the rebuild of decision_stats (migration 066) from our own records
// (live and archive) and its reads. One statement aggregates every decided record into every scope
// (council, nation, UK), kind and period at once (GROUPING SETS); a second ranks councils within
// their nation and nations within the UK. docs/decision-stats.md explains each figure.
import type { Knex } from 'knex';
import { MIN_TIMED, type DecisionKind } from '../../domain/planning/decision-kinds.js';
import {
  householderSql,
  lastRefresh,
  majorSql,
  minorSql,
  noteRefresh,
  type Refresh,
} from './derived.repository.js';

export interface StatsRow {
  level: 'council' | 'nation' | 'uk';
  scope: string;
  kind: DecisionKind;
  period: string;
  period_from: string;
  period_to: string;
  decided: number;
  timed: number;
  median_days: number | null;
  within_8_weeks: number;
  within_13_weeks: number;
  agreed_known: number;
  within_agreed: number;
  in_time: number;
  approved: number;
  refused: number;
  withdrawn: number;
  rank: Record<string, unknown> | null;
  held_from: string | null;
}

/** The procedures counted as planning applications (major, minor, other) in the official returns. */
const PLANNING = `('full', 'outline', 'reserved-matters', 'amendment', 'listed-building', 'advert-consent')`;
const SCHEMES = `('full', 'outline', 'reserved-matters', 'amendment')`;

function baseSql(table: 'applications' | 'archive_applications'): string {
  const live = table === 'applications';
  const target = live
    ? `CASE WHEN a.key_dates->>'target_decision' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN (a.key_dates->>'target_decision')::date END`
    : 'NULL::date';
  return `SELECT a.council_id, a.nation, a.stage, a.date_decided,
      CASE WHEN a.date_decided_precision = 'day' AND a.date_received_precision = 'day'
        AND a.date_decided >= coalesce(a.date_validated, a.date_received)
        THEN a.date_decided - coalesce(a.date_validated, a.date_received) END AS days,
      ${target} AS target,
      CASE
        WHEN a.procedure = 'prior-approval' THEN 'prior_approval'
        WHEN a.procedure = 'lawful-dev-cert' THEN 'certificate'
        WHEN a.procedure = 'discharge' THEN 'discharge'
        WHEN a.procedure = 'tree-works' THEN 'trees'
        WHEN a.procedure IN ${PLANNING} THEN CASE
          WHEN ${householderSql(live)} THEN 'householder'
          WHEN ${majorSql(live)} THEN 'major'
          WHEN a.procedure IN ${SCHEMES} AND ${minorSql(live)} THEN 'minor'
          ELSE 'other' END
      END AS base_kind
    FROM ${table} a
    WHERE a.date_decided IS NOT NULL AND a.stage IN ('approved', 'refused', 'decided', 'withdrawn')
      AND a.date_decided <= :asOf`;
}

export class DecisionStatsRepository {
  constructor(private readonly db: Knex) {}

  /** Rebuilds decision_stats for the day `asOf` in one transaction. Returns the rows written. */
  async refresh(asOf: string): Promise<{ rows: number; tookMs: number }> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error(`not a date: ${asOf}`);
    const t0 = performance.now();
    const d = `DATE '${asOf}'`;
    const insert = `INSERT INTO decision_stats (level, scope, kind, period, period_from, period_to, decided, timed,
        median_days, within_8_weeks, within_13_weeks, agreed_known, within_agreed, in_time, approved, refused,
        withdrawn, held_from)
      WITH base AS (${baseSql('applications')} UNION ALL ${baseSql('archive_applications')}),
      expanded AS (
        SELECT b.council_id, b.nation, b.stage <> 'withdrawn' AS decision, b.stage, b.date_decided, b.days, b.target,
          b.base_kind, k.kind, p.period, p.pfrom, p.pto
        FROM base b
        CROSS JOIN LATERAL unnest(CASE b.base_kind
          WHEN 'major' THEN ARRAY['major', 'all']
          WHEN 'minor' THEN ARRAY['minor', 'non_major', 'all']
          WHEN 'other' THEN ARRAY['other', 'non_major', 'all']
          WHEN 'householder' THEN ARRAY['householder', 'other', 'non_major', 'all']
          ELSE ARRAY[b.base_kind] END) AS k(kind)
        CROSS JOIN LATERAL (
          SELECT to_char(b.date_decided, 'YYYY"-Q"Q') AS period, date_trunc('quarter', b.date_decided)::date AS pfrom,
            (date_trunc('quarter', b.date_decided) + interval '3 months - 1 day')::date AS pto
          UNION ALL
          SELECT to_char(b.date_decided, 'YYYY'), date_trunc('year', b.date_decided)::date,
            (date_trunc('year', b.date_decided) + interval '1 year - 1 day')::date
          UNION ALL
          SELECT 'last-12-months', (${d} - interval '1 year' + interval '1 day')::date, ${d}
          WHERE b.date_decided > ${d} - interval '1 year') AS p
        WHERE b.base_kind IS NOT NULL),
      held AS (
        SELECT council_id, min(date_received) AS held_from FROM (
          SELECT council_id, min(date_received) AS date_received FROM applications GROUP BY council_id
          UNION ALL
          SELECT council_id, min(date_received) FROM archive_applications GROUP BY council_id) h
        GROUP BY council_id)
      SELECT g.level, g.scope, g.kind, g.period, g.pfrom, g.pto, g.decided, g.timed, g.median, g.w8,
        g.w13, g.ak, g.wa, g.it, g.ap, g.rf, g.wd, h.held_from FROM (
        SELECT CASE WHEN grouping(council_id) = 0 THEN 'council' WHEN grouping(nation) = 0 THEN 'nation' ELSE 'uk' END AS level,
          coalesce(council_id::text, nation, 'uk') AS scope, council_id, kind, period, min(pfrom) AS pfrom, max(pto) AS pto,
          count(*) FILTER (WHERE decision)::int AS decided,
          count(*) FILTER (WHERE decision AND days IS NOT NULL)::int AS timed,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE decision AND days IS NOT NULL) AS median,
          count(*) FILTER (WHERE decision AND days <= 56)::int AS w8,
          count(*) FILTER (WHERE decision AND days <= 91)::int AS w13,
          count(*) FILTER (WHERE decision AND days IS NOT NULL AND target IS NOT NULL)::int AS ak,
          count(*) FILTER (WHERE decision AND days IS NOT NULL AND date_decided <= target)::int AS wa,
          count(*) FILTER (WHERE decision AND (days <= CASE WHEN base_kind = 'major' THEN 91 ELSE 56 END
            OR (days IS NOT NULL AND date_decided <= target)))::int AS it,
          count(*) FILTER (WHERE stage = 'approved')::int AS ap,
          count(*) FILTER (WHERE stage = 'refused')::int AS rf,
          count(*) FILTER (WHERE stage = 'withdrawn')::int AS wd
        FROM expanded
        GROUP BY GROUPING SETS ((council_id, kind, period), (nation, kind, period), (kind, period))) g
      LEFT JOIN held h ON h.council_id = g.council_id`;
    const sql = insert.replace(/:asOf/g, d);
    // Councils within their nation, nations within the UK, each kind and period: 1 = fastest median,
    // highest share within eight weeks, highest approval rate. Only scopes with MIN_TIMED decisions
    // timed are ranked.
    const rank = `UPDATE decision_stats d SET rank = r.rank FROM (
        SELECT s.level, s.scope, s.kind, s.period, jsonb_build_object(
          'among', CASE WHEN s.level = 'council' THEN 'councils in ' || replace(c.nation, '-', ' ') ELSE 'nations of the UK' END,
          'of', count(*) OVER w,
          'median_days', rank() OVER (w ORDER BY s.median_days),
          'within_8_weeks', rank() OVER (w ORDER BY s.within_8_weeks::float8 / s.timed DESC),
          'approval_rate', rank() OVER (w ORDER BY s.approved::float8 / nullif(s.approved + s.refused, 0) DESC NULLS LAST)) AS rank
        FROM decision_stats s LEFT JOIN councils c ON s.level = 'council' AND c.id::text = s.scope
        WHERE s.level IN ('council', 'nation') AND s.timed >= ${MIN_TIMED}
        WINDOW w AS (PARTITION BY s.level, CASE WHEN s.level = 'council' THEN c.nation END, s.kind, s.period)) r
      WHERE d.level = r.level AND d.scope = r.scope AND d.kind = r.kind AND d.period = r.period`;
    return this.db.transaction(async (trx) => {
      await trx.raw('DELETE FROM decision_stats');
      await trx.raw(sql);
      await trx.raw(rank);
      const n = (
        (await trx.raw('SELECT count(*)::int AS n FROM decision_stats')) as { rows: { n: number }[] }
      ).rows[0]!.n;
      const tookMs = performance.now() - t0;
      await noteRefresh(trx, 'decision_stats', asOf, n, tookMs);
      return { rows: n, tookMs };
    });
  }

  lastRefresh(): Promise<Refresh | null> {
    return lastRefresh(this.db, 'decision_stats');
  }

  /** The rows of one scope and period, for the kinds asked (every kind when none). */
  async read(level: StatsRow['level'], scope: string, period: string, kinds?: string[]): Promise<StatsRow[]> {
    const q = this.db('decision_stats').where({ level, scope, period }).select('*');
    if (kinds?.length) q.whereIn('kind', kinds);
    return (await q) as StatsRow[];
  }
}
