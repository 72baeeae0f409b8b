// Ownership joins of spec 2.6 beyond the exact address: description matching of land (`of: land`,
// `via: description`), leaseholders with the registered leases file (term, UPRN), tolerant address
// matching, and the outline rule "a sale names the parcel" (spec 2.2). The files are synthetic,
// written by this test in the official formats (headers taken from test/synthetic, see its README);
// every title, company and UPRN is invented.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from '../../core/db.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { runLoad } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { application, council } from '../api/seed.js';
import { freshDatabase } from '../helpers/db.js';
import { FILES, synthetic } from './synthetic.js';

const dir = mkdtempSync(path.join(tmpdir(), 'plandata-ownership-'));
const header = (file: string) => readFileSync(synthetic(file), 'utf8').split('\n')[0]!;
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A CSV file with the official header of `like`, one row per object (missing columns empty). */
function officialCsv(like: string, name: string, rows: Record<string, string>[]): string {
  const cols = header(like).split(',');
  const lines = [header(like), ...rows.map((r) => cols.map((c) => csvCell(r[c] ?? '')).join(','))];
  const file = path.join(dir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

const COMPANIES: Record<string, string> = {
  '9000001': 'EXAMPLE HOMES LIMITED',
  '9000003': 'EXAMPLE LEASING LIMITED',
  '9000004': 'SAMPLE LETTINGS LIMITED',
  '9000005': 'EXAMPLE TELECOMS LIMITED',
  '9000006': 'SAMPLE ESTATES LIMITED',
  '9000007': 'EXAMPLE GROUP TOPCO LIMITED',
};
function title(
  number: string,
  tenure: 'Freehold' | 'Leasehold',
  address: string,
  company: string,
  added: string,
  district = 'BARNET',
): Record<string, string> {
  const pc = /\(([A-Z0-9 ]+)\)$/.exec(address)?.[1] ?? '';
  return {
    'Title Number': number,
    Tenure: tenure,
    'Property Address': address,
    District: district,
    County: district === 'BARNET' ? 'GREATER LONDON' : 'WEST YORKSHIRE',
    Region: district === 'BARNET' ? 'GREATER LONDON' : 'YORKS AND HUMBER',
    Postcode: pc,
    'Multiple Address Indicator': 'N',
    'Proprietor Name (1)': COMPANIES[company]!,
    'Company Registration No. (1)': company,
    'Proprietorship Category (1)': 'Limited Company or Public Limited Company',
    'Proprietor (1) Address (1)': '1 Example Business Park, Leeds LS1 4AP',
    'Date Proprietor Added': added,
    'Additional Proprietor Indicator': 'N',
  };
}
const lease = (id: string, address: string, uprn: string, date: string, term: string) => ({
  'Unique Identifier': id,
  Tenure: 'Leasehold',
  'Register Property Description': address,
  County: 'GREATER LONDON',
  Region: 'GREATER LONDON',
  'Associated Property Description ID': '1',
  'Associated Property Description': '22 Example Road, London (N2 0AA)',
  'OS UPRN': uprn,
  'Reg Order': '1',
  'Date of Lease': date,
  Term: term,
  'Alienation Clause Indicator': 'N',
});
/** One price-paid line: 16 columns, headerless, fully quoted. */
const sale = (
  n: number,
  price: number,
  date: string,
  pc: string,
  type: string,
  tenure: string,
  paon: string,
  saon: string,
  street: string,
) =>
  [
    `{91000000-0000-4000-8000-00000000000${n}}`,
    price,
    `${date} 00:00`,
    pc,
    type,
    'N',
    tenure,
    paon,
    saon,
    street,
    '',
    'LONDON',
    'BARNET',
    'GREATER LONDON',
    'A',
    'A',
  ]
    .map((v) => `"${v}"`)
    .join(',');
/** An INSPIRE index polygon (EPSG:27700 square) in the official GML member form. */
const parcel = (id: number, x: number, y: number, side: number) => `<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-${id}">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.${id}" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">${x} ${y} ${x + side} ${y} ${x + side} ${y + side} ${x} ${y + side} ${x} ${y}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>${id}</LR:INSPIREID>
<LR:LABEL>${id}</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>${id}</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>`;

let db: Knex;
let barnet: number;
const row = async (id: number) => (await db('applications').where({ id }).first())!;
async function enriched(input: Record<string, unknown>) {
  const { id } = await application(db, { council_id: barnet, ...input });
  await enrichApplication(db, id);
  return row(id);
}

describe('ownership joins: land by description, registered leases, tolerant addresses, sale-named parcels', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
    const r = { release: '2024-06' };
    const ccod = officialCsv(FILES.ccod, 'CCOD_FULL_2024_06.csv', [
      // Land with no postcode: two titles of one company north of Example Road, one behind no. 14,
      // a retail park shared by two companies, the same description in another district.
      title(
        'NGL910001',
        'Freehold',
        'Land on the north side of Example Road, London',
        '9000001',
        '10-01-2021',
      ),
      title(
        'NGL910002',
        'Freehold',
        'Land lying to the north of Example Road, London',
        '9000001',
        '01-05-2022',
      ),
      title('NGL910003', 'Freehold', 'Land to the rear of 14 Example Road, London', '9000006', '15-08-2019'),
      title('NGL910004', 'Freehold', 'Land at Sample Retail Park, London', '9000001', '01-02-2020'),
      title('NGL910005', 'Leasehold', 'Land at Sample Retail Park, London', '9000004', '01-03-2020'),
      title(
        'NGL910006',
        'Freehold',
        'Land to the rear of 14 Example Road, Leeds',
        '9000003',
        '01-01-2024',
        'LEEDS',
      ),
      title('NGL910007', 'Freehold', 'Land to the south of Example Lane, Finchley', '9000006', '01-01-2024'),
      // A building of flats: the freehold, company leases (one too short, one ended, one of a parking
      // space), and a lease whose register wording differs from the council's but whose UPRN agrees.
      title('NGL920001', 'Freehold', '22 Example Road, London (N2 0AA)', '9000001', '01-01-2015'),
      title('NGL920002', 'Leasehold', 'Flat 1, 22 Example Road, London (N2 0AA)', '9000003', '01-01-2020'),
      title('NGL920003', 'Leasehold', 'Flat 3, 22 Example Road, London (N2 0AA)', '9000004', '01-02-2023'),
      title('NGL920004', 'Leasehold', 'Flat 4, 22 Example Road, London (N2 0AA)', '9000006', '01-06-2019'),
      title(
        'NGL920005',
        'Leasehold',
        'Ground Floor Flat, 22 Example Road, London (N2 0AA)',
        '9000005',
        '01-03-2018',
      ),
      title(
        'NGL920006',
        'Leasehold',
        'Parking Space 7, 22 Example Road, London (N2 0AA)',
        '9000006',
        '01-04-2024',
      ),
      title(
        'NGL920007',
        'Leasehold',
        'Second Floor Flat, 22 Example Road, London (N2 0AA)',
        '9000007',
        '05-01-2024',
      ),
    ]);
    const leases = officialCsv(FILES.leases, 'LEASES_FULL_2024_06.csv', [
      lease(
        'A1',
        'Flat 1, 22 Example Road, London (N2 0AA)',
        '900000000101',
        '01-01-2020',
        '125 years from 1 January 2020',
      ),
      lease(
        'A3',
        'Flat 3, 22 Example Road, London (N2 0AA)',
        '900000000103',
        '01-02-2023',
        '5 years from 1 February 2023',
      ),
      lease(
        'A4',
        'Flat 4, 22 Example Road, London (N2 0AA)',
        '900000000104',
        '01-06-1990',
        'From and including 1 June 1990 to and including 31 May 2015',
      ),
      lease(
        'A7',
        'Second Floor Flat, 22 Example Road, London (N2 0AA)',
        '900000000102',
        '05-01-2024',
        '999 years from 5 January 2024',
      ),
    ]);
    const pp = path.join(dir, 'pp-2024-06.csv');
    writeFileSync(
      pp,
      [
        sale(1, 300000, '2020-01-01', 'N2 0AA', 'F', 'L', '22', 'FLAT 1', 'EXAMPLE ROAD'),
        sale(2, 310000, '2021-05-01', 'N2 0AA', 'F', 'L', '22', 'FLAT 11', 'EXAMPLE ROAD'),
        sale(3, 2400000, '2022-09-30', 'N2 0AB', 'D', 'F', '30', '', 'SAMPLE AVENUE'),
        sale(4, 2100000, '2022-10-14', 'N2 0AB', 'F', 'L', '34', 'FLAT A', 'SAMPLE AVENUE'),
      ].join('\n') + '\n',
    );
    const uprn = officialCsv(FILES.uprn, 'osopenuprn-2024-06.csv', [
      {
        UPRN: '900000000201',
        X_COORDINATE: '527070',
        Y_COORDINATE: '189370',
        LATITUDE: '51.5888629',
        LONGITUDE: '-0.1671651',
      },
      {
        UPRN: '900000000202',
        X_COORDINATE: '527270',
        Y_COORDINATE: '189370',
        LATITUDE: '51.5888178',
        LONGITUDE: '-0.1642798',
      },
      {
        UPRN: '900000000203',
        X_COORDINATE: '527370',
        Y_COORDINATE: '189370',
        LATITUDE: '51.5887952',
        LONGITUDE: '-0.1628371',
      },
    ]);
    const gml = path.join(dir, 'Land_Registry_Cadastral_Parcels.gml');
    const head = readFileSync(synthetic(FILES.inspire), 'utf8').split('<wfs:member>')[0]!;
    // Two-hectare parcels (141 m square) round 30 and 32 Sample Avenue; 7 ha round 34.
    writeFileSync(
      gml,
      `${head}${parcel(41000001, 527000, 189300, 141)}\n${parcel(41000002, 527200, 189300, 141)}\n${parcel(41000003, 527345, 189200, 265)}\n</wfs:FeatureCollection>\n`,
    );
    await runLoad(db, loaders.ccod!, ccod, r);
    await runLoad(db, loaders.leases!, leases, r);
    await runLoad(db, loaders['price-paid']!, pp, r);
    await runLoad(db, loaders.uprn!, uprn, r);
    await runLoad(db, loaders.inspire!, gml, r);
    await runLoad(db, loaders.companies!, synthetic(FILES.companies), r);
    barnet = (await council(db, 'barnet', { name: 'London Borough of Barnet' })).id;
  });

  it('land by description: the company holding every title there, titles_matched, the newest title', async () => {
    const a = await enriched({ address: 'Land north of Example Road, East Finchley, London N2' });
    expect(a.freehold_owner).toMatchObject({
      title_number: 'NGL910002',
      tenure: 'freehold',
      of: 'land',
      via: 'description',
      confidence: 'high',
      titles_matched: 2,
      date_proprietor_added: '2022-05-01',
      release_month: '2024-06',
    });
    expect(a.freehold_owner.proprietors[0]).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      company_number: '09000001',
    });
    expect(a.owner_company_numbers).toEqual(['09000001']);
  });

  it("land by the application's description; the other district's title does not count", async () => {
    const a = await enriched({
      address: '14 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      description: 'Erection of two dwellings on land to the rear of 14 Example Road, London',
    });
    expect(a.freehold_owner).toMatchObject({
      title_number: 'NGL910003',
      of: 'land',
      via: 'description',
      confidence: 'high',
      titles_matched: 1,
    });
  });

  it('the district of a title and the name of a council reduce to the same words (migration 038)', async () => {
    const pairs = [
      ['CITY OF WESTMINSTER', 'Westminster City Council'],
      ['BRISTOL, CITY OF', 'Bristol City Council'],
      ['COUNTY DURHAM', 'Durham County Council'],
      ['KINGSTON UPON THAMES', 'Royal Borough of Kingston upon Thames'],
      ['BRIGHTON AND HOVE', 'Brighton & Hove City Council'],
      ['BARNET', 'London Borough of Barnet'],
    ];
    for (const [district, name] of pairs) {
      const r = await db.raw('SELECT plandata_district_core(?) AS a, plandata_district_core(?) AS b', [
        district,
        name,
      ]);
      expect([district, r.rows[0].a === r.rows[0].b]).toEqual([district, true]);
    }
    const other = await db.raw(
      "SELECT plandata_district_core('LEEDS') = plandata_district_core('Bradford Metropolitan District Council') AS same",
    );
    expect(other.rows[0].same).toBe(false);
  });

  it('never by description: a shared place, another relation, another town, a property that is not land', async () => {
    const none = [
      { address: 'Land at Sample Retail Park, London' },
      { address: 'Land adjoining 14 Example Road, London' },
      { address: 'Land south of Example Lane, London' },
      { address: 'Land north of Example Road, East Finchley' },
      { address: '16 Example Road, London' },
    ];
    for (const input of none) {
      const a = await enriched(input);
      expect([input.address, a.freehold_owner, a.owner_company_numbers]).toEqual([input.address, null, null]);
    }
  });

  it('leaseholders with the registered leases: term of 7 years or more, not ended, the UPRN names this unit', async () => {
    const a = await enriched({
      address: 'Apartment 2B, 22 Example Rd, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000102',
    });
    expect(a.freehold_owner).toMatchObject({ title_number: 'NGL920001', of: 'building', via: 'address' });
    expect(
      a.leaseholders.map((l: Record<string, string>) => [
        l.title_number,
        l.relation,
        l.of,
        l.date_proprietor_added,
      ]),
    ).toEqual([
      ['NGL920007', 'this_unit', 'part', '2024-01-05'],
      ['NGL920002', 'elsewhere_in_building', 'part', '2020-01-01'],
      ['NGL920005', 'elsewhere_in_building', 'part', '2018-03-01'],
    ]);
    // NGL920003 (5 years), NGL920004 (ended 2015) and NGL920006 (a parking space) are not matched.
    expect([...a.leaseholder_company_numbers].sort()).toEqual(['09000003', '09000005', '09000007']);
  });

  it('tolerant address: "1, 22 Example Road" is flat 1 (its lease and sale), never flat 11', async () => {
    const a = await enriched({ address: '1, 22 Example Road, London', postcode: 'N2 0AA' });
    expect(a.sales.map((s: { price: number }) => s.price)).toEqual([300000]);
    expect(a.leaseholders.map((l: Record<string, string>) => [l.title_number, l.relation])).toEqual([
      ['NGL920007', 'elsewhere_in_building'],
      ['NGL920002', 'this_unit'],
      ['NGL920005', 'elsewhere_in_building'],
    ]);
    expect(a.freehold_owner).toMatchObject({ title_number: 'NGL920001', of: 'building' });
    const b = await enriched({ address: '22A Example Road, London', postcode: 'N2 0AA' });
    expect([b.freehold_owner, b.leaseholders, b.sales]).toEqual([null, null, null]);
  });

  it('outline: a freehold house sale names a 2 ha parcel; without one, or over 5 ha, no outline', async () => {
    const sold = await enriched({
      address: '30 Sample Avenue, London',
      postcode: 'N2 0AB',
      uprn: '900000000201',
    });
    expect(sold.last_sale).toMatchObject({ price: 2400000, tenure: 'freehold', property_type: 'detached' });
    expect(sold.outline.type).toBe('Polygon');
    const unsold = await enriched({
      address: '32 Sample Avenue, London',
      postcode: 'N2 0AB',
      uprn: '900000000202',
    });
    expect([unsold.location_source, unsold.outline]).toEqual(['uprn', null]);
    const flat = await enriched({
      address: 'Flat A, 34 Sample Avenue, London',
      postcode: 'N2 0AB',
      uprn: '900000000203',
    });
    expect([flat.last_sale.tenure, flat.outline]).toEqual(['leasehold', null]);
  });
});
