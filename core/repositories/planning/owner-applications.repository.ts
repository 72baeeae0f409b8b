// Applications on an owner's land (spec 2.6 owner record, 4.12): counts, the lists of the owner
// record and the page of GET /v1/owners/{number}/applications, live then archive on one cursor. An
// owner is a company (its own number) or a group (every company under its top company): owned means
// the freehold owner's title names it (owner_company_numbers; for a group, owner_group_numbers holds
// the title's companies and every company above them), leased that a leaseholder does
// (leaseholder_company_numbers), direct that the lease is of the application's own unit or property.
import type { Knex } from 'knex';
import { recordSelect, type ApplicationRow, type Table } from './applications.repository.js';

export interface OwnerScope {
  /** The company, or the group's top company. */
  number: string;
  group: boolean;
  /** Every company covered: [number], or the group's members. */
  members: string[];
}

export type Interest = 'owned' | 'leased' | 'any';

/** Historical records listed per owner at most (spec 2.1 historical_capped). */
export const HISTORICAL_CAP = 5000;

interface Cond {
  sql: string;
  values: unknown[];
}

function owned(s: OwnerScope): Cond {
  return s.group
    ? { sql: 'a.owner_group_numbers @> ARRAY[?]::text[]', values: [s.number] }
    : { sql: 'a.owner_company_numbers @> ARRAY[?]::text[]', values: [s.number] };
}

function leased(s: OwnerScope): Cond {
  return { sql: 'a.leaseholder_company_numbers && ?::text[]', values: [s.members] };
}

/**
 * A jsonb value as an array to expand: one that is not an array (absent, JSON null, an object) is
 * read as none. The counts' FILTERs do not shield a row from this expansion: PostgreSQL may
 * evaluate it before the leased test, and jsonb_array_elements fails on a scalar.
 */
export function jsonArraySql(v: string): string {
  return `CASE WHEN jsonb_typeof(${v}) = 'array' THEN ${v} ELSE '[]'::jsonb END`;
}

/** The lease is the application's own (relation this_unit or this_property), live records only. */
function direct(s: OwnerScope): Cond {
  return {
    sql: `EXISTS (SELECT 1 FROM jsonb_array_elements(${jsonArraySql('a.leaseholders')}) l,
      jsonb_array_elements(${jsonArraySql("l->'proprietors'")}) p
      WHERE l->>'relation' IN ('this_unit', 'this_property') AND p->>'company_number' = ANY(?::text[]))`,
    values: [s.members],
  };
}

/** The owner_links ranges (migration 109) an interest covers: owned by the company or group, leased. */
function linkStreams(s: OwnerScope, interest: Interest): { via: 'o' | 'g' | 'l'; numbers: string[] }[] {
  const o = { via: s.group ? ('g' as const) : ('o' as const), numbers: [s.number] };
  const l = { via: 'l' as const, numbers: s.members };
  return interest === 'owned' ? [o] : interest === 'leased' ? [l] : [o, l];
}

export function interestCond(s: OwnerScope, interest: Interest): Cond {
  if (interest === 'owned') return owned(s);
  if (interest === 'leased') return leased(s);
  const o = owned(s);
  const l = leased(s);
  return { sql: `(${o.sql} OR ${l.sql})`, values: [...o.values, ...l.values] };
}

const tableName = (t: Table) => (t === 'live' ? 'applications' : 'archive_applications');

/** The council's permission expiry date of a record (alias `a`; live records only carry it). */
export function expirySql(t: Table): string {
  return t === 'live'
    ? `CASE WHEN a.key_dates->>'permission_expiry' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN (a.key_dates->>'permission_expiry')::date END`
    : 'NULL::date';
}

/**
 * Ids a list is restricted to (the members the owner's precomputed figures hold, owner-figures
 * repository): the list's own SQL then re-checks each against the record as it is now.
 */
export interface OnlyIds {
  live: number[];
  archive: number[];
}

function onlySql(t: Table, only: OnlyIds | undefined): Cond {
  if (!only) return { sql: '', values: [] };
  return { sql: ' AND a.id = ANY(?::bigint[])', values: [t === 'live' ? only.live : only.archive] };
}

