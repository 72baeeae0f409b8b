// licensing.event.created (licensing spec 6) end to end, and no person in any API answer (spec 1):
// the simulator's licensing registers (persons as holders and supervisors, supervisors changing,
// transfers) read day by day through the real licensing.read job; webhooks registered with change-feed
// filters receive, through the fan-out and the signed delivery worker, exactly the rows the feed
// lists for the same filters, in order, from registration on, never backfill, with valid signatures
// and the feed's lev_ ids; then every licensing endpoint, its CSV and every webhook body is searched
// for the persons the registers name (the names check of persons.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { addDays } from '../../core/calendar.js';
import { classifyParty } from '../../enrich/normalise/licensing/index.js';
import { simLicensingRecords } from '../../sim/registers/licensing.js';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { key as addKey, get, type Json } from '../api/seed.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from '../feed/receiver.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { licensingSim, readNow } from './harness.js';
import { found, nameIndex } from './names.js';

const SIM = [
  { slug: 'hook-a', register: { records: 40, changeRate: 0.3 } },
  { slug: 'hook-b', register: { records: 30, changeRate: 0.3 } },
];
const SEED = 23;

let cert: TestCert;
let rt: TestRuntime;
let app: FastifyInstance;
let sim: Simulator;
let workers: WorkerHandle;
let starter: string, business: string, demo: string, pro: string;
const rx: Record<string, Receiver> = {};
const hooks: Record<string, number> = {};

