// The simulator's pages read by the real Idox adapter give exactly the records the simulator
// generated; its clock moves statuses on; its faults come out as the right error classes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterContext, DateWindow, DiscoveredRef } from '../scrapers/contract.js';
import { BlockedError, LayoutChangedError, TransientError } from '../scrapers/kit/errors.js';
import { idoxAdapter } from '../scrapers/platforms/idox/adapter.js';
import { addDays } from '../core/calendar.js';
import { SimpleClient } from './client.js';
import { startSimulator, type Simulator } from './server.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let sim: Simulator;

function ctx(slug: string, options: Record<string, unknown> = {}): AdapterContext {
  return {
    council: { slug, platform: 'idox', baseUrl: sim.portalUrl(slug), options },
    client: new SimpleClient(),
    logger: quiet,
  };
}

async function discover(c: AdapterContext, window: DateWindow): Promise<DiscoveredRef[]> {
  const out: DiscoveredRef[] = [];
  for await (const r of idoxAdapter.discover(c, window)) out.push(r);
  return out;
}

/** What the simulator shows in a window: received, validated or decided in it, up to today. */
function expectedKeys(slug: string, from: string, to: string): string[] {
  const start = sim.today();
  const d = (iso: string) => Math.round((Date.parse(iso) - Date.parse(start)) / 86_400_000) + sim.day();
  const [f, t] = [d(from), d(to)];
  return sim
    .visible(slug)
    .filter((a) =>
      [a.receivedDay, a.validatedDay, a.decisionDay].some((x) => x <= sim.day() && x >= f && x <= t),
    )
    .map((a) => a.keyval)
    .sort();
}

beforeAll(async () => {
  sim = await startSimulator({
    seed: 42,
    councils: [
      { slug: 'sim-latin', applications: 300, charset: 'ISO-8859-1', tooManyLimit: 40 },
      { slug: 'sim-utf', applications: 120 },
      { slug: 'sim-faulty', applications: 50 },
    ],
  });
});
afterAll(async () => {
  await sim.close();
});

describe('simulator read by the Idox adapter', () => {
  it('is deterministic from the seed', async () => {
    const again = await startSimulator({ seed: 42, councils: [{ slug: 'sim-utf', applications: 120 }] });
    try {
      expect(again.council('sim-utf').applications.map((a) => [a.keyval, a.reference, a.outcome])).toEqual(
        sim.council('sim-utf').applications.map((a) => [a.keyval, a.reference, a.outcome]),
      );
    } finally {
      await again.close();
    }
  });

  it('nightly window: discovers every application, splitting windows with too many results', async () => {
    sim.setDay(0);
    const to = sim.today();
    const from = addDays(to, -14);
    const refs = await discover(ctx('sim-latin'), { from, to });
    expect(refs.map((r) => r.keyval).sort()).toEqual(expectedKeys('sim-latin', from, to));
    expect(refs.length).toBeGreaterThan(40);
  });

  it('fetch and parse give exactly the generated records (ISO-8859-1 council)', async () => {
    sim.setDay(0);
    const c = ctx('sim-latin');
    const to = sim.today();
    const refs = await discover(c, { from: addDays(to, -20), to, by: ['received'] });
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs.slice(0, 25)) {
      const pages = await idoxAdapter.fetch(c, ref);
      const { fetched_at, ...record } = idoxAdapter.parse(pages, c.council);
      expect(fetched_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(record).toEqual(sim.expected('sim-latin', ref.keyval!));
    }
  });

  it('a later day shows changed statuses and decisions, parsed exactly', async () => {
    sim.setDay(0);
    const c = ctx('sim-utf');
    const to = sim.today();
    const refs = await discover(c, { from: addDays(to, -30), to, by: ['received'] });
    const before = new Map<string, string | null>();
    for (const ref of refs)
      before.set(ref.keyval!, idoxAdapter.parse(await idoxAdapter.fetch(c, ref), c.council).status);
    sim.setDay(25);
    let changed = 0;
    for (const ref of refs) {
      const r = idoxAdapter.parse(await idoxAdapter.fetch(c, ref), c.council);
      const { fetched_at: _f, ...record } = r;
      expect(record).toEqual(sim.expected('sim-utf', ref.keyval!));
      if (r.status !== before.get(ref.keyval!)) changed++;
    }
    expect(changed).toBeGreaterThan(0);
    sim.setDay(0);
  });

  it('weekly-list mode finds the applications validated in those weeks', async () => {
    sim.setDay(0);
    const to = sim.today();
    const from = addDays(to, -7);
    const refs = await discover(ctx('sim-utf', { mode: 'weekly' }), { from, to, by: ['validated'] });
    expect(refs.every((r) => r.found_by === 'weekly-list')).toBe(true);
    const keys = new Set(refs.map((r) => r.keyval));
    for (const a of sim.visible('sim-utf')) {
      if (a.validatedDay <= 0 && a.validatedDay >= -7) expect(keys.has(a.keyval)).toBe(true);
    }
  });

  it('keeps session cookie and _csrf: a POST without the token is refused', async () => {
    const client = new SimpleClient();
    await client.get(`${sim.portalUrl('sim-utf')}/search.do?action=advanced`);
    const res = await client.post(`${sim.portalUrl('sim-utf')}/advancedSearchResults.do?action=firstPage`, {
      'date(applicationReceivedStart)': '01/01/2025',
    });
    expect(res.status).toBe(403);
  });
});

describe('simulator faults as error classes', () => {
  const window = () => ({ from: addDays(sim.today(), -3), to: sim.today(), by: ['received' as const] });

  it('a block page served with 200 is a back-off', async () => {
    sim.setFaults('sim-faulty', { blockPage: true });
    await expect(discover(ctx('sim-faulty'), window())).rejects.toBeInstanceOf(BlockedError);
  });

  it('429 carries its Retry-After', async () => {
    sim.setFaults('sim-faulty', { throttleRate: 1, retryAfterSeconds: 90 });
    const err = await discover(ctx('sim-faulty'), window()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlockedError);
    expect((err as BlockedError).retryAfterSeconds).toBe(90);
  });

  it('500s are transient', async () => {
    sim.setFaults('sim-faulty', { error500Rate: 1 });
    await expect(discover(ctx('sim-faulty'), window())).rejects.toBeInstanceOf(TransientError);
  });

  it('a changed layout fails the council', async () => {
    sim.setFaults('sim-faulty', { changedLayout: true });
    await expect(
      discover(ctx('sim-faulty'), { from: addDays(sim.today(), -30), to: sim.today() }),
    ).rejects.toBeInstanceOf(LayoutChangedError);
  });

  it('slow answers still parse; stats count requests and concurrency', async () => {
    sim.setFaults('sim-faulty', { slowMs: 30 });
    sim.resetStats();
    const refs = await discover(ctx('sim-faulty'), { from: addDays(sim.today(), -30), to: sim.today() });
    expect(refs.length).toBeGreaterThan(0);
    expect(sim.stats.requests['/sim-faulty/online-applications/search.do']).toBe(3);
    expect(sim.stats.maxConcurrent['sim-faulty']).toBe(1);
    sim.setFaults('sim-faulty', {});
  });
});
