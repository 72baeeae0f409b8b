// GET /v1/licensed-premises and /v1/licensing-applications (licensing spec 4.2-4.4, 7, 8): every
// parameter, default, cap, gate and error through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key, type Json } from '../api/seed.js';
import { change, licence, registerSource } from './api-seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string, starter: string, pro: string, business: string, contactStarter: string;
const C: Record<string, { id: number; reg: number }> = {};
const ids: Record<string, string> = {};

// Islington (N1), near Angel.
const ANGEL = { lat: 51.5322, lng: -0.1058 };

const L = (path: string) => `/v1/licensed-premises?${path}`;
const A = (path: string) => `/v1/licensing-applications?${path}`;
const idsOf = (body: Json) => (body.data as Json[]).map((r) => r.id as string);

beforeAll(async () => {
  a = await buildTestApp(rt);
  for (const [slug, nation] of [
    ['islington', 'england'],
    ['camden', 'england'],
    ['cardiff', 'wales'],
    ['hackney', 'england'],
  ] as const) {
    const c = await council(rt.db, slug, { nation });
    C[slug] = { id: c.id, reg: await registerSource(rt.db, c.id, { read: slug !== 'hackney' }) };
  }
  const isl = { council_id: C.islington.id, council_register_id: C.islington.reg };
  const cam = { council_id: C.camden.id, council_register_id: C.camden.reg };
  // The postcode district rule: N1, N19 and NW1 side by side.
  ids.n1 = (await licence(rt.db, { ...isl, postcode: 'N1 9GU', lat: 51.5335, lng: -0.1235 })).public_id;
  ids.n1b = (await licence(rt.db, { ...isl, postcode: 'N1 0XX', lat: 51.539, lng: -0.1 })).public_id;
  ids.n19 = (await licence(rt.db, { ...isl, postcode: 'N19 5AA', lat: 51.565, lng: -0.135 })).public_id;
  ids.nw1 = (await licence(rt.db, { ...cam, postcode: 'NW1 8AA', lat: 51.541, lng: -0.145 })).public_id;
  // Statuses and presence (licences).
  ids.current = (
    await licence(rt.db, {
      ...isl,
      status: 'current',
      postcode: 'N1 1AA',
      type: 'gambling',
      subtype: 'betting',
      regime: 'GA2005',
      activities: [{ activity: 'betting', hours: null }],
      activity_codes: ['betting'],
      date_granted: '2024-05-01',
      date_expires: '2027-01-01',
      lat: 51.536,
      lng: -0.104,
    })
  ).public_id;
  ids.suspended = (await licence(rt.db, { ...isl, status: 'suspended', postcode: 'N1 1AB' })).public_id;
  ids.expired = (
    await licence(rt.db, { ...isl, status: 'expired', postcode: 'N1 1AD', date_expires: '2025-01-01' })
  ).public_id;
  ids.gone = (
    await licence(rt.db, {
      ...isl,
      status: 'granted',
      presence: 'absent',
      in_force: false,
      postcode: 'N1 1AE',
    })
  ).public_id;
  ids.stale = (
    await licence(rt.db, {
      ...isl,
      status: 'granted',
      postcode: 'N1 1AF',
      source_kind: 'published_file',
      source_published: '2020-01-01',
    })
  ).public_id;
  ids.club = (
    await licence(rt.db, {
      ...isl,
      type: 'club',
      postcode: 'N1 1AG',
      activities: [
        { activity: 'alcohol', hours: [{ days: null, start: '10:00', end: '23:00' }] },
        { activity: 'live_music', hours: null },
      ],
      activity_codes: ['alcohol', 'live_music'],
      date_granted: '2025-06-01',
      date_expires: '2026-02-01',
      conditions: 'No music after 23:00.',
      plan_url: 'https://council.example/plan/1',
      parties: [
        {
          role: 'holder',
          name: 'Anchor Inns Ltd',
          company_number: '01234567',
          charity_number: null,
          trading_as: null,
        },
      ],
      party_company_numbers: ['01234567'],
      uprn: '100021234567',
      lat: 51.5345,
      lng: -0.1049,
    })
  ).public_id;
  ids.cardiff = (
    await licence(rt.db, {
      council_id: C.cardiff.id,
      council_register_id: C.cardiff.reg,
      nation: 'wales',
      postcode: 'CF10 1AA',
      lat: 51.48,
      lng: -3.18,
    })
  ).public_id;
  // Applications.
  ids.appOpen = (
    await licence(rt.db, {
      ...isl,
      record_type: 'application',
      status: 'in_consultation',
      application_kind: 'variation',
      postcode: 'N1 2AA',
      date_received: '2026-03-01',
      consultation_end: '2026-03-29',
      first_seen_date: '2026-03-02',
      lat: 51.533,
      lng: -0.106,
    })
  ).public_id;
  ids.appNew = (
    await licence(rt.db, {
      ...isl,
      record_type: 'application',
      status: 'applied',
      application_kind: 'new',
      postcode: 'N1 2AB',
      date_received: '2026-04-10',
      consultation_end: '2026-05-08',
      first_seen_date: '2026-04-11',
      lat: 51.531,
      lng: -0.108,
    })
  ).public_id;
  ids.appDps = (
    await licence(rt.db, {
      ...isl,
      record_type: 'application',
      status: 'applied',
      application_kind: 'dps_variation',
      postcode: 'N1 2AD',
      date_received: '2026-02-01',
      consultation_end: null,
      first_seen_date: '2026-02-02',
    })
  ).public_id;
  ids.appGranted = (
    await licence(rt.db, {
      ...isl,
      record_type: 'application',
      status: 'granted',
      application_kind: 'new',
      postcode: 'N1 2AE',
      date_received: '2025-11-01',
      date_decided: '2026-01-15',
      first_seen_date: '2025-11-02',
    })
  ).public_id;
  ids.appRefused = (
    await licence(rt.db, {
      ...isl,
      record_type: 'application',
      status: 'refused',
      application_kind: 'new',
      postcode: 'N1 2AF',
      date_received: '2025-10-01',
      date_decided: '2025-12-15',
    })
  ).public_id;
  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
  business = await key(rt.db, 'business');
  contactStarter = await key(rt.db, 'starter', { contact: true });
});
afterAll(async () => {
  await a?.close();
});

