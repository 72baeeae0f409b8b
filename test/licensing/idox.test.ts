// A licensing register read page by page (Idox Public Access's licensing module, the idox-licensing
// adapter) through the licensing.read job and the same store step as a published file: a live
// register's records, none of its persons, and a second read that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { feed, readNow } from './harness.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { startSimulator } from '../../sim/server.js';
import { simIdoxLicences } from '../../sim/registers/idox-licensing.js';

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_BACKOFF_MS: '5', SCRAPER_RETRIES: '2' });
  sim = await startSimulator({
    seed: 4,
    councils: [
      {
        slug: 'idox-lic',
        applications: 10,
        registers: { licensing: { adapter: 'idox-licensing', records: 18 } },
      },
    ],
  });
  await new CouncilsAdminRepository(rt.db).load([
    {
      slug: 'idox-lic',
      name: 'Idox Licensing',
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl('idox-lic'),
    },
  ]);
  const council = await new CouncilsAdminRepository(rt.db).bySlug('idox-lic');
  const cfg = sim.registerConfig('idox-lic', 'licensing');
  await new CouncilRegistersRepository(rt.db).upsert({
    councilId: council!.id,
    register: 'licensing',
    adapter: cfg.adapter,
    url: cfg.url,
    options: cfg.options ?? null,
  });
  workers = await runWorkers({ runtime: rt, only: ['licensing.read'] });
});
afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

describe('a licensing register read page by page', () => {
  it('stores its licences, never its persons, and a second read changes nothing', async () => {
    const published = simIdoxLicences(
      4,
      sim.council('idox-lic'),
      'licensing',
      { adapter: 'idox-licensing', records: 18 },
      sim.today(),
    );
    const first = await readNow(rt, workers.queues, 'idox-lic');
    expect(first).toMatchObject({
      status: 'succeeded',
      backfill: true,
      layout: 'idox-licensing',
      records: published.length,
      rejected: 0,
      created: published.length,
    });
    expect(first.withheld_parties).toBeGreaterThan(0);
    const stored = await rt.db('licences').select('key', 'parties', 'source_kind');
    expect(stored.map((l) => l.key).sort()).toEqual(published.map((l) => l.reference).sort());
    expect(stored.every((l) => l.source_kind === 'live_register')).toBe(true);
    // Companies are kept; a person (titled, or a plain name not found as a company) never is.
    const names = stored.flatMap((l) => (l.parties as { name: string }[]).map((p) => p.name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/ (Ltd|PLC|LLP)$/);
    const persons = published
      .flatMap((l) => [l.holder, l.applicant, l.supervisor ?? ''])
      .filter((p) => /^(Mr|Mrs|Ms|Miss) /.test(p));
    expect(persons.length).toBeGreaterThan(0);
    const text =
      JSON.stringify(await rt.db.raw('SELECT t::text FROM licences t')) +
      JSON.stringify(await rt.db.raw('SELECT t::text FROM licensing_changes t'));
    for (const p of persons) expect(text).not.toContain(p);
    expect((await feed(rt.db)).length).toBe(published.length);

    const second = await readNow(rt, workers.queues, 'idox-lic');
    expect(second).toMatchObject({
      status: 'succeeded',
      backfill: false,
      created: 0,
      changed: 0,
      unchanged: published.length,
      not_seen: 0,
    });
    expect((await feed(rt.db)).length).toBe(published.length);
  });
});
