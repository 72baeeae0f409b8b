// GET /v1/consents/expiring (spec 2.8, 4.8) through HTTP on a real database: every rule and nation,
// follow-ons, the window (months, passed), council, bbox, householder, min_homes, cursor, total, the
// plan gate, metering and the errors. Records are seeded here with dates relative to today (never
// the simulator's), then the derived table is rebuilt as the nightly job does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addYears, timeLimit } from '../../core/domain/planning/time-limits.js';
import { refreshDerived } from '../../workers/services/derived.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let starter: string, demo: string, pro: string;
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const plusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** A decision date whose `years` limit falls `days` from today. */
const decidedFor = (years: number, days: number) => addYears(plusDays(today, days), -years);
const ids: Record<string, string> = {};

beforeAll(async () => {
  a = await buildTestApp(rt);
  starter = await key(rt.db, 'starter');
  demo = await key(rt.db, 'demo');
  pro = await key(rt.db, 'pro');
  const barnet = (await council(rt.db, 'barnet', { name: 'Barnet' })).id;
  const leeds = (await council(rt.db, 'leeds', { name: 'Leeds' })).id;
  const cardiff = (await council(rt.db, 'cardiff', { name: 'Cardiff', nation: 'wales' })).id;
  const edinburgh = (await council(rt.db, 'edinburgh', { name: 'Edinburgh', nation: 'scotland' })).id;
  const belfast = (await council(rt.db, 'belfast', { name: 'Belfast', nation: 'northern-ireland' })).id;
  const perm = (name: string, input: Parameters<typeof application>[1]) =>
    application(rt.db, { stage: 'approved', procedure: 'full', date_received: '2026-01-05', ...input }).then(
      (r) => (ids[name] = r.public_id),
    );
  // One per rule and nation, each limit a known number of days ahead.
  await perm('england_full', {
    council_id: barnet,
    reference: '23/00001/FUL',
    date_decided: decidedFor(3, 30),
    dwelling_count: 12,
    lat: 51.6,
    lng: -0.2,
    links: { council: 'https://barnet.example/23-00001' },
  });
  await perm('wales_full', {
    council_id: cardiff,
    nation: 'wales',
    reference: 'C21/0001/FUL',
    date_decided: decidedFor(5, 60),
  });
  await perm('ni_full', {
    council_id: belfast,
    nation: 'northern-ireland',
    reference: 'LA04/2021/0001/F',
    date_decided: decidedFor(5, 90),
  });
  await perm('scotland_full', {
    council_id: edinburgh,
    nation: 'scotland',
    reference: '23/00001/FUL',
    date_decided: decidedFor(3, 45),
  });
  await perm('scotland_pip', {
    council_id: edinburgh,
    nation: 'scotland',
    procedure: 'outline',
    reference: '21/00002/PPP',
    date_decided: decidedFor(5, 100),
  });
  await perm('england_outline', {
    council_id: leeds,
    procedure: 'outline',
    reference: '23/00003/OUT',
    date_decided: decidedFor(3, 120),
    dwelling_count: 40,
    lat: 53.8,
    lng: -1.55,
  });
  // An outline whose own period has run out, kept alive by reserved matters approved later: the
  // later of 3 years from the outline and 2 years from the last approval.
  const rmDecided = decidedFor(2, 150);
  await perm('england_outline_rm', {
    council_id: leeds,
    procedure: 'outline',
    reference: '21/00007/OUT',
    date_decided: decidedFor(3, -200),
    dwelling_count: 25,
  });
  // The reserved-matters approvals were received before 2026: archive records.
  await archive(rt.db, {
    council_id: leeds,
    reference: '24/00100/REM',
    procedure: 'reserved-matters',
    stage: 'approved',
    date_received: '2024-01-10',
    date_decided: decidedFor(2, 100),
    description: 'Approval of reserved matters (phase 1) pursuant to outline permission 21/00007/OUT',
  });
  await archive(rt.db, {
    council_id: leeds,
    reference: '25/00101/REM',
    procedure: 'reserved-matters',
    stage: 'approved',
    date_received: '2025-03-10',
    date_decided: rmDecided,
    description: 'Reserved matters (phase 2) of 21/00007/OUT.',
  });
  await application(rt.db, {
    council_id: leeds,
    reference: '26/00200/DIS',
    procedure: 'discharge',
    stage: 'pending',
    date_received: '2026-02-01',
    description: 'Details pursuant to conditions 3, 5 and 12 of planning permission 21/00007/OUT',
  });
  await application(rt.db, {
    council_id: leeds,
    reference: '26/00201/VAR',
    procedure: 'amendment',
    stage: 'pending',
    date_received: '2026-03-01',
    description: 'Variation of condition 2 of 21/00007 (approved plans)',
  });
  // Another council citing the same reference is not a follow-on (linking is within one council).
  await application(rt.db, {
    council_id: barnet,
    reference: '26/00300/DIS',
    procedure: 'discharge',
    date_received: '2026-02-01',
    description: 'Discharge of condition 4 of 21/00007/OUT',
  });
  await perm('householder', {
    council_id: barnet,
    reference: '23/00010/HSE',
    application_type: 'Householder',
    date_decided: decidedFor(3, 10),
  });
  await perm('passed', { council_id: barnet, reference: '23/00011/FUL', date_decided: decidedFor(3, -30) });
  await perm('far', { council_id: barnet, reference: '23/00012/FUL', date_decided: decidedFor(3, 300) });
  await perm('council_date', {
    council_id: barnet,
    reference: '23/00013/FUL',
    date_decided: decidedFor(3, 170),
    key_dates: { permission_expiry: plusDays(today, 40) },
  });
  ids.archive = (
    await archive(rt.db, {
      council_id: barnet,
      reference: 'H/23/00014/FUL',
      procedure: 'full',
      stage: 'approved',
      date_received: '2023-01-01',
      date_decided: decidedFor(3, 20),
    })
  ).public_id;
  // Never listed: refused, a prior approval, a reserved-matters approval itself, a pending one.
  await application(rt.db, {
    council_id: barnet,
    stage: 'refused',
    procedure: 'full',
    date_decided: decidedFor(3, 25),
  });
  await application(rt.db, {
    council_id: barnet,
    stage: 'approved',
    procedure: 'prior-approval',
    date_decided: decidedFor(3, 25),
  });
  await application(rt.db, {
    council_id: barnet,
    stage: 'approved',
    procedure: 'reserved-matters',
    date_decided: decidedFor(3, 25),
  });
  await application(rt.db, { council_id: barnet, stage: 'pending', procedure: 'full' });
  await refreshDerived(rt.db, { tables: ['consent_limits'] });
});
afterAll(() => a?.close());

