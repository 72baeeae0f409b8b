// GET /v1/applications (spec 4.1, 2.1): every parameter, on rows that hold the data it filters on,
// through the HTTP interface on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
const ids: Record<string, string> = {};
let demo: string, starter: string, pro: string, contactPro: string;

beforeAll(async () => {
  a = await buildTestApp(rt);
  const barnet = await council(rt.db, 'barnet', { name: 'Barnet' });
  const cardiff = await council(rt.db, 'cardiff', { name: 'Cardiff', nation: 'wales' });
  const glasgow = await council(rt.db, 'glasgow', { name: 'Glasgow', nation: 'scotland' });
  ids.A1 = (
    await application(rt.db, {
      council_id: barnet.id,
      postcode: 'N3 1AA',
      address: '1 Ballards Lane, London',
      description: 'Single storey rear extension',
      category: 'householder-extension',
      categories: ['householder-extension'],
      stage: 'approved',
      procedure: 'full',
      status: 'Grant Permission',
      date_received: '2026-03-10',
      date_decided: '2026-04-20',
      date_decided_precision: 'day',
      committee: {
        outcome: 'Approved',
        meeting_date: '2026-04-15',
        committee: 'Planning Committee',
        url: null,
      },
      major_development: false,
      parish: 'Finchley',
      parish_code: 'E04000001',
      last_sale_price: 450000,
      last_sale: { price: 450000, date: '2020-06-01', property_type: 'semi-detached', tenure: 'freehold' },
      sales: [{ price: 450000, date: '2020-06-01' }],
      floor_area: 85,
      epc_rating: 'C',
      owner_company_numbers: ['01234567'],
      owner_group_numbers: ['09999999'],
      owner_types: ['housing'],
      freehold_owner: { title_number: 'NGL1', tenure: 'freehold', proprietors: [] },
      leaseholder_company_numbers: ['SC123456'],
      leaseholders: [{ title_number: 'NGL2', tenure: 'leasehold' }],
      constraints: [{ layer: 'conservation', label: 'Conservation area', relation: 'within', metres: null }],
      service_uprn: '200000000001',
      service_uprn_source: 'council',
      contact: { applicant: 'Mr A Smith', agent: '=HYPERLINK("x")', case_officer: null },
      lat: 51.6,
      lng: -0.19,
    })
  ).public_id;
  ids.A2 = (
    await application(rt.db, {
      council_id: barnet.id,
      postcode: 'N3 2BB',
      description: 'Erection of 12 dwellings with parking',
      category: 'new-homes',
      categories: ['new-homes'],
      stage: 'pending',
      procedure: 'outline',
      status: 'Awaiting decision',
      date_received: '2026-05-01',
      major_development: true,
      dwelling_count: 12,
      last_sale_price: 1_200_000,
      floor_area: 200,
      epc_rating: 'A+',
    })
  ).public_id;
  ids.A3 = (
    await application(rt.db, {
      council_id: cardiff.id,
      nation: 'wales',
      postcode: 'CF10 1AA',
      description: 'Change of use to restaurant',
      category: 'change-of-use',
      categories: ['change-of-use', 'hospitality'],
      commercial: true,
      commercial_work: 'to-commercial',
      stage: 'refused',
      procedure: 'full',
      status: 'Refused',
      date_received: '2026-02-01',
      date_decided: '2026-03-15',
      lat: 51.48,
      lng: -3.18,
    })
  ).public_id;
  ids.A4 = (
    await application(rt.db, {
      council_id: glasgow.id,
      nation: 'scotland',
      postcode: 'G1 1AA',
      reference: 'DC/26/0004',
      description: 'Discharge of condition 3',
      stage: 'approved',
      procedure: 'discharge',
      major_development: true,
      date_received: '2026-06-01',
    })
  ).public_id;
  ids.A5 = (
    await application(rt.db, {
      council_id: barnet.id,
      description: 'Undated record',
      stage: 'other',
      date_received: null,
      date_received_precision: null,
    })
  ).public_id;
  ids.H1 = (
    await archive(rt.db, {
      council_id: barnet.id,
      description: 'Rear extension',
      date_received: '2019-05-01',
    })
  ).public_id;
  ids.H2 = (
    await archive(rt.db, { council_id: barnet.id, description: 'New garage', date_received: '2018-01-01' })
  ).public_id;
  ids.H3 = (
    await archive(rt.db, { council_id: cardiff.id, nation: 'wales', date_received: '2015-01-01' })
  ).public_id;
  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
  contactPro = await key(rt.db, 'pro', { contact: true });
});
afterAll(() => a.close());

