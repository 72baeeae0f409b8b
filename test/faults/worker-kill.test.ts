// Hardening (issue 22): a worker process killed (SIGKILL) mid-run, with alert matching, enrichment
// and webhook deliveries in flight, and another started. BullMQ hands the dead worker's jobs on
// once their locks expire; the sweeps repair what no job will finish. After recovery every simulated
// application is stored once, matched, enriched and its event delivered at least once, and the run
// is closed.
import { describe, expect, it } from 'vitest';
import { startPrivatePostgres, startPrivateRedis } from '../helpers/private-servers.js';
import { prepareWorld, runScenario } from './scenario.js';

describe('a worker process killed mid-run', () => {
  it('SIGKILL: nothing lost, nothing doubled, the run closed', async () => {
    const world = await prepareWorld(
      await startPrivatePostgres(),
      await startPrivateRedis({ persistence: true }),
    );
    const o = await runScenario(
      world,
      'sigkill',
      async ({ processes, startProcess }) => {
        processes[0].kill('SIGKILL');
        startProcess();
      },
      { processes: 2 },
    );
    expect(o.applications).toBe(o.expected);
    expect(o.extraVersions).toBe(0);
    expect(o.matches).toBe(o.expected);
    expect(o.enriched).toBe(o.expected);
    expect(o.events).toBe(o.expected);
    expect(o.delivered).toBe(o.events);
    expect(o.runs.map((r) => r.status)).toEqual(['succeeded']);
  }, 600_000);
});
