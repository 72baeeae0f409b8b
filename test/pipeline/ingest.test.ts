// The must-show, literally: end to end on the simulator, 3 councils x 2,000 applications,
// through two real `plandata worker` processes, PostgreSQL and Redis. One worker is SIGKILLed a
// third of the way through the first run and a new one started; then every application is stored
// once, a second run writes no new versions, and each simulated status change gives exactly one
// history row. PIPELINE_E2E_SIZE changes the size per council (default the 2,000).
// Injected faults: faults.test.ts; one request at a time per host: workers-processes.test.ts.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import type { Simulator } from '../../sim/server.js';
import { createRedis } from '../../core/redis.js';
import { Queues } from '../../core/queues.js';
import { RunTracker } from '../../workers/services/scrape/run-tracker.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import {
  councilId,
  fullWindow,
  PIPELINE_SCRAPER_ENV,
  storedApplications,
  scrapeAll,
  simWithCouncils,
  startScrapeWorker,
  waitForWorkers,
  workerEnv,
  rowCount,
} from './harness.js';

const SIZE = Number(process.env.PIPELINE_E2E_SIZE ?? 2000);
const SLUGS = ['sim-one', 'sim-two', 'sim-three'];
// Generous: a shared 2-core CI machine may be slow; the runs end as soon as they are done.
const RUN_TIMEOUT_MS = 600_000;
const TEST_TIMEOUT_MS = 900_000;

let rt: TestRuntime;
let sim: Simulator;
let conn: ReturnType<typeof createRedis>;
let queues: Queues;
const children: ChildProcess[] = [];

const count = (table: string, where: Record<string, unknown> = {}) => rowCount(rt, table, where);

const appsOf = (slug: string) => storedApplications(rt, slug);

function worker(): ChildProcess {
  const child = startScrapeWorker(workerEnv(rt), 8);
  children.push(child);
  return child;
}

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(
    rt,
    11,
    SLUGS.map((slug) => ({ slug, applications: SIZE })),
  );
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
  worker();
  worker();
  await waitForWorkers(queues, 2);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await queues?.close();
  conn?.disconnect();
  await sim?.close();
});

describe('ingest end to end on the simulator, 3 councils x PIPELINE_E2E_SIZE', () => {
  it(
    'stores every visible application exactly once, through a SIGKILL of a worker mid-run',
    async () => {
      const w = fullWindow(sim);
      const runIds = await Promise.all(
        SLUGS.map(async (s) => startRun(rt, queues, await councilId(rt, s), { ...w, trigger: 'test' })),
      );
      const tracker = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
      const total = SLUGS.reduce((n, s) => n + sim.visible(s).length, 0);
      // Kill one worker once a third of all applications are stored, then start a new one.
      for (;;) {
        const done = (await Promise.all(runIds.map((id) => tracker.progress(id)))).reduce(
          (n, p) => n + p.done,
          0,
        );
        if (done >= total / 3) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      children[0].kill('SIGKILL');
      worker();
      const runs = await Promise.all(
        runIds.map((id) => waitForRun(rt, id, { pollMs: 200, timeoutMs: RUN_TIMEOUT_MS })),
      );
      for (const [i, slug] of SLUGS.entries()) {
        const visible = sim.visible(slug).length;
        expect(visible).toBeGreaterThan(SIZE / 2);
        expect(runs[i].status).toBe('succeeded');
        expect(runs[i].error).toBeNull();
        expect(runs[i].discovered).toBe(visible);
        // A job killed after its store but before it was counted is stored again as 'unchanged'.
        expect(runs[i].stored).toBe(visible);
        expect(runs[i].skipped).toBe(0);
        expect(await appsOf(slug)).toBe(visible);
        const stored = await rt
          .db('applications')
          .where({ council_id: await councilId(rt, slug) })
          .pluck('reference');
        expect(new Set(stored)).toEqual(new Set(sim.visible(slug).map((a) => a.reference)));
      }
      // Nothing duplicated: one version row per application.
      expect(await count('applications')).toBe(total);
      expect(await count('application_versions')).toBe(total);
      expect(await count('application_versions', { version: 1 })).toBe(total);
      // Council health after a clean read.
      const c = await rt.db('councils').where({ slug: 'sim-one' }).first();
      expect(c.records_count).toBe(sim.visible('sim-one').length);
      expect(c.last_success_at).not.toBeNull();
      expect(c.consecutive_failures).toBe(0);
      expect(c.newest_record_date).not.toBeNull();
      // Snapshots: every page stored under its hash, every fetch logged.
      expect(await count('raw_pages')).toBeGreaterThan(total);
      expect(await count('fetch_log')).toBeGreaterThanOrEqual(await count('raw_pages'));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a second run writes no new versions but moves updated_at',
    async () => {
      const before = await count('application_versions');
      const oldest = await rt.db('applications').min({ t: 'updated_at' }).first();
      const runs = await scrapeAll(rt, queues, sim, SLUGS, RUN_TIMEOUT_MS);
      for (const [i, slug] of SLUGS.entries()) {
        expect(runs[i].status).toBe('succeeded');
        expect(runs[i].created).toBe(0);
        expect(runs[i].changed).toBe(0);
        expect(runs[i].stored).toBe(sim.visible(slug).length);
      }
      expect(await count('application_versions')).toBe(before);
      const newest = await rt.db('applications').min({ t: 'updated_at' }).first();
      expect(new Date(newest!.t).getTime()).toBeGreaterThan(new Date(oldest!.t).getTime());
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'each simulated status change gives exactly one history row',
    async () => {
      const statusOf = (slug: string) =>
        new Map(sim.visible(slug).map((a) => [a.reference, sim.expected(slug, a.keyval).status]));
      const before = new Map(SLUGS.map((s) => [s, statusOf(s)]));
      sim.setDay(sim.day() + 10);
      const runs = await scrapeAll(rt, queues, sim, SLUGS, RUN_TIMEOUT_MS);
      for (const [i, slug] of SLUGS.entries()) {
        expect(runs[i].status).toBe('succeeded');
        const was = before.get(slug)!;
        const now = statusOf(slug);
        const changed = [...was].filter(([ref, st]) => now.get(ref) !== st).map(([ref]) => ref);
        expect(changed.length).toBeGreaterThan(0);
        // New arrivals since the first run are created, not changed.
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
            rt.db.raw(`bool_and(v.version = 1 OR v.changed_fields && ARRAY['status']) AS has_status`),
          )) as { reference: string; n: number; status: string; has_status: boolean }[];
        expect(rows).toHaveLength(changed.length);
        for (const r of rows) {
          expect(r.n).toBe(2);
          expect(r.status).toBe(now.get(r.reference));
          expect(r.has_status).toBe(true);
        }
        // Applications whose status did not change got no status history row.
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
    },
    TEST_TIMEOUT_MS,
  );
});
