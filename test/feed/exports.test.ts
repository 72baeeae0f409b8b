// Exports (spec 4.13): Starter and above, rows charged to the monthly export-row allowance
// (meta.monthly_rows_used, monthly_rows_cap) and records to the records allowance, JSON or CSV,
// small exports ready in the response, large ones built by the exports.build worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { usagePeriod } from '../../core/plans.js';
import { ExportsRepository } from '../../core/repositories/exports.repository.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addKey } from './fixtures.js';

let rt: TestRuntime;
let app: FastifyInstance;
let workers: WorkerHandle;
let starter: string;
let demo: string;
const EMAIL = 'exporter@example.com';
const as = (key: string) => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  rt = await testRuntime({ EXPORT_INLINE_ROWS: '3' });
  app = await buildApp(rt);
  starter = await addKey(rt.db, 'starter', EMAIL);
  demo = await addKey(rt.db, 'demo', 'demo@example.com');
  const c = await addCouncil(rt.db, 'exportshire');
  const other = await addCouncil(rt.db, 'elsewhere');
  for (let i = 1; i <= 7; i++) await addApplication(rt.db, { councilId: c, reference: `E/${i}` });
  await addApplication(rt.db, { councilId: other, reference: 'X/1' });
  workers = await runWorkers({ runtime: rt, only: ['exports.build'], concurrency: 1 });
});

afterAll(async () => {
  await workers?.stop();
  await app?.close();
});

async function exportRows(): Promise<number> {
  const r = await rt
    .db('usage_monthly')
    .where({ account: EMAIL, period: usagePeriod(false) })
    .first('export_rows');
  return r?.export_rows ?? 0;
}

describe('POST /v1/exports', () => {
  it('is Starter and above: a Demo key gets 403', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/exports', headers: as(demo), payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.type).toBe('permission_error');
  });

  it('a small export is ready in the response; rows and records are charged', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: as(starter),
      payload: { council: 'exportshire', limit: 3, format: 'json' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      status: 'ready',
      format: 'json',
      row_count: 3,
      filters: { council: 'exportshire' },
    });
    expect(body.meta).toEqual({ monthly_rows_used: 3, monthly_rows_cap: 10_000 });
    const file = await app.inject({
      method: 'GET',
      url: `/v1/exports/${body.data.id}/download`,
      headers: as(starter),
    });
    expect(file.statusCode).toBe(200);
    const parsed = JSON.parse(file.body) as { data: { reference: string }[]; meta: { count: number } };
    expect(parsed.meta.count).toBe(3);
    expect(parsed.data.every((r) => r.reference.startsWith('E/'))).toBe(true);
    expect(await exportRows()).toBe(3);
    const records = await rt.db('usage_records').where({ account: EMAIL }).count({ n: '*' });
    expect(records).toEqual([{ n: 3 }]);
  });

  it('a large export is built by the worker and fetched when ready, as CSV', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: as(starter),
      payload: { council: 'exportshire', format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    const { id, status } = res.json().data;
    expect(status).toBe('pending');
    expect(res.json().meta.monthly_rows_used).toBe(3 + 7);
    let view: { status: string; row_count: number; links: { download: string | null } } | undefined;
    for (let i = 0; i < 100; i++) {
      view = (await app.inject({ method: 'GET', url: `/v1/exports/${id}`, headers: as(starter) })).json()
        .data;
      if (view!.status === 'ready') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(view).toMatchObject({ status: 'ready', row_count: 7 });
    expect(view!.links.download).toMatch(new RegExp(`/v1/exports/${id}/download$`));
    const file = await app.inject({ method: 'GET', url: `/v1/exports/${id}/download`, headers: as(starter) });
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0].split(',')[0]).toBe('id');
    expect(lines).toHaveLength(1 + 7);
    // Records already delivered this month are not charged twice (spec 8).
    expect(await rt.db('usage_records').where({ account: EMAIL }).count({ n: '*' })).toEqual([{ n: 7 }]);
  });

  it('bad bodies are 400 naming the field; over the allowance is 429; neither creates an export', async () => {
    const before = (await rt.db('exports').count({ n: '*' }))[0].n;
    for (const [payload, param] of [
      [{ council: 'atlantis' }, 'council'],
      [{ date_from: '2026-13-01' }, 'date_from'],
      [{ limit: 999_999 }, 'limit'],
      [{ format: 'xml' }, 'format'],
      [{ postcode: 'not a postcode' }, 'postcode'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/v1/exports', headers: as(starter), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.param).toBe(param);
    }
    await rt
      .db('usage_monthly')
      .where({ account: EMAIL, period: usagePeriod(false) })
      .update({ export_rows: 9_999 });
    const res = await app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: as(starter),
      payload: { limit: 5 },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await exportRows()).toBe(9_999);
    expect((await rt.db('exports').count({ n: '*' }))[0].n).toBe(before);
  });

  it('an expired export answers 404 and the purge deletes it with its chunks', async () => {
    const [{ id }] = await rt
      .db('exports')
      .where({ account: EMAIL, status: 'ready' })
      .orderBy('id')
      .limit(1)
      .select('id');
    expect(
      Number((await rt.db('export_chunks').where({ export_id: id }).count({ n: '*' }))[0].n),
    ).toBeGreaterThan(0);
    await rt
      .db('exports')
      .where({ id })
      .update({ expires_at: rt.db.raw("now() - interval '1 minute'") });
    const res = await app.inject({ method: 'GET', url: `/v1/exports/${id}/download`, headers: as(starter) });
    expect(res.statusCode).toBe(404);
    expect(await new ExportsRepository(rt.db).purgeExpired(7)).toBe(1);
    expect(await rt.db('exports').where({ id })).toHaveLength(0);
    expect(await rt.db('export_chunks').where({ export_id: id })).toHaveLength(0);
  });
});
