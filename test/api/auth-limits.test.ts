// Spec 5 (authentication), 7 (errors) and 8 (limits and their headers) through the HTTP interface,
// on a real PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import { hashApiKey } from '../../core/ids.js';
import { testRuntime } from '../helpers/runtime.js';
import { roadmapEndpoints } from '../../api/routes/roadmap.js';
import { app as buildTestApp, application, council, get, key } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let councilId: number;

beforeAll(async () => {
  a = await buildTestApp(rt);
  councilId = (await council(rt.db, 'camden')).id;
  for (let i = 0; i < 5; i++) await application(rt.db, { council_id: councilId });
});
afterAll(() => a.close());

/** The window is the Redis clock's minute: start a burst well inside one (same machine, same clock). */
async function awayFromMinuteBoundary(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 200));
}

function expectEnvelope(
  body: { error: Record<string, unknown> },
  type: string,
  param: string | null,
  reqId: unknown,
) {
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.type).toBe(type);
  expect(typeof body.error.message).toBe('string');
  expect((body.error.message as string).length).toBeGreaterThan(5);
  expect(body.error.param).toBe(param);
  expect(body.error.request_id).toBe(reqId);
}

describe('authentication (spec 5)', () => {
  it('a missing key is 401 authentication_error in the envelope', async () => {
    const r = await get(a, '/v1/applications', null);
    expect(r.status).toBe(401);
    expectEnvelope(r.body, 'authentication_error', 'authorization', r.headers['x-request-id']);
  });

  it('an unknown key, a malformed Authorization header and a revoked key are 401', async () => {
    expect((await get(a, '/v1/applications', 'pd_not-a-real-key')).status).toBe(401);
    const k = await key(rt.db, 'pro');
    expect((await get(a, '/v1/applications', null, { authorization: `Basic ${k}` })).status).toBe(401);
    expect((await get(a, '/v1/applications', k)).status).toBe(200);
    const id = (
      await rt
        .db('api_keys')
        .where({ key_hash: hashApiKey(k) })
        .first('id')
    ).id;
    expect(await new KeysRepository(rt.db).revoke(String(id))).toBe(1);
    const r = await get(a, '/v1/applications', k);
    expect(r.status).toBe(401);
    expectEnvelope(r.body, 'authentication_error', 'authorization', r.headers['x-request-id']);
  });

  it('accepts Authorization: Bearer (any case) and X-API-Key', async () => {
    const k = await key(rt.db, 'starter');
    expect((await get(a, '/v1/applications', null, { authorization: `bearer ${k}` })).status).toBe(200);
    expect((await get(a, '/v1/applications', null, { 'x-api-key': k })).status).toBe(200);
  });

  it('keys are stored only as their SHA-256 digest', async () => {
    const k = await key(rt.db, 'pro', { email: 'hash@example.com' });
    const row = await rt.db('api_keys').where({ email: 'hash@example.com' }).first();
    expect(row.key_hash).toBe(hashApiKey(k));
    expect(JSON.stringify(row)).not.toContain(k);
  });

  it('/health, /v1/openapi.json and /docs need no key', async () => {
    expect((await get(a, '/health', null)).status).toBe(200);
    expect((await get(a, '/v1/openapi.json', null)).status).toBe(200);
    const docs = await a.inject({ url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('errors (spec 7)', () => {
  it('no path of the spec answers 501 any more: the roadmap is empty and every path it held answers', async () => {
    // Wave 2 built every endpoint the roadmap held (api/routes/roadmap.ts keeps the mechanism for
    // the next one). With a key, each answers in the envelope or with data, never 501 nor 5xx.
    expect(roadmapEndpoints).toEqual([]);
    const k = await key(rt.db, 'enterprise');
    for (const url of [
      '/v1/applications/pa_x/history',
      '/v1/applications/pa_x/associated',
      '/v1/applications/pa_x/documents',
      '/v1/consents/expiring',
      '/v1/decision-stats',
      '/v1/owners?q=acme',
      '/v1/owners/01234567',
      '/v1/owners/01234567/applications',
      '/v1/owners/01234567/group',
      '/v1/appeals',
      '/v1/hmo-licences',
      '/v1/hmo-licences/coverage',
      '/v1/hmo-licences/12',
      '/v1/licensing-applications',
      '/v1/licensed-premises',
      '/v1/licensing/coverage',
      '/v1/licensing/changes',
    ]) {
      const r = await get(a, url, k);
      expect(r.status, url).toBeLessThan(500);
      if (r.status >= 400) expect(r.body.error.type, url).not.toBe('not_implemented');
    }
    expect((await get(a, '/v1/decision-stats', null)).status).toBe(401);
  });

  it('an unknown parameter is 400 naming it; an unknown path is 404 not_found', async () => {
    const k = await key(rt.db, 'pro');
    const r = await get(a, '/v1/applications?colour=red', k);
    expect(r.status).toBe(400);
    expectEnvelope(r.body, 'invalid_request', 'colour', r.headers['x-request-id']);
    const nf = await get(a, '/v1/nothing', k);
    expect(nf.status).toBe(404);
    expect(nf.body.error.type).toBe('not_found');
  });

  it('plan gates are 403 permission_error naming the parameter', async () => {
    const k = await key(rt.db, 'demo');
    const r = await get(a, '/v1/applications?min_price=100000', k);
    expect(r.status).toBe(403);
    expectEnvelope(r.body, 'permission_error', 'min_price', r.headers['x-request-id']);
    expect(r.body.error.message).toMatch(/Pro/);
  });
});

describe('limits and headers (spec 8)', () => {
  it('every response carries the per-minute, monthly and records headers, errors included', async () => {
    const k = await key(rt.db, 'starter');
    for (const url of [
      '/v1/applications?limit=2',
      '/v1/applications?limit=zero',
      '/v1/applications/pa_none',
    ]) {
      const r = await get(a, url, k);
      expect(r.headers['x-ratelimit-limit'], url).toBe('120');
      expect(Number(r.headers['x-ratelimit-remaining'])).toBeLessThan(120);
      expect(Number(r.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
      expect(Number(r.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
      expect(r.headers['x-ratelimit-limit-month']).toBe('20000');
      expect(r.headers['x-ratelimit-remaining-month']).toBeDefined();
      expect(Number(r.headers['x-ratelimit-reset-month'])).toBeGreaterThan(Date.now() / 1000);
      expect(r.headers['x-records-limit-month']).toBe('10000');
      expect(r.headers['x-records-remaining-month']).toBeDefined();
    }
    const first = await get(a, '/v1/applications?limit=1', k);
    const second = await get(a, '/v1/applications?limit=1', k);
    expect(Number(second.headers['x-ratelimit-remaining-month'])).toBe(
      Number(first.headers['x-ratelimit-remaining-month']) - 1,
    );
  });

  it('40 concurrent requests on a 30/min Demo key: exactly 30 succeed, 10 get 429 with Retry-After', async () => {
    const k = await key(rt.db, 'demo');
    await awayFromMinuteBoundary();
    const results = await Promise.all(Array.from({ length: 40 }, () => get(a, '/v1/categories', k)));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok.length).toBe(30);
    expect(limited.length).toBe(10);
    for (const r of limited) {
      expect(r.body.error.type).toBe('rate_limit_error');
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(r.headers['x-ratelimit-remaining']).toBe('0');
    }
    // Refused per minute: not counted against the one-off allowance.
    const acct = await rt
      .db('usage_monthly')
      .where({ period: '1970-01-01' })
      .whereIn(
        'account',
        rt
          .db('api_keys')
          .select('email')
          .where({ key_hash: hashApiKey(k) }),
      );
    expect(acct[0].requests).toBe(30);
  });

  it('the per-minute limit is shared across API processes (two apps on one Redis)', async () => {
    const b = await buildTestApp(rt);
    const k = await key(rt.db, 'demo');
    await awayFromMinuteBoundary();
    const results = await Promise.all(
      Array.from({ length: 36 }, (_, i) => get(i % 2 ? a : b, '/v1/categories', k)),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(30);
    await b.close();
  });

  it('the monthly request allowance is a 429 with Retry-After until the 1st; Demo is one-off', async () => {
    const k = await key(rt.db, 'starter', { email: 'month@example.com' });
    const period = new Date().toISOString().slice(0, 8) + '01';
    await rt.db('usage_monthly').insert({ account: 'month@example.com', period, requests: 20_000 });
    const r = await get(a, '/v1/categories', k);
    expect(r.status).toBe(429);
    expect(r.body.error.type).toBe('rate_limit_error');
    expect(r.body.error.message).toMatch(/monthly allowance of 20000 requests/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.headers['x-ratelimit-remaining-month']).toBe('0');

    const d = await key(rt.db, 'demo', { email: 'oneoff@example.com' });
    await rt
      .db('usage_monthly')
      .insert({ account: 'oneoff@example.com', period: '1970-01-01', requests: 499 });
    const last = await get(a, '/v1/categories', d);
    expect(last.status).toBe(200);
    expect(last.headers['x-ratelimit-remaining-month']).toBe('0');
    expect(last.headers['x-ratelimit-reset-month']).toBe('never');
    const over = await get(a, '/v1/categories', d);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/one-off/);
  });

  it('keys issued before 11 September 2026 keep the request allowance they were sold', async () => {
    const k = await key(rt.db, 'starter', {
      issuedAt: new Date('2026-05-01T00:00:00Z'),
      legacy: { requests: 50_000 },
    });
    const r = await get(a, '/v1/categories', k);
    expect(r.headers['x-ratelimit-limit-month']).toBe('50000');
    // After the cut-off the stored figure is ignored: the plan's allowance applies.
    const n = await key(rt.db, 'starter', {
      issuedAt: new Date('2026-10-01T00:00:00Z'),
      legacy: { requests: 50_000 },
    });
    expect((await get(a, '/v1/categories', n)).headers['x-ratelimit-limit-month']).toBe('20000');
  });

  it('Enterprise (custom) keys show unlimited where no figure is set', async () => {
    const k = await key(rt.db, 'enterprise');
    const r = await get(a, '/v1/categories', k);
    expect(r.headers['x-ratelimit-limit']).toBe('1200');
    expect(r.headers['x-ratelimit-limit-month']).toBe('unlimited');
    expect(r.headers['x-records-limit-month']).toBe('unlimited');
  });
});

describe('a metered read sends its per-minute check ahead and waits for it before metering (limits.ts)', () => {
  /** A fresh API process: it has not yet seen the account over its limit, so the check rides ahead. */
  async function freshProcess<T>(fn: (p: FastifyInstance) => Promise<T>): Promise<T> {
    const p = await buildTestApp(rt);
    try {
      return await fn(p);
    } finally {
      await p.close();
    }
  }

  it('over the limit, the 429 wins over the request’s own 400, 403 and 404, and nothing is counted or charged', async () => {
    const email = 'ahead-429@example.com';
    const k = await key(rt.db, 'demo', { email });
    await awayFromMinuteBoundary();
    for (let i = 0; i < 30; i++) expect((await get(a, '/v1/categories', k)).status).toBe(200);
    const answers: Record<string, Awaited<ReturnType<typeof get>>> = {};
    for (const url of [
      '/v1/applications?limit=0', // 400 naming limit
      '/v1/applications?min_price=100000', // 403 for Demo
      '/v1/applications/h_notretrievable', // 404 for an archive id
      '/v1/applications/nearby?lat=51.5', // 400 naming lng
      '/v1/applications?council=camden', // a page of 5 records to charge
    ])
      answers[url] = await freshProcess((p) => get(p, url, k));
    for (const [url, r] of Object.entries(answers)) {
      expect(r.status, url).toBe(429);
      expectEnvelope(r.body, 'rate_limit_error', null, r.headers['x-request-id']);
      expect(r.body.error.message, url).toMatch(/Per-minute limit of 30/);
      expect(Number(r.headers['retry-after']), url).toBeGreaterThanOrEqual(1);
      expect(r.headers['x-ratelimit-remaining'], url).toBe('0');
      expect(r.headers['x-ratelimit-remaining-month'], url).toBe('470');
      expect(r.headers['x-records-remaining-month'], url).toBe('500');
    }
    const u = await rt.db('usage_monthly').where({ account: email, period: '1970-01-01' }).first();
    expect([u.requests, u.records]).toEqual([30, 0]);
    expect(await rt.db('usage_records').where({ account: email })).toEqual([]);
  });

  it('within the limit, a metered read’s own 400, 403 and 404 stand and each counts one request', async () => {
    const email = 'ahead-ok@example.com';
    const k = await key(rt.db, 'demo', { email });
    await awayFromMinuteBoundary();
    for (const [url, status, type, param, left] of [
      ['/v1/applications?limit=0', 400, 'invalid_request', 'limit', '29'],
      ['/v1/applications?min_price=100000', 403, 'permission_error', 'min_price', '28'],
      ['/v1/applications/h_notretrievable', 404, 'not_found', 'id', '27'],
    ] as const) {
      const r = await get(a, url, k);
      expect(r.status, url).toBe(status);
      expectEnvelope(r.body, type, param, r.headers['x-request-id']);
      expect(r.headers['x-ratelimit-remaining'], url).toBe(left);
    }
    const page = await get(a, '/v1/applications?council=camden', k);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(5);
    expect(page.headers['x-records-remaining-month']).toBe('495');
    const u = await rt.db('usage_monthly').where({ account: email, period: '1970-01-01' }).first();
    expect([u.requests, u.records]).toEqual([4, 5]);
  });
});
