// Every loader without a real slice, on the synthetic official-format files of test/synthetic:
// rows loaded, rejections with their line numbers and reasons, wrong formats refused before any
// write, idempotent reloads.
import { beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { fixturePath, hasFixtures } from '../helpers/fixtures.js';
import { runLoad, LoadFormatError, type LoadSummary } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { boundariesLoader } from '../../enrich/loaders/boundaries.js';
import type { Knex } from '../../core/db.js';
import { FILES, synthetic } from './synthetic.js';

let db: Knex;
const r = { release: '2024-06' };
const count = async (t: string, where: Record<string, unknown> = {}) =>
  Number((await db(t).where(where).count<{ n: string }[]>('* as n'))[0]!.n);
const brief = (s: LoadSummary) => ({ loaded: s.loaded, rejected: s.rejected, rejections: s.rejections });

describe('loaders on synthetic official-format files', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
  });

  it('EPC certificates: rating, floor area, UPRN; bad rating and floor area rejected by line', async () => {
    const s = await runLoad(db, loaders.epc!, synthetic(FILES.epc), r);
    expect(brief(s)).toEqual({
      loaded: 4,
      rejected: 2,
      rejections: [
        { line: 5, reason: "CURRENT_ENERGY_RATING 'H' is not A+ to G" },
        { line: 6, reason: "TOTAL_FLOOR_AREA 'about 130' is not a number" },
      ],
    });
    expect(
      await db('epc_certificates').where({ lmk_key: '900000000000000000000000000001002' }).first(),
    ).toMatchObject({
      uprn: '900000000014',
      address_norm: '14 EXAMPLE RD',
      postcode_norm: 'N20AA',
      rating: 'C',
      efficiency: 72,
      floor_area: 98.5,
      lodgement_date: '2022-09-14',
      release: '2024-06',
    });
    expect(
      await db('epc_certificates').where({ lmk_key: '900000000000000000000000000001003' }).first(),
    ).toMatchObject({ uprn: null, address_norm: 'FLAT 2 20 EXAMPLE RD' });
    // Reloading the release replaces, never doubles.
    await runLoad(db, loaders.epc!, synthetic(FILES.epc), r);
    expect(await count('epc_certificates')).toBe(4);
  });

  it('OS Open UPRN: points loaded, a bad UPRN and a point without coordinates rejected', async () => {
    const s = await runLoad(db, loaders.uprn!, synthetic(FILES.uprn), r);
    expect(brief(s)).toEqual({
      loaded: 6,
      rejected: 2,
      rejections: [
        { line: 8, reason: "UPRN 'UPRN-BAD' is not a number of up to 12 digits" },
        { line: 9, reason: "LATITUDE '' is not a number" },
      ],
    });
  });

  it('price paid: a complete file then a monthly update applies A, C and D by transaction id', async () => {
    const a = await runLoad(db, loaders['price-paid']!, synthetic(FILES.ppComplete), { release: '2024-05' });
    expect(brief(a)).toEqual({
      loaded: 5,
      rejected: 1,
      rejections: [{ line: 6, reason: "date '2022-13-01 00:00' is not YYYY-MM-DD 00:00" }],
    });
    const b = await runLoad(db, loaders['price-paid']!, synthetic(FILES.ppUpdate), r);
    expect(b.rejections).toEqual([{ line: 4, reason: "record status 'X' is not A, C or D" }]);
    const rows = await db('price_paid')
      .orderBy('transaction_id')
      .select('transaction_id', 'price', 'release');
    expect(rows.map((x) => [x.transaction_id.slice(-3, -1), Number(x.price), x.release])).toEqual([
      ['01', 650000, '2024-05'],
      ['02', 815000, '2024-06'], // C: changed price
      ['03', 425000, '2024-05'],
      // 04 deleted (D)
      ['05', 1200000, '2024-05'],
      ['07', 298000, '2024-06'], // A: added
    ]);
    expect(await db('data_releases').where({ kind: 'price-paid' }).first()).toMatchObject({
      release: '2024-06',
      file: FILES.ppUpdate,
    });
  });

  it('CCOD: proprietors with registry-form numbers; bad date and empty title rejected by line', async () => {
    const s = await runLoad(db, loaders.ccod!, synthetic(FILES.ccod), r);
    expect(brief(s)).toEqual({
      loaded: 11,
      rejected: 2,
      rejections: [
        { line: 13, reason: "Date Proprietor Added '31-13-2020' is not a date" },
        { line: 14, reason: 'Title Number is empty' },
      ],
    });
    const t = await db('land_titles').where({ title_number: 'NGL900001' }).first();
    expect(t).toMatchObject({
      kind: 'ccod',
      tenure: 'Freehold',
      address_norm: '14 EXAMPLE RD',
      postcode_norm: 'N20AA',
      price_paid: 810000,
      date_proprietor_added: '2023-07-03',
      company_numbers: ['09000001'],
      proprietors: [
        {
          name: 'EXAMPLE HOMES LIMITED',
          company_number: '09000001',
          category: 'Limited Company or Public Limited Company',
          country_incorporated: null,
        },
      ],
    });
    // Full file: a reload replaces the kind.
    await runLoad(db, loaders.ccod!, synthetic(FILES.ccod), r);
    expect(await count('land_titles', { kind: 'ccod' })).toBe(11);
  });

  it('OCOD: country incorporated kept; an unknown tenure rejected', async () => {
    const s = await runLoad(db, loaders.ocod!, synthetic(FILES.ocod), r);
    expect(brief(s)).toEqual({
      loaded: 1,
      rejected: 1,
      rejections: [{ line: 3, reason: "Tenure 'Commonhold?' is not Freehold or Leasehold" }],
    });
    const t = await db('land_titles').where({ kind: 'ocod' }).first();
    expect(t.proprietors[0]).toEqual({
      name: 'EXAMPLE OVERSEAS HOLDINGS S.A.',
      company_number: null,
      category: 'Limited Company or Public Limited Company',
      country_incorporated: 'LUXEMBOURG',
    });
  });

  it('registered leases: date and term kept, a bad lease date rejected', async () => {
    const s = await runLoad(db, loaders.leases!, synthetic(FILES.leases), r);
    expect(brief(s)).toEqual({
      loaded: 2,
      rejected: 1,
      rejections: [{ line: 4, reason: "Date of Lease 'not a date' is not a date" }],
    });
    expect(
      await db('land_titles')
        .where({ kind: 'lease', title_number: '9A1B2C3D4E5F60718293A4B5C6D7E8F9' })
        .first(),
    ).toMatchObject({
      address_norm: 'FLAT 2 20 EXAMPLE RD',
      postcode_norm: 'N20AA',
      lease_date: '2021-03-01',
      lease_term: '125 years from 1 March 2021',
    });
  });

  it('Companies House basic data (55 columns, odd header spacing): statuses, SIC, previous names', async () => {
    const s = await runLoad(db, loaders.companies!, synthetic(FILES.companies), r);
    expect(brief(s)).toEqual({
      loaded: 6,
      rejected: 1,
      rejections: [{ line: 8, reason: "CompanyNumber 'ABC-123' is not a registry number" }],
    });
    expect(await db('companies').where({ company_number: '09000001' }).first()).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      status: 'Active',
      incorporated_on: '2014-05-14',
      sic_codes: [
        '41100 - Development of building projects',
        '68209 - Other letting and operating of own or leased real estate',
      ],
      previous_names: [{ name: 'EXAMPLE DEVELOPMENTS LIMITED', changed_on: '2015-05-12' }],
      accounts: { type: 'FULL', made_up_to: '2021-12-31', next_due: '2023-09-30' },
      charges: { total: 3, outstanding: 2 },
    });
  });

  it('PSC snapshot: corporate controllers only; individuals, ceased and the totals line skipped', async () => {
    const s = await runLoad(db, loaders.psc!, synthetic(FILES.psc), r);
    expect(brief(s)).toEqual({
      loaded: 3,
      rejected: 1,
      rejections: [{ line: 4, reason: 'line is not JSON' }],
    });
    const rows = await db('company_controllers')
      .orderBy('company_number')
      .select('company_number', 'controller_number', 'share_band', 'majority');
    expect(rows).toEqual([
      { company_number: '09000001', controller_number: '09000002', share_band: '75-100', majority: true },
      { company_number: '09000002', controller_number: '09000007', share_band: '50-75', majority: true },
      { company_number: '09000003', controller_number: '09000002', share_band: '25-50', majority: false },
    ]);
    // No individual's data is held (spec 2.6).
    expect(await count('company_controllers', { company_number: '09000004' })).toBe(0);
  });

  it('INSPIRE GML in EPSG:27700: parcels transformed to WGS84 with their area; a broken ring rejected', async () => {
    const s = await runLoad(db, loaders.inspire!, synthetic(FILES.inspire), r);
    expect(brief(s)).toEqual({
      loaded: 5,
      rejected: 1,
      rejections: [{ line: 5, reason: 'polygon ring has too few or unreadable coordinates' }],
    });
    const p = await db.raw(
      `SELECT round(area_m2) AS area, ST_Contains(geom, ST_SetSRID(ST_MakePoint(-0.1702, 51.5862), 4326)) AS holds
       FROM parcels WHERE inspire_id = '40000001'`,
    );
    expect(p.rows[0]).toEqual({ area: 484, holds: true });
  });

  it.skipIf(!hasFixtures)(
    'ONS boundaries: real Leeds wards and synthetic parishes in British National Grid',
    async () => {
      const w = await runLoad(
        db,
        boundariesLoader('ward'),
        fixturePath('open-data/geography/wards-2013-leeds.geojson'),
        {
          release: '2013-12',
          scope: 'ward',
        },
      );
      expect([w.loaded, w.rejected]).toEqual([33, 0]);
      const p = await runLoad(db, boundariesLoader('parish'), synthetic(FILES.parishes), {
        release: '2023-12',
        scope: 'parish',
      });
      expect(brief(p)).toEqual({
        loaded: 2,
        rejected: 2,
        rejections: [
          { line: 4, reason: 'feature has no geometry' },
          { line: 3, reason: 'geometry cannot be read as an area' },
        ],
      });
      const hit = await db.raw(
        `SELECT kind, code, name FROM boundaries WHERE ST_Covers(geom, ST_SetSRID(ST_MakePoint(-1.5745, 53.81787), 4326)) ORDER BY kind`,
      );
      expect(hit.rows).toEqual([
        { kind: 'parish', code: 'E04999001', name: 'Synthetic Kirkstall Parish' },
        { kind: 'ward', code: 'E05001427', name: 'Headingley' },
      ]);
    },
  );

  it('a file of the wrong kind is refused with a clear message before anything is written', async () => {
    const before = await count('land_titles');
    const cases: [keyof typeof loaders, string, RegExp][] = [
      [
        'ccod',
        FILES.companies,
        /is not a CCOD \(UK companies that own property\) file: the header lacks Title Number/,
      ],
      ['ocod', FILES.ccod, /the header lacks Country Incorporated \(1\)/],
      ['leases', FILES.ccod, /is not a registered leases file: the header lacks Unique Identifier/],
      ['epc', FILES.ppComplete, /is not a EPC domestic certificates file/],
      ['psc', FILES.ccod, /is not a PSC snapshot: line 1 is not JSON/],
      ['inspire', FILES.parishes, /is not (readable GML|INSPIRE GML)/],
      ['uprn', FILES.epc, /is not a OS Open UPRN file: the header lacks LATITUDE, LONGITUDE/],
      ['companies', FILES.ccod, /the header lacks CompanyName, CompanyNumber/],
    ];
    for (const [kind, file, message] of cases) {
      const err = await runLoad(db, loaders[kind]!, synthetic(file), r).catch((e: unknown) => e);
      expect(err, `${kind} on ${file}`).toBeInstanceOf(LoadFormatError);
      expect((err as Error).message).toMatch(message);
    }
    const wrongBoundary = await runLoad(db, boundariesLoader('ward'), synthetic(FILES.parishes), {
      release: '2023-12',
      scope: 'ward',
    }).catch((e: unknown) => e);
    expect((wrongBoundary as Error).message).toMatch(/line 1: feature has no ward code and name/);
    expect(await count('land_titles')).toBe(before);
  });
});
