// GET /v1/applications/{id} (4.2), /v1/applications/nearby (4.3), /v1/councils and /v1/categories
// (4.4), the OpenAPI document (9), through the HTTP interface on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from '../../core/domain/planning/categories.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string, starter: string, pro: string;
let full: { id: number; public_id: string };
const near: Record<string, string> = {};

// Metres per degree of latitude, and of longitude at 51.5 N.
const M_LAT = 111_195;
const M_LNG = 111_195 * Math.cos((51.5 * Math.PI) / 180);

beforeAll(async () => {
  a = await buildTestApp(rt);
  const barnet = await council(rt.db, 'barnet', {
    name: 'Barnet',
    ons_code: 'E09000003',
    last_success_at: new Date('2026-11-20T03:00:00Z'),
    last_attempt_at: new Date('2026-11-21T03:00:00Z'),
    consecutive_failures: 1,
  });
  const broken = await council(rt.db, 'broken-town', {
    broken: true,
    broken_reason: 'layout changed',
    broken_since: new Date('2026-11-01T00:00:00Z'),
  });
  void broken;
  // Two authorities whose registers are not read: one on a platform without an adapter, one unknown.
  await council(rt.db, 'agile-vale', {
    ons_code: 'E07000999',
    platform: 'agile',
    coverage: 'unsupported',
    coverage_reason: 'no adapter reads its platform (agile) yet',
  });
  await council(rt.db, 'dartmoor-national-park-authority', {
    name: 'Dartmoor National Park Authority',
    ons_code: 'E26000001',
    platform: 'unknown',
    coverage: 'unknown',
    coverage_reason: 'no planning register found in the public portal lists',
  });
  full = await application(rt.db, {
    council_id: barnet.id,
    postcode: 'N3 1AA',
    description: 'Rear extension',
    date_received: '2026-03-10',
    sales: [{ price: 450000, date: '2020-06-01' }],
    last_sale: { price: 450000, date: '2020-06-01', property_type: 'terraced', tenure: 'freehold' },
    outline: { type: 'Polygon', coordinates: [] },
    appeal: { outcome: 'dismissed' },
    service_uprn: '1',
    lat: 51.5,
    lng: -0.2,
  });
  // Points due north of (51.5, -0.2) at known distances.
  for (const [name, m] of [
    ['n100', 100],
    ['n900', 900],
    ['n1500', 1500],
    ['n4900', 4900],
    ['n6000', 6000],
  ] as const)
    near[name] = (
      await application(rt.db, {
        council_id: barnet.id,
        description: `Point ${m} m north`,
        category: m === 900 ? 'trees' : 'householder-extension',
        categories: [m === 900 ? 'trees' : 'householder-extension'],
        lat: 51.5 + m / M_LAT,
        lng: -0.2,
      })
    ).public_id;
  await application(rt.db, { council_id: barnet.id, description: 'No coordinates' });
  await rt.db('postcodes').insert({
    postcode_norm: 'N31AA',
    postcode: 'N3 1AA',
    lat: 51.5,
    lng: -0.2 + 200 / M_LNG,
    location: rt.db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [-0.2 + 200 / M_LNG, 51.5]),
    release: '2025-05',
  });
  await rt.db('postcodes').insert({
    postcode_norm: 'N31AB',
    postcode: 'N3 1AB',
    lat: 51.5,
    lng: -0.2 - 200 / M_LNG,
    location: rt.db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [-0.2 - 200 / M_LNG, 51.5]),
    release: '2025-05',
  });
  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
});
afterAll(() => a.close());