export interface OwnerCounts {
  live: number;
  historical: number;
  leased_live: number;
  leased_historical: number;
  leased_live_direct: number;
  leased_historical_direct: number;
  refused: number;
  withdrawn: number;
}

export interface LapsingRow extends ApplicationRow {
  expires: string;
  estimated: boolean;
}

/** Keyset position of the owner page: segment (0 live, 1 archive), received date key, id. */
export interface OwnerPosition {
  s: number;
  d: string;
  i: number;
  /** The archive cut-off key (date, id) of the HISTORICAL_CAP-th record, when capped. */
  cd?: string;
  ci?: number;
}

const ORDER_KEY = `coalesce(a.date_received, '0001-01-01'::date)`;

export class OwnerApplicationsRepository {
  constructor(private readonly db: Knex) {}

  private async count(t: Table, conds: Cond[]): Promise<number> {
    const r = (await this.db.raw(
      `SELECT count(*)::int AS n FROM ${tableName(t)} a WHERE ${conds.map((c) => c.sql).join(' AND ')}`,
      conds.flatMap((c) => c.values) as Knex.RawBinding[],
    )) as { rows: { n: number }[] };
    return r.rows[0]!.n;
  }

  /**
   * The application counts of the owner record (spec 2.6): one statement per table over the owned or
   * leased records, each count a filter of it.
   */
  async counts(s: OwnerScope): Promise<OwnerCounts> {
    const o = owned(s);
    const l = leased(s);
    const d = direct(s);
    const one = async (t: Table) => {
      const live = t === 'live';
      const r = (await this.db.raw(
        `SELECT count(*) FILTER (WHERE ${o.sql})::int AS owned,
           count(*) FILTER (WHERE ${l.sql})::int AS leased,
           ${live ? `count(*) FILTER (WHERE ${l.sql} AND ${d.sql})::int` : '0'} AS direct,
           count(*) FILTER (WHERE ${o.sql} AND a.stage = 'refused')::int AS refused,
           count(*) FILTER (WHERE ${o.sql} AND a.stage = 'withdrawn')::int AS withdrawn
         FROM ${tableName(t)} a WHERE ${o.sql} OR ${l.sql}`,
        [
          ...o.values,
          ...l.values,
          ...(live ? [...l.values, ...d.values] : []),
          ...o.values,
          ...o.values,
          ...o.values,
          ...l.values,
        ] as Knex.RawBinding[],
      )) as { rows: { owned: number; leased: number; direct: number; refused: number; withdrawn: number }[] };
      return r.rows[0]!;
    };
    const [live, arch] = await Promise.all([one('live'), one('archive')]);
    return {
      live: live.owned,
      historical: arch.owned,
      leased_live: live.leased,
      leased_historical: arch.leased,
      leased_live_direct: live.direct,
      // Archive records carry the leaseholders' numbers but not the lease's relation to the site.
      leased_historical_direct: 0,
      refused: live.refused + arch.refused,
      withdrawn: live.withdrawn + arch.withdrawn,
    };
  }

  /** Owned applications per month received (live and archive), from `since`, oldest month first. */
  async perMonth(s: OwnerScope, since: string): Promise<{ month: string; count: number }[]> {
    const o = owned(s);
    const r = (await this.db.raw(
      `SELECT month, sum(n)::int AS count FROM (
         SELECT to_char(a.date_received, 'YYYY-MM') AS month, count(*) AS n FROM applications a
         WHERE ${o.sql} AND a.date_received >= ? GROUP BY 1
         UNION ALL
         SELECT to_char(a.date_received, 'YYYY-MM'), count(*) FROM archive_applications a
         WHERE ${o.sql} AND a.date_received >= ? GROUP BY 1) m
       GROUP BY month ORDER BY month`,
      [...o.values, since, ...o.values, since] as Knex.RawBinding[],
    )) as { rows: { month: string; count: number }[] };
    return r.rows;
  }

