// The history rules of a licensing register over simulated days (the file path, with the read's
// clock set to the simulated day): a vanished licence is not_seen, then absent, then reappeared; a
// reparse after a parser change gives corrections only, and a read after one tells the parser's
// corrections from the register's changes; a register printing the same values differently gives
// format changes; a changed layout or an emptied register fails the read and keeps the records;
// applications give their events (new, decision, hearing set and moved) with council dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/logger.js';
import { addDays } from '../../core/calendar.js';
import {
  CouncilRegistersRepository,
  licensingCoverage,
} from '../../core/repositories/licensing/registers.repository.js';
import type { FetchedPage } from '../../scrapers/contract.js';
import { FILE_LAYOUTS } from '../../scrapers/registers/register-file/layouts.js';
import { SimpleClient } from '../../sim/client.js';
import type { SimRegisterSpec } from '../../sim/data.js';
import {
  simLicensingApplications,
  simLicensingChanges,
  simLicensingRecords,
  VANISH_DAYS,
} from '../../sim/registers/licensing.js';
import type { Simulator } from '../../sim/server.js';
import { readFromPages } from '../../workers/services/registers/from-pages.js';
import { reparseRegister } from '../../workers/services/registers/reparse.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { feed, licensingSim, sourceOf, type FeedRow } from './harness.js';

const SEED = 21;
const LIC: Omit<SimRegisterSpec, 'adapter'> = { records: 60, changeRate: 0.2 };
const APPS: Omit<SimRegisterSpec, 'adapter'> = { records: 45, layout: 'camden-licensing-applications' };
const log = createLogger('silent');
const client = new SimpleClient();

let rt: TestRuntime;
let sim: Simulator;

beforeAll(async () => {
  rt = await testRuntime();
  sim = await licensingSim(rt, SEED, [
    { slug: 'hist-lic', register: LIC },
    { slug: 'hist-reparse', register: LIC },
    { slug: 'hist-format', register: LIC },
    { slug: 'hist-fail', register: LIC },
    { slug: 'hist-apps', register: APPS },
  ]);
});
afterAll(async () => {
  await sim?.close();
});

const startDate = () => addDays(sim.today(), -sim.day());

async function file(slug: string, day: number): Promise<FetchedPage> {
  sim.setDay(day);
  return client.get(sim.registerConfig(slug, 'licensing').url);
}

/** A read of the council's register as it stands on simulated `day`, observed at noon that day. */
async function readOn(slug: string, day: number, page?: FetchedPage) {
  const p = page ?? (await file(slug, day));
  return readFromPages(rt.db, await sourceOf(rt.db, slug), [p], {
    log,
    observedAt: new Date(`${addDays(startDate(), day)}T12:00:00Z`),
    trigger: 'test',
  });
}

function withText(page: FetchedPage, text: string): FetchedPage {
  return { ...page, body: Buffer.from(text), text };
}

const rowsOf = async (readId: number, key?: string): Promise<FeedRow[]> =>
  (await feed(rt.db, { read_id: readId })).filter((r) => key === undefined || r.key === key);

describe('a licence leaving the register', () => {
  it('is not_seen at once, absent after two reads and seven days, and reappeared when it returns', async () => {
    const spec = { adapter: 'register-file', ...LIC };
    let day = 1;
    let vanished: number | null = null;
    for (; vanished === null; day++)
      vanished =
        simLicensingChanges(SEED, 'hist-lic', spec, day).find((c) => c.kind === 'vanish')?.index ?? null;
    const d = day - 1;
    const key = simLicensingRecords(SEED, sim.council('hist-lic'), spec, startDate(), d)[vanished].key;

    const before = await readOn('hist-lic', d - 1);
    expect(before.backfill).toBe(true);
    const gone = await readOn('hist-lic', d);
    expect((await rowsOf(gone.readId, key)).map((r) => [r.change_type, r.before, r.after])).toEqual([
      ['not_seen', 'present', 'not_seen'],
    ]);
    // Missing from two reads, but seen two days ago: still only not seen.
    const next = await readOn('hist-lic', d + 1);
    expect(await rowsOf(next.readId, key)).toEqual([]);
    const week = await readOn('hist-lic', d + 7);
    expect(
      (await rowsOf(week.readId, key)).map((r) => [r.change_type, r.before, r.after, r.backfill]),
    ).toEqual([['absent', 'not_seen', 'absent', false]]);
    const back = await readOn('hist-lic', d + VANISH_DAYS);
    expect((await rowsOf(back.readId, key)).map((r) => r.change_type)).toContain('reappeared');
    const row = await rt
      .db('licences')
      .where({ key })
      .first('presence', 'missed_reads', 'missing_since', 'in_force');
    expect(row).toMatchObject({ presence: 'present', missed_reads: 0, missing_since: null });
    // A record missing from the register is never in force, and never closed.
    const feedTypes = (await feed(rt.db)).filter((r) => r.key === key).map((r) => r.change_type);
    expect(feedTypes).toEqual(['added', 'not_seen', 'absent', 'reappeared']);
  });
});

