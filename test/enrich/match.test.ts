// The pure parts of the ownership joins: tolerant address comparison (match.ts), land descriptions
// (land.ts, spec 2.6 `via: description`) and registered lease terms (lease-term.ts).
import { describe, expect, it } from 'vitest';
import { buildingOf, parseAddress, pricePaidAddress, sameProperty } from '../../enrich/join/match.js';
import { anchorWord, parseLand, sameAnchor, townFits } from '../../enrich/join/land.js';
import { excludedLease, parseLeaseTerm } from '../../enrich/join/lease-term.js';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';

const same = (a: string, b: string) => sameProperty(parseAddress(a), parseAddress(b));

describe('tolerant address matching', () => {
  it('parses unit, number, qualifier and street', () => {
    expect(parseAddress('Flat 2, 20 Example Road, London (N2 0AA)')).toEqual({
      unit: '2',
      number: '20',
      name: null,
      qualified: false,
      street: 'EXAMPLE RD',
    });
    expect(parseAddress('Garage 3, 20 Example Road')).toEqual({
      unit: null,
      number: '20',
      name: 'GARAGE 3',
      qualified: true,
      street: 'EXAMPLE RD',
    });
    expect(parseAddress('Ground Floor Flat, 20 Example Road')?.unit).toBe('GROUND FLOOR');
    expect(parseAddress('14-16 Example Park Road')).toMatchObject({
      number: '14-16',
      street: 'EXAMPLE PARK RD',
    });
  });

  it('tolerates prefixes, case, punctuation, abbreviations and a building name', () => {
    const flat = 'Flat 2, 20 Example Road, London N2 0AA';
    for (const other of [
      '2, 20 Example Rd',
      'FLAT 2 20 EXAMPLE ROAD',
      'Apartment 2, 20 Example Road.',
      'Apt. 2 20 example road, London',
      'Flat 2, Example House, 20 Example Road',
    ])
      expect([other, same(flat, other)]).toEqual([other, true]);
    expect(same("14 St. John's Rd", '14 Saint Johns Road')).toBe(true);
    expect(same('20a Example Road', '20 A Example Road')).toBe(true);
    expect(same('3 The Broadway, London', '3 Broadway')).toBe(true);
    expect(same('Rose Cottage, Church Lane', pricePaidAddress('', 'ROSE COTTAGE', 'CHURCH LANE'))).toBe(true);
    expect(
      same('Development Site At 445 To 451 Romford Road', 'Development site at 445-451 Romford Rd'),
    ).toBe(true);
    expect(same('Al-Salam Mosque, 153 Boulevard, Hull', '153 Boulevard, Kingston upon Hull')).toBe(true);
    expect(same('Land adj. to 14 Example Road', 'Land adjoining 14 Example Road')).toBe(true);
    expect(same('Land to the rear of 14 Example Road', 'Land rear of 14 Example Rd')).toBe(true);
    expect(same('Land to the rear of 14 Example Road', 'Land adjoining 14 Example Road')).toBe(false);
    expect(same('Flat 2, 20 Example Road', pricePaidAddress('FLAT 2', '20', 'EXAMPLE ROAD'))).toBe(true);
  });

  it('never matches a different number, unit, street or a qualified part of the property', () => {
    expect(same('20 Example Road', '22 Example Road')).toBe(false);
    expect(same('20 Example Road', '20A Example Road')).toBe(false);
    expect(same('20 Example Road', '20-22 Example Road')).toBe(false);
    expect(same('Flat 2, 20 Example Road', 'Flat 12, 20 Example Road')).toBe(false);
    expect(same('Flat 2, 20 Example Road', '20 Example Road')).toBe(false);
    expect(same('20 Example Road', '20 Example Avenue')).toBe(false);
    expect(same('Land adjoining 14 Example Road', '14 Example Road')).toBe(false);
    expect(same('Garage 3, 20 Example Road', '20 Example Road')).toBe(false);
    expect(same('The rooftop of 20 Example Road', '20 Example Road')).toBe(false);
    expect(same('Rose Cottage, Church Lane', 'Ivy Cottage, Church Lane')).toBe(false);
  });

  it('the building of a flat is the address without its unit', () => {
    const b = buildingOf(parseAddress('Flat 2, 20 Example Road'));
    expect(sameProperty(b, parseAddress('20 Example Rd, London'))).toBe(true);
    expect(buildingOf(parseAddress('20 Example Road'))).toBeNull();
  });
});

describe('land descriptions', () => {
  it('reads the relation, the anchor and the town', () => {
    expect(parseLand('Land on the north side of Example Road, London')).toEqual({
      relation: 'north',
      anchor: { unit: null, number: null, name: null, qualified: false, street: 'EXAMPLE RD' },
      town: 'LONDON',
    });
    expect(parseLand('Land lying to the south-west of Example Lane, Leeds')?.relation).toBe('south west');
    expect(parseLand('Land at rear of Whitehead Street, Bolton')).toMatchObject({
      relation: 'rear',
      anchor: { street: 'WHITEHEAD ST' },
    });
    const d = parseLand('Erection of 9 dwellings on land to the rear of 14 Example Road, London', true);
    expect(d).toMatchObject({ relation: 'rear', anchor: { number: '14', street: 'EXAMPLE RD' } });
    expect(parseLand('Land at Manor Farm, Little Snoring, Norfolk')).toMatchObject({
      relation: 'at',
      anchor: { name: 'MANOR FARM', street: null },
      town: 'LITTLE SNORING',
    });
  });

  it('is not land when the text describes a property, or land only inside a longer text', () => {
    expect(parseLand('14 Example Road, London')).toBeNull();
    expect(parseLand('Erection of 9 dwellings on land to the rear of 14 Example Road')).toBeNull();
    expect(parseLand('Single storey rear extension', true)).toBeNull();
  });

  it('anchors agree only on every part; the town must be in the application words', () => {
    const t = parseLand('Land to the rear of 14 Example Road, London')!;
    expect(sameAnchor(t.anchor, parseLand('Land rear of 14 Example Rd')!.anchor)).toBe(true);
    expect(sameAnchor(t.anchor, parseLand('Land rear of 16 Example Road')!.anchor)).toBe(false);
    expect(townFits(t, 'Land to the rear of 14 Example Road, East Finchley, London N2')).toBe(true);
    expect(townFits(t, 'Land to the rear of 14 Example Road, Leeds')).toBe(false);
  });

  it('narrows the titles by the longest plain word of the anchor, as the register spells it', () => {
    expect(anchorWord(parseLand("Land north of St John's Road, London")!.anchor)).toBe('JOHNS');
    expect(anchorWord(parseLand('Land at Manor Farm, Little Snoring')!.anchor)).toBe('MANOR');
    expect(anchorWord(parseLand('Land off The Grove')!.anchor)).toBeNull();
  });
});

