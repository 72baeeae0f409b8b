import { describe, expect, it } from 'vitest';
import { premisesKey } from './address.js';

describe('premisesKey (related_planning address match)', () => {
  it('reads the same premises as the same key, whatever the wording', () => {
    const same = [
      ['1 Ballards Lane, London N3 1AA', '1 BALLARDS LN LONDON N3 1AA'],
      ['12-14 High St, Hove', '12-14 High Street, Hove, BN3 1AA'],
      ['Ground Floor, 5 Church Road', '5 Church Rd'],
      ['The Red Lion, Church Lane, Ashby', 'Red Lion Public House, Church Lane'],
      ["St Mary's Hall, 3 Mill Rd", 'St Marys Hall 3 Mill Road'],
    ];
    for (const [a, b] of same) expect(premisesKey(a), `${a} / ${b}`).toBe(premisesKey(b));
  });

  it('keeps other premises apart', () => {
    const other = [
      ['12 High Street', '14 High Street'],
      ['12 High Street', 'Flat 2, 12 High Street'],
      ['Unit 4, 10 Market Place', 'Unit 5, 10 Market Place'],
      ['1 Ballards Lane', '1 Ballards Road'],
      ['12 High Street', '12A High Street'],
    ];
    for (const [a, b] of other) expect(premisesKey(a), `${a} / ${b}`).not.toBe(premisesKey(b));
  });

  it('gives the key itself', () => {
    expect(premisesKey('Flat 2, 12 High St, Hove BN3 1AA')).toBe('flat 2 12 high street');
    expect(premisesKey('1 Ballards Lane, London N3 1AA')).toBe('1 ballards lane');
    expect(premisesKey(null)).toBeNull();
    expect(premisesKey(' , ')).toBeNull();
  });
});
