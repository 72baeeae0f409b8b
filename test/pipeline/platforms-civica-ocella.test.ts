// The pipeline end to end on the simulator for the Civica (W2 JSON and the older JSF register) and
// OcellaWeb platforms, through the real queues, workers (in this process), PostgreSQL and Redis:
// every application stored once; a second run writes no versions; each status change gives one
// history row; a block page is not read as "no applications"; the data-arrival rule fails a
// council that normally has records and returns none, whatever its platform; and a council moving
// from one platform to another is a data change that keeps its records, linked by reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { stateOn } from '../../sim/data.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import {
  PIPELINE_SCRAPER_ENV,
  councilId,
  rowCount,
  scrapeAll,
  simWithCouncils,
  storedApplications,
} from './harness.js';

const COUNCILS = [
  { slug: 'p-civica', platform: 'civica', applications: 60 },
  { slug: 'p-civica-jsf', platform: 'civica', variant: 'jsf', applications: 40 },
  { slug: 'p-ocella', platform: 'ocella', applications: 60 },
];
const SLUGS = COUNCILS.map((c) => c.slug);

/**
 * The applications each portal lets a search find: the older Civica register searches by valid and
 * decision date only, so an application received but not yet valid cannot be found there.
 */
function findable(slug: string) {
  const all = sim.visible(slug);
  return slug === 'p-civica-jsf' ? all.filter((a) => stateOn(a, sim.day()).validated) : all;
}

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

const versionsOf = async (slug: string) =>
  Number(
    (
      await rt
        .db('application_versions as v')
        .join('applications as a', 'a.id', 'v.application_id')
        .where('a.council_id', await councilId(rt, slug))
        .count({ n: '*' })
    )[0].n,
  );

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(rt, 17, COUNCILS);
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

describe.sequential('Civica and OcellaWeb end to end on the simulator', () => {
  it('stores every visible application once, with the platform as raw', async () => {
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS);
    for (const [i, slug] of SLUGS.entries()) {
      const visible = findable(slug);
      expect(runs[i].status, `${slug}: ${runs[i].error}`).toBe('succeeded');
      expect(runs[i].discovered).toBe(visible.length);
      expect(await storedApplications(rt, slug)).toBe(visible.length);
      expect(await versionsOf(slug)).toBe(visible.length);
      const stored = await rt
        .db('applications')
        .where({ council_id: await councilId(rt, slug) })
        .select('reference', 'status', 'raw');
      expect(new Set(stored.map((s) => s.reference))).toEqual(new Set(visible.map((a) => a.reference)));
      const app = visible[0];
      const row = stored.find((s) => s.reference === app.reference)!;
      expect(row.status).toBe(stateOn(app, sim.day()).status);
      expect((row.raw as { platform: string }).platform).toBe(COUNCILS[i].platform);
    }
  }, 180_000);

  it('a second run writes no versions', async () => {
    const before = await Promise.all(SLUGS.map(versionsOf));
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS);
    for (const [i, slug] of SLUGS.entries()) {
      expect(runs[i].status).toBe('succeeded');
      expect(runs[i].created).toBe(0);
      expect(runs[i].changed).toBe(0);
      expect(await versionsOf(slug)).toBe(before[i]);
    }
  }, 180_000);

  it('each status change gives exactly one history row', async () => {
    const statusOf = (slug: string) =>
      new Map(findable(slug).map((a) => [a.reference, stateOn(a, sim.day()).status]));
    const was = new Map(SLUGS.map((s) => [s, statusOf(s)]));
    sim.setDay(sim.day() + 10);
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS);
    for (const [i, slug] of SLUGS.entries()) {
      expect(runs[i].status).toBe('succeeded');
      const now = statusOf(slug);
      const changed = [...was.get(slug)!]
        .filter(([ref, st]) => now.has(ref) && now.get(ref) !== st)
        .map(([ref]) => ref);
      expect(changed.length, slug).toBeGreaterThan(0);
      const rows = (await rt
        .db('application_versions as v')
        .join('applications as a', 'a.id', 'v.application_id')
        .where('a.council_id', await councilId(rt, slug))
        .whereIn('a.reference', changed)
        .where('v.version', '>', 1)
        .whereRaw(`v.changed_fields && ARRAY['status']`)
        .groupBy('a.reference')
        .select('a.reference', rt.db.raw('count(*)::int AS n'))) as { reference: string; n: number }[];
      expect(rows).toHaveLength(changed.length);
      for (const r of rows) expect(r.n, `${slug} ${r.reference}`).toBe(1);
    }
  }, 180_000);

  it('a block page is not read as "no applications": the run fails, the data stays', async () => {
    for (const slug of SLUGS) {
      const stored = await storedApplications(rt, slug);
      sim.setFaults(slug, { blockPage: true });
      try {
        const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
        expect(run.status, slug).toBe('failed');
        expect(run.error).toMatch(/BlockedError/);
      } finally {
        sim.setFaults(slug, {});
      }
      expect(await storedApplications(rt, slug)).toBe(stored);
      const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      expect(c!.consecutive_failures).toBe(1);
      expect(c!.broken).toBe(false);
    }
  }, 180_000);

  it('health by data arrival: a council that normally has records and returns none has failed', async () => {
    for (const slug of ['p-civica', 'p-ocella']) {
      const id = await startRun(rt, workers.queues, await councilId(rt, slug), {
        since: '1990-01-01',
        until: '1990-01-14',
        trigger: 'test',
      });
      const run = await waitForRun(rt, id, { pollMs: 100, timeoutMs: 60_000 });
      expect(run.status, slug).toBe('failed');
      expect(run.error).toMatch(/no applications found .* where the council normally has records/);
    }
  }, 120_000);
});

