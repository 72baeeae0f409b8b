// The conformance suite of portal platform adapters (STYLE 15): every adapter registered in
// scrapers/platforms/index.ts runs the same tests, on the simulator's profile of its platform and on
// the real saved pages it declares. Adding an adapter to the registry adds it here with no test code.
//   - discover a window on the simulator, fetch and parse: the raw application's shape, and the
//     reference, address and description the simulator served;
//   - every declared real page recognised by parsePage, and left alone by every other adapter;
//   - the error classes: a block page is a back-off, a changed layout fails the council, a window
//     with no applications is no applications (not an error).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar.js';
import {
  DATE_KEYS,
  type AdapterContext,
  type DateWindow,
  type DiscoveredRef,
  type PlatformAdapter,
  type RawApplication,
} from '../../scrapers/contract.js';
import { isScraperError } from '../../scrapers/kit/errors.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { SimpleClient } from '../../sim/client.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { fixtureFiles, hasFixtures } from '../helpers/fixtures.js';
import { savedPage } from '../helpers/portal-pages.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const PRECISIONS = ['day', 'week', 'month', 'year'];
const registered = Object.values(adapters);

let sim: Simulator;

const slugOf = (a: PlatformAdapter, variant = 'ok') => `conf-${a.platform}-${variant}`;

function ctx(slug: string): AdapterContext {
  return { council: sim.councilConfig(slug), client: new SimpleClient(), logger: quiet };
}

async function discover(a: PlatformAdapter, slug: string, window: DateWindow): Promise<DiscoveredRef[]> {
  const out: DiscoveredRef[] = [];
  for await (const r of a.discover(ctx(slug), window)) out.push(r);
  return out;
}

/** The error a promise rejects with, or null. */
async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
    return null;
  } catch (err) {
    return err;
  }
}

function expectRawApplication(r: RawApplication, a: PlatformAdapter, slug: string): void {
  expect(r.platform).toBe(a.platform);
  expect(r.council_slug).toBe(slug);
  expect(r.reference).toMatch(/\S/);
  for (const k of DATE_KEYS) {
    const d = r.dates[k];
    expect(d === null || (ISO.test(d.date) && PRECISIONS.includes(d.precision)), `dates.${k}`).toBe(true);
  }
  expect(Object.keys(r.dates).sort()).toEqual([...DATE_KEYS].sort());
  expect(typeof r.urls.summary === 'string' && /^https?:\/\//.test(r.urls.summary)).toBe(true);
  if (r.documents !== null)
    for (const d of r.documents) {
      expect(typeof d.title).toBe('string');
      expect(d.url === null || /^https?:\/\//.test(d.url)).toBe(true);
    }
  for (const rel of r.related) expect(typeof rel.reference).toBe('string');
  expect(r.extra).toBeTypeOf('object');
  for (const v of Object.values(r.extra)) expect(typeof v).toBe('string');
}

beforeAll(async () => {
  sim = await startSimulator({
    seed: 7,
    councils: registered.flatMap((a) => [
      { slug: slugOf(a), platform: a.platform, applications: 120 },
      { slug: slugOf(a, 'blocked'), platform: a.platform, applications: 20, faults: { blockPage: true } },
      { slug: slugOf(a, 'changed'), platform: a.platform, applications: 20, faults: { changedLayout: true } },
    ]),
  });
});
afterAll(async () => {
  await sim?.close();
});

describe.each(registered.map((a) => [a.platform, a] as const))('platform adapter %s', (_name, a) => {
  const window = (): DateWindow => ({ from: addDays(sim.today(), -14), to: sim.today() });

  it('discovers a window on the simulator, then fetches and parses what the portal shows', async () => {
    const slug = slugOf(a);
    const refs = await discover(a, slug, window());
    expect(refs.length).toBeGreaterThan(0);
    expect(new Set(refs.map((r) => r.reference)).size).toBe(refs.length);
    for (const ref of refs) {
      expect(ref.council_slug).toBe(slug);
      expect(ref.url).toMatch(/^https?:\/\//);
      expect(['search', 'weekly-list', 'single-hit']).toContain(ref.found_by);
    }
    const shown = new Map(sim.visible(slug).map((app) => [app.reference, app]));
    for (const ref of refs.slice(0, 5)) {
      const pages = await a.fetch(ctx(slug), ref);
      expect(pages.length).toBeGreaterThan(0);
      const r = a.parse(pages, { slug });
      expectRawApplication(r, a, slug);
      const app = shown.get(r.reference)!;
      expect(app, `the simulator shows ${r.reference}`).toBeDefined();
      expect(r.reference).toBe(ref.reference);
      expect(r.description).toBe(app.description);
      expect(r.address).toBe(app.property.address);
    }
  });

  it('reads a window with no applications as none, not as an error', async () => {
    const refs = await discover(a, slugOf(a), { from: '1990-01-01', to: '1990-01-14' });
    expect(refs).toEqual([]);
  });

  it('takes a block page for a back-off', async () => {
    const err = await failure(discover(a, slugOf(a, 'blocked'), window()));
    expect(isScraperError(err) && err.action, String(err)).toBe('back-off');
  });

  it('takes a changed layout for a failed council (its data kept), not for no applications', async () => {
    const err = await failure(
      discover(a, slugOf(a, 'changed'), { from: addDays(sim.today(), -30), to: sim.today() }),
    );
    expect(isScraperError(err) && err.action, String(err)).toBe('fail-council');
  });

  it.runIf(hasFixtures && !!a.samples?.length)('recognises every real page it declares', () => {
    const files = (a.samples ?? []).flatMap(fixtureFiles);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const parsed = a.parsePage!(savedPage(file));
      expect(parsed, file).not.toBeNull();
      expect(parsed!.platform, file).toBe(a.platform);
      expect(parsed!.kind, file).not.toBe('unknown');
    }
  });

  it.runIf(hasFixtures)("leaves every other adapter's real pages alone", () => {
    const others = registered.filter((b) => b !== a).flatMap((b) => (b.samples ?? []).flatMap(fixtureFiles));
    for (const file of others) expect(a.parsePage?.(savedPage(file)) ?? null, file).toBeNull();
  });
});

it('every registered platform adapter reads single pages (plandata parse) and declares real pages', () => {
  for (const a of registered) {
    expect(typeof a.parsePage, a.platform).toBe('function');
    expect(a.samples?.length, a.platform).toBeGreaterThan(0);
  }
});
