// The real `plandata scrape --register hmo` and `plandata hmo-coverage load` in child processes, on a
// fresh database, real Redis and the simulator's HMO register (Sheffield's 2025 layout).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { hmoCoverage } from '../../core/repositories/hmo/registers.repository.js';
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
    seed: 4,
    councils: [
      {
        slug: 'cli-hmo',
        applications: 10,
        registers: { hmo: { adapter: 'register-file', records: 25, layout: 'sheffield-hmo-2025' } },
      },
    ],
  });
  await new CouncilsAdminRepository(rt.db).load([
    {
      slug: 'cli-hmo',
      name: 'CLI HMO',
      nation: 'england',
      ons_code: 'E08000019',
      platform: 'idox',
      base_url: sim.portalUrl('cli-hmo'),
    },
    {
      slug: 'cli-none',
      name: 'CLI None',
      nation: 'england',
      ons_code: 'E08000035',
      platform: 'idox',
      base_url: 'http://x',
    },
  ]);
}, 60_000);
afterAll(async () => {
  await sim?.close();
});

it('plandata scrape --register hmo reads the register and prints rows read, geocoded and refused; hmo-coverage load fills the coverage', async () => {
  const url = sim.registerConfig('cli-hmo', 'hmo').url;
  const none = await runCli(['scrape', '--council', 'cli-hmo', '--register', 'hmo'], env());
  expect(none.code).toBe(2);
  expect(none.stderr).toContain("council 'cli-hmo' has no hmo register");
  const r = await runCli(['scrape', '--council', 'cli-hmo', '--register', 'hmo', '--url', url], env());
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^hmo read \d+: CLI HMO \(cli-hmo\) main: /);
  expect(r.stdout).toContain(
    '25 read (layout sheffield-hmo-2025), 0 geocoded (0 from the postcode), 0 refused; 25 new, 0 changed, 0 unchanged, 0 removed, 0 back',
  );

  const dir = mkdtempSync(path.join(tmpdir(), 'hmo-cov-'));
  const file = path.join(dir, 'coverage.csv');
  writeFileSync(
    file,
    'council,reason,note,official_licensed_hmos,official_year,official_source,licence\n' +
      'cli-hmo,,,"1,200",2024,TEST FIGURES,Open Government Licence v3.0\n' +
      'E08000035,search_only,an online search only,900,2024,TEST FIGURES,\n',
  );
  const load = await runCli(['hmo-coverage', 'load', file], env());
  expect(load.stderr).toBe('');
  expect(load.stdout.trim()).toBe(`2 councils' HMO coverage loaded from ${file}`);
  const rows = Object.fromEntries((await hmoCoverage(rt.db, sim.today())).map((c) => [c.council, c]));
  expect(rows['cli-hmo']).toMatchObject({
    shown: true,
    official_licensed_hmos: 1200,
    licence: 'Open Government Licence v3.0',
  });
  expect(rows['cli-none']).toMatchObject({
    shown: false,
    reason: 'register only available as an online search',
    official_licensed_hmos: 900,
  });
  writeFileSync(file, 'council,reason\ncli-none,hidden\n');
  const bad = await runCli(['hmo-coverage', 'load', file], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain(
    'line 2: reason must be one of not_online, on_request, search_only, reuse_restricted, not_included',
  );
}, 180_000);
