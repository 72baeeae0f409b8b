import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { createRedis, redisReady } from '../../core/redis.js';
import { testRuntime } from '../helpers/runtime.js';
import { startTcpProxy } from '../helpers/tcp-proxy.js';

const rt = await testRuntime();

describe('api skeleton', () => {
  it('GET /health reports PostgreSQL and Redis', async () => {
    const app = await buildApp(rt);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.checks.postgres.ok).toBe(true);
    expect(body.checks.redis.ok).toBe(true);
    expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-f]{20}$/);
    await app.close();
  });

  it('an unknown path is a 404 not_found in the error envelope with the request id', async () => {
    const app = await buildApp(rt);
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toEqual({
      error: {
        type: 'not_found',
        message: 'No route GET /v1/nothing-here.',
        param: null,
        request_id: res.headers['x-request-id'],
      },
    });
    await app.close();
  });

  it('/health turns unhealthy when Redis is unreachable and healthy again when it returns', async () => {
    const proxy = await startTcpProxy('127.0.0.1', 6379);
    const redis = createRedis({ url: proxy.url('redis') });
    await redisReady(redis);
    const app = await buildApp({ ...rt, redis });
    afterAll(async () => {
      await app.close();
      redis.disconnect();
      await proxy.close().catch(() => {});
    });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('unhealthy');
    expect(down.json().checks.redis.ok).toBe(false);
    expect(down.json().checks.postgres.ok).toBe(true);

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await app.inject({ url: '/health' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