async function register(k: string, r: Receiver | null, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { authorization: `Bearer ${k}` },
    payload: { url: r?.url ?? 'https://127.0.0.1:9/none', ...body },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Every row the feed lists for a query, walking its pages. */
async function feedAll(query: string, k = business): Promise<Json[]> {
  const out: Json[] = [];
  let cursor: string | null = null;
  for (;;) {
    const r: Json = await get(
      app,
      `/v1/licensing/changes?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      k,
    );
    expect(r.status, query).toBe(200);
    out.push(...r.body.data);
    if (!r.body.meta.more) return out;
    cursor = r.body.meta.next_cursor;
  }
}

async function readDay(day: number) {
  sim.setDay(day);
  for (const c of SIM) {
    const read = await readNow(rt, workers.queues, c.slug);
    expect(read.status, `${c.slug} day ${day}`).toBe('succeeded');
  }
}

beforeAll(async () => {
  cert = makeCert();
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_TIMEOUT_MS: '3000',
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_RETRY_MAX_DELAY_MS: '200',
  });
  app = await buildApp(rt);
  await app.ready();
  for (const n of ['all', 'events', 'late']) rx[n] = await startReceiver(cert);
  sim = await licensingSim(rt, SEED, SIM);
  workers = await runWorkers({
    runtime: rt,
    only: ['licensing.read', 'licensing.webhooks', 'webhooks.deliver'],
    concurrency: 2,
  });
  starter = await addKey(rt.db, 'starter', { email: 'hooks@example.com' });
  business = await addKey(rt.db, 'business', { email: 'biz@example.com' });
  demo = await addKey(rt.db, 'demo');
  pro = await addKey(rt.db, 'pro');
  // Day 0: the first read of each register, all backfill.
  await readDay(0);
}, 180_000);

afterAll(async () => {
  await workers?.stop();
  await app?.close();
  for (const r of Object.values(rx)) await r.close();
  await sim?.close();
  cert?.cleanup();
});

describe('licensing.event.created', () => {
  it('registration: Starter and above; filters checked as the feed checks them; never backfill', async () => {
    expect(
      (await register(demo, null, { event: 'licensing.event.created', licensing: { council: 'hook-a' } }))
        .status,
    ).toBe(403);
    const allCouncils = await register(starter, null, { event: 'licensing.event.created' });
    expect(allCouncils.status).toBe(403);
    expect(allCouncils.body.error.param).toBe('licensing.council');
    const bad = await register(starter, null, { licensing: { council: 'atlantis' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('licensing.council');
    const backfill = await register(starter, null, { licensing: { council: 'hook-a', backfill: 'include' } });
    expect(backfill.body.error.param).toBe('licensing.backfill');
    expect((await register(starter, null, { licensing: { council: 'hook-a', nonsense: 1 } })).status).toBe(
      400,
    );
    expect(
      (
        await register(starter, null, {
          event: 'application.match.created',
          licensing: { council: 'hook-a' },
        })
      ).status,
    ).toBe(400);

    const all = await register(starter, rx.all, {
      event: 'licensing.event.created',
      licensing: { council: 'hook-a' },
    });
    expect(all.status).toBe(201);
    expect(all.body.data).toMatchObject({
      event_type: 'licensing.event.created',
      licensing: { council: 'hook-a' },
    });
    rx.all.secret = all.body.data.secret;
    hooks.all = all.body.data.id;
    // Without a place (every council): Business and above; its events filter by kind.
    const events = await register(business, rx.events, {
      licensing: { source: 'events', significance: 'consumer' },
    });
    expect(events.status).toBe(201);
    rx.events.secret = events.body.data.secret;
    hooks.events = events.body.data.id;
    const list = await app.inject({
      method: 'GET',
      url: '/v1/webhooks',
      headers: { authorization: `Bearer ${business}` },
    });
    expect(list.json().data[0].licensing).toEqual({ source: 'events', significance: 'consumer' });
  });

  it('delivers every feed row its filters select, in order, from registration on, signed, under the lev_ id', async () => {
    await readDay(1);
    // Registered after day 1: it gets day 2's rows only.
    const late = await register(starter, rx.late, { licensing: { council: 'hook-a,hook-b' } });
    expect(late.status).toBe(201);
    rx.late.secret = late.body.data.secret;
    const lateFrom = Number(
      (await rt.db('webhooks').where({ id: late.body.data.id }).first('licensing_position'))
        .licensing_position,
    );
    await readDay(2);

    const expectAll = (await feedAll('council=hook-a&backfill=exclude')).map((r) => r.id as string);
    const expectEvents = (await feedAll('source=events&significance=consumer&backfill=exclude')).map(
      (r) => r.id as string,
    );
    const lateRows = await rt
      .db('licensing_changes')
      .where('position', '>', lateFrom)
      .where({ backfill: false })
      .whereIn('source', ['event', 'change'])
      .orderBy('position')
      .pluck('id');
    expect(expectAll.length).toBeGreaterThan(10);
    expect(expectEvents.length).toBeGreaterThan(3);
    expect(lateRows.length).toBeGreaterThan(3);
    expect(lateRows.length).toBeLessThan((await feedAll('council=hook-a,hook-b&backfill=exclude')).length);
    // The feed holds backfill too (day 0): never sent.
    expect((await feedAll('council=hook-a&backfill=only')).length).toBeGreaterThan(30);

    const got = {
      all: await rx.all.waitFor(expectAll.length, 60_000),
      events: await rx.events.waitFor(expectEvents.length, 60_000),
      late: await rx.late.waitFor(lateRows.length, 60_000),
    };
    // Let any stray extra delivery arrive before counting.
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.all.received.map((r) => r.eventId)).toEqual(expectAll);
    expect(rx.events.received.map((r) => r.eventId)).toEqual(expectEvents);
    expect(rx.late.received.map((r) => r.eventId)).toEqual(lateRows);
    for (const [name, list] of Object.entries(got))
      for (const r of list) {
        expect(r.validSignature, name).toBe(true);
        expect(r.eventId).toMatch(/^lev_[0-9a-z]{24}$/);
        expect(r.json).toMatchObject({ id: r.eventId, type: 'licensing.event.created' });
        const change = (r.json.data as Json).change;
        expect(change.id).toBe(r.eventId);
        expect(change.backfill).toBe(false);
      }
    // Each row as the feed serves it.
    const feedRow = (await feedAll('council=hook-a&backfill=exclude', starter)).find(
      (r) => r.id === expectAll[0],
    );
    const sent = (rx.all.received[0].json.data as Json).change;
    expect(sent).toEqual({ ...feedRow, before: sent.before, after: sent.after, withheld: sent.withheld });
    expect(rx.events.received.every((r) => (r.json.data as Json).change.source === 'event')).toBe(true);
    // A second fan-out sends nothing again.
    const before = rx.all.received.length;
    await workers.queues.enqueue('licensing.webhooks', {});
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.all.received.length).toBe(before);
  });
});

describe('no person, ever, in any answer', () => {
  it('no endpoint, CSV or webhook body names a person the registers name', async () => {
    // The persons the simulated registers name on the days read (holders, additional holders and
    // supervisors that are not companies), and the companies (served by design).
    const persons = new Set<string>();
    const companies = new Set<string>();
    const startDate = addDays(sim.today(), -sim.day());
    for (const c of SIM)
      for (const day of [0, 1, 2])
        for (const r of simLicensingRecords(
          SEED,
          sim.council(c.slug),
          { adapter: 'register-file', ...c.register },
          startDate,
          day,
        ))
          for (const p of [r.holder, r.additionalHolder, r.supervisor])
            if (p) (classifyParty(p).kind === 'company' ? companies : persons).add(p);
    const { names, count } = nameIndex(persons, companies);
    expect(count).toBeGreaterThan(5);

    const bodies: [string, string][] = [];
    const fetch = async (url: string, k = pro) => {
      const r = await get(app, url, k);
      expect(r.status, url).toBe(200);
      bodies.push([url, r.text]);
      return r.body as Json;
    };
    let parties = 0;
    for (const c of SIM) {
      for (const path of ['licensed-premises', 'licensing-applications']) {
        let cursor: string | null = null;
        do {
          const q = `/v1/${path}?council=${c.slug}&status=all${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
          const b = await fetch(q);
          await fetch(`${q}&format=csv`);
          for (const rec of b.data as Json[]) {
            parties += (rec.parties ?? []).length;
            await fetch(`/v1/${path}/${rec.id}`);
            if (path === 'licensed-premises')
              await fetch(`/v1/licensed-premises/${rec.id}/history?include_corrections=1`);
          }
          cursor = b.meta.next_cursor;
        } while (cursor);
      }
      await fetch(`/v1/licensing/changes?council=${c.slug}&include_corrections=1&format=csv`);
    }
    for (const r of await feedAll('include_corrections=1')) bodies.push(['feed row', JSON.stringify(r)]);
    await fetch('/v1/licensing/coverage');
    for (const r of Object.values(rx))
      for (const d of r.received) bodies.push([`webhook ${d.eventId}`, d.body]);
    expect(parties).toBeGreaterThan(10);
    expect(bodies.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const [where, text] of bodies) for (const f of found(text, names)) leaks.push(`${where}: ${f}`);
    expect(leaks).toEqual([]);
  });
});
