// The shared API parameters (api/params.ts), the council look-up (CouncilsRepository.bySlug), and what
// the TypeBox schemas give the API: validation messages naming the allowed values, nullable bodies,
// and the OpenAPI document's enums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../core/errors.js';
import { CouncilsRepository } from '../../core/repositories/councils.repository.js';
import {
  nextCursor,
  pageSize,
  parseBbox,
  parseCouncil,
  parseDateRange,
  parseInstant,
  parsePointOrPostcode,
  parseRadius,
  readCursor,
} from '../../api/params.js';
import { collapseLiteralUnions } from '../../api/plugins/openapi.js';
import { plans } from '../../core/plans.js';
import type { Account } from '../../core/accounts.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string;

beforeAll(async () => {
  a = await buildTestApp(rt);
  pro = await key(rt.db, 'pro');
  await council(rt.db, 'barnet', { name: 'Barnet' });
  await rt.db('postcodes').insert({
    postcode_norm: 'N31AA',
    postcode: 'N3 1AA',
    lat: 51.6,
    lng: -0.2,
    location: rt.db.raw('ST_SetSRID(ST_MakePoint(-0.2, 51.6), 4326)::geography'),
    release: '2026-01',
  });
});
afterAll(() => a.close());

/** The parameter a call refuses, or null when it does not throw. */
async function refused(fn: () => unknown): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidRequestError);
    return (err as InvalidRequestError).param;
  }
}

describe('parsers', () => {
  it('bbox: four numbers in range, each minimum at most its maximum', async () => {
    expect(parseBbox('-0.5, 51.2,0.3,51.7')).toEqual({
      minLng: -0.5,
      minLat: 51.2,
      maxLng: 0.3,
      maxLat: 51.7,
    });
    expect(parseBbox(undefined)).toBeUndefined();
    for (const bad of ['1,2,3', '1,2,3,x', '1,,3,4', '-181,0,0,1', '0,-91,1,1', '1,0,0,1', '0,1,1,0'])
      expect(await refused(() => parseBbox(bad)), bad).toBe('bbox');
  });

  it('radius: clamped for nearby, refused for a kept radius', async () => {
    expect(parseRadius(100_000, { max: 5000, over: 'clamp' })).toBe(5000);
    expect(parseRadius(250, { max: 5000, over: 'refuse' })).toBe(250);
    expect(parseRadius(undefined, { max: 5000, over: 'clamp' })).toBeUndefined();
    expect(await refused(() => parseRadius(9000, { max: 5000, over: 'refuse' }))).toBe('radius');
    expect(await refused(() => parseRadius(0, { max: 5000, over: 'clamp' }))).toBe('radius');
  });

  it('date ranges: each end a date, the start not after the end', async () => {
    expect(parseDateRange('2026-01-01', '2026-02-01', ['date_from', 'date_to'])).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(parseDateRange(undefined, undefined, ['a', 'b'])).toEqual({ from: undefined, to: undefined });
    expect(await refused(() => parseDateRange('2026-02-30', undefined, ['date_from', 'date_to']))).toBe(
      'date_from',
    );
    expect(
      await refused(() => parseDateRange('2026-03-01', '2026-02-01', ['decided_from', 'decided_to'])),
    ).toBe('decided_from');
  });

  it('instants: a date is midnight UTC, a datetime without offset is UTC', async () => {
    expect(parseInstant('2026-03-01', 'changed_since')).toBe('2026-03-01T00:00:00.000Z');
    expect(parseInstant('2026-03-01T06:00', 'changed_since')).toBe('2026-03-01T06:00:00.000Z');
    expect(parseInstant('2026-03-01T06:00:00+01:00', 'changed_since')).toBe('2026-03-01T05:00:00.000Z');
    expect(parseInstant('2026-03-01T06:00:00.123456', 'changed_since')).toBe('2026-03-01T06:00:00.123456Z');
    expect(await refused(() => parseInstant('yesterday', 'changed_since'))).toBe('changed_since');
  });

  it('cursors: a position round-trips; another shape, query or a tampered token is a 400 naming cursor', async () => {
    const token = nextCursor('secret', 'q=1', { m: 12.5, i: 7 })!;
    const read = (p: Record<string, unknown>) =>
      typeof p.m === 'number' && typeof p.i === 'number' ? { m: p.m, i: p.i } : null;
    expect(readCursor('secret', 'q=1', token, read)).toEqual({ m: 12.5, i: 7 });
    expect(readCursor('secret', 'q=1', undefined, read)).toBeNull();
    expect(nextCursor('secret', 'q=1', null)).toBeNull();
    expect(await refused(() => readCursor('secret', 'q=2', token, read))).toBe('cursor');
    expect(await refused(() => readCursor('secret', 'q=1', `${token}x`, read))).toBe('cursor');
    expect(await refused(() => readCursor('secret', 'q=1', token, () => null))).toBe('cursor');
  });

  it('page size: limit wins over per_page, capped at the plan maximum', async () => {
    const account = { plan: plans.starter } as Account;
    expect(pageSize(account, undefined)).toBe(plans.starter.maxPage);
    expect(pageSize(account, 5, 20)).toBe(5);
    expect(pageSize(account, undefined, 20)).toBe(20);
    expect(pageSize(account, 100_000)).toBe(plans.starter.maxPage);
    expect(await refused(() => pageSize(account, undefined, 0))).toBe('per_page');
  });

  it('point or postcode: one of the two; a full postcode only where asked; UK points only where asked', async () => {
    expect(await parsePointOrPostcode(rt.db, { lat: 51.5, lng: -0.1 }, { postcode: 'any' })).toEqual({
      lat: 51.5,
      lng: -0.1,
      precise: true,
    });
    expect(await parsePointOrPostcode(rt.db, { postcode: 'n3 1aa' }, { postcode: 'full' })).toEqual({
      lat: 51.6,
      lng: -0.2,
      precise: false,
    });
    expect((await parsePointOrPostcode(rt.db, { postcode: 'N3' }, { postcode: 'any' })).lat).toBeCloseTo(
      51.6,
    );
    const cases: [Parameters<typeof parsePointOrPostcode>[1], 'full' | 'any', string][] = [
      [{ lat: 51, lng: 0, postcode: 'N3' }, 'any', 'postcode'],
      [{ postcode: 'N3' }, 'full', 'postcode'],
      [{ postcode: 'hello' }, 'full', 'postcode'],
      [{ postcode: 'ZZ9 9ZZ' }, 'any', 'postcode'],
      [{}, 'any', 'lat'],
      [{ lng: 0 }, 'any', 'lat'],
      [{ lat: 51 }, 'any', 'lng'],
    ];
    for (const [q, postcode, param] of cases)
      expect(await refused(() => parsePointOrPostcode(rt.db, q, { postcode })), JSON.stringify(q)).toBe(
        param,
      );
    expect(
      await refused(() =>
        parsePointOrPostcode(rt.db, { lat: 53.35, lng: -6.26 }, { postcode: 'any', ukOnly: true }),
      ),
    ).toBe('lat');
  });
});