  /** Owned records of both tables matching `extra`, ordered by `order` (over alias r), at most `limit`. */
  private async listBoth(
    s: OwnerScope,
    extra: string,
    order: string,
    limit: number,
    only?: OnlyIds,
  ): Promise<ApplicationRow[]> {
    const o = owned(s);
    const part = (t: Table) => `(${recordSelect(t)} WHERE ${o.sql} AND ${extra}${onlySql(t, only).sql})`;
    const r = (await this.db.raw(
      `SELECT * FROM (${part('live')} UNION ALL ${part('archive')}) r ORDER BY ${order} LIMIT ?`,
      [
        ...o.values,
        ...onlySql('live', only).values,
        ...o.values,
        ...onlySql('archive', only).values,
        limit,
      ] as Knex.RawBinding[],
    )) as { rows: ApplicationRow[] };
    return r.rows;
  }

  /** Refused and withdrawn applications on the owner's land, newest decision first. */
  refusalsAndWithdrawals(s: OwnerScope, limit: number, only?: OnlyIds): Promise<ApplicationRow[]> {
    return this.listBoth(
      s,
      `a.stage IN ('refused', 'withdrawn')`,
      'r.date_decided DESC NULLS LAST, r.date_received DESC NULLS LAST, r.id DESC',
      limit,
      only,
    );
  }

  /**
   * Permissions about to lapse (spec 2.6): permitted full and outline permissions on the owner's land
   * whose limit (the council's expiry date, else three years from the decision, marked estimated)
   * falls from `from` to `to`, soonest first.
   */
  async lapsing(
    s: OwnerScope,
    from: string,
    to: string,
    limit: number,
    only?: OnlyIds,
  ): Promise<LapsingRow[]> {
    const o = owned(s);
    const part = (t: Table) => `(${recordSelect(
      t,
      `, coalesce(${expirySql(t)}, (a.date_decided + interval '3 years')::date) AS expires,
        ${expirySql(t)} IS NULL AS estimated`,
    )}
      WHERE ${o.sql} AND a.stage = 'approved' AND a.procedure IN ('full', 'outline') AND a.date_decided IS NOT NULL${onlySql(t, only).sql})`;
    const r = (await this.db.raw(
      `SELECT * FROM (${part('live')} UNION ALL ${part('archive')}) r WHERE r.expires BETWEEN ? AND ?
       ORDER BY r.expires, r.id LIMIT ?`,
      [
        ...o.values,
        ...onlySql('live', only).values,
        ...o.values,
        ...onlySql('archive', only).values,
        from,
        to,
        limit,
      ] as Knex.RawBinding[],
    )) as { rows: LapsingRow[] };
    return r.rows;
  }

  /** Live applications on the owner's land with a published appeal, newest first. */
  async appealed(s: OwnerScope, limit: number, only?: OnlyIds): Promise<ApplicationRow[]> {
    const o = owned(s);
    const r = (await this.db.raw(
      `${recordSelect('live')} WHERE ${o.sql} AND a.appeal IS NOT NULL${onlySql('live', only).sql}
       ORDER BY a.date_received DESC NULLS LAST, a.id DESC LIMIT ?`,
      [...o.values, ...onlySql('live', only).values, limit] as Knex.RawBinding[],
    )) as { rows: ApplicationRow[] };
    return r.rows;
  }

  /** Agents named on the owner's live applications (Contact Data), most applications first. */
  async agents(s: OwnerScope, limit: number): Promise<{ name: string; applications: number }[]> {
    const o = owned(s);
    const r = (await this.db.raw(
      `SELECT btrim(a.contact->>'agent') AS name, count(*)::int AS applications FROM applications a
       WHERE ${o.sql} AND coalesce(btrim(a.contact->>'agent'), '') <> ''
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ?`,
      [...o.values, limit] as Knex.RawBinding[],
    )) as { rows: { name: string; applications: number }[] };
    return r.rows;
  }

