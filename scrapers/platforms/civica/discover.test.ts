// Civica's discover and fetch on the simulator's older (JSF) register, and the error classes on
// answers a stub portal serves: a gate, a fault served with 200, no results, a changed API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/calendar.js';
import type { AdapterContext, FetchedPage, PageClient } from '../../contract.js';
import { isScraperError } from '../../kit/errors.js';
import { SimpleClient } from '../../../sim/client.js';
import { startSimulator, type Simulator } from '../../../sim/server.js';
import { stateOn } from '../../../sim/data.js';
import { civicaAdapter } from './adapter.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({
    seed: 5,
    day: 20,
    councils: [
      { slug: 'jsf', platform: 'civica', variant: 'jsf', applications: 60 },
      { slug: 'w2', platform: 'civica', applications: 60 },
    ],
  });
});
afterAll(async () => sim?.close());

const ctx = (slug: string): AdapterContext => ({
  council: sim.councilConfig(slug),
  client: new SimpleClient(),
  logger: quiet,
});

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('Civica older (JSF) register on the simulator', () => {
  it('walks the results list page by page and opens each case through the search', async () => {
    const window = { from: addDays(sim.today(), -40), to: sim.today(), by: ['validated' as const] };
    const refs = await all(civicaAdapter.discover(ctx('jsf'), window));
    const expected = sim
      .visible('jsf')
      .filter((a) => stateOn(a, sim.day()).validated && a.validatedDay >= sim.day() - 40);
    expect(refs.length).toBe(expected.length);
    expect(refs.length).toBeGreaterThan(10); // more than one page of 10
    const app = sim.visible('jsf').find((a) => a.reference === refs[3].reference)!;
    const r = civicaAdapter.parse(await civicaAdapter.fetch(ctx('jsf'), refs[3]), { slug: 'jsf' });
    expect(r.reference).toBe(app.reference);
    expect(r.description).toBe(app.description);
    expect(r.status).toBe(stateOn(app, sim.day()).status);
    // Day 0 is the simulator's start date: today less the days since.
    expect(r.dates.received?.date).toBe(addDays(sim.today(), app.receivedDay - sim.day()));
  });

  it('a reference search matching several cases picks the one asked for (W2)', async () => {
    const refs = await all(
      civicaAdapter.discover(ctx('w2'), {
        from: addDays(sim.today(), -10),
        to: sim.today(),
        by: ['received'],
      }),
    );
    for (const ref of refs.slice(0, 3)) {
      const r = civicaAdapter.parse(await civicaAdapter.fetch(ctx('w2'), ref), { slug: 'w2' });
      expect(r.reference).toBe(ref.reference);
      expect(r.keyval).toBe(ref.keyval);
      expect(r.documents!.length).toBeGreaterThan(0);
    }
  });
});

/** A portal answering from a table of URL -> body (GET and POST alike). */
function stub(answers: Record<string, string>): PageClient {
  const page = (url: string): FetchedPage => {
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    const text = key ? answers[key] : 'not found';
    return {
      url,
      finalUrl: url,
      status: key ? 200 : 404,
      headers: {},
      body: Buffer.from(text),
      text,
      fetchedAt: new Date().toISOString(),
    };
  };
  return { get: async (u) => page(u), post: async (u) => page(u), postJson: async (u) => page(u) };
}

const LANDING = '<html><script>Civica.APIUrl = "/api";</script><body></body></html>';
const action = async (answers: Record<string, string>) => {
  try {
    await all(
      civicaAdapter.discover(
        {
          council: { slug: 's', platform: 'civica', baseUrl: 'https://p.example/search' },
          client: stub(answers),
          logger: quiet,
        },
        { from: '2026-01-01', to: '2026-01-14', by: ['received'] },
      ),
    );
    return 'none';
  } catch (err) {
    return isScraperError(err) ? err.action : String(err);
  }
};

describe('Civica error classes', () => {
  it('no results is no applications; a gate backs off; a fault served with 200 retries; a changed API fails the council', async () => {
    const api = 'https://p.example/api/keyobject/pagedsearch';
    expect(
      await action({ 'https://p.example/search': LANDING, [api]: '{"KeyObjects":[],"TotalRows":0}' }),
    ).toBe('none');
    expect(
      await action({
        'https://p.example/search':
          '<html><body><h1>Disclaimer</h1><p>Please read the disclaimer.</p><form><input type="submit" value="I Agree"></form></body></html>',
      }),
    ).toBe('back-off');
    expect(
      await action({
        'https://p.example/search': LANDING,
        [api]: '{"Message":"An error has occurred.","LogRef":"7"}',
      }),
    ).toBe('retry');
    expect(await action({ 'https://p.example/search': LANDING, [api]: '{"Results":[],"Count":0}' })).toBe(
      'fail-council',
    );
    expect(await action({ 'https://p.example/search': '<html><body>Welcome</body></html>' })).toBe(
      'fail-council',
    );
  });
});
