// The simulator's licensing register, read back by the register-file adapter in each layout the
// simulator publishes it in: every licence on the register that day once (personal licences too:
// the adapter reads them, the store drops them), with its parties (companies and persons, holders,
// additional holders and supervisors), activities and dates as published; the same register in
// every layout, moving day by day in every layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar.js';
import { registerFileAdapter } from '../../scrapers/registers/register-file/adapter.js';
import type { RawRegisterRecord } from '../../scrapers/registers/contract.js';
import { SimpleClient } from '../client.js';
import { startSimulator, type Simulator } from '../server.js';
import { LICENSING_LAYOUTS, simLicensingChanges, simLicensingRecords } from './licensing.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const SEED = 9;
const RECORDS = 24;
const LICENCE_LAYOUTS = LICENSING_LAYOUTS.filter((l) => l !== 'camden-licensing-applications');
const spec = (layout: string) => ({ adapter: 'register-file', records: RECORDS, layout, changeRate: 0.2 });

describe('simulated licensing register files', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({
      seed: SEED,
      councils: LICENSING_LAYOUTS.map((layout) => ({
        slug: `lic-${layout}`,
        applications: 25,
        registers: { licensing: spec(layout) },
      })),
    });
  });
  afterAll(async () => {
    await sim?.close();
  });

  async function read(layout: string): Promise<RawRegisterRecord[]> {
    const slug = `lic-${layout}`;
    const ctx = {
      council: sim.councilConfig(slug),
      register: sim.registerConfig(slug, 'licensing'),
      client: new SimpleClient(),
      logger: quiet,
    };
    const out: RawRegisterRecord[] = [];
    for await (const s of registerFileAdapter.discover(ctx)) {
      const read = await registerFileAdapter.parseAsync!(await registerFileAdapter.fetch(ctx, s), s);
      expect(read.layout).toBe(layout);
      expect(read.rejected).toEqual([]);
      out.push(...read.records);
    }
    return out;
  }
  const startDate = () => addDays(sim.today(), -sim.day());
  /** The register on `day` as the simulator holds it, vanished records left out. */
  const published = (layout: string, day = 0) =>
    simLicensingRecords(SEED, sim.council(`lic-${layout}`), spec(layout), startDate(), day).filter(
      (l) => l.vanishedUntil === null,
    );

  it.each(LICENCE_LAYOUTS)('publishes every licence once in the %s layout', async (layout) => {
    sim.setDay(0);
    const records = await read(layout);
    expect(records.map((r) => r.key).sort()).toEqual(
      published(layout)
        .map((l) => l.key)
        .sort(),
    );
    expect(records.filter((r) => r.key.startsWith('PA/')).length).toBeGreaterThan(0);
  });

  it.each(LICENCE_LAYOUTS)('moves day by day in the %s layout', async (layout) => {
    const day = [1, 2, 3, 4, 5].find((d) =>
      simLicensingChanges(SEED, `lic-${layout}`, spec(layout), d).some((c) => c.kind === 'vanish'),
    )!;
    expect(day).toBeDefined();
    sim.setDay(day);
    try {
      const keys = (await read(layout)).map((r) => r.key).sort();
      expect(keys).toEqual(
        published(layout, day)
          .map((l) => l.key)
          .sort(),
      );
      expect(keys.length).toBeLessThan(RECORDS);
    } finally {
      sim.setDay(0);
    }
  });

  it("Arun's layout names holders, companies and persons, and additional holders", async () => {
    const records = await read('arun-premises-licence-register');
    const l = published('arun-premises-licence-register').find((x) => x.additionalHolder)!;
    expect(records.find((r) => r.key === l.key)).toMatchObject({
      roles: {
        holder: l.holder,
        additional_holder: l.additionalHolder,
        premises_name: l.premises,
        status: l.status,
      },
      dates: { start: { date: l.granted, precision: 'day' } },
    });
    const holders = records.map((r) => r.roles.holder ?? '');
    expect(holders.some((h) => / (Ltd|Limited|PLC)$/.test(h))).toBe(true);
    expect(holders.some((h) => /^(Mr|Mrs|Ms|Miss|Dr) /.test(h))).toBe(true);
  });

  it('the LGA schema gives types, entertainment and yes/no activities', async () => {
    const records = await read('lga-premises-licence-schema');
    const l = published('lga-premises-licence-schema').find(
      (x) => x.lateNight && x.liveMusic && x.type !== 'Personal Licence',
    )!;
    expect(records.find((r) => r.key === l.key)).toMatchObject({
      roles: {
        type: l.type,
        premises_name: l.premises,
        activities: 'Live music|Recorded music | LateNightRefreshment | AlcoholSupply',
        uprn: l.uprn,
      },
      dates: {
        received: { date: l.received, precision: 'day' },
        decided: { date: l.granted, precision: 'day' },
      },
    });
  });

  it('the PDF names holders and supervisors, persons and companies', async () => {
    const records = await read('premises-register-pdf');
    // The PDF prints a typographic apostrophe as a plain one (Latin-1 text).
    const plain = (s: string) => s.replace(/\u2019/g, "'");
    for (const l of published('premises-register-pdf'))
      expect(records.find((r) => r.key === l.key)?.roles, l.key).toMatchObject({
        holder: plain(l.holder),
        ...(l.supervisor ? { supervisor: l.supervisor } : {}),
      });
    const holders = records.map((r) => r.roles.holder ?? '');
    expect(holders.some((h) => / (Ltd|Limited|PLC)$/.test(h))).toBe(true);
    expect(holders.some((h) => /^(Mr|Mrs|Ms|Miss|Dr) /.test(h))).toBe(true);
    expect(records.some((r) => /^(Mr|Mrs|Ms) /.test(r.roles.supervisor ?? ''))).toBe(true);
  });

  it("the simulator's own layout gives activities with their hours, and the supervisor", async () => {
    const records = await read('sim-premises-licences');
    const l = published('sim-premises-licences').find((x) => x.type === 'Premises Licence')!;
    const r = records.find((x) => x.key === l.key)!;
    expect(r.roles).toMatchObject({ holder: l.holder, supervisor: l.supervisor, uprn: l.uprn });
    expect(r.roles.activities).toMatch(/^Sale of alcohol \(on and off\): .*\d\d:\d\d/);
  });

  it("Camden's layout publishes the applications received so far", async () => {
    const records = await read('camden-licensing-applications');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.record_type === 'application' && r.key.startsWith('APP\\SIM\\'))).toBe(
      true,
    );
  });
});
