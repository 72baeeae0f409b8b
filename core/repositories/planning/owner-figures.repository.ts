// The owner record's figures precomputed (spec 2.6 owner record; migration 108): rebuilt by the
// nightly derived refresh (planning.derived, `plandata derive`) for every owner, company and group,
// that held an application then. Each figure is made by the rule OwnerApplicationsRepository applies
// live (counts, perMonth, lapsing, refusalsAndWithdrawals, appealed, agents; test/api/owner-figures
// compares the two on the same data), over the same owner columns: owned = the freehold title names
// the company (owner_company_numbers; for a group owner_group_numbers names its top company), leased
// = a leaseholder is the company or a member of the group, direct = that lease is the application's
// own unit or property. A group is a top company (no majority controller) and every company under it
// through majority control, as groupMembers forms it.
import type { Knex } from 'knex';
import { noteRefresh } from './derived.repository.js';
import {
  expirySql,
  jsonArraySql,
  type OwnerCounts,
  type OwnerScope,
} from './owner-applications.repository.js';

/** Entries of the record's lists (permissions lapsing, refusals and withdrawals, appeals). */
export const OWNER_LIST = 25;
/** Agents listed on the record (Contact Data). */
export const OWNER_AGENTS = 10;
/** Months of the histogram kept before as_of: the record shows the last two years' (and a margin). */
const HISTOGRAM_MONTHS = 36;

export interface OwnerFigures extends OwnerCounts {
  any_live: number;
  any_historical: number;
  /** Applications per month received, YYYY-MM -> count, from 36 months before as_of. */
  per_month: Record<string, number>;
  lapsing_live: number[];
  lapsing_archive: number[];
  refusals_live: number[];
  refusals_archive: number[];
  appeals_live: number[];
  agents: { name: string; applications: number }[];
  /** The day the figures were computed for (YYYY-MM-DD). */
  as_of: string;
}

const ids = (v: unknown): number[] => ((v as (string | number)[] | null) ?? []).map(Number);

export class OwnerFiguresRepository {
  constructor(private readonly db: Knex) {}

  /** The owner's precomputed figures, or null when the last rebuild held none for it. */
  async get(s: OwnerScope): Promise<OwnerFigures | null> {
    const r = (await this.db.raw('SELECT * FROM owner_figures WHERE company_number = ? AND scope = ?', [
      s.number,
      s.group ? 'group' : 'company',
    ])) as { rows: Record<string, unknown>[] };
    const row = r.rows[0];
    if (!row) return null;
    return {
      ...(row as unknown as OwnerFigures),
      leased_historical_direct: 0,
      lapsing_live: ids(row.lapsing_live),
      lapsing_archive: ids(row.lapsing_archive),
      refusals_live: ids(row.refusals_live),
      refusals_archive: ids(row.refusals_archive),
      appeals_live: ids(row.appeals_live),
    };
  }

