// GET /v1/licensing/changes (licensing spec 4.5): every parameter, oldest first, the cursor returned
// on the last page too, the all-councils gate, page sizes, csv, metering; through HTTP on a real
// database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key, type Json } from '../api/seed.js';
import { change, licence, registerSource } from './api-seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string, starter: string, pro: string, business: string;
const lev: Record<string, string> = {};
let isl: { council_id: number; council_register_id: number };
let cam: { council_id: number; council_register_id: number };
let lic: { id: number; council_id: number; council_register_id: number };
let app: { id: number; council_id: number; council_register_id: number; record_type: string };
let club: { id: number; council_id: number; council_register_id: number };

const F = (q: string) => `/v1/licensing/changes?${q}`;
const idsOf = (b: Json) => (b.data as Json[]).map((r) => r.id as string);

beforeAll(async () => {
  a = await buildTestApp(rt);
  const i = await council(rt.db, 'islington');
  isl = { council_id: i.id, council_register_id: await registerSource(rt.db, i.id) };
  const c = await council(rt.db, 'camden');
  cam = { council_id: c.id, council_register_id: await registerSource(rt.db, c.id) };
  lic = {
    ...isl,
    id: (await licence(rt.db, { ...isl, postcode: 'N1 9GU', activity_codes: ['alcohol'] })).id,
  };
  app = {
    ...isl,
    record_type: 'application',
    id: (await licence(rt.db, { ...isl, record_type: 'application', postcode: 'N19 5AA' })).id,
  };
  club = { ...cam, id: (await licence(rt.db, { ...cam, type: 'club', postcode: 'NW1 8AA' })).id };
  const d = (s: string) => new Date(`${s}T09:00:00Z`);
  lev.backfillAdded = await change(rt.db, lic, {
    source: 'change',
    change_type: 'added',
    event_type: null,
    backfill: true,
    alertable: false,
    observed_at: d('2026-01-01'),
  });
  lev.appNew = await change(rt.db, app, {
    record_type: 'application',
    change_type: 'new_application',
    event_type: 'application_new',
    observed_at: d('2026-02-01'),
  });
  lev.transfer = await change(rt.db, lic, {
    change_type: 'transfer',
    event_type: 'transfer',
    significance: 'professional',
    observed_at: d('2026-02-02'),
  });
  lev.status = await change(rt.db, lic, {
    source: 'change',
    change_type: 'changed',
    event_type: null,
    field: 'status',
    before: 'granted',
    after: 'suspended',
    observed_at: d('2026-02-03'),
  });
  lev.correction = await change(rt.db, lic, {
    source: 'correction',
    change_type: 'extraction_correction',
    event_type: null,
    field: 'address',
    observed_at: d('2026-02-04'),
  });
  lev.clubHours = await change(rt.db, club, {
    type: 'club',
    change_type: 'alcohol_hours_extension',
    event_type: null,
    observed_at: d('2026-02-05'),
  });
  lev.lowConfidence = await change(rt.db, lic, {
    change_type: 'granted',
    event_type: 'granted',
    alertable: false,
    observed_at: d('2026-02-06'),
  });
  lev.oldEvent = await change(rt.db, club, {
    type: 'club',
    change_type: 'refused',
    event_type: 'refused',
    backfill: true,
    alertable: false,
    observed_at: d('2026-02-07'),
  });
  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
  business = await key(rt.db, 'business');
});
afterAll(async () => {
  await a?.close();
});

