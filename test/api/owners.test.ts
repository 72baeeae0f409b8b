// Owners (spec 2.6 owner record, 4.12) through HTTP on a real database: GET /v1/owners?q=,
// /v1/owners/{number} (scope=group), /{number}/applications (interest owned, leased, any; live then
// historical on one cursor) and /{number}/group, the Pro gate, metering (an owner is one record, each
// application carried is charged) and the errors. The owner data is the synthetic official-format
// files of test/synthetic loaded by the loaders, joined to applications by the enrichment joins.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { refreshDerived } from '../../workers/services/derived.js';
import { addYears } from '../../core/domain/planning/time-limits.js';
import { describeWithFixtures } from '../helpers/fixtures.js';
import { testRuntime } from '../helpers/runtime.js';
import { loadScenario } from '../enrich/synthetic.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string, starter: string, demo: string;
const ids: Record<string, string> = {};

describeWithFixtures('owners through HTTP', () => {
  beforeAll(async () => {
    await loadScenario(rt.db);
    a = await buildTestApp(rt);
    pro = await key(rt.db, 'pro', { contact: true });
    starter = await key(rt.db, 'starter');
    demo = await key(rt.db, 'demo');
    const barnet = (await council(rt.db, 'barnet', { name: 'Barnet' })).id;
    const leeds = (await council(rt.db, 'leeds', { name: 'Leeds' })).id;
    const enriched = async (name: string, input: Parameters<typeof application>[1]) => {
      const r = await application(rt.db, input);
      await enrichApplication(rt.db, r.id);
      ids[name] = r.public_id;
    };
    // The freehold of 14 Example Road is EXAMPLE HOMES LIMITED's (09000001): a full permission whose
    // three years run out in about two months.
    await enriched('house', {
      council_id: barnet,
      address: '14 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000014',
      procedure: 'full',
      stage: 'approved',
      date_received: '2026-01-10',
      date_decided: addYears(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), -3),
    });
    // A flat of 20 Example Road: its building's freehold is 09000001's, its own lease 09000003's.
    await enriched('flat', {
      council_id: barnet,
      address: 'Flat 2, 20 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000020',
      procedure: 'full',
      stage: 'refused',
      date_received: '2026-03-01',
      date_decided: '2026-05-01',
      appeal: { outcome: 'dismissed', decision_date: '2026-09-01' },
      contact: { agent: 'Example Planning Ltd' },
    });
    await enriched('leeds', {
      council_id: leeds,
      address: '9 Synthetic Street, Leeds LS6 1AA',
      postcode: 'LS6 1AA',
    });
    // An archive record on the same land (its owner numbers as the archive carries them).
    ids.old = (
      await archive(rt.db, {
        council_id: barnet,
        address: '20 Example Road, London N2 0AA',
        date_received: '2018-04-01',
        stage: 'withdrawn',
        date_decided: '2018-06-01',
        owner_company_numbers: ['09000001'],
        owner_group_numbers: ['09000001', '09000002', '09000007'],
        leaseholder_company_numbers: ['09000003'],
      })
    ).public_id;
    await refreshDerived(rt.db, { tables: ['owner_index'] });
  });
  afterAll(() => a?.close());

  const ok = async (url: string, k = pro) => {
    const r = await get(a, url, k);
    expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body as Json;
  };

  it('GET /v1/owners?q= finds owners by the start of the name or number, most freehold titles first', async () => {
    const freehold = async (n: string) =>
      Number(
        (
          await rt.db.raw(
            `SELECT count(*) AS n FROM land_titles WHERE tenure = 'Freehold' AND kind IN ('ccod','ocod') AND company_numbers @> ARRAY[?]::text[]`,
            [n],
          )
        ).rows[0].n,
      );
    const b = await ok('/v1/owners?q=example');
    const numbers = b.data.map((d: Json) => d.company_number);
    expect(numbers[0]).toBe('09000001');
    expect(numbers).toContain('09000003');
    expect(b.data[0]).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      freehold_titles: await freehold('09000001'),
      overseas: false,
      status_code: 'active',
      links: { owner: expect.stringMatching(/\/v1\/owners\/09000001$/) },
    });
    const counts = b.data.map((d: Json) => d.freehold_titles);
    expect([...counts].sort((x: number, y: number) => y - x)).toEqual(counts);
    expect(b.meta.sources.map((s: Json) => s.file)).toEqual(['ccod', 'ocod', 'companies']);
    expect(b.meta.sources[0]).toMatchObject({ release: 'June 2024', release_month: '2024-06' });
    expect((await ok('/v1/owners?q=example%20homes')).data.map((d: Json) => d.company_number)).toEqual([
      '09000001',
    ]);
    expect((await ok('/v1/owners?q=9000003')).data.map((d: Json) => d.company_number)).toEqual(['09000003']);
    const byNumber = (await ok('/v1/owners?q=0900000')).data.map((d: Json) => d.company_number);
    expect(byNumber.every((n: string) => n.startsWith('0900000'))).toBe(true);
    expect(byNumber).toEqual(expect.arrayContaining(['09000001', '09000003', '09000006']));
    const empty = await ok('/v1/owners?q=zzz');
    expect(empty.data).toEqual([]);
    expect(empty.meta.hint).toMatch(/private owners are absent/);
    // Pages on a cursor.
    const p1 = await ok('/v1/owners?q=example&limit=1');
    const p2 = await ok(`/v1/owners?q=example&limit=1&cursor=${encodeURIComponent(p1.meta.next_cursor)}`);
    expect([p1.data[0].company_number, p2.data[0].company_number]).toEqual(numbers.slice(0, 2));
  });

  it('GET /v1/owners/{number}: the owner record', async () => {
    const k = await key(rt.db, 'pro');
    const r = await get(a, '/v1/owners/9000001', k);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({
      company_number: '09000001',
      name: 'EXAMPLE HOMES LIMITED',
      scope: 'company',
      group: null,
    });
    expect(d.companies_house).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      status_code: 'active',
      ultimate_owner: { company_number: '09000007' },
    });
    expect(d.applications).toMatchObject({
      live: 2,
      historical: 1,
      total: 3,
      leased_live: 0,
      leased_historical: 0,
      refused: 1,
      withdrawn: 1,
    });
    expect(d.applications.per_month).toEqual([
      { month: '2026-01', count: 1 },
      { month: '2026-03', count: 1 },
    ]);
    expect(d.permissions_lapsing.map((x: Json) => x.id)).toEqual([ids.house]);
    expect(d.permissions_lapsing[0]).toMatchObject({ estimated: true, source: 'live' });
    expect(d.refusals_withdrawals.map((x: Json) => x.id)).toEqual([ids.flat, ids.old]);
    expect(d.appeals.map((x: Json) => [x.id, x.appeal.outcome])).toEqual([[ids.flat, 'dismissed']]);
    // Agents are contact data: only with the Contact Data add-on.
    expect(d.agents).toBeNull();
    expect((await ok('/v1/owners/9000001')).data.agents).toEqual([
      { name: 'Example Planning Ltd', applications: 1 },
    ]);
    expect(d.titles.freehold).toBeGreaterThan(0);
    expect(r.body.meta).toMatchObject({
      applications_listed: 3,
      owner_filter: { company_number: '09000001', scope: 'company', companies: 1 },
    });
    expect(r.body.meta.attribution.map((x: Json) => x.data)).toEqual(['freehold_owner', 'company_registry']);
    // One record for the owner, one per application listed; free to read again this month.
    expect(r.headers['x-records-remaining-month']).toBe(String(100_000 - 4));
    const again = await get(a, '/v1/owners/09000001', k);
    expect(again.headers['x-records-remaining-month']).toBe(String(100_000 - 4));
    // The leaseholder's counts.
    const lessee = (await ok('/v1/owners/9000003')).data.applications;
    expect(lessee).toMatchObject({ live: 0, leased_live: 1, leased_live_direct: 1, leased_historical: 1 });
  });

  it('scope=group: the whole group under its top company', async () => {
    const b = await ok('/v1/owners/9000001?scope=group');
    expect(b.data).toMatchObject({
      company_number: '09000007',
      name: 'EXAMPLE GROUP TOPCO LIMITED',
      scope: 'group',
    });
    expect(b.data.group.size).toBe(3);
    expect(b.data.group.members.map((m: Json) => m.company_number).sort()).toEqual([
      '09000001',
      '09000002',
      '09000007',
    ]);
    expect(b.data.applications).toMatchObject({ live: 2, historical: 1 });
    expect(b.meta.owner_filter).toEqual({
      company_number: '09000007',
      name: 'EXAMPLE GROUP TOPCO LIMITED',
      scope: 'group',
      companies: 3,
    });
  });

  it('GET /v1/owners/{number}/applications: full records, live then historical on one cursor', async () => {
    const b = await ok('/v1/owners/9000001/applications');
    expect(b.data.map((d: Json) => d.id)).toEqual([ids.flat, ids.house, ids.old]);
    expect(b.data.map((d: Json) => d.source)).toEqual(['live', 'live', 'historical']);
    expect(b.data[0].freehold_owner.proprietors[0].company_number).toBe('09000001');
    expect(b.meta).toMatchObject({
      interest: 'owned',
      live_total: 2,
      historical_total: 1,
      total: 3,
      historical_capped: false,
      owner_filter: { company_number: '09000001', scope: 'company' },
      next_cursor: null,
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Json = await ok(
        `/v1/owners/9000001/applications?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...p.data.map((d: Json) => d.id));
      cursor = p.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual([ids.flat, ids.house, ids.old]);
    expect((await ok('/v1/owners/9000003/applications?interest=leased')).data.map((d: Json) => d.id)).toEqual(
      [ids.flat, ids.old],
    );
    expect((await ok('/v1/owners/9000003/applications')).data).toEqual([]);
    expect((await ok('/v1/owners/9000003/applications?interest=any')).meta.total).toBe(2);
    expect((await ok('/v1/owners/9000007/applications?scope=group')).meta.total).toBe(3);
    const bad = await get(
      a,
      `/v1/owners/9000001/applications?interest=leased&cursor=${encodeURIComponent(
        (await ok('/v1/owners/9000001/applications?limit=1')).meta.next_cursor,
      )}`,
      pro,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('cursor');
  });

  it('GET /v1/owners/{number}/group: the tree from the top company', async () => {
    const b = await ok('/v1/owners/9000001/group');
    expect(b.data).toMatchObject({
      company_number: '09000007',
      children: [
        { company_number: '09000002', children: [{ company_number: '09000001', share_band: '75-100' }] },
      ],
    });
    expect(b.meta.size).toBe(3);
  });

  it('Pro and above, a valid number, an owner that exists', async () => {
    for (const k of [starter, demo])
      for (const url of [
        '/v1/owners?q=example',
        '/v1/owners/9000001',
        '/v1/owners/9000001/applications',
        '/v1/owners/9000001/group',
      ]) {
        const r = await get(a, url, k);
        expect(r.status, url).toBe(403);
        expect(r.body.error).toMatchObject({ type: 'permission_error', param: 'owners' });
      }
    expect((await get(a, '/v1/owners/9000001', null)).status).toBe(401);
    const missing = await get(a, '/v1/owners/9999999', pro);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ type: 'not_found', param: 'number' });
    for (const [url, param] of [
      ['/v1/owners/ABC-1', 'number'],
      ['/v1/owners/1234567890', 'number'],
      ['/v1/owners', 'q'],
      ['/v1/owners?q=', 'q'],
      ['/v1/owners?q=%20-', 'q'],
      ['/v1/owners/9000001?scope=family', 'scope'],
      ['/v1/owners/9000001/applications?interest=rented', 'interest'],
      ['/v1/owners/9000001/group?scope=group', 'scope'],
    ]) {
      const r = await get(a, url, pro);
      expect(r.status, url).toBe(400);
      expect(r.body.error, url).toMatchObject({ type: 'invalid_request', param });
    }
  });
});
