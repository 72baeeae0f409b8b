// The committed councils data file is exactly what the derivation makes of the real public lists.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';
import {
  SOURCES,
  councilsFile,
  deriveCouncils,
  deriveCouncilsFile,
  readCouncilsCsv,
  toCsv,
} from '../../scrapers/councils/derive.js';

describeWithFixtures('councils data file', () => {
  const d = deriveCouncils(readFixtureText(SOURCES.portals), readFixtureText(SOURCES.authorities));

  const file = deriveCouncilsFile(readFixtureText);

  it('is the derivation of the real lists, byte for byte', () => {
    expect(readFileSync(councilsFile, 'utf8')).toBe(toCsv(file.rows));
    // The portal list's councils first, in their order; every other authority appended.
    expect(file.rows.slice(0, d.councils.length).map((c) => c.slug)).toEqual(d.councils.map((c) => c.slug));
  });

  it('covers every UK local planning authority, each with its ONS code, nation and platform or a reason', () => {
    const rows = readCouncilsCsv(readFileSync(councilsFile, 'utf8'));
    const prefix = (p: string) => rows.filter((c) => c.ons_code?.startsWith(p)).length;
    // mySociety's current councils: 164 districts, 63 unitaries, 36 metropolitan, 33 London (with
    // the City), 21 counties; 22 Welsh, 32 Scottish, 11 NI; 15 national parks; 4 development corporations.
    expect([prefix('E07'), prefix('E06'), prefix('E08'), prefix('E09'), prefix('E10')]).toEqual([
      164, 63, 36, 33, 21,
    ]);
    expect([prefix('W06'), prefix('S12'), prefix('N09')]).toEqual([22, 32, 11]);
    expect([prefix('E26'), prefix('W18'), prefix('S21'), prefix('E51')]).toEqual([10, 3, 2, 4]);
    expect(rows).toHaveLength(401);
    expect(new Set(rows.map((c) => c.ons_code)).size).toBe(rows.length);
    for (const c of rows) {
      expect(c.ons_code, c.slug).toMatch(/^[ENSW]\d{8}$/);
      if (c.platform === 'unknown' || c.platform === 'unsupported') expect(c.reason, c.slug).toBeTruthy();
      else expect(c.base_url, c.slug).toMatch(/^https?:\/\//);
    }
    const by = new Map(rows.map((c) => [c.slug, c]));
    expect(by.get('dartmoor-national-park-authority')).toMatchObject({
      ons_code: 'E26000001',
      platform: 'tascomi',
    });
    expect(by.get('cairngorms-national-park-authority')).toMatchObject({
      ons_code: 'S21000003',
      nation: 'scotland',
      platform: 'idox',
    });
    expect(by.get('old-oak-and-park-royal-development-corporation')).toMatchObject({
      ons_code: 'E51000002',
      platform: 'unknown',
    });
    expect(by.get('east-sussex')).toMatchObject({ ons_code: 'E10000011', platform: 'unsupported' });
    expect(by.get('liverpool')).toMatchObject({
      platform: 'unsupported',
      reason: expect.stringMatching(/own system/),
    });
    // A register two authorities share is read once, under the council listed first.
    expect(by.get('swale')).toMatchObject({
      platform: 'unsupported',
      reason: expect.stringMatching(/shares one register with maidstone/),
    });
    // OcellaWeb and Civica W2 councils take their search page from the 2026 list.
    expect(by.get('hillingdon')!.base_url).toBe('https://planning.hillingdon.gov.uk/OcellaWeb');
    expect(by.get('chesterfield')!.base_url).toBe(
      'https://publicaccess.chesterfield.gov.uk/online-applications',
    );
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
