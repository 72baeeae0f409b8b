// /metrics after a simulated ingest (issue 21): the API's /metrics (behind the operator token) shows
// the queue depths, the councils by health and the API's own request series; the worker's port shows
// the jobs, fetches and stores it ran; the licensing and HMO store steps are counted as planning's
// are. Real simulator, workers (in this process), PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { Simulator } from '../../sim/server.js';
import { buildApp } from '../../api/app.js';
import { PIPELINE_SCRAPER_ENV, scrapeAll, simWithCouncils, storedApplications } from '../pipeline/harness.js';
import { readNow } from '../licensing/harness.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { startHmoRead, waitForHmoRead } from '../../workers/services/registers/hmo-read.js';

const TOKEN = 'operator-token-for-tests-0123456789';
const SLUG = 'sim-metrics';

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;
let app: FastifyInstance;

beforeAll(async () => {
  rt = await testRuntime({ ...PIPELINE_SCRAPER_ENV, OPERATOR_TOKEN: TOKEN });
  sim = await simWithCouncils(rt, 21, [
    {
      slug: SLUG,
      applications: 30,
      registers: {
        licensing: { adapter: 'register-file', records: 15 },
        hmo: { adapter: 'register-file', records: 10 },
      },
    },
  ]);
  const council = await new CouncilsAdminRepository(rt.db).bySlug(SLUG);
  for (const register of ['licensing', 'hmo'] as const) {
    const cfg = sim.registerConfig(SLUG, register);
    await new CouncilRegistersRepository(rt.db).upsert({
      councilId: council!.id,
      register,
      adapter: cfg.adapter,
      url: cfg.url,
      options: cfg.options ?? null,
    });
  }
  workers = await runWorkers({
    runtime: rt,
    only: ['scrape.council', 'scrape.fetch', 'scrape.store', 'licensing.read', 'hmo.read'],
    concurrency: 4,
    metricsPort: 0,
  });
  app = await buildApp(rt);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await workers?.stop();
  await sim?.close();
});

/** The value of one series of a Prometheus text exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const m = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const have = (m[1] ?? '').split(/,(?=[a-z_]+=")/);
    if (want.every((w) => have.includes(w))) return Number(m[2]);
  }
  return undefined;
}

const auth = { authorization: `Bearer ${TOKEN}` };

describe('metrics after a simulated ingest', () => {
  it('the API /metrics shows queues, councils by health and API requests; the worker port shows its work', async () => {
    const [run] = await scrapeAll(rt, workers.queues, sim, [SLUG], 300_000);
    expect(run.status).toBe('succeeded');
    const stored = await storedApplications(rt, SLUG);
    expect(stored).toBe(sim.visible(SLUG).length);

    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/councils' })).statusCode).toBe(401);

    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Queues: every job name by state; the ingest's jobs are completed (kept until trimmed).
    expect(sample(text, 'plandata_queue_jobs', { queue: 'scrape.council', state: 'completed' })).toBe(1);
    expect(sample(text, 'plandata_queue_jobs', { queue: 'scrape.fetch', state: 'waiting' })).toBe(0);
    expect(
      sample(text, 'plandata_queue_jobs', { queue: 'scrape.fetch', state: 'completed' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'plandata_queue_jobs', { queue: 'webhooks.deliver', state: 'failed' })).toBe(0);
    // Councils by health: the one council read successfully.
    expect(sample(text, 'plandata_councils', { health: 'ok' })).toBe(1);
    // API requests by route pattern and status.
    expect(
      sample(text, 'plandata_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'plandata_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/v1/councils',
        status: '401',
      }),
    ).toBe(1);
    // The workers ran in this process: their counters are in the same registry.
    expect(sample(text, 'plandata_records_stored_total', { product: 'planning', outcome: 'created' })).toBe(
      stored,
    );
    expect(sample(text, 'plandata_versions_written_total', { product: 'planning' })).toBe(stored);

    // The worker's own port: jobs by queue and outcome, their durations, fetches by platform and status.
    expect(workers.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const w = await fetch(workers.metricsUrl!);
    expect(w.status).toBe(200);
    const wt = await w.text();
    expect(sample(wt, 'plandata_jobs_total', { queue: 'scrape.council', outcome: 'completed' })).toBe(1);
    expect(
      sample(wt, 'plandata_job_duration_seconds_count', { queue: 'scrape.council', outcome: 'completed' }),
    ).toBe(1);
    const fetched = sample(wt, 'plandata_fetches_total', { platform: 'idox', status: '200' });
    expect(fetched).toBeGreaterThanOrEqual(stored);
    expect(sample(wt, 'plandata_queue_jobs', { queue: 'scrape.council', state: 'completed' })).toBe(1);
    expect((await fetch(workers.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  }, 400_000);

  it('counts the licensing and HMO store steps: records by outcome and versions written', async () => {
    const first = await readNow(rt, workers.queues, SLUG);
    expect(first.status).toBe('succeeded');
    // 15 rows published; created counts the records kept (a refused, excluded or repeated row is not one).
    const created = first.created!;
    expect(created).toBeGreaterThan(10);
    // The same register again: every record unchanged, no version written.
    const second = await readNow(rt, workers.queues, SLUG);
    expect(second.status).toBe('succeeded');
    expect(second.unchanged).toBe(created);
    const [hmoSource] = await new CouncilRegistersRepository(rt.db).ofCouncil(SLUG, 'hmo');
    const hmo = await waitForHmoRead(rt, await startHmoRead(rt, workers.queues, hmoSource, 'test'), {
      pollMs: 50,
      timeoutMs: 120_000,
    });
    expect(hmo.status).toBe('succeeded');
    expect(hmo.created).toBeGreaterThan(0);

    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const stored = (product: string, outcome: string) =>
      sample(text, 'plandata_records_stored_total', { product, outcome });
    expect(stored('licensing', 'created')).toBe(created);
    expect(stored('licensing', 'unchanged')).toBe(created);
    expect(stored('licensing', 'changed')).toBeUndefined();
    expect(sample(text, 'plandata_versions_written_total', { product: 'licensing' })).toBe(created);
    expect(stored('hmo', 'created')).toBe(hmo.created);
    expect(sample(text, 'plandata_versions_written_total', { product: 'hmo' })).toBe(hmo.created);
    // The worker's port serves the same counters (one registry per process).
    const wt = await (await fetch(workers.metricsUrl!)).text();
    expect(sample(wt, 'plandata_records_stored_total', { product: 'hmo', outcome: 'created' })).toBe(
      hmo.created,
    );
  }, 300_000);

  it('answers only to the operator token, in the error envelope', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic realm="plandata operator"/);
    expect(none.json().error).toMatchObject({ type: 'authentication_error', param: 'authorization' });
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.type).toBe('permission_error');
    const basic = Buffer.from(`prometheus:${TOKEN}`).toString('base64');
    const ok = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${basic}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('is off (403) when no operator token is configured', async () => {
    const off = await buildApp({ ...rt, config: { ...rt.config, OPERATOR_TOKEN: undefined } });
    try {
      const res = await off.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/OPERATOR_TOKEN/);
    } finally {
      await off.close();
    }
  });
});
