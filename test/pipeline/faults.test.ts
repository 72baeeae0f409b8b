// Injected faults on the simulator, through the real queues, workers (in this process), PostgreSQL
// and Redis: a changed layout marks the council broken and keeps its data; 429 backs off; 500
// retries; a block page is not mistaken for "no applications"; robots.txt is honoured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { Simulator } from '../../sim/server.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  PIPELINE_SCRAPER_ENV,
  scrapeAll,
  scrapeWithFaults,
  simWithCouncils,
  storedApplications,
} from './harness.js';

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

const appsOf = (slug: string) => storedApplications(rt, slug);

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(rt, 11, [
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
    const run = await scrapeWithFaults(rt, workers.queues, sim, slug, {
      throttleRate: 0.15,
      retryAfterSeconds: 0,
    });
    expect(sim.stats.statuses[slug]?.[429] ?? 0).toBeGreaterThan(0);
    expect(run.status).toBe('succeeded');
    expect(await appsOf(slug)).toBe(sim.visible(slug).length);
  }, 120_000);

  it('500 retries and the run completes', async () => {
    const slug = 'sim-flaky';
    const run = await scrapeWithFaults(rt, workers.queues, sim, slug, { error500Rate: 0.15 });
    expect(sim.stats.statuses[slug]?.[500] ?? 0).toBeGreaterThan(0);
    expect(run.status).toBe('succeeded');
    expect(await appsOf(slug)).toBe(sim.visible(slug).length);
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

  it('a portal whose robots.txt forbids us is not read: the council fails, robots.txt its only request', async () => {
    const slug = 'sim-robots';
    // A simulator of its own: robots.txt belongs to a host and is cached per process.
    const own = await simWithCouncils(rt, 12, [{ slug, applications: 20 }]);
    try {
      own.setRobots('User-agent: *\nDisallow:\n\nUser-agent: plandata\nDisallow: /sim-robots/\n');
      own.resetStats();
      const [run] = await scrapeAll(rt, workers.queues, own, [slug]);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(
        /^RobotsDisallowedError: robots.txt disallows \/sim-robots\/online-applications\//,
      );
      expect(own.stats.requests).toEqual({ '/robots.txt': 1 });
      expect(await appsOf(slug)).toBe(0);
      const c = await rt.db('councils').where({ slug }).first('consecutive_failures', 'last_error', 'broken');
      expect(c.consecutive_failures).toBe(1);
      // robots.txt says stop: nothing to retry until a person looks (scrapers/http/robots.ts).
      expect(c.broken).toBe(true);
      expect(c.last_error).toMatch(/^RobotsDisallowedError/);
    } finally {
      await own.close();
    }
  }, 120_000);
});
