// Hardening (issue 22): PostgreSQL goes away mid-run for 5 s, 45 s and 90 s (a private server,
// stopped as a crash would stop it and started again). Jobs that ran out of retries meanwhile leave
// their work undone rather than counted failed; the sweeps queue it again once the database is back.
// After recovery every simulated application is stored once, matched to its alert, enriched and
// its webhook event delivered at least once, and the run is closed.
import { beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, startPrivateRedis } from '../helpers/private-servers.js';
import { prepareWorld, runScenario, type FaultWorld, type ScenarioOutcome } from './scenario.js';

let world: FaultWorld;

beforeAll(async () => {
  world = await prepareWorld(await startPrivatePostgres(), await startPrivateRedis({ persistence: true }));
}, 180_000);

function expectRecovered(o: ScenarioOutcome): void {
  expect(o.applications).toBe(o.expected);
  expect(o.extraVersions).toBe(0);
  expect(o.matches).toBe(o.expected);
  expect(o.enriched).toBe(o.expected);
  expect(o.events).toBe(o.expected);
  expect(o.delivered).toBe(o.events);
  expect(o.runs.map((r) => r.status)).toEqual(['succeeded']);
  expect(o.runs[0].stored).toBe(o.expected);
}

describe('PostgreSQL outage mid-run', () => {
  for (const seconds of (process.env.FAULT_SECONDS ?? '5,45,90').split(',').map(Number)) {
    it(`${seconds} s down: nothing lost, nothing doubled, the run closed`, async () => {
      const o = await runScenario(world, `pg${seconds}`, async ({ world: w }) => {
        await w.pg.stop('immediate');
        await new Promise((r) => setTimeout(r, seconds * 1000));
        await w.pg.start();
      });
      expectRecovered(o);
    }, 600_000);
  }
});
