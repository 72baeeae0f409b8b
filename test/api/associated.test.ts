// GET /v1/applications/{id}/associated (spec 2.5, 4.6) and the associated summary of GET
// /v1/applications/{id} (4.2), through HTTP on a real database: families built from the real Idox
// summary pages in ../shared/fixtures (Brighton & Hove discharges of conditions citing their
// permissions, Lambeth's "condition 3 (samples and a schedule of materials) of Planning Permission
// Ref: 12/02618/DET"), stored by the store step (they are 2014-2018 records, so the archive), with
// live 2026 applications beside them; roles, members, the conditions ledger, plan gates, metering
// and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { fixturePage } from '../helpers/portal-pages.js';
import { app as buildTestApp, application, archive, council, get, key, type Json } from './seed.js';
import type { FetchedPage } from '../../scrapers/contract.js';
import { storeBatch, type StoreCouncil } from '../../workers/services/scrape/store.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string, starter: string, pro: string;
const ids: Record<string, string> = {};

const BRIGHTON = 'https://planningapps.brighton-hove.gov.uk/online-applications';
const LAMBETH = 'https://planapps.lambeth.gov.uk/online-applications';

async function storeReal(c: StoreCouncil, reference: string, page: FetchedPage): Promise<void> {
  const r = (await storeBatch(rt.db, null, c, [{ reference, pages: [page] }])).get(reference)!;
  if ('error' in r) throw r.error;
}

