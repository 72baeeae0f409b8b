// The HMO store step on every real HMO register file (../shared/fixtures/registers/hmo): what a
// person reads in each file stored as spec 2.9 fields, each date with its precision; Sheffield's two
// publications a year apart (the 2025 header change) read both ways, their licences followed across
// the two reads (first_seen, last_seen, removed_at); Oxford's register and its temporary exemptions;
// Newcastle's licensing search results; Fife's workbook; geocoding from the postcode centroid; the
// planning counts at the address; the coverage figures (rows read, geocoded, refused with reasons);
// a read that would empty the register refused; no applicant's name stored anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { hmoCoverage } from '../../core/repositories/hmo/registers.repository.js';
import type { RegisterToRead } from '../../core/repositories/licensing/registers.repository.js';
import { readRegisterFile } from '../../scrapers/registers/register-file/read.js';
import { SuspectHmoReadError } from '../../workers/services/registers/hmo-store.js';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { application, council as _unused } from '../api/seed.js';
import { reparseHmoRegister } from '../../workers/services/registers/reparse.js';
import {
  hmoCouncils,
  hmoSource,
  postcodesIn,
  quietLog,
  readFile,
  savedFile,
  syntheticPostcodes,
} from './harness.js';

void _unused;
const SHEFFIELD_2024 = 'registers/hmo/sheffield/sheffield_hmo_licences_issued_to_2024-09-09.csv';
const SHEFFIELD_2025 = 'registers/hmo/sheffield/sheffield_hmo_licences_issued_to_2025-10-01.csv';
const OXFORD = 'registers/hmo/oxford/oxford_hmo_simplified_register.csv';
const OXFORD_TEN = 'registers/hmo/oxford/oxford_hmo_temporary_exemptions.csv';
const NEWCASTLE = 'registers/hmo/newcastle/newcastle_idox_licensing_hmo_search_results_raw.csv';
const FIFE = 'registers/hmo/fife/fife_st_andrews_hmo_register_by_year_2019-2022.xlsx';

let rt: TestRuntime;
const src: Record<string, RegisterToRead> = {};

type Row = Record<string, unknown>;
const licence = async (councilSlug: string, ref: string): Promise<Row> =>
  (await rt
    .db('hmo_licences as l')
    .join('councils as c', 'c.id', 'l.council_id')
    .where({ 'c.slug': councilSlug, 'l.licence_ref': ref })
    .first('l.*')) as Row;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d);
const day = (d: unknown) =>
  d instanceof Date
    ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    : d;

