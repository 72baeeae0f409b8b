// The simulator's licensing register files, read back by the register-file adapter in each layout
// the simulator publishes them in: every licence once, with its synthetic parties (companies and
// persons, holders and supervisors), activities and dates as published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFileAdapter } from '../../scrapers/registers/register-file/adapter.js';
import type { RawRegisterRecord } from '../../scrapers/registers/contract.js';
import { SimpleClient } from '../client.js';
import { startSimulator, type Simulator } from '../server.js';
import { simPremisesLicences } from './register-file.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const LAYOUTS = ['lga-premises-licence-schema', 'arun-premises-licence-register', 'premises-register-pdf'];

describe('simulated licensing register files', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({
      seed: 9,
      councils: LAYOUTS.map((layout) => ({
        slug: `lic-${layout}`,
        applications: 25,
        registers: { licensing: { adapter: 'register-file', records: 24, layout } },
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
  const published = (layout: string) =>
    simPremisesLicences(
      9,
      sim.council(`lic-${layout}`),
      { adapter: 'register-file', records: 24 },
      sim.today(),
    );

  it.each(LAYOUTS)('publishes every licence once in the %s layout', async (layout) => {
    const records = await read(layout);
    expect(records.map((r) => r.key).sort()).toEqual(
      published(layout)
        .map((l) => l.key)
        .sort(),
    );
  });

  it("Arun's layout names holders, companies and persons, and additional holders", async () => {
    const records = await read('arun-premises-licence-register');
    const l = published('arun-premises-licence-register')[4];
    expect(records.find((r) => r.key === l.key)).toMatchObject({
      roles: {
        holder: l.holder,
        additional_holder: l.additionalHolder,
        premises_name: l.premises,
        status: l.status,
      },
      dates: { start: { date: l.start, precision: 'day' } },
    });
    const holders = records.map((r) => r.roles.holder ?? '');
    for (const company of [/ Ltd$/, / PLC$/, / LLP$/])
      expect(holders.some((h) => company.test(h))).toBe(true);
    expect(holders.some((h) => /^M(r|s|rs) Sample Holder \d+$/.test(h))).toBe(true);
    expect(holders.some((h) => /^Sample Holder \d+$/.test(h))).toBe(true);
  });

  it('the LGA schema gives types, entertainment and yes/no activities', async () => {
    const records = await read('lga-premises-licence-schema');
    const l = published('lga-premises-licence-schema').find(
      (x) => x.lateNight && x.alcohol && x.entertainment.length,
    )!;
    expect(records.find((r) => r.key === l.key)).toMatchObject({
      roles: {
        type: l.type,
        premises_name: l.premises,
        activities: `${l.entertainment.join('|')} | LateNightRefreshment | AlcoholSupply`,
        uprn: l.uprn,
      },
      dates: {
        received: { date: l.received, precision: 'day' },
        decided: { date: l.decided, precision: 'day' },
      },
    });
  });

  it('the PDF names supervisors, persons and companies', async () => {
    const records = await read('premises-register-pdf');
    const supervisors = records.map((r) => r.roles.supervisor ?? '');
    expect(supervisors.some((s) => / Ltd$/.test(s))).toBe(true);
    expect(supervisors.some((s) => /^M(r|s) Sample Supervisor \d+$/.test(s))).toBe(true);
  });
});
