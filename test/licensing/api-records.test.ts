// GET /v1/licensed-premises/{id} (with related planning), /v1/licensing-applications/{id},
// /v1/licensed-premises/{id}/history and /v1/licensing/coverage (licensing spec 2.1, 2.2, 2.4, 4.1, 8)
// through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, application, council, get, key, type Json } from '../api/seed.js';
import { change, licence, registerSource } from './api-seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let pro: string, demo: string;
const ids: Record<string, string> = {};
const num: Record<string, number> = {};
const lev: Record<string, string> = {};
let isl: { council_id: number; council_register_id: number };

beforeAll(async () => {
  a = await buildTestApp(rt);
  const c = await council(rt.db, 'islington');
  isl = { council_id: c.id, council_register_id: await registerSource(rt.db, c.id) };
  const unread = await council(rt.db, 'hackney');
  await registerSource(rt.db, unread.id, { read: false });
  await council(rt.db, 'no-register', { nation: 'wales' });
  await rt
    .db('council_registers')
    .where({ id: isl.council_register_id })
    .update({
      in_force_by_type: JSON.stringify({ premises: 2, club: 1 }),
      open_applications: 4,
    });
  // The licence: UPRN and address.
  const lic = await licence(rt.db, {
    ...isl,
    key: 'PREM/001',
    address: 'Ground Floor, 12 Upper Street, London N1 0PQ',
    postcode: 'N1 0PQ',
    uprn: '5300012345',
  });
  ids.lic = lic.public_id;
  num.lic = lic.id;
  // Planning applications: by UPRN, by address (no UPRN), another unit, another UPRN at the address.
  ids.byUprn = (
    await application(rt.db, {
      council_id: c.id,
      uprn: '5300012345',
      address: '12 Upper St',
      postcode: 'N1 0PQ',
      description: 'Change of use to bar',
      date_received: '2026-02-01',
    })
  ).public_id;
  ids.byServiceUprn = (
    await application(rt.db, {
      council_id: c.id,
      service_uprn: '5300012345',
      address: 'Upper Street',
      postcode: 'N1 0PQ',
      date_received: '2026-01-01',
    })
  ).public_id;
  ids.byAddress = (
    await application(rt.db, {
      council_id: c.id,
      address: '12 UPPER STREET, LONDON, N1 0PQ',
      postcode: 'N1 0PQ',
      date_received: '2026-03-01',
      links: { council: 'https://council.example/app/3', service: null, associated: null },
    })
  ).public_id;
  ids.flat = (
    await application(rt.db, { council_id: c.id, address: 'Flat 2, 12 Upper Street', postcode: 'N1 0PQ' })
  ).public_id;
  ids.otherUprn = (
    await application(rt.db, {
      council_id: c.id,
      uprn: '5300099999',
      address: '12 Upper Street',
      postcode: 'N1 0PQ',
    })
  ).public_id;
  ids.neighbour = (
    await application(rt.db, { council_id: c.id, address: '14 Upper Street', postcode: 'N1 0PQ' })
  ).public_id;
  // A licence with no UPRN: matched by address only.
  const noUprn = await licence(rt.db, {
    ...isl,
    address: '14 Upper St, London',
    postcode: 'N1 0PQ',
  });
  ids.noUprn = noUprn.public_id;
  ids.bare = (await licence(rt.db, { ...isl, address: null, postcode: null })).public_id;
  const app = await licence(rt.db, {
    ...isl,
    record_type: 'application',
    status: 'in_consultation',
    application_kind: 'variation',
    address: '12 Upper Street',
    postcode: 'N1 0PQ',
    consultation_end: '2026-12-10',
  });
  ids.app = app.public_id;
  // History: the council's events and the changes observed, three dates each; one correction.
  const rec = { id: lic.id, ...isl };
  lev.added = await change(rt.db, rec, {
    source: 'change',
    change_type: 'added',
    event_type: null,
    after: { status: 'granted', type: 'premises', premises_name: 'The Anchor' },
    backfill: true,
    alertable: false,
    observed_at: new Date('2026-01-05T10:00:00Z'),
    event_date: '2019-04-01',
  });
  lev.transfer = await change(rt.db, rec, {
    change_type: 'transfer',
    event_type: 'transfer',
    significance: 'professional',
    observed_at: new Date('2026-03-02T10:00:00Z'),
    event_date: '2026-02-27',
    effective_date: '2026-03-01',
  });
  lev.party = await change(rt.db, rec, {
    source: 'change',
    change_type: 'party',
    event_type: null,
    field: 'parties.holder',
    before: [{ name: 'Old Inns Ltd', company_number: '00000001' }],
    after: [{ name: 'New Inns Ltd', company_number: '00000002' }],
    observed_at: new Date('2026-03-02T10:00:00Z'),
  });
  lev.conditions = await change(rt.db, rec, {
    source: 'change',
    change_type: 'changed',
    event_type: null,
    field: 'conditions',
    before: 'Old conditions',
    after: 'New conditions',
    observed_at: new Date('2026-04-02T10:00:00Z'),
  });
  lev.correction = await change(rt.db, rec, {
    source: 'correction',
    change_type: 'format_change',
    event_type: null,
    field: 'status_raw',
    before: 'Granted',
    after: 'GRANTED',
    observed_at: new Date('2026-05-02T10:00:00Z'),
  });
  pro = await key(rt.db, 'pro');
  demo = await key(rt.db, 'demo');
});
afterAll(async () => {
  await a?.close();
});

