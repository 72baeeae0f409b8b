// Through HTTP: GET /v1/constraints (spec 2.4, 4.7) and the enrichment filters of /v1/applications
// (spec 4.1) answering from data loaded by the loaders and filled by the joins, with meta.attribution.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { describeWithFixtures, fixturePath } from '../helpers/fixtures.js';
import { app as buildTestApp, application, council, get, key } from '../api/seed.js';
import { runLoad } from '../../enrich/loaders/framework.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { inUk } from '../../enrich/constraints/uk.js';
import { loadScenario } from './synthetic.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string;
let proPoints: string; // a key used only for constraint points, so its record count is theirs
let starter: string;
const ids: Record<string, string> = {};
const HGS = { lat: 51.5813555, lng: -0.1824754 };

describeWithFixtures('enrichment through the HTTP API', () => {
  beforeAll(async () => {
    await loadScenario(rt.db);
    await runLoad(
      rt.db,
      constraintsLoader('conservation'),
      fixturePath('open-data/planning-constraints/barnet-conservation-area.planning-data.geojson'),
      { release: '2025-05', scope: 'conservation' },
    );
    a = await buildTestApp(rt);
    pro = await key(rt.db, 'pro');
    proPoints = await key(rt.db, 'pro');
    starter = await key(rt.db, 'starter');
    const barnet = (await council(rt.db, 'barnet')).id;
    const leeds = (await council(rt.db, 'leeds')).id;
    const apps: [string, Record<string, unknown>][] = [
      [
        'house',
        {
          council_id: barnet,
          address: '14 Example Road, London N2 0AA',
          postcode: 'N2 0AA',
          uprn: '900000000014',
        },
      ],
      [
        'flat',
        {
          council_id: barnet,
          address: 'Flat 2, 20 Example Road, London N2 0AA',
          postcode: 'N2 0AA',
          uprn: '900000000020',
        },
      ],
      [
        'overseas',
        {
          council_id: barnet,
          address: '3 Sample Avenue, London N2 0AB',
          postcode: 'N2 0AB',
          uprn: '900000000030',
        },
      ],
      ['leeds', { council_id: leeds, address: '9 Synthetic Street, Leeds LS6 1AA', postcode: 'LS6 1AA' }],
      ['plain', { council_id: leeds, address: 'Somewhere, Leeds LS1 1AA', postcode: 'LS1 1AA' }],
    ];
    for (const [name, input] of apps) {
      const r = await application(rt.db, input as Parameters<typeof application>[1]);
      await enrichApplication(rt.db, r.id);
      ids[name] = r.public_id;
    }
  });
  afterAll(() => a?.close());

  const found = async (query: string, k = pro) => {
    const r = await get(a, `/v1/applications?${query}`, k);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const names = Object.entries(ids);
    return (r.body.data as { id: string }[]).map((d) => names.find(([, id]) => id === d.id)?.[0]).sort();
  };

  it('the enrichment filters answer from the joined data (Pro key)', async () => {
    expect(await found('min_price=800000')).toEqual(['house', 'overseas']);
    expect(await found('min_price=800000&max_price=1000000')).toEqual(['house']);
    expect(await found('min_price=400000&max_price=500000')).toEqual(['flat']);
    expect(await found('epc_rating=B,C')).toEqual(['flat', 'house']);
    expect(await found('min_floor_area=90')).toEqual(['house', 'overseas']);
    expect(await found('max_floor_area=60')).toEqual(['flat']);
    expect(await found('owner_company=9000001')).toEqual(['flat', 'house']);
    expect(await found('owner_company=09000007&owner_scope=group')).toEqual(['flat', 'house']);
    expect(await found('owner_company=09000007')).toEqual([]);
    expect(await found('leaseholder_company=9000003')).toEqual(['flat']);
    expect(await found('owner_type=overseas')).toEqual(['overseas']);
    expect(await found('parish=E04999001')).toEqual(['leeds']);
  });

  it('meta.attribution carries the licence statements of the data shown, and only then', async () => {
    const r = await get(a, '/v1/applications?owner_company=9000001', pro);
    // Lists carry no outline (single records only, spec 2.2).
    expect(r.body.meta.attribution.map((x: { data: string }) => x.data)).toEqual([
      'price_paid',
      'freehold_owner',
      'company_registry',
    ]);
    const house = await get(a, `/v1/applications/${ids.house}`, pro);
    expect(house.body.data.outline.type).toBe('Polygon');
    expect(house.body.meta.attribution.map((x: { data: string }) => x.data)).toEqual([
      'price_paid',
      'outline',
      'freehold_owner',
      'company_registry',
    ]);
    expect(r.body.meta.attribution[0].statement).toMatch(/^Contains HM Land Registry data © Crown copyright/);
    const one = await get(a, `/v1/applications/${ids.leeds}`, pro);
    expect(one.body.data.sales).toHaveLength(1);
    expect(one.body.meta.attribution.map((x: { data: string }) => x.data)).toEqual(['price_paid']);
    const plain = await get(a, `/v1/applications/${ids.plain}`, pro);
    expect(plain.body.meta.attribution).toBeUndefined();
    // Below Pro the licensed blocks are not shown, so neither are their statements.
    const st = await get(a, '/v1/applications?council=barnet', starter);
    expect(st.status).toBe(200);
    expect((st.body.meta.attribution ?? []).map((x: { data: string }) => x.data)).not.toContain('price_paid');
  });

  it('GET /v1/constraints: Pro and above; Starter gets 403 naming the parameter', async () => {
    const r = await get(a, `/v1/constraints?lat=${HGS.lat}&lng=${HGS.lng}`, starter);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ type: 'permission_error', param: 'constraints' });
  });

  it('a point in Hampstead Garden Suburb: entries, meta.count, checked_at, sources and records', async () => {
    const r = await get(a, `/v1/constraints?lat=${HGS.lat}&lng=${HGS.lng}`, proPoints);
    expect(r.status).toBe(200);
    expect(r.body.data.location).toEqual(HGS);
    expect(r.body.data.constraints[0]).toMatchObject({
      layer: 'conservation',
      label: 'Conservation area',
      relation: 'within',
      metres: null,
      name: 'Hampstead Garden Suburb',
      reference: '6947',
    });
    expect(r.body.meta.count).toBe(r.body.data.constraints.length);
    expect(Date.parse(r.body.meta.checked_at)).not.toBeNaN();
    expect(r.body.meta.sources).toBe('National open datasets: conservation (2025-05).');
    expect(r.body.meta.records).toMatchObject({ used: 1, cap: 100000, remaining: 99999, one_off: false });
  });

  it('re-reading a point is free; another point costs one record', async () => {
    const again = await get(a, `/v1/constraints?lat=${HGS.lat}&lng=${HGS.lng}`, proPoints);
    expect(again.body.meta.records.used).toBe(1);
    const leeds = await get(a, '/v1/constraints?lat=53.79617&lng=-1.55254', proPoints);
    expect(leeds.body.data.constraints).toEqual([]);
    expect(leeds.body.meta).toMatchObject({ count: 0, records: { used: 2 } });
  });

  it('a full postcode is geocoded server-side; partial or unknown postcodes are 400 naming postcode', async () => {
    const r = await get(a, '/v1/constraints?postcode=n2%200aa', pro);
    expect(r.status).toBe(200);
    expect(r.body.data.location).toEqual({ lat: 51.58617, lng: -0.1701 });
    for (const pc of ['N2', 'ZZ9%209ZZ', 'not-a-postcode']) {
      const bad = await get(a, `/v1/constraints?postcode=${pc}`, pro);
      expect(bad.status, pc).toBe(400);
      expect(bad.body.error).toMatchObject({ type: 'invalid_request', param: 'postcode' });
    }
  });

  it('points outside the UK are 400 naming the parameter (Dublin, Isle of Man, Calais); Belfast is UK', async () => {
    for (const [lat, lng] of [
      [53.35, -6.26],
      [54.15, -4.48],
      [50.95, 1.85],
    ]) {
      const r = await get(a, `/v1/constraints?lat=${lat}&lng=${lng}`, pro);
      expect(r.status, `${lat},${lng}`).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'invalid_request', param: 'lat' });
      expect(r.body.error.message).toMatch(/outside the UK/);
    }
    expect((await get(a, '/v1/constraints?lat=54.597&lng=-5.93', pro)).status).toBe(200);
    const missing = await get(a, '/v1/constraints?lat=51.5', pro);
    expect(missing.body.error).toMatchObject({ param: 'lng' });
    const nan = await get(a, '/v1/constraints?lat=abc&lng=0', pro);
    expect(nan.body.error).toMatchObject({ param: 'lat' });
  });

  it('the UK outline: islands and Northern Ireland in, the Republic and Crown dependencies out', () => {
    const uk = [
      [60.155, -1.145],
      [58.98, -2.96],
      [58.21, -6.39],
      [49.915, -6.31],
      [51.127, 1.31],
      [54.997, -7.32],
      [54.345, -7.64],
      [54.176, -6.34],
      [53.31, -4.63],
      [51.88, -5.27],
      [57.0, -7.45],
      [54.9, -5.02],
    ];
    const notUk = [
      [54.0, -6.4],
      [54.95, -7.73],
      [54.25, -6.97],
      [53.99, -7.36],
      [55.13, -7.45],
      [49.19, -2.1],
      [49.46, -2.54],
      [62.0, -6.77],
      [53.27, -9.05],
    ];
    expect(uk.filter(([la, ln]) => !inUk(la!, ln!))).toEqual([]);
    expect(notUk.filter(([la, ln]) => inUk(la!, ln!))).toEqual([]);
  });
});