describe('registered lease terms', () => {
  it('reads the length and the end of the term', () => {
    expect(parseLeaseTerm('125 years from 1 March 2021')).toEqual({ years: 125, ends: '2146-02-28' });
    expect(parseLeaseTerm('999 years (less 10 days) from 24 June 1985')).toEqual({
      years: 999,
      ends: '2984-06-23',
    });
    expect(parseLeaseTerm('21 years from 29.9.1980')).toEqual({ years: 21, ends: '2001-09-28' });
    expect(parseLeaseTerm('From and including 1 June 1990 to and including 31 May 2015')).toEqual({
      years: 25,
      ends: '2015-05-31',
    });
    expect(parseLeaseTerm('5 years')).toEqual({ years: 5, ends: null });
    expect(parseLeaseTerm('')).toEqual({ years: null, ends: null });
  });
});

describeWithFixtures('tolerant matching on the real price-paid sample', () => {
  // The 17 real rows (HM Land Registry, 2021): SAON, PAON and street as published.
  const rows = readFixtureText('open-data/price-paid/ppd-monthly-update-canonical-sample.csv')
    .trim()
    .split('\n')
    .map((l) => l.slice(1, -1).split('","'))
    .map((c) => ({ pc: c[3]!, paon: c[7]!, saon: c[8]!, street: c[9]!, town: c[11]! }));
  const at = (pc: string) => rows.find((r) => r.pc === pc)!;
  const pp = (r: (typeof rows)[number]) => parseAddress(pricePaidAddress(r.saon, r.paon, r.street));

  it('council wording of the same property matches its sale', () => {
    const cases: [string, string][] = [
      ['WD17 4DY', 'Flat 2, Maxwell Court, 8 Schreiber Grange, Watford WD17 4DY'],
      ['BN21 1LF', '14 The Chantry, Upperton Road, Eastbourne'],
      ['M15 4SA', 'Flat A605, 2A Chester Road, Manchester M15 4SA'],
      ['CM8 3NW', 'Quinneys, Maypole Road, Wickham Bishops, Witham'],
      ['DL17 0EY', 'Eden Dale, Chilton, Ferryhill'],
      ['EN4 8DP', '1 Alverstone Avenue, East Barnet, Barnet EN4 8DP'],
      ['W5 3QL', 'Flat 5 32 Gunnersbury Ave, London'],
      ['EN3 7GE', 'Flat 2 Einstein House, 5 Velocity Way, Enfield'],
    ];
    for (const [pc, text] of cases)
      expect([text, sameProperty(parseAddress(text), pp(at(pc)))]).toEqual([text, true]);
  });

  it('another flat, number or name in the same place does not', () => {
    const cases: [string, string][] = [
      ['WD17 4DY', 'Flat 3, Maxwell Court, 8 Schreiber Grange'],
      ['M15 4SA', 'Flat A605, 2 Chester Road'],
      ['W5 3QL', '32 Gunnersbury Avenue, London'],
      ['CM8 3NW', 'Maypole Cottage, Maypole Road'],
      ['EN4 8DP', '11 Alverstone Avenue'],
      ['HU7 0DE', '199A Leads Road, Hull'],
    ];
    for (const [pc, text] of cases)
      expect([text, sameProperty(parseAddress(text), pp(at(pc)))]).toEqual([text, false]);
  });

  it('every real sale matches its own council-style line and no other sale', () => {
    for (const r of rows) {
      const line = [r.saon, r.paon, r.street, r.town].filter(Boolean).join(', ');
      const hits = rows.filter((o) => sameProperty(parseAddress(line), pp(o)));
      expect([line, hits.length, hits[0] === r]).toEqual([line, 1, true]);
    }
  });
});

describe('excluded leases', () => {
  it('a roof, airspace, substation, telecoms site, parking space or garage, never a flat', () => {
    const excluded = (s: string) => excludedLease(parseAddress(s)!);
    for (const s of [
      'Roof Space, 20 Example Road',
      'The rooftop of 20 Example Road',
      'Airspace above 20 Example Road',
      'Electricity Substation adjoining 30 Example Road',
      'Telecommunications Mast Site, Example Road',
      'Parking Space 7, 22 Example Road',
      'Garage 3, 20 Example Road',
    ])
      expect([s, excluded(s)]).toEqual([s, true]);
    for (const s of ['Flat 1, 2 Garage Lane', 'Flat 2 and parking space, 20 Example Road', '20 Example Road'])
      expect([s, excluded(s)]).toEqual([s, false]);
  });
});
