// The conformance suite of register adapters: every adapter registered in scrapers/registers/index.ts
// runs the same tests, for each register it reads, on the simulator's profile of it and on the real
// files and pages it declares. Adding an adapter to the registry adds it here with no test code.
//   - discover the council's register on the simulator, fetch and parse: every record the simulator
//     published, once, with the raw register record's shape and its provenance;
//   - every declared real file or page recognised by parsePage, and left alone by the other adapters;
//   - the error classes: a block page is a back-off, a changed layout fails the register (its
//     records kept), an empty register is no records (not an error), a vanished file is not empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawDate } from '../../scrapers/contract.js';
import { isScraperError } from '../../scrapers/kit/errors.js';
import type {
  RawRegisterRecord,
  RegisterAdapter,
  RegisterContext,
  RegisterName,
  RegisterRead,
} from '../../scrapers/registers/contract.js';
import { registerAdapters } from '../../scrapers/registers/index.js';
import { SimpleClient } from '../../sim/client.js';
import { registerProfiles } from '../../sim/profiles.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { fixtureFiles, hasFixtures } from '../helpers/fixtures.js';
import { savedPage } from '../helpers/portal-pages.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const RECORDS = 40;

// The registers each adapter's simulator profile publishes (an adapter may read more than the
// simulator serves yet: those are covered by its real files).
const simulated = (a: RegisterAdapter): readonly RegisterName[] =>
  registerProfiles[a.adapter]?.(0).registers ?? [];

const registered = Object.values(registerAdapters);
const cases = registered.flatMap((a) =>
  simulated(a).map((register) => [`${a.adapter} ${register}`, a, register] as const),
);

let sim: Simulator;
const slugOf = (a: RegisterAdapter, register: string, variant = 'ok') =>
  `conf-${a.adapter}-${register}-${variant}`;

function ctx(slug: string, register: RegisterName): RegisterContext {
  return {
    council: sim.councilConfig(slug),
    register: sim.registerConfig(slug, register),
    client: new SimpleClient(),
    logger: quiet,
  };
}

/** One whole read of a council's register: discover, fetch and parse each source. */
async function read(a: RegisterAdapter, slug: string, register: RegisterName): Promise<RegisterRead[]> {
  const c = ctx(slug, register);
  const out: RegisterRead[] = [];
  for await (const source of a.discover(c)) {
    expect(source.council_slug).toBe(slug);
    expect(source.register).toBe(register);
    out.push(a.parse(await a.fetch(c, source), source));
  }
  return out;
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
    return null;
  } catch (err) {
    return err;
  }
}

function expectRawRegisterRecord(r: RawRegisterRecord, a: RegisterAdapter, register: string): void {
  expect(r.adapter).toBe(a.adapter);
  expect(r.register).toBe(register);
  expect(r.key).toMatch(/\S/);
  expect(r.record_type).toMatch(/\S/);
  for (const v of Object.values(r.fields))
    expect(v === null || (typeof v === 'string' && v !== '')).toBe(true);
  for (const d of Object.values(r.dates) as (RawDate | null)[])
    expect(d === null || (ISO.test(d.date) && ['day', 'week', 'month', 'year'].includes(d.precision))).toBe(
      true,
    );
  expect(r.source.url).toMatch(/^https?:\/\//);
  expect(r.source.layout).toMatch(/\S/);
  expect(r.source.kind === 'page' || (typeof r.source.row === 'number' && r.source.row > 0)).toBe(true);
}

beforeAll(async () => {
  sim = await startSimulator({
    seed: 11,
    councils: cases.flatMap(([, a, register]) =>
      (
        [
          ['ok', {}],
          ['blocked', { blockPage: true }],
          ['changed', { changedLayout: true }],
          ['empty', { emptyRegister: true }],
        ] as const
      ).map(([variant, faults]) => ({
        slug: slugOf(a, register, variant),
        applications: 30,
        registers: { [register]: { adapter: a.adapter, records: RECORDS } },
        faults,
      })),
    ),
  });
});
afterAll(async () => {
  await sim?.close();
});

describe.each(cases)('register adapter %s', (_name, a, register) => {
  it('reads every record the simulator published, once, with its provenance', async () => {
    const reads = await read(a, slugOf(a, register), register);
    const records = reads.flatMap((r) => r.records);
    expect(reads.flatMap((r) => r.rejected)).toEqual([]);
    expect(records).toHaveLength(RECORDS);
    expect(new Set(records.map((r) => r.key)).size).toBe(RECORDS);
    for (const r of records) {
      expectRawRegisterRecord(r, a, register);
      expect(r.council_slug).toBe(slugOf(a, register));
      expect(r.source.url).toBe(sim.registerConfig(slugOf(a, register), register).url);
    }
  });

  it('reads an empty register as no records, not as an error', async () => {
    const reads = await read(a, slugOf(a, register, 'empty'), register);
    expect(reads.flatMap((r) => r.records)).toEqual([]);
    expect(reads.flatMap((r) => r.rejected)).toEqual([]);
  });

  it('takes a block page for a back-off', async () => {
    const err = await failure(read(a, slugOf(a, register, 'blocked'), register));
    expect(isScraperError(err) && err.action, String(err)).toBe('back-off');
  });

  it('takes a changed layout for a failed register, not for an empty one', async () => {
    const err = await failure(read(a, slugOf(a, register, 'changed'), register));
    expect(isScraperError(err) && err.action, String(err)).toBe('fail-council');
  });

  it('takes a register that is no longer published for a failed register, not for an empty one', async () => {
    const slug = slugOf(a, register);
    const c = ctx(slug, register);
    const gone = { ...c, register: { ...c.register, url: `${c.register.url}.gone` } };
    const err = await failure(
      (async () => {
        for await (const source of a.discover(gone)) await a.fetch(gone, source);
      })(),
    );
    expect(isScraperError(err) && err.action, String(err)).toBe('fail-council');
  });
});

describe.each(registered.map((a) => [a.adapter, a] as const))(
  'register adapter %s on real files',
  (_n, a) => {
    it('has a simulator profile', () => {
      expect(registerProfiles[a.adapter]).toBeTypeOf('function');
      expect(simulated(a).length).toBeGreaterThan(0);
    });

    it.runIf(hasFixtures)('recognises every real file or page it declares', () => {
      const files = (a.samples ?? []).flatMap(fixtureFiles);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const parsed = a.parsePage!(savedPage(file));
        expect(parsed, file).not.toBeNull();
        expect(parsed!.platform, file).toBe(a.adapter);
        expect(parsed!.kind, file).not.toBe('unknown');
      }
    });

    it.runIf(hasFixtures)("leaves every other adapter's real files alone", () => {
      const others = registered
        .filter((b) => b !== a)
        .flatMap((b) => (b.samples ?? []).flatMap(fixtureFiles));
      for (const file of others) expect(a.parsePage?.(savedPage(file)) ?? null, file).toBeNull();
    });
  },
);