describe('GET /v1/applications/{id} (spec 4.2)', () => {
  it('by public id and by numeric id, with the single-record fields', async () => {
    const r = await get(a, `/v1/applications/${full.public_id}`, pro);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data', 'meta']);
    const d = r.body.data;
    expect(d.id).toBe(full.public_id);
    expect(d.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(d.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(d.sales).toEqual([{ price: 450000, date: '2020-06-01' }]);
    expect(d.outline).toEqual({ type: 'Polygon', coordinates: [] });
    expect(d.appeals).toEqual([{ outcome: 'dismissed' }]);
    expect(d).toHaveProperty('associated');
    expect(d.links).toEqual({
      service: `http://localhost:3000/v1/applications/${full.public_id}`,
      council: null,
      associated: `http://localhost:3000/v1/applications/${full.public_id}/associated`,
    });
    const byNum = await get(a, `/v1/applications/${full.id}`, pro);
    expect(byNum.body.data.id).toBe(full.public_id);
  });

  it('gated single-record fields follow the plan: outline on paid plans, sales on Pro', async () => {
    const s = (await get(a, `/v1/applications/${full.public_id}`, starter)).body.data;
    expect(s.outline).toBeDefined();
    expect(s).not.toHaveProperty('sales');
    const d = (await get(a, `/v1/applications/${full.public_id}`, demo)).body.data;
    expect(d).not.toHaveProperty('outline');
    expect(d).not.toHaveProperty('service_uprn');
  });

  it('absent ids are 404 not_found naming id; archive ids say they are not retrievable', async () => {
    const r = await get(a, '/v1/applications/pa_doesnotexist00', pro);
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ type: 'not_found', param: 'id' });
    expect((await get(a, '/v1/applications/999999999', pro)).status).toBe(404);
    const h = await get(a, '/v1/applications/h_abcdefabcdefab', pro);
    expect(h.status).toBe(404);
    expect(h.body.error.message).toMatch(/not individually retrievable/);
    expect((await get(a, '/v1/applications/x?colour=1', pro)).status).toBe(400);
  });
});

