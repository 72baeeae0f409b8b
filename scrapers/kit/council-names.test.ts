// A national register's local authority names -> council slugs: the kind of council and the
// register's own spellings dropped on both sides, no near matches.
import { expect, it } from 'vitest';
import { AuthorityMatcher, councilSlugFor, placeName } from './council-names.js';

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
  // The register names the successor: "(now ...)".
  expect(councilSlugFor('Corby Borough Council (now North Northamptonshire Council)')).toBe(
    'north-northamptonshire',
  );
  // Abolished since: the council it became (scrapers/councils/former-councils.csv).
  expect(councilSlugFor('East Northamptonshire Council (formerly East Northamptonshire Council)')).toBe(
    'north-northamptonshire',
  );
  expect(councilSlugFor('Borough of Poole')).toBe('bournemouth-christchurch-and-poole');
  expect(councilSlugFor('Allerdale Borough Council')).toBe('cumberland');
  // Split between two councils, or no council at all: no guess.
  expect(councilSlugFor('Cumbria County Council')).toBeNull();
  expect(councilSlugFor('Borough of Atlantis')).toBeNull();
  expect(councilSlugFor('')).toBeNull();
  expect(councilSlugFor(null)).toBeNull();
});

it('matches against the councils it is given, says why not, and never picks between two', () => {
  const m = new AuthorityMatcher([
    { slug: 'brighton-and-hove', name: 'Brighton & Hove' },
    { slug: 'kingston-upon-hull', name: 'Kingston upon Hull' },
    { slug: 'north-northamptonshire', name: 'North Northamptonshire' },
    { slug: 'york-a', name: 'York' },
    { slug: 'york-b', name: 'City of York' },
  ]);
  expect(m.match('Brighton and Hove City Council')).toEqual({ slug: 'brighton-and-hove', via: 'name' });
  expect(m.match('Brighton & Hove')).toEqual({ slug: 'brighton-and-hove', via: 'name' });
  expect(m.match('BRIGHTON AND HOVE')).toEqual({ slug: 'brighton-and-hove', via: 'name' });
  expect(m.match('Hull City Council')).toEqual({ slug: 'kingston-upon-hull', via: 'alias' });
  expect(m.match('Kettering Borough Council (now North Northamptonshire Council)')).toEqual({
    slug: 'north-northamptonshire',
    via: 'successor',
  });
  expect(m.match('City of York Council')).toEqual({
    slug: null,
    reason: "'york' is the place of more than one council",
  });
  expect(m.match('Allerdale Borough Council')).toEqual({ slug: null, reason: 'no council of that name' });
  // A former council is filed under its successor only where the successor is among the councils.
  const former = [{ name: 'Kettering Borough Council', successor: 'north-northamptonshire' }];
  expect(
    new AuthorityMatcher([{ slug: 'north-northamptonshire', name: 'North Northamptonshire' }], former).match(
      'Kettering',
    ),
  ).toEqual({
    slug: 'north-northamptonshire',
    via: 'former',
  });
  expect(new AuthorityMatcher([], former).match('Kettering').slug).toBeNull();
  expect(m.match('')).toEqual({ slug: null, reason: 'the row names no local authority' });
  expect(m.match(null)).toEqual({ slug: null, reason: 'the row names no local authority' });
  // An alias names a council only where it is in the table.
  expect(new AuthorityMatcher([]).match('Hull City Council').slug).toBeNull();
});
