// scrape.fetch takes a batch of applications per job (workers/handlers/scrape.ts): each application
// keeps its own fate. Through the real queues, workers (in this process), simulator, PostgreSQL and
// Redis: an application not found is skipped while its batch siblings are stored, each fetched
// once; a transient failure retries that application only; a record the database refuses fails
// alone; a batch delivered again skips what it had finished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { Simulator } from '../../sim/server.js';
import type { FetchRef } from '../../core/jobs.js';
import { FETCH_BATCH, fetchBatches, fetchJobId } from '../../workers/services/scrape/discover.js';
import { scrapeJobOptions } from '../../workers/services/scrape/policy.js';
import { RunTracker } from '../../workers/services/scrape/run-tracker.js';
import { waitForRun } from '../../workers/services/scrape/now.js';
import { ScrapeRunsRepository } from '../../core/repositories/scrape-runs.repository.js';
import type { DiscoveredRef } from '../../scrapers/contract.js';
import { summaryUrl } from '../../scrapers/platforms/idox/discover.js';
import {
  councilId,
  fullWindow,
  PIPELINE_SCRAPER_ENV,
  scrapeAll,
  scrapeWithFaults,
  simWithCouncils,
  storedApplications,
} from './harness.js';

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

const SIZE = 40;
const SLUGS = ['batch-skip', 'batch-retry', 'batch-refused', 'batch-again'];

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(
    rt,
    31,
    SLUGS.map((slug) => ({ slug, applications: SIZE })),
  );
  workers = await runWorkers({
    runtime: rt,
    only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
    concurrency: 4,
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

/** Requests for each application's pages in the last run, by keyVal. */
function requestsByKeyval(slug: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, n] of Object.entries(sim.stats.applications)) {
    const [s, keyval] = k.split('/');
    if (s === slug) out.set(keyval, n);
  }
  return out;
}

/** A first clean run: every application stored; returns how many requests each one's pages took. */
async function cleanRun(slug: string): Promise<Map<string, number>> {
  sim.resetStats();
  const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
  expect(run.status).toBe('succeeded');
  expect(await storedApplications(rt, slug)).toBe(sim.visible(slug).length);
  return requestsByKeyval(slug);
}

/** An application in the middle of the register (so its fetch batch has siblings on both sides). */
function middle(slug: string) {
  const apps = sim.visible(slug);
  expect(apps.length).toBeGreaterThan(FETCH_BATCH * 2);
  return apps[Math.floor(apps.length / 2)];
}