describe('GET /v1/applications/nearby (spec 4.3)', () => {
  const ids = (b: Json) =>
    b.data.map((r: Json) => Object.entries(near).find(([, v]) => v === r.id)?.[0] ?? r.id);

  it('default radius 1000 m, nearest first, distance_m on every record', async () => {
    const r = await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2', pro);
    expect(r.status).toBe(200);
    expect(r.body.data[0].id).toBe(full.public_id);
    expect(r.body.data[0].distance_m).toBe(0);
    expect(ids(r.body).slice(1)).toEqual(['n100', 'n900']);
    expect(r.body.data[1].distance_m).toBeCloseTo(100, -1);
    expect(r.body.data[2].distance_m).toBeCloseTo(900, -1);
    expect(r.body.meta).toMatchObject({ limit: 100, count: 3, next_cursor: null, radius: 1000 });
  });

  it('radius larger than 5000 is clamped to 5000; radius must be a positive integer', async () => {
    const r = await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2&radius=100000', pro);
    expect(r.body.meta.radius).toBe(5000);
    expect(ids(r.body)).toEqual([full.public_id, 'n100', 'n900', 'n1500', 'n4900']);
    for (const bad of ['radius=0', 'radius=-5', 'radius=far'])
      expect((await get(a, `/v1/applications/nearby?lat=51.5&lng=-0.2&${bad}`, pro)).body.error.param).toBe(
        'radius',
      );
  });

  it('postcode is geocoded from the postcode table (full or partial)', async () => {
    const r = await get(a, '/v1/applications/nearby?postcode=n3%201aa&radius=210', pro);
    expect(r.status).toBe(200);
    expect(r.body.meta.location.lat).toBeCloseTo(51.5, 6);
    expect(r.body.data.map((x: Json) => x.id)).toEqual([full.public_id]);
    expect(r.body.data[0].distance_m).toBeCloseTo(200, -1);
    // A district: the mean point of its postcodes (here exactly 51.5, -0.2).
    const d = await get(a, '/v1/applications/nearby?postcode=N3&radius=50', pro);
    expect(d.body.meta.location.lng).toBeCloseTo(-0.2, 6);
    expect(d.body.data[0].id).toBe(full.public_id);
    const unknown = await get(a, '/v1/applications/nearby?postcode=ZZ9%209ZZ', pro);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe('postcode');
    expect((await get(a, '/v1/applications/nearby?postcode=hello', pro)).body.error.param).toBe('postcode');
  });

  it('category, limit and cursor; CSV carries distance_m', async () => {
    const c = await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2&category=trees', pro);
    expect(ids(c.body)).toEqual(['n900']);
    const p1 = await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2&radius=5000&limit=2', pro);
    expect(ids(p1.body)).toEqual([full.public_id, 'n100']);
    const p2 = await get(
      a,
      `/v1/applications/nearby?lat=51.5&lng=-0.2&radius=5000&limit=2&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    expect(ids(p2.body)).toEqual(['n900', 'n1500']);
    const csv = await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2&format=csv', pro);
    expect(csv.text.split('\r\n')[0]).toContain('distance_m');
    expect((await get(a, '/v1/applications/nearby?lat=51.5&lng=-0.2&limit=50', demo)).body.meta.limit).toBe(
      10,
    );
  });

  it('records at one point (one postcode centroid) page in id order, each once', async () => {
    const c = await council(rt.db, 'tiesville');
    const made: number[] = [];
    for (let i = 0; i < 45; i++)
      made.push((await application(rt.db, { council_id: c.id, lat: 53.8, lng: -1.55 })).id);
    await application(rt.db, { council_id: c.id, lat: 53.8 + 50 / M_LAT, lng: -1.55 });
    const seen: number[] = [];
    let url = '/v1/applications/nearby?lat=53.8&lng=-1.55&radius=20&limit=10';
    for (let i = 0; i < 10; i++) {
      const r = await get(a, url, pro);
      expect(r.status).toBe(200);
      for (const d of r.body.data) {
        expect(d.distance_m).toBe(0);
        seen.push((await rt.db('applications').where({ public_id: d.id }).first('id')).id);
      }
      if (!r.body.meta.next_cursor) break;
      url = `/v1/applications/nearby?lat=53.8&lng=-1.55&radius=20&limit=10&cursor=${encodeURIComponent(r.body.meta.next_cursor)}`;
    }
    expect(seen).toEqual([...made].sort((x, y) => x - y));
  });

  it('400 for an invalid request, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/v1/applications/nearby', 'lat'],
      ['/v1/applications/nearby?lat=51.5', 'lng'],
      ['/v1/applications/nearby?lat=91&lng=0', 'lat'],
      ['/v1/applications/nearby?lat=51&lng=abc', 'lng'],
      ['/v1/applications/nearby?lat=51&lng=0&postcode=N3', 'postcode'],
      ['/v1/applications/nearby?lat=51&lng=0&category=nope', 'category'],
      ['/v1/applications/nearby?lat=51&lng=0&cursor=bad', 'cursor'],
    ];
    for (const [url, param] of cases) {
      const r = await get(a, url, pro);
      expect(r.status, url).toBe(400);
      expect(r.body.error.param, url).toBe(param);
    }
  });

  it('an empty result says why', async () => {
    const r = await get(a, '/v1/applications/nearby?lat=55&lng=-3&radius=500', pro);
    expect(r.body.data).toEqual([]);
    expect(r.body.meta.hint).toMatch(/Widen radius/);
  });
});

describe('GET /v1/councils and /v1/categories (spec 4.4)', () => {
  it('councils carry coverage metadata: platform, records, newest record, last read, health', async () => {
    const r = await get(a, '/v1/councils', demo);
    expect(r.status).toBe(200);
    const barnet = r.body.data.find((c: Json) => c.slug === 'barnet');
    expect(barnet).toMatchObject({
      name: 'Barnet',
      nation: 'england',
      ons_code: 'E09000003',
      platform: 'idox',
      records: 7,
      historical_records: 0,
      newest_record: '2026-03-10',
      last_read: '2026-11-20T03:00:00.000Z',
      health: { status: 'failing', consecutive_failures: 1, last_attempt: '2026-11-21T03:00:00.000Z' },
    });
    const broken = r.body.data.find((c: Json) => c.slug === 'broken-town');
    expect(broken.health).toMatchObject({ status: 'broken', reason: 'layout changed' });
    expect(r.body.meta.count).toBe(r.body.data.length);
  });

  it('shows supported, broken, unsupported and unknown councils with reasons; unread ones have records null, never 0', async () => {
    const r = await get(a, '/v1/councils', demo);
    const by = (slug: string) => r.body.data.find((c: Json) => c.slug === slug);
    expect(by('barnet')).toMatchObject({
      authority_type: 'london-borough',
      coverage: { status: 'supported', read: true, reason: null },
      records: 7,
    });
    expect(by('broken-town').coverage).toMatchObject({ status: 'broken', read: false });
    expect(by('broken-town').coverage.reason).toMatch(/stopped working \(layout changed\)/);
    expect(by('agile-vale')).toMatchObject({
      authority_type: 'district',
      platform: 'agile',
      coverage: { status: 'unsupported', read: false, reason: 'no adapter reads its platform (agile) yet' },
      records: null,
    });
    expect(by('dartmoor-national-park-authority')).toMatchObject({
      authority_type: 'national-park',
      coverage: {
        status: 'unknown',
        read: false,
        reason: 'no planning register found in the public portal lists',
      },
      records: null,
    });
    const m = r.body.meta.coverage;
    expect(m.supported + m.broken + m.unsupported + m.unknown).toBe(r.body.meta.count);
    expect(m.unsupported).toBeGreaterThanOrEqual(1);
    expect(m.unknown).toBeGreaterThanOrEqual(1);
  });

  it('an empty search of a council whose register is not read says so: no coverage, not no applications', async () => {
    const r = await get(a, '/v1/applications?council=agile-vale', pro);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.body.meta.hint).toMatch(
      /agile-vale: its planning register is not read .*no coverage, not no applications/,
    );
  });

  it('categories are the taxonomy of the normaliser, with slug and label', async () => {
    const r = await get(a, '/v1/categories', demo);
    expect(r.status).toBe(200);
    expect(r.body.data.map((c: Json) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug));
    expect(r.body.data[0]).toEqual({
      slug: CATEGORIES[0].slug,
      label: CATEGORIES[0].label,
      description: CATEGORIES[0].description,
    });
    expect(r.body.meta.count).toBe(CATEGORIES.length);
  });
});

describe('OpenAPI (spec 9)', () => {
  it('/v1/openapi.json is an OpenAPI 3.1 document generated from the route schemas', async () => {
    const r = await get(a, '/v1/openapi.json', null);
    expect(r.body.openapi).toBe('3.1.0');
    expect(r.body.info.version).toBe('1.0.0');
    const search = r.body.paths['/v1/applications'].get;
    const params = search.parameters.map((p: Json) => p.name);
    for (const p of [
      'postcode',
      'council',
      'nation',
      'category',
      'q',
      'reference',
      'status',
      'stage',
      'procedure',
      'commercial_work',
      'committee',
      'major',
      'parish',
      'dmin',
      'owner_company',
      'owner_scope',
      'leaseholder_company',
      'owner_type',
      'min_price',
      'max_price',
      'min_floor_area',
      'max_floor_area',
      'epc_rating',
      'date_from',
      'date_to',
      'decided_from',
      'decided_to',
      'limit',
      'per_page',
      'cursor',
      'total',
      'format',
      'include_contact',
    ])
      expect(params).toContain(p);
    expect(r.body.paths['/v1/applications/nearby'].get).toBeDefined();
    expect(r.body.paths['/v1/applications/{id}'].get.responses['404']).toBeDefined();
    expect(r.body.paths['/v1/councils']).toBeDefined();
    expect(r.body.components.securitySchemes.bearer.scheme).toBe('bearer');
    // Every path of the spec is built: each is documented with its 200, and none answers 501.
    for (const path of [
      '/v1/decision-stats',
      '/v1/consents/expiring',
      '/v1/owners',
      '/v1/applications/{id}/associated',
      '/v1/appeals',
      '/v1/hmo-licences',
      '/v1/licensed-premises',
      '/v1/licensing/changes',
    ])
      expect(r.body.paths[path]?.get?.responses['200'], path).toBeDefined();
    for (const [path, ops] of Object.entries(r.body.paths as Record<string, Record<string, Json>>))
      for (const op of Object.values(ops)) expect(op.responses?.['501'], path).toBeUndefined();
  });
});
