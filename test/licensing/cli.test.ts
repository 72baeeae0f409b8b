// The real `plandata scrape --register licensing` and `plandata reparse --register licensing` in
// child processes, on a fresh database, real Redis and the simulator's licensing register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { runCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

let rt: TestRuntime;
let sim: Simulator;

const env = () => ({
  DATABASE_URL: rt.config.DATABASE_URL,
  REDIS_URL: rt.config.REDIS_URL,
  REDIS_PREFIX: rt.config.REDIS_PREFIX,
  LOG_LEVEL: 'warn',
  SCRAPER_MIN_DELAY_MS: '0',
  SCRAPER_BACKOFF_MS: '5',
});

beforeAll(async () => {
  rt = await testRuntime();
  sim = await startSimulator({
    seed: 3,
    councils: [
      {
        slug: 'cli-lic',
        applications: 10,
        registers: { licensing: { adapter: 'register-file', records: 30 } },
      },
    ],
  });
  await new CouncilsAdminRepository(rt.db).load([
    {
      slug: 'cli-lic',
      name: 'CLI Licensing',
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl('cli-lic'),
    },
  ]);
}, 60_000);
afterAll(async () => {
  await sim?.close();
});

describe('plandata scrape and reparse --register licensing', () => {
  it('adds the register source, reads it now and reparses it from the raw store', async () => {
    const url = sim.registerConfig('cli-lic', 'licensing').url;
    const none = await runCli(['scrape', '--council', 'cli-lic', '--register', 'licensing'], env());
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("council 'cli-lic' has no licensing register (give its --url to add one)");

    const r = await runCli(
      ['scrape', '--council', 'cli-lic', '--register', 'licensing', '--url', url],
      env(),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^licensing read \\d+: CLI Licensing \\(cli-lic\\) main: ${url}$`));
    expect(lines[1]).toMatch(
      /^read \d+ succeeded \(backfill\): 30 records \(0 refused, 2 never read\), 28 new, 0 changed, 0 unchanged, 0 not seen, 0 absent, 0 reappeared; feed: 28 changes, 0 events, 0 corrections$/,
    );

    const again = await runCli(['scrape', '--council', 'cli-lic', '--register', 'licensing'], env());
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/succeeded: 30 records .* 0 new, 0 changed, 28 unchanged/);

    const re = await runCli(['reparse', '--council', 'cli-lic', '--register', 'licensing'], env());
    expect(re.stderr).toBe('');
    expect(re.code).toBe(0);
    expect(re.stdout.trim()).toMatch(
      /^main: read \d+ succeeded: 30 records .* feed: 0 changes, 0 events, 0 corrections$/,
    );

    const bad = await runCli(['scrape', '--council', 'cli-lic', '--register', 'appeals'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--register must be one of: licensing, hmo');
  }, 120_000);
});
