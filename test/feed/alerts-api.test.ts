// Saved alerts (spec 4.5): CRUD on the account of the key's e-mail (meta.owner), the request bodies
// of each kind, validation, the owner gate, matching of each kind by the worker's SQL, and /matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { matchApplication } from '../../workers/services/alerts-match.js';
import { Queues } from '../../core/queues.js';
import { createRedis } from '../../core/redis.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addKey } from './fixtures.js';

let rt: TestRuntime;
let app: FastifyInstance;
let starter: string;
let pro: string;
let other: string;
let queues: Queues;
let conn: ReturnType<typeof createRedis>;

const as = (key: string) => ({ authorization: `Bearer ${key}` });

async function post(key: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/v1/alerts', headers: as(key), payload });
}

beforeAll(async () => {
  rt = await testRuntime();
  app = await buildApp(rt);
  starter = await addKey(rt.db, 'starter', 'alice@example.com');
  pro = await addKey(rt.db, 'pro', 'alice@example.com');
  other = await addKey(rt.db, 'pro', 'bob@example.com');
  await addCouncil(rt.db, 'barnet');
  await addCouncil(rt.db, 'cardiff', 'wales');
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
});

afterAll(async () => {
  await app?.close();
  await queues?.close();
  conn?.disconnect();
});

