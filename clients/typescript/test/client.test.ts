// The typed client against the real API (issue 21): `plandata api`'s server (api/main.ts runApi)
// listening on 127.0.0.1 over a fresh PostgreSQL database, called through openapi-fetch with the
// generated types: a search, a record by id, the councils list, licensed premises, an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApi } from '../../../api/main.js';
import { testRuntime } from '../../../test/helpers/runtime.js';
import { application, council, key } from '../../../test/api/seed.js';
import { licence, registerSource } from '../../../test/licensing/api-seed.js';
import { createPlandataClient, json, type PlandataClient } from '../src/index.js';

const rt = await testRuntime();
let api: { url: string; stop: () => Promise<void> };
let client: PlandataClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const barnet = await council(rt.db, 'barnet', { name: 'Barnet' });
  const islington = await council(rt.db, 'islington', { name: 'Islington' });
  ids.extension = (
    await application(rt.db, {
      council_id: barnet.id,
      reference: '26/00101/FUL',
      postcode: 'N3 1AA',
      address: '1 Ballards Lane, London',
      description: 'Single storey rear extension',
      category: 'householder-extension',
      categories: ['householder-extension'],
      stage: 'approved',
      date_received: '2026-03-10',
    })
  ).public_id;
  ids.trees = (
    await application(rt.db, {
      council_id: barnet.id,
      reference: '26/00102/TPO',
      description: 'Fell one oak',
      category: 'trees',
      categories: ['trees'],
      date_received: '2026-03-02',
    })
  ).public_id;
  const reg = await registerSource(rt.db, islington.id);
  ids.pub = (
    await licence(rt.db, {
      council_id: islington.id,
      council_register_id: reg,
      key: 'LN/000123',
      premises_name: 'The Angel Tavern',
      postcode: 'N1 9GU',
      status: 'granted',
    })
  ).public_id;
  api = await runApi({ runtime: rt, port: 0, host: '127.0.0.1' });
  client = createPlandataClient({ baseUrl: api.url, apiKey: await key(rt.db, 'pro') });
});

afterAll(async () => {
  await api?.stop();
});

describe('the typed client against a running API', () => {
  it('searches applications, newest received first, with typed query and body', async () => {
    const { data, error, response } = await client.GET('/v1/applications', {
      params: { query: { council: 'barnet', limit: 10 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(json(data).data.map((a) => a.id)).toEqual([ids.extension, ids.trees]);
    const first = json(data).data[0];
    expect(first.reference).toBe('26/00101/FUL');
    expect(first.authority).toEqual({ slug: 'barnet', name: 'Barnet' });
    expect(first.category?.slug).toBe('householder-extension');
    expect(first.stage).toBe('approved');
    expect(first.date_received).toBe('2026-03-10');

    const trees = await client.GET('/v1/applications', {
      params: { query: { council: 'barnet', category: 'trees' } },
    });
    expect(json(trees.data).data.map((a) => a.reference)).toEqual(['26/00102/TPO']);
  });

  it('reads one application by id, and a missing one as a typed error', async () => {
    const { data, error } = await client.GET('/v1/applications/{id}', {
      params: { path: { id: ids.extension } },
    });
    expect(error).toBeUndefined();
    expect(data!.data.id).toBe(ids.extension);
    expect(data!.data.description).toBe('Single storey rear extension');
    expect(data!.data.postcode).toBe('N3 1AA');

    const missing = await client.GET('/v1/applications/{id}', {
      params: { path: { id: 'pa_doesnotexist0000' } },
    });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    expect(missing.error!.error.type).toBe('not_found');
  });

  it('lists councils', async () => {
    const { data, error } = await client.GET('/v1/councils');
    expect(error).toBeUndefined();
    const bySlug = new Map(data!.data!.map((c) => [c.slug, c]));
    expect(bySlug.get('barnet')).toMatchObject({ name: 'Barnet', nation: 'england', platform: 'idox' });
    expect(bySlug.get('islington')?.name).toBe('Islington');
  });

  it('searches licensed premises', async () => {
    const { data, error } = await client.GET('/v1/licensed-premises', {
      params: { query: { council: 'islington' } },
    });
    expect(error).toBeUndefined();
    expect(data!.data.map((l) => l.id)).toEqual([ids.pub]);
    expect(data!.data[0]).toMatchObject({
      record_type: 'licence',
      premises_name: 'The Angel Tavern',
      postcode: 'N1 9GU',
      type: 'premises',
    });
  });

  it('refuses a call without a key (401 in the error envelope)', async () => {
    const anon = createPlandataClient({ baseUrl: api.url });
    const { data, error, response } = await anon.GET('/v1/councils');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: { type: 'authentication_error' } });
  });
});
