// Live and archive on the simulator, end to end (spec 1, 2.2, 2.5, 4.6): a simulated council with
// live 2026 applications, an archive of the five years before and families of linked applications
// (outline -> reserved matters -> discharges of conditions -> a section 73 variation; a full
// application with its listed building consent) is read by a run of the recent window and a
// back-fill of 2021-2025 through the real workers; then read through the API: live and archive on
// one cursor, each family from any live member, the conditions ledger, the history of a record whose
// status moved between two runs, and its documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { councilId, fullWindow, PIPELINE_SCRAPER_ENV, simWithCouncils } from './harness.js';
import { app as buildTestApp, get, key, type Json } from '../api/seed.js';
import type { SimApplication } from '../../sim/data.js';

const SLUG = 'sim-families';
let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;
let a: FastifyInstance;
let pro: string;
let demo: string;

async function run(since: string, until: string): Promise<void> {
  const id = await startRun(rt, workers.queues, await councilId(rt, SLUG), { since, until, trigger: 'test' });
  const r = await waitForRun(rt, id, { pollMs: 100, timeoutMs: 240_000 });
  expect(r.status, r.error ?? '').toBe('succeeded');
}

const family = (role: SimApplication['family']) =>
  sim.council(SLUG).applications.filter((x) => x.family === role);
const publicId = async (reference: string) =>
  (await rt.db('applications').where({ reference }).first('public_id'))?.public_id as string | undefined;

beforeAll(async () => {
  rt = await testRuntime(PIPELINE_SCRAPER_ENV);
  sim = await simWithCouncils(rt, 7, [{ slug: SLUG, applications: 40, archive: 40, families: 4 }], 0);
  workers = await runWorkers({ runtime: rt, only: ['scrape.council', 'scrape.fetch', 'scrape.store'] });
  a = await buildTestApp(rt);
  pro = await key(rt.db, 'pro');
  demo = await key(rt.db, 'demo');
  const w = fullWindow(sim);
  await run(w.since, w.until); // day 0: the recent window
  sim.setDay(30);
  await run(fullWindow(sim).since, fullWindow(sim).until); // day 30: statuses and decisions moved
  await run('2021-01-01', '2025-12-31'); // the back-fill of older windows
}, 600_000);

afterAll(async () => {
  await a?.close();
  await workers?.stop();
  await sim?.close();
});