  /**
   * Keys (received date key as text, id) of the owner's records of table `t` in page order, newest
   * received first, after `after` and from `cut` on, skipping `offset`: read from owner_links
   * (migration 109), one bounded btree walk per company the interest names, so a page never reads
   * the owner's other rows. A record owned and leased (interest any) is listed once.
   */
  private async keys(
    s: OwnerScope,
    interest: Interest,
    t: Table,
    limit: number,
    after: { d: string; i: number } | null,
    cut: { d: string; i: number } | null,
    offset = 0,
  ): Promise<{ d: string; i: number }[]> {
    const parts: string[] = [];
    const values: unknown[] = [];
    for (const st of linkStreams(s, interest)) {
      const where = ['l.company_number = m.n', 'l.via = ?', 'l.tbl = ?'];
      values.push(st.numbers, st.via, t === 'live' ? 0 : 1);
      if (after) {
        where.push('(l.date_key, l.app_id) < (?::date, ?::bigint)');
        values.push(after.d, after.i);
      }
      if (cut) {
        where.push('(l.date_key, l.app_id) >= (?::date, ?::bigint)');
        values.push(cut.d, cut.i);
      }
      values.push(offset + limit);
      parts.push(`SELECT k.date_key, k.app_id FROM unnest(?::text[]) m(n) CROSS JOIN LATERAL (
        SELECT l.date_key, l.app_id FROM owner_links l WHERE ${where.join(' AND ')}
        ORDER BY l.date_key DESC, l.app_id DESC LIMIT ?) k`);
    }
    values.push(offset, limit);
    const r = (await this.db.raw(
      `SELECT date_key::text AS d, app_id AS i FROM (${parts.join(' UNION ALL ')}) u
       GROUP BY date_key, app_id ORDER BY date_key DESC, app_id DESC OFFSET ? LIMIT ?`,
      values as Knex.RawBinding[],
    )) as { rows: { d: string; i: number }[] };
    return r.rows;
  }

  /**
   * A page of the owner's applications: live records then archive records (at most HISTORICAL_CAP of
   * them), each newest received first, on one keyset position. The archive's cut-off (the
   * HISTORICAL_CAP-th record) is found when the walk reaches the archive, if `historicalTotal` (the
   * owner's archive count, possibly as of the last nightly rebuild) is anywhere near the cap, and is
   * carried in the position from then on.
   */
  async page(
    s: OwnerScope,
    interest: Interest,
    limit: number,
    after: OwnerPosition | null,
    historicalTotal: number,
  ): Promise<{ rows: ApplicationRow[]; next: OwnerPosition | null }> {
    let cut: { d: string; i: number } | null =
      after?.cd !== undefined && after.ci !== undefined ? { d: after.cd, i: after.ci } : null;
    const rows: (ApplicationRow & { _k: string })[] = [];
    const seg: number[] = [];
    for (let si = after?.s ?? 0; si < 2 && rows.length <= limit; si++) {
      const t: Table = si === 0 ? 'live' : 'archive';
      if (t === 'archive' && !cut && historicalTotal > HISTORICAL_CAP / 2) {
        const c = await this.keys(s, interest, 'archive', 2, null, null, HISTORICAL_CAP - 1);
        cut = c.length === 2 ? c[0]! : null;
      }
      const keys = await this.keys(
        s,
        interest,
        t,
        limit + 1 - rows.length,
        after && after.s === si ? { d: after.d, i: after.i } : null,
        t === 'archive' ? cut : null,
      );
      if (!keys.length) continue;
      const got = (await this.db.raw(
        `${recordSelect(t, `, ${ORDER_KEY}::text AS _k`)} WHERE a.id = ANY(?::bigint[])
         ORDER BY ${ORDER_KEY} DESC, a.id DESC`,
        [keys.map((k) => k.i)] as Knex.RawBinding[],
      )) as { rows: (ApplicationRow & { _k: string })[] };
      for (const r of got.rows) {
        rows.push(r);
        seg.push(si);
      }
    }
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    const next: OwnerPosition | null =
      more && last
        ? { s: seg[page.length - 1]!, d: last._k, i: last.id, ...(cut ? { cd: cut.d, ci: cut.i } : {}) }
        : null;
    return { rows: page, next };
  }

  /** Owned-or-leased totals for the applications endpoint's meta. */
  async totals(s: OwnerScope, interest: Interest): Promise<{ live: number; historical: number }> {
    const c = interestCond(s, interest);
    const [live, historical] = await Promise.all([this.count('live', [c]), this.count('archive', [c])]);
    return { live, historical };
  }
}