describe('one record', () => {
  it('a licence with the planning applications at the same premises: by UPRN, else by address within the postcode', async () => {
    const r = await get(a, `/v1/licensed-premises/${ids.lic}`, pro);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: ids.lic, record_type: 'licence', reference: 'PREM/001' });
    const related = r.body.data.related_planning as Json[];
    expect(related.map((x) => [x.id, x.matched_by])).toEqual([
      [ids.byUprn, 'uprn'],
      [ids.byServiceUprn, 'uprn'],
      [ids.byAddress, 'address'],
    ]);
    const byAddress = related.find((x) => x.id === ids.byAddress);
    expect(byAddress.links).toEqual({
      service: `http://localhost:3000/v1/applications/${ids.byAddress}`,
      council: 'https://council.example/app/3',
    });
    expect(byAddress.authority).toEqual({ slug: 'islington', name: 'Islington' });
    expect(r.body.meta.related_planning).toMatchObject({
      how: 'uprn_and_address',
      by_uprn: 2,
      by_address: 1,
      uprn: '5300012345',
      postcode: 'N1 0PQ',
      premises_key: '12 upper street',
    });
    expect(r.body.data.links.history).toBe(`http://localhost:3000/v1/licensed-premises/${ids.lic}/history`);

    const n = await get(a, `/v1/licensed-premises/${ids.noUprn}`, pro);
    expect((n.body.data.related_planning as Json[]).map((x) => x.id)).toEqual([ids.neighbour]);
    expect(n.body.meta.related_planning.how).toBe('address');
    const bare = await get(a, `/v1/licensed-premises/${ids.bare}`, pro);
    expect(bare.body.data.related_planning).toEqual([]);
    expect(bare.body.meta.related_planning).toMatchObject({ how: 'none' });
    expect(bare.body.meta.related_planning.note).toMatch(/nothing to match/);
  });

  it('an application with its last day for representations; ids name their endpoint; 404s', async () => {
    const r = await get(a, `/v1/licensing-applications/${ids.app}`, pro);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: ids.app,
      record_type: 'application',
      status: 'in_consultation',
      application_kind: 'variation',
      consultation_end: '2026-12-10',
      in_force: null,
    });
    expect(r.body.data.related_planning.length).toBeGreaterThan(0);
    const wrong = await get(a, `/v1/licensed-premises/${ids.app}`, pro);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toMatch(/an application: \/v1\/licensing-applications/);
    expect((await get(a, `/v1/licensing-applications/${ids.lic}`, pro)).status).toBe(404);
    expect((await get(a, '/v1/licensed-premises/lic_nothing', pro)).status).toBe(404);
    expect((await get(a, `/v1/licensed-premises/${ids.lic}/history`, null)).status).toBe(401);
  });

  it('a record is charged 2 records the first time this month; re-reading it is free', async () => {
    const k = await key(rt.db, 'starter');
    const one = await get(a, `/v1/licensed-premises/${ids.lic}`, k);
    expect(one.headers['x-records-remaining-month']).toBe('9998');
    await get(a, `/v1/licensed-premises/${ids.lic}`, k);
    const hist = await get(a, `/v1/licensed-premises/${ids.lic}/history`, k);
    expect(hist.headers['x-records-remaining-month']).toBe('9998');
    const other = await get(a, `/v1/licensing-applications/${ids.app}`, k);
    expect(other.headers['x-records-remaining-month']).toBe('9996');
  });
});