const names = (body: Json): string[] =>
  body.data.map((r: Json) => Object.entries(ids).find(([, v]) => v === r.id)?.[0] ?? r.id);

async function expectIds(url: string, expected: string[], k = pro): Promise<Json> {
  const r = await get(a, url, k);
  expect(r.status, `${url}: ${r.text}`).toBe(200);
  expect(names(r.body), url).toEqual(expected);
  return r.body;
}

async function expect400(url: string, param: string, k = pro): Promise<void> {
  const r = await get(a, url, k);
  expect(r.status, `${url}: ${r.text}`).toBe(400);
  expect(r.body.error.type).toBe('invalid_request');
  expect(r.body.error.param, url).toBe(param);
}

async function expect403(url: string, param: string, k: string): Promise<void> {
  const r = await get(a, url, k);
  expect(r.status, `${url}: ${r.text}`).toBe(403);
  expect(r.body.error.type).toBe('permission_error');
  expect(r.body.error.param, url).toBe(param);
}

describe('order and envelope', () => {
  it('newest received first, undated last, with the meta of 2.1', async () => {
    const body = await expectIds('/v1/applications', ['A4', 'A2', 'A1', 'A3', 'A5']);
    // meta.attribution (licence statements of the data shown) is the enrichment's; the rest is 2.1.
    const { attribution: _attribution, ...meta } = body.meta;
    expect(meta).toEqual({
      limit: 100,
      count: 5,
      next_cursor: null,
      historical_available: false,
      historical_included: false,
      historical_more: false,
    });
  });
});

