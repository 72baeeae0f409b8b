// normaliseAppeal reads a record's columns by key (lower case, single spaces) through a plan made
// once per set of headers (field-plans.ts): the value of a key is the last non-blank one among the
// columns with that key, as when the record was read into one map per row. SYNTHETIC records.
import { describe, expect, it } from 'vitest';
import { appealCaseNumber, normaliseAppeal, type AppealWording } from './index.js';

const record = (fields: Record<string, string | null>, key = '3300001'): AppealWording => ({
  key,
  fields,
  roles: {},
  address: null,
  postcode: null,
  dates: {},
  authority: null,
  source: { kind: 'file', layout: 'pins-casework-database', url: 'https://x.example/c.csv' },
});

describe('normaliseAppeal reads columns by key', () => {
  it('the last non-blank column of a key wins; a blank one falls back to the one before', () => {
    const two = { Procedure: 'Hearing', ' procedure ': 'Inquiry', 'Number of Residences': '12' };
    expect(normaliseAppeal(record(two))).toMatchObject({ procedure: 'Inquiry', residences: 12 });
    const blank = { Procedure: 'Hearing', ' procedure ': null, 'Number of Residences': '12' };
    expect(normaliseAppeal(record(blank))).toMatchObject({ procedure: 'Hearing', residences: 12 });
  });

  it('records of different headers, one after another, each read by their own', () => {
    const a = { 'Case Number': '3300001', 'Site Green Belt': 'Yes', 'Link Status': 'Lead' };
    const b = { Reference: 'APP/X1234/W/25/3300002', 'site green belt': 'No' };
    for (let i = 0; i < 3; i++) {
      expect(normaliseAppeal(record(a))).toMatchObject({ green_belt: true, link_status: 'Lead' });
      expect(normaliseAppeal(record(b, 'APP/X1234/W/25/3300002'))).toMatchObject({
        case_number: '3300002',
        appeal_reference: 'APP/X1234/W/25/3300002',
        green_belt: false,
        link_status: null,
      });
    }
  });

  it('the case number: an appeal reference its last seven digits, else the key', () => {
    expect(appealCaseNumber(' APP/U2750/W/25/3360163 ')).toBe('3360163');
    expect(appealCaseNumber('3360163')).toBe('3360163');
    expect(appealCaseNumber('IOM-17')).toBe('IOM-17');
  });
});
