// HMO normalisation on every status, decision and type wording of the real HMO registers
// (../shared/fixtures/registers/hmo), each listed with its reading so new wording fails until
// someone looks at it; the day's licence_status rule; the layout hints name real layouts.
import { describe, expect, it } from 'vitest';
import { FILE_LAYOUTS } from '../../../scrapers/registers/register-file/layouts.js';
import { HMO_LAYOUT_HINTS, hmoStatusOn, licenceTypeOf, applicationTypeOf, statusOf } from './index.js';
import { parseHmoDate } from './dates.js';
import { intOf } from './fields.js';
import { tidyAddress } from './index.js';

describe('the status wording of the real HMO registers', () => {
  // Fife: "License Status | Decision" as the adapter joins them; Newcastle: the results' Status.
  const READINGS: [string | null, string][] = [
    ['Licence Expired | XXWITH', 'expired'],
    ['Licence Expired | GRANT', 'expired'],
    ['Licence Expired | CON', 'expired'],
    ['CON', 'licensed'],
    ['GRANT', 'licensed'],
    ['Licence Issued | CON', 'licensed'],
    ['Licence Issued | GRANT', 'licensed'],
    ['Licence Issued | XXWITH', 'licensed'],
    ['Licence Issued | DEEM', 'licensed'],
    ['Licence Superseded | CON', 'superseded'],
    ['Licence Superseded | GRANT', 'superseded'],
    ['Licence Surrendered | GRANT', 'surrendered'],
    ['Licence Surrendered | CON', 'surrendered'],
    ['Current Licence', 'licensed'],
    // The simulator's Idox licensing module and wording registers commonly use.
    ['Granted', 'licensed'],
    ['Revoked', 'revoked'],
    ['Application Received', 'applied'],
    ['Under Consideration', 'applied'],
    ['Refused', 'refused'],
    ['Withdrawn', 'withdrawn'],
    ['Final Decision', 'unknown'],
  ];
  it.each(READINGS)('%s -> %s', (wording, reading) => {
    expect(statusOf(wording, 'licence')).toBe(reading);
  });

  it('leaves a register with no status column to its layout (null), and a blank decision to the next cell', () => {
    expect(statusOf(null, 'licence')).toBeNull();
    expect(statusOf(' | CON', 'licence')).toBe('licensed');
    expect(statusOf(null, 'temporary_exemption')).toBe('exempt');
  });
});

describe('licence type and application type', () => {
  it.each([
    ['16/01202/HMOADS', null, 'england', 'additional'],
    ['16/03634/HMOADL', null, 'england', 'additional'],
    ['17/01141/HMOLIC', null, 'england', 'mandatory'],
    ['4475', null, 'england', 'hmo_other'],
    ['20/06276/HMOREN', null, 'england', 'hmo_other'],
    ['x | 2017-06-30', null, 'scotland', 'mandatory'],
    ['21/00001/HMOL', 'Houses in Multiple Occupation | Mandatory HMO Licence', 'england', 'mandatory'],
    ['21/00002/HMO', 'Additional HMO Licence', 'england', 'additional'],
  ] as const)('%s (%s, %s) -> %s', (key, wording, nation, type) => {
    expect(licenceTypeOf({ recordType: 'licence', key, wording, nation })).toBe(type);
  });

  it('reads the application type from the wording, else the reference', () => {
    expect(applicationTypeOf('20/06276/HMOREN', null)).toBe('renewal');
    expect(applicationTypeOf('19/08752/HMOVAR', null)).toBe('variation');
    expect(applicationTypeOf('19/08752/HMOL', null)).toBeNull();
    expect(applicationTypeOf('17/02621/HMOTXN', null)).toBeNull();
    expect(applicationTypeOf('1', 'HMO Licence Renewal')).toBe('renewal');
  });
});

describe('licence_status for a day (spec 3.2)', () => {
  it('past expiry is expired whatever the register says; revoked stays revoked', () => {
    expect(hmoStatusOn('licensed', '2024-09-09', '2024-09-10')).toBe('expired');
    expect(hmoStatusOn('licensed', '2024-09-10', '2024-09-10')).toBe('licensed');
    expect(hmoStatusOn('licensed', null, '2030-01-01')).toBe('licensed');
    expect(hmoStatusOn('exempt', '2017-09-27', '2025-01-01')).toBe('expired');
    expect(hmoStatusOn('applied', '2017-09-27', '2025-01-01')).toBe('expired');
    expect(hmoStatusOn('revoked', '2030-01-01', '2025-01-01')).toBe('revoked');
    expect(hmoStatusOn('revoked', '2020-01-01', '2025-01-01')).toBe('revoked');
    expect(hmoStatusOn('surrendered', '2020-01-01', '2025-01-01')).toBe('surrendered');
  });
});

describe('dates, counts and addresses as registers write them', () => {
  it.each([
    ['2019-09-10', { date: '2019-09-10', precision: 'day' }],
    ['10/09/2019', { date: '2019-09-10', precision: 'day' }],
    ['10-Sep-19', { date: '2019-09-10', precision: 'day' }],
    ['10 September 2019', { date: '2019-09-10', precision: 'day' }],
    ['Sep 2019', { date: '2019-09-01', precision: 'month' }],
    ['2019', { date: '2019-01-01', precision: 'year' }],
    ['31/02/2019', null],
    ['soon', null],
  ] as const)('%s', (s, d) => {
    expect(parseHmoDate(s)).toEqual(d);
  });

  it('reads whole counts only', () => {
    expect(intOf('5')).toBe(5);
    expect(intOf('5.0')).toBe(5);
    expect(intOf('6 persons')).toBe(6);
    expect(intOf('5-6')).toBeNull();
    expect(intOf('')).toBeNull();
  });

  it("reads a converter's line breaks as commas", () => {
    expect(tidyAddress('6 Murrays Bridge Bridge Street\r\nSt Andrews Fife\r\nKY16 8AA')).toBe(
      '6 Murrays Bridge Bridge Street, St Andrews Fife, KY16 8AA',
    );
    expect(tidyAddress('Flat 1_x000D_\nNansen Block')).toBe('Flat 1, Nansen Block');
    expect(tidyAddress('                                , 1, Ivy Grove')).toBe('1, Ivy Grove');
  });
});

it('every layout hint names an HMO layout the adapters read', () => {
  const layouts = new Set([
    ...FILE_LAYOUTS.filter((l) => l.register === 'hmo').map((l) => l.name),
    'idox-licensing-results-text',
  ]);
  for (const name of Object.keys(HMO_LAYOUT_HINTS)) expect(layouts, name).toContain(name);
});
