// Spec 7: every malformed parameter is a 400 naming it (or a 404 for an id), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, council, get, key } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let k: string;

beforeAll(async () => {
  a = await buildTestApp(rt);
  const c = await council(rt.db, 'derby');
  await application(rt.db, { council_id: c.id, lat: 52.9, lng: -1.47 });
  k = await key(rt.db, 'enterprise');
});
afterAll(() => a.close());

const cases: [string, string | null][] = [
  ['/v1/applications?q=%00', 'q'],
  ['/v1/applications?council=de%00rby', 'council'],
  ['/v1/applications/pa_%00', 'id'],
  ['/v1/applications?dmin=3000000000', 'dmin'],
  ['/v1/applications?dmin=1e400', 'dmin'],
  ['/v1/applications?min_price=99999999999999999999', 'min_price'],
  ['/v1/applications?min_floor_area=1e400', 'min_floor_area'],
  ['/v1/applications?limit=1.5', 'limit'],
  ['/v1/applications?limit=1&limit=2', 'limit'],
  ['/v1/applications?council=a&council=b', 'council'],
  ['/v1/applications?date_from=0000-01-01', 'date_from'],
  ['/v1/applications?date_to=9999-12-31', 'date_to'],
  ['/v1/applications?decided_to=2026-13-01', 'decided_to'],
  ['/v1/applications?postcode=' + 'A'.repeat(5000), 'postcode'],
  ['/v1/applications?q=' + 'word '.repeat(100), 'q'],
  ['/v1/applications?cursor=' + 'x'.repeat(2000), 'cursor'],
  ['/v1/applications?cursor=eyJwIjp7InMiOjF9fQ.AAAA', 'cursor'],
  ['/v1/applications?stage=', 'stage'],
  ['/v1/applications?category=,,,', 'category'],
  ['/v1/applications?owner_company=123456789', 'owner_company'],
  ['/v1/applications?include_contact=no', 'include_contact'],
  ['/v1/applications?total=0', 'total'],
  ['/v1/applications/nearby?lat=NaN&lng=0', 'lat'],
  ['/v1/applications/nearby?lat=52&lng=Infinity', 'lng'],
  ['/v1/applications/nearby?lat=52&lng=0&radius=1e30', 'radius'],
  ['/v1/applications/nearby?lat=52&lng=0&limit=0', 'limit'],
  ['/v1/applications/nearby?lat=52&lng=0&format=pdf', 'format'],
  ['/v1/applications/' + 'x'.repeat(100), 'id'],
];

describe('bad input is a 400 naming the parameter', () => {
  it.each(cases)('%s', async (url, param) => {
    const r = await get(a, url, k);
    expect(r.status, r.text).toBe(400);
    expect(r.body.error.type).toBe('invalid_request');
    expect(r.body.error.param).toBe(param);
  });

  it('odd but valid input answers 200 or 404, never 500', async () => {
    for (const url of [
      '/v1/applications?q=%27%3B%20drop%20table%20applications%3B--',
      '/v1/applications?status=100%25_done',
      '/v1/applications?reference=%25',
      '/v1/applications?q=%F0%9F%8F%A0%20extension',
      '/v1/applications?limit=999999',
      '/v1/applications/999999999999999999',
      '/v1/applications/nearby?lat=52.9&lng=-1.47&radius=999999999',
    ]) {
      const r = await get(a, url, k);
      expect([200, 404], `${url}: ${r.text}`).toContain(r.status);
    }
  });
});