const list = async (qs: string, k = starter) => {
  const r = await get(a, `/v1/consents/expiring${qs}`, k);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Json;
};
const names = (body: Json) =>
  (body.data as { id: string }[]).map((d) => Object.entries(ids).find(([, id]) => id === d.id)?.[0] ?? d.id);
const one = async (name: string, qs = '?months=12&passed=1&householder=include') =>
  (await list(qs)).data.find((d: { id: string }) => d.id === ids[name]);

describe('GET /v1/consents/expiring', () => {
  it('lists the default window (6 months ahead, householder excluded) in limit-date order', async () => {
    const b = await list('');
    expect(names(b)).toEqual([
      'archive',
      'england_full',
      'council_date',
      'scotland_full',
      'wales_full',
      'ni_full',
      'scotland_pip',
      'england_outline',
      'england_outline_rm',
    ]);
    const dates = b.data.map((d: Json) => d.time_limit.date);
    expect([...dates].sort()).toEqual(dates);
    expect(b.meta.window).toEqual({ from: today, to: b.meta.window.to, months: 6, includes_passed: false });
    expect(b.meta.householder).toBe('exclude');
    expect(b.meta.how).toMatch(/commencement_after_rm/);
    expect(b.meta.computed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('applies each rule and nation period (spec 2.8)', async () => {
    const cases: [string, string, number, string][] = [
      ['england_full', 'commencement', 3, plusDays(today, 30)],
      ['wales_full', 'commencement', 5, plusDays(today, 60)],
      ['ni_full', 'commencement', 5, plusDays(today, 90)],
      ['scotland_full', 'commencement', 3, plusDays(today, 45)],
      ['scotland_pip', 'commencement', 5, plusDays(today, 100)],
      ['england_outline', 'reserved_matters', 3, plusDays(today, 120)],
    ];
    for (const [name, rule, years, date] of cases) {
      const d = await one(name);
      expect(d, name).toBeDefined();
      expect({ rule: d.time_limit.rule, years: d.time_limit.years }, name).toEqual({ rule, years });
      // addYears of a date years back may land a day off across 29 February: compare with the rule.
      expect(d.time_limit.date, name).toBe(addYears(d.decided_date, years));
      expect(Math.abs(Date.parse(d.time_limit.date) - Date.parse(date)) <= DAY, name).toBe(true);
      expect(d.time_limit.limit_passed).toBe(false);
    }
    const pip = await one('scotland_pip');
    expect(pip.time_limit.assumes).toMatch(/permission in principle/);
    const rm = await one('england_outline_rm');
    const expected = timeLimit({
      nation: 'england',
      procedure: 'outline',
      decided: rm.decided_date,
      lastReservedMatters: decidedFor(2, 150),
    });
    expect(rm.time_limit).toMatchObject({ rule: 'commencement_after_rm', years: 3, date: expected.date });
    expect(rm.time_limit.date).toBe(addYears(decidedFor(2, 150), 2));
    const council = await one('council_date');
    expect(council.time_limit.date).toBe(plusDays(today, 40));
    expect(council.time_limit.assumes).toMatch(/council's published expiry/);
  });

  it('counts follow-ons within the same council, with the conditions named', async () => {
    const rm = await one('england_outline_rm');
    expect(rm.follow_on).toEqual({
      count: 4,
      discharges: 1,
      variations: 1,
      reserved_matters: 2,
      last_date: '2026-03-01',
      conditions_named: ['3', '5', '12'],
      live_applications: 2,
    });
    expect((await one('england_full')).follow_on.count).toBe(0);
    const full = await one('england_full');
    expect(full).toMatchObject({
      reference: '23/00001/FUL',
      authority: { slug: 'barnet', name: 'Barnet' },
      procedure: 'full',
      homes: 12,
      householder: false,
      links: { council: 'https://barnet.example/23-00001' },
      source: 'live',
    });
    expect((await one('archive')).source).toBe('historical');
    expect((await one('archive')).id).toMatch(/^h_/);
  });

  it('months, passed, householder, min_homes, council and bbox', async () => {
    expect(names(await list('?months=12'))).toContain('far');
    expect(names(await list(''))).not.toContain('far');
    const passed = await list('?passed=1');
    expect(names(passed)[0]).toBe('passed');
    expect(passed.data[0].time_limit.limit_passed).toBe(true);
    expect(passed.meta.window.from).toBe(plusDays(today, -90));
    expect(names(await list(''))).not.toContain('passed');
    expect(names(await list('?householder=only'))).toEqual(['householder']);
    expect(names(await list('?householder=include'))).toContain('householder');
    expect(names(await list('?min_homes=20'))).toEqual(['england_outline', 'england_outline_rm']);
    expect(names(await list('?council=cardiff'))).toEqual(['wales_full']);
    expect(names(await list('?bbox=-1.6,53.7,-1.5,53.9'))).toEqual(['england_outline']);
  });

  it('pages on a cursor, with total=1', async () => {
    const first = await list('?limit=4&total=1');
    expect(first.meta.total).toBe(9);
    expect(first.data).toHaveLength(4);
    const seen = names(first);
    let cursor = first.meta.next_cursor as string | null;
    while (cursor) {
      const next = await list(`?limit=4&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...names(next));
      cursor = next.meta.next_cursor;
    }
    expect(seen).toEqual(names(await list('')));
    const other = await get(
      a,
      `/v1/consents/expiring?months=12&cursor=${encodeURIComponent(first.meta.next_cursor)}`,
      starter,
    );
    expect(other.status).toBe(400);
    expect(other.body.error.param).toBe('cursor');
  });

  it('charges each consent as its application record', async () => {
    const k = await key(rt.db, 'pro');
    const first = await get(a, '/v1/consents/expiring?limit=3', k);
    expect(first.headers['x-records-remaining-month']).toBe(String(100_000 - 3));
    const again = await get(a, '/v1/consents/expiring?limit=3', k);
    expect(again.headers['x-records-remaining-month']).toBe(String(100_000 - 3));
  });

  it('needs a paid plan, a key and valid parameters', async () => {
    const d = await get(a, '/v1/consents/expiring', demo);
    expect(d.status).toBe(403);
    expect(d.body.error).toMatchObject({ type: 'permission_error', param: 'consents' });
    expect((await get(a, '/v1/consents/expiring', pro)).status).toBe(200);
    expect((await get(a, '/v1/consents/expiring', null)).status).toBe(401);
    for (const [qs, param] of [
      ['months=13', 'months'],
      ['months=0', 'months'],
      ['months=x', 'months'],
      ['passed=2', 'passed'],
      ['householder=some', 'householder'],
      ['min_homes=-1', 'min_homes'],
      ['bbox=1,2,3', 'bbox'],
      ['council=nowhere', 'council'],
      ['total=yes', 'total'],
      ['sort=date', 'sort'],
    ]) {
      const r = await get(a, `/v1/consents/expiring?${qs}`, starter);
      expect(r.status, qs).toBe(400);
      expect(r.body.error, qs).toMatchObject({ type: 'invalid_request', param });
    }
  });
});
