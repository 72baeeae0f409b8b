// What issue 17 asks of every platform at once, through the real queues, workers (in this process),
// PostgreSQL and Redis on the simulator: council health by data arrival (a council that normally
// has records and returns none has failed, its data kept) for each of the five platforms; and a
// platform migration as a data change whose old records stay linked by reference and still re-parse
// from their stored pages, each page set with the platform that fetched it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { RawPagesRepository } from '../../core/repositories/raw-pages.repository.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { storeFromSnapshots } from '../../workers/services/scrape/store.js';
import {
  PIPELINE_SCRAPER_ENV,
  councilId,
  scrapeAll,
  simWithCouncils,
  storedApplications,
} from './harness.js';

const PLATFORMS = ['idox', 'planning-register', 'northgate', 'civica', 'ocella'];
const COUNCILS = PLATFORMS.map((platform) => ({ slug: `every-${platform}`, platform, applications: 30 }));

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(rt, 41, COUNCILS);
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

describe.sequential('every platform', () => {
  it('the five platforms are the registry and this test reads each', () => {
    expect(Object.keys(adapters).sort()).toEqual([...PLATFORMS].sort());
  });

  it('health by data arrival: a council that has records and then finds none has failed, its data kept', async () => {
    const slugs = COUNCILS.map((c) => c.slug);
    const firsts = await scrapeAll(rt, workers.queues, sim, slugs);
    const repo = new CouncilsAdminRepository(rt.db);
    for (const [i, slug] of slugs.entries()) {
      expect(firsts[i].status, `${slug}: ${firsts[i].error}`).toBe('succeeded');
      expect(firsts[i].stored, slug).toBeGreaterThan(0);
      expect((await repo.bySlug(slug))!.records_count, slug).toBe(firsts[i].stored);
    }
    // A fortnight in 1990: every simulated portal answers it, correctly, with no applications.
    const runs = await Promise.all(
      slugs.map(async (slug) =>
        waitForRun(
          rt,
          await startRun(rt, workers.queues, await councilId(rt, slug), {
            since: '1990-01-01',
            until: '1990-01-14',
            trigger: 'test',
          }),
          { pollMs: 100, timeoutMs: 60_000 },
        ),
      ),
    );
    for (const [i, slug] of slugs.entries()) {
      expect(runs[i].status, slug).toBe('failed');
      expect(runs[i].error, slug).toBe(
        'no applications found in 1990-01-01..1990-01-14 where the council normally has records',
      );
      const c = (await repo.bySlug(slug))!;
      expect([c.consecutive_failures, c.broken], slug).toEqual([1, false]);
      expect(await storedApplications(rt, slug), slug).toBe(firsts[i].stored);
    }
    // The next read that finds its records clears the failure.
    const again = await scrapeAll(rt, workers.queues, sim, slugs);
    for (const [i, slug] of slugs.entries()) {
      expect([again[i].status, again[i].created, again[i].changed], slug).toEqual(['succeeded', 0, 0]);
      expect((await repo.bySlug(slug))!.consecutive_failures, slug).toBe(0);
    }
  }, 300_000);
});

describe('a platform migration', () => {
  it('keeps each record re-parseable from its stored pages, read with the platform that fetched them', async () => {
    const slug = 'every-moving';
    const before = await simWithCouncils(rt, 43, [{ slug, platform: 'northgate', applications: 40 }]);
    let after: Simulator | null = null;
    try {
      const [first] = await scrapeAll(rt, workers.queues, before, [slug]);
      expect(first.status, first.error ?? '').toBe('succeeded');
      const id = await councilId(rt, slug);
      const ids = new Map(
        (await rt.db('applications').where({ council_id: id }).select('reference', 'id')).map((r) => [
          r.reference as string,
          r.id as number,
        ]),
      );
      expect(ids.size).toBe(before.visible(slug).length);
      // The same council now on OcellaWeb: a data change (its councils row), nothing else.
      after = await startSimulator({
        seed: 43,
        day: 30,
        councils: [{ slug, platform: 'ocella', applications: 40 }],
      });
      await new CouncilsAdminRepository(rt.db).load([
        {
          slug,
          name: slug,
          nation: 'england',
          ons_code: null,
          platform: 'ocella',
          base_url: after.portalUrl(slug),
        },
      ]);
      // The new platform reads only the last ten days: the older records keep Northgate's pages.
      const since = new Date(`${after.today()}T00:00:00Z`);
      since.setUTCDate(since.getUTCDate() - 10);
      const runId = await startRun(rt, workers.queues, id, {
        since: since.toISOString().slice(0, 10),
        until: after.today(),
        trigger: 'test',
      });
      const run = await waitForRun(rt, runId, { pollMs: 100, timeoutMs: 120_000 });
      expect(run.status, run.error ?? '').toBe('succeeded');
      expect(run.created).toBe(0);
      expect(run.stored).toBeGreaterThan(0);
      expect(run.stored).toBeLessThan(ids.size);
      const sets = (await rt
        .db('record_pages')
        .where({ council_id: id })
        .select('reference', 'platform')) as { reference: string; platform: string }[];
      const byPlatform = (p: string) => sets.filter((s) => s.platform === p).length;
      expect(byPlatform('ocella')).toBe(run.stored);
      expect(byPlatform('northgate')).toBe(ids.size - run.stored);
      // `plandata reparse` (storeFromSnapshots for each reference): every record parses again, from
      // either platform's pages, and reads as it was stored: no version, no record lost or made.
      const council = { id, slug, nation: 'england', platform: 'ocella' };
      const outcomes: Record<string, number> = {};
      for (const ref of await new RawPagesRepository(rt.db).references(id)) {
        const r = await storeFromSnapshots(rt.db, null, council, ref);
        outcomes[r!.outcome] = (outcomes[r!.outcome] ?? 0) + 1;
        expect(r!.applicationId, ref).toBe(ids.get(ref));
      }
      expect(outcomes).toEqual({ unchanged: ids.size });
      expect(await storedApplications(rt, slug)).toBe(ids.size);
    } finally {
      await before.close();
      await after?.close();
    }
  }, 240_000);
});