describe('live and archive from the simulator', () => {
  it('2026 records are live with their versions; records received before 2026 are archive records', async () => {
    const c = sim.council(SLUG);
    const visible = sim.visible(SLUG);
    const liveRefs = visible
      .filter((x) => sim.today() >= '2026' && x.receivedDay >= -60)
      .map((x) => x.reference);
    const live = await rt.db('applications').pluck('reference');
    const archived = await rt.db('archive_applications').pluck('reference');
    expect(new Set(live)).toEqual(new Set(liveRefs));
    expect(live.every((r: string) => /^BH2026\//.test(r))).toBe(true);
    expect(archived.length).toBe(visible.length - liveRefs.length);
    expect(archived.length).toBeGreaterThanOrEqual(40);
    expect(archived.every((r: string) => /^BH202[0-5]\//.test(r))).toBe(true);
    expect(c.applications.some((x) => x.family === 'outline' && x.receivedDay < -60)).toBe(true);
    // Archive rows: core record only, no versions or documents.
    const row = await rt.db('archive_applications').orderBy('date_received').first();
    expect(row.public_id).toMatch(/^h_/);
    expect(row.date_received < '2026-01-01').toBe(true);
    // Live records that changed between the runs have a second version.
    const moved = await rt.db('application_versions').where('version', '>', 1).count({ n: '*' }).first();
    expect(Number(moved!.n)).toBeGreaterThan(0);
  });

  it('one cursor: live records, then archive records for a paid plan; the Demo plan is told about the archive', async () => {
    const url = `/v1/applications?council=${SLUG}&date_from=2021-01-01&limit=100`;
    const seen: Json[] = [];
    let next: string | null = url;
    while (next) {
      const r = await get(a, next, pro);
      expect(r.status).toBe(200);
      seen.push(...r.body.data);
      next = r.body.meta.next_cursor ? `${url}&cursor=${encodeURIComponent(r.body.meta.next_cursor)}` : null;
    }
    const sources = seen.map((x) => x.source);
    const firstArchive = sources.indexOf('historical');
    expect(firstArchive).toBeGreaterThan(0);
    expect(sources.slice(firstArchive).every((s) => s === 'historical')).toBe(true);
    const h = seen[firstArchive];
    expect(h.id).toMatch(/^h_/);
    expect(h.category).toBeNull();
    expect(h.categories).toEqual([]);
    expect(h.decision).toBeNull();
    expect(h.key_dates).toBeNull();
    expect(h.status).toBe(h.stage);
    expect(h.planning_route).toEqual(expect.any(String));
    const d = await get(a, url, demo);
    expect(d.body.data.every((x: Json) => x.source === 'live')).toBe(true);
    expect(d.body.meta.historical_available).toBe(true);
  });

  it('a live family: outline principal, reserved matters, discharges with the ledger, the variation', async () => {
    const outline = family('outline').find((x) => x.receivedDay >= -60)!;
    const members = sim
      .council(SLUG)
      .applications.filter(
        (x) =>
          x.follows === outline.index ||
          (x.follows !== null && sim.council(SLUG).applications[x.follows].follows === outline.index),
      );
    const variation = members.find((x) => x.family === 'variation')!;
    const id = (await publicId(variation.reference))!;
    const r = await get(a, `/v1/applications/${id}/associated`, pro);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.role).toBe('member');
    expect(d.principal).toMatchObject({ reference: outline.reference, procedure: 'outline', depth: 0 });
    const visibleRefs = [outline, ...members].filter((x) => x.receivedDay <= 30).map((x) => x.reference);
    expect(new Set(d.applications.map((m: Json) => m.reference))).toEqual(new Set(visibleRefs));
    const rm = d.applications.find((m: Json) => m.procedure === 'reserved-matters');
    expect(rm).toMatchObject({ depth: 1, parent_reference: outline.reference });
    const deep = d.applications.filter((m: Json) => m.depth === 2);
    for (const m of deep) expect(m).toMatchObject({ procedure: 'discharge', parent_id: rm.id });
    // The ledger: condition 2 of the outline (the variation) and the discharged conditions.
    const c2 = d.conditions.find((c: Json) => c.number === '2' && c.parent_reference === outline.reference);
    expect(c2).toMatchObject({ label: 'approved plans', applications: [id] });
    expect(['varied', 'variation_sought']).toContain(c2.status);
    expect(d.conditions.length).toBeGreaterThanOrEqual(3);
    for (const c of d.conditions) expect(c.applications.length).toBeGreaterThan(0);
    // The same family from the principal.
    const p = await get(a, `/v1/applications/${d.principal.id}/associated`, pro);
    expect(p.body.data.role).toBe('principal');
    expect(p.body.data.count).toBe(d.count);
  });

  it('an archived outline is the principal of its live discharges; the Demo plan omits it', async () => {
    const outline = family('outline').find((x) => x.receivedDay < -60)!;
    const discharge = sim
      .council(SLUG)
      .applications.find((x) => x.family === 'discharge' && x.follows === outline.index)!;
    const id = (await publicId(discharge.reference))!;
    const r = await get(a, `/v1/applications/${id}/associated`, pro);
    expect(r.body.data.principal).toMatchObject({ reference: outline.reference, source: 'historical' });
    expect(r.body.data.principal.id).toMatch(/^h_/);
    const d = await get(a, `/v1/applications/${id}/associated`, demo);
    expect(d.body.data.principal).toBeNull();
    expect(d.body.meta.historical_omitted).toBeGreaterThanOrEqual(2); // outline and reserved matters
    expect(d.body.data.applications.every((m: Json) => m.source === 'live')).toBe(true);
  });

  it('a full application and its listed building consent share a reference core on one site', async () => {
    const full = family('full')[0];
    const id = (await publicId(`${full.reference}/LBC`))!;
    const r = await get(a, `/v1/applications/${id}/associated`, pro);
    expect(r.body.data.role).toBe('member');
    expect(r.body.data.principal.reference).toBe(full.reference);
  });

  it('history: the record as first read, then the status and decision that moved, newest first', async () => {
    const moved = await rt
      .db('application_versions as v')
      .join('applications as a', 'a.id', 'v.application_id')
      .where('v.version', 2)
      .whereRaw("v.snapshot->>'stage' <> 'pending'")
      .first('a.public_id', 'a.reference');
    const r = await get(a, `/v1/applications/${moved.public_id}/history`, demo);
    expect(r.status).toBe(200);
    const events = r.body.data as Json[];
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events[events.length - 1]).toMatchObject({ version: 1, first_seen: true });
    const last = events[0];
    expect(last.version).toBeGreaterThan(1);
    const fields = last.changes.map((c: Json) => c.field);
    expect(fields).toContain('status');
    expect(fields).toContain('stage');
    const stage = last.changes.find((c: Json) => c.field === 'stage');
    expect(stage.from).toBe('pending');
    expect(stage.to).toBe(last.stage);
    expect(last.council_dates.decided).toMatch(/^2026-/);
    expect(r.body.meta.application.reference).toBe(moved.reference);
  });

  it('documents: groups, the neighbour comment marked, the council documents page', async () => {
    const decided = sim
      .visible(SLUG)
      .find(
        (x) =>
          x.decisionDay <= 30 &&
          x.commentsMax > 0 &&
          x.receivedDay >= -60 &&
          x.validatedDay + 5 <= x.decisionDay,
      )!;
    const id = (await publicId(decided.reference))!;
    const r = await get(a, `/v1/applications/${id}/documents`, demo);
    expect(r.status).toBe(200);
    const docs = r.body.data as Json[];
    const comment = docs.find((x) => x.type === 'Public Comment');
    expect(comment).toMatchObject({ group: 'comments', names_member_of_public: true });
    expect(comment.title).toBe(`Comment from ${decided.applicant}, ${decided.applicantAddress}`);
    expect(docs.find((x) => x.title === 'Decision Notice')).toMatchObject({
      group: 'decision',
      names_member_of_public: false,
    });
    expect(docs.find((x) => x.type === 'Consultee Comment').group).toBe('consultations');
    expect(docs.filter((x) => x.names_member_of_public)).toHaveLength(1);
    expect(r.body.meta.documents_count).toBe(docs.length);
    expect(r.body.meta.documents_page).toContain(`activeTab=documents&keyVal=${decided.keyval}`);
    const plans = await get(a, `/v1/applications/${id}/documents?group=plans`, demo);
    expect(plans.body.data.every((x: Json) => x.group === 'plans')).toBe(true);
  });
});