describe('history', () => {
  it('the record and every event on it, newest first, with event_date, observed_at and effective_date', async () => {
    const r = await get(a, `/v1/licensed-premises/${ids.lic}/history`, pro);
    expect(r.status).toBe(200);
    expect(r.body.data.record.id).toBe(ids.lic);
    const events = r.body.data.events as Json[];
    expect(events.map((e) => e.id)).toEqual([lev.conditions, lev.party, lev.transfer, lev.added]);
    expect(events.find((e) => e.id === lev.transfer)).toMatchObject({
      source: 'event',
      event_type: 'transfer',
      change_type: 'transfer',
      significance: 'professional',
      event_date: '2026-02-27',
      observed_at: '2026-03-02T10:00:00.000Z',
      observed_date: '2026-03-02',
      effective_date: '2026-03-01',
      backfill: false,
    });
    expect(events.find((e) => e.id === lev.added)).toMatchObject({
      backfill: true,
      event_date: '2019-04-01',
    });
    // Party rows carry companies on Pro (the add-on included).
    expect(events.find((e) => e.id === lev.party)).toMatchObject({
      withheld: null,
      after: [{ name: 'New Inns Ltd', company_number: '00000002' }],
    });
    const withCorrections = await get(
      a,
      `/v1/licensed-premises/${ids.lic}/history?include_corrections=1`,
      pro,
    );
    expect((withCorrections.body.data.events as Json[])[0]).toMatchObject({
      id: lev.correction,
      source: 'correction',
      change_type: 'format_change',
    });
    // Demo: party values need the Contact Data add-on, conditions a paid plan.
    const d = await get(a, `/v1/licensed-premises/${ids.lic}/history`, demo);
    const dEvents = d.body.data.events as Json[];
    expect(dEvents.find((e) => e.id === lev.party)).toMatchObject({
      before: null,
      after: null,
      withheld: 'contact_data',
    });
    expect(dEvents.find((e) => e.id === lev.conditions)).toMatchObject({
      before: null,
      after: null,
      withheld: 'paid_plan',
    });
  });
});

describe('coverage', () => {
  it('every council, read or not; an unread council has null counts, never zero; a request, not records', async () => {
    const k = await key(rt.db, 'starter');
    const r = await get(a, '/v1/licensing/coverage', k);
    expect(r.status).toBe(200);
    const by = Object.fromEntries((r.body.data as Json[]).map((x) => [x.council, x]));
    expect(by.islington).toMatchObject({
      read: true,
      broken: false,
      in_force: 3,
      in_force_by_type: { premises: 2, club: 1 },
      open_applications: 4,
    });
    expect(by.islington.last_read).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Each source named, with its own counts; a council with no source lists none.
    expect(by.islington.sources).toContainEqual(
      expect.objectContaining({ name: 'main', national: null, read: true }),
    );
    expect(by['no-register'].sources).toEqual([]);
    for (const c of ['hackney', 'no-register'])
      expect(by[c]).toMatchObject({
        read: false,
        in_force: null,
        in_force_by_type: null,
        open_applications: null,
      });
    expect(r.body.meta).toMatchObject({ count: 3, councils_read: 1, in_force: 3, open_applications: 4 });
    expect(r.headers['x-records-remaining-month']).toBe('10000');
    expect(r.headers['x-ratelimit-remaining-month']).toBe('19999');
    const one = await get(a, '/v1/licensing/coverage?council=hackney', k);
    expect((one.body.data as Json[]).map((x) => x.council)).toEqual(['hackney']);
    const wales = await get(a, '/v1/licensing/coverage?jurisdiction=wales', k);
    expect((wales.body.data as Json[]).map((x) => x.council)).toEqual(['no-register']);
    expect((await get(a, '/v1/licensing/coverage?council=atlantis', k)).status).toBe(400);
  });
});
