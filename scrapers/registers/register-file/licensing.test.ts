// Published LICENSING register files read by their header rows, on the real files in
// ../shared/fixtures/registers/licensing: what a person reads in each file (premises, address,
// status wording, activity columns, dates in the file's own order), rows printed twice or
// contradicting each other refused with their reasons, and the third party's closing times refused
// as not a register.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { savedPage } from '../../../test/helpers/portal-pages.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { registerFileAdapter } from './adapter.js';
import { FILE_LAYOUTS } from './layouts.js';
import { readRegisterFile } from './read.js';

const read = (file: string) =>
  readRegisterFile(savedPage(`registers/licensing/${file}`), {
    council_slug: 'x',
    url: file,
    register: 'licensing',
  });
const day = (date: string) => ({ date, precision: 'day' });
const BANES = 'bath-and-north-east-somerset';

describeWithFixtures('published licensing register files', () => {
  it("reads B&NES's LGA premises licence schema: types, entertainment and TRUE/FALSE activities, day-first dates", () => {
    const r = read(`${BANES}/banes_premises_licences_2014-09-17.csv`);
    expect(r.layout).toBe('lga-premises-licence-schema');
    expect(r.records).toHaveLength(946);
    expect(r.rejected).toEqual([]);
    const club = r.records[0];
    expect(club).toMatchObject({
      key: '05/01215/LAPREC',
      record_type: 'licence',
      council_slug: 'x',
      address: 'Staunton Lane| Whitchurch| Bristol| BS14 0QF',
      postcode: 'BS140QF',
      roles: {
        premises_name: 'Royal British Legion - Whitchurch & Pensford',
        type: 'Club Premises Certificate',
        status: 'Approved',
        // Entertainment as the file lists it, then the yes/no columns that say yes.
        activities: 'Performances of dance|Live music | AlcoholSupply',
        conditions: 'Alcohol Pricing|Door Supervision|Standard PEL Terms and Conditions',
      },
      dates: {
        extracted: day('2014-09-17'),
        received: day('2005-03-04'),
        decided: day('2005-05-16'),
        start: day('2005-11-24'),
        expires: null,
      },
    });
    expect(club.roles.record_url).toMatch(/isharemaps\.bathnes\.gov\.uk.*05\/01215\/LAPREC$/);
    // "Not Known" is the file's word for no UPRN: kept in the fields, no uprn role.
    expect(club.fields['UPRN']).toBe('Not Known');
    expect(club.roles.uprn).toBeUndefined();
    expect(club.fields['LateNightRefreshment']).toBe('FALSE');
    const types = new Set(r.records.map((x) => x.roles.type));
    expect([...types].sort()).toEqual([
      'Club Premises Certificate',
      'Premises Licence',
      'Temporary Event Notice',
    ]);
    const statuses = new Set(r.records.map((x) => x.roles.status));
    expect([...statuses].sort()).toEqual(['Approved', 'New', 'Refused', 'Revoked']);
    expect(r.records.filter((x) => x.roles.uprn)).toHaveLength(584);
  });

  it("reads B&NES's gambling premises file month first ('07/27/2007 12:00:00 AM')", () => {
    const r = read(`${BANES}/banes_gambling_premises_licences.csv`);
    expect(r.layout).toBe('banes-gambling-premises');
    expect(r.records).toHaveLength(25);
    expect(r.records[0]).toMatchObject({
      key: '07/02530/GAPREM',
      address: '3 Chesterfield House, High Street, Midsomer Norton, BA3 2DD',
      roles: {
        type: 'Gambling Premises Licences',
        premises_name: 'Jackpots',
        status: 'Licence Revoked',
        description:
          'Ground floor shop within a block in a High Street location. First Floor vacant office space',
      },
      dates: {
        received: day('2007-07-27'),
        decided: day('2007-07-27'),
        start: day('2007-09-01'),
        expires: null,
      },
    });
    expect(r.records[0].fields['CaseDate']).toBe('07/27/2007 12:00:00 AM');
  });

  it("reads B&NES's animal boarding, house-to-house, petroleum and zoo files", () => {
    const boarding = read(`${BANES}/banes_animal_boarding_licences.csv`);
    expect(boarding.records).toHaveLength(22);
    expect(boarding.records[0]).toMatchObject({
      key: '14/00059/ANBD',
      address: '23 Martock Road, Keynsham, Bristol, BS31 1XA',
      roles: { premises_name: 'My Dog Sitter', status: 'Licence Issued', occupants: '9' },
      dates: { start: day('2014-01-01'), expires: day('2014-12-31'), decided: day('2013-12-24') },
      fields: { NoOfDogs: '9', NoOfCats: '0', WaterSupply: 'Domestic Supply' },
    });
    const collections = read(`${BANES}/banes_house_to_house_collection_licences.csv`);
    expect(collections.layout).toBe('banes-house-to-house-collections');
    expect(collections.records).toHaveLength(16);
    // No premises: the organisation collecting holds the licence; the area is the "address".
    expect(collections.records[1]).toMatchObject({
      key: '14/00114/CHARHO',
      address: 'Whole Of Bath & North East Somerset',
      roles: { holder: 'Troop Aid', type: 'Charitable Collections House to House Licences' },
    });
    expect(collections.records[1].roles.premises_name).toBeUndefined();
    const petrol = read(`${BANES}/banes_petroleum_licences.csv`);
    expect(petrol.records).toHaveLength(21);
    expect(petrol.records[0]).toMatchObject({
      key: '17/00414/PETROL',
      roles: { premises_name: 'Rontec Watford Ltd', status: 'Licence Issued' },
      dates: { received: day('2017-02-07'), start: day('2017-02-15') },
    });
    const zoo = read(`${BANES}/banes_zoo_licences.csv`);
    expect(zoo.records).toHaveLength(1);
    expect(zoo.records[0]).toMatchObject({
      key: '16/02566/ZOO',
      address: 'Chew Hill, Chew Magna, Bristol, BS40 8SB',
      dates: { start: day('2017-10-01'), expires: day('2023-10-01'), decided: day('2016-09-07') },
    });
    expect(zoo.records[0].roles.description).toMatch(/^Pygmy Goats - Female 16, Male 3Alpacas/);
  });

  it("reads B&NES's tables and chairs file, published with its header alone, as an empty register", () => {
    const r = read(`${BANES}/banes_tables_and_chairs_licences_header_only.csv`);
    expect(r).toEqual({ records: [], rejected: [], layout: 'banes-tables-and-chairs' });
  });

  it('refuses the NightCapp closing times: third-party opening hours, not a register', () => {
    const file = `${BANES}/bath_bar_pub_closing_times_nightcapp.csv`;
    expect(() => read(file)).toThrow(LayoutChangedError);
    expect(registerFileAdapter.parsePage!(savedPage(`registers/licensing/${file}`))).toBeNull();
  });

  it("reads Arun's register extract and refuses its repeated and contradicting rows", () => {
    const r = read('arun/arun_premises_licence_register_2023-03-02.csv');
    expect(r.layout).toBe('arun-premises-licence-register');
    expect(r.records).toHaveLength(462);
    const golf = r.records.find((x) => x.key === '5836')!;
    expect(golf).toMatchObject({
      address: 'RUSTINGTON GOLF CENTRE, Golfers Lane, Angmering, LITTLEHAMPTON, West Sussex, BN16 4NB',
      roles: {
        regime: 'Licensing Act 2003',
        type: 'Premises Licence',
        status: 'Granted',
        holder: 'Rustington Golf Centre Ltd',
        premises_name: 'Rustington Golf Centre',
      },
      dates: { start: day('2015-11-02'), expires: null },
    });
    expect(new Set(r.records.map((x) => x.roles.status))).toEqual(
      new Set(['Granted', 'Suspended', 'Surrendered', 'Lapsed']),
    );
    expect(r.records.filter((x) => x.roles.additional_holder)).toHaveLength(2);
    // 14482 is printed three times alike: read once, the repeats refused.
    expect(r.records.filter((x) => x.key === '14482')).toHaveLength(1);
    expect(r.rejected.filter((x) => x.reason === 'a repeat of row 243').map((x) => x.row)).toEqual([
      244, 245,
    ]);
    // 6410 twice with two spellings of its holder: no telling which is right, both refused.
    expect(r.records.some((x) => x.key === '6410')).toBe(false);
    expect(r.rejected.filter((x) => x.text?.startsWith('6410 |'))).toEqual([
      expect.objectContaining({
        row: 16,
        reason:
          "Licence Number '6410' is on row 16, row 356 with different Licensee, Trading Name: the register contradicts itself",
      }),
      expect.objectContaining({ row: 356 }),
    ]);
    expect(r.rejected).toHaveLength(13);
  });

  it("reads Adur's derived file: one column per activity, NA for none", () => {
    const r = read('adur/adur_premises_licences_activities.csv');
    expect(r.layout).toBe('adur-premises-activities-derived');
    expect(r.records).toHaveLength(158);
    expect(r.rejected).toEqual([]);
    const inn = r.records.find((x) => x.key === 'LN/200500317')!;
    expect(inn).toMatchObject({
      address: 'Waterside Inn, Lower Beach Road, Shoreham-By-Sea, West Sussex, BN43 5RA',
      postcode: 'BN43 5RA',
      roles: {
        premises_name: 'Waterside Inn',
        activities: 'Alcohol ON&OFF Sales/Supply | Late Night Refresh',
        lat: '50.829069',
        lng: '-0.271918',
      },
    });
    // NA kept in the fields as published, never an activity.
    expect(inn.fields['Alcohol OFF Sales/Supply']).toBe('NA');
    expect(r.records[0].roles.activities).toBe('Alcohol OFF Sales/Supply');
    expect(FILE_LAYOUTS.find((l) => l.name === r.layout)!.seen).toMatch(/DERIVED/);
  });

  it("reads Worthing's derived file with its shifted headers: alcohol sales and the transfer date", () => {
    const r = read('worthing/worthing_premises_licences_geocoded.csv');
    expect(r.layout).toBe('worthing-premises-licences-derived');
    expect(r.records).toHaveLength(352);
    expect(r.rejected).toEqual([]);
    expect(r.records[0]).toMatchObject({
      key: 'LN/301300095',
      address: 'A - Z Convenience Store, 147 Broadwater Street East, Worthing, West Sussex, BN14 9AP.',
      postcode: 'BN14 9AP',
      roles: {
        type: 'WLPR - Premises Licence (LA 2003)',
        premises_name: 'A - Z Convenience Store',
        holder: 'Mr Thiyagarajah Balakumar',
        activities: 'Alcohol: OFF',
        ward: 'BR',
      },
      dates: { granted: day('2013-05-21'), transferred: null },
    });
    // "N/A" alcohol is no alcohol; the transfer date sits under the unnamed Column7.
    expect(r.records[1]).toMatchObject({
      key: 'LN/100001237',
      fields: { 'Transfer Date Alcohol': 'N/A', Column7: '14/01/2008' },
      dates: { granted: day('2006-02-15'), transferred: day('2008-01-14') },
    });
    expect(r.records[1].roles.activities).toBeUndefined();
    const alcohol = new Set(r.records.map((x) => x.roles.activities ?? null));
    expect(alcohol).toContain('Alcohol: ON & OFF');
    expect(alcohol).toContain('Alcohol: OFF.');
  });

  it("reads Camden's Cantelowes applications: TENs and variations, hearing and representation dates", () => {
    const r = read('camden/camden_licensing_applications_cantelowes.csv');
    expect(r.layout).toBe('camden-licensing-applications');
    expect(r.records).toHaveLength(719);
    expect(r.records[0]).toMatchObject({
      key: 'APP\\TEN\\006961',
      record_type: 'application',
      address: '50 52 LONDON IRISH CENTRE CAMDEN SQUARE, LONDON, NW1 9XB',
      roles: {
        type: 'Temporary Event Notice',
        premises_name: 'London Irish Centre',
        regime: 'LA2003',
        status: 'TEN Withdrawn',
        ward: 'Cantelowes',
        easting: '529622.44',
        northing: '184427.6',
        lat: '51.543877',
        lng: '-0.132175',
      },
      dates: { received: day('2011-10-03'), last_representation: day('2011-10-05'), hearing: null },
    });
    const hearing = r.records.find((x) => x.key === 'APP\\PREMISES-NEW\\000512')!;
    expect(hearing.dates.hearing).not.toBeNull();
    // Socrata exported 15 applications twice, differing only in its own row id.
    expect(r.rejected).toHaveLength(15);
    expect(r.rejected.every((x) => /^a repeat of row \d+$/.test(x.reason))).toBe(true);
    expect(new Set(r.records.map((x) => x.roles.type)).size).toBe(24);
  });

  it("reads Camden's all-types sample, whose first columns differ, and refuses applications printed twice unalike", () => {
    const r = read('camden/camden_licensing_applications_all_types_sample.csv');
    expect(r.layout).toBe('camden-licensing-applications-by-type-derived');
    expect(r.records).toHaveLength(1129);
    // 52 application types; the split file holds its 5 Temporary Use Notices twice each with
    // different last days for representations, so all 10 rows are refused.
    expect(new Set(r.records.map((x) => x.roles.type)).size).toBe(51);
    expect(r.rejected.filter((x) => x.text?.includes('| Temporary Use Notice |'))).toHaveLength(10);
    expect(r.records[0]).toMatchObject({
      key: 'CGMP-FTK\\001',
      roles: {
        type: 'CGMP - Fast Track Application',
        premises_name: 'Birkbeck College (Malet St)',
        regime: 'GA2005',
        status: 'Application Rejected',
      },
      // The split files write received dates ISO, the others day first.
      fields: { 'Received Date': '2010-06-21', 'Refused Date': '01/07/2010' },
      dates: { received: day('2010-06-21'), refused: day('2010-07-01') },
    });
    expect(r.rejected).toHaveLength(12);
    expect(r.rejected[0]).toMatchObject({
      row: 735,
      reason:
        "Application Reference 'APP\\PREMISES-SVARI\\000046' is on row 735, row 768 with different Premises Name, Premises Address: the register contradicts itself",
    });
  });

  it("reads the Gambling Commission's national register: each row's authority, its council where known", () => {
    const r = read('gambling-commission/gambling_commission_premises_licence_register.csv');
    expect(r.layout).toBe('gambling-commission-premises-register');
    expect(r.records).toHaveLength(1996);
    expect(r.records[0]).toMatchObject({
      key: '1034 | Betting Shop | 1 Commercial Street | E1 6BF',
      council_slug: 'tower-hamlets',
      authority: 'London Borough of Tower Hamlets',
      address: '1 Commercial Street, LONDON',
      postcode: 'E1 6BF',
      roles: {
        holder: 'Power Leisure Bookmakers Limited',
        subtype: 'Betting Shop',
        authority: 'London Borough of Tower Hamlets',
      },
    });
    // An authority abolished since is the council it became (the register's "(now ...)", or
    // scrapers/councils/former-councils.csv); a row naming none has neither.
    const corby = r.records.find((x) => x.authority?.startsWith('Corby'))!;
    expect(corby.council_slug).toBe('north-northamptonshire');
    expect(r.records.find((x) => x.authority === 'Allerdale Borough Council')!.council_slug).toBe(
      'cumberland',
    );
    expect(r.records.find((x) => x.source.row === 4)).toMatchObject({ authority: null, council_slug: null });
    expect(r.records.filter((x) => x.council_slug === 'camden').length).toBeGreaterThan(0);
    expect(r.rejected.map((x) => x.reason)).toEqual([
      'a repeat of row 950',
      'a repeat of row 968',
      'a repeat of row 1425',
      'a repeat of row 1426',
    ]);
  });

  it('reads every licensing file through parsePage', () => {
    for (const file of [
      `${BANES}/banes_premises_licences_2014-09-17.csv`,
      'arun/arun_premises_licence_register_2023-03-02.csv',
      'camden/camden_licensing_applications_all_types_sample.csv',
      'gambling-commission/gambling_commission_premises_licence_register.csv',
    ]) {
      const parsed = registerFileAdapter.parsePage!(savedPage(`registers/licensing/${file}`));
      expect(parsed?.platform, file).toBe('register-file');
    }
  });
});

it('every layout reads only columns its own header names (keys, flags and labels too)', () => {
  for (const l of FILE_LAYOUTS) {
    const used = [
      ...(l.keyWith ?? []),
      ...Object.values(l.flags ?? {}).flatMap((c) => [...(c ?? [])]),
      ...Object.keys(l.labelled ?? {}),
      ...(l.authority ? [l.authority] : []),
      ...(l.rowIds ?? []),
      ...(l.repeatDown ?? []),
    ];
    for (const c of used) expect(l.headers, `${l.name}: ${c}`).toContain(c);
  }
});