describe('the council look-up', () => {
  it('finds a council by its slug whatever the case; an unknown slug is a 400 naming the parameter', async () => {
    expect(await parseCouncil(rt.db, ' BARNET ')).toMatchObject({
      slug: 'barnet',
      name: 'Barnet',
      broken: false,
    });
    expect(await refused(() => parseCouncil(rt.db, 'atlantis'))).toBe('council');
    expect(await refused(() => parseCouncil(rt.db, 'atlantis', 'area'))).toBe('area');
  });

  it('keeps a found council a minute; a council added later is found at once', async () => {
    const councils = new CouncilsRepository(rt.db);
    const before = await councils.bySlug('barnet');
    await rt.db('councils').where({ slug: 'barnet' }).update({ name: 'Renamed' });
    expect(await councils.bySlug('barnet')).toEqual(before);
    expect(await councils.bySlug('camden')).toBeNull();
    await council(rt.db, 'camden');
    expect(await new CouncilsRepository(rt.db).bySlug('camden')).toMatchObject({ slug: 'camden' });
  });
});

describe('schemas', () => {
  it('a value outside a vocabulary is a 400 naming the parameter and the values it takes', async () => {
    const r = await get(a, '/v1/applications?nation=france', pro);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({
      param: 'nation',
      message: 'nation must be one of: england, scotland, wales, northern-ireland.',
    });
    const c = await get(a, '/v1/constraints?lat=abc&lng=0', pro);
    expect(c.body.error).toMatchObject({ param: 'lat', message: 'lat must be a number.' });
  });

  it('null clears an alert field: a national alert for the whole UK, a category removed', async () => {
    const post = (payload: Record<string, unknown>) =>
      a.inject({ method: 'POST', url: '/v1/alerts', headers: { authorization: `Bearer ${pro}` }, payload });
    const uk = await post({ type: 'national', nation: null, category: 'trees', name: null });
    expect(uk.statusCode, uk.body).toBe(201);
    expect(uk.json().data).toMatchObject({ nation: null, category: 'trees', name: null });
    const cleared = await a.inject({
      method: 'PATCH',
      url: `/v1/alerts/${uk.json().data.id}`,
      headers: { authorization: `Bearer ${pro}` },
      payload: { category: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.category).toBeNull();
  });

  it('the OpenAPI document shows each vocabulary as one enum, and documents the constraints parameters', async () => {
    const doc = (await get(a, '/v1/openapi.json', null)).body;
    const search = doc.paths['/v1/applications'].get.parameters as Json[];
    expect(search.find((p) => p.name === 'nation').schema).toEqual({
      type: 'string',
      enum: ['england', 'scotland', 'wales', 'northern-ireland'],
    });
    const record =
      doc.paths['/v1/applications/{id}'].get.responses['200'].content['application/json'].schema.properties
        .data.properties;
    expect(record.stage).toEqual({
      type: ['string', 'null'],
      enum: ['pending', 'approved', 'refused', 'withdrawn', 'decided', 'other', null],
    });
    const constraints = doc.paths['/v1/constraints'].get;
    expect(constraints.parameters.map((p: Json) => p.name)).toEqual(['lat', 'lng', 'postcode']);
    expect(constraints.responses['200'].content['application/json'].schema.properties.meta).toBeDefined();
    // format=csv (spec 4.1, 4.3, 4.5): both bodies documented, the JSON one with its record schema.
    for (const path of ['/v1/applications', '/v1/applications/nearby', '/v1/alerts/{id}/matches']) {
      const content = doc.paths[path].get.responses['200'].content;
      expect(Object.keys(content), path).toEqual(['application/json', 'text/csv']);
      expect(content['text/csv'].schema.type).toBe('string');
      expect(content['application/json'].schema.properties.data.items.properties.reference).toBeDefined();
    }
  });

  it('collapsing leaves other unions alone', () => {
    const mixed = { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'integer' }] };
    expect(collapseLiteralUnions(mixed)).toEqual(mixed);
    expect(collapseLiteralUnions({ description: 'd', anyOf: [{ const: 1 }, { const: 2 }] })).toEqual({
      description: 'd',
      type: 'number',
      enum: [1, 2],
    });
  });
});