describeWithFixtures('the HMO store step on the real registers', () => {
  beforeAll(async () => {
    rt = await testRuntime();
    await hmoCouncils(rt.db, [
      { slug: 'sheffield', name: 'Sheffield', nation: 'england', ons_code: 'E08000019' },
      { slug: 'oxford', name: 'Oxford', nation: 'england', ons_code: 'E07000178' },
      { slug: 'oxfordshire', name: 'Oxfordshire', nation: 'england', ons_code: 'E10000025' },
      { slug: 'newcastle-upon-tyne', name: 'Newcastle upon Tyne', nation: 'england', ons_code: 'E08000021' },
      { slug: 'fife', name: 'Fife', nation: 'scotland', ons_code: 'S12000047' },
      { slug: 'leeds', name: 'Leeds', nation: 'england', ons_code: 'E08000035' },
    ]);
    src.sheffield = await hmoSource(rt.db, 'sheffield');
    src.oxford = await hmoSource(rt.db, 'oxford');
    src.oxfordTen = await hmoSource(rt.db, 'oxford', { name: 'exemptions' });
    src.newcastle = await hmoSource(rt.db, 'newcastle-upon-tyne', {
      adapter: 'idox-licensing',
      url: 'https://portal.newcastle.example/online-licensing',
    });
    src.fife = await hmoSource(rt.db, 'fife');
    // SYNTHETIC points for every postcode the registers print (see harness.ts).
    await syntheticPostcodes(
      rt.db,
      [...postcodesIn(readFixtureText(SHEFFIELD_2024)), ...postcodesIn(readFixtureText(SHEFFIELD_2025))],
      { lat: 53.37, lng: -1.5, lad: 'E08000019' },
    );
    await syntheticPostcodes(
      rt.db,
      [...postcodesIn(readFixtureText(OXFORD)), ...postcodesIn(readFixtureText(OXFORD_TEN))],
      { lat: 51.75, lng: -1.25, lad: 'E07000178' },
    );
    await syntheticPostcodes(rt.db, postcodesIn(readFixtureText(NEWCASTLE)), {
      lat: 54.98,
      lng: -1.61,
      lad: 'E08000021',
    });
    const fife = readRegisterFile(savedFile(FIFE), { council_slug: 'fife', url: FIFE, register: 'hmo' });
    await syntheticPostcodes(rt.db, postcodesIn(fife.records.map((r) => r.address ?? '').join('\n')), {
      lat: 56.34,
      lng: -2.8,
      lad: 'S12000047',
    });
    // Planning applications at Sheffield addresses: an HMO change of use at 1 Ivy Grove, an
    // extension at 158 Pomona Street, and one at another house of Ivy Grove (not the same address).
    const sheffield = (await rt.db('councils').where({ slug: 'sheffield' }).first('id')) as { id: number };
    await application(rt.db, {
      council_id: sheffield.id,
      address: '1 Ivy Grove Sheffield S10 1EL',
      postcode: 'S10 1EL',
      description: 'Change of use from dwellinghouse (C3) to 6-bed HMO (sui generis)',
      categories: ['hmo'],
      date_received: '2026-02-02',
    });
    await application(rt.db, {
      council_id: sheffield.id,
      address: '158 Pomona Street, Sheffield, S11 8JL',
      postcode: 'S11 8JL',
      description: 'Single storey rear extension',
      categories: ['householder-extension'],
      date_received: '2025-06-01',
    });
    await application(rt.db, {
      council_id: sheffield.id,
      address: '3 Ivy Grove Sheffield S10 1EL',
      postcode: 'S10 1EL',
      description: 'Change of use to HMO',
      categories: ['hmo'],
      date_received: '2026-03-01',
    });
  });

  describe("Sheffield's register, 2024 then 2025 (the header changed between them)", () => {
    it('reads the 2024 publication: every licence, its address, postcode, occupants and dates, geocoded', async () => {
      const r = await readFile(rt.db, src.sheffield, SHEFFIELD_2024, '2024-09-10');
      expect(r).toMatchObject({
        status: 'succeeded',
        layout: 'sheffield-hmo-2024',
        records: 1745,
        rejected: 0,
        created: 1745,
        duplicates: 0,
        geocoded: 1745,
        geocoded_postcode: 1745,
        removed: 0,
      });
      const l = await licence('sheffield', '4475');
      expect(l).toMatchObject({
        licence_key: 'sheffield/main/licence/4475',
        record_type: 'licence',
        licence_type: 'hmo_other',
        status: 'licensed',
        status_raw: null,
        address: '1, Ivy Grove',
        postcode: 'S10 1EL',
        postcode_district: 'S10',
        lad_code: 'E08000019',
        geo_source: 'postcode',
        geo_precision: 'centroid',
        max_occupants: 5,
        licence_start_precision: 'day',
        licence_expiry_precision: 'day',
        licence_term_months: 60,
        coverage: 'full',
        removed_at: null,
      });
      expect(day(l.licence_start)).toBe('2019-09-10');
      expect(day(l.licence_expiry)).toBe('2024-09-09');
      expect(iso(l.first_seen_at)).toBe('2024-09-10T12:00:00.000Z');
      expect(iso(l.last_seen_at)).toBe('2024-09-10T12:00:00.000Z');
      expect(typeof l.lat).toBe('number');
    });

    it('reads the 2025 publication with its blank headers: flat, number and street, never the number as the address', async () => {
      const r = await readFile(rt.db, src.sheffield, SHEFFIELD_2025, '2025-10-02');
      expect(r).toMatchObject({
        status: 'succeeded',
        layout: 'sheffield-hmo-2025',
        records: 1106,
        rejected: 0,
      });
      const l = await licence('sheffield', '6272');
      expect(l).toMatchObject({
        address: 'Flat 1b, 1, Abbeydale Road',
        postcode: 'S7 1FA',
        max_occupants: 7,
        address_key: 'FLAT 1B 1 ABBEYDALE RD',
        building_key: '1 ABBEYDALE RD',
      });
      expect(day(l.licence_start)).toBe('2023-11-17');
      expect(day(l.licence_expiry)).toBe('2028-06-20');
      // No 2025 licence has a bare number for its address (the "Full Address" column is the number).
      const bare = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .whereRaw("address ~ '^[0-9]+[a-z]?$'")
        .count<{ count: string }[]>('* as count');
      expect(Number(bare[0].count)).toBe(0);
    });

    it('follows each licence across the two reads: first seen, last seen, removed', async () => {
      const reads = await rt.db('hmo_reads').where({ council_register_id: src.sheffield.id }).orderBy('id');
      expect(reads.map((x) => x.status)).toEqual(['succeeded', 'succeeded']);
      const second = reads[1];
      // Licences on both lists, new ones, and 2024's licences no longer listed (most had expired).
      expect(second.created + second.changed + second.unchanged).toBe(1106 - second.duplicates);
      expect(second.removed).toBeGreaterThan(0);
      const kept = await licence('sheffield', '6272');
      expect(iso(kept.last_seen_at)).toBe('2025-10-02T12:00:00.000Z');
      const gone = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .whereNotNull('removed_at')
        .first();
      expect(iso(gone.removed_at)).toBe('2025-10-02T12:00:00.000Z');
      expect(iso(gone.last_seen_at)).toBe('2024-09-10T12:00:00.000Z');
      expect(iso(gone.first_seen_at)).toBe('2024-09-10T12:00:00.000Z');
      const both = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .whereRaw('first_seen_at < last_seen_at')
        .count<{ count: string }[]>('* as count');
      expect(Number(both[0].count)).toBe(second.changed + second.unchanged);
      // Nothing is deleted: every licence either list held is stored.
      const all = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .count<{ count: string }[]>('* as count');
      expect(Number(all[0].count)).toBe(1745 + second.created);
    });

    it('counts the planning applications at the same address, and those that are HMO proposals', async () => {
      const ivy = await licence('sheffield', '4475');
      expect(ivy).toMatchObject({ planning_applications: 1, planning_hmo_use: 1 });
      expect(day(ivy.planning_latest_date)).toBe('2026-02-02');
      const pomona = await licence('sheffield', '4467');
      expect(pomona).toMatchObject({ planning_applications: 1, planning_hmo_use: 0 });
      const other = await licence('sheffield', '4472');
      expect(other).toMatchObject({
        planning_applications: 0,
        planning_hmo_use: 0,
        planning_latest_date: null,
      });
    });

    it('refuses a read that would empty the register: nothing written, the read failed', async () => {
      const before = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .whereNull('removed_at')
        .count<{ count: string }[]>('* as count');
      const empty = savedFile(SHEFFIELD_2025);
      empty.body = Buffer.from(`${empty.text.split('\n')[0]}\n`);
      empty.text = empty.body.toString();
      const { readHmoFromPages } = await import('../../workers/services/registers/hmo-read.js');
      const { quietLog } = await import('./harness.js');
      await expect(
        readHmoFromPages(rt.db, src.sheffield, [empty], {
          log: quietLog,
          observedAt: new Date('2025-10-03T12:00:00Z'),
        }),
      ).rejects.toBeInstanceOf(SuspectHmoReadError);
      const after = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.sheffield.id })
        .whereNull('removed_at')
        .count<{ count: string }[]>('* as count');
      expect(after[0].count).toBe(before[0].count);
      const last = await rt
        .db('hmo_reads')
        .where({ council_register_id: src.sheffield.id })
        .orderBy('id', 'desc')
        .first();
      expect(last).toMatchObject({ status: 'failed' });
      expect(last.error).toMatch(/lists no records/);
    });
  });

  describe("Oxford's register and its temporary exemption notices", () => {
    it('reads the register: the scheme from the case number, the refused row with its reason', async () => {
      const r = await readFile(rt.db, src.oxford, OXFORD, '2025-11-01');
      expect(r).toMatchObject({ layout: 'oxford-hmo-register', records: 1999, rejected: 1, created: 1999 });
      expect(r.rejected_rows).toEqual([{ row: 1726, reason: "Licence Commenced '…' is not a date" }]);
      expect(await licence('oxford', '16/01202/HMOADS')).toMatchObject({
        licence_type: 'additional',
        address: '18 Abbey Road Oxford Oxfordshire OX2 0AE',
        postcode: 'OX2 0AE',
        max_occupants: 4,
        units: null,
        geo_precision: 'centroid',
      });
      const adl = await licence('oxford', '16/03634/HMOADL');
      expect(adl).toMatchObject({ licence_type: 'additional', max_occupants: 3, units: 3 });
      const types = await rt
        .db('hmo_licences')
        .where({ council_register_id: src.oxford.id })
        .select('licence_type')
        .count<{ licence_type: string; count: string }[]>('* as count')
        .groupBy('licence_type')
        .orderBy('licence_type');
      expect(types.map((t) => [t.licence_type, Number(t.count)])).toEqual([
        ['additional', 1553],
        ['mandatory', 446],
      ]);
    });

    it('reads the temporary exemptions as exemptions, not licences', async () => {
      const r = await readFile(rt.db, src.oxfordTen, OXFORD_TEN, '2025-11-01');
      expect(r).toMatchObject({ layout: 'oxford-hmo-temporary-exemptions', records: 16, rejected: 0 });
      const ten = await licence('oxford', '17/02621/HMOTXN');
      expect(ten).toMatchObject({
        record_type: 'temporary_exemption',
        licence_type: 'temporary_exemption',
        status: 'exempt',
        address: '41 Argyle Street Oxford Oxfordshire OX4 1ST',
        licence_term_months: 3,
      });
      expect(day(ten.licence_start)).toBe('2017-06-27');
      expect(day(ten.licence_expiry)).toBe('2017-09-27');
    });

    it('a reparse from the raw store corrects what an earlier reading got wrong: corrections, not changes', async () => {
      // As an earlier version of the code might have stored it: the occupants misread, the address cut.
      const before = await licence('oxford', '17/02621/HMOTXN');
      await rt
        .db('hmo_licences')
        .where({ id: before.id })
        .update({ max_occupants: 99, address: '41 Argyle Street', content_hash: 'an-older-reading' });
      const source = (await rt.db('council_registers').where({ id: src.oxfordTen.id }).first()) as Row;
      const r = await reparseHmoRegister(rt.db, src.oxfordTen, quietLog);
      expect(r).toMatchObject({
        status: 'succeeded',
        records: 16,
        corrected: 1,
        unchanged: 15,
        created: 0,
        changed: 0,
        removed: 0,
      });
      const after = await licence('oxford', '17/02621/HMOTXN');
      expect(after).toMatchObject({
        address: '41 Argyle Street Oxford Oxfordshire OX4 1ST',
        max_occupants: before.max_occupants,
        content_hash: before.content_hash,
      });
      expect(after.corrected_at).not.toBeNull();
      // Not a change of the register: changed_at, first and last seen stay; no licence added or removed.
      expect(iso(after.changed_at)).toBe(iso(before.changed_at));
      expect(iso(after.last_seen_at)).toBe(iso(before.last_seen_at));
      expect(iso(after.first_seen_at)).toBe(iso(before.first_seen_at));
      expect(await rt.db('hmo_reads').where({ id: r.readId }).first('kind', 'corrected', 'status')).toEqual({
        kind: 'reparse',
        corrected: 1,
        status: 'succeeded',
      });
      // Nor a read of the register: the source's health and last read stay as they were.
      const sourceAfter = (await rt.db('council_registers').where({ id: src.oxfordTen.id }).first()) as Row;
      expect(sourceAfter.last_read_id).toBe(source.last_read_id);
      expect(iso(sourceAfter.last_success_at)).toBe(iso(source.last_success_at));
      // Again: nothing left to correct.
      expect(await reparseHmoRegister(rt.db, src.oxfordTen, quietLog)).toMatchObject({
        corrected: 0,
        unchanged: 16,
      });
    });
  });

  it("reads Newcastle's licensing search results: each licence once, renewal and variation told from the reference, a partial view", async () => {
    const r = await readFile(rt.db, src.newcastle, NEWCASTLE, '2025-11-01');
    expect(r).toMatchObject({
      layout: 'idox-licensing-results-text',
      records: 100,
      rejected: 401,
      created: 100,
    });
    expect(await licence('newcastle-upon-tyne', '20/06276/HMOREN')).toMatchObject({
      status: 'licensed',
      status_raw: 'Current Licence',
      application_type: 'renewal',
      licence_type: 'hmo_other',
      address: '51 Queens Road Jesmond Newcastle upon Tyne Tyne And Wear NE2 2PR',
      postcode: 'NE2 2PR',
      coverage: 'grey',
      licence_start: null,
      licence_expiry: null,
    });
    expect(await licence('newcastle-upon-tyne', '19/08752/HMOL')).toMatchObject({
      address: 'Flat 16 Kielder House 55 - 59 Osborne Road Newcastle upon Tyne NE2 2AS',
      application_type: null,
    });
  });

  it("reads Fife's workbook: one sheet a year, the licence status and decision code, St Andrews addresses", async () => {
    const r = await readFile(rt.db, src.fife, FIFE, '2025-11-01');
    // Five addresses are printed on two sheets with the same application date but their line breaks
    // in other places: one licence each (duplicates).
    expect(r).toMatchObject({
      layout: 'fife-hmo-register-by-year',
      records: 875,
      rejected: 20,
      created: 870,
      duplicates: 5,
    });
    const statuses = await rt
      .db('hmo_licences')
      .where({ council_register_id: src.fife.id })
      .select('status')
      .count<{ status: string; count: string }[]>('* as count')
      .groupBy('status')
      .orderBy('status');
    expect(Object.fromEntries(statuses.map((s) => [s.status, Number(s.count)]))).toEqual({
      expired: 253,
      licensed: 598,
      superseded: 9,
      surrendered: 10,
    });
    const first = await rt
      .db('hmo_licences')
      .where({ council_register_id: src.fife.id })
      .where('address', 'Flat 1 Hepburn Hall 74 Hepburn Gardens St Andrews Fife KY16 9DG')
      .first();
    expect(first).toMatchObject({
      licence_type: 'mandatory',
      status: 'expired',
      status_raw: 'Licence Expired | XXWITH',
      ward: 'NW19',
      max_occupants: 4,
      coverage: 'grey',
    });
    expect(day(first.application_date)).toBe('2017-06-30');
    // The converter's line breaks within an address cell read as spaces (the adapter's clean()).
    const murrays = await rt
      .db('hmo_licences')
      .where({ council_register_id: src.fife.id })
      .where('address', 'like', '6 Murrays Bridge%')
      .first('address');
    expect(murrays.address).toBe('6 Murrays Bridge Bridge Street St Andrews Fife KY16 8AA');
  });

  it('stores no applicant named by any register, in any column', async () => {
    const rows = await rt.db.raw(`SELECT row_to_json(l)::text AS t FROM hmo_licences l`);
    const text = rows.rows.map((x: { t: string }) => x.t).join('\n');
    for (const name of [
      'Lang-Bissell',
      'Patrick Burns',
      'Margaret Marshall',
      'Mike Russell',
      'Student Cribs',
    ])
      expect(text).not.toContain(name);
  });

  it('gives the coverage of every council, shown or not, with the reason', async () => {
    const rows = await hmoCoverage(rt.db, '2025-11-01');
    const by = Object.fromEntries(rows.map((r) => [r.council, r]));
    // County councils are not housing authorities: not listed.
    expect(by.oxfordshire).toBeUndefined();
    expect(by.leeds).toMatchObject({
      shown: false,
      coverage: null,
      reason: 'not yet included',
      active_licences: null,
      districts: ['E08000035'],
    });
    expect(by.oxford).toMatchObject({
      shown: true,
      coverage: 'full',
      reason: null,
      districts: ['E07000178'],
    });
    expect(by.fife).toMatchObject({ shown: true, coverage: 'grey' });
    expect(by['newcastle-upon-tyne']).toMatchObject({ shown: true, coverage: 'grey', active_licences: 100 });
    // Oxford's licences ran to 2018-2023: all past their expiry on 2025-11-01.
    expect(by.oxford.active_licences).toBe(0);
    expect(by.sheffield.active_licences).toBeGreaterThan(900);
  });
});