describe('every filter of 4.1', () => {
  it('postcode: full (any case and spacing), sector, district, area; malformed is 400', async () => {
    await expectIds('/v1/applications?postcode=n31aa', ['A1']);
    await expectIds('/v1/applications?postcode=N3%201AA', ['A1']);
    await expectIds('/v1/applications?postcode=N3%201', ['A1']);
    await expectIds('/v1/applications?postcode=N3', ['A2', 'A1']);
    await expectIds('/v1/applications?postcode=cf', ['A3']);
    await expect400('/v1/applications?postcode=12345', 'postcode');
  });

  it('council and nation', async () => {
    await expectIds('/v1/applications?council=barnet', ['A2', 'A1', 'A5']);
    await expectIds('/v1/applications?council=BARNET&stage=approved', ['A1']);
    await expect400('/v1/applications?council=atlantis', 'council');
    await expectIds('/v1/applications?nation=wales', ['A3']);
    await expectIds('/v1/applications?nation=scotland', ['A4']);
    await expect400('/v1/applications?nation=mars', 'nation');
  });

  it('category (comma-separated, known slugs only)', async () => {
    await expectIds('/v1/applications?category=householder-extension', ['A1']);
    await expectIds('/v1/applications?category=new-homes,hospitality', ['A2', 'A3']);
    await expect400('/v1/applications?category=spaceports', 'category');
  });

  it('q matches description, address and reference', async () => {
    await expectIds('/v1/applications?q=dwellings', ['A2']);
    await expectIds('/v1/applications?q=restaurant', ['A3']);
    await expectIds('/v1/applications?q=Ballards', ['A1']);
    await expectIds('/v1/applications?q=DC/26/0004', ['A4']);
    await expect400('/v1/applications?q=%20', 'q');
  });

  it('reference is exact, ignoring case and spaces', async () => {
    await expectIds('/v1/applications?reference=dc/26/%200004', ['A4']);
    await expectIds('/v1/applications?reference=dc/26', []);
  });

  it('status is a substring of the raw status; stage and procedure take their value lists', async () => {
    await expectIds('/v1/applications?status=grant', ['A1']);
    await expectIds('/v1/applications?stage=approved', ['A4', 'A1']);
    await expectIds('/v1/applications?stage=approved,refused', ['A4', 'A1', 'A3']);
    await expect400('/v1/applications?stage=granted', 'stage');
    await expectIds('/v1/applications?procedure=outline', ['A2']);
    await expectIds('/v1/applications?procedure=full,discharge', ['A4', 'A1', 'A3']);
    await expect400('/v1/applications?procedure=householder', 'procedure');
    await expectIds('/v1/applications?stage=approved&procedure=full', ['A1']);
  });

  it('commercial_work, committee, major, dmin', async () => {
    await expectIds('/v1/applications?commercial_work=to-commercial', ['A3']);
    await expect400('/v1/applications?commercial_work=bigger', 'commercial_work');
    await expectIds('/v1/applications?committee=1', ['A1'], demo);
    await expect400('/v1/applications?committee=yes', 'committee');
    await expectIds('/v1/applications?major=1', ['A2'], demo);
    await expectIds('/v1/applications?major=all', ['A4', 'A2'], demo);
    await expect400('/v1/applications?major=2', 'major');
    await expectIds('/v1/applications?dmin=10', ['A2']);
    await expectIds('/v1/applications?dmin=13', []);
    await expect400('/v1/applications?dmin=lots', 'dmin');
    await expect400('/v1/applications?dmin=-1', 'dmin');
  });

  it('parish: by code, with meta.parish', async () => {
    const body = await expectIds('/v1/applications?parish=E04000001', ['A1']);
    expect(body.meta.parish).toEqual({ code: 'E04000001', name: 'Finchley', council: 'Barnet' });
    await expect400('/v1/applications?parish=S04000001', 'parish');
  });

  it('owner filters (Pro and above): owner_company with leading zeros omitted, group scope, leaseholder, owner_type', async () => {
    const body = await expectIds('/v1/applications?owner_company=1234567', ['A1']);
    expect(body.meta.owner_filter).toMatchObject({ company_number: '01234567', scope: 'company' });
    await expectIds('/v1/applications?owner_company=9999999', []);
    await expectIds('/v1/applications?owner_company=9999999&owner_scope=group', ['A1']);
    await expectIds('/v1/applications?leaseholder_company=sc123456', ['A1']);
    await expectIds('/v1/applications?owner_type=housing', ['A1']);
    await expectIds('/v1/applications?owner_type=any', ['A1']);
    await expectIds('/v1/applications?owner_type=overseas', []);
    await expect400('/v1/applications?owner_company=ACME', 'owner_company');
    await expect400('/v1/applications?owner_scope=group', 'owner_scope');
    await expect400('/v1/applications?owner_type=private', 'owner_type');
    for (const p of ['owner_company=1234567', 'leaseholder_company=1', 'owner_type=any', 'owner_scope=group'])
      await expect403(`/v1/applications?${p}`, p.split('=')[0], starter);
  });

  it('min_price and max_price (Pro and above; below Pro 403)', async () => {
    await expectIds('/v1/applications?min_price=1000000', ['A2']);
    await expectIds('/v1/applications?max_price=500000', ['A1']);
    await expectIds('/v1/applications?min_price=400000&max_price=500000', ['A1']);
    await expect400('/v1/applications?min_price=5&max_price=1', 'min_price');
    await expect400('/v1/applications?min_price=cheap', 'min_price');
    await expect403('/v1/applications?min_price=1', 'min_price', starter);
    await expect403('/v1/applications?max_price=1', 'max_price', demo);
  });

  it('floor area and epc_rating (every paid plan; Demo 403)', async () => {
    await expectIds('/v1/applications?min_floor_area=100', ['A2'], starter);
    await expectIds('/v1/applications?max_floor_area=90.5', ['A1'], starter);
    await expectIds('/v1/applications?epc_rating=A%2B', ['A2'], starter);
    await expectIds('/v1/applications?epc_rating=A+', ['A2'], starter); // '+' arrives as a space
    await expectIds('/v1/applications?epc_rating=c,b', ['A1'], starter);
    await expect400('/v1/applications?epc_rating=Z', 'epc_rating', starter);
    await expect400('/v1/applications?min_floor_area=big', 'min_floor_area', starter);
    await expect403('/v1/applications?min_floor_area=1', 'min_floor_area', demo);
    await expect403('/v1/applications?max_floor_area=1', 'max_floor_area', demo);
    await expect403('/v1/applications?epc_rating=A', 'epc_rating', demo);
  });

  it('date_from, date_to, decided_from, decided_to (decided: every plan)', async () => {
    await expectIds('/v1/applications?date_from=2026-04-01', ['A4', 'A2']);
    await expectIds('/v1/applications?date_to=2026-02-28', ['A3']);
    await expectIds('/v1/applications?date_from=2026-03-01&date_to=2026-05-01', ['A2', 'A1']);
    await expect400('/v1/applications?date_from=2026-02-30', 'date_from');
    await expect400('/v1/applications?date_to=yesterday', 'date_to');
    await expect400('/v1/applications?date_from=2026-05-01&date_to=2026-04-01', 'date_from');
    await expectIds('/v1/applications?decided_from=2026-04-01', ['A1'], demo);
    await expectIds('/v1/applications?decided_to=2026-03-31', ['A3'], demo);
    await expect400('/v1/applications?decided_from=01-04-2026', 'decided_from');
  });

  it('changed_since is left to the change-feed route (issue 8): not a parameter of this build yet', async () => {
    const r = await get(a, '/v1/applications?changed_since=2026-01-01', pro);
    expect([400, 200]).toContain(r.status);
  });
});

