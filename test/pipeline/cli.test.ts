// The real `plandata councils load`, `scrape` and `reparse` commands in child processes
// (test/helpers/cli.ts), on a fresh database, real Redis and the portal simulator.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { fullWindow } from './harness.js';

const SIZE = 40;
let rt: TestRuntime;
let sim: Simulator;
let dir: string;

function env(): Record<string, string> {
  return {
    DATABASE_URL: rt.config.DATABASE_URL,
    REDIS_URL: rt.config.REDIS_URL,
    REDIS_PREFIX: rt.config.REDIS_PREFIX,
    LOG_LEVEL: 'warn',
    SCRAPER_MIN_DELAY_MS: '0',
    SCRAPER_HOST_CONCURRENCY: '4',
    SCRAPER_BACKOFF_MS: '5',
  };
}

function csv(rows: string[][]): string {
  const file = path.join(dir, `councils-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(
    file,
    ['slug,name,nation,ons_code,platform,base_url', ...rows.map((r) => r.join(','))].join('\n'),
  );
  return file;
}

async function appCount(slug: string): Promise<number> {
  const [{ n }] = await rt
    .db('applications as a')
    .join('councils as c', 'c.id', 'a.council_id')
    .where('c.slug', slug)
    .count({ n: '*' });
  return Number(n);
}

beforeAll(async () => {
  rt = await testRuntime();
  sim = await startSimulator({ seed: 31, councils: [{ slug: 'sim-cli', applications: SIZE }], day: 30 });
  dir = mkdtempSync(path.join(tmpdir(), 'plandata-cli-'));
}, 60_000);

let simClosed = false;
afterAll(async () => {
  if (!simClosed) await sim?.close();
});

describe('plandata councils load', () => {
  it('inserts councils from a CSV, then updates them by slug', async () => {
    const file = csv([
      ['sim-cli', 'Simulated CLI Council', 'england', 'E07000999', 'idox', sim.portalUrl('sim-cli')],
      [
        'sim-other',
        'Other Council',
        'wales',
        '',
        'idox',
        'https://planning.example.gov.uk/online-applications',
      ],
    ]);
    const first = await runCli(['councils', 'load', '--file', file], env());
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim()).toBe(`councils loaded from ${file}: 2 inserted, 0 updated`);
    const row = await rt.db('councils').where({ slug: 'sim-cli' }).first();
    expect(row).toMatchObject({
      name: 'Simulated CLI Council',
      nation: 'england',
      ons_code: 'E07000999',
      platform: 'idox',
      base_url: sim.portalUrl('sim-cli'),
    });
    expect((await rt.db('councils').where({ slug: 'sim-other' }).first()).ons_code).toBeNull();

    const again = await runCli(['councils', 'load', '--file', file], env());
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(`councils loaded from ${file}: 0 inserted, 2 updated`);
  }, 60_000);

  it('a bad row loads nothing and says which line', async () => {
    const file = csv([
      ['sim-new', 'New Council', 'england', '', 'idox', 'https://a.example/online-applications'],
      ['Bad Slug', 'Bad', 'england', '', 'idox', 'https://b.example/online-applications'],
    ]);
    const r = await runCli(['councils', 'load', '--file', file], env());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`plandata councils: ${file} line 3: bad slug 'Bad Slug'`);
    expect(await rt.db('councils').where({ slug: 'sim-new' }).first()).toBeUndefined();

    const missing = await runCli(['councils', 'load', '--file', path.join(dir, 'nope.csv')], env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ENOENT');
  }, 60_000);
});

describe('plandata scrape and reparse', () => {
  it('scrape runs one council now with progress and stores every application', async () => {
    const w = fullWindow(sim);
    const r = await runCli(['scrape', '--council', 'sim-cli', '--since', w.since, '--until', w.until], env());
    const visible = sim.visible('sim-cli').length;
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^scrape run \d+: Simulated CLI Council \(sim-cli\)$/);
    expect(lines.some((l) => /^ {2}\d+\.\ds {2}found \d+\+? {2}done \d+ {2}\(new \d+/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(
      new RegExp(
        `^run \\d+ succeeded: ${visible} discovered, ${visible} stored \\(${visible} new, 0 changed\\)$`,
      ),
    );
    expect(await appCount('sim-cli')).toBe(visible);
    const health = await rt.db('councils').where({ slug: 'sim-cli' }).first();
    expect(health.records_count).toBe(visible);
    expect(health.consecutive_failures).toBe(0);
  }, 120_000);

  it('scrape refuses an unknown council, a bad date and a reversed window', async () => {
    const unknown = await runCli(['scrape', '--council', 'no-such-council'], env());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("plandata scrape: no council 'no-such-council'");
    const badDate = await runCli(['scrape', '--council', 'sim-cli', '--since', '2025-13-40'], env());
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain("--since must be YYYY-MM-DD (got '2025-13-40')");
    const reversed = await runCli(
      ['scrape', '--council', 'sim-cli', '--since', '2025-02-01', '--until', '2025-01-01'],
      env(),
    );
    expect(reversed.code).toBe(2);
    expect(reversed.stderr).toContain('--since is after --until');
  }, 60_000);

  it('reparse rebuilds the records from stored pages, without the network', async () => {
    const visible = sim.visible('sim-cli').length;
    // Nothing to reach: the portal is gone. Every record comes from raw_pages.
    await sim.close();
    simClosed = true;
    const same = await runCli(['reparse', '--council', 'sim-cli'], env());
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    expect(same.stdout.trim()).toMatch(
      new RegExp(
        `^reparsed ${visible} records of sim-cli in \\d+\\.\\ds: 0 new, 0 changed, ${visible} unchanged, 0 unparseable$`,
      ),
    );
    // Lose the stored records (not their pages): reparse brings every one back.
    const id = (await rt.db('councils').where({ slug: 'sim-cli' }).first('id')).id;
    const before = await rt
      .db('applications')
      .where({ council_id: id })
      .orderBy('reference')
      .pluck('reference');
    await rt
      .db('application_versions')
      .whereIn('application_id', rt.db('applications').where({ council_id: id }).select('id'))
      .delete();
    await rt.db('applications').where({ council_id: id }).delete();
    const rebuilt = await runCli(['reparse', '--council', 'sim-cli'], env());
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout.trim()).toMatch(
      new RegExp(
        `^reparsed ${visible} records of sim-cli in \\d+\\.\\ds: ${visible} new, 0 changed, 0 unchanged, 0 unparseable$`,
      ),
    );
    expect(
      await rt.db('applications').where({ council_id: id }).orderBy('reference').pluck('reference'),
    ).toEqual(before);

    const unknown = await runCli(['reparse', '--council', 'no-such-council'], env());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("plandata reparse: no council 'no-such-council'");
  }, 120_000);
});
