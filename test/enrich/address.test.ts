// Address keys (enrich/join/address.ts). The one-pass addressKey replaced a chain of regular
// expressions; it was checked against the old one on 420,000 real, test and generated strings (no
// difference) and these answers are the old implementation's, kept so that they stay the same.
import { describe, expect, it } from 'vitest';
import { addressKey, normalisePostcode, partsKey } from '../../enrich/join/address.js';

describe('address keys', () => {
  it('gives the same keys as the regular-expression implementation it replaced', () => {
    const cases: [string, string | null][] = [
      ['Flat 2, 20 Example Road, London (N2 0AA)', 'FLAT 2 20 EXAMPLE RD'],
      ['12 - 14 High Street', '12-14 HIGH ST'],
      ['1 - 2 - 3 Mill Lane', '1-2 - 3 MILL LN'],
      ['2--3 Park Road', '2--3 PARK'],
      ['Rose Cottage, Church Lane, Little Snoring', 'ROSE COTTAGE CHURCH LN'],
      ['Rose Cottage, Old Farm, Little Snoring, Norfolk', 'ROSE COTTAGE OLD FARM'],
      ["St. John's Court, 3 Saint Mary's Road", 'ST JOHN S CT'],
      ['Apartment 4 & 5, The Maltings, 1 Mill Lane', 'FLAT 4 AND 5 THE MALTINGS 1 MILL LN'],
      ['Straße 5 Hauptstraße', 'STRASSE 5 HAUPTSTRASSE'],
      ['ıvy house, ſt albans road', 'IVY HOUSE ST ALBANS RD'],
      ['14\u00a0Example\tRoad', '14 EXAMPLE RD'],
      ['Unit 3-5, 10\u201312 Station Rd', 'UNIT 3-5 10 12 STATION RD'],
      [', Road', 'RD'],
      ['ROAD', 'RD'],
      ['1, ROAD', '1 RD'],
      ['FLAT 2 20 EXAMPLE ROAD LONDON NW3 6ES', 'FLAT 2 20 EXAMPLE RD'],
      ['ROAD N20AA HILL', 'RD HILL'],
      [',,,', null],
      ['  ', null],
      ['', null],
      ['Land adjoining 14 Example Road', 'LAND ADJOINING 14 EXAMPLE RD'],
      ['The Old Rectory', 'THE OLD RECTORY'],
    ];
    for (const [s, key] of cases) expect([s, addressKey(s)]).toEqual([s, key]);
    expect(addressKey(null)).toBeNull();
  });

  it('keys price-paid parts (SAON, PAON, street) like the joined address', () => {
    expect(partsKey('FLAT 2', '20', 'EXAMPLE ROAD')).toBe('FLAT 2 20 EXAMPLE RD');
    expect(partsKey('', 'ROSE COTTAGE', 'CHURCH LANE')).toBe('ROSE COTTAGE CHURCH LN');
    expect(partsKey('  ', '14', '')).toBe('14');
    expect(partsKey(null, undefined, 'HIGH STREET')).toBe('HIGH ST');
    expect(partsKey('', '', '')).toBeNull();
  });

  it('normalises postcodes', () => {
    expect(normalisePostcode('n2 0aa')).toBe('N20AA');
    expect(normalisePostcode('Flat 2, London (NW3 6ES)')).toBe('NW36ES');
    expect(normalisePostcode('no postcode')).toBeNull();
  });
});