describe('alert bodies and validation', () => {
  it('creates each kind and shows it with meta.owner', async () => {
    const radius = await post(starter, {
      type: 'radius',
      lat: 51.6,
      lng: -0.2,
      radius: 500,
      name: 'Near home',
    });
    expect(radius.statusCode).toBe(201);
    expect(radius.json()).toMatchObject({
      data: {
        type: 'radius',
        lat: 51.6,
        lng: -0.2,
        radius: 500,
        name: 'Near home',
        council: null,
        frequency: 'daily',
      },
      meta: { owner: 'alice@example.com' },
    });
    const council = await post(starter, {
      type: 'council',
      council: 'Barnet',
      category: 'householder-extension',
    });
    expect(council.json().data).toMatchObject({
      type: 'council',
      council: 'barnet',
      category: 'householder-extension',
    });
    const national = await post(starter, { type: 'national', nation: 'wales' });
    expect(national.json().data).toMatchObject({ type: 'national', nation: 'wales' });
    const owner = await post(pro, {
      type: 'owner',
      owner_company: '123456',
      owner_scope: 'group',
      frequency: 'daily',
    });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().data).toMatchObject({
      type: 'owner',
      owner_company: '00123456',
      owner_scope: 'group',
    });

    const list = await app.inject({ method: 'GET', url: '/v1/alerts', headers: as(starter) });
    expect(list.json().meta).toEqual({ count: 4, owner: 'alice@example.com' });
    // Another account sees none of them, and cannot read one by id.
    const bobs = await app.inject({ method: 'GET', url: '/v1/alerts', headers: as(other) });
    expect(bobs.json().data).toEqual([]);
    const peek = await app.inject({
      method: 'GET',
      url: `/v1/alerts/${radius.json().data.id}`,
      headers: as(other),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('owner alerts are Pro and above: 403 naming the parameter', async () => {
    const res = await post(starter, { type: 'owner', owner_company: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ type: 'permission_error', param: 'type' });
  });

  it('rejects bad bodies with 400 naming the field, and creates nothing', async () => {
    const before = (await rt.db('alerts').count({ n: '*' }))[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'type'],
      [{ type: 'postcode' }, 'type'],
      [{ type: 'radius', lng: -0.2 }, 'lat'],
      [{ type: 'radius', lat: 40.7, lng: -74 }, 'lat'],
      [{ type: 'radius', lat: 51.6, lng: -0.2, radius: 9000 }, 'radius'],
      [{ type: 'council' }, 'council'],
      [{ type: 'council', council: 'atlantis' }, 'council'],
      [{ type: 'council', council: 'barnet', lat: 51 }, 'lat'],
      [{ type: 'national', nation: 'france' }, 'nation'],
      [{ type: 'national', category: 'nope' }, 'category'],
      [{ type: 'national', frequency: 'hourly' }, 'frequency'],
      [{ type: 'national', colour: 'red' }, 'colour'],
    ];
    for (const [body, param] of cases) {
      const res = await post(pro, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.param, JSON.stringify(body)).toBe(param);
    }
    const owner = await post(pro, { type: 'owner', owner_company: 'not-a-number' });
    expect(owner.json().error.param).toBe('owner_company');
    expect((await rt.db('alerts').count({ n: '*' }))[0].n).toBe(before);
  });

  it('PATCH changes fields of the same kind; type is fixed; DELETE removes it', async () => {
    const created = (await post(starter, { type: 'radius', lat: 51.5, lng: -0.1 })).json().data;
    expect(created.radius).toBe(1000);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/v1/alerts/${created.id}`,
      headers: as(starter),
      payload: { radius: 250, name: 'Tighter' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ radius: 250, name: 'Tighter', lat: 51.5 });
    const retype = await app.inject({
      method: 'PATCH',
      url: `/v1/alerts/${created.id}`,
      headers: as(starter),
      payload: { type: 'council' },
    });
    expect(retype.statusCode).toBe(400);
    expect(retype.json().error.param).toBe('type');
    const del = await app.inject({ method: 'DELETE', url: `/v1/alerts/${created.id}`, headers: as(starter) });
    expect(del.json().data).toEqual({ id: created.id, deleted: true, webhooks_deleted: [] });
    const gone = await app.inject({ method: 'GET', url: `/v1/alerts/${created.id}`, headers: as(starter) });
    expect(gone.statusCode).toBe(404);
  });
});

describe('matching', () => {
  it('each kind matches what it should, once per (alert, application)', async () => {
    const barnet = (await rt.db('councils').where({ slug: 'barnet' }).first('id')).id as number;
    const cardiff = (await rt.db('councils').where({ slug: 'cardiff' }).first('id')).id as number;
    const alerts = Object.fromEntries(
      (await rt.db('alerts').where({ account: 'alice@example.com' }).select('id', 'type')).map((a) => [
        a.type,
        a.id,
      ]),
    ) as Record<string, number>;
    // Near the radius centre (51.6, -0.2), in Barnet, householder, on a group-owned site.
    const near = await addApplication(rt.db, {
      councilId: barnet,
      reference: 'B/1',
      lat: 51.601,
      lng: -0.2,
      categories: ['householder-extension'],
    });
    await rt
      .db('applications')
      .where({ id: near })
      .update({ owner_group_numbers: ['00123456'] });
    const far = await addApplication(rt.db, { councilId: barnet, reference: 'B/2', lat: 51.7, lng: -0.2 });
    const welsh = await addApplication(rt.db, { councilId: cardiff, reference: 'C/1', nation: 'wales' });
    const deps = { db: rt.db, config: rt.config, queues, log: rt.logger };
    for (const id of [near, far, welsh])
      await matchApplication(deps, { applicationId: id, version: 1, isNew: true });
    const rows = await rt.db('alert_matches').select('alert_id', 'application_id');
    const pairs = new Set(rows.map((r) => `${r.alert_id}:${r.application_id}`));
    expect(pairs).toEqual(
      new Set([
        `${alerts.radius}:${near}`,
        `${alerts.council}:${near}`, // barnet + householder
        `${alerts.owner}:${near}`, // group scope
        `${alerts.national}:${welsh}`,
      ]),
    );
    // Matching the same version again (a retried job) records nothing new.
    const again = await matchApplication(deps, { applicationId: near, version: 1, isNew: true });
    expect(again.matches).toBe(0);
  });

  it('GET /alerts/{id}/matches lists matching applications, JSON and CSV, days capped at 365', async () => {
    const id = (await rt.db('alerts').where({ account: 'alice@example.com', type: 'council' }).first('id'))
      .id;
    const res = await app.inject({
      method: 'GET',
      url: `/v1/alerts/${id}/matches?days=1000`,
      headers: as(starter),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({
      days: 365,
      owner: 'alice@example.com',
      count: 1,
      next_cursor: null,
    });
    expect(res.json().data[0].reference).toBe('B/1');
    const csv = await app.inject({
      method: 'GET',
      url: `/v1/alerts/${id}/matches?format=csv`,
      headers: as(starter),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain('B/1');
    const nope = await app.inject({ method: 'GET', url: `/v1/alerts/${id}/matches`, headers: as(other) });
    expect(nope.statusCode).toBe(404);
  });
});
