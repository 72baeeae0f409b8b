// The committed councils data file is exactly what the derivation makes of the real public lists.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';
import {
  SOURCES,
  councilsFile,
  deriveCouncils,
  readCouncilsCsv,
  toCsv,
} from '../../scrapers/councils/derive.js';

describeWithFixtures('councils data file', () => {
  const d = deriveCouncils(readFixtureText(SOURCES.portals), readFixtureText(SOURCES.authorities));

  it('is the derivation of the real lists, byte for byte', () => {
    expect(readFileSync(councilsFile, 'utf8')).toBe(toCsv(d.councils));
  });

  it('holds known councils with their ONS codes, nations and portals', () => {
    const by = new Map(readCouncilsCsv(readFileSync(councilsFile, 'utf8')).map((c) => [c.slug, c]));
    expect(by.get('brighton-and-hove')).toEqual({
      slug: 'brighton-and-hove',
      name: 'Brighton and Hove',
      nation: 'england',
      ons_code: 'E06000043',
      platform: 'idox',
      base_url: 'https://planningapps.brighton-hove.gov.uk/online-applications',
    });
    expect(by.get('argyll-and-bute')).toMatchObject({
      nation: 'scotland',
      ons_code: 'S12000035',
      platform: 'idox',
    });
    expect(by.get('halton')).toMatchObject({ ons_code: 'E06000006', platform: 'idox' });
    expect(d.councils.filter((c) => c.platform === 'idox').length).toBeGreaterThan(200);
    // UKPlanning's "northgate" family is DEF's Planning Register (Leicester's real page is one);
    // Planning Explorer is Northgate's; NEC Assure is a product of its own.
    expect(by.get('leicester')).toMatchObject({
      platform: 'planning-register',
      base_url: 'https://planning.leicester.gov.uk',
    });
    expect(by.get('fylde')).toMatchObject({
      platform: 'planning-register',
      base_url: 'https://pa.fylde.gov.uk',
    });
    expect(by.get('birmingham')).toMatchObject({
      platform: 'northgate',
      base_url: 'https://eplanning.birmingham.gov.uk/Northgate/PlanningExplorer',
    });
    expect(by.get('hounslow')?.platform).toBe('northgate-assure');
    // Joint services and national parks are not single councils: left out, with the reason.
    expect(d.skipped.find((s) => s.source === 'PeakDistrict')?.reason).toMatch(
      /not a single current local authority/,
    );
  });
});
