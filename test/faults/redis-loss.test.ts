// Hardening (issue 22): Redis killed mid-run and started again, with persistence (AOF) and without
// (everything it held gone: queued jobs, the run's counters, the keyspace's owner). PostgreSQL
// holds what the run found and what became of it, so the sweeps finish the run; after recovery
// every simulated application is stored once, matched, enriched and its event delivered at least
// once, and the run is closed.
import { describe, expect, it } from 'vitest';
import { startPrivatePostgres, startPrivateRedis } from '../helpers/private-servers.js';
import { prepareWorld, runScenario, type ScenarioOutcome } from './scenario.js';

function expectRecovered(o: ScenarioOutcome): void {
  expect(o.applications).toBe(o.expected);
  expect(o.extraVersions).toBe(0);
  expect(o.matches).toBe(o.expected);
  expect(o.enriched).toBe(o.expected);
  expect(o.events).toBe(o.expected);
  expect(o.delivered).toBe(o.events);
  expect(o.runs.map((r) => r.status)).toEqual(['succeeded']);
}

describe('Redis killed mid-run and started again', () => {
  for (const persistence of [true, false]) {
    it(`${persistence ? 'with' : 'without'} persistence: nothing lost, nothing doubled, the run closed`, async () => {
      const pg = await startPrivatePostgres();
      const redis = await startPrivateRedis({ persistence });
      const world = await prepareWorld(pg, redis);
      const o = await runScenario(world, `redis${persistence ? 'aof' : 'none'}`, async ({ world: w }) => {
        await w.redis.kill();
        await new Promise((r) => setTimeout(r, 3000));
        await w.redis.start();
      });
      expectRecovered(o);
    }, 600_000);
  }
});
