// The per-process key cache (api/plugins/auth.ts) and metered reads counting their request with
// their records (api/plugins/limits.ts, migration 021), through the HTTP interface on a real
// PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { revokeKeys } from '../../core/keys-epoch.js';
import { hashApiKey } from '../../core/ids.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, council, get, key } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let b: FastifyInstance;
let publicId: string;
const period = new Date().toISOString().slice(0, 8) + '01';

/** Statements this test's database received on api_keys while `fn` ran. */
async function keyLookups(fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const on = (q: { sql: string }) => {
    if (/\bapi_keys\b/.test(q.sql)) n++;
  };
  rt.db.on('query', on);
  try {
    await fn();
  } finally {
    rt.db.off('query', on);
  }
  return n;
}

async function usage(
  email: string,
  p: string = period,
): Promise<{ requests: number; records: number } | undefined> {
  return rt.db('usage_monthly').where({ account: email, period: p }).first('requests', 'records');
}

beforeAll(async () => {
  // Two API processes on one database and one Redis.
  a = await buildTestApp(rt);
  b = await buildTestApp(rt);
  const c = await council(rt.db, 'leeds');
  for (let i = 0; i < 3; i++) publicId = (await application(rt.db, { council_id: c.id })).public_id;
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('key cache (API_KEY_CACHE_SECONDS)', () => {
  it('a key in use is read from PostgreSQL once, then kept', async () => {
    const k = await key(rt.db, 'pro');
    await get(a, '/v1/categories', k);
    await get(a, '/v1/categories', k);
    expect(await keyLookups(() => get(a, '/v1/categories', k))).toBe(0);
  });

  it('plandata keys revoke (revokeKeys) refuses a kept key on the next request in every process', async () => {
    const k = await key(rt.db, 'pro', { email: 'revoked@example.com' });
    for (const app of [a, b, a, b]) expect((await get(app, '/v1/applications', k)).status).toBe(200);
    expect(await keyLookups(() => get(b, '/v1/applications', k))).toBe(0);
    const { id } = await rt
      .db('api_keys')
      .where({ key_hash: hashApiKey(k) })
      .first('id');
    const before = (await usage('revoked@example.com'))!.requests;
    expect(
      await revokeKeys({ db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX }, String(id)),
    ).toEqual({ revoked: 1, epochMoved: true });
    for (const app of [a, b]) {
      const r = await get(app, '/v1/applications', k);
      expect(r.status).toBe(401);
      expect(r.body.error.type).toBe('authentication_error');
    }
    // The refused requests were not counted against the account.
    expect((await usage('revoked@example.com'))!.requests).toBe(before);
    // Other keys are read again once, then kept again.
    const other = await key(rt.db, 'pro');
    await get(a, '/v1/categories', other);
    await get(a, '/v1/categories', other);
    expect(await keyLookups(() => get(a, '/v1/categories', other))).toBe(0);
  });

  it('a kept key revoked meanwhile is 401 on a metered read that would answer 400 or 404, uncounted', async () => {
    const k = await key(rt.db, 'pro', { email: 'revoked-bad@example.com' });
    for (const app of [a, b]) expect((await get(app, `/v1/applications/${publicId}`, k)).status).toBe(200);
    const { id } = await rt
      .db('api_keys')
      .where({ key_hash: hashApiKey(k) })
      .first('id');
    const before = (await usage('revoked-bad@example.com'))!;
    await revokeKeys({ db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX }, String(id));
    for (const [app, url] of [
      [a, '/v1/applications?limit=0'],
      [b, '/v1/applications/h_notretrievable'],
    ] as const) {
      const r = await get(app, url, k);
      expect(r.status, url).toBe(401);
      expect(r.body.error.type).toBe('authentication_error');
    }
    expect(await usage('revoked-bad@example.com')).toEqual(before);
  });

  it('with API_KEY_CACHE_SECONDS=0 every request reads the key: a key revoked in SQL is refused at once', async () => {
    const rt0 = { ...rt, config: { ...rt.config, API_KEY_CACHE_SECONDS: 0 } };
    const c = await buildApp(rt0);
    try {
      const k = await key(rt.db, 'pro');
      expect((await get(c, '/v1/categories', k)).status).toBe(200);
      expect(await keyLookups(() => get(c, '/v1/categories', k))).toBe(1);
      await rt
        .db('api_keys')
        .where({ key_hash: hashApiKey(k) })
        .update({ revoked_at: rt.db.fn.now() });
      expect((await get(c, '/v1/categories', k)).status).toBe(401);
    } finally {
      await c.close();
    }
  });
});

describe('metered reads count their request with their records (spec 8)', () => {
  it('200, 404 and 400 answers each count one request; the records of the 200 are charged', async () => {
    const k = await key(rt.db, 'starter', { email: 'metered@example.com' });
    const ok = await get(a, `/v1/applications/${publicId}`, k);
    expect(ok.status).toBe(200);
    expect(ok.headers['x-ratelimit-remaining-month']).toBe('19999');
    expect(ok.headers['x-records-remaining-month']).toBe('9999');
    expect(await usage('metered@example.com')).toEqual({ requests: 1, records: 1 });
    const missing = await get(a, '/v1/applications/pa_doesnotexist', k);
    expect(missing.status).toBe(404);
    expect(missing.headers['x-ratelimit-remaining-month']).toBe('19998');
    const bad = await get(a, '/v1/applications?limit=0', k);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('limit');
    expect(await usage('metered@example.com')).toEqual({ requests: 3, records: 1 });
    const list = await get(a, '/v1/applications', k);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(await usage('metered@example.com')).toEqual({ requests: 4, records: 3 });
  });

  it('by id, in one statement: a record past the records allowance is 429 and charged nothing; a charged one re-reads free', async () => {
    const k = await key(rt.db, 'demo', { email: 'capped@example.com' });
    await rt
      .db('usage_monthly')
      .insert({ account: 'capped@example.com', period: '1970-01-01', records: 499 });
    const first = await get(a, `/v1/applications/${publicId}`, k);
    expect(first.status).toBe(200);
    expect(first.body.data.id).toBe(publicId);
    expect(first.headers['x-records-remaining-month']).toBe('0');
    const other = (await rt.db('applications').whereNot({ public_id: publicId }).first('public_id'))
      .public_id;
    const over = await get(a, `/v1/applications/${other}`, k);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/one-off records allowance \(500\) is used up/);
    expect((await get(a, `/v1/applications/${publicId}`, k)).status).toBe(200);
    expect(await usage('capped@example.com', '1970-01-01')).toEqual({ requests: 3, records: 500 });
    expect(
      (await rt.db('usage_records').where({ account: 'capped@example.com' }).select('record_key')).map(
        (r) => r.record_key,
      ),
    ).toHaveLength(1);
  });

  it('a used-up monthly allowance refuses a metered read with 429 and charges no record', async () => {
    const k = await key(rt.db, 'starter', { email: 'usedup@example.com' });
    await rt.db('usage_monthly').insert({ account: 'usedup@example.com', period, requests: 20_000 });
    for (let i = 0; i < 2; i++) {
      const r = await get(a, '/v1/applications', k);
      expect(r.status).toBe(429);
      expect(r.body.error.message).toMatch(/monthly allowance of 20000 requests/);
      expect(r.headers['x-ratelimit-remaining-month']).toBe('0');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await usage('usedup@example.com')).toEqual({ requests: 20_000, records: 0 });
    expect(await rt.db('usage_records').where({ account: 'usedup@example.com' })).toEqual([]);
  });

  it('the last requests of an allowance, read at once from two processes: exactly the allowance passes', async () => {
    const k = await key(rt.db, 'starter', { email: 'edge@example.com' });
    await rt.db('usage_monthly').insert({ account: 'edge@example.com', period, requests: 19_990 });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => get(i % 2 ? a : b, `/v1/applications/${publicId}`, k)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await usage('edge@example.com')).toEqual({ requests: 20_000, records: 1 });
  });

  it('a read refused per minute is never counted against the month', async () => {
    const k = await key(rt.db, 'demo', { email: 'minute@example.com' });
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 5_000) await new Promise((r) => setTimeout(r, left + 200));
    const results = await Promise.all(
      Array.from({ length: 34 }, () => get(a, `/v1/applications/${publicId}`, k)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    // Demo allowances are one-off: period 1970-01-01.
    expect(await usage('minute@example.com', '1970-01-01')).toEqual({ requests: 30, records: 1 });
  });
});
