// discover and fetch against the simulated DEF Planning Register (sim/platforms/planning-register):
// the disclaimer gate in both its forms, the search's date ranges and pager, a single hit, no
// records; and the pages that must never be read as "no applications": a gate that will not
// accept, DEF's error page served with 200, a firewall's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/calendar.js';
import type { AdapterContext, DiscoveredRef, PageClient } from '../../contract.js';
import { SimpleClient } from '../../../sim/client.js';
import { stateOn } from '../../../sim/data.js';
import { startSimulator, type Simulator } from '../../../sim/server.js';
import { isScraperError } from '../../kit/errors.js';
import { answeringClient, failure } from '../../../test/helpers/stub-client.js';
import { planningRegisterAdapter as def } from './adapter.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({
    seed: 21,
    day: 30,
    councils: [
      { slug: 'def-now', platform: 'planning-register', applications: 120 },
      { slug: 'def-old', platform: 'planning-register', variant: 'legacy', applications: 120 },
      { slug: 'def-stuck', platform: 'planning-register', applications: 10, faults: { gateStuck: true } },
    ],
  });
});
afterAll(async () => {
  await sim?.close();
});

const ctx = (slug: string, client: PageClient = new SimpleClient()): AdapterContext => ({
  council: sim.councilConfig(slug),
  client,
  logger: quiet,
});

async function discover(
  c: AdapterContext,
  from: string,
  to: string,
  by?: ('received' | 'validated' | 'decided')[],
) {
  const out: DiscoveredRef[] = [];
  for await (const r of def.discover(c, { from, to, by })) out.push(r);
  return out;
}

/** The calendar date of a simulated day. */
const isoOf = (day: number) => addDays(sim.today(), day - sim.day());

describe.each(['def-now', 'def-old'])('DEF register %s', (slug) => {
  it('finds every application received, validated or decided in the window, each once, through the gate', async () => {
    sim.resetStats();
    const from = addDays(sim.today(), -40);
    const refs = await discover(ctx(slug), from, sim.today());
    const f = sim.day() - 40;
    const expected = sim
      .visible(slug)
      .filter((a) => [a.receivedDay, a.validatedDay, a.decisionDay].some((d) => d >= f && d <= sim.day()));
    expect(refs.map((r) => r.reference).sort()).toEqual(expected.map((a) => a.reference).sort());
    expect(new Set(refs.map((r) => r.reference)).size).toBe(refs.length);
    // One session: the disclaimer accepted once, the pager walked.
    expect(sim.stats.requests[`/${slug}/pr/Disclaimer/Accept`]).toBe(1);
    expect(sim.stats.requests[`/${slug}/pr/Search/Results/2`]).toBeGreaterThan(0);
    const first = refs.find((r) => r.window.by === 'received')!;
    expect(first.url).toMatch(new RegExp(`/${slug}/pr/Planning/Display/BH\\d{4}/\\d{5}$`));
    expect(first.found_by).toBe('search');
    expect(first.address).toMatch(/\S/);
  });

  it('fetches an application through a fresh session and reads what the register shows', async () => {
    const refs = await discover(ctx(slug), addDays(sim.today(), -60), sim.today(), ['received']);
    for (const ref of refs.slice(0, 6)) {
      const pages = await def.fetch(ctx(slug), ref);
      expect(pages).toHaveLength(1);
      const r = def.parse(pages, { slug });
      const app = sim.visible(slug).find((a) => a.reference === ref.reference)!;
      const s = stateOn(app, sim.day());
      expect(r).toMatchObject({
        reference: app.reference,
        address: app.property.address,
        description: app.description,
        status: s.status,
        decision: s.decision,
        application_type: app.applicationType,
        case_officer: app.caseOfficer,
        documents_count: s.documents.length,
      });
      expect(r.dates.received?.date).toBe(isoOf(app.receivedDay));
      expect(r.documents!.map((d) => [d.type, d.title])).toEqual(s.documents.map((d) => [d.type, d.title]));
      expect(r.documents!.every((d) => d.url && /\/Document\/Download\?module=PLA/.test(d.url))).toBe(true);
    }
  });

  it('answers a search with one hit by its display page, and one with none by no records', async () => {
    const app = sim
      .visible(slug)
      .find((a, _i, all) => all.filter((b) => b.receivedDay === a.receivedDay).length === 1)!;
    const iso = isoOf(app.receivedDay);
    const one = await discover(ctx(slug), iso, iso, ['received']);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ reference: app.reference, found_by: 'single-hit' });
    expect(await discover(ctx(slug), '1990-01-01', '1990-01-31')).toEqual([]);
  });
});

it('a gate served again after accepting it fails the council (its data kept), never reads as empty', async () => {
  const err = await failure(discover(ctx('def-stuck'), addDays(sim.today(), -14), sim.today()));
  expect(isScraperError(err) && [err.action, err.pageKind]).toEqual(['fail-council', 'gate']);
  const refs = await discover(ctx('def-now'), addDays(sim.today(), -14), sim.today(), ['received']);
  const fetched = await failure(
    def.fetch(ctx('def-stuck'), { ...refs[0], url: refs[0].url.replace('/def-now/', '/def-stuck/') }),
  );
  expect(isScraperError(fetched) && fetched.action).toBe('fail-council');
});

it("DEF's error page served with 200 is a passing fault, a firewall's page a back-off", async () => {
  const error = `<html><head><title>Error - Planning Register</title><link href="/Content/def/site.css" rel="stylesheet"/></head>
<body><h1 class="text-danger">Error.</h1><h2 class="text-danger">An error occurred while processing your request.</h2></body></html>`;
  const e1 = await failure(discover(ctx('def-now', answeringClient(error)), '2025-01-01', '2025-01-14'));
  expect(isScraperError(e1) && [e1.action, e1.pageKind]).toEqual(['retry', 'error']);
  const block =
    '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected.</body></html>';
  const e2 = await failure(discover(ctx('def-now', answeringClient(block)), '2025-01-01', '2025-01-14'));
  expect(isScraperError(e2) && e2.action).toBe('back-off');
  const e3 = await failure(
    def.fetch(ctx('def-now', answeringClient(block)), {
      council_slug: 'def-now',
      reference: 'X/1',
      keyval: null,
      url: `${sim.portalUrl('def-now')}/Planning/Display/X/1`,
      address: null,
      description: null,
      status: null,
      received: null,
      validated: null,
      found_by: 'search',
      window: { by: 'received', from: '', to: '' },
    }),
  );
  expect(isScraperError(e3) && e3.action).toBe('back-off');
});