describe('a platform migration', () => {
  it('is a data change: the council moves from Idox to Civica and keeps its records, linked by reference', async () => {
    const slug = 'p-moving';
    const before = await simWithCouncils(rt, 23, [{ slug, applications: 30 }]);
    let after: Simulator | null = null;
    try {
      const [first] = await scrapeAll(rt, workers.queues, before, [slug]);
      expect(first.status).toBe('succeeded');
      const ids = new Map(
        (
          await rt
            .db('applications')
            .where({ council_id: await councilId(rt, slug) })
            .select('reference', 'id')
        ).map((r) => [r.reference as string, r.id as number]),
      );
      expect(ids.size).toBe(before.visible(slug).length);
      // The same council (same seed and slug: the same applications) now served on Civica.
      after = await startSimulator({
        seed: 23,
        day: 30,
        councils: [{ slug, platform: 'civica', applications: 30 }],
      });
      await new CouncilsAdminRepository(rt.db).load([
        {
          slug,
          name: slug,
          nation: 'england',
          ons_code: null,
          platform: 'civica',
          base_url: after.portalUrl(slug),
        },
      ]);
      const [run] = await scrapeAll(rt, workers.queues, after, [slug]);
      expect(run.status, run.error ?? '').toBe('succeeded');
      // Every application read again, through the new platform, none created anew.
      expect(run.discovered).toBe(ids.size);
      expect(run.stored).toBe(ids.size);
      expect(run.created).toBe(0);
      const rows = await rt
        .db('applications')
        .where({ council_id: await councilId(rt, slug) })
        .select('reference', 'id');
      expect(rows).toHaveLength(ids.size);
      for (const r of rows) expect(r.id, r.reference).toBe(ids.get(r.reference));
      expect(await rowCount(rt, 'councils', { slug })).toBe(1);
      const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      expect(c).toMatchObject({
        platform: 'civica',
        base_url: after.portalUrl(slug),
        consecutive_failures: 0,
      });
      // The pages of the second read are Civica's, logged against the same council.
      const logged = await rt.db('fetch_log').where({ council_id: c!.id }).pluck('url');
      expect(logged.some((u: string) => u.includes('/civica/'))).toBe(true);
      expect(logged.some((u: string) => u.includes('/online-applications/'))).toBe(true);
    } finally {
      await before.close();
      await after?.close();
    }
  }, 180_000);
});