  /**
   * Rebuilds owner_figures for the day `asOf` in one transaction (readers see the old rows until the
   * new ones are complete): the lapsing window is asOf to a year later, as the record's is from today.
   */
  async refresh(asOf: string): Promise<{ rows: number; tookMs: number }> {
    const t0 = performance.now();
    return this.db.transaction(async (trx) => {
      await trx.raw('DELETE FROM owner_figures');
      // Groups: every top company (one with no majority controller) named by a record or controlling
      // a company, and its members down the majority edges (ownership.repository groupMembers). A
      // group over 10,000 companies (groupMembers' cap) is left to the live computation.
      await trx.raw(`CREATE TEMP TABLE of_members ON COMMIT DROP AS
        WITH RECURSIVE tops AS (
          SELECT DISTINCT x.n AS top FROM (
            SELECT unnest(owner_group_numbers) AS n FROM applications WHERE owner_group_numbers IS NOT NULL
            UNION SELECT unnest(owner_group_numbers) FROM archive_applications WHERE owner_group_numbers IS NOT NULL
            UNION SELECT unnest(leaseholder_company_numbers) FROM applications WHERE leaseholder_company_numbers IS NOT NULL
            UNION SELECT unnest(leaseholder_company_numbers) FROM archive_applications
              WHERE leaseholder_company_numbers IS NOT NULL
            UNION SELECT controller_number FROM company_controllers WHERE majority AND controller_number IS NOT NULL) x
          WHERE x.n IS NOT NULL AND NOT EXISTS (SELECT 1 FROM company_controllers c
            WHERE c.company_number = x.n AND c.majority AND c.controller_number IS NOT NULL)),
        g(top, member) AS (
          SELECT top, top FROM tops
          UNION
          SELECT g.top, c.company_number FROM company_controllers c JOIN g ON c.controller_number = g.member
          WHERE c.majority)
        SELECT top, member FROM g`);
      await trx.raw(`DELETE FROM of_members WHERE top IN
        (SELECT top FROM of_members GROUP BY top HAVING count(*) > 10000)`);
      await trx.raw('CREATE INDEX ON of_members (member)');
      await trx.raw('ANALYZE of_members');
      // Each owner's records: owned, leased, direct (flags of one row per owner, scope, table, id).
      const direct = `SELECT DISTINCT p->>'company_number' AS n
        FROM jsonb_array_elements(${jsonArraySql('a.leaseholders')}) l, jsonb_array_elements(${jsonArraySql("l->'proprietors'")}) p
        WHERE l->>'relation' IN ('this_unit', 'this_property')`;
      const parts: string[] = [];
      for (const [table, t] of [
        ['applications', 0],
        ['archive_applications', 1],
      ] as const) {
        const from = `FROM ${table} a CROSS JOIN LATERAL unnest`;
        parts.push(
          `SELECT n AS owner, 'company' AS scope, ${t} AS tbl, a.id, true AS owned, false AS leased, false AS direct
           ${from}(a.owner_company_numbers) n WHERE a.owner_company_numbers IS NOT NULL`,
          `SELECT n, 'company', ${t}, a.id, false, true, false
           ${from}(a.leaseholder_company_numbers) n WHERE a.leaseholder_company_numbers IS NOT NULL`,
          `SELECT n, 'group', ${t}, a.id, true, false, false
           ${from}(a.owner_group_numbers) n WHERE a.owner_group_numbers IS NOT NULL
             AND EXISTS (SELECT 1 FROM of_members m WHERE m.top = n AND m.member = n)`,
          `SELECT DISTINCT m.top, 'group', ${t}, a.id, false, true, false
           ${from}(a.leaseholder_company_numbers) n JOIN of_members m ON m.member = n
           WHERE a.leaseholder_company_numbers IS NOT NULL`,
        );
      }
      // Direct leases: the live records' leaseholders (archive records do not carry the relation).
      parts.push(
        `SELECT d.n, 'company', 0, a.id, false, false, true FROM applications a CROSS JOIN LATERAL (${direct}) d
         WHERE a.leaseholders IS NOT NULL`,
        `SELECT DISTINCT m.top, 'group', 0, a.id, false, false, true FROM applications a
         CROSS JOIN LATERAL (${direct}) d JOIN of_members m ON m.member = d.n WHERE a.leaseholders IS NOT NULL`,
      );
      await trx.raw(`CREATE TEMP TABLE of_links ON COMMIT DROP AS
        SELECT owner, scope, tbl, id, bool_or(owned) AS owned, bool_or(leased) AS leased, bool_or(direct) AS direct
        FROM (${parts.join(' UNION ALL ')}) x WHERE owner IS NOT NULL GROUP BY 1, 2, 3, 4`);
      await trx.raw(`CREATE TEMP TABLE of_rows ON COMMIT DROP AS
        SELECT l.*, a.stage, a.procedure, a.date_received, a.date_decided,
          coalesce(${expirySql('live')}, (a.date_decided + interval '3 years')::date) AS expires,
          a.appeal IS NOT NULL AS appealed, btrim(a.contact->>'agent') AS agent
        FROM of_links l JOIN applications a ON a.id = l.id WHERE l.tbl = 0
        UNION ALL
        SELECT l.*, a.stage, a.procedure, a.date_received, a.date_decided,
          coalesce(${expirySql('archive')}, (a.date_decided + interval '3 years')::date), false, NULL
        FROM of_links l JOIN archive_applications a ON a.id = l.id WHERE l.tbl = 1`);
      await trx.raw('ANALYZE of_rows');
      // A list's members: the first `n` of the owner's records matching `where` in `order`.
      const list = (name: string, where: string, order: string, n = OWNER_LIST) =>
        `LEFT JOIN (SELECT owner, scope, array_agg(id) FILTER (WHERE tbl = 0) AS l, array_agg(id) FILTER (WHERE tbl = 1) AS h
          FROM (SELECT owner, scope, tbl, id, row_number() OVER (PARTITION BY owner, scope ORDER BY ${order}) AS rn
                FROM of_rows WHERE owned AND ${where}) x
          WHERE rn <= ${n} GROUP BY 1, 2) ${name} USING (owner, scope)`;
      const since = `(date_trunc('month', ?::date) - interval '${HISTOGRAM_MONTHS} months')::date`;
      await trx.raw(
        `INSERT INTO owner_figures (company_number, scope, live, historical, leased_live, leased_historical,
           leased_live_direct, any_live, any_historical, refused, withdrawn, per_month, lapsing_live, lapsing_archive,
           refusals_live, refusals_archive, appeals_live, agents, as_of)
         SELECT c.owner, c.scope, c.live, c.historical, c.leased_live, c.leased_historical, c.leased_live_direct,
           c.any_live, c.any_historical, c.refused, c.withdrawn, coalesce(pm.m, '{}'::jsonb),
           coalesce(lp.l, '{}'), coalesce(lp.h, '{}'), coalesce(rf.l, '{}'), coalesce(rf.h, '{}'), coalesce(ap.l, '{}'),
           coalesce(ag.a, '[]'::jsonb), ?::date
         FROM (SELECT owner, scope,
             count(*) FILTER (WHERE owned AND tbl = 0)::int AS live,
             count(*) FILTER (WHERE owned AND tbl = 1)::int AS historical,
             count(*) FILTER (WHERE leased AND tbl = 0)::int AS leased_live,
             count(*) FILTER (WHERE leased AND tbl = 1)::int AS leased_historical,
             count(*) FILTER (WHERE leased AND direct AND tbl = 0)::int AS leased_live_direct,
             count(*) FILTER (WHERE (owned OR leased) AND tbl = 0)::int AS any_live,
             count(*) FILTER (WHERE (owned OR leased) AND tbl = 1)::int AS any_historical,
             count(*) FILTER (WHERE owned AND stage = 'refused')::int AS refused,
             count(*) FILTER (WHERE owned AND stage = 'withdrawn')::int AS withdrawn
           FROM of_rows GROUP BY 1, 2 HAVING bool_or(owned OR leased)) c
         LEFT JOIN (SELECT owner, scope, jsonb_object_agg(month, n) AS m FROM (
             SELECT owner, scope, to_char(date_received, 'YYYY-MM') AS month, count(*)::int AS n FROM of_rows
             WHERE owned AND date_received >= ${since} GROUP BY 1, 2, 3) x GROUP BY 1, 2) pm USING (owner, scope)
         ${list(
           'lp',
           `stage = 'approved' AND procedure IN ('full', 'outline') AND date_decided IS NOT NULL
            AND expires BETWEEN ?::date AND ?::date + 365`,
           'expires, id',
         )}
         ${list(
           'rf',
           `stage IN ('refused', 'withdrawn')`,
           'date_decided DESC NULLS LAST, date_received DESC NULLS LAST, id DESC',
         )}
         ${list('ap', 'tbl = 0 AND appealed', 'date_received DESC NULLS LAST, id DESC')}
         LEFT JOIN (SELECT owner, scope, jsonb_agg(jsonb_build_object('name', agent, 'applications', n) ORDER BY n DESC, agent) AS a
           FROM (SELECT owner, scope, agent, count(*)::int AS n,
                   row_number() OVER (PARTITION BY owner, scope ORDER BY count(*) DESC, agent) AS rn
                 FROM of_rows WHERE owned AND tbl = 0 AND coalesce(agent, '') <> '' GROUP BY 1, 2, 3) x
           WHERE rn <= ${OWNER_AGENTS} GROUP BY 1, 2) ag USING (owner, scope)`,
        [asOf, asOf, asOf, asOf],
      );
      const n = ((await trx.raw('SELECT count(*)::int AS n FROM owner_figures')) as { rows: { n: number }[] })
        .rows[0]!.n;
      const tookMs = performance.now() - t0;
      await noteRefresh(trx, 'owner_figures', asOf, n, tookMs);
      return { rows: n, tookMs };
    });
  }
}
