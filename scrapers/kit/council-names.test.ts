// A national register's local authority names -> council slugs: the kind of council and the
// register's own spellings dropped on both sides, no near matches.
import { expect, it } from 'vitest';
import { councilSlugFor, placeName } from './council-names.js';

it('reduces a council name to its place', () => {
  expect(placeName('London Borough of Tower Hamlets')).toBe('tower hamlets');
  expect(placeName('Dudley Metropolitan Borough Council')).toBe('dudley');
  expect(placeName('City of Bradford Metropolitan District Council')).toBe('bradford');
  expect(placeName("Borough Council of King's Lynn and West Norfolk")).toBe('kings lynn and west norfolk');
  expect(placeName('Corby Borough Council (now North Northamptonshire Council)')).toBe('corby');
  expect(placeName('Telford & Wrekin Council')).toBe('telford and wrekin');
});

it("finds the council a register names, and nothing for a name that is no council's", () => {
  expect(councilSlugFor('London Borough of Tower Hamlets')).toBe('tower-hamlets');
  expect(councilSlugFor('City of Wolverhampton Council')).toBe('wolverhampton');
  expect(councilSlugFor('Royal Borough of Windsor and Maidenhead')).toBe('windsor-and-maidenhead');
  expect(councilSlugFor('Stockton-on-Tees Borough Council')).toBe('stockton-on-tees');
  expect(councilSlugFor('Durham County Council')).toBe('county-durham');
  expect(councilSlugFor('Hull City Council')).toBe('kingston-upon-hull');
  expect(councilSlugFor('Newcastle City Council')).toBe('newcastle-upon-tyne');
  expect(councilSlugFor('Newcastle-under-Lyme Borough Council')).toBe('newcastle-under-lyme');
  expect(councilSlugFor('City of London Corporation')).toBe('city-of-london');
  expect(councilSlugFor('St Helens Council')).toBe('st-helens');
  // Merged since, or not in the councils file: no guess.
  expect(councilSlugFor('Corby Borough Council (now North Northamptonshire Council)')).toBeNull();
  expect(councilSlugFor('Borough of Poole')).toBeNull();
  expect(councilSlugFor('')).toBeNull();
  expect(councilSlugFor(null)).toBeNull();
});