beforeAll(async () => {
  a = await buildTestApp(rt);
  const now = new Date();
  const brighton = await council(rt.db, 'brighton-and-hove', {
    name: 'Brighton and Hove',
    last_success_at: now,
  });
  const lambeth = await council(rt.db, 'lambeth', { name: 'Lambeth', last_success_at: now });
  const stale = await council(rt.db, 'stale-town', { broken: true, last_success_at: new Date('2026-01-01') });
  const b: StoreCouncil = { id: brighton.id, slug: brighton.slug, nation: 'england', platform: 'idox' };
  const l: StoreCouncil = { id: lambeth.id, slug: lambeth.slug, nation: 'england', platform: 'idox' };

  // The real pages, through the store step: BH2018/02312 discharges condition 9 of BH2016/01001,
  // BH2018/01642 conditions 8, 9 and 10 of BH2015/04378, Lambeth 14/05450/DET condition 3 of
  // 12/02618/DET. Received in 2014-2018, they are archive records.
  await storeReal(
    b,
    'BH2018/02312',
    fixturePage(
      'idox/brighton-and-hove/brighton_idox_15_details_PC5XTADMJ8U00.html',
      `${BRIGHTON}/applicationDetails.do?activeTab=summary&keyVal=PC5XTADMJ8U00`,
    ),
  );
  await storeReal(
    b,
    'BH2018/01642',
    fixturePage(
      'idox/brighton-and-hove/brighton_idox_26_details_P96ASYDMKD800.html',
      `${BRIGHTON}/applicationDetails.do?activeTab=summary&keyVal=P96ASYDMKD800`,
    ),
  );
  await storeReal(
    l,
    '14/05450/DET',
    fixturePage(
      'idox/lambeth/lambeth_idox_details_14-05450-DET.html',
      `${LAMBETH}/applicationDetails.do?activeTab=summary&keyVal=NBXZ4SBU0B000`,
    ),
  );

  // The permissions they cite, in the archive (an earlier back-fill), and live 2026 applications.
  ids.bh2016 = (
    await archive(rt.db, {
      council_id: brighton.id,
      reference: 'BH2016/01001',
      description: 'Erection of student accommodation blocks at East Slope.',
      procedure: 'full',
      stage: 'approved',
      date_received: '2016-03-24',
      address: 'East Slope Refectory Road University Of Sussex Brighton BN1 9RP',
    })
  ).public_id;
  ids.cond12 = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: 'BH2026/00412',
      description:
        'Application for Approval of Details reserved by condition 12 of application BH2016/01001.',
      procedure: 'discharge',
      stage: 'pending',
      date_received: '2026-02-02',
    })
  ).public_id;
  ids.vary9 = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: 'BH2026/00530',
      description: 'Variation of condition 9 (external lighting) of application BH2016/01001 (Section 73).',
      procedure: 'amendment',
      stage: 'pending',
      date_received: '2026-03-09',
    })
  ).public_id;
  ids.lambeth12 = (
    await archive(rt.db, {
      council_id: lambeth.id,
      reference: '12/02618/DET',
      description: 'Demolition of existing buildings and redevelopment of the site.',
      procedure: 'full',
      stage: 'approved',
      date_received: '2012-06-01',
    })
  ).public_id;
  ids.lambethLive = (
    await application(rt.db, {
      council_id: lambeth.id,
      reference: '26/00077/VOC',
      description:
        'Variation of condition 3 of Planning Permission Ref: 12/02618/DET to allow brick samples.',
      procedure: 'amendment',
      stage: 'approved',
      date_received: '2026-01-20',
    })
  ).public_id;

  // A shared reference core on one site: the full application and its listed building consent;
  // an advertisement with the same core elsewhere stays out (a site is required, not a number).
  ids.ful = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: '26/00100/FUL',
      description: 'Conversion of barn to dwelling.',
      procedure: 'full',
      stage: 'approved',
      uprn: '22001',
      address: 'Barn, Mill Lane',
      date_received: '2026-01-10',
    })
  ).public_id;
  ids.lbc = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: '26/00100/LBC',
      description: 'Internal alterations to listed barn.',
      procedure: 'listed-building',
      stage: 'approved',
      uprn: '22001',
      address: 'Barn, Mill Lane',
      date_received: '2026-01-10',
    })
  ).public_id;
  ids.adv = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: '26/00100/ADV',
      description: 'Display of fascia sign.',
      procedure: 'advert-consent',
      uprn: '99999',
      address: '1 High Street',
      date_received: '2026-01-11',
    })
  ).public_id;
  // Near the barn, and citing nothing: never linked by proximity.
  ids.near = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: '26/00200/HOU',
      description: 'Rear extension.',
      address: 'Barn Cottage, Mill Lane',
      lat: 50.8,
      lng: -0.1,
    })
  ).public_id;

  // Two discharges of a permission no record holds (outside the archive's reach): linked.
  ids.orphan1 = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: 'BH2026/00901',
      description:
        'Approval of details pursuant to condition 4 (drainage) of planning permission BH2009/00777.',
      procedure: 'discharge',
      stage: 'approved',
      date_received: '2026-02-01',
    })
  ).public_id;
  ids.orphan2 = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: 'BH2026/00902',
      description: 'Approval of details reserved by conditions 5 and 6 of application BH2009/00777.',
      procedure: 'discharge',
      stage: 'pending',
      date_received: '2026-02-15',
    })
  ).public_id;
  // The same reference cited in another council: exact within one council only.
  await application(rt.db, {
    council_id: lambeth.id,
    reference: '26/00999/DET',
    description: 'Approval of details reserved by condition 4 of BH2009/00777.',
    procedure: 'discharge',
  });

  // A council whose decisions are not being re-checked (broken).
  const staleParent = await application(rt.db, {
    council_id: stale.id,
    reference: 'ST/26/0001',
    description: 'Erection of 20 dwellings.',
    procedure: 'full',
    stage: 'approved',
    date_received: '2026-01-05',
  });
  ids.staleParent = staleParent.public_id;
  ids.staleDischarge = (
    await application(rt.db, {
      council_id: stale.id,
      reference: 'ST/26/0044',
      description: 'Discharge of condition 3 (materials) of ST/26/0001.',
      procedure: 'discharge',
      stage: 'approved',
      date_received: '2026-02-05',
    })
  ).public_id;
  ids.standalone = (
    await application(rt.db, {
      council_id: brighton.id,
      reference: 'BH2026/00001',
      description: 'Loft conversion.',
    })
  ).public_id;

  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
});

afterAll(async () => {
  await a?.close();
});

const refs = (b: Json) => (b.data.applications as Json[]).map((m) => m.reference);

