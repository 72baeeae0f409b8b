// The Idox Public Access licensing adapter on the simulator's licensing module (SYNTHETIC pages in
// the shapes sim/registers/idox-licensing.ts infers) and on Newcastle's real results list, saved
// as scraped text (registers/hmo/newcastle): what a person reads on a licence's tabs, both
// registers the module serves, the search split where it answers "Too many results found", the
// results list's repeated lines refused, and a planning portal's pages left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { SimpleClient } from '../../../sim/client.js';
import { simIdoxLicences, TOO_MANY } from '../../../sim/registers/idox-licensing.js';
import { startSimulator, type Simulator } from '../../../sim/server.js';
import type { FetchedPage } from '../../contract.js';
import type { RawRegisterRecord, RegisterContext, RegisterName, RegisterRead } from '../contract.js';
import { idoxLicensingAdapter as adapter } from './adapter.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const day = (date: string) => ({ date, precision: 'day' as const });

describe('the Idox licensing adapter on the simulated licensing module', () => {
  let sim: Simulator;
  const slug = 'lic-borough';
  const spec = { adapter: 'idox-licensing', records: 60 };
  beforeAll(async () => {
    sim = await startSimulator({
      seed: 3,
      councils: [{ slug, applications: 40, registers: { licensing: spec, hmo: { ...spec, records: 12 } } }],
    });
  });
  afterAll(async () => {
    await sim?.close();
  });

  const ctx = (register: RegisterName): RegisterContext => ({
    council: sim.councilConfig(slug),
    register: sim.registerConfig(slug, register),
    client: new SimpleClient(),
    logger: quiet,
  });
  async function read(register: RegisterName): Promise<{ reads: RegisterRead[]; pages: FetchedPage[][] }> {
    const c = ctx(register);
    const reads: RegisterRead[] = [];
    const pages: FetchedPage[][] = [];
    for await (const source of adapter.discover(c)) {
      const p = await adapter.fetch(c, source);
      pages.push(p);
      reads.push(adapter.parse(p, source));
    }
    return { reads, pages };
  }
  /** The first licence's pages, as the first read fetched them. */
  let licencePages: FetchedPage[] = [];
  const published = (register: RegisterName, records: number) =>
    simIdoxLicences(3, sim.council(slug), register, { ...spec, records }, sim.today());

  it('reads every licence of the licensing register from its tabs: parties, activities and hours, dates', async () => {
    const { reads, pages } = await read('licensing');
    licencePages = pages[0];
    const records = reads.flatMap((r) => r.records);
    expect(reads.flatMap((r) => r.rejected)).toEqual([]);
    const expected = published('licensing', 60);
    expect(records.map((r) => r.key).sort()).toEqual(expected.map((l) => l.reference).sort());
    // 12 licences a category: none over the module's limit of TOO_MANY, so one search each.
    expect(TOO_MANY).toBeGreaterThan(12);
    const pub = expected.find((l) => l.category === 'Premises' && l.hearing !== null && l.supervisor)!;
    const r = records.find((x) => x.key === pub.reference)!;
    expect(r).toMatchObject<Partial<RawRegisterRecord>>({
      register: 'licensing',
      adapter: 'idox-licensing',
      council_slug: slug,
      record_type: 'licence',
      address: pub.address,
      roles: {
        type: 'Premises',
        subtype: 'Premises Licence',
        status: pub.status,
        applicant: pub.applicant,
        holder: pub.holder,
        supervisor: pub.supervisor!,
        premises_name: pub.tradingName,
        ward: pub.ward,
        activities: [...new Set(pub.activities.map((a) => a[0]))].join(' | '),
        hours: pub.activities.map(([a, d, t]) => `${a}: ${d} ${t}`).join(' | '),
        record_url: `${sim.registerConfig(slug, 'licensing').url}/licencingDetails.do?activeTab=summary&keyVal=${pub.keyval}`,
      },
      dates: {
        received: day(pub.received),
        last_representation: day(pub.lastRepresentation),
        hearing: day(pub.hearing!),
        decided: day(pub.decided),
        granted: day(pub.issued),
        expires: null,
      },
    });
    expect(r.fields).toMatchObject({
      Reference: pub.reference,
      'Case Officer': pub.caseOfficer,
      Decision: 'Grant Licence',
    });
    expect(r.source).toMatchObject({
      url: sim.registerConfig(slug, 'licensing').url,
      kind: 'page',
      format: 'html',
      row: null,
    });
    expect(r.source.pages).toHaveLength(3);
    // Companies and persons hold licences; supervisors are both too.
    expect(records.some((x) => / (Ltd|PLC|LLP)$/.test(x.roles.holder ?? ''))).toBe(true);
    expect(records.some((x) => /^M(r|rs|s) Sample Holder/.test(x.roles.holder ?? ''))).toBe(true);
    expect(records.some((x) => / Ltd$/.test(x.roles.supervisor ?? ''))).toBe(true);
    expect(records.some((x) => /^Ms Sample Supervisor/.test(x.roles.supervisor ?? ''))).toBe(true);
  });

  it('reads the HMO register from the same module: HMO licences only, occupants and expiry', async () => {
    const { reads } = await read('hmo');
    const records = reads.flatMap((r) => r.records);
    const expected = published('hmo', 12);
    expect(records.map((r) => r.key).sort()).toEqual(expected.map((l) => l.reference).sort());
    expect(records.every((r) => r.register === 'hmo')).toBe(true);
    const pub = expected[0];
    expect(records.find((x) => x.key === pub.reference)).toMatchObject({
      roles: {
        type: 'Houses in Multiple Occupation',
        subtype: pub.type,
        occupants: String(pub.occupants),
        units: String(pub.households),
      },
      dates: { granted: day(pub.issued), expires: day(pub.expires!) },
    });
  });

  it('refuses a licence whose date cell is no date, with the reason', () => {
    const broken = licencePages.map((p, i) =>
      i === 0
        ? { ...p, text: p.text.replace(/(Issue Date\n<\/th>\n<td>\n)[^<]*/, '$1To be confirmed\n') }
        : p,
    );
    const r = adapter.parse(broken, {
      council_slug: slug,
      register: 'licensing',
      url: '',
      kind: 'page',
      title: null,
      published: null,
    });
    expect(r.records).toEqual([]);
    expect(r.rejected).toEqual([
      expect.objectContaining({ row: null, reason: "Issue Date 'To be confirmed' is not a date" }),
    ]);
  });

  it('recognises its own pages on their own', () => {
    expect(adapter.parsePage!(licencePages[0])).toMatchObject({
      platform: 'idox-licensing',
      kind: 'summary',
    });
    expect(adapter.parsePage!(licencePages[1])).toMatchObject({ kind: 'details' });
    expect(adapter.parsePage!(licencePages[2])).toMatchObject({ kind: 'dates' });
  });

  it('splits a search the module answers with "Too many results found"', async () => {
    await sim.close();
    sim = await startSimulator({
      seed: 3,
      councils: [{ slug, applications: 40, registers: { licensing: { ...spec, records: 200 } } }],
    });
    sim.resetStats();
    const { reads } = await read('licensing');
    const records = reads.flatMap((r) => r.records);
    expect(records).toHaveLength(200);
    expect(new Set(records.map((r) => r.key)).size).toBe(200);
    // 40 licences a category over TOO_MANY: more searches than categories.
    const searches = sim.stats.requests[`/${slug}/online-licensing/advancedSearchResults.do`];
    expect(searches).toBeGreaterThan(5);
  });
});

