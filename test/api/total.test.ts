// meta.total and total_capped (spec 2.1): live counts under a broad price filter stop at 10,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;

beforeAll(async () => {
  a = await buildTestApp(rt);
  const c = await council(rt.db, 'bristol');
  await rt.db.raw(
    `INSERT INTO applications (public_id, council_id, reference, reference_norm, nation, content_hash, stage,
       date_received, last_sale_price)
     SELECT 'pa_t' || g, ?, 'T/' || g, 'T/' || g, 'england', 'h' || g, 'pending',
       DATE '2026-01-01' + (g % 300), 100000 + g
     FROM generate_series(1, 10005) g`,
    [c.id],
  );
});
afterAll(() => a.close());

describe('total=1', () => {
  it('counts exactly below the cap and clamps a broad price filter at 10,000 with total_capped', async () => {
    const k = await key(rt.db, 'pro');
    const exact = await get(a, '/v1/applications?council=bristol&limit=1&total=1', k);
    expect(exact.body.meta.total).toBe(10005);
    expect(exact.body.meta.total_capped).toBe(false);
    const capped = await get(a, '/v1/applications?min_price=1&limit=1&total=1', k);
    expect(capped.body.meta.total).toBe(10000);
    expect(capped.body.meta.total_capped).toBe(true);
    const narrow = await get(a, '/v1/applications?min_price=110000&limit=1&total=1', k);
    expect(narrow.body.meta.total).toBe(6);
    expect(narrow.body.meta.total_capped).toBe(false);
  });
});
