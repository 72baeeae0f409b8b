// Two real worker processes (`plandata worker`) against the simulator: with
// SCRAPER_HOST_CONCURRENCY=1 the portal never sees two requests at once, and a worker SIGKILLed
// mid-run then restarted loses nothing and duplicates nothing.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import type { Simulator } from '../../sim/server.js';
import { Queues } from '../../core/queues.js';
import { createRedis } from '../../core/redis.js';
import { RunTracker } from '../../workers/services/scrape/run-tracker.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { councilId, fullWindow, simWithCouncils, startScrapeWorker, workerEnv } from './harness.js';

const SIZE = Number(process.env.PIPELINE_KILL_SIZE ?? 120);
let rt: TestRuntime;
let sim: Simulator;
const children: ChildProcess[] = [];

function worker(): ChildProcess {
  // Short timeout, so the slot lease of a killed worker (timeout + 5 s) frees soon.
  const child = startScrapeWorker(workerEnv(rt, { SCRAPER_TIMEOUT_MS: '2000' }), 4);
  children.push(child);
  return child;
}

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_HOST_CONCURRENCY: '1', SCRAPER_BACKOFF_MS: '5' });
  sim = await simWithCouncils(rt, 23, [{ slug: 'sim-polite', applications: SIZE }]);
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await sim?.close();
});

it('two worker processes keep to one request per host and survive a SIGKILL', async () => {
  const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  const queues = new Queues(conn, rt.config.REDIS_PREFIX);
  try {
    const first = worker();
    worker();
    sim.resetStats();
    const runId = await startRun(rt, queues, await councilId(rt, 'sim-polite'), {
      ...fullWindow(sim),
      trigger: 'test',
    });
    const tracker = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
    const expected = sim.visible('sim-polite').length;
    // Kill one worker once a third of the applications are stored.
    for (;;) {
      const p = await tracker.progress(runId);
      if (p.done >= expected / 3) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    first.kill('SIGKILL');
    worker();
    const run = await waitForRun(rt, runId, { pollMs: 200, timeoutMs: 150_000 });
    expect(run.status).toBe('succeeded');
    expect(run.discovered).toBe(expected);
    // Nothing lost, nothing duplicated.
    expect(Number((await rt.db('applications').count({ n: '*' }))[0].n)).toBe(expected);
    expect(Number((await rt.db('application_versions').count({ n: '*' }))[0].n)).toBe(expected);
    // The portal never had two requests in flight at once.
    expect(sim.stats.maxConcurrent['sim-polite']).toBe(1);
  } finally {
    await queues.close();
    conn.disconnect();
  }
}, 200_000);
