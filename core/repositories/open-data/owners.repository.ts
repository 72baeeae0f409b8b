// Owners (spec 2.6, 4.12) on the company side: the owner index (migration 067) rebuilt from the
// company-owned land files and the company registry, the search by start of name or number, one
// owner, the titles registered to it lately, and its group as a tree of majority control.
import type { Knex } from 'knex';
import { lastRefresh, noteRefresh, type Refresh } from '../planning/derived.repository.js';

export interface OwnerIndexRow {
  company_number: string;
  name: string;
  freehold_titles: number;
  leasehold_titles: number;
  overseas: boolean;
  status: string | null;
}

export interface RecentTitle {
  title_number: string;
  tenure: string;
  property_address: string | null;
  postcode: string | null;
  date_proprietor_added: string | null;
  price_paid: number | null;
  company_number: string;
}

/** The SQL of the name normalisation of enrich/loaders/ownership.ts nameNorm. */
const NAME_NORM = `btrim(regexp_replace(upper(x.name), '[^A-Z0-9]+', ' ', 'g'))`;

export class OwnersRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Rebuilds owner_index: one row per registry number named as a proprietor in the CCOD or OCOD files,
   * with its registry name (else the name the titles give) and its freehold and leasehold titles.
   */
  async refreshIndex(asOf: string): Promise<{ rows: number; tookMs: number }> {
    const t0 = performance.now();
    return this.db.transaction(async (trx) => {
      await trx.raw('DELETE FROM owner_index');
      await trx.raw(`INSERT INTO owner_index (company_number, name, name_norm, freehold_titles, leasehold_titles, overseas)
        SELECT x.n, x.name, ${NAME_NORM}, x.f, x.l, x.o FROM (
          SELECT t.n, coalesce(c.name, t.pname) AS name, t.f, t.l, t.o FROM (
            SELECT u.n, count(*) FILTER (WHERE lt.tenure = 'Freehold')::int AS f,
              count(*) FILTER (WHERE lt.tenure = 'Leasehold')::int AS l, bool_or(lt.kind = 'ocod') AS o,
              min(p.value->>'name') AS pname
            FROM land_titles lt
            CROSS JOIN LATERAL unnest(lt.company_numbers) AS u(n)
            LEFT JOIN LATERAL jsonb_array_elements(lt.proprietors) p ON p.value->>'company_number' = u.n
            WHERE lt.kind IN ('ccod', 'ocod')
            GROUP BY u.n) t
          LEFT JOIN companies c ON c.company_number = t.n) x
        WHERE x.name IS NOT NULL`);
      const n = ((await trx.raw('SELECT count(*)::int AS n FROM owner_index')) as { rows: { n: number }[] })
        .rows[0]!.n;
      const tookMs = performance.now() - t0;
      await noteRefresh(trx, 'owner_index', asOf, n, tookMs);
      return { rows: n, tookMs };
    });
  }

  lastRefresh(): Promise<Refresh | null> {
    return lastRefresh(this.db, 'owner_index');
  }

  /**
   * Owners whose normalised name starts with `namePrefix`, or whose number is `number` or starts with
   * `numberPrefix`; most freehold titles first, then number. `after` continues a page.
   */
  async search(
    q: { namePrefix?: string; number?: string; numberPrefix?: string },
    limit: number,
    after: { f: number; n: string } | null,
  ): Promise<{ rows: OwnerIndexRow[]; next: { f: number; n: string } | null }> {
    const ors: string[] = [];
    const values: unknown[] = [];
    const esc = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
    if (q.namePrefix) {
      ors.push(`o.name_norm LIKE ? ESCAPE '\\'`);
      values.push(`${esc(q.namePrefix)}%`);
    }
    if (q.number) {
      ors.push('o.company_number = ?');
      values.push(q.number);
    }
    if (q.numberPrefix) {
      ors.push(`o.company_number LIKE ? ESCAPE '\\'`);
      values.push(`${esc(q.numberPrefix)}%`);
    }
    if (!ors.length) return { rows: [], next: null };
    let sql = `SELECT o.company_number, o.name, o.freehold_titles, o.leasehold_titles, o.overseas, c.status
      FROM owner_index o LEFT JOIN companies c ON c.company_number = o.company_number
      WHERE (${ors.join(' OR ')})`;
    if (after) {
      sql += ' AND (o.freehold_titles < ? OR (o.freehold_titles = ? AND o.company_number > ?))';
      values.push(after.f, after.f, after.n);
    }
    sql += ' ORDER BY o.freehold_titles DESC, o.company_number LIMIT ?';
    values.push(limit + 1);
    const rows = ((await this.db.raw(sql, values as Knex.RawBinding[])) as { rows: OwnerIndexRow[] }).rows;
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    return { rows: page, next: more && last ? { f: last.freehold_titles, n: last.company_number } : null };
  }

  /** Index rows of these numbers (owners of titles), by number. */
  async indexed(numbers: string[]): Promise<Map<string, OwnerIndexRow>> {
    if (!numbers.length) return new Map();
    const rows = (await this.db('owner_index as o')
      .leftJoin('companies as c', 'c.company_number', 'o.company_number')
      .whereIn('o.company_number', numbers)
      .select(
        'o.company_number',
        'o.name',
        'o.freehold_titles',
        'o.leasehold_titles',
        'o.overseas',
        'c.status',
      )) as OwnerIndexRow[];
    return new Map(rows.map((r) => [r.company_number, r]));
  }

  /** Titles registered to any of the companies on or after `since`, newest first (at most `limit`). */
  async recentTitles(numbers: string[], since: string, limit: number): Promise<RecentTitle[]> {
    if (!numbers.length) return [];
    const r = (await this.db.raw(
      `SELECT t.title_number, t.tenure, t.property_address, t.postcode_norm AS postcode, t.date_proprietor_added,
         t.price_paid, (SELECT n FROM unnest(t.company_numbers) n WHERE n = ANY(?::text[]) LIMIT 1) AS company_number
       FROM land_titles t
       WHERE t.kind IN ('ccod', 'ocod') AND t.company_numbers && ?::text[] AND t.date_proprietor_added >= ?
       ORDER BY t.date_proprietor_added DESC, t.title_number LIMIT ?`,
      [numbers, numbers, since, limit],
    )) as { rows: RecentTitle[] };
    return r.rows;
  }

  /** Freehold and leasehold titles held by any of the companies (a title held jointly counts once). */
  async titleCounts(numbers: string[]): Promise<{ freehold: number; leasehold: number }> {
    if (!numbers.length) return { freehold: 0, leasehold: 0 };
    // One company: owner_index holds these counts, made by the same rule at its last rebuild (nightly,
    // planning.derived; the owners search ranks by them too). Counting live visits every title's row, scattered across the table: 70 ms for
    // a company with 7,000 titles. A group needs the live count, as a title held by two members
    // counts once.
    if (numbers.length === 1) {
      const row = (await this.db('owner_index')
        .where({ company_number: numbers[0] })
        .first('freehold_titles', 'leasehold_titles')) as
        { freehold_titles: number; leasehold_titles: number } | undefined;
      if (row) return { freehold: row.freehold_titles, leasehold: row.leasehold_titles };
    }
    const r = (await this.db.raw(
      `SELECT count(*) FILTER (WHERE tenure = 'Freehold')::int AS freehold,
         count(*) FILTER (WHERE tenure = 'Leasehold')::int AS leasehold
       FROM land_titles WHERE kind IN ('ccod', 'ocod') AND company_numbers && ?::text[]`,
      [numbers],
    )) as { rows: { freehold: number; leasehold: number }[] };
    return r.rows[0]!;
  }

  /** The majority-control edges among `members`: each company and the member controlling it. */
  async groupEdges(
    members: string[],
  ): Promise<{ company_number: string; parent: string; share_band: string | null }[]> {
    if (!members.length) return [];
    const r = (await this.db.raw(
      `SELECT DISTINCT ON (company_number) company_number, controller_number AS parent, share_band
       FROM company_controllers
       WHERE majority AND company_number = ANY(?::text[]) AND controller_number = ANY(?::text[])
         AND company_number <> controller_number
       ORDER BY company_number, notified_on DESC NULLS LAST`,
      [members, members],
    )) as { rows: { company_number: string; parent: string; share_band: string | null }[] };
    return r.rows;
  }

  /** Name and status of companies (registry first, else the owner index). */
  async names(numbers: string[]): Promise<Map<string, { name: string | null; status: string | null }>> {
    if (!numbers.length) return new Map();
    const r = (await this.db.raw(
      `SELECT n AS company_number, coalesce(c.name, o.name) AS name, c.status
       FROM unnest(?::text[]) n LEFT JOIN companies c ON c.company_number = n
       LEFT JOIN owner_index o ON o.company_number = n`,
      [numbers],
    )) as { rows: { company_number: string; name: string | null; status: string | null }[] };
    return new Map(r.rows.map((x) => [x.company_number, { name: x.name, status: x.status }]));
  }
}
