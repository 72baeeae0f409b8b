// Appeals refreshed on a schedule (spec 2.7): an appeals source (a council_registers row with
// register 'appeals') read through the register spine by the appeals.read job on the simulator's
// Appeals Casework Portal, loaded as `plandata appeals load` loads a file; the nightly schedule
// plans one job per enabled source; a portal whose page layout changed fails the read and flags the
// source, its appeals kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../core/repositories/licensing/registers.repository.js';
import { simAppeals } from '../../sim/registers/pins-acp.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { schedules } from '../../workers/schedules.js';
import { startAppealsRead, waitForAppealsRead } from '../../workers/services/registers/appeals-read.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const SEED = 7;
const SLUG = 'appeals-sim';
const SPEC = { adapter: 'pins-acp', records: 6 };

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;
let source: RegisterToRead;

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_BACKOFF_MS: '5', SCRAPER_RETRIES: '2' });
  sim = await startSimulator({
    seed: SEED,
    councils: [{ slug: SLUG, applications: 12, registers: { appeals: SPEC } }],
  });
  await new CouncilsAdminRepository(rt.db).load([
    {
      slug: SLUG,
      name: SLUG,
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl(SLUG),
    },
  ]);
  const council = await new CouncilsAdminRepository(rt.db).bySlug(SLUG);
  const cfg = sim.registerConfig(SLUG, 'appeals');
  const registers = new CouncilRegistersRepository(rt.db);
  const row = await registers.upsert({
    councilId: council!.id,
    register: 'appeals',
    adapter: cfg.adapter,
    url: cfg.url,
    options: cfg.options ?? null,
  });
  source = (await registers.byId(row.id))!;
  workers = await runWorkers({ runtime: rt, only: ['appeals.read'] });
});

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

describe('appeals refreshed on a schedule', () => {
  it('the nightly schedule plans one appeals.read per enabled appeals source', async () => {
    const nightly = schedules.find((s) => s.name === 'appeals.nightly');
    const planned = await nightly!.plan(rt);
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({
      id: `appeals.nightly:${SLUG}:${source.name}`,
      job: 'appeals.read',
      payload: { councilRegisterId: source.id, trigger: 'nightly' },
    });
    expect(planned[0].pattern).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('reads the source through the spine and loads its appeals; the source is healthy', async () => {
    const read = await waitForAppealsRead(rt, await startAppealsRead(rt, workers.queues, source, 'test'), {
      pollMs: 50,
      timeoutMs: 120_000,
    });
    expect(read).toMatchObject({ status: 'succeeded', records: 6, rejected: 0, written: 6, error: null });
    const expected = simAppeals(SEED, sim.council(SLUG), { ...SPEC } as never, sim.today());
    const stored = await rt.db('appeals').where({ load_id: read.load_id }).orderBy('case_number').select();
    expect(stored.map((a) => a.case_number)).toEqual(expected.map((a) => a.caseNumber).sort());
    const first = expected[0];
    expect(stored.find((a) => a.case_number === first.caseNumber)).toMatchObject({
      appeal_reference: first.reference,
      procedure: first.procedure,
    });
    const health = await rt.db('council_registers').where({ id: source.id }).first();
    expect(health).toMatchObject({
      last_read_id: Number(read.id),
      consecutive_failures: 0,
      broken: false,
      records_count: 6,
    });
    // Every page it read is in the raw store.
    expect(Number((await rt.db('fetch_log').count('* as n').first())!.n)).toBeGreaterThanOrEqual(7);
  });

  it('a case page whose layout changed fails the read and flags the source; the appeals are kept', async () => {
    sim.setFaults(SLUG, { changedLayout: true });
    const read = await waitForAppealsRead(rt, await startAppealsRead(rt, workers.queues, source, 'test'), {
      pollMs: 50,
      timeoutMs: 120_000,
    });
    sim.setFaults(SLUG, {});
    expect(read.status).toBe('failed');
    expect(read.error).toMatch(/LayoutChangedError/);
    const health = await rt.db('council_registers').where({ id: source.id }).first();
    expect(health.broken).toBe(true);
    expect(Number((await rt.db('appeals').count('* as n').first())!.n)).toBe(6);
  });
});
