// CSV cells and lines (api/plugins/csv.ts): formula-leading text escaped, RFC 4180 quoting, numbers
// and booleans as they are, nested, JSON and category columns flattened from the record of spec 2.2.
import { describe, expect, it } from 'vitest';
import { columnsFor, csvCell, toCsv } from '../../feed/csv.js';

describe('csvCell', () => {
  it('escapes every formula lead and only those', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}SUM(A1)`), JSON.stringify(lead)).toMatch(/^"?'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5 dwellings')).toBe("'-5 dwellings");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('1 High St, Barnet')).toBe('"1 High St, Barnet"');
    expect(csvCell('the "Old" Mill')).toBe('"the ""Old"" Mill"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('numbers and booleans as they are (a negative longitude is not a formula); null empty; objects as JSON', () => {
    expect(csvCell(-0.1276)).toBe('-0.1276');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1, b: 'x,y' })).toBe('"{""a"":1,""b"":""x,y""}"');
  });
});

describe('toCsv', () => {
  it('flattens nested, JSON and category columns; columns follow the fields present', () => {
    const records = [
      {
        id: 'pa_1',
        reference: '26/0001/FUL',
        authority: { slug: 'barnet', name: 'Barnet' },
        categories: [{ slug: 'trees' }, { slug: 'other' }],
        location: { lat: 51.6, lng: -0.2 },
        appeal: { outcome: 'dismissed' },
        date_precision: { received: 'day', decided: null },
      },
      {
        id: 'pa_2',
        reference: '=2',
        authority: 'not an object',
        categories: null,
        location: null,
        appeal: null,
        date_precision: { received: 'month', decided: 'day' },
        agent: 'A, Agent',
      },
    ];
    const cols = columnsFor(records).map((c) => c.name);
    expect(cols).toEqual([
      'id',
      'reference',
      'authority_slug',
      'authority_name',
      'categories',
      'appeal',
      'lat',
      'lng',
      'agent',
      'date_received_precision',
      'date_decided_precision',
    ]);
    expect(toCsv(records).split('\r\n')).toEqual([
      cols.join(','),
      'pa_1,26/0001/FUL,barnet,Barnet,trees;other,"{""outcome"":""dismissed""}",51.6,-0.2,,day,',
      `pa_2,'=2,,,,,,,"A, Agent",month,day`,
      '',
    ]);
  });

  it('an empty page still has the core header', () => {
    expect(toCsv([]).split('\r\n')[0]).toBe(
      'id,reference,authority_slug,authority_name,address,postcode,description,status,stage,date_received,date_decided,lat,lng,source,changed_at,date_received_precision,date_decided_precision',
    );
  });
});