describe('place', () => {
  it('every search names a place, else 400 naming what is missing', async () => {
    for (const url of [L(''), A(''), L('type=club'), L('status=all')]) {
      const r = await get(a, url, pro);
      expect(r.status, url).toBe(400);
      expect(r.body.error.type).toBe('invalid_request');
      expect(r.body.error.message).toMatch(/council, postcode, uprn, lat and lng \(with radius\), or bbox/);
    }
    // jurisdiction narrows a place and is not one.
    const j = await get(a, L('jurisdiction=england'), pro);
    expect(j.status).toBe(400);
    expect(j.body.error.param).toBe('jurisdiction');
    const ok = await get(a, L('council=islington,cardiff&jurisdiction=wales'), pro);
    expect(ok.status).toBe(200);
    expect(idsOf(ok.body)).toEqual([ids.cardiff]);
  });

  it('refuses a half point, a radius without one, both point and box, and out-of-range values', async () => {
    const cases: [string, string][] = [
      [L('lat=51.5'), 'lng'],
      [L('lng=-0.1'), 'lat'],
      [L('council=islington&radius=500'), 'radius'],
      [L(`lat=${ANGEL.lat}&lng=${ANGEL.lng}&bbox=-0.2,51.5,-0.1,51.6`), 'bbox'],
      [L(`lat=${ANGEL.lat}&lng=${ANGEL.lng}&radius=0`), 'radius'],
      [L(`lat=${ANGEL.lat}&lng=${ANGEL.lng}&radius=5001`), 'radius'],
      [L('bbox=-0.7,51.4,-0.1,51.6'), 'bbox'],
      [L('bbox=-0.2,51.0,-0.1,51.6'), 'bbox'],
      [L('bbox=1,2,3'), 'bbox'],
      [L('lat=53.35&lng=-6.26'), 'lat'],
      [L('postcode=N'), 'postcode'],
      [L('postcode=banana'), 'postcode'],
      [L('uprn=abc'), 'uprn'],
      [L('council=nowhere'), 'council'],
    ];
    for (const [url, param] of cases) {
      const r = await get(a, url, pro);
      expect(r.status, url).toBe(400);
      expect(r.body.error.param, url).toBe(param);
    }
  });

  it('postcode: a district matches the whole district and never one sharing its leading characters', async () => {
    const all = '&status=all';
    expect(idsOf((await get(a, L(`postcode=N1${all}`), pro)).body).sort()).toEqual(
      [ids.n1, ids.n1b, ids.current, ids.suspended, ids.expired, ids.gone, ids.stale, ids.club].sort(),
    );
    expect(idsOf((await get(a, L(`postcode=N19${all}`), pro)).body)).toEqual([ids.n19]);
    expect(idsOf((await get(a, L(`postcode=NW1${all}`), pro)).body)).toEqual([ids.nw1]);
    expect(idsOf((await get(a, L(`postcode=nw1${all}`), pro)).body)).toEqual([ids.nw1]);
    // A full postcode matches that unit, ignoring case and spaces.
    expect(idsOf((await get(a, L('postcode=n19gu'), pro)).body)).toEqual([ids.n1]);
    expect(idsOf((await get(a, L('postcode=N1%209GU'), pro)).body)).toEqual([ids.n1]);
    const empty = await get(a, L('postcode=N1%209ZZ'), pro);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.meta.hint).toMatch(/only listed by default|in force are listed/);
  });

  it('uprn, bbox and a point with radius (distance_m, nearest first by default)', async () => {
    expect(idsOf((await get(a, L('uprn=100021234567'), pro)).body)).toEqual([ids.club]);
    const box = await get(a, L('bbox=-0.13,51.53,-0.10,51.54'), pro);
    expect(idsOf(box.body).sort()).toEqual([ids.n1, ids.n1b, ids.current, ids.club].sort());
    const near = await get(a, L(`lat=${ANGEL.lat}&lng=${ANGEL.lng}&radius=800`), pro);
    expect(near.status).toBe(200);
    expect(near.body.meta.sort).toBe('nearest');
    expect(near.body.meta.location).toEqual({ ...ANGEL, radius: 800 });
    const d = (near.body.data as Json[]).map((r) => r.distance_m as number);
    expect(d.length).toBeGreaterThan(1);
    expect(d).toEqual([...d].sort((x, y) => x - y));
    expect(d.every((x) => x <= 800)).toBe(true);
    expect(idsOf(near.body).slice(0, 2)).toEqual([ids.club, ids.current]);
    // Default radius 1000.
    expect((await get(a, L(`lat=${ANGEL.lat}&lng=${ANGEL.lng}`), pro)).body.meta.location.radius).toBe(1000);
    // sort=nearest needs a point.
    expect((await get(a, L('council=islington&sort=nearest'), pro)).body.error.param).toBe('sort');
  });

  it('meta.coverage names an unread council: missing coverage, never zero licences', async () => {
    const r = await get(a, L('council=hackney,islington'), pro);
    expect(r.status).toBe(200);
    expect(r.body.meta.coverage.unread).toEqual(['hackney']);
    expect(r.body.meta.coverage.note).toMatch(/hackney is not read: no records there is missing coverage/);
    const only = await get(a, L('council=hackney'), pro);
    expect(only.body.data).toEqual([]);
    expect(only.body.meta.hint).toMatch(/hackney is not read/);
    const read = await get(a, L('council=islington'), pro);
    expect(read.body.meta.coverage.unread).toEqual([]);
    expect(read.body.meta.coverage.councils[0]).toMatchObject({ council: 'islington', read: true });
  });
});