describe('paging: limit, per_page, cursor, total', () => {
  it('per_page is an alias; limit wins; capped at the plan maximum; 0 is 400', async () => {
    expect((await get(a, '/v1/applications?per_page=1', pro)).body.meta.limit).toBe(1);
    expect((await get(a, '/v1/applications?limit=2&per_page=1', pro)).body.meta.limit).toBe(2);
    const d = await get(a, '/v1/applications?limit=1000', demo);
    expect(d.body.meta.limit).toBe(10);
    expect((await get(a, '/v1/applications?limit=1000', starter)).body.meta.limit).toBe(50);
    await expect400('/v1/applications?limit=0', 'limit');
    await expect400('/v1/applications?per_page=abc', 'per_page');
  });

  it('a cursor walks every row once; null next_cursor only at the real end', async () => {
    const seen: string[] = [];
    let url = '/v1/applications?limit=2';
    for (let i = 0; i < 10; i++) {
      const r = await get(a, url, pro);
      expect(r.status).toBe(200);
      seen.push(...names(r.body));
      if (!r.body.meta.next_cursor) break;
      url = `/v1/applications?limit=2&cursor=${encodeURIComponent(r.body.meta.next_cursor)}`;
    }
    expect(seen).toEqual(['A4', 'A2', 'A1', 'A3', 'A5']);
  });

  it('a tampered cursor, or one from another query, is 400 naming cursor', async () => {
    const r = await get(a, '/v1/applications?limit=1', pro);
    const c = r.body.meta.next_cursor as string;
    await expect400(`/v1/applications?limit=1&cursor=${encodeURIComponent(c.slice(0, -2) + 'xx')}`, 'cursor');
    await expect400(`/v1/applications?limit=1&stage=approved&cursor=${encodeURIComponent(c)}`, 'cursor');
    await expect400('/v1/applications?cursor=garbage', 'cursor');
    // Changing only the page size keeps the cursor valid.
    expect((await get(a, `/v1/applications?limit=3&cursor=${encodeURIComponent(c)}`, pro)).status).toBe(200);
  });

  it('total=1 adds meta.total and total_capped', async () => {
    const r = await get(a, '/v1/applications?council=barnet&limit=1&total=1', pro);
    expect(r.body.meta.total).toBe(3);
    expect(r.body.meta.total_capped).toBe(false);
    expect(r.body.meta.count).toBe(1);
    expect((await get(a, '/v1/applications?council=barnet', pro)).body.meta.total).toBeUndefined();
    await expect400('/v1/applications?total=yes', 'total');
  });
});

