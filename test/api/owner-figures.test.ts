// The owner record's precomputed figures (migration 108, planning.derived) and the owner page's
// order through owner_links (migration 109), through HTTP on a real database: right after a rebuild
// the record of every owner, company and group, is the one computed live on the same data (counts,
// per_month, lists, agents); an owner the rebuild did not hold is computed live (as_of null); the
// figures of an owner the rebuild held say their as_of and stay so until the next rebuild. The owner
// page walks live then historical records newest first on one cursor, as the owner columns order
// them, for every interest and scope, and owner_links follows every insert, update and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { refreshDerived } from '../../workers/services/derived.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string;
const today = new Date().toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10);

// Companies 08000001-08000010. Majority control: 01 -> 02, 01 -> 03, 03 -> 04 (group of 01: 01-04);
// 06 -> 07 (group of 06). 05, 08, 09, 10 stand alone; 10 holds nothing until after the rebuild.
const C = (n: number) => `080000${String(n).padStart(2, '0')}`;
const PARENT: Record<string, string> = { [C(2)]: C(1), [C(3)]: C(1), [C(4)]: C(3), [C(7)]: C(6) };
const up = (c: string): string[] => (PARENT[c] ? [c, ...up(PARENT[c]!)] : [c]);
const OWNERS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(C);
const AGENTS = ['Alpha Planning', 'Beta Design', 'Gamma Architects', 'Delta', 'Epsilon', 'Zeta', 'Eta'];
const AGENTS_MORE = ['Theta', 'Iota', 'Kappa', 'Lambda', 'Mu'];

// A deterministic sequence (the same data each run).
let seed = 15;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
/** Skewed: company 1 most, then 2, ... */
const owner = () => OWNERS[Math.min(OWNERS.length - 1, Math.floor(OWNERS.length * rnd() ** 2.5))]!;

function owners(c: string, joint: boolean) {
  const companies = joint ? [c, C(8)] : [c];
  return {
    owner_company_numbers: companies,
    owner_group_numbers: [...new Set(companies.flatMap(up))],
  };
}

function lease(): { numbers: string[] | null; leaseholders: unknown } {
  if (rnd() < 0.6) return { numbers: null, leaseholders: null };
  const l = pick([...OWNERS, C(1), C(3)]);
  const relation = pick(['this_unit', 'this_property', 'whole_building', 'elsewhere_in_building']);
  return {
    numbers: [l],
    leaseholders: [{ tenure: 'leasehold', relation, proprietors: [{ name: 'X', company_number: l }] }],
  };
}