describe('the 5,000-record circle', () => {
  it('refuses more than 5,000 records inside a circle with 422 query_too_broad; filters narrow it', async () => {
    const c = await council(rt.db, 'dense');
    const reg = await registerSource(rt.db, c.id);
    await rt.db.raw(
      `INSERT INTO licences (public_id, council_id, council_register_id, nation, record_type, key, key_norm,
         status, type, regime, confidence, source_kind, in_force, first_seen_at, first_seen_date, last_seen_at,
         content_hash, changed_at, location)
       SELECT 'lic_dense' || g, ?, ?, 'england', 'licence', 'D' || g, 'D' || g, 'granted', 'premises', 'LA2003',
         '{}'::jsonb, 'live_register', true, now(), current_date, now(), 'h', now(),
         ST_SetSRID(ST_MakePoint(-2.58 + (g % 100) * 0.00001, 51.45 + (g / 100) * 0.00001), 4326)::geography
       FROM generate_series(1, 5001) g`,
      [c.id, reg],
    );
    const r = await get(a, L('lat=51.4502&lng=-2.5795&radius=500'), business);
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ type: 'query_too_broad', param: 'radius' });
    expect(r.body.error.message).toMatch(/More than 5,000 records lie inside this circle of 500 m/);
    // Not counted as records.
    expect(r.headers['x-records-remaining-month']).toBe('250000');
    expect((await get(a, L('lat=51.4502&lng=-2.5795&radius=500&type=club'), business)).status).toBe(200);
    // A box of the same records is not a circle: paged as usual.
    const box = await get(a, L('bbox=-2.59,51.44,-2.57,51.46&limit=5'), business);
    expect(box.status).toBe(200);
    expect(box.body.data).toHaveLength(5);
    await rt.db('licences').where({ council_id: c.id }).delete();
  });
});

