// The Contact Data allowance running out in the middle of a page (planning spec 8: one monthly
// allowance of 10,000 records, only records delivering a contact value count, each once a month;
// licensing spec 2.1: parties are metered on that allowance), and HEAD requests on every licensing
// endpoint (counted as requests, no body, no record charged). Through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key, type Json } from '../api/seed.js';
import { change, licence, registerSource } from './api-seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
const withParties: string[] = [];
let bare: string;
let application: string;

const party = (name: string, number: string) => [
  { role: 'holder', name, company_number: number, charity_number: null, trading_as: null },
];

beforeAll(async () => {
  a = await buildTestApp(rt);
  const c = await council(rt.db, 'southwark');
  const reg = await registerSource(rt.db, c.id);
  const base = { council_id: c.id, council_register_id: reg, postcode: 'SE1 9AA' };
  // Four licences holding a company party and one without, in id order.
  for (const [i, name] of [
    'Borough Inns Ltd',
    'Bankside Bars Ltd',
    'Thames Taverns Ltd',
    'Mint Leisure Ltd',
  ].entries())
    withParties.push(
      (
        await licence(rt.db, {
          ...base,
          parties: party(name, `0900000${i}`),
          party_company_numbers: [`0900000${i}`],
        })
      ).public_id,
    );
  const b = await licence(rt.db, base);
  bare = b.public_id;
  await change(rt.db, { id: b.id, council_id: c.id, council_register_id: reg });
  application = (await licence(rt.db, { ...base, record_type: 'application', status: 'applied' })).public_id;
});
afterAll(async () => {
  await a?.close();
});

const period = () => `${new Date().toISOString().slice(0, 7)}-01`;
const partiesOf = (body: Json) =>
  Object.fromEntries((body.data as Json[]).map((r) => [r.id, r.parties?.map((p: Json) => p.name) ?? null]));

describe('the Contact Data allowance running out within a page', () => {
  it('serves parties on the records within the allowance and withholds them on the records past it', async () => {
    const email = 'contact-midpage@example.com';
    const k = await key(rt.db, 'pro', { email });
    // The month's row, then the allowance left at 2 records.
    expect((await get(a, '/v1/licensing/coverage', k)).status).toBe(200);
    await rt
      .db('usage_monthly')
      .where({ account: email, period: period() })
      .update({ contact_records: 9998 });

    const r = await get(a, '/v1/licensed-premises?council=southwark&sort=id', k);
    expect(r.status).toBe(200);
    expect(partiesOf(r.body)).toEqual({
      [withParties[0]]: ['Borough Inns Ltd'],
      [withParties[1]]: ['Bankside Bars Ltd'],
      [withParties[2]]: null,
      [withParties[3]]: null,
      [bare]: [],
    });
    expect(r.body.meta.contact).toMatchObject({
      metered: 2,
      used: 10_000,
      cap: 10_000,
      remaining: 0,
      withheld: 2,
    });
    expect(r.body.meta.contact.note).toMatch(
      /ran out within this response: 2 records were served without parties/,
    );
    // The records themselves are all charged (2 each), whatever their parties.
    expect(r.headers['x-records-remaining-month']).toBe(String(100_000 - 10));

    // Re-read: the two already counted this month keep their parties (free); the others stay withheld.
    const again = await get(a, '/v1/licensed-premises?council=southwark&sort=id', k);
    expect(partiesOf(again.body)).toEqual(partiesOf(r.body));
    expect(again.body.meta.contact).toMatchObject({ metered: 0, used: 10_000, remaining: 0, withheld: 2 });
    // A single record past the allowance: no parties; one within it: its parties.
    const past = await get(a, `/v1/licensed-premises/${withParties[3]}`, k);
    expect(past.body.data.parties).toBeUndefined();
    expect(past.body.meta.contact).toMatchObject({ withheld: 1, metered: 0 });
    const within = await get(a, `/v1/licensed-premises/${withParties[0]}`, k);
    expect(within.body.data.parties.map((p: Json) => p.name)).toEqual(['Borough Inns Ltd']);
    expect(within.body.meta.contact).toMatchObject({ metered: 0, remaining: 0 });
    expect(within.body.meta.contact.withheld).toBeUndefined();

    const flagged = await rt
      .db('usage_records')
      .where({ account: email, contact: true })
      .orderBy('record_key')
      .pluck('record_key');
    expect(flagged).toHaveLength(2);
    // include_contact=false: no parties and nothing metered on the contact allowance.
    const off = await get(a, '/v1/licensed-premises?council=southwark&sort=id&include_contact=false', k);
    expect(Object.values(partiesOf(off.body))).toEqual([null, null, null, null, null]);
    expect(off.body.meta.contact).toBeUndefined();
  });

  it('with the allowance left whole, the page carries every party', async () => {
    const k = await key(rt.db, 'pro', { email: 'contact-whole@example.com' });
    const r = await get(a, '/v1/licensed-premises?council=southwark&sort=id', k);
    expect(Object.values(partiesOf(r.body)).filter((p: Json) => p && p.length)).toHaveLength(4);
    expect(r.body.meta.contact).toMatchObject({ metered: 4, used: 4, remaining: 9996 });
    expect(r.body.meta.contact.withheld).toBeUndefined();
  });
});

describe('HEAD on the licensing endpoints', () => {
  it('answers as GET with no body, counts the request and charges no record', async () => {
    const email = 'head-licensing@example.com';
    const k = await key(rt.db, 'pro', { email });
    const first = await get(a, '/v1/licensing/coverage', k);
    const records = Number(first.headers['x-records-remaining-month']);
    const requests = Number(first.headers['x-ratelimit-remaining-month']);
    const urls = [
      '/v1/licensed-premises?council=southwark',
      '/v1/licensed-premises?council=southwark&format=csv',
      `/v1/licensed-premises/${withParties[0]}`,
      `/v1/licensed-premises/${bare}/history`,
      '/v1/licensing-applications?council=southwark',
      `/v1/licensing-applications/${application}`,
      '/v1/licensing/coverage',
      '/v1/licensing/changes?council=southwark',
    ];
    for (const [i, url] of urls.entries()) {
      const g = await a.inject({ method: 'GET', url, headers: { authorization: `Bearer ${k}` } });
      const h = await a.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${k}` } });
      expect(h.statusCode, url).toBe(200);
      expect(h.body, url).toBe('');
      expect(h.headers['content-type'], url).toBe(g.headers['content-type']);
      // Each GET and HEAD is one request; the HEAD charges no record (the GET before it charged them).
      expect(h.headers['x-ratelimit-remaining-month'], url).toBe(String(requests - 2 * (i + 1)));
      expect(h.headers['x-records-remaining-month'], url).toBe(g.headers['x-records-remaining-month']);
    }
    // HEAD alone on a fresh key: nothing charged, no contact metered.
    const k2 = await key(rt.db, 'pro', { email: 'head-only@example.com' });
    for (const url of urls) {
      const h = await a.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${k2}` } });
      expect(h.statusCode, url).toBe(200);
      expect(h.headers['x-records-remaining-month'], url).toBe(String(records));
    }
    expect(
      await rt.db('usage_records').where({ account: 'head-only@example.com' }).count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
    // Errors: the status of the GET, no body.
    const bad = await a.inject({
      method: 'HEAD',
      url: '/v1/licensed-premises?type=club',
      headers: { authorization: `Bearer ${k2}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('');
    const missing = await a.inject({
      method: 'HEAD',
      url: '/v1/licensed-premises/lic_0000000000000000',
      headers: { authorization: `Bearer ${k2}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
