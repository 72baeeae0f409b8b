// The queue dashboard (issue 21): Bull Board at /admin/queues over every queue, behind the operator
// token; refusals in the spec 7 envelope. Real Redis (a unique prefix) and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { buildApp } from '../../api/app.js';
import { jobNames } from '../../core/jobs.js';
import { createRedis } from '../../core/redis.js';
import { Queues } from '../../core/queues.js';

const TOKEN = 'operator-token-for-tests-abcdefghij';

let rt: TestRuntime;
let app: FastifyInstance;
let conn: ReturnType<typeof createRedis>;
let queues: Queues;

beforeAll(async () => {
  rt = await testRuntime({ OPERATOR_TOKEN: TOKEN });
  app = await buildApp(rt);
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
});

afterAll(async () => {
  await app?.close();
  await queues?.close();
  conn?.disconnect();
});

const bearer = { authorization: `Bearer ${TOKEN}` };

describe('queue dashboard', () => {
  it('serves the Bull Board page to the operator (Bearer or Basic)', async () => {
    const page = await app.inject({ method: 'GET', url: '/admin/queues', headers: bearer });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('plandata queues');
    const basic = Buffer.from(`ops:${TOKEN}`).toString('base64');
    const viaBasic = await app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { authorization: `Basic ${basic}` },
    });
    expect(viaBasic.statusCode).toBe(200);
  });

  it('lists every queue with its counts through the board API', async () => {
    await queues.enqueue('system.ping', { token: 'board', ms: 0 }, { delay: 60_000 });
    const res = await app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: bearer });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { queues: { name: string; counts: Record<string, number> }[] };
    expect(body.queues.map((q) => q.name).sort()).toEqual([...jobNames].sort());
    expect(body.queues.find((q) => q.name === 'system.ping')!.counts.delayed).toBe(1);
  });

  it('refuses without the token (401, asking for Basic) and with a wrong one (403)', async () => {
    for (const url of ['/admin/queues', '/admin/queues/api/queues']) {
      const none = await app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Basic /);
      expect(none.json()).toEqual({
        error: {
          type: 'authentication_error',
          message: expect.stringContaining('OPERATOR_TOKEN'),
          param: 'authorization',
          request_id: none.headers['x-request-id'],
        },
      });
      const wrong = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer wrong-token' },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.type).toBe('permission_error');
    }
  });

  it("shares the app's one BullMQ connection with /metrics and /status", async () => {
    // Each of them opened a connection of its own before; now CLIENT LIST shows one, by its name.
    expect(
      (await app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: bearer })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/status' })).statusCode).toBe(200);
    const clients = String(await rt.redis.call('CLIENT', 'LIST')).split('\n');
    const name = `name=plandata-api-queues:${rt.config.REDIS_PREFIX} `;
    expect(clients.filter((c) => c.includes(name))).toHaveLength(1);
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin') || p === '/metrics')).toEqual([]);
  });
});