describe('archive (spec 2.1, 4.1 date_from/date_to)', () => {
  it('paid plans: live then archive on one cursor when the range reaches before 2026 with a scope', async () => {
    const p1 = await get(a, '/v1/applications?council=barnet&date_from=2018-01-01&limit=2', starter);
    expect(names(p1.body)).toEqual(['A2', 'A1']);
    expect(p1.body.meta.historical_included).toBe(false);
    expect(p1.body.meta.historical_more).toBe(true);
    const p2 = await get(
      a,
      `/v1/applications?council=barnet&date_from=2018-01-01&limit=2&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      starter,
    );
    expect(names(p2.body)).toEqual(['H1', 'H2']);
    expect(p2.body.meta.historical_included).toBe(true);
    expect(p2.body.meta.historical_more).toBe(false);
    expect(p2.body.meta.next_cursor).toBeNull();
    const h = p2.body.data[0];
    expect(h.source).toBe('historical');
    expect(h.id).toMatch(/^h_/);
    expect(h.category).toBeNull();
    expect(h.status).toBe(h.stage);
    expect(h.key_dates).toBeNull();
    expect(h.decision).toBeNull();
    expect(h.links.associated).toBeNull();
    // total counts live plus archive
    const t = await get(a, '/v1/applications?council=barnet&date_from=2018-01-01&total=1', starter);
    expect(t.body.meta.total).toBe(4);
  });

  it('Demo: no archive records, historical_available and a note saying history needs a paid plan', async () => {
    const r = await get(a, '/v1/applications?council=barnet&date_from=2018-01-01', demo);
    expect(names(r.body)).toEqual(['A2', 'A1']);
    expect(r.body.meta.historical_available).toBe(true);
    expect(r.body.meta.historical_included).toBe(false);
    expect(r.body.meta.historical_note).toMatch(/paid plan/);
  });

  it('without a scope the archive stays out, and the note says what to add', async () => {
    const r = await get(a, '/v1/applications?date_from=2018-01-01', starter);
    expect(r.body.data.every((x: Json) => x.source === 'live')).toBe(true);
    expect(r.body.meta.historical_note).toMatch(/council, nation, postcode or keyword/);
    const q = await get(a, '/v1/applications?q=garage&date_to=2025-12-31', starter);
    expect(names(q.body)).toEqual(['H2']);
    const n = await get(a, '/v1/applications?nation=wales&date_to=2025-12-31', starter);
    expect(names(n.body)).toEqual(['H3']);
  });

  it('live-only filters keep the archive out and say so', async () => {
    const r = await get(
      a,
      '/v1/applications?council=barnet&date_from=2018-01-01&category=new-homes',
      starter,
    );
    expect(names(r.body)).toEqual(['A2']);
    expect(r.body.meta.historical_note).toMatch(/category exists only on live records/);
  });

  it('archive ids are not individually retrievable: 404 saying so', async () => {
    const r = await get(a, `/v1/applications/${ids.H1}`, pro);
    expect(r.status).toBe(404);
    expect(r.body.error.type).toBe('not_found');
    expect(r.body.error.message).toMatch(/not individually retrievable/);
  });
});

describe('hints (spec 2.1)', () => {
  it('an empty full-postcode search points to nearby search', async () => {
    const r = await get(a, '/v1/applications?postcode=N3%209ZZ', pro);
    expect(r.body.data).toEqual([]);
    expect(r.body.meta.hint).toMatch(/about 15 addresses/);
    expect(r.body.meta.hint).toMatch(/\/v1\/applications\/nearby\?postcode=N3%209ZZ/);
  });

  it('an empty reference search without council says references are unique only within a council', async () => {
    const r = await get(a, '/v1/applications?reference=XX/1', pro);
    expect(r.body.meta.hint).toMatch(/unique only within a council/);
  });

  it('a date_from in the future says so; results have no hint', async () => {
    expect((await get(a, '/v1/applications?date_from=2099-01-01', pro)).body.meta.hint).toMatch(/future/);
    expect((await get(a, '/v1/applications', pro)).body.meta.hint).toBeUndefined();
  });
});

describe('fields by plan and add-on (spec 2.2, 8)', () => {
  const a1 = async (k: string, extra = '') =>
    (await get(a, `/v1/applications?postcode=N3%201AA${extra}`, k)).body.data[0] as Json;

  it('Demo: no service_uprn, last_sale, owners, constraints or availability flags', async () => {
    const r = await a1(demo);
    for (const f of [
      'service_uprn',
      'service_uprn_source',
      'last_sale',
      'sales',
      'freehold_owner',
      'leaseholders',
      'constraints',
      'freehold_owner_available',
      'leaseholder_available',
      'applicant',
    ])
      expect(r, f).not.toHaveProperty(f);
    expect(r.authority).toEqual({ slug: 'barnet', name: 'Barnet' });
    expect(r.category).toEqual({ slug: 'householder-extension', label: expect.any(String) });
    expect(r.location).toEqual({ lat: 51.6, lng: -0.19 });
    expect(r.date_precision).toEqual({ received: 'day', decided: 'day' });
    expect(r.committee.outcome).toBe('Approved');
  });

  it('Starter: service_uprn and the owner availability flags, no last_sale', async () => {
    const r = await a1(starter);
    expect(r.service_uprn).toBe('200000000001');
    expect(r.service_uprn_source).toBe('council');
    expect(r.freehold_owner_available).toBe(true);
    expect(r.leaseholder_available).toBe(true);
    expect(r).not.toHaveProperty('freehold_owner');
    expect(r).not.toHaveProperty('last_sale');
    expect(r).not.toHaveProperty('constraints');
  });

  it('Pro: last_sale, freehold_owner, leaseholders, constraints; sales only on single records', async () => {
    const r = await a1(pro);
    expect(r.last_sale.price).toBe(450000);
    expect(r.freehold_owner.title_number).toBe('NGL1');
    expect(r.leaseholders[0].tenure).toBe('leasehold');
    expect(r.constraints[0].layer).toBe('conservation');
    expect(r).not.toHaveProperty('sales');
    expect(r).not.toHaveProperty('freehold_owner_available');
    expect(r).not.toHaveProperty('applicant');
  });

  it('Contact Data add-on: published contact fields, metered in meta.contact; include_contact=false omits them', async () => {
    const r = await get(a, '/v1/applications?postcode=N3%201AA', contactPro);
    expect(r.body.data[0].applicant).toBe('Mr A Smith');
    expect(r.body.data[0]).not.toHaveProperty('case_officer'); // not published
    expect(r.body.meta.contact).toMatchObject({ metered: 1, used: 1, cap: 10000, remaining: 9999 });
    const again = await get(a, '/v1/applications?postcode=N3%201AA', contactPro);
    expect(again.body.meta.contact).toMatchObject({ metered: 0, used: 1 });
    const off = await get(a, '/v1/applications?postcode=N3%201AA&include_contact=false', contactPro);
    expect(off.body.data[0]).not.toHaveProperty('applicant');
    expect(off.body.meta.contact).toBeUndefined();
  });
});

describe('format=csv', () => {
  it('the same page as CSV: header, precision columns last, formula cells escaped, numbers untouched', async () => {
    const json = await get(a, '/v1/applications?council=barnet&limit=2', contactPro);
    const r = await get(a, '/v1/applications?council=barnet&limit=2&format=csv', contactPro);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.text.trim().split('\r\n');
    const header = lines[0].split(',');
    expect(header.slice(-2)).toEqual(['date_received_precision', 'date_decided_precision']);
    expect(header[0]).toBe('id');
    expect(lines.length).toBe(3);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(json.body.data.map((d: Json) => d.id));
    expect(r.headers['x-next-cursor']).toBe(json.body.meta.next_cursor);
    const a1line = lines.find((l) => l.startsWith(ids.A1))!;
    expect(a1line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(a1line).toContain(',-0.19,');
    expect(a1line.endsWith(',day,day')).toBe(true);
    // Gated columns follow the plan.
    const demoCsv = await get(a, '/v1/applications?council=barnet&format=csv', demo);
    expect(demoCsv.text.split('\r\n')[0]).not.toContain('last_sale_price');
    expect(r.text.split('\r\n')[0]).toContain('last_sale_price');
  });

  it('an empty CSV page still has its header', async () => {
    const r = await get(a, '/v1/applications?council=barnet&stage=withdrawn&format=csv', pro);
    expect(r.text.split('\r\n')[0]).toMatch(/^id,reference,authority_slug/);
    await expect400('/v1/applications?format=xml', 'format');
  });
});

describe('cursor stability (rows inserted between pages)', () => {
  it('new rows never repeat or shift the rows after the cursor', async () => {
    const c = await council(rt.db, 'leeds');
    const made: string[] = [];
    for (let d = 1; d <= 6; d++)
      made.push((await application(rt.db, { council_id: c.id, date_received: `2026-07-0${d}` })).public_id);
    const expected = [...made].reverse(); // newest first
    const p1 = await get(a, '/v1/applications?council=leeds&limit=3', pro);
    expect(p1.body.data.map((r: Json) => r.id)).toEqual(expected.slice(0, 3));
    // Inserted between pages: one newer than everything, one dated inside the second page's range, one
    // on the cursor's own date (it sorts by id after the cursor row, so it is newer and not shown).
    await application(rt.db, { council_id: c.id, date_received: '2026-07-20' });
    const mid = (await application(rt.db, { council_id: c.id, date_received: '2026-07-02' })).public_id;
    await application(rt.db, { council_id: c.id, date_received: '2026-07-04' });
    const p2 = await get(
      a,
      `/v1/applications?council=leeds&limit=10&cursor=${encodeURIComponent(p1.body.meta.next_cursor)}`,
      pro,
    );
    const got = p2.body.data.map((r: Json) => r.id);
    expect(got.filter((id: string) => made.includes(id))).toEqual(expected.slice(3));
    expect(got).toContain(mid);
    expect(new Set([...p1.body.data.map((r: Json) => r.id), ...got]).size).toBe(3 + got.length);
  });
});