describe('the change feed', () => {
  it('oldest first; the feed for all councils at once is Business and above, a place any plan', async () => {
    const all = await get(a, F(''), business);
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([
      lev.backfillAdded,
      lev.appNew,
      lev.transfer,
      lev.status,
      lev.clubHours,
      lev.lowConfidence,
      lev.oldEvent,
    ]);
    expect(all.body.meta.limit).toBe(100);
    for (const k of [demo, starter, pro]) {
      const r = await get(a, F(''), k);
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ type: 'permission_error', param: 'council' });
      expect(r.body.error.message).toMatch(/Business plan and above/);
    }
    expect((await get(a, F('jurisdiction=england'), pro)).status).toBe(403);
    expect(idsOf((await get(a, F('council=camden'), demo)).body)).toEqual([lev.clubHours, lev.oldEvent]);
    expect(idsOf((await get(a, F('postcode=N19'), starter)).body)).toEqual([lev.appNew]);
    expect(idsOf((await get(a, F('postcode=N1'), starter)).body)).toEqual([
      lev.backfillAdded,
      lev.transfer,
      lev.status,
      lev.lowConfidence,
    ]);
    const row = (await get(a, F('council=islington'), pro)).body.data.find(
      (r: Json) => r.id === lev.transfer,
    );
    expect(row).toMatchObject({
      source: 'event',
      change_type: 'transfer',
      event_type: 'transfer',
      significance: 'professional',
      alertable: true,
      backfill: false,
      observed_date: '2026-02-02',
      record_type: 'licence',
      type: 'premises',
      regime: 'LA2003',
      record: { authority: { slug: 'islington', name: 'Islington' }, postcode: 'N1 9GU', status: 'granted' },
    });
    expect(row.record.id).toMatch(/^lic_/);
  });

  it('source, event_type, change_type, significance, alertable, include_corrections, record_type, type, activity', async () => {
    const q = (p: string) => get(a, F(p), business).then((r) => idsOf(r.body));
    expect(await q('source=events')).toEqual([
      lev.appNew,
      lev.transfer,
      lev.clubHours,
      lev.lowConfidence,
      lev.oldEvent,
    ]);
    expect(await q('source=changes')).toEqual([lev.backfillAdded, lev.status]);
    expect(await q('event_type=transfer,granted')).toEqual([lev.transfer, lev.lowConfidence]);
    expect(await q('change_type=changed,alcohol_hours_extension')).toEqual([lev.status, lev.clubHours]);
    expect(await q('significance=professional')).toEqual([lev.transfer]);
    expect(await q('alertable=1')).toEqual([lev.appNew, lev.transfer, lev.clubHours]);
    expect(await q('include_corrections=1&source=changes')).toEqual([
      lev.backfillAdded,
      lev.status,
      lev.correction,
    ]);
    expect(await q('include_corrections=1&change_type=extraction_correction')).toEqual([lev.correction]);
    expect((await get(a, F('change_type=format_change'), business)).body.error.param).toBe('change_type');
    expect(await q('record_type=application')).toEqual([lev.appNew]);
    expect(await q('type=club')).toEqual([lev.clubHours, lev.oldEvent]);
    expect(await q('activity=alcohol&source=events')).toEqual([lev.transfer, lev.lowConfidence]);
    for (const p of [
      'source=everything',
      'event_type=party',
      'significance=x',
      'record_type=permit',
      'backfill=maybe',
    ])
      expect((await get(a, F(p), business)).body.error.param).toBe(p.split('=')[0]);
  });

  it('backfill include (each row says so), exclude, only; changed_since on observed_date', async () => {
    const q = (p: string) => get(a, F(p), business).then((r) => r.body.data as Json[]);
    const inc = await q('');
    expect(inc.find((r) => r.id === lev.backfillAdded).backfill).toBe(true);
    expect((await q('backfill=exclude')).map((r) => r.id)).not.toContain(lev.backfillAdded);
    expect((await q('backfill=exclude')).some((r) => r.backfill)).toBe(false);
    expect((await q('backfill=only')).map((r) => r.id)).toEqual([lev.backfillAdded, lev.oldEvent]);
    expect((await q('changed_since=2026-02-05')).map((r) => r.id)).toEqual([
      lev.clubHours,
      lev.lowConfidence,
      lev.oldEvent,
    ]);
    expect((await q('changed_since=2027-01-01')).map((r) => r.id)).toEqual([]);
    expect((await get(a, F('changed_since=2026-02-30'), business)).status).toBe(400);
  });

  it('next_cursor on the last page too: kept and asked again later, it gives the events since', async () => {
    const walk: string[] = [];
    let r = await get(a, F('council=islington&limit=2'), pro);
    walk.push(...idsOf(r.body));
    expect(r.body.meta).toMatchObject({ limit: 2, count: 2, more: true });
    while (r.body.meta.more) {
      r = await get(
        a,
        F(`council=islington&limit=2&cursor=${encodeURIComponent(r.body.meta.next_cursor)}`),
        pro,
      );
      walk.push(...idsOf(r.body));
    }
    expect(walk).toEqual([lev.backfillAdded, lev.appNew, lev.transfer, lev.status, lev.lowConfidence]);
    const kept = r.body.meta.next_cursor as string;
    expect(kept).toEqual(expect.any(String));
    // Nothing new yet: an empty page and the same place.
    const none = await get(a, F(`council=islington&limit=2&cursor=${encodeURIComponent(kept)}`), pro);
    expect(none.body.data).toEqual([]);
    // Later events, of this council and another.
    const later = await change(rt.db, lic, {
      change_type: 'hearing_scheduled',
      event_type: 'hearing_scheduled',
    });
    await change(rt.db, club, { change_type: 'granted', event_type: 'granted' });
    const since = await get(
      a,
      F(`council=islington&limit=2&cursor=${encodeURIComponent(none.body.meta.next_cursor)}`),
      pro,
    );
    expect(idsOf(since.body)).toEqual([later]);
    // A first request with nothing matching yet still returns a cursor at the feed's head.
    const empty = await get(a, F('council=islington&event_type=withdrawn'), pro);
    expect(empty.body.data).toEqual([]);
    const withdrawn = await change(rt.db, lic, { change_type: 'withdrawn', event_type: 'withdrawn' });
    const after = await get(
      a,
      F(`council=islington&event_type=withdrawn&cursor=${encodeURIComponent(empty.body.meta.next_cursor)}`),
      pro,
    );
    expect(idsOf(after.body)).toEqual([withdrawn]);
    // A cursor continues only its own query.
    const bad = await get(a, F(`council=camden&cursor=${encodeURIComponent(kept)}`), pro);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('cursor');
  });

  it('page size at most 100, Demo 10; format=csv; the records the rows are about are charged', async () => {
    const c = await council(rt.db, 'busy');
    const reg = await registerSource(rt.db, c.id);
    const rec = {
      id: (await licence(rt.db, { council_id: c.id, council_register_id: reg })).id,
      council_id: c.id,
      council_register_id: reg,
    };
    for (let n = 0; n < 120; n++) await change(rt.db, rec, {});
    expect((await get(a, F('council=busy&limit=1000'), business)).body.data).toHaveLength(100);
    expect((await get(a, F('council=busy&limit=1000'), starter)).body.data).toHaveLength(100);
    expect((await get(a, F('council=busy'), demo)).body.meta.limit).toBe(10);
    const k = await key(rt.db, 'starter');
    const page = await get(a, F('council=islington'), k);
    // Two records (the licence and the application) = 4 records.
    expect(page.headers['x-records-remaining-month']).toBe('9996');
    const csv = await get(a, F('council=islington&format=csv'), k);
    expect(csv.status).toBe(200);
    expect(csv.headers['x-records-remaining-month']).toBe('9996');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,source,change_type,event_type,field,before,after,withheld,significance/);
    expect(lines).toHaveLength(1 + page.body.data.length);
    expect(csv.headers['x-next-cursor']).toEqual(expect.any(String));
  });
  it('a record that moves district keeps its earlier rows where they were written (migration 092)', async () => {
    await rt
      .db('licences')
      .where({ id: app.id })
      .update({ postcode: 'N7 6AA', postcode_norm: 'N76AA', postcode_district: 'N7' });
    const moved = await change(rt.db, app, {
      record_type: 'application',
      change_type: 'granted',
      event_type: 'granted',
      observed_at: new Date('2026-03-01T09:00:00Z'),
    });
    // A client walking N19 on a cursor keeps what it saw; the new row is filed under N7.
    expect(idsOf((await get(a, F('postcode=N19'), starter)).body)).toEqual([lev.appNew]);
    expect(idsOf((await get(a, F('postcode=N7'), starter)).body)).toEqual([moved]);
  });
});
