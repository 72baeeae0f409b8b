// Spreadsheets read as register files, on Fife's HMO workbook in ../shared/fixtures/registers/hmo:
// every year's sheet read in one layout, headers with non-breaking spaces recognised, date cells
// as dates, line breaks in addresses read as a person reads them, and the rows the workbook holds
// twice with different values refused.
import { expect, it } from 'vitest';
import { describeWithFixtures, readFixture } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { registerFileAdapter } from './adapter.js';
import { readRegisterFile } from './read.js';
import { readWorkbook } from './xlsx.js';

const FIFE = 'registers/hmo/fife/fife_st_andrews_hmo_register_by_year_2019-2022.xlsx';
const day = (date: string) => ({ date, precision: 'day' });

describeWithFixtures("Fife's HMO register workbook", () => {
  it('reads the sheets in workbook order, cells as text, dates as ISO dates', () => {
    const sheets = readWorkbook(readFixture(FIFE));
    expect(sheets.map((s) => [s.name, s.rows.length])).toEqual([
      ['2019', 304],
      ['2020', 172],
      ['2021', 167],
      ['2022', 256],
    ]);
    // The headers carry non-breaking spaces, as the workbook has them.
    expect(sheets[0].rows[0][0]).toBe('App\u00a0Ref\u00a0Number');
    expect(sheets[0].rows[2]).toEqual([
      '',
      'Mr Patrick Burns',
      'W5R18',
      '6 Murrays Bridge Bridge Street\r\nSt Andrews Fife\r\nKY16 8AA',
      'Licence Expired',
      '2018-07-24',
      '2019-07-17',
      '2022-07-18',
      '4',
      'GRANT',
    ]);
  });

  it('reads every year as HMO licences, keyed by address and application date', () => {
    const r = readRegisterFile(savedPage(FIFE), { council_slug: 'fife', url: FIFE, register: 'hmo' });
    expect(r.layout).toBe('fife-hmo-register-by-year');
    expect(r.records).toHaveLength(875);
    const burns = r.records.find((x) => x.roles.applicant === 'Mr Patrick Burns')!;
    expect(burns).toMatchObject({
      key: '6 Murrays Bridge Bridge Street St Andrews Fife KY16 8AA | 2018-07-24',
      record_type: 'licence',
      council_slug: 'fife',
      address: '6 Murrays Bridge Bridge Street St Andrews Fife KY16 8AA',
      roles: { ward: 'W5R18', status: 'Licence Expired | GRANT', occupants: '4' },
      dates: { received: day('2018-07-24'), issued: day('2019-07-17'), expires: day('2022-07-18') },
      source: { format: 'xlsx', sheet: '2019', row: 2, layout: 'fife-hmo-register-by-year' },
    });
    expect(new Set(r.records.map((x) => x.source.sheet))).toEqual(new Set(['2019', '2020', '2021', '2022']));
    // Ten flats are listed twice with different values (a status, two spellings of the
    // university): both rows of each refused.
    expect(r.rejected).toHaveLength(20);
    expect(r.rejected[0].reason).toBe(
      "HMO Address 'Flat 2 Haig House David Russell Apartments Buchanan Gardens St Andrews Fife | 2018-11-05' is on row 6 of sheet '2019', row 201 of sheet '2019' with different License Status: the register contradicts itself",
    );
  });

  it('is recognised by parsePage', () => {
    expect(registerFileAdapter.parsePage!(savedPage(FIFE))).toMatchObject({
      platform: 'register-file',
      kind: 'fife-hmo-register-by-year',
    });
  });
});

it('refuses bytes that are a ZIP but no workbook', () => {
  // An empty ZIP archive: end-of-central-directory record only.
  const zip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  expect(() => readWorkbook(zip)).toThrow(/not a spreadsheet/);
});
