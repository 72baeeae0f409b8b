// End to end on the portal simulator through the real queues, workers, PostgreSQL and Redis:
// every application stored once, a re-run writes no versions, each status change one history row,
// and the injected faults end as the issue says. Size: PIPELINE_E2E_SIZE applications per council
// (default 150 here to keep the suite affordable on 2 cores; bench/ingest runs the 3 x 2,000).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { Simulator } from '../../sim/server.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { councilId, scrapeAll, simWithCouncils } from './harness.js';

const SIZE = Number(process.env.PIPELINE_E2E_SIZE ?? 150);
const SLUGS = ['sim-one', 'sim-two', 'sim-three'];

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

async function count(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const [{ n }] = await rt.db(table).where(where).count({ n: '*' });
  return Number(n);
}

async function appsOf(slug: string): Promise<number> {
  return count('applications', { council_id: await councilId(rt, slug) });
}

beforeAll(async () => {
  rt = await testRuntime({
    SCRAPER_HOST_CONCURRENCY: '8',
    SCRAPER_BACKOFF_MS: '5',
    SCRAPER_RETRIES: '4',
    SCRAPER_TIMEOUT_MS: '5000',
  });
  sim = await simWithCouncils(rt, 11, [
    ...SLUGS.map((slug) => ({ slug, applications: SIZE })),
    { slug: 'sim-layout', applications: 60 },
    { slug: 'sim-throttle', applications: 60 },
    { slug: 'sim-flaky', applications: 60 },
    { slug: 'sim-blocked', applications: 60 },
  ]);
  workers = await runWorkers({
    runtime: rt,
    only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
    concurrency: 8,
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

describe('ingest end to end on the simulator', () => {
  it('stores every visible application exactly once', async () => {
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS);
    for (const [i, slug] of SLUGS.entries()) {
      const visible = sim.visible(slug).length;
      expect(visible).toBeGreaterThan(SIZE / 2);
      expect(runs[i].status).toBe('succeeded');
      expect(runs[i].discovered).toBe(visible);
      expect(runs[i].created).toBe(visible);
      expect(await appsOf(slug)).toBe(visible);
    }
    // One version row per application, and the references are the simulator's.
    const total = SLUGS.reduce((n, s) => n + sim.visible(s).length, 0);
    expect(await count('application_versions')).toBe(total);
    const stored = await rt
      .db('applications')
      .where({ council_id: await councilId(rt, 'sim-one') })
      .pluck('reference');
    expect(new Set(stored)).toEqual(new Set(sim.visible('sim-one').map((a) => a.reference)));
    // Council health after a clean read.
    const c = await rt.db('councils').where({ slug: 'sim-one' }).first();
    expect(c.records_count).toBe(sim.visible('sim-one').length);
    expect(c.last_success_at).not.toBeNull();
    expect(c.consecutive_failures).toBe(0);
    expect(c.newest_record_date).not.toBeNull();
    // Snapshots: every page stored under its hash, every fetch logged.
    expect(await count('raw_pages')).toBeGreaterThan(total);
    expect(await count('fetch_log')).toBeGreaterThanOrEqual(await count('raw_pages'));
  }, 240_000);

  it('a second run writes no new versions but moves updated_at', async () => {
    const before = await count('application_versions');
    const oldest = await rt.db('applications').min({ t: 'updated_at' }).first();
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS);
    for (const r of runs) {
      expect(r.status).toBe('succeeded');
      expect(r.created).toBe(0);
      expect(r.changed).toBe(0);
    }
    expect(await count('application_versions')).toBe(before);
    const newest = await rt.db('applications').min({ t: 'updated_at' }).first();
    expect(new Date(newest!.t).getTime()).toBeGreaterThan(new Date(oldest!.t).getTime());
  }, 240_000);

  it('each simulated status change gives exactly one history row', async () => {
    const slug = 'sim-one';
    const statusOf = () =>
      new Map(sim.visible(slug).map((a) => [a.reference, sim.expected(slug, a.keyval).status]));
    const before = statusOf();
    sim.setDay(sim.day() + 10);
    const after = statusOf();
    const changed = [...before]
      .filter(([ref, st]) => after.has(ref) && after.get(ref) !== st)
      .map(([ref]) => ref);
    expect(changed.length).toBeGreaterThan(0);
    const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(run.status).toBe('succeeded');
    const id = await councilId(rt, slug);
    const rows = (await rt
      .db('application_versions as v')
      .join('applications as a', 'a.id', 'v.application_id')
      .where('a.council_id', id)
      .whereIn('a.reference', changed)
      .groupBy('a.reference')
      .select(
        'a.reference',
        rt.db.raw('count(*)::int AS n'),
        rt.db.raw('max(v.status) FILTER (WHERE v.version = 2) AS status'),
      )) as {
      reference: string;
      n: number;
      status: string;
    }[];
    expect(rows).toHaveLength(changed.length);
    for (const r of rows) {
      expect(r.n).toBe(2);
      expect(r.status).toBe(after.get(r.reference));
    }
    // Applications whose status did not change and were already stored got no version.
    const unchangedRefs = [...before.keys()].filter((r) => !changed.includes(r));
    const extra = await rt
      .db('application_versions as v')
      .join('applications as a', 'a.id', 'v.application_id')
      .where('a.council_id', id)
      .whereIn('a.reference', unchangedRefs)
      .where('v.version', '>', 1)
      .whereRaw(`v.changed_fields && ARRAY['status']`);
    expect(extra).toHaveLength(0);
  }, 240_000);
});

describe('injected faults', () => {
  it('a changed layout marks the council broken and keeps its data', async () => {
    const slug = 'sim-layout';
    const [first] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(first.status).toBe('succeeded');
    const stored = await appsOf(slug);
    expect(stored).toBe(sim.visible(slug).length);
    sim.setFaults(slug, { changedLayout: true });
    const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/LayoutChangedError/);
    const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
    expect(c!.broken).toBe(true);
    expect(c!.consecutive_failures).toBe(1);
    expect(await appsOf(slug)).toBe(stored);
    sim.setFaults(slug, {});
  }, 120_000);

  it('429 backs off and the run completes', async () => {
    const slug = 'sim-throttle';
    sim.setFaults(slug, { throttleRate: 0.15, retryAfterSeconds: 0 });
    sim.resetStats();
    const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(sim.stats.statuses[slug]?.[429] ?? 0).toBeGreaterThan(0);
    expect(run.status).toBe('succeeded');
    expect(await appsOf(slug)).toBe(sim.visible(slug).length);
    sim.setFaults(slug, {});
  }, 120_000);

  it('500 retries and the run completes', async () => {
    const slug = 'sim-flaky';
    sim.setFaults(slug, { error500Rate: 0.15 });
    sim.resetStats();
    const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(sim.stats.statuses[slug]?.[500] ?? 0).toBeGreaterThan(0);
    expect(run.status).toBe('succeeded');
    expect(await appsOf(slug)).toBe(sim.visible(slug).length);
    sim.setFaults(slug, {});
  }, 120_000);

  it('a block page is not mistaken for "no applications"', async () => {
    const slug = 'sim-blocked';
    const [first] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(first.status).toBe('succeeded');
    const stored = await appsOf(slug);
    sim.setFaults(slug, { blockPage: true });
    const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/BlockedError/);
    const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
    expect(c!.consecutive_failures).toBe(1);
    expect(c!.broken).toBe(false);
    const health = await rt.db('councils').where({ slug }).first('last_success_at', 'last_error');
    expect(health.last_success_at).not.toBeNull();
    expect(health.last_error).toMatch(/BlockedError/);
    expect(await appsOf(slug)).toBe(stored);
    sim.setFaults(slug, {});
  }, 120_000);
});
