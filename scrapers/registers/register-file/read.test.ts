// Published HMO register files read by their header rows, on the real files in
// ../shared/fixtures/registers/hmo: the values a person reads in each file, Sheffield's header
// change read correctly both ways, and a row whose date is impossible refused with its reason.
import { expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { FILE_LAYOUTS } from './layouts.js';
import { isRegisterFile, readRegisterFile, streamRegisterFile } from './read.js';

const read = (file: string) =>
  readRegisterFile(savedPage(`registers/hmo/${file}`), { council_slug: 'x', url: file, register: 'hmo' });

describeWithFixtures('published HMO register files', () => {
  it("reads Oxford's register: case number, address, occupants and licence dates", () => {
    const r = read('oxford/oxford_hmo_simplified_register.csv');
    expect(r.layout).toBe('oxford-hmo-register');
    expect(r.records).toHaveLength(1999);
    const first = r.records[0];
    expect(first.key).toBe('16/01202/HMOADS');
    expect(first.record_type).toBe('licence');
    expect(first.address).toBe('18 Abbey Road Oxford Oxfordshire OX2 0AE');
    expect(first.fields['Total Number Occupants']).toBe('4');
    expect(first.fields['Total Number Units']).toBeNull();
    expect(first.dates).toEqual({
      commenced: { date: '2016-05-13', precision: 'day' },
      expires: { date: '2021-01-24', precision: 'day' },
    });
    expect(first.source).toMatchObject({
      kind: 'file',
      format: 'csv',
      row: 1,
      layout: 'oxford-hmo-register',
    });
  });

  it('refuses a row whose date is impossible, with the reason, and reads the rest', () => {
    const r = read('oxford/oxford_hmo_simplified_register.csv');
    expect(r.rejected).toEqual([
      {
        url: 'https://register.example/registers/hmo/oxford/oxford_hmo_simplified_register.csv',
        row: 1726,
        reason: "Licence Commenced '02/03/3017' is not a date",
        text: '18/00110/HMOADS | Flat 1 Juxon House Juxon Street Oxford Oxfordshire OX2 6DR | 3 |  | 02/03/3017 | 24/01/2021',
      },
    ]);
    expect(r.records.some((x) => x.key === '18/00110/HMOADS')).toBe(false);
  });

  it("reads Oxford's temporary exemption notices as exemptions, not licences", () => {
    const r = read('oxford/oxford_hmo_temporary_exemptions.csv');
    expect(r.layout).toBe('oxford-hmo-temporary-exemptions');
    expect(r.records).toHaveLength(16);
    expect(r.records[0]).toMatchObject({
      key: '17/02621/HMOTXN',
      record_type: 'temporary-exemption',
      address: '41 Argyle Street Oxford Oxfordshire OX4 1ST',
      dates: {
        commenced: { date: '2017-06-27', precision: 'day' },
        expires: { date: '2017-09-27', precision: 'day' },
      },
    });
  });

  it("reads Sheffield's 2024 publication: three address columns, day-month-name dates", () => {
    const r = read('sheffield/sheffield_hmo_licences_issued_to_2024-09-09.csv');
    expect(r.layout).toBe('sheffield-hmo-2024');
    expect(r.records).toHaveLength(1745);
    expect(r.rejected).toEqual([]);
    expect(r.records[0]).toMatchObject({
      key: '4475',
      address: '1, Ivy Grove',
      postcode: 'S10 1EL',
      fields: { 'Permitted Occupants': '5', 'Licence Issue Date': '10-Sep-19' },
      dates: {
        issued: { date: '2019-09-10', precision: 'day' },
        expires: { date: '2024-09-09', precision: 'day' },
      },
    });
  });

  it("reads Sheffield's 2025 publication, whose header left the flat and street columns unnamed", () => {
    const r = read('sheffield/sheffield_hmo_licences_issued_to_2025-10-01.csv');
    expect(r.layout).toBe('sheffield-hmo-2025');
    expect(r.records).toHaveLength(1106);
    expect(r.rejected).toEqual([]);
    expect(r.records[0]).toMatchObject({
      key: '6272',
      address: 'Flat 1b, 1, Abbeydale Road',
      postcode: 'S7 1FA',
      fields: {
        'column 1': 'Flat 1b',
        'Full Address': '1',
        'column 3': 'Abbeydale Road',
        'Permitted Occupants': '7',
      },
      dates: {
        issued: { date: '2023-11-17', precision: 'day' },
        expires: { date: '2028-06-20', precision: 'day' },
      },
    });
  });

  it('refuses a file of another register rather than misreading it', () => {
    const page = savedPage('registers/hmo/oxford/oxford_hmo_simplified_register.csv');
    expect(() => readRegisterFile(page, { council_slug: 'x', url: 'f', register: 'licensing' })).toThrow(
      LayoutChangedError,
    );
  });
});

it('every layout reads only columns its own header names', () => {
  for (const l of FILE_LAYOUTS) {
    const used = [
      l.key,
      ...(l.address ?? []),
      ...(l.postcode ? [l.postcode] : []),
      ...Object.values(l.dates),
      ...Object.values(l.roles ?? {}).flatMap((c) => (typeof c === 'string' ? [c] : [...(c ?? [])])),
    ];
    for (const c of used) expect([...l.headers, ...(l.optional ?? [])], `${l.name}: ${c}`).toContain(c);
    expect(new Set(FILE_LAYOUTS.map((x) => x.name)).size).toBe(FILE_LAYOUTS.length);
  }
});

/** A streamed read's records, every batch in order, and its refusals. */
async function streamed(page: ReturnType<typeof savedPage>) {
  const s = await streamRegisterFile(page, { council_slug: 'x', url: 'f', register: null });
  const records = [];
  for await (const b of s.batches) records.push(...b);
  return { layout: s.layout, records, rejected: s.rejected };
}

describeWithFixtures('a register file read as a stream', () => {
  const files = fixtureFiles('registers')
    .filter((f) => /\.csv$/i.test(f))
    .filter((f) => isRegisterFile(savedPage(f)));
  it('finds the CSV register files among the fixtures', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  // csv.ts reads these (the first pass), rows.ts's RowReader the records from its rows.
  it.each(files)('reads %s as the whole-file read does', async (file) => {
    const page = savedPage(file);
    const whole = readRegisterFile(page, { council_slug: 'x', url: 'f', register: null });
    expect(await streamed(page)).toEqual({
      layout: whole.layout,
      records: whole.records,
      rejected: whole.rejected,
    });
  });

  it("reads a file outside csv.ts's grammar through csv-parse, as the whole-file read does", async () => {
    // A closing quote followed by more text: csv-parse's relaxed reading, which csv.ts leaves to it.
    const base = savedPage('registers/hmo/oxford/oxford_hmo_simplified_register.csv');
    const lines = base.text.split(/\r?\n/);
    lines[1] = lines[1].replace(/^([^,]*),([^,]*),/, '$1,"$2" (annexe),');
    const text = lines.join('\r\n');
    const page = { ...base, text, body: Buffer.from(text) };
    const whole = readRegisterFile(page, { council_slug: 'x', url: 'f', register: null });
    expect(whole.records[0].address).toMatch(/\(annexe\)$/);
    expect(await streamed(page)).toEqual({
      layout: whole.layout,
      records: whole.records,
      rejected: whole.rejected,
    });
  });
});
