// The demo's data path (issue 21, "the demo shows every feature"), on a small scale: the simulated
// councils with their registers, the synthetic national files (sim/open-data.ts) loaded through the
// real loaders, the ingest through the workers, then the appeals, the constraint check and the
// derived tables, exactly as `plandata demo` runs them (cli/demo-data.ts). After it, applications
// carry location, constraints, EPC, sales and owner blocks, and every endpoint the demo names answers
// with records. Real simulator, workers (in this process), PostgreSQL and Redis.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNCILS, startDemoData, type DemoData } from '../../cli/demo-data.js';
import { SIM_COMPANIES } from '../../sim/open-data.js';
import { app as buildTestApp, get, key, type Json } from '../api/seed.js';
import { PIPELINE_SCRAPER_ENV } from '../pipeline/harness.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

let rt: TestRuntime;
let demo: DemoData;
let api: FastifyInstance;
let k: string;
const started: (() => Promise<void>)[] = [];
const [first] = DEMO_COUNCILS;

beforeAll(async () => {
  rt = await testRuntime({ ...PIPELINE_SCRAPER_ENV });
  demo = await startDemoData(rt, { apps: 20, seed: 1, registerRecords: 12, pollMs: 200 }, started);
  await demo.ready;
  api = await buildTestApp(rt);
  k = await key(rt.db, 'enterprise', { contact: true });
}, 600_000);

afterAll(async () => {
  await api?.close();
  for (const stop of started.reverse()) await stop().catch(() => {});
});

describe('the demo data path', () => {
  it('loads every synthetic national file through its loader, no row refused', () => {
    expect(demo.openData.loaded.map((l) => l.kind)).toEqual([
      'postcodes',
      'constraints conservation',
      'epc',
      'price-paid',
      'ccod',
      'companies',
    ]);
    for (const l of demo.openData.loaded) expect(l.rows, l.kind).toBeGreaterThan(0);
    expect(demo.openData.loaded.find((l) => l.kind === 'constraints conservation')!.rows).toBe(3);
    expect(demo.openData.loaded.find((l) => l.kind === 'companies')!.rows).toBe(SIM_COMPANIES.length);
    expect(demo.openData.postcode).toMatch(/^BN[123] \d[A-Z]{2}$/);
    expect(SIM_COMPANIES.map((c) => c.number)).toContain(demo.openData.owner);
  });

  it('fills location for every application and constraints, EPC, sales and owners for some', async () => {
    const [c] = (
      await rt.db.raw(`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE location IS NOT NULL)::int AS located,
        count(*) FILTER (WHERE jsonb_array_length(constraints) > 0)::int AS constrained,
        count(*) FILTER (WHERE epc IS NOT NULL)::int AS epc,
        count(*) FILTER (WHERE sales IS NOT NULL)::int AS sales,
        count(*) FILTER (WHERE freehold_owner IS NOT NULL)::int AS owned
      FROM applications`)
    ).rows as Json[];
    expect(c.total).toBeGreaterThan(60);
    // Every simulated address has a postcode the directory holds.
    expect(c.located).toBe(c.total);
    for (const f of ['constrained', 'epc', 'sales', 'owned']) {
      expect(c[f], f).toBeGreaterThan(0);
      expect(c[f], f).toBeLessThan(c.total);
    }
  });

  it('answers nearby by postcode with located records, some in the conservation area', async () => {
    const pc = encodeURIComponent(demo.openData.postcode);
    const r = await get(api, `/v1/applications/nearby?postcode=${pc}&radius=500&limit=50`, k);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const a of r.body.data) expect(a.location).toMatchObject({ lat: expect.any(Number) });
    const inArea = r.body.data.filter((a: Json) =>
      (a.constraints ?? []).some((x: Json) => x.layer === 'conservation' && x.relation === 'within'),
    );
    expect(inArea.length).toBeGreaterThan(0);
  });

  it('answers the constraint check of that postcode with its conservation area', async () => {
    const r = await get(api, `/v1/constraints?postcode=${encodeURIComponent(demo.openData.postcode)}`, k);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.constraints).toEqual([
      expect.objectContaining({
        layer: 'conservation',
        relation: 'within',
        reference: expect.stringMatching(/^SIM-CA-/),
      }),
    ]);
  });

  it('answers the owner endpoints with the synthetic companies and their applications', async () => {
    const owners = await get(api, '/v1/owners?q=sample', k);
    expect(owners.status, owners.text).toBe(200);
    expect(owners.body.data.length).toBeGreaterThan(0);
    for (const o of owners.body.data) expect(o.name).toMatch(/^SAMPLE /);
    const apps = await get(api, `/v1/owners/${demo.openData.owner}/applications?limit=50`, k);
    expect(apps.status, apps.text).toBe(200);
    expect(apps.body.data.length).toBeGreaterThan(0);
    for (const a of apps.body.data) {
      expect(a.freehold_owner.proprietors[0].company_number).toBe(demo.openData.owner);
      expect(a.location).not.toBeNull();
    }
  });

  it('answers the licensing, HMO and appeals endpoints with records', async () => {
    const premises = await get(api, `/v1/licensed-premises?council=${first!.slug}`, k);
    expect(premises.status, premises.text).toBe(200);
    expect(premises.body.data.length).toBeGreaterThan(0);
    // The second licensing read (after the simulated clock moved 30 days) saw changes.
    const changes = await get(api, `/v1/licensing/changes?council=${first!.slug}`, k);
    expect(changes.status, changes.text).toBe(200);
    expect(changes.body.data.length).toBeGreaterThan(0);
    const hmo = await get(api, `/v1/hmo-licences?council=${first!.slug}`, k);
    expect(hmo.status, hmo.text).toBe(200);
    expect(hmo.body.data.length).toBeGreaterThan(0);
    const appeals = await get(api, '/v1/appeals?limit=100', k);
    expect(appeals.status, appeals.text).toBe(200);
    expect(appeals.body.data.length).toBeGreaterThan(0);
    // Each synthetic appeal is filed under its council (by its ONS code) and joined to its application.
    const [j] = (
      await rt.db.raw(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE appeal IS NOT NULL)::int AS joined FROM applications`,
      )
    ).rows as Json[];
    expect(j.joined).toBe(appeals.body.data.length);
  });
});