describe('corrections', () => {
  const layout = FILE_LAYOUTS.find((l) => l.name === 'sim-premises-licences') as unknown as {
    roles: Record<string, unknown>;
  };
  const saved = layout.roles;
  /** A parser change: the layout no longer reads the UPRN column. */
  const withoutUprn = () => {
    const { uprn: _uprn, ...rest } = saved;
    layout.roles = rest;
  };
  afterAll(() => {
    layout.roles = saved;
  });

  it('gives corrections only when a reparse reads the raw store with a changed parser', async () => {
    await readOn('hist-reparse', 0);
    await readOn('hist-reparse', 1);
    const register = await sourceOf(rt.db, 'hist-reparse');
    const changedAt = await rt
      .db('licences')
      .where({ council_register_id: register.id })
      .orderBy('key')
      .pluck('changed_at');
    const health = await new CouncilRegistersRepository(rt.db).byId(register.id);
    withoutUprn();
    try {
      const r = await reparseRegister(rt.db, register, log);
      const rows = await rowsOf(r.readId);
      const present = (
        await rt
          .db('licences')
          .where({ council_register_id: register.id, presence: 'present' })
          .count({ n: '*' })
      )[0].n;
      expect(rows.length).toBe(Number(present));
      for (const row of rows) {
        expect([row.source, row.change_type, row.field, row.after, row.backfill, row.alertable]).toEqual([
          'correction',
          'extraction_correction',
          'uprn',
          null,
          false,
          false,
        ]);
        expect(row.before).toMatch(/^\d+$/);
      }
      // The records of the last read are re-derived; one missing from it keeps what it was last read with.
      expect(
        await rt
          .db('licences')
          .where({ council_register_id: register.id, presence: 'present' })
          .whereNotNull('uprn')
          .count({ n: '*' }),
      ).toEqual([{ n: 0 }]);
      // Corrections do not move changed_at, nor the register's health.
      expect(
        await rt
          .db('licences')
          .where({ council_register_id: register.id })
          .orderBy('key')
          .pluck('changed_at'),
      ).toEqual(changedAt);
      const after = await new CouncilRegistersRepository(rt.db).byId(register.id);
      expect(after!.last_success_at).toEqual(health!.last_success_at);
      // A read of the same bytes afterwards has nothing left to say.
      const again = await readOn('hist-reparse', 1);
      expect(await rowsOf(again.readId)).toEqual([]);
    } finally {
      layout.roles = saved;
    }
  });

  it("tells the parser's corrections from the register's changes in a live read after a parser change", async () => {
    // The parser reads the UPRN again (restored above), and the register moved on a day.
    const read = await readOn('hist-reparse', 2);
    const rows = await rowsOf(read.readId);
    const corrections = rows.filter((r) => r.source === 'correction');
    const changes = rows.filter((r) => r.source !== 'correction');
    expect(corrections.length).toBeGreaterThan(40);
    expect(
      corrections.every(
        (r) => r.change_type === 'extraction_correction' && r.field === 'uprn' && r.before === null,
      ),
    ).toBe(true);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.some((r) => r.field === 'uprn')).toBe(false);
    // What the register changed between day 1 and day 2, and nothing else, is a change.
    const spec = { adapter: 'register-file', ...LIC };
    const moved = simLicensingChanges(SEED, 'hist-reparse', spec, 2).map(
      (c) => simLicensingRecords(SEED, sim.council('hist-reparse'), spec, startDate(), 2)[c.index].key,
    );
    for (const r of changes) expect(moved).toContain(r.key);
  });
});

describe('format changes', () => {
  it('gives format changes, not changes, when the register prints the same values differently', async () => {
    const first = await file('hist-format', 0);
    await readOn('hist-format', 0, first);
    // "Granted" printed as "Licence Granted", and every address printed with ", England".
    const text = first.text
      .replace(/,Granted,/g, ',Licence Granted,')
      .replace(/^([^,]*,[^,]*,[^,]*,[^,]*,)([^,]*)(,)/gm, (m, a: string, b: string, c: string) =>
        a.startsWith('Licence Number') ? m : `${a}${b} England${c}`,
      );
    const read = await readOn('hist-format', 0, withText(first, text));
    const rows = await rowsOf(read.readId);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((r) => r.source === 'correction' && r.change_type === 'format_change')).toBe(true);
    expect(new Set(rows.map((r) => r.field))).toEqual(new Set(['status_raw', 'address']));
    expect(rows.find((r) => r.field === 'status_raw')).toMatchObject({
      before: 'Granted',
      after: 'Licence Granted',
    });
  });
});

