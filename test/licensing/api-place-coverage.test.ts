// meta.coverage for every kind of place (licensing spec 2.1, 1: "a council whose register is not read
// returns no records; that is missing coverage, never zero licences"): a postcode unit, district or
// sector, a point with its radius and a box name the councils they touch through the postcode
// directory, here the real NSPL slice of Barnet (E09000003) and Camden (E09000007). Camden's
// licensing register is read, Barnet's is not; a UPRN by its point. Through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runLoad } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { testRuntime } from '../helpers/runtime.js';
import { fixturePath } from '../helpers/fixtures.js';
import { app as buildTestApp, council, get, key } from '../api/seed.js';
import { licence, registerSource } from './api-seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string;
let camdenLicence: string;

// Points of the fixture: N3 1DP (Barnet) and NW5 1AP (Camden), as the directory gives them.
const N3_1DP = { lat: 51.59967, lng: -0.19595 };
const NW5_1AP = { lat: 51.55812, lng: -0.14138 };

beforeAll(async () => {
  a = await buildTestApp(rt);
  await runLoad(
    rt.db,
    loaders.postcodes!,
    fixturePath('open-data/postcodes/nspl-2025-05-latlon-north-london-window.csv'),
    { release: '2025-05' },
  );
  const camden = await council(rt.db, 'camden', { ons_code: 'E09000007' });
  const barnet = await council(rt.db, 'barnet', { ons_code: 'E09000003' });
  await council(rt.db, 'cardiff', { ons_code: 'W06000015', nation: 'wales' });
  const camdenReg = await registerSource(rt.db, camden.id);
  await registerSource(rt.db, barnet.id, { read: false });
  camdenLicence = (
    await licence(rt.db, {
      council_id: camden.id,
      council_register_id: camdenReg,
      postcode: 'NW5 1AP',
      lat: NW5_1AP.lat,
      lng: NW5_1AP.lng,
    })
  ).public_id;
  pro = await key(rt.db, 'pro');
});
afterAll(async () => {
  await a?.close();
});

const coverageOf = async (url: string) => {
  const r = await get(a, url, pro);
  expect(r.status, url).toBe(200);
  return r.body;
};
const councilsOf = (body: { meta: { coverage: { councils: { council: string; read: boolean }[] } } }) =>
  body.meta.coverage.councils.map((c) => `${c.council}:${c.read ? 'read' : 'unread'}`);

describe('meta.coverage names the councils a place touches, and the unread ones', () => {
  it('a postcode district, unit and sector in an unread council: missing coverage, never zero licences', async () => {
    for (const pc of ['N3', 'N3%201DP', 'N3%201']) {
      const body = await coverageOf(`/v1/licensed-premises?postcode=${pc}`);
      expect(body.data, pc).toEqual([]);
      expect(councilsOf(body), pc).toEqual(['barnet:unread']);
      expect(body.meta.coverage.unread, pc).toEqual(['barnet']);
      expect(body.meta.coverage.note, pc).toMatch(
        /barnet is not read: no records there is missing coverage, never zero licences/,
      );
      expect(body.meta.hint, pc).toMatch(/barnet is not read/);
    }
    // Applications and the change feed say the same.
    expect((await coverageOf('/v1/licensing-applications?postcode=N3')).meta.coverage.unread).toEqual([
      'barnet',
    ]);
    expect((await coverageOf('/v1/licensing/changes?postcode=N3')).meta.coverage.unread).toEqual(['barnet']);
  });

  it('a district shared by two councils lists both; a unit in the read council lists it alone', async () => {
    // NW3: 229 Camden postcodes and 43 Barnet ones in the directory.
    const nw3 = await coverageOf('/v1/licensed-premises?postcode=NW3');
    expect(councilsOf(nw3)).toEqual(['barnet:unread', 'camden:read']);
    expect(nw3.meta.coverage.unread).toEqual(['barnet']);
    const unit = await coverageOf('/v1/licensed-premises?postcode=NW5%201AP');
    expect(unit.data.map((r: { id: string }) => r.id)).toEqual([camdenLicence]);
    expect(councilsOf(unit)).toEqual(['camden:read']);
    expect(unit.meta.coverage.unread).toEqual([]);
    expect(unit.meta.coverage.note).toBeUndefined();
  });

  it('a point: the councils of the postcodes inside the circle, and the one it lies in however small', async () => {
    const barnet = await coverageOf(`/v1/licensed-premises?lat=${N3_1DP.lat}&lng=${N3_1DP.lng}&radius=200`);
    expect(councilsOf(barnet)).toEqual(['barnet:unread']);
    expect(barnet.meta.coverage.unread).toEqual(['barnet']);
    // A 1 m circle 30 m off the nearest postcode point holds no postcode: the nearest names its council.
    const tiny = await coverageOf(`/v1/licensed-premises?lat=51.5999&lng=-0.1955&radius=1`);
    expect(councilsOf(tiny)).toEqual(['barnet:unread']);
    const camden = await coverageOf(`/v1/licensed-premises?lat=${NW5_1AP.lat}&lng=${NW5_1AP.lng}&radius=100`);
    expect(councilsOf(camden)).toEqual(['camden:read']);
    expect(camden.data.map((r: { id: string }) => r.id)).toEqual([camdenLicence]);
  });

  it('a box: every council whose postcodes it holds; a box too small to hold one names the council it lies in', async () => {
    // From west of N3 1DP to east of NW5 1AP.
    const both = await coverageOf('/v1/licensed-premises?bbox=-0.2,51.555,-0.135,51.605');
    expect(councilsOf(both)).toEqual(['barnet:unread', 'camden:read']);
    expect(both.meta.coverage.unread).toEqual(['barnet']);
    const small = await coverageOf(
      `/v1/licensed-premises?bbox=${N3_1DP.lng - 0.0001},${N3_1DP.lat - 0.0001},${N3_1DP.lng - 0.00005},${N3_1DP.lat - 0.00005}`,
    );
    expect(councilsOf(small)).toEqual(['barnet:unread']);
  });

  it('a UPRN: the council of the postcode nearest its point', async () => {
    // A UPRN point (seeded: no UPRN file for these councils among the fixtures) 30 m off N3 1DP.
    await rt.db('uprn_points').insert({ uprn: '200000000001', lat: 51.5999, lng: -0.1955, release: 'TEST' });
    const r = await coverageOf('/v1/licensed-premises?uprn=200000000001');
    expect(councilsOf(r)).toEqual(['barnet:unread']);
    expect(r.meta.coverage.unread).toEqual(['barnet']);
    // A UPRN the service has no point for names no council.
    expect((await coverageOf('/v1/licensed-premises?uprn=200000000002')).meta.coverage).toEqual({
      councils: [],
      unread: [],
    });
  });

  it('jurisdiction narrows the councils listed', async () => {
    const wales = await coverageOf('/v1/licensed-premises?postcode=N3&jurisdiction=wales');
    expect(wales.meta.coverage).toEqual({ councils: [], unread: [] });
  });
});
