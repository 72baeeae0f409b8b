// The per-application joins (issue 7) on the synthetic scenario of test/synthetic plus the real
// postcode, ward and conservation-area slices: geocoding, parish and ward by point, EPC, price paid,
// freehold owner and leaseholders (spec 2.6), strict outline (spec 2.2), nightly constraint check.
import { beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { describeWithFixtures, fixturePath } from '../helpers/fixtures.js';
import { application, council } from '../api/seed.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { EnrichmentRepository } from '../../core/repositories/planning/enrichment.repository.js';
import { runConstraintCheck } from '../../enrich/constraints/nightly.js';
import { checkPoint } from '../../enrich/constraints/check.js';
import { runLoad } from '../../enrich/loaders/framework.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import type { Knex } from '../../core/db.js';
import { loadScenario } from './synthetic.js';

let db: Knex;
let barnet: number;
let leeds: number;
const row = async (id: number) => {
  const r = await db.raw(
    `SELECT *, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lng FROM applications WHERE id = ?`,
    [id],
  );
  return r.rows[0];
};

describeWithFixtures('enrichment joins', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
    await loadScenario(db);
    await runLoad(
      db,
      constraintsLoader('conservation'),
      fixturePath('open-data/planning-constraints/barnet-conservation-area.planning-data.geojson'),
      { release: '2025-05', scope: 'conservation' },
    );
    barnet = (await council(db, 'barnet')).id;
    leeds = (await council(db, 'leeds')).id;
  });

  it('a house: UPRN point, latest EPC by UPRN, every sale, company freehold with Companies House and group', async () => {
    const { id } = await application(db, {
      council_id: barnet,
      address: '14 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000014',
    });
    await enrichApplication(db, id);
    const a = await row(id);
    expect([a.location_source, a.lat, a.lng]).toEqual(['uprn', 51.5862, -0.1702]);
    expect([a.epc_rating, a.floor_area]).toEqual(['C', 98.5]);
    expect(a.epc).toMatchObject({
      certificate: '900000000000000000000000000001002',
      lodgement_date: '2022-09-14',
    });
    expect(a.sales).toEqual([
      {
        price: 815000,
        date: '2023-07-03',
        property_type: 'semi-detached',
        tenure: 'freehold',
        new_build: false,
      },
      {
        price: 650000,
        date: '2019-04-12',
        property_type: 'semi-detached',
        tenure: 'freehold',
        new_build: false,
      },
    ]);
    expect(a.last_sale).toEqual(a.sales[0]);
    expect(Number(a.last_sale_price)).toBe(815000);
    const fo = a.freehold_owner;
    expect(fo).toMatchObject({
      title_number: 'NGL900001',
      tenure: 'freehold',
      of: 'property',
      via: 'address',
      confidence: null,
      titles_matched: null,
      date_proprietor_added: '2023-07-03',
      price_paid: 810000,
      release: 'June 2024',
      release_month: '2024-06',
    });
    const p = fo.proprietors[0];
    expect(p).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      company_number: '09000001',
      category: 'Limited Company or Public Limited Company',
      links: {
        companies_house: 'https://find-and-update.company-information.service.gov.uk/company/09000001',
      },
    });
    expect(p.companies_house).toMatchObject({
      name: 'EXAMPLE HOMES LIMITED',
      status: 'Active',
      status_code: 'active',
      incorporated_on: '2014-05-14',
      nature_of_business: [
        'Development of building projects',
        'Other letting and operating of own or leased real estate',
      ],
      previous_names: [{ name: 'EXAMPLE DEVELOPMENTS LIMITED', changed_on: '2015-05-12' }],
      accounts: { type: 'FULL', next_due: '2023-09-30', overdue: true },
      charges: { total: 3, outstanding: 2 },
      parents: [
        { name: 'EXAMPLE HOLDINGS PLC', company_number: '09000002', share_band: '75-100', majority: true },
      ],
      ultimate_owner: { company_number: '09000007', name: 'EXAMPLE GROUP TOPCO LIMITED' },
    });
    // The group under the top company by majority control: topco, holdings, homes (leasing is 25-50 %).
    expect(p.companies_house.group).toEqual({
      top: { company_number: '09000007', name: 'EXAMPLE GROUP TOPCO LIMITED' },
      size: 3,
      titles: 3, // the group's freehold titles: all held by EXAMPLE HOMES (NGL900001, 900010, 900040)
    });
    expect(p.companies_house.freehold_titles).toBe(3);
    expect(a.owner_company_numbers).toEqual(['09000001']);
    expect([...a.owner_group_numbers].sort()).toEqual(['09000001', '09000002', '09000007']);
    expect(a.owner_types).toEqual([]);
    expect(a.leaseholders).toBeNull();
    // The parcel holds this property's point only: the outline is given.
    expect(a.outline.type).toBe('Polygon');
    expect(a.enriched_at).not.toBeNull();
  });

  it('a flat: EPC by address, freehold of its building, leaseholders by relation (roof, garage and owner excluded)', async () => {
    const { id } = await application(db, {
      council_id: barnet,
      address: 'Flat 2, 20 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000020',
    });
    await enrichApplication(db, id);
    const a = await row(id);
    expect([a.epc_rating, a.floor_area]).toEqual(['B', 54]);
    expect(a.last_sale).toMatchObject({ price: 425000, property_type: 'flat', tenure: 'leasehold' });
    expect(a.freehold_owner).toMatchObject({ title_number: 'NGL900010', of: 'building', via: 'address' });
    expect(
      a.leaseholders.map((l: { title_number: string; relation: string; of: string; tenure: string }) => [
        l.title_number,
        l.relation,
        l.of,
        l.tenure,
      ]),
    ).toEqual([
      ['NGL900012', 'elsewhere_in_building', 'part', 'leasehold'],
      ['NGL900011', 'this_unit', 'part', 'leasehold'],
      ['NGL900015', 'whole_building', 'building', 'leasehold'],
    ]);
    expect(a.leaseholders[0].proprietors[0].companies_house).toMatchObject({
      name: 'SAMPLE LETTINGS LIMITED',
      status_code: 'liquidation',
    });
    expect([...a.leaseholder_company_numbers].sort()).toEqual(['09000003', '09000004', '09000006']);
    // The parcel also holds flat 5 (its UPRN named by the registered lease): same building, outline given.
    expect(a.outline.type).toBe('Polygon');
  });

  it('an overseas owner, a parcel shared with another house (no outline), a public owner without a number', async () => {
    const over = await application(db, {
      council_id: barnet,
      address: '3 Sample Avenue, London, N2 0AB',
      postcode: 'N2 0AB',
      uprn: '900000000030',
    });
    await enrichApplication(db, over.id);
    const a = await row(over.id);
    expect(a.owner_types).toEqual(['overseas']);
    expect(a.freehold_owner.proprietors[0]).toMatchObject({
      name: 'EXAMPLE OVERSEAS HOLDINGS S.A.',
      company_number: null,
      country_incorporated: 'LUXEMBOURG',
      companies_house: null,
      links: null,
    });
    expect(a.epc_rating).toBe('E');
    expect(a.outline).toBeNull();

    const pub = await application(db, {
      council_id: barnet,
      address: '1 Sample Avenue, London',
      postcode: 'N2 0AB',
    });
    await enrichApplication(db, pub.id);
    const b = await row(pub.id);
    expect(b.owner_types).toEqual(['public']);
    expect(b.freehold_owner.proprietors[0]).toMatchObject({ company_number: null, companies_house: null });
    // A postcode centroid is not precise enough for an outline (spec 2.2).
    expect([b.location_source, b.outline]).toEqual(['postcode', null]);
  });

  it('no company owner, a too-small parcel: freehold_owner and outline null', async () => {
    const { id } = await application(db, {
      council_id: barnet,
      address: 'Substation adjoining 30 Example Road, London N2 0AA',
      postcode: 'N2 0AA',
      uprn: '900000000040',
    });
    await enrichApplication(db, id);
    const a = await row(id);
    expect([a.freehold_owner, a.owner_company_numbers, a.outline, a.sales]).toEqual([null, null, null, null]);
  });

  it('Leeds: postcode centroid, parish and ward by point, the council ward wording kept when given', async () => {
    const { id } = await application(db, {
      council_id: leeds,
      address: '9 Synthetic Street, Leeds LS6 1AA',
      postcode: 'LS6 1AA',
    });
    await enrichApplication(db, id);
    const a = await row(id);
    expect([a.location_source, a.lat, a.lng]).toEqual(['postcode', 53.81787, -1.5745]);
    expect([a.parish, a.parish_code, a.ward]).toEqual([
      'Synthetic Kirkstall Parish',
      'E04999001',
      'Headingley',
    ]);
    expect(Number(a.last_sale_price)).toBe(298000);
    const own = await application(db, {
      council_id: leeds,
      address: '11 Synthetic Street, Leeds',
      postcode: 'LS6 1AB',
      ward: 'Headingley & Hyde Park',
    });
    await enrichApplication(db, own.id);
    expect((await row(own.id)).ward).toBe('Headingley & Hyde Park');
  });

  it('the nightly check fills constraints for new and moved records: entries, or [] when none', async () => {
    const hgs = await application(db, {
      council_id: barnet,
      address: 'a house in Hampstead Garden Suburb',
      lat: 51.5813555,
      lng: -0.1824754,
      location_source: 'council',
    });
    const ls = await application(db, { council_id: leeds, address: '1 Leeds', postcode: 'LS1 1AA' });
    const none = await application(db, { council_id: leeds, address: 'nowhere known' });
    await enrichApplication(db, ls.id);
    await db('applications')
      .update({ constraints_checked_at: db.fn.now(), constraints: '[]' })
      .whereNotIn('id', [hgs.id, ls.id, none.id]);
    expect(await runConstraintCheck(db)).toBe(2);
    const h = await row(hgs.id);
    expect(h.constraints).toContainEqual(
      expect.objectContaining({
        layer: 'conservation',
        relation: 'within',
        name: 'Hampstead Garden Suburb',
        reference: '6947',
      }),
    );
    expect((await row(ls.id)).constraints).toEqual([]);
    expect((await row(none.id)).constraints).toBeNull();
    expect(await runConstraintCheck(db)).toBe(0);
    // The record moves (its UPRN now resolves): the check is cleared and runs again.
    await db('applications').where({ id: hgs.id }).update({ uprn: '900000000014', location_source: null });
    await enrichApplication(db, hgs.id);
    expect((await row(hgs.id)).constraints).toBeNull();
    expect(await runConstraintCheck(db)).toBe(1);
    const moved = await row(hgs.id);
    expect(moved.constraints).toEqual(await checkPoint(db, { lat: 51.5862, lng: -0.1702, precise: true }));
    expect(moved.constraints_checked_at).not.toBeNull();
  });

  it('plandata enrich picks up records never joined or changed since, --all takes every one', async () => {
    const ids = await new EnrichmentRepository(db).idsToEnrich({ all: false, afterId: 0, limit: 1000 });
    const all = await new EnrichmentRepository(db).idsToEnrich({ all: true, afterId: 0, limit: 1000 });
    const total = Number((await db('applications').count<{ n: string }[]>('* as n'))[0]!.n);
    expect(all.length).toBe(total);
    const never = await db('applications').whereNull('enriched_at').pluck('id');
    expect(ids.map(Number).sort()).toEqual(never.map(Number).sort());
  });
});
