// The pipeline end to end on the simulator for the DEF Planning Register and Northgate Planning
// Explorer platforms, through the real queues, workers (in this process), PostgreSQL and Redis, as
// ingest.test.ts does for Idox: every application stored once; a second run writes no versions; a
// status change gives exactly one history row; and a page that stands in front of the register (a
// firewall's page, a disclaimer gate that will not accept) fails the run and keeps the data, never
// reading as "no applications". DEF councils are served in both generations (Leicester's current
// theme and token gate, Fylde's legacy theme and plain gate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { Simulator } from '../../sim/server.js';
import { stateOn } from '../../sim/data.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  councilId,
  PIPELINE_SCRAPER_ENV,
  rowCount,
  scrapeAll,
  simWithCouncils,
  storedApplications,
} from './harness.js';

const SIZE = Number(process.env.PIPELINE_PLATFORMS_SIZE ?? 150);
const COUNCILS = [
  { slug: 'sim-def', platform: 'planning-register', applications: SIZE },
  { slug: 'sim-def-legacy', platform: 'planning-register', variant: 'legacy', applications: SIZE },
  { slug: 'sim-ng', platform: 'northgate', applications: SIZE },
];
const SLUGS = COUNCILS.map((c) => c.slug);

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

/** The status wording each platform prints for a simulated application today. */
function statusOf(slug: string): Map<string, string> {
  const upper = sim.councilConfig(slug).platform === 'northgate';
  return new Map(
    sim.visible(slug).map((a) => {
      const s = stateOn(a, sim.day()).status;
      return [a.reference, upper ? s.toUpperCase() : s];
    }),
  );
}

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(rt, 17, [
    ...COUNCILS,
    { slug: 'sim-def-gate', platform: 'planning-register', applications: 40 },
    { slug: 'sim-ng-block', platform: 'northgate', applications: 40 },
    { slug: 'sim-def-block', platform: 'planning-register', applications: 40 },
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

describe('DEF Planning Register and Northgate on the simulator, end to end', () => {
  it('stores every visible application exactly once', async () => {
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS, 300_000);
    for (const [i, slug] of SLUGS.entries()) {
      const visible = sim.visible(slug);
      expect(runs[i].status, `${slug}: ${runs[i].error}`).toBe('succeeded');
      expect(runs[i].discovered).toBe(visible.length);
      expect(runs[i].stored).toBe(visible.length);
      expect(await storedApplications(rt, slug)).toBe(visible.length);
      const id = await councilId(rt, slug);
      const stored = await rt.db('applications').where({ council_id: id }).pluck('reference');
      expect(new Set(stored)).toEqual(new Set(visible.map((a) => a.reference)));
      const versions = await rt
        .db('application_versions as v')
        .join('applications as a', 'a.id', 'v.application_id')
        .where('a.council_id', id)
        .count({ n: '*' });
      expect(Number(versions[0].n)).toBe(visible.length);
      // What a person reads on the register, stored.
      const app = visible[visible.length - 3];
      const row = await rt.db('applications').where({ council_id: id, reference: app.reference }).first();
      expect(row).toMatchObject({
        address: app.property.address,
        description: app.description,
        status: statusOf(slug).get(app.reference),
      });
    }
  }, 360_000);

  it('a second run writes no new versions', async () => {
    const before = await rowCount(rt, 'application_versions');
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS, 300_000);
    for (const [i, slug] of SLUGS.entries()) {
      expect(runs[i].status).toBe('succeeded');
      expect(runs[i].created).toBe(0);
      expect(runs[i].changed).toBe(0);
      expect(runs[i].stored).toBe(sim.visible(slug).length);
    }
    expect(await rowCount(rt, 'application_versions')).toBe(before);
  }, 360_000);

  it('each simulated status change gives exactly one history row', async () => {
    const before = new Map(SLUGS.map((s) => [s, statusOf(s)]));
    sim.setDay(sim.day() + 10);
    const runs = await scrapeAll(rt, workers.queues, sim, SLUGS, 300_000);
    for (const [i, slug] of SLUGS.entries()) {
      expect(runs[i].status).toBe('succeeded');
      const was = before.get(slug)!;
      const now = statusOf(slug);
      const changed = [...was].filter(([ref, st]) => now.get(ref) !== st).map(([ref]) => ref);
      expect(changed.length).toBeGreaterThan(0);
      expect(runs[i].created).toBe(now.size - was.size);
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
        )) as { reference: string; n: number; status: string }[];
      expect(rows).toHaveLength(changed.length);
      for (const r of rows) expect([r.n, r.status]).toEqual([2, now.get(r.reference)]);
      const unchangedRefs = [...was.keys()].filter((r) => !changed.includes(r));
      const extra = await rt
        .db('application_versions as v')
        .join('applications as a', 'a.id', 'v.application_id')
        .where('a.council_id', id)
        .whereIn('a.reference', unchangedRefs)
        .where('v.version', '>', 1)
        .whereRaw(`v.changed_fields && ARRAY['status']`)
        .count({ n: '*' });
      expect(Number(extra[0].n)).toBe(0);
    }
  }, 360_000);

  it.each([
    ['sim-ng-block', { blockPage: true }, /BlockedError/, false],
    ['sim-def-block', { blockPage: true }, /BlockedError/, false],
    ['sim-def-gate', { gateStuck: true }, /LayoutChangedError: DEF disclaimer gate still served/, true],
  ] as const)(
    '%s: a page in front of the register fails the run and keeps the data, never "no applications"',
    async (slug, faults, error, broken) => {
      const [first] = await scrapeAll(rt, workers.queues, sim, [slug]);
      expect(first.status).toBe('succeeded');
      const stored = await storedApplications(rt, slug);
      expect(stored).toBe(sim.visible(slug).length);
      sim.setFaults(slug, faults);
      try {
        const [run] = await scrapeAll(rt, workers.queues, sim, [slug]);
        expect(run.status).toBe('failed');
        expect(run.error).toMatch(error);
        expect(run.discovered).toBe(0);
      } finally {
        sim.setFaults(slug, {});
      }
      const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      expect(c!.consecutive_failures).toBe(1);
      expect(c!.broken).toBe(broken);
      expect(await storedApplications(rt, slug)).toBe(stored);
    },
    180_000,
  );
});