describe('owner figures and the owner page through owner_links', () => {
  beforeAll(async () => {
    a = await buildTestApp(rt);
    pro = await key(rt.db, 'pro', { contact: true });
    const barnet = (await council(rt.db, 'barnet', { name: 'Barnet' })).id;
    for (let i = 1; i <= 10; i++)
      await rt.db.raw(
        `INSERT INTO companies (company_number, name, name_norm, status, release) VALUES (?, ?, ?, 'Active', '2026-10')`,
        [C(i), `OWNER ${i} LIMITED`, `OWNER ${i} LIMITED`],
      );
    for (const [child, parent] of Object.entries(PARENT))
      await rt.db.raw(
        `INSERT INTO company_controllers (company_number, controller_name, controller_number, share_band, majority, release)
         VALUES (?, 'P', ?, '75-100', true, '2026-10')`,
        [child, parent],
      );
    // Live records (received in 2026): every stage, some permissions the council dates to lapse within
    // a year, appeals, agents (more than ten names), leases of every relation.
    for (let i = 0; i < 360; i++) {
      const stage = pick(['pending', 'approved', 'approved', 'refused', 'withdrawn']);
      const decided =
        stage === 'pending' ? null : `2026-${String(1 + Math.floor(rnd() * 10)).padStart(2, '0')}-15`;
      const l = lease();
      const o = owner();
      await application(rt.db, {
        council_id: barnet,
        procedure: pick(['full', 'full', 'outline', 'householder']),
        stage,
        date_received:
          rnd() < 0.05
            ? null
            : `2026-${String(1 + Math.floor(rnd() * 10)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`,
        date_decided: decided,
        key_dates: rnd() < 0.4 ? { permission_expiry: addDays(today, Math.floor(rnd() * 500) - 60) } : null,
        appeal: rnd() < 0.15 ? { outcome: 'dismissed', decision_date: '2026-09-01' } : null,
        contact: rnd() < 0.5 ? { agent: pick(rnd() < 0.8 ? AGENTS : AGENTS_MORE) } : null,
        ...(rnd() < 0.92 ? owners(o, rnd() < 0.05) : {}),
        leaseholder_company_numbers: l.numbers,
        leaseholders: l.leaseholders,
      });
    }
    // Archive records (before 2026): decided up to 3 years ago, so some estimated limits fall within
    // the coming year; refusals and withdrawals.
    for (let i = 0; i < 180; i++) {
      const stage = pick(['approved', 'approved', 'refused', 'withdrawn']);
      const received = addDays('2023-01-01', -Math.floor(rnd() * 1500));
      const l = lease();
      await archive(rt.db, {
        council_id: barnet,
        procedure: pick(['full', 'outline', 'householder']),
        stage,
        date_received: received,
        date_decided: addDays(today, -3 * 365 + Math.floor(rnd() * 500) - 100),
        ...(rnd() < 0.95 ? owners(owner(), false) : {}),
        leaseholder_company_numbers: l.numbers,
      });
    }
    // A leaseholders value that is not an array (JSON null) is read as none, by the rebuild and live
    // (the live counts failed on it: "cannot extract elements from a scalar").
    await rt.db.raw(
      `UPDATE applications SET leaseholders = 'null'::jsonb WHERE id = (SELECT min(id) FROM applications WHERE leaseholders IS NULL)`,
    );
    await refreshDerived(rt.db, { tables: ['owner_index', 'owner_figures'] });
  });
  afterAll(() => a?.close());

  const ok = async (url: string, k = pro) => {
    const r = await get(a, url, k);
    expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body as Json;
  };
  const scopes = ['company', 'group'] as const;

  it('right after a rebuild every owner record (company and group) is the live computation', async () => {
    const nightly = new Map<string, Json>();
    for (const c of OWNERS)
      for (const scope of scopes)
        nightly.set(`${c}/${scope}`, (await ok(`/v1/owners/${c}?scope=${scope}`)).data);
    // The figures are the rebuild's: as of today.
    expect(nightly.get(`${C(1)}/company`).figures).toEqual({ as_of: today, computed: 'nightly' });
    expect((await rt.db.raw('SELECT count(*)::int AS n FROM owner_figures')).rows[0].n).toBeGreaterThan(12);
    // The data holds every kind of figure, so the comparison below compares something.
    const big = nightly.get(`${C(1)}/group`);
    expect(big.applications.live).toBeGreaterThan(100);
    expect(big.applications.historical).toBeGreaterThan(40);
    expect(big.applications.leased_live).toBeGreaterThan(10);
    expect(big.applications.leased_live_direct).toBeGreaterThan(0);
    expect(big.permissions_lapsing).toHaveLength(25);
    expect(big.permissions_lapsing.some((p: Json) => p.estimated)).toBe(true);
    expect(big.permissions_lapsing.some((p: Json) => !p.estimated)).toBe(true);
    expect(big.refusals_withdrawals).toHaveLength(25);
    expect(big.appeals.length).toBeGreaterThan(5);
    expect(big.agents).toHaveLength(10);
    expect(big.applications.per_month.length).toBeGreaterThan(6);
    // The same records computed live: drop the figures and ask again.
    await rt.db.raw('DELETE FROM owner_figures');
    try {
      for (const c of OWNERS)
        for (const scope of scopes) {
          const live = (await ok(`/v1/owners/${c}?scope=${scope}`)).data;
          expect(live.figures).toEqual({ as_of: null, computed: 'live' });
          expect({ ...nightly.get(`${c}/${scope}`), figures: null }, `${c} ${scope}`).toEqual({
            ...live,
            figures: null,
          });
        }
    } finally {
      await refreshDerived(rt.db, { tables: ['owner_figures'] });
    }
  });

  it('the applications totals are the rebuild figures (totals_as_of), equal to a live count', async () => {
    for (const c of [C(1), C(3), C(6)])
      for (const scope of scopes)
        for (const interest of ['owned', 'leased', 'any']) {
          const url = `/v1/owners/${c}/applications?scope=${scope}&interest=${interest}&limit=1`;
          const nightly = (await ok(url)).meta;
          expect(nightly.totals_as_of).toBe(today);
          const n = (
            await rt.db.raw('DELETE FROM owner_figures WHERE company_number = ? AND scope = ?', [
              nightly.owner_filter.company_number,
              scope,
            ])
          ).rowCount;
          expect(n).toBe(1);
          const live = (await ok(url)).meta;
          expect(live.totals_as_of).toBeNull();
          expect([nightly.live_total, nightly.historical_total, nightly.total]).toEqual([
            live.live_total,
            live.historical_total,
            live.total,
          ]);
          await refreshDerived(rt.db, { tables: ['owner_figures'] });
        }
  });

  /** Every record of the owner, live then archive, newest received first, from the owner columns. */
  async function reference(c: string, scope: string, interest: string): Promise<string[]> {
    // The one group walked is 01's.
    const members = scope === 'group' ? [C(1), C(2), C(3), C(4)] : [c];
    const ownedSql =
      scope === 'group'
        ? 'a.owner_group_numbers @> ARRAY[?]::text[]'
        : 'a.owner_company_numbers @> ARRAY[?]::text[]';
    const leasedSql = 'a.leaseholder_company_numbers && ?::text[]';
    const cond =
      interest === 'owned' ? ownedSql : interest === 'leased' ? leasedSql : `(${ownedSql} OR ${leasedSql})`;
    const values = interest === 'owned' ? [c] : interest === 'leased' ? [members] : [c, members];
    const out: string[] = [];
    for (const t of ['applications', 'archive_applications']) {
      const r = await rt.db.raw(
        `SELECT public_id FROM ${t} a WHERE ${cond}
         ORDER BY coalesce(a.date_received, '0001-01-01'::date) DESC, a.id DESC`,
        values,
      );
      out.push(...r.rows.map((x: { public_id: string }) => x.public_id));
    }
    return out;
  }

  async function walk(c: string, scope: string, interest: string, limit: number, k = pro): Promise<string[]> {
    const out: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 200; i++) {
      const b: Json = await ok(
        `/v1/owners/${c}/applications?scope=${scope}&interest=${interest}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        k,
      );
      out.push(...b.data.map((d: Json) => d.id));
      cursor = b.meta.next_cursor;
      if (!cursor) break;
    }
    return out;
  }

  it('the owner page walks live then historical records newest first on one cursor, for every interest', async () => {
    for (const [c, scope] of [
      [C(1), 'company'],
      [C(1), 'group'],
      [C(5), 'company'],
    ] as const)
      for (const interest of ['owned', 'leased', 'any']) {
        const expected = await reference(c, scope, interest);
        expect(expected.length, `${c} ${scope} ${interest}`).toBeGreaterThan(interest === 'leased' ? 3 : 10);
        expect(await walk(c, scope, interest, 17), `${c} ${scope} ${interest}`).toEqual(expected);
      }
    // Live first, then historical (h_ ids).
    const all = await walk(C(1), 'group', 'any', 50);
    const firstHistorical = all.findIndex((id) => id.startsWith('h_'));
    expect(firstHistorical).toBeGreaterThan(0);
    expect(all.slice(firstHistorical).every((id) => id.startsWith('h_'))).toBe(true);
  });

  it('owner_links follows inserts, updates, deletes and truncation of both tables', async () => {
    const cols =
      'a.id, a.date_received, a.owner_company_numbers, a.owner_group_numbers, a.leaseholder_company_numbers';
    const expansion = `SELECT x.n, x.v, a.t, coalesce(a.date_received, '0001-01-01'::date)::text AS d, a.id FROM (
        SELECT ${cols}, 0 AS t FROM applications a UNION ALL SELECT ${cols}, 1 FROM archive_applications a) a
      CROSS JOIN LATERAL (SELECT n, 'o' AS v FROM unnest(a.owner_company_numbers) n
        UNION SELECT n, 'g' FROM unnest(a.owner_group_numbers) n
        UNION SELECT n, 'l' FROM unnest(a.leaseholder_company_numbers) n) x ORDER BY 1, 2, 3, 4, 5`;
    const sameAsColumns = async () => {
      const links = await rt.db.raw(
        `SELECT company_number AS n, via AS v, tbl AS t, date_key::text AS d, app_id AS id FROM owner_links ORDER BY 1, 2, 3, 4, 5`,
      );
      expect(links.rows.length).toBeGreaterThan(500);
      expect(links.rows).toEqual((await rt.db.raw(expansion)).rows);
    };
    await sameAsColumns();
    // Updates: a new owner, a new received date, owners removed, a leaseholder added; on both tables.
    await rt.db.raw(
      `UPDATE applications SET owner_company_numbers = ARRAY[?], owner_group_numbers = ARRAY[?]
       WHERE id IN (SELECT id FROM applications WHERE owner_company_numbers @> ARRAY[?] ORDER BY id LIMIT 5)`,
      [C(9), C(9), C(1)],
    );
    await rt.db.raw(
      `UPDATE applications SET date_received = date_received - 40 WHERE id IN (SELECT id FROM applications ORDER BY id DESC LIMIT 30)`,
    );
    await rt.db.raw(
      `UPDATE applications SET owner_company_numbers = NULL, owner_group_numbers = NULL WHERE id IN (SELECT id FROM applications ORDER BY id LIMIT 4)`,
    );
    await rt.db.raw(
      `UPDATE archive_applications SET leaseholder_company_numbers = ARRAY[?] WHERE id IN (SELECT id FROM archive_applications ORDER BY id LIMIT 6)`,
      [C(5)],
    );
    await rt.db.raw(
      `DELETE FROM applications WHERE id IN (SELECT id FROM applications ORDER BY id DESC LIMIT 3)`,
    );
    await rt.db.raw(
      `DELETE FROM archive_applications WHERE id IN (SELECT id FROM archive_applications ORDER BY id LIMIT 2)`,
    );
    await sameAsColumns();
    for (const interest of ['owned', 'leased', 'any'])
      expect(await walk(C(1), 'group', interest, 23)).toEqual(await reference(C(1), 'group', interest));
    expect(await walk(C(9), 'company', 'owned', 2)).toEqual(await reference(C(9), 'company', 'owned'));
    // Truncating one table drops its links only (inside a transaction that is rolled back).
    await rt.db
      .transaction(async (trx) => {
        await trx.raw('TRUNCATE archive_applications CASCADE');
        const r = await trx.raw('SELECT tbl, count(*)::int AS n FROM owner_links GROUP BY tbl ORDER BY tbl');
        expect(r.rows.map((x: { tbl: number }) => x.tbl)).toEqual([0]);
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
    await sameAsColumns();
  });

  it('an owner the rebuild did not hold is computed live; one it held keeps its figures until the next', async () => {
    await refreshDerived(rt.db, { tables: ['owner_figures'] });
    const before = (await ok(`/v1/owners/${C(5)}`)).data;
    expect(before.figures).toEqual({ as_of: today, computed: 'nightly' });
    // 10 held nothing at the rebuild: its record is counted now.
    const none = (await ok(`/v1/owners/${C(10)}`)).data;
    expect(none.figures).toEqual({ as_of: null, computed: 'live' });
    expect(none.applications).toMatchObject({ live: 0, historical: 0, total: 0, refused: 0 });
    const barnet = (await rt.db.raw(`SELECT id FROM councils WHERE slug = 'barnet'`)).rows[0].id;
    for (const c of [C(5), C(10)])
      await application(rt.db, {
        council_id: barnet,
        stage: 'refused',
        date_received: '2026-11-20',
        date_decided: '2026-11-01',
        owner_company_numbers: [c],
        owner_group_numbers: [c],
      });
    const fresh = (await ok(`/v1/owners/${C(10)}`)).data;
    expect(fresh.figures).toEqual({ as_of: null, computed: 'live' });
    expect(fresh.applications).toMatchObject({ live: 1, historical: 0, total: 1, refused: 1 });
    expect(fresh.refusals_withdrawals).toHaveLength(1);
    // 5's figures stay those of the rebuild (as_of says so) ...
    const stale = (await ok(`/v1/owners/${C(5)}`)).data;
    expect(stale.applications).toEqual(before.applications);
    // ... and its page lists the new record at once (the page is never precomputed).
    const page = await ok(`/v1/owners/${C(5)}/applications?limit=1`);
    expect(page.meta.totals_as_of).toBe(today);
    expect(page.data[0].date_received).toBe('2026-11-20');
    await refreshDerived(rt.db, { tables: ['owner_figures'] });
    const after = (await ok(`/v1/owners/${C(5)}`)).data;
    expect(after.applications.live).toBe(before.applications.live + 1);
    expect(after.applications.refused).toBe(before.applications.refused + 1);
    expect((await ok(`/v1/owners/${C(10)}`)).data.figures).toEqual({ as_of: today, computed: 'nightly' });
  });

  it('more than 5,000 historical records: the walk lists the newest 5,000 (historical_capped), through owner_links', async () => {
    const c = C(11);
    await rt.db.raw(
      `INSERT INTO companies (company_number, name, name_norm, status, release) VALUES (?, 'OWNER 11 LIMITED', 'OWNER 11 LIMITED', 'Active', '2026-10')`,
      [c],
    );
    const barnet = (await rt.db.raw(`SELECT id FROM councils WHERE slug = 'barnet'`)).rows[0].id;
    await rt.db.raw(
      `INSERT INTO archive_applications (public_id, council_id, reference, reference_norm, nation, stage, date_received,
         owner_company_numbers, owner_group_numbers)
       SELECT 'h_cap' || lpad(g::text, 11, '0'), ?, 'CAP/' || g, 'CAP/' || g, 'england', 'approved',
         DATE '2010-01-01' + (g % 3000), ARRAY[?], ARRAY[?]
       FROM generate_series(1, 5003) g`,
      [barnet, c, c],
    );
    for (const [, refresh] of [
      ['live', false],
      ['nightly', true],
    ] as const) {
      if (refresh) await refreshDerived(rt.db, { tables: ['owner_figures'] });
      // A key of its own per walk (51 pages of 100, 5,000 records): Enterprise's limits.
      const k = await key(rt.db, 'enterprise');
      const first = await ok(`/v1/owners/${c}/applications?limit=100`, k);
      expect(first.meta).toMatchObject({
        historical_total: 5003,
        historical_capped: true,
        totals_as_of: refresh ? today : null,
      });
      const ids = await walk(c, 'company', 'owned', 100, k);
      expect(ids).toEqual((await reference(c, 'company', 'owned')).slice(0, 5000));
    }
  });
});
