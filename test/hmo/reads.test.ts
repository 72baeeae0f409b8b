// HMO register reads end to end on the simulator, through the hmo.read job (polite client, raw
// store and fetch log, then the store step): the register-file profile's register moving day by
// day (licences leaving and coming back, a new one each day) followed by first_seen, last_seen and
// removed_at; the Idox licensing module's HMO category read page by page; a register that
// disappears fails its reads and flags its source, its licences kept and its coverage grey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { hmoCoverage } from '../../core/repositories/hmo/registers.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../core/repositories/licensing/registers.repository.js';
import { simLicences } from '../../sim/registers/register-file.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { startHmoRead, waitForHmoRead } from '../../workers/services/registers/hmo-read.js';
import { addDays } from '../../core/calendar.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const SEED = 5;
const FILE = 'hmo-file';
const IDOX = 'hmo-idox';
const SPEC = { adapter: 'register-file', records: 60, changeRate: 0.1 };

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

async function source(slug: string): Promise<RegisterToRead> {
  const [r] = await new CouncilRegistersRepository(rt.db).ofCouncil(slug, 'hmo');
  return r;
}

async function readNow(slug: string) {
  const id = await startHmoRead(rt, workers.queues, await source(slug), 'test');
  return waitForHmoRead(rt, id, { pollMs: 50, timeoutMs: 120_000 });
}

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_BACKOFF_MS: '5', SCRAPER_RETRIES: '2' });
  sim = await startSimulator({
    seed: SEED,
    councils: [
      { slug: FILE, applications: 20, registers: { hmo: SPEC } },
      { slug: IDOX, applications: 20, registers: { hmo: { adapter: 'idox-licensing', records: 12 } } },
    ],
  });
  await new CouncilsAdminRepository(rt.db).load(
    [FILE, IDOX].map((slug) => ({
      slug,
      name: slug,
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl(slug),
    })),
  );
  for (const slug of [FILE, IDOX]) {
    const council = await new CouncilsAdminRepository(rt.db).bySlug(slug);
    const cfg = sim.registerConfig(slug, 'hmo');
    await new CouncilRegistersRepository(rt.db).upsert({
      councilId: council!.id,
      register: 'hmo',
      adapter: cfg.adapter,
      url: cfg.url,
      options: cfg.options ?? null,
    });
  }
  workers = await runWorkers({ runtime: rt, only: ['hmo.read'] });
});

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

const published = (day: number) =>
  simLicences(SEED, sim.council(FILE), SPEC, addDays(sim.today(), -sim.day()), day).map((l) => l.key);

async function stored(): Promise<Record<string, { first: string; last: string; removed: string | null }>> {
  const rows = await rt
    .db('hmo_licences as l')
    .join('councils as c', 'c.id', 'l.council_id')
    .where('c.slug', FILE)
    .select('l.licence_ref', 'l.first_seen_at', 'l.last_seen_at', 'l.removed_at');
  return Object.fromEntries(
    rows.map((r) => [
      r.licence_ref,
      {
        first: r.first_seen_at.toISOString(),
        last: r.last_seen_at.toISOString(),
        removed: r.removed_at?.toISOString() ?? null,
      },
    ]),
  );
}

describe("a council's HMO register file read day by day", () => {
  let day0: Awaited<ReturnType<typeof stored>>;
  let read0: string;

  it('reads day 0 whole: every licence once, first and last seen at the read', async () => {
    const r = await readNow(FILE);
    expect(r).toMatchObject({
      status: 'succeeded',
      layout: 'oxford-hmo-register',
      records: 60,
      created: 60,
      rejected: 0,
    });
    read0 = r.observed_at!.toISOString();
    day0 = await stored();
    expect(Object.keys(day0).sort()).toEqual(published(0).sort());
    for (const s of Object.values(day0)) expect(s).toEqual({ first: read0, last: read0, removed: null });
    // Every request went through the fetch log and the raw store.
    const logged = await rt
      .db('fetch_log')
      .where('url', sim.registerConfig(FILE, 'hmo').url)
      .count<{ count: string }[]>('* as count');
    expect(Number(logged[0].count)).toBeGreaterThanOrEqual(1);
  });

  it('day 1: licences no longer listed are removed (kept), the new one added, the rest seen again', async () => {
    sim.setDay(1);
    const r = await readNow(FILE);
    const now = await stored();
    const listed = new Set(published(1));
    const gone = published(0).filter((k) => !listed.has(k));
    const added = published(1).filter((k) => !(k in day0));
    expect(gone.length).toBeGreaterThan(0);
    expect(added).toHaveLength(1);
    expect(r).toMatchObject({
      status: 'succeeded',
      removed: gone.length,
      created: 1,
      unchanged: 60 - gone.length,
    });
    const read1 = r.observed_at!.toISOString();
    for (const k of gone) expect(now[k]).toEqual({ first: read0, last: read0, removed: read1 });
    expect(now[added[0]]).toEqual({ first: read1, last: read1, removed: null });
    for (const k of published(1).filter((x) => x in day0))
      expect(now[k]).toEqual({ first: read0, last: read1, removed: null });
  });

  it('day 2: a licence back on the register is no longer removed', async () => {
    sim.setDay(2);
    const before = await stored();
    const r = await readNow(FILE);
    const now = await stored();
    const back = published(2).filter((k) => before[k]?.removed);
    expect(back.length).toBeGreaterThan(0);
    expect(r.reappeared).toBe(back.length);
    for (const k of back) expect(now[k].removed).toBeNull();
  });

  it('a register that disappears fails its read and flags its source; its licences are kept and its coverage goes grey', async () => {
    const before = await stored();
    sim.setFaults(FILE, { registerGone: true });
    const r = await readNow(FILE);
    expect(r.status).toBe('failed');
    expect(r.error).toMatch(/no longer published/);
    expect(await stored()).toEqual(before);
    const src = await source(FILE);
    expect(src).toMatchObject({ broken: true });
    const cov = (await hmoCoverage(rt.db, sim.today())).find((c) => c.council === FILE)!;
    expect(cov).toMatchObject({ shown: true, coverage: 'grey', reason: null });
    expect(cov.note).toMatch(/no longer published/);
    expect(cov.active_licences).toBeGreaterThan(0);
    sim.setFaults(FILE, {});
  });
});

it("reads the HMO category of a council's Idox licensing module, licence by licence", async () => {
  const r = await readNow(IDOX);
  expect(r).toMatchObject({
    status: 'succeeded',
    layout: 'idox-licensing',
    records: 12,
    created: 12,
    rejected: 0,
  });
  const rows = await rt
    .db('hmo_licences as l')
    .join('councils as c', 'c.id', 'l.council_id')
    .where('c.slug', IDOX)
    .select('l.*');
  expect(rows).toHaveLength(12);
  for (const l of rows) {
    expect(l.max_occupants).toBeGreaterThanOrEqual(4);
    expect(l.max_households).toBeGreaterThanOrEqual(3);
    expect(l.licence_expiry).not.toBeNull();
    expect(l.licence_expiry_precision).toBe('day');
  }
  expect(new Set(rows.map((l) => l.licence_type))).toContain('mandatory');
});