describe('failed reads', () => {
  it('keeps the records and raises the flag when the layout changed or the register is emptied', async () => {
    await readOn('hist-fail', 0);
    const register = await sourceOf(rt.db, 'hist-fail');
    const present = async () =>
      (
        await rt
          .db('licences')
          .where({ council_register_id: register.id, presence: 'present' })
          .count({ n: '*' })
      )[0].n;
    const held = await present();
    const page = await file('hist-fail', 0);
    // Emptied: the header alone.
    await expect(readOn('hist-fail', 1, withText(page, page.text.split('\r\n')[0] + '\r\n'))).rejects.toThrow(
      /gave no records where it held 57/,
    );
    expect(await new CouncilRegistersRepository(rt.db).byId(register.id)).toMatchObject({
      consecutive_failures: 1,
      broken: false,
    });
    // A changed layout: the header renamed.
    sim.setFaults('hist-fail', { changedLayout: true });
    try {
      await expect(readOn('hist-fail', 1)).rejects.toThrow(/no known licensing file layout/);
    } finally {
      sim.setFaults('hist-fail', {});
    }
    const reg = await new CouncilRegistersRepository(rt.db).byId(register.id);
    expect(reg).toMatchObject({ consecutive_failures: 2, broken: true });
    expect(reg!.broken_reason).toMatch(/LayoutChangedError/);
    expect(await present()).toBe(held);
    // A broken register is unread in coverage (null counts), its last read kept, its records kept.
    const [cov] = await licensingCoverage(rt.db, ['hist-fail']);
    expect(cov).toMatchObject({ read: false, broken: true, in_force: null, open_applications: null });
    expect(cov.last_read).not.toBeNull();
    const failed = await rt
      .db('licensing_reads')
      .where({ council_register_id: register.id, status: 'failed' })
      .count({ n: '*' });
    expect(failed).toEqual([{ n: 2 }]);
    // The next good read clears the flag and finds nothing missing.
    const ok = await readOn('hist-fail', 0);
    expect(ok).toMatchObject({ not_seen: 0, change_rows: 0 });
    expect(await new CouncilRegistersRepository(rt.db).byId(register.id)).toMatchObject({
      broken: false,
      consecutive_failures: 0,
    });
    // Read again: covered, with its licences in force (the simulator's granted and current ones).
    const [cov2] = await licensingCoverage(rt.db, ['hist-fail']);
    expect(cov2).toMatchObject({ read: true, broken: false });
    expect(cov2.in_force).toBeGreaterThan(30);
  });
});

describe('applications', () => {
  it('give their events with council dates: new, decision, hearing set and moved', async () => {
    const days = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60];
    for (const d of days) await readOn('hist-apps', d);
    const apps = simLicensingApplications(SEED, sim.council('hist-apps'), {
      adapter: 'register-file',
      ...APPS,
    });
    const rows = (await feed(rt.db)).filter((r) => r.key.startsWith('APP\\SIM\\'));
    const date = (d: number) => addDays(startDate(), d);
    const KIND: Record<string, string> = {
      'Premises - New Licence': 'application_new',
      'Premises Licence -  Variation Application': 'application_variation',
      'Premises - Variation of DPS': 'dps_variation',
      'Premises Licence - Transfer Application': 'transfer',
      'Temporary Event Notice': 'application_new',
      'Premises - Review of Licence': 'review_applied',
    };
    const DECISION: Record<string, string> = {
      'Application Approved': 'granted',
      'Application Rejected': 'refused',
      'Application Withdrawn': 'withdrawn',
    };
    let checked = 0;
    for (const a of apps) {
      const seen = days.filter((d) => d >= a.receivedDay);
      const events = rows.filter((r) => r.key === a.key && r.source === 'event');
      if (!seen.length) {
        expect(events).toEqual([]);
        continue;
      }
      const last = seen[seen.length - 1];
      const expected: string[] = [KIND[a.type]];
      if (last >= a.decisionDay) expected.push(DECISION[a.outcome]);
      if (a.hearing && last >= a.hearing.setDay) {
        expected.push('hearing_scheduled');
        // Moved only when a read saw it set before it moved.
        if (
          a.hearing.movedOn !== null &&
          last >= a.hearing.movedOn &&
          seen.some((d) => d >= a.hearing!.setDay && d < a.hearing!.movedOn!)
        )
          expected.push('hearing_moved');
      }
      expect(events.map((e) => e.event_type).sort(), a.key).toEqual(expected.sort());
      const created = events.find((e) => e.event_type === KIND[a.type])!;
      expect(created.event_date).toBe(date(a.receivedDay));
      // First seen at the first read (backfill), or more than 30 days after it was received: backfill.
      expect(created.backfill).toBe(seen[0] === 0 || seen[0] - a.receivedDay > 30);
      expect(created.alertable).toBe(!created.backfill);
      // The export dates approvals and refusals; a withdrawal it does not date.
      const decision = events.find((e) => e.event_type === DECISION[a.outcome]);
      if (decision)
        expect(decision.event_date).toBe(a.outcome === 'Application Withdrawn' ? null : date(a.decisionDay));
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
