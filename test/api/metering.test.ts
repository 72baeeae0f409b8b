// Spec 8 records metering: a record is charged the first time it is delivered to the account in a
// calendar month and is free to re-read; exact when the same records are read twice and by two
// requests at once; the allowance is a 429 when a response would pass it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountForKey } from '../../core/accounts.js';
import { chargeExportRows, chargeRecords, pointKey } from '../../feed/metering.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
const period = new Date().toISOString().slice(0, 8) + '01';

beforeAll(async () => {
  a = await buildTestApp(rt);
  const c = await council(rt.db, 'york');
  for (let i = 0; i < 30; i++)
    await application(rt.db, {
      council_id: c.id,
      date_received: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`,
    });
});
afterAll(() => a.close());

async function usage(account: string, p = period) {
  return rt.db('usage_monthly').where({ account, period: p }).first();
}

describe('records metering (spec 8)', () => {
  it('the same records read twice are charged once; headers show what remains', async () => {
    const k = await key(rt.db, 'starter', { email: 'twice@example.com' });
    const r1 = await get(a, '/v1/applications?limit=10', k);
    expect(r1.headers['x-records-remaining-month']).toBe('9990');
    const r2 = await get(a, '/v1/applications?limit=10', k);
    expect(r2.headers['x-records-remaining-month']).toBe('9990');
    expect((await usage('twice@example.com')).records).toBe(10);
    // An overlapping page: only the 5 new records are charged.
    const r3 = await get(a, '/v1/applications?limit=15', k);
    expect(r3.body.data).toHaveLength(15);
    expect(r3.headers['x-records-remaining-month']).toBe('9985');
    // By id re-reads are free too.
    await get(a, `/v1/applications/${r1.body.data[0].id}`, k);
    expect((await usage('twice@example.com')).records).toBe(15);
    const rows = await rt.db('usage_records').where({ account: 'twice@example.com' }).count({ n: '*' });
    expect(Number(rows[0].n)).toBe(15);
  });

  it('two requests at once for the same page charge each record once', async () => {
    const k = await key(rt.db, 'pro', { email: 'race@example.com' });
    const [x, y, z] = await Promise.all([
      get(a, '/v1/applications?limit=20', k),
      get(a, '/v1/applications?limit=20', k),
      get(a, '/v1/applications?limit=25', k),
    ]);
    expect([x.status, y.status, z.status]).toEqual([200, 200, 200]);
    const u = await usage('race@example.com');
    expect(u.records).toBe(25);
    expect(u.requests).toBe(3);
  });

  it('metering is per account: two keys of one e-mail share the count', async () => {
    const k1 = await key(rt.db, 'pro', { email: 'shared@example.com' });
    const k2 = await key(rt.db, 'pro', { email: 'shared@example.com' });
    await get(a, '/v1/applications?limit=5', k1);
    const r = await get(a, '/v1/applications?limit=6', k2);
    expect(r.headers['x-records-remaining-month']).toBe(String(100_000 - 6));
  });

  it('a page that would pass the allowance is 429 and charges nothing; re-reads stay free', async () => {
    const k = await key(rt.db, 'demo', { email: 'cap@example.com' });
    // Demo: 500 one-off records, in the period 1970-01-01.
    await get(a, '/v1/applications?limit=3', k);
    await rt
      .db('usage_monthly')
      .where({ account: 'cap@example.com', period: '1970-01-01' })
      .update({ records: 498 });
    const over = await get(a, '/v1/applications?limit=10', k);
    expect(over.status).toBe(429);
    expect(over.body.error.type).toBe('rate_limit_error');
    expect(over.body.error.message).toMatch(/records allowance/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-records-remaining-month']).toBe('2');
    expect((await usage('cap@example.com', '1970-01-01')).records).toBe(498);
    // The three already delivered are free to re-read.
    const again = await get(a, '/v1/applications?limit=3', k);
    expect(again.status).toBe(200);
    expect(again.headers['x-records-remaining-month']).toBe('2');
    // Two new ones fit exactly.
    const fit = await get(a, '/v1/applications?limit=5', k);
    expect(fit.status).toBe(200);
    expect(fit.headers['x-records-remaining-month']).toBe('0');
  });

  it('chargeRecords: constraint points, concurrency and contact metering through the service', async () => {
    const k = await key(rt.db, 'pro', { email: 'svc@example.com', contact: true });
    const account = (await accountForKey(rt.db, k))!;
    const keys = Array.from({ length: 50 }, (_, i) => pointKey(51.5 + i / 1000, -0.1));
    const results = await Promise.all([
      chargeRecords(rt.db, account, keys.slice(0, 30)),
      chargeRecords(rt.db, account, keys.slice(20, 50)),
      chargeRecords(rt.db, account, [...keys].reverse()),
    ]);
    expect(results.reduce((s, r) => s + r.charged, 0)).toBe(50);
    expect((await usage('svc@example.com')).records).toBe(50);
    const c = await chargeRecords(rt.db, account, ['a:1', 'a:2'], { contactKeys: ['a:1'] });
    expect(c.charged).toBe(2);
    expect(c.contact).toMatchObject({ allowed: true, metered: 1, used: 1, remaining: 9999 });
    const again = await chargeRecords(rt.db, account, ['a:1', 'a:2'], { contactKeys: ['a:1', 'a:2'] });
    expect(again.charged).toBe(0);
    expect(again.contact).toMatchObject({ metered: 1, used: 2 });
    expect(account.usage.records).toBe(52);
  });

  it('the Contact Data allowance: when used up, records are served without contact fields', async () => {
    const c = await council(rt.db, 'hull');
    await application(rt.db, { council_id: c.id, contact: { applicant: 'Ms B' } });
    const k = await key(rt.db, 'pro', { email: 'contactcap@example.com', contact: true });
    await get(a, '/v1/categories', k);
    await rt
      .db('usage_monthly')
      .where({ account: 'contactcap@example.com' })
      .update({ contact_records: 10_000 });
    const r = await get(a, '/v1/applications?council=hull', k);
    expect(r.status).toBe(200);
    expect(r.body.data[0]).not.toHaveProperty('applicant');
    expect(r.body.meta.contact).toMatchObject({ metered: 0, remaining: 0 });
    expect(r.body.meta.contact.note).toMatch(/used up/);
  });

  it('chargeExportRows: monthly export rows against the allowance, legacy figures kept', async () => {
    const k = await key(rt.db, 'starter', { email: 'rows@example.com' });
    const account = (await accountForKey(rt.db, k))!;
    expect(await chargeExportRows(rt.db, account, 6000)).toEqual({ used: 6000, cap: 10000, remaining: 4000 });
    await expect(chargeExportRows(rt.db, account, 5000)).rejects.toMatchObject({ status: 429 });
    expect((await usage('rows@example.com')).export_rows).toBe(6000);
    const legacy = await key(rt.db, 'starter', {
      email: 'legacyrows@example.com',
      issuedAt: new Date('2026-01-15T00:00:00Z'),
      legacy: { export_rows: 50_000 },
    });
    const la = (await accountForKey(rt.db, legacy))!;
    expect(la.legacy).toBe(true);
    expect((await chargeExportRows(rt.db, la, 20_000)).cap).toBe(50_000);
  });
});

describe('records metering in the page statement', () => {
  // A page is metered in the statement that reads it when that statement alone decides the page;
  // otherwise its records are charged after the page is complete. Either way: its records, once.
  async function charged(account: string): Promise<string[]> {
    const rows = await rt.db('usage_records').where({ account, period }).select('record_key');
    return rows.map((r: { record_key: string }) => r.record_key).sort();
  }
  const keysOf = async (ids: string[]) =>
    (await rt.db('applications').whereIn('public_id', ids).select('id'))
      .map((r: { id: number }) => `a:${r.id}`)
      .sort();

  it('a page that runs on from dated into undated records charges exactly its records', async () => {
    const c = await council(rt.db, 'leeds');
    for (let i = 0; i < 3; i++) await application(rt.db, { council_id: c.id });
    for (let i = 0; i < 4; i++) await application(rt.db, { council_id: c.id, date_received: null });
    const k = await key(rt.db, 'pro', { email: 'segments@example.com' });
    const r = await get(a, '/v1/applications?council=leeds&limit=5', k);
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data.filter((x: Json) => x.date_received === null)).toHaveLength(2);
    expect(await charged('segments@example.com')).toEqual(await keysOf(r.body.data.map((x: Json) => x.id)));
    const u = await usage('segments@example.com');
    expect(u).toMatchObject({ records: 5, requests: 1 });
    expect(r.headers['x-records-remaining-month']).toBe(String(100_000 - 5));
    // The next page: the two undated records left, charged once more each.
    const r2 = await get(a, `/v1/applications?council=leeds&limit=5&cursor=${r.body.meta.next_cursor}`, k);
    expect(r2.body.data).toHaveLength(2);
    expect(await usage('segments@example.com')).toMatchObject({ records: 7, requests: 2 });
  });

  it('live then archive pages on one cursor charge live and archive records by their own keys', async () => {
    const c = await council(rt.db, 'bath');
    const live = [];
    for (let i = 0; i < 2; i++) live.push(await application(rt.db, { council_id: c.id }));
    const old = [];
    for (let i = 0; i < 5; i++)
      old.push(await archive(rt.db, { council_id: c.id, date_received: `2019-05-0${1 + i}` }));
    const k = await key(rt.db, 'pro', { email: 'archive@example.com' });
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 4; page++) {
      const r = await get(a, `/v1/applications?council=bath&date_from=2019-01-01&limit=2${cursor}`, k);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.map((x: Json) => x.id));
      if (!r.body.meta.next_cursor) break;
      cursor = `&cursor=${r.body.meta.next_cursor}`;
    }
    expect(seen).toHaveLength(7);
    const byPublic = new Map([...live, ...old].map((x, i) => [x.public_id, `${i < 2 ? 'a' : 'h'}:${x.id}`]));
    expect(await charged('archive@example.com')).toEqual(seen.map((id) => byPublic.get(id)).sort());
    expect(await usage('archive@example.com')).toMatchObject({ records: 7, requests: 4 });
  });

  it('a nearby page cut inside a group of equal distances charges exactly its records', async () => {
    const c = await council(rt.db, 'orkney');
    // 30 records at one point: more than a page fetch, all at one distance.
    for (let i = 0; i < 30; i++) await application(rt.db, { council_id: c.id, lat: 59.0, lng: -3.0 });
    const k = await key(rt.db, 'pro', { email: 'ties@example.com' });
    const r = await get(a, '/v1/applications/nearby?lat=59.001&lng=-3.0&limit=4', k);
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(4);
    expect(await charged('ties@example.com')).toEqual(await keysOf(r.body.data.map((x: Json) => x.id)));
    expect(await usage('ties@example.com')).toMatchObject({ records: 4, requests: 1 });
    const near = await get(a, '/v1/applications/nearby?lat=59.5&lng=-3.0&limit=4&radius=100', k);
    expect(near.body.data).toHaveLength(0);
    expect(await usage('ties@example.com')).toMatchObject({ records: 4, requests: 2 });
  });
});

describe('account', () => {
  it('request.account carries the key, plan, add-on, issue date and legacy flag', async () => {
    const k = await key(rt.db, 'business', {
      email: 'acct@example.com',
      contact: true,
      issuedAt: new Date('2026-09-10T23:00:00Z'),
    });
    const acc = (await accountForKey(rt.db, k))!;
    expect(acc).toMatchObject({ email: 'acct@example.com', contactAddon: true, legacy: true });
    expect(acc.plan.name).toBe('business');
    expect(acc.allowances.records).toBe(250_000);
    const body: Json = (await get(a, '/v1/applications?limit=1', k)).body;
    expect(body.meta.limit).toBe(1);
  });
});