describeWithFixtures("Newcastle's licensing search results (HMO licences), saved as scraped text", () => {
  const FILE = 'registers/hmo/newcastle/newcastle_idox_licensing_hmo_search_results_raw.csv';

  it('reads each result line once: reference, status, applicant and address; the repeats and a line with no reference refused', () => {
    const parsed = adapter.parsePage!(savedPage(FILE));
    expect(parsed).toMatchObject({ platform: 'idox-licensing', kind: 'results-text' });
    const read = parsed!.data as RegisterRead;
    expect(read.layout).toBe('idox-licensing-results-text');
    // The scraper saved its 100 results five times over, and a stray line at the end.
    expect(read.records).toHaveLength(100);
    expect(read.records[0]).toMatchObject({
      register: 'hmo',
      record_type: 'licence',
      key: '20/06276/HMOREN',
      address: '51 Queens Road Jesmond Newcastle upon Tyne Tyne And Wear NE2 2PR',
      roles: { status: 'Current Licence', applicant: 'Mrs Margaret Marshall' },
      fields: { 'Ref. No': '20/06276/HMOREN', Status: 'Current Licence' },
      source: { format: 'csv', row: 1 },
    });
    expect(read.records.find((r) => r.key === '19/08752/HMOL')).toMatchObject({
      roles: { applicant: 'Student Cribs Limited' },
      address: 'Flat 16 Kielder House 55 - 59 Osborne Road Newcastle upon Tyne NE2 2AS',
    });
    expect(new Set(read.records.map((r) => r.key.replace(/^\d\d\/\d{5}\//, '')))).toEqual(
      new Set(['HMOREN', 'HMOL', 'HMOVAR']),
    );
    expect(read.rejected).toHaveLength(401);
    expect(read.rejected[0]).toMatchObject({ row: 101, reason: 'a repeat of row 1' });
    expect(read.rejected.at(-1)).toMatchObject({ row: 501, reason: 'a result line with no Ref. No' });
  });

  it("leaves the planning portal's saved Idox pages alone", () => {
    for (const file of fixtureFiles('portals/idox').filter((f) => f.endsWith('.html')))
      expect(adapter.parsePage!(savedPage(file)), file).toBeNull();
  });
});
