// The reconcilers of issue 22 on a real PostgreSQL and Redis: a run whose work is done but whose
// closing write never happened is closed; a run whose fetch jobs were lost has its unfinished
// references queued again and finishes; a version never matched to alerts is matched again; a
// keyspace holding another database's queues is refused, or cleared on request; a run failed by a
// changed layout counts the applications its last batches stored after it closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { claimKeyspace, instanceKey } from '../../core/keyspace.js';
import { FatalError } from '../../core/errors.js';
import { ScrapeRunsRepository } from '../../core/repositories/scrape-runs.repository.js';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import type { JobContext } from '../../workers/context.js';
import { sweepFollowups } from '../../workers/services/followups.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { sweepRuns } from '../../workers/services/scrape/sweep.js';
import { RunTracker } from '../../workers/services/scrape/run-tracker.js';
import { addApplication } from '../feed/fixtures.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { freshDatabase } from '../helpers/db.js';
import { councilId, fullWindow, PIPELINE_SCRAPER_ENV, simWithCouncils } from './harness.js';

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

const ctx = (): JobContext => ({ rt, log: rt.logger, queues: workers.queues });

beforeAll(async () => {
  rt = await testRuntime({ ...PIPELINE_SCRAPER_ENV, SWEEP_STALL_MS: '1000' });
  sim = await simWithCouncils(rt, 31, [
    { slug: 'sweep-done', applications: 40 },
    { slug: 'sweep-lost', applications: 40 },
    { slug: 'sweep-match', applications: 20 },
  ]);
  workers = await runWorkers({ runtime: rt, concurrency: 4 });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

async function runKeys(runId: number): Promise<string[]> {
  return rt.redis.keys(`${rt.config.REDIS_PREFIX}:run:${runId}:*`);
}

describe('the run sweep', () => {
  it('closes a run whose work is done but whose closing write never happened, from PostgreSQL', async () => {
    const id = await councilId(rt, 'sweep-done');
    const runId = await startRun(rt, workers.queues, id, { ...fullWindow(sim), trigger: 'test' });
    const done = await waitForRun(rt, runId, { pollMs: 100, timeoutMs: 60_000 });
    expect(done.status).toBe('succeeded');
    // The closing transaction as if it had failed, and Redis as if it had lost the run.
    await rt
      .db('scrape_runs')
      .where({ id: runId })
      .update({ status: 'running', stored: 0, finished_at: null });
    const keys = await runKeys(runId);
    if (keys.length) await rt.redis.del(...keys);
    const swept = await sweepRuns(ctx());
    expect(swept.closed).toEqual([runId]);
    const run = (await new ScrapeRunsRepository(rt.db).byId(runId))!;
    expect(run.status).toBe('succeeded');
    expect(run.stored).toBe(done.stored);
    expect(run.created).toBe(done.created);
  }, 120_000);

  it('queues again the unfinished references of a run whose fetch jobs were lost, and the run finishes', async () => {
    const id = await councilId(rt, 'sweep-lost');
    // Workers without the fetch queue: discover queues the fetch jobs, which are then lost.
    await workers.stop();
    workers = await runWorkers({ runtime: rt, only: ['scrape.council'], concurrency: 2 });
    const runId = await startRun(rt, workers.queues, id, { ...fullWindow(sim), trigger: 'test' });
    const runs = new ScrapeRunsRepository(rt.db);
    for (let i = 0; i < 300 && !(await runs.byId(runId))?.discovered_at; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await runs.byId(runId))!.discovered_at).not.toBeNull();
    await workers.queues.get('scrape.fetch').obliterate({ force: true });
    const counts = await runs.refCounts(runId);
    expect(counts.todo).toBe(counts.found);
    await new Promise((r) => setTimeout(r, 1200)); // past SWEEP_STALL_MS with no progress
    const swept = await sweepRuns(ctx());
    expect(swept.repaired).toEqual([{ runId, refs: counts.found, discover: false }]);
    await workers.stop();
    workers = await runWorkers({ runtime: rt, concurrency: 4 });
    const run = await waitForRun(rt, runId, { pollMs: 100, timeoutMs: 60_000 });
    expect(run.status).toBe('succeeded');
    expect(run.stored).toBe(counts.found);
    expect((await runs.byId(runId))!.repairs).toBe(1);
    const [{ n }] = await rt.db('applications').where({ council_id: id }).count({ n: '*' });
    expect(Number(n)).toBe(counts.found);
  }, 120_000);
});

describe('the follow-ups sweep', () => {
  it('matches again a version whose matching was lost, once', async () => {
    const id = await councilId(rt, 'sweep-match');
    const run = await waitForRun(
      rt,
      await startRun(rt, workers.queues, id, { ...fullWindow(sim), trigger: 'test' }),
      { pollMs: 100, timeoutMs: 60_000 },
    );
    expect(run.status).toBe('succeeded');
    // Let the after-store jobs finish, then forget that one version was ever matched.
    for (let i = 0; i < 200; i++) {
      const left = await rt.db('application_versions').whereNull('matched_at').count({ n: '*' });
      if (Number(left[0].n) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const v = (await rt
      .db('application_versions as v')
      .join('applications as a', 'a.id', 'v.application_id')
      .where('a.council_id', id)
      .first('v.application_id', 'v.version')) as { application_id: number; version: number };
    await rt
      .db('application_versions')
      .where({ application_id: v.application_id, version: v.version })
      .update({ matched_at: null, observed_at: rt.db.raw("now() - interval '1 hour'") });
    const swept = await sweepFollowups(ctx());
    expect(swept.rematched).toBe(1);
    for (let i = 0; i < 200; i++) {
      const row = await rt
        .db('application_versions')
        .where({ application_id: v.application_id, version: v.version })
        .first('matched_at');
      if (row?.matched_at) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      (await rt
        .db('application_versions')
        .where({ application_id: v.application_id, version: v.version })
        .first('matched_at'))!.matched_at,
    ).not.toBeNull();
    expect((await sweepFollowups(ctx())).rematched).toBe(0);
  }, 120_000);
});

describe('one keyspace per database', () => {
  it("refuses a keyspace holding another database's queues, in one line, and clears it on request", async () => {
    const other = await freshDatabase();
    await other.db('plandata_instance').update({ id: randomUUID() });
    const prefix = `${rt.config.REDIS_PREFIX}-ks`;
    expect(await claimKeyspace({ db: rt.db, redis: rt.redis, prefix })).toEqual({ cleared: 0 });
    await rt.redis.set(`${prefix}:scrape.council:c-1`, 'an earlier database job');
    const err = await claimKeyspace({ db: other.db, redis: rt.redis, prefix }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FatalError);
    expect((err as Error).message).toMatch(
      new RegExp(`REDIS_PREFIX '${prefix}' holds the queues of another database .*plandata queues reset`),
    );
    expect(await rt.redis.exists(`${prefix}:scrape.council:c-1`)).toBe(1);
    const { cleared } = await claimKeyspace({ db: other.db, redis: rt.redis, prefix }, { reset: true });
    expect(cleared).toBe(2);
    expect(await rt.redis.exists(`${prefix}:scrape.council:c-1`)).toBe(0);
    expect(await rt.redis.get(instanceKey(prefix))).toBe(
      ((await other.db('plandata_instance').first('id')) as { id: string }).id,
    );
    await rt.redis.del(instanceKey(prefix));
  });
});

describe('a run closed while batches were still storing', () => {
  it('counts what they stored after it closed (a changed layout failed the run mid-way)', async () => {
    const id = await councilId(rt, 'sweep-done');
    const runs = new ScrapeRunsRepository(rt.db);
    const runId = await runs.start(id, 'test', { from: '2026-01-01', to: '2026-01-14' });
    const t = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
    const refs = ['LATE/1', 'LATE/2', 'LATE/3'].map((reference) => ({
      reference,
      keyval: null,
      url: 'https://x/',
    }));
    await t.addDiscovered(runId, refs);
    await t.discoverDone(runId);
    await addApplication(rt.db, { councilId: id, reference: 'LATE/1' });
    await t.markDoneMany(runId, [['LATE/1', 'created']]);
    expect(await t.fail(runId, 'LayoutChangedError: the portal changed', true)).toBe(true);
    expect((await runs.byId(runId))!.stored).toBe(1);
    // A batch that was storing when the run failed finishes afterwards.
    await addApplication(rt.db, { councilId: id, reference: 'LATE/2' });
    await t.markDoneMany(runId, [['LATE/2', 'created']]);
    const run = (await runs.byId(runId))!;
    expect(run.status).toBe('failed');
    expect(run.stored).toBe(2);
    expect(run.created).toBe(2);
  });
});
