// `plandata scrape` stopped by SIGTERM or SIGINT (issue "Hardening", item 14): it used to die with
// 143 and leave its run `running` for the sweep to find. Now it stops taking work, closes its run as
// failed ('stopped by SIGTERM'), leaves the council's health alone (the portal did nothing wrong),
// and exits 143 (SIGINT: 130). Through the real command on a slow simulated portal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import type { Simulator } from '../../sim/server.js';
import { fullWindow, simWithCouncils, workerEnv } from './harness.js';

let rt: TestRuntime;
let sim: Simulator;

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_HOST_CONCURRENCY: '2' });
  sim = await simWithCouncils(rt, 41, [{ slug: 'sim-stop', applications: 120 }]);
  // Every answer a little slow: the run is still going when the signal comes.
  sim.setFaults('sim-stop', { slowMs: 150 });
}, 60_000);

afterAll(async () => {
  await sim?.close();
});

async function stopDuringRun(signal: 'SIGTERM' | 'SIGINT') {
  const w = fullWindow(sim);
  const { child, done } = startCli(
    ['scrape', '--council', 'sim-stop', '--since', w.since, '--until', w.until],
    workerEnv(rt),
  );
  // Once the run has found applications and is fetching them.
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      if (/ {2}found [1-9]\d*\+? {2}done /.test(out)) resolve();
    });
    child.on('close', () => reject(new Error(`scrape ended before it was signalled:\n${out}`)));
  });
  child.kill(signal);
  return done;
}

describe('plandata scrape on a signal', () => {
  it('SIGTERM: the run is closed as failed, the council untouched, exit 143', async () => {
    const r = await stopDuringRun('SIGTERM');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(143);
    const runId = Number(/^scrape run (\d+):/.exec(r.stdout)![1]);
    expect(r.stderr.trim()).toBe(`plandata scrape: SIGTERM received: stopping run ${runId}`);
    const lines = r.stdout.trim().split('\n');
    expect(lines[lines.length - 1]).toMatch(
      new RegExp(
        `^run ${runId} failed: \\d+ discovered, \\d+ stored \\(\\d+ new, 0 changed\\); stopped by SIGTERM$`,
      ),
    );
    const run = await rt.db('scrape_runs').where({ id: runId }).first();
    expect(run).toMatchObject({ status: 'failed', error: 'stopped by SIGTERM' });
    expect(run.finished_at).not.toBeNull();
    expect(run.stored).toBeLessThan(sim.visible('sim-stop').length);
    const council = await rt.db('councils').where({ slug: 'sim-stop' }).first();
    expect(council).toMatchObject({ consecutive_failures: 0, last_error: null, broken: false });
    // Nothing is left running for the sweep to find.
    expect(await rt.db('scrape_runs').where({ status: 'running' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  }, 120_000);

  it('SIGINT (Ctrl-C): the same, exit 130', async () => {
    const r = await stopDuringRun('SIGINT');
    expect(r.code).toBe(130);
    const runId = Number(/^scrape run (\d+):/.exec(r.stdout)![1]);
    expect(await rt.db('scrape_runs').where({ id: runId }).first()).toMatchObject({
      status: 'failed',
      error: 'stopped by SIGINT',
    });
  }, 120_000);
});