describe('filters', () => {
  it('status: in_force by default for licences, open for applications; shortcuts and comma lists', async () => {
    const isl = 'council=islington';
    // in_force: granted or current, present, not from a published file over 12 months old.
    expect(idsOf((await get(a, L(isl), pro)).body).sort()).toEqual(
      [ids.n1, ids.n1b, ids.n19, ids.current, ids.club].sort(),
    );
    expect(idsOf((await get(a, L(`${isl}&status=ended`), pro)).body).sort()).toEqual(
      [ids.expired, ids.gone].sort(),
    );
    expect(idsOf((await get(a, L(`${isl}&status=suspended,expired`), pro)).body).sort()).toEqual(
      [ids.suspended, ids.expired].sort(),
    );
    expect(idsOf((await get(a, L(`${isl}&status=all`), pro)).body)).toHaveLength(9);
    const rec = (await get(a, L(`${isl}&status=all`), pro)).body.data.find((r: Json) => r.id === ids.stale);
    expect(rec.in_force).toBe(false);
    expect(rec.status).toBe('granted');
    expect((await get(a, L(`${isl}&status=open`), pro)).body.error.param).toBe('status');
    // Applications.
    expect(idsOf((await get(a, A(isl), pro)).body).sort()).toEqual(
      [ids.appOpen, ids.appNew, ids.appDps].sort(),
    );
    expect(idsOf((await get(a, A(`${isl}&status=decided`), pro)).body).sort()).toEqual(
      [ids.appGranted, ids.appRefused].sort(),
    );
    expect(idsOf((await get(a, A(`${isl}&status=refused,applied`), pro)).body).sort()).toEqual(
      [ids.appNew, ids.appDps, ids.appRefused].sort(),
    );
    expect((await get(a, A(`${isl}&status=in_force`), pro)).body.error.param).toBe('status');
    const app = (await get(a, A(isl), pro)).body.data.find((r: Json) => r.id === ids.appOpen);
    expect(app).toMatchObject({ record_type: 'application', consultation_end: '2026-03-29', in_force: null });
  });

  it('type, subtype, regime, activity', async () => {
    const isl = 'council=islington&status=all';
    expect(idsOf((await get(a, L(`${isl}&type=club`), pro)).body)).toEqual([ids.club]);
    expect(idsOf((await get(a, L(`${isl}&type=club,gambling`), pro)).body).sort()).toEqual(
      [ids.club, ids.current].sort(),
    );
    expect(idsOf((await get(a, L(`${isl}&subtype=betting`), pro)).body)).toEqual([ids.current]);
    expect(idsOf((await get(a, L(`${isl}&regime=ga2005`), pro)).body)).toEqual([ids.current]);
    expect(idsOf((await get(a, L(`${isl}&activity=live_music,betting`), pro)).body).sort()).toEqual(
      [ids.club, ids.current].sort(),
    );
    for (const p of ['type=pub', 'subtype=x', 'regime=LA2099', 'activity=karaoke'])
      expect((await get(a, L(`${isl}&${p}`), pro)).body.error.param).toBe(p.split('=')[0]);
  });

  it('dates: decided, received, consultation end, first seen, changed since; proposed_hours_change', async () => {
    const isl = 'council=islington&status=all';
    expect(idsOf((await get(a, A(`${isl}&decided_from=2026-01-01`), pro)).body)).toEqual([ids.appGranted]);
    expect(idsOf((await get(a, A(`${isl}&decided_to=2025-12-31`), pro)).body)).toEqual([ids.appRefused]);
    expect(
      idsOf((await get(a, A(`${isl}&received_from=2026-03-01&received_to=2026-04-30`), pro)).body).sort(),
    ).toEqual([ids.appOpen, ids.appNew].sort());
    expect(idsOf((await get(a, A(`${isl}&consultation_end_to=2026-04-01`), pro)).body)).toEqual([
      ids.appOpen,
    ]);
    expect(idsOf((await get(a, A(`${isl}&consultation_end_from=2026-04-01`), pro)).body)).toEqual([
      ids.appNew,
    ]);
    // appRefused was first seen today (the seed's default).
    expect(idsOf((await get(a, A(`${isl}&first_seen_since=2026-04-01`), pro)).body)).toEqual([
      ids.appNew,
      ids.appRefused,
    ]);
    expect(idsOf((await get(a, A(`${isl}&proposed_hours_change=1`), pro)).body)).toEqual([ids.appOpen]);
    expect(idsOf((await get(a, L(`${isl}&decided_from=2025-01-01`), pro)).body)).toEqual([ids.club]);
    // changed_since: a date or a UTC time.
    await rt
      .db('licences')
      .where({ public_id: ids.n1b })
      .update({ changed_at: new Date('2030-01-01T10:00:00Z') });
    expect(idsOf((await get(a, L(`${isl}&changed_since=2030-01-01`), pro)).body)).toEqual([ids.n1b]);
    expect(idsOf((await get(a, L(`${isl}&changed_since=2030-01-01T10:00:01Z`), pro)).body)).toEqual([]);
    expect(idsOf((await get(a, L(`${isl}&changed_since=2030-01-01T09:59:59`), pro)).body)).toEqual([ids.n1b]);
    for (const p of [
      'decided_from=2026-13-01',
      'received_from=2026-05-01&received_to=2026-04-01',
      'changed_since=yesterday',
    ])
      expect((await get(a, A(`${isl}&${p}`), pro)).status).toBe(400);
    // proposed_hours_change and consultation_end are applications' parameters.
    expect((await get(a, L(`${isl}&proposed_hours_change=1`), pro)).status).toBe(400);
  });

  it('sort values of 4.4', async () => {
    const isl = 'council=islington&status=all';
    const appIds = async (sort: string) => idsOf((await get(a, A(`${isl}&sort=${sort}`), pro)).body);
    expect((await get(a, A(isl), pro)).body.meta.sort).toBe('received');
    expect(await appIds('received')).toEqual([
      ids.appNew,
      ids.appOpen,
      ids.appDps,
      ids.appGranted,
      ids.appRefused,
    ]);
    expect((await appIds('consultation_end')).slice(0, 2)).toEqual([ids.appOpen, ids.appNew]);
    // Newest to the register first: appRefused was first seen today (the seed's default).
    expect(await appIds('added')).toEqual([
      ids.appRefused,
      ids.appNew,
      ids.appOpen,
      ids.appDps,
      ids.appGranted,
    ]);
    expect(await appIds('id')).toEqual([ids.appOpen, ids.appNew, ids.appDps, ids.appGranted, ids.appRefused]);
    const licIds = async (sort: string) => idsOf((await get(a, L(`${isl}&sort=${sort}`), pro)).body);
    expect((await get(a, L(isl), pro)).body.meta.sort).toBe('id');
    expect((await licIds('newest')).slice(0, 2)).toEqual([ids.club, ids.current]);
    expect((await licIds('expiry')).slice(0, 3)).toEqual([ids.expired, ids.club, ids.current]);
    expect((await get(a, A(`${isl}&sort=newest`), pro)).body.error.param).toBe('sort');
    expect((await get(a, L(`${isl}&sort=received`), pro)).body.error.param).toBe('sort');
  });
});