describe('the store step files the real pre-2026 pages in the archive', () => {
  it('as archive records with h_ ids, core fields and the references they cite', async () => {
    const rows = await rt
      .db('archive_applications')
      .whereIn('reference', ['BH2018/02312', 'BH2018/01642', '14/05450/DET'])
      .orderBy('reference')
      .select(
        'reference',
        'public_id',
        'stage',
        'procedure',
        'planning_route',
        'cited_refs',
        'date_received',
      );
    expect(rows.map((r) => [r.reference, r.stage, r.procedure, r.cited_refs])).toEqual([
      ['14/05450/DET', 'pending', 'discharge', ['12/02618/DET']],
      ['BH2018/01642', 'approved', 'discharge', ['BH2015/04378']],
      ['BH2018/02312', 'approved', 'discharge', ['BH2016/01001']],
    ]);
    for (const r of rows) expect(r.public_id).toMatch(/^h_[0-9a-z]{14}$/);
    // Read from its summary alone, the council's type is not known: the broad route is the procedure.
    expect(rows.find((r) => r.reference === 'BH2018/02312')!.planning_route).toBe('discharge');
    const live = await rt
      .db('applications')
      .whereIn('reference', ['BH2018/02312', '14/05450/DET'])
      .count({ n: '*' });
    expect(Number(live[0].n)).toBe(0);
    const versions = await rt.db('application_versions').count({ n: '*' }).first();
    expect(Number(versions!.n)).toBe(0);
  });
});

