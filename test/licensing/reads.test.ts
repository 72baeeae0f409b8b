// Licensing register reads end to end on the simulator's licensing register: the licensing.read job
// through the polite client, raw store and fetch log, then the store step. Two reads a day apart
// give one row per field that moved and the events they make, with lev_ ids identical in another
// database; a first read is all backfill; a repeated read writes nothing; personal licences are
// never stored; coverage is null for an unread council.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensingCoverage } from '../../core/repositories/licensing/registers.repository.js';
import type { SimRegisterSpec } from '../../sim/data.js';
import { simLicensingRecords, type SimLicensingRecord } from '../../sim/registers/licensing.js';
import type { Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { freshDatabase } from '../helpers/db.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { feed, licensingSim, readNow, sourceOf, type FeedRow } from './harness.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { addDays } from '../../core/calendar.js';
import { createLogger } from '../../core/logger.js';
import { readFromPages } from '../../workers/services/registers/from-pages.js';
import { SimpleClient } from '../../sim/client.js';

const SEED = 7;
const SLUG = 'lic-one';
const SPEC: Omit<SimRegisterSpec, 'adapter'> = { records: 60, changeRate: 0.2 };

let rt: TestRuntime;
let sim: Simulator;
let workers: WorkerHandle;

beforeAll(async () => {
  rt = await testRuntime({ SCRAPER_BACKOFF_MS: '5', SCRAPER_RETRIES: '2' });
  sim = await licensingSim(rt, SEED, [{ slug: SLUG, register: SPEC }]);
  // A council with no licensing register: unread, never zero.
  await new CouncilsAdminRepository(rt.db).load([
    {
      slug: 'lic-unread',
      name: 'Unread',
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: 'http://x',
    },
  ]);
  workers = await runWorkers({ runtime: rt, only: ['licensing.read', 'licensing.reparse'] });
});

afterAll(async () => {
  await workers?.stop();
  await sim?.close();
});

const states = (day: number) =>
  simLicensingRecords(
    SEED,
    sim.council(SLUG),
    { adapter: 'register-file', ...SPEC },
    addDays(sim.today(), -sim.day()),
    day,
  );

/** The rows a day's changes must give, as `key change_type field`, from the simulator's own states. */
function expectedRows(before: SimLicensingRecord[], after: SimLicensingRecord[]): string[] {
  const out: string[] = [];
  for (const [i, b] of before.entries()) {
    const a = after[i];
    if (b.type === 'Personal Licence') continue;
    const was = b.vanishedUntil === null;
    const is = a.vanishedUntil === null;
    if (was && !is) {
      out.push(`${b.key} not_seen -`);
      continue;
    }
    if (!was || !is) continue;
    if (a.status !== b.status) out.push(`${b.key} changed status`);
    const activities =
      a.alcoholEnd !== b.alcoholEnd || a.lateNight !== b.lateNight || a.liveMusic !== b.liveMusic;
    if (activities) out.push(`${b.key} changed activities`);
    if (a.alcoholEnd > b.alcoholEnd) out.push(`${b.key} alcohol_hours_extension activities`);
    if (a.lateNight && !b.lateNight) out.push(`${b.key} late_night_refreshment_new activities`);
    if (a.liveMusic && !b.liveMusic) out.push(`${b.key} entertainment_added activities`);
    if (a.supervisor !== b.supervisor)
      out.push(`${b.key} party parties.supervisor`, `${b.key} dps_change parties.supervisor`);
    if (a.holder !== b.holder) out.push(`${b.key} party parties.holder`, `${b.key} transfer parties.holder`);
  }
  return out.sort();
}

const describeRow = (r: FeedRow) => `${r.key} ${r.change_type} ${r.field ?? '-'}`;

let firstReadIds: string[] = [];
let secondReadIds: string[] = [];

describe('licensing reads of the simulated register', () => {
  it('takes a first read for backfill, every row of it, and never stores a personal licence', async () => {
    const read = await readNow(rt, workers.queues, SLUG);
    expect(read).toMatchObject({
      status: 'succeeded',
      backfill: true,
      layout: 'sim-premises-licences',
      records: 60,
      rejected: 0,
      excluded: { personal_licence: 3 },
      created: 57,
      not_seen: 0,
    });
    const rows = await feed(rt.db, { read_id: read.id });
    expect(rows).toHaveLength(57);
    expect(rows.every((r) => r.backfill && r.change_type === 'added' && !r.alertable)).toBe(true);
    firstReadIds = rows.map((r) => r.id);
    const keys = (await rt.db('licences').pluck('key')) as string[];
    expect(keys).toHaveLength(57);
    expect(keys.some((k) => k.startsWith('PA/'))).toBe(false);
    // The fetch went through the raw store and the fetch log.
    const url = sim.registerConfig(SLUG, 'licensing').url;
    const logged = (await rt
      .db('fetch_log')
      .where({ page_kind: 'licensing-register', url })
      .select('status', 'content_hash')) as {
      status: number;
      content_hash: string;
    }[];
    expect(logged).toEqual([{ status: 200, content_hash: read.pages?.[0].pages[0].contentHash }]);
    expect(read.pages?.[0].pages[0].contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports coverage: counts for a read council, null for an unread one', async () => {
    const cov = await licensingCoverage(rt.db, [SLUG, 'lic-unread']);
    const read = cov.find((c) => c.council === SLUG)!;
    const inForce = states(0).filter((r) => r.type !== 'Personal Licence' && r.status !== 'Suspended');
    expect(read).toMatchObject({ read: true, open_applications: 0, in_force: inForce.length });
    expect(read.in_force_by_type).toEqual({
      club: inForce.filter((r) => r.type === 'Club Premises Certificate').length,
      premises: inForce.filter((r) => r.type === 'Premises Licence').length,
    });
    expect(cov.find((c) => c.council === 'lic-unread')).toMatchObject({
      read: false,
      last_read: null,
      in_force_by_type: null,
      in_force: null,
      open_applications: null,
    });
  });

  it('gives one row per field that moved a day later, and the events they make', async () => {
    sim.setDay(1);
    const read = await readNow(rt, workers.queues, SLUG);
    expect(read).toMatchObject({ status: 'succeeded', backfill: false });
    const rows = await feed(rt.db, { read_id: read.id });
    const expected = expectedRows(states(0), states(1));
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.map(describeRow).sort()).toEqual(expected);
    for (const r of rows) {
      expect(r.backfill).toBe(false);
      expect(r.alertable).toBe(r.source === 'event');
      const admin = ['transfer', 'dps_change', 'party'].includes(r.change_type);
      expect(r.significance).toBe(admin ? 'professional' : 'consumer');
      // A supervisor is a person here: the row names the role only.
      if (r.field === 'parties.supervisor') expect([r.before, r.after]).toEqual([null, null]);
    }
    expect(rows.find((r) => r.change_type === 'dps_change')?.event_type).toBe('dps_variation');
    expect(rows.find((r) => r.change_type === 'transfer')?.event_type).toBe('transfer');
    secondReadIds = rows.map((r) => r.id);
    // Each row carries its record's postcode district as written (the feed's district index, 092).
    const off = await rt
      .db('licensing_changes as c')
      .join('licences as l', 'l.id', 'c.licence_id')
      .where('c.read_id', read.id)
      .whereRaw('c.postcode_district IS DISTINCT FROM l.postcode_district')
      .count<{ count: string }[]>('* as count');
    expect(Number(off[0]!.count)).toBe(0);
    expect(
      await rt.db('licensing_changes').where('read_id', read.id).whereNotNull('postcode_district').first(),
    ).toBeTruthy();
  });

  it('writes nothing when the same register is read again', async () => {
    const before = await rt.db('licensing_changes').count({ n: '*' });
    const read = await readNow(rt, workers.queues, SLUG);
    expect(read).toMatchObject({
      status: 'succeeded',
      created: 0,
      changed: 0,
      change_rows: 0,
      event_rows: 0,
    });
    expect(await rt.db('licensing_changes').count({ n: '*' })).toEqual(before);
  });

  it('gives the same lev_ ids in another database reading the same register', async () => {
    const { db } = await freshDatabase();
    const other = await licensingSim({ ...rt, db }, SEED, [{ slug: SLUG, register: SPEC }]);
    try {
      const register = await sourceOf(db, SLUG);
      const log = createLogger('silent');
      const client = new SimpleClient();
      const url = other.registerConfig(SLUG, 'licensing').url;
      const first = await readFromPages(db, register, [await client.get(url)], { log });
      other.setDay(1);
      const second = await readFromPages(db, register, [await client.get(url)], { log });
      expect((await feed(db, { read_id: first.readId })).map((r) => r.id).sort()).toEqual(
        [...firstReadIds].sort(),
      );
      expect((await feed(db, { read_id: second.readId })).map((r) => r.id).sort()).toEqual(
        [...secondReadIds].sort(),
      );
    } finally {
      await other.close();
    }
  });
});