describe('paging, total, csv', () => {
  it('page size at most 50 (Demo 10), larger values capped; total=1', async () => {
    const c = await council(rt.db, 'many');
    const reg = await registerSource(rt.db, c.id);
    for (let i = 0; i < 60; i++)
      await licence(rt.db, { council_id: c.id, council_register_id: reg, postcode: 'M1 1AA' });
    const d = await get(a, L('council=many&limit=500'), demo);
    expect(d.body.meta.limit).toBe(10);
    expect(d.body.data).toHaveLength(10);
    const s = await get(a, L('council=many&limit=500&total=1'), starter);
    expect(s.body.meta).toMatchObject({ limit: 50, count: 50, total: 60 });
    const b = await get(a, L('council=many'), business);
    expect(b.body.meta.limit).toBe(50);
    expect(b.body.meta.total).toBeUndefined();
    expect((await get(a, L('council=many&limit=0'), pro)).status).toBe(400);
    await rt.db('licences').where({ council_id: c.id }).delete();
  });

  it('keyset cursors never repeat or skip while records are added, and continue only their query', async () => {
    const c = await council(rt.db, 'walk');
    const reg = await registerSource(rt.db, c.id);
    const base = {
      council_id: c.id,
      council_register_id: reg,
      record_type: 'application',
      status: 'applied',
    };
    const original: string[] = [];
    for (let i = 0; i < 25; i++)
      original.push(
        (
          await licence(rt.db, {
            ...base,
            date_received: `2026-01-${String((i % 20) + 1).padStart(2, '0')}`,
            postcode: 'E1 6AN',
          })
        ).public_id,
      );
    for (const sort of ['received', 'consultation_end', 'added', 'id']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r: Json = await get(
          a,
          A(`council=walk&sort=${sort}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
          pro,
        );
        expect(r.status, sort).toBe(200);
        seen.push(...idsOf(r.body));
        cursor = r.body.meta.next_cursor;
        // Records arrive between pages, dated anywhere in the order.
        if (pages++ < 4)
          await licence(rt.db, { ...base, date_received: `2026-01-${String(pages * 4).padStart(2, '0')}` });
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(seen.length);
      for (const id of original)
        expect(
          seen.filter((x) => x === id),
          `${sort} ${id}`,
        ).toHaveLength(1);
    }
    // A cursor continues only the query it came from.
    const first = await get(a, A('council=walk&limit=2'), pro);
    const other = await get(
      a,
      A(`council=walk&limit=2&type=club&cursor=${encodeURIComponent(first.body.meta.next_cursor)}`),
      pro,
    );
    expect(other.status).toBe(400);
    expect(other.body.error.param).toBe('cursor');
    // limit, format and include_contact are not part of the query.
    const more = await get(
      a,
      A(`council=walk&limit=3&format=csv&cursor=${encodeURIComponent(first.body.meta.next_cursor)}`),
      pro,
    );
    expect(more.status).toBe(200);
  });

  it('format=csv: the same page, one row per record', async () => {
    const r = await get(a, L('council=islington&status=all&sort=id&format=csv'), pro);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/csv/);
    const lines = r.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(10);
    const header = lines[0].split(',');
    expect(header.slice(0, 4)).toEqual(['id', 'record_type', 'reference', 'authority_slug']);
    expect(header).toContain('activity_codes');
    expect(header).toContain('parties');
    const club = lines.find((l) => l.startsWith(ids.club))!;
    expect(club).toContain('alcohol;live_music');
    expect(club).toContain('Anchor Inns Ltd');
    // Demo: no parties, no conditions column (conditions_available instead).
    const d = await get(a, L('council=islington&status=all&format=csv'), demo);
    const dh = d.text.split('\r\n')[0].split(',');
    expect(dh).not.toContain('parties');
    expect(dh).not.toContain('conditions');
    expect(dh).toContain('conditions_available');
  });
});

describe('record fields, parties, metering', () => {
  it('parties with the Contact Data add-on (included on Pro and above); conditions and plan links on paid plans', async () => {
    const find = (b: Json) => (b.data as Json[]).find((r) => r.id === ids.club);
    const q = L('council=islington&type=club');
    const onPro = await get(a, q, await key(rt.db, 'pro'));
    expect(find(onPro.body).parties).toEqual([
      {
        role: 'holder',
        name: 'Anchor Inns Ltd',
        company_number: '01234567',
        charity_number: null,
        trading_as: null,
      },
    ]);
    expect(onPro.body.meta.contact).toMatchObject({ metered: 1, used: 1, cap: 10000 });
    expect(find(onPro.body).conditions).toBe('No music after 23:00.');
    expect(find(onPro.body).links.plan).toBe('https://council.example/plan/1');
    const onStarter = await get(a, q, starter);
    expect(find(onStarter.body).parties).toBeUndefined();
    expect(onStarter.body.meta.contact).toBeUndefined();
    expect(find(onStarter.body).conditions).toBe('No music after 23:00.');
    expect(find((await get(a, q, contactStarter)).body).parties).toHaveLength(1);
    const off = await get(a, `${q}&include_contact=false`, business);
    expect(find(off.body).parties).toBeUndefined();
    expect(off.body.meta.contact).toBeUndefined();
    const onDemo = find((await get(a, q, demo)).body);
    expect(onDemo.conditions).toBeUndefined();
    expect(onDemo.conditions_available).toBe(true);
    expect(onDemo.links.plan).toBeUndefined();
    expect(onDemo.activities).toEqual([
      { activity: 'alcohol', hours: [{ days: null, start: '10:00', end: '23:00' }] },
      { activity: 'live_music', hours: null },
    ]);
    expect(onDemo).toMatchObject({
      record_type: 'licence',
      type: 'club',
      status: 'granted',
      in_force: true,
      presence: 'present',
      authority: { slug: 'islington', name: 'Islington' },
      confidence: { point: 'building', status: 'council_word', source: 'live_register' },
      source: { kind: 'live_register', published: null },
      location: { lat: 51.5345, lng: -0.1049 },
      uprn: '100021234567',
    });
  });

  it('each record new to the account this month counts as 2 records; re-reads are free', async () => {
    const k = await key(rt.db, 'starter');
    const first = await get(a, L('council=islington&status=all&limit=3&sort=id'), k);
    expect(first.body.data).toHaveLength(3);
    expect(first.headers['x-records-remaining-month']).toBe(String(10000 - 6));
    const again = await get(a, L('council=islington&status=all&limit=3&sort=id'), k);
    expect(again.headers['x-records-remaining-month']).toBe(String(10000 - 6));
    const more = await get(a, L('council=islington&status=all&limit=4&sort=id'), k);
    expect(more.headers['x-records-remaining-month']).toBe(String(10000 - 8));
    expect(more.headers['x-ratelimit-remaining-month']).toBe(String(20000 - 3));
    // A Demo key with 9 records left cannot take a page of 5 new records (10): 429, nothing charged.
    const d = await key(rt.db, 'demo', { email: 'demo-cap@example.com' });
    await rt
      .db('usage_monthly')
      .insert({ account: 'demo-cap@example.com', period: '1970-01-01', records: 491 });
    const refused = await get(a, L('council=islington&status=all&limit=5'), d);
    expect(refused.status).toBe(429);
    const fits = await get(a, L('council=islington&status=all&limit=4'), d);
    expect(fits.status).toBe(200);
    expect(fits.headers['x-records-remaining-month']).toBe('1');
  });
});

describe('proposed_hours_change (spec 4.4)', () => {
  it('variation applications (not a change of supervisor) and records whose history holds an hours change', async () => {
    const c = await council(rt.db, 'westminster');
    const reg = await registerSource(rt.db, c.id);
    const app = async (kind: string) => {
      const r = await licence(rt.db, {
        council_id: c.id,
        council_register_id: reg,
        record_type: 'application',
        status: 'applied',
        application_kind: kind,
        postcode: 'W1D 3QF',
      });
      return { ...r, council_id: c.id, council_register_id: reg, record_type: 'application' };
    };
    const hours = (end: string) => [{ days: null, start: '10:00', end }];
    // A field change of a record's activities (source: change, or correction).
    const activities = (
      rec: Awaited<ReturnType<typeof app>>,
      before: unknown,
      after: unknown,
      source = 'change',
    ) =>
      change(rt.db, rec, {
        source,
        change_type: source === 'change' ? 'changed' : 'format_change',
        event_type: null,
        field: 'activities',
        before,
        after,
      });
    const minor = await app('minor_variation');
    const variation = await app('variation');
    const dps = await app('dps_variation');
    // A field change of activities in which alcohol's permitted hours moved: an hours change.
    const moved = await app('new');
    await activities(
      moved,
      [{ activity: 'alcohol', hours: hours('23:00') }],
      [{ activity: 'alcohol', hours: hours('01:00') }],
    );
    // The derived hours event.
    const extended = await app('new');
    await change(rt.db, extended, {
      change_type: 'alcohol_hours_extension',
      event_type: null,
      field: 'activities',
    });
    // Not hours changes: an activity added with the hours kept, hours first printed where there were
    // none, and a correction (a register printing its hours differently).
    const added = await app('new');
    await activities(
      added,
      [{ activity: 'alcohol', hours: hours('23:00') }],
      [
        { activity: 'alcohol', hours: hours('23:00') },
        { activity: 'live_music', hours: null },
      ],
    );
    const printed = await app('new');
    await activities(
      printed,
      [{ activity: 'alcohol', hours: null }],
      [{ activity: 'alcohol', hours: hours('23:00') }],
    );
    const corrected = await app('new');
    await activities(
      corrected,
      [{ activity: 'alcohol', hours: hours('23:00') }],
      [{ activity: 'alcohol', hours: hours('23:30') }],
      'correction',
    );
    const q = 'council=westminster&status=all&sort=id';
    expect(idsOf((await get(a, A(`${q}&proposed_hours_change=1`), pro)).body)).toEqual([
      minor.public_id,
      variation.public_id,
      moved.public_id,
      extended.public_id,
    ]);
    expect(idsOf((await get(a, A(q), pro)).body)).toHaveLength(8);
    expect(idsOf((await get(a, A(q), pro)).body)).toContain(dps.public_id);
    expect((await get(a, A(`${q}&proposed_hours_change=0`), pro)).body.error.param).toBe(
      'proposed_hours_change',
    );
  });
});
