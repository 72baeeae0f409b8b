// discover and fetch against the simulated Planning Explorer (sim/platforms/northgate): the general
// search on each date, one large results page through PS instead of pages of ten, the pager where
// a page is still needed, no hits; an application's details, dates and NEC document store pages;
// and the pages never read as "no applications": ASP.NET's error page served with 200, a changed
// search form, a firewall's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/calendar.js';
import type { AdapterContext, DiscoveredRef, PageClient } from '../../contract.js';
import { SimpleClient } from '../../../sim/client.js';
import { stateOn } from '../../../sim/data.js';
import { startSimulator, type Simulator } from '../../../sim/server.js';
import { isScraperError } from '../../kit/errors.js';
import { answeringClient, failure } from '../../../test/helpers/stub-client.js';
import { northgateAdapter as ng } from './adapter.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({
    seed: 22,
    day: 30,
    councils: [{ slug: 'ng', platform: 'northgate', applications: 300 }],
  });
});
afterAll(async () => {
  await sim?.close();
});

const ctx = (client: PageClient = new SimpleClient(), options?: Record<string, unknown>): AdapterContext => ({
  council: { ...sim.councilConfig('ng'), options },
  client,
  logger: quiet,
});
const isoOf = (day: number) => addDays(sim.today(), day - sim.day());

async function discover(
  c: AdapterContext,
  from: string,
  to: string,
  by?: ('received' | 'validated' | 'decided')[],
) {
  const out: DiscoveredRef[] = [];
  for await (const r of ng.discover(c, { from, to, by })) out.push(r);
  return out;
}

describe('Planning Explorer on the simulator', () => {
  it('finds every application received, validated or decided in the window, each once, on one large page', async () => {
    sim.resetStats();
    const refs = await discover(ctx(), isoOf(sim.day() - 45), sim.today());
    const f = sim.day() - 45;
    const expected = sim
      .visible('ng')
      .filter((a) => [a.receivedDay, a.validatedDay, a.decisionDay].some((d) => d >= f && d <= sim.day()));
    expect(refs.map((r) => r.reference).sort()).toEqual(expected.map((a) => a.reference).sort());
    expect(new Set(refs.map((r) => r.reference)).size).toBe(refs.length);
    // Three searches (received, validated, decided), each answered with its first page of ten, then
    // read in pages of a hundred (at most 150 hits a search here: two pages), not fifteen of ten.
    const results = sim.stats.requests['/ng/Northgate/PlanningExplorer/Generic/StdResults.aspx'];
    expect(results).toBeLessThanOrEqual(3 * 3);
    const r = refs[0];
    expect(r.url).toMatch(
      /\/ng\/Northgate\/PlanningExplorer\/Generic\/StdDetails\.aspx\?.*PARAM0=2\d{5}&XSLT=/,
    );
    expect(r.keyval).toMatch(/^2\d{5}$/);
  });

  it('walks the pager where the page size is not raised', async () => {
    sim.resetStats();
    const window = [isoOf(sim.day() - 45), sim.today()] as const;
    const big = await discover(ctx(), ...window, ['received']);
    const small = await discover(ctx(new SimpleClient(), { resultsPerPage: 10 }), ...window, ['received']);
    expect(small.map((r) => r.reference)).toEqual(big.map((r) => r.reference));
    expect(big.length).toBeGreaterThan(30);
    expect(
      sim.stats.requests['/ng/Northgate/PlanningExplorer/Generic/StdResults.aspx'],
    ).toBeGreaterThanOrEqual(2 + Math.ceil(big.length / 10) - 1);
  });

  it('reads a search with no hits as none', async () => {
    expect(await discover(ctx(), '1990-01-01', '1990-01-31')).toEqual([]);
  });

  it("fetches an application's details, dates and document store pages and reads them", async () => {
    const refs = await discover(ctx(), isoOf(sim.day() - 60), sim.today(), ['received']);
    for (const ref of refs.slice(0, 6)) {
      const pages = await ng.fetch(ctx(), ref);
      expect(pages).toHaveLength(3);
      const r = ng.parse(pages, { slug: 'ng' });
      const app = sim.visible('ng').find((a) => a.reference === ref.reference)!;
      const s = stateOn(app, sim.day());
      expect(r).toMatchObject({
        reference: app.reference,
        keyval: ref.keyval,
        address: app.property.address,
        description: app.description,
        status: s.status.toUpperCase(),
        decision: s.decision,
        case_officer: app.caseOfficer,
        ward: app.property.ward,
        documents_count: s.documents.length,
      });
      expect(r.dates.received?.date).toBe(isoOf(app.receivedDay));
      expect(r.dates.validated?.date ?? null).toBe(s.validated ? isoOf(app.validatedDay) : null);
      expect(r.dates.decided?.date ?? null).toBe(s.decided ? isoOf(app.decisionDay) : null);
      expect(r.documents!.map((d) => [d.type, d.title, d.date])).toEqual(
        s.documents.map((d) => [d.type, d.title, isoOf(d.day)]),
      );
      expect(r.urls.comments === undefined).toBe(
        !(s.validated && !s.decided && sim.day() <= app.validatedDay + 21),
      );
    }
  });
});

it("ASP.NET's error page served with 200 is a passing fault, a firewall's page a back-off", async () => {
  const error = `<html><head><title>Runtime Error</title></head><body><h1>Server Error in '/Northgate/PlanningExplorer' Application.</h1>
<h2><i>Runtime Error</i></h2></body></html>`;
  const e1 = await failure(discover(ctx(answeringClient(error)), '2025-01-01', '2025-01-14'));
  expect(isScraperError(e1) && [e1.action, e1.pageKind]).toEqual(['retry', 'error']);
  const block =
    '<html><head><title>Access Denied</title></head><body>Access denied. You have been blocked.</body></html>';
  const e2 = await failure(discover(ctx(answeringClient(block)), '2025-01-01', '2025-01-14'));
  expect(isScraperError(e2) && e2.action).toBe('back-off');
});

it('a search that answers with the form again (no results message, no table) is not read as results', async () => {
  const form = `<html><head><title>Planning Explorer</title></head><body><form id="M3Form" action="GeneralSearch.aspx">
<input type="hidden" name="__VIEWSTATE" value="x"><select name="cboSelectDateValue"><option value="DATE_RECEIVED">Received</option></select>
<input name="rbGroup" type="radio" value="rbRange"><input name="dateStart"><input name="dateEnd"><input type="submit" name="csbtnSearch" value="Search">
</form></body></html>`;
  const err = await failure(discover(ctx(answeringClient(form)), '2025-01-01', '2025-01-14'));
  expect(isScraperError(err) && [err.action, err.pageKind]).toEqual(['fail-council', 'search-form']);
});