describe('GET /v1/applications/{id}/associated', () => {
  it('a live discharge hangs off its archive permission: member, the principal, the ledger (paid plan)', async () => {
    const r = await get(a, `/v1/applications/${ids.cond12}/associated`, starter);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.id).toBe(ids.cond12);
    expect(d.role).toBe('member');
    expect(d.principal).toMatchObject({
      id: ids.bh2016,
      reference: 'BH2016/01001',
      depth: 0,
      parent_id: null,
      source: 'historical',
      is_this: false,
      links: { service: null, associated: null },
    });
    // Members in date order; the real page's record among them.
    expect(refs(r.body)).toEqual(['BH2016/01001', 'BH2018/02312', 'BH2026/00412', 'BH2026/00530']);
    expect(d.count).toBe(4);
    const byRef = Object.fromEntries((d.applications as Json[]).map((m) => [m.reference, m]));
    expect(byRef['BH2018/02312']).toMatchObject({
      depth: 1,
      parent_id: ids.bh2016,
      parent_reference: 'BH2016/01001',
      source: 'historical',
      procedure: 'discharge',
      stage: 'approved',
      is_this: false,
    });
    expect(byRef['BH2018/02312'].links.council).toBe(
      `${BRIGHTON}/applicationDetails.do?activeTab=summary&keyVal=PC5XTADMJ8U00`,
    );
    expect(byRef['BH2026/00412']).toMatchObject({ is_this: true, depth: 1, source: 'live' });
    expect(byRef['BH2026/00412'].links.associated).toBe(
      `http://localhost:3000/v1/applications/${ids.cond12}/associated`,
    );
    // Condition 9: discharged by the real 2018 application, then a variation sought in 2026.
    expect(d.conditions).toEqual([
      {
        number: '9',
        label: 'external lighting',
        status: 'variation_sought',
        parent_id: ids.bh2016,
        parent_reference: 'BH2016/01001',
        applications: [byRef['BH2018/02312'].id, ids.vary9],
      },
      {
        number: '12',
        label: null,
        status: 'submitted',
        parent_id: ids.bh2016,
        parent_reference: 'BH2016/01001',
        applications: [ids.cond12],
      },
    ]);
    expect(r.body.meta).toEqual({
      how: expect.stringContaining('Nothing is inferred from proximity'),
      historical_available: false,
    });
  });

  it('the same family from the principal side is not reachable (archive ids answer 404)', async () => {
    const r = await get(a, `/v1/applications/${ids.bh2016}/associated`, pro);
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ type: 'not_found', param: 'id' });
    expect(r.body.error.message).toContain('live applications only');
  });

  it('Demo: archive members are omitted and counted; parent_reference still names the omitted parent', async () => {
    const r = await get(a, `/v1/applications/${ids.vary9}/associated`, demo);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.role).toBe('member');
    expect(d.principal).toBeNull();
    expect(refs(r.body)).toEqual(['BH2026/00412', 'BH2026/00530']);
    for (const m of d.applications) {
      expect(m).toMatchObject({ source: 'live', parent_id: null, parent_reference: 'BH2016/01001' });
    }
    expect(r.body.meta).toMatchObject({ historical_available: true, historical_omitted: 2 });
    // The ledger keeps its statuses; archive applications are left out of its lists.
    expect(d.conditions.map((c: Json) => [c.number, c.status, c.parent_id, c.applications])).toEqual([
      ['9', 'variation_sought', null, [ids.vary9]],
      ['12', 'submitted', null, [ids.cond12]],
    ]);
  });

  it('historical=exclude leaves the archive members out on a paid plan too', async () => {
    const r = await get(a, `/v1/applications/${ids.vary9}/associated?historical=exclude`, pro);
    expect(refs(r.body)).toEqual(['BH2026/00412', 'BH2026/00530']);
    expect(r.body.meta).toMatchObject({ historical_available: true, historical_omitted: 2 });
  });

  it("the Lambeth page's condition wording labels the ledger entry", async () => {
    const r = await get(a, `/v1/applications/${ids.lambethLive}/associated`, pro);
    const d = r.body.data;
    expect(d.role).toBe('member');
    expect(d.principal.reference).toBe('12/02618/DET');
    expect(refs(r.body)).toEqual(['12/02618/DET', '14/05450/DET', '26/00077/VOC']);
    expect(d.conditions).toHaveLength(1);
    expect(d.conditions[0]).toMatchObject({
      number: '3',
      label: 'samples and a schedule of materials',
      status: 'varied',
      parent_reference: '12/02618/DET',
    });
    expect(d.conditions[0].applications).toHaveLength(2);
    expect(d.conditions[0].applications[1]).toBe(ids.lambethLive);
  });

  it('a shared reference core on the same site: principal and member; another site stays out', async () => {
    const p = await get(a, `/v1/applications/${ids.ful}/associated`, pro);
    expect(p.body.data.role).toBe('principal');
    expect(p.body.data.principal).toMatchObject({ id: ids.ful, depth: 0, is_this: true });
    expect(refs(p.body)).toEqual(['26/00100/FUL', '26/00100/LBC']);
    const m = await get(a, `/v1/applications/${ids.lbc}/associated`, pro);
    expect(m.body.data.role).toBe('member');
    expect(m.body.data.applications[1]).toMatchObject({
      reference: '26/00100/LBC',
      depth: 1,
      parent_id: ids.ful,
      parent_reference: '26/00100/FUL',
      is_this: true,
    });
    expect(m.body.data.conditions).toEqual([]);
    const adv = await get(a, `/v1/applications/${ids.adv}/associated`, pro);
    expect(adv.body.data.role).toBe('standalone');
  });

  it('standalone: no relatives (proximity links nothing), the application itself the one member', async () => {
    for (const id of [ids.standalone, ids.near]) {
      const r = await get(a, `/v1/applications/${id}/associated`, pro);
      expect(r.body.data).toMatchObject({
        id,
        role: 'standalone',
        principal: null,
        count: 1,
        conditions: [],
      });
      expect(r.body.data.applications).toEqual([
        expect.objectContaining({ id, depth: 0, parent_id: null, parent_reference: null, is_this: true }),
      ]);
    }
  });

  it('linked: discharges of a permission no record holds, within one council only', async () => {
    const r = await get(a, `/v1/applications/${ids.orphan2}/associated`, pro);
    const d = r.body.data;
    expect(d.role).toBe('linked');
    expect(d.principal).toBeNull();
    expect(refs(r.body)).toEqual(['BH2026/00901', 'BH2026/00902']);
    for (const m of d.applications)
      expect(m).toMatchObject({ depth: 1, parent_id: null, parent_reference: 'BH2009/00777' });
    expect(
      d.conditions.map((c: Json) => [c.number, c.label, c.status, c.parent_id, c.parent_reference]),
    ).toEqual([
      ['4', 'drainage', 'discharged', null, 'BH2009/00777'],
      ['5', null, 'submitted', null, 'BH2009/00777'],
      ['6', null, 'submitted', null, 'BH2009/00777'],
    ]);
  });

  it('where decisions are not re-checked, conditions show only submitted and a note says so', async () => {
    const r = await get(a, `/v1/applications/${ids.staleDischarge}/associated`, pro);
    expect(r.body.data.role).toBe('member');
    expect(r.body.data.conditions).toEqual([
      expect.objectContaining({
        number: '3',
        label: 'materials',
        status: 'submitted',
        parent_id: ids.staleParent,
      }),
    ]);
    expect(r.body.meta.conditions_note).toContain('not being re-checked');
    const fresh = await get(a, `/v1/applications/${ids.cond12}/associated`, pro);
    expect(fresh.body.meta.conditions_note).toBeUndefined();
  });

  it('one request; the members returned are charged as records, re-reading is free', async () => {
    const k = await key(rt.db, 'starter', { email: 'meter-starter@example.com' });
    const r1 = await get(a, `/v1/applications/${ids.cond12}/associated`, k);
    expect(r1.headers['x-records-remaining-month']).toBe(String(10_000 - 4));
    const r2 = await get(a, `/v1/applications/${ids.vary9}/associated`, k);
    expect(r2.headers['x-records-remaining-month']).toBe(String(10_000 - 4));
    expect(r2.headers['x-ratelimit-remaining-month']).toBe(String(20_000 - 2));
    const charged = await rt
      .db('usage_records')
      .where({ account: 'meter-starter@example.com' })
      .pluck('record_key');
    expect(charged.filter((x: string) => x.startsWith('h:'))).toHaveLength(2);
    expect(charged).toHaveLength(4);
    // Demo: the omitted archive members are not delivered, so not charged.
    const d = await key(rt.db, 'demo', { email: 'meter-demo@example.com' });
    const r3 = await get(a, `/v1/applications/${ids.cond12}/associated`, d);
    expect(r3.headers['x-records-remaining-month']).toBe(String(500 - 2));
    const demoKeys = await rt
      .db('usage_records')
      .where({ account: 'meter-demo@example.com' })
      .pluck('record_key');
    expect(demoKeys).toHaveLength(2);
    expect(demoKeys.every((x: string) => x.startsWith('a:'))).toBe(true);
  });

  it('errors: 404 for an unknown id, 400 for an unknown or bad parameter, 401 without a key', async () => {
    const nf = await get(a, '/v1/applications/pa_doesnotexist00/associated', pro);
    expect(nf.status).toBe(404);
    expect(nf.body.error).toMatchObject({ type: 'not_found', param: 'id' });
    expect((await get(a, '/v1/applications/999999999/associated', pro)).status).toBe(404);
    const bad = await get(a, `/v1/applications/${ids.cond12}/associated?historical=maybe`, pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request', param: 'historical' });
    const unknown = await get(a, `/v1/applications/${ids.cond12}/associated?depth=2`, pro);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe('depth');
    const anon = await get(a, `/v1/applications/${ids.cond12}/associated`, null);
    expect(anon.status).toBe(401);
    expect(anon.body.error.type).toBe('authentication_error');
  });
});

describe('GET /v1/applications/{id}: the associated summary (spec 2.2, 4.2)', () => {
  it('role, count and principal; the principal id hidden below the archive plan', async () => {
    const p = await get(a, `/v1/applications/${ids.cond12}`, pro);
    expect(p.body.data.associated).toEqual({
      role: 'member',
      count: 4,
      principal: { id: ids.bh2016, reference: 'BH2016/01001', source: 'historical' },
    });
    const d = await get(a, `/v1/applications/${ids.cond12}?include_contact=false`, demo);
    expect(d.body.data.associated.principal).toEqual({
      id: null,
      reference: 'BH2016/01001',
      source: 'historical',
    });
    const s = await get(a, `/v1/applications/${ids.standalone}`, starter);
    expect(s.body.data.associated).toEqual({ role: 'standalone', count: 1, principal: null });
    const f = await get(a, `/v1/applications/${ids.ful}`, starter);
    expect(f.body.data.associated).toEqual({
      role: 'principal',
      count: 2,
      principal: { id: ids.ful, reference: '26/00100/FUL', source: 'live' },
    });
    const l = await get(a, `/v1/applications/${ids.orphan1}`, starter);
    expect(l.body.data.associated).toEqual({ role: 'linked', count: 2, principal: null });
  });
});