describe('fetch batches', () => {
  it('split a discover flush into batches of distinct references with ids of their own', () => {
    const ref = (reference: string) => ({ reference, keyval: `k${reference}`, url: `u${reference}` });
    const refs = Array.from({ length: 23 }, (_, i) => ref(`R/${i}`)) as unknown as DiscoveredRef[];
    const batches = fetchBatches([...refs, refs[3], refs[22]]);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(new Set(batches.flat().map((r) => r.reference)).size).toBe(23);
    expect(batches[0][0]).toEqual({ reference: 'R/0', keyval: 'kR/0', url: 'uR/0' });
    // Same first reference and size, another member: another id (one id would drop a batch).
    const a: FetchRef[] = [ref('A'), ref('B')];
    const b: FetchRef[] = [ref('A'), ref('C')];
    expect(fetchJobId(7, a)).not.toBe(fetchJobId(7, b));
    expect(fetchJobId(7, a)).toBe(fetchJobId(7, [ref('A'), ref('B')]));
    expect(fetchJobId(7, a)).not.toBe(fetchJobId(8, a));
  });

  it('an application not found is skipped; its batch siblings are stored, each fetched once', async () => {
    const slug = 'batch-skip';
    const baseline = await cleanRun(slug);
    const gone = middle(slug);
    const run = await scrapeWithFaults(rt, workers.queues, sim, slug, {
      applications: { [gone.keyval]: { status: 404 } },
    });
    const visible = sim.visible(slug).length;
    expect(run.status).toBe('succeeded');
    expect(run.discovered).toBe(visible);
    expect(run.skipped).toBe(1);
    expect(run.stored).toBe(visible - 1);
    expect(run.created + run.changed).toBe(0);
    const seen = requestsByKeyval(slug);
    // The summary answered 404 once (not found is not retried), and nothing else of it was asked.
    expect(seen.get(gone.keyval)).toBe(1);
    for (const [keyval, n] of baseline) if (keyval !== gone.keyval) expect(seen.get(keyval)).toBe(n);
  }, 120_000);

  it('a transient failure retries that application only, and the retry carries it alone', async () => {
    const slug = 'batch-retry';
    const baseline = await cleanRun(slug);
    const flaky = middle(slug);
    // Five 500s: the client's first try and its four retries (SCRAPER_RETRIES), so the job's
    // first attempt fails for this application and its second attempt reads it.
    const tries = 1 + Number(PIPELINE_SCRAPER_ENV.SCRAPER_RETRIES);
    const run = await scrapeWithFaults(rt, workers.queues, sim, slug, {
      applications: { [flaky.keyval]: { status: 500, times: tries } },
    });
    const visible = sim.visible(slug).length;
    expect(run.status).toBe('succeeded');
    expect(run.stored).toBe(visible);
    expect(run.skipped).toBe(0);
    expect(run.error).toBeNull();
    const seen = requestsByKeyval(slug);
    expect(seen.get(flaky.keyval)).toBe(baseline.get(flaky.keyval)! + tries);
    for (const [keyval, n] of baseline) if (keyval !== flaky.keyval) expect(seen.get(keyval)).toBe(n);
    // The one job of the run that was retried lists the flaky application alone.
    const jobs = (await workers.queues.get('scrape.fetch').getJobs(['completed'])).filter(
      (j) => j.data.runId === run.id,
    );
    const retried = jobs.filter((j) => j.attemptsStarted > 1);
    expect(retried).toHaveLength(1);
    expect(retried[0].data.refs.map((r: FetchRef) => r.reference)).toEqual([flaky.reference]);
  }, 120_000);

  it('a record the database refuses fails alone; its new siblings are created', async () => {
    const slug = 'batch-refused';
    const bad = middle(slug);
    // More homes than an integer column holds: the batch's insert fails for every record in it.
    const run = await scrapeWithFaults(rt, workers.queues, sim, slug, {
      applications: { [bad.keyval]: { description: 'Erection of 99999999999 dwellings' } },
    });
    const visible = sim.visible(slug).length;
    expect(run.status).toBe('succeeded');
    expect(run.created).toBe(visible - 1);
    expect(run.stored).toBe(visible - 1);
    expect(run.error).toBe(`1 of ${visible} applications could not be read`);
    const id = await councilId(rt, slug);
    const refs = await rt.db('applications').where({ council_id: id }).pluck('reference');
    expect(refs).toHaveLength(visible - 1);
    expect(refs).not.toContain(bad.reference);
    const [{ n: versions }] = await rt
      .db('application_versions as v')
      .join('applications as a', 'a.id', 'v.application_id')
      .where('a.council_id', id)
      .count({ n: '*' });
    expect(Number(versions)).toBe(visible - 1);
    // Its pages were fetched once: the later attempts re-parsed its snapshots (scrape.store).
    const seen = requestsByKeyval(slug);
    for (const a of sim.visible(slug)) expect(seen.get(a.keyval)).toBeLessThanOrEqual(5);
    // The page set it was parsed from is kept for those attempts and for reparse.
    expect(
      await rt.db('record_pages').where({ council_id: id, reference: bad.reference }).first(),
    ).toBeTruthy();
  }, 120_000);

  it('a batch delivered again (its worker died) skips the applications it had finished', async () => {
    const slug = 'batch-again';
    const id = await councilId(rt, slug);
    const w = fullWindow(sim);
    const runId = await new ScrapeRunsRepository(rt.db).start(id, 'test', { from: w.since, to: w.until });
    const apps = sim.visible(slug).slice(0, FETCH_BATCH);
    const refs: FetchRef[] = apps.map((a) => ({
      reference: a.reference,
      keyval: a.keyval,
      url: summaryUrl(sim.portalUrl(slug), a.keyval),
    }));
    // The run as a worker left it when it died: three of the batch stored and counted.
    const t = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
    await t.addDiscovered(runId, refs);
    await t.markDoneMany(
      runId,
      refs.slice(0, 3).map((r) => [r.reference, 'created']),
    );
    expect(await t.discoverDone(runId)).toBe(FETCH_BATCH);
    sim.resetStats();
    await workers.queues.enqueue(
      'scrape.fetch',
      { councilId: id, runId, refs },
      { ...scrapeJobOptions(rt.config), jobId: fetchJobId(runId, refs) },
    );
    const run = await waitForRun(rt, runId, { pollMs: 50, timeoutMs: 60_000 });
    expect(run.status).toBe('succeeded');
    expect(run.discovered).toBe(FETCH_BATCH);
    expect(run.created).toBe(FETCH_BATCH);
    const seen = requestsByKeyval(slug);
    for (const a of apps.slice(0, 3)) expect(seen.get(a.keyval)).toBeUndefined();
    for (const a of apps.slice(3)) expect(seen.get(a.keyval)).toBeGreaterThan(0);
    const stored = await rt.db('applications').where({ council_id: id }).pluck('reference');
    expect(new Set(stored)).toEqual(new Set(apps.slice(3).map((a) => a.reference)));
  }, 120_000);

  it('a job queued before batches (one application named in the job itself) is read as a batch of one', async () => {
    const slug = 'batch-again';
    const id = await councilId(rt, slug);
    const w = fullWindow(sim);
    const runId = await new ScrapeRunsRepository(rt.db).start(id, 'test', { from: w.since, to: w.until });
    const app = sim.visible(slug)[FETCH_BATCH];
    const t = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
    const url = summaryUrl(sim.portalUrl(slug), app.keyval);
    await t.addDiscovered(runId, [{ reference: app.reference, keyval: app.keyval, url }]);
    await t.discoverDone(runId);
    const legacy = {
      councilId: id,
      runId,
      reference: app.reference,
      keyval: app.keyval,
      url,
    };
    await workers.queues.enqueue('scrape.fetch', legacy, {
      ...scrapeJobOptions(rt.config),
      jobId: `f-${runId}-${encodeURIComponent(app.reference)}`,
    });
    const run = await waitForRun(rt, runId, { pollMs: 50, timeoutMs: 60_000 });
    expect(run.status).toBe('succeeded');
    expect(run.created).toBe(1);
    expect(
      await rt.db('applications').where({ council_id: id, reference: app.reference }).first(),
    ).toBeTruthy();
  }, 120_000);
});
