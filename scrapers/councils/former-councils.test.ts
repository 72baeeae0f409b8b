// former-councils.csv is exactly its derivation from mySociety's register in the fixtures.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeWithFixtures, readFixtureText } from '../../test/helpers/fixtures.js';
import { councilsFile, readCouncilsCsv } from './derive.js';
import {
  deriveFormerCouncils,
  formerCouncils,
  formerCouncilsCsv,
  formerCouncilsFile,
} from './former-councils.js';

describeWithFixtures('former councils', () => {
  it('is the derivation from the fixtures, each successor a current council', () => {
    const councils = readCouncilsCsv(readFileSync(councilsFile, 'utf8'));
    const rows = deriveFormerCouncils(
      readFixtureText('open-data/geography/uk-local-authorities-mysociety.csv'),
      councils,
    );
    expect(readFileSync(formerCouncilsFile, 'utf8')).toBe(formerCouncilsCsv(rows));
    expect(formerCouncils()).toEqual(rows);
    const slugs = new Set(councils.map((c) => c.slug));
    expect(rows.every((r) => slugs.has(r.successor))).toBe(true);
    expect(rows).toContainEqual({
      name: 'Allerdale Borough Council',
      ended: '2023-04-01',
      successor: 'cumberland',
    });
    expect(rows).toContainEqual({
      name: 'Borough of Poole',
      ended: '2019-03-31',
      successor: 'bournemouth-christchurch-and-poole',
    });
    // A county split between two unitaries has no row.
    expect(rows.find((r) => r.name.startsWith('Cumbria'))).toBeUndefined();
  });
});
