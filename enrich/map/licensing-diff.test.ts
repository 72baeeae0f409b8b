// The comparison of a read with the store (planRead), on records built in the test: the rules'
// edges (absent needs both two reads and seven days; backfill past 30 days; a read that would gut
// the register refused; a field moving on most records a format change) and the ids' stability.
import { describe, expect, it } from 'vitest';
import { normaliseLicensing } from '../normalise/licensing/index.js';
import { NO_LOOKUPS, mapLicence, recordKey, type MappedLicence } from './licensing.js';
import { levId, planRead, SuspectReadError, type PlanContext, type StoredLicence } from './licensing-diff.js';

function record(
  key: string,
  over: Record<string, string> = {},
  dates: Record<string, string> = {},
): MappedLicence {
  const n = normaliseLicensing({
    record_type: over.record_type ?? 'licence',
    key,
    fields: {},
    roles: { type: 'Premises Licence', status: 'Granted', premises_name: `Premises ${key}`, ...over },
    address: `${key} High Street, Hove BN3 1AA`,
    postcode: null,
    dates: Object.fromEntries(
      Object.entries(dates).map(([k, d]) => [k, { date: d, precision: 'day' as const }]),
    ),
    source: { kind: 'file', layout: 'test' },
  });
  return mapLicence(n, `scope\n${key}`, NO_LOOKUPS);
}

function stored(m: MappedLicence, id: number, over: Partial<StoredLicence> = {}): StoredLicence {
  return {
    id,
    record_type: m.content.record_type,
    key: m.content.key,
    hash: m.hash,
    raw_hash: null,
    presence: 'present',
    missed_reads: 0,
    missing_since: null,
    last_seen_at: '2026-03-01T12:00:00.000Z',
    version: 1,
    content: m.content,
    marks: m.marks,
    ...over,
  };
}

const ctx = (over: Partial<PlanContext> = {}): PlanContext => ({
  scope: 'test\nlicensing\nmain',
  observedAt: '2026-03-02T12:00:00.000Z',
  observedDate: '2026-03-02',
  previousSuccessAt: '2026-03-01T12:00:00.000Z',
  backfill: false,
  kind: 'read',
  layoutChanged: false,
  ...over,
});

const byKey = (ms: MappedLicence[]) =>
  new Map(ms.map((m) => [recordKey(m.content.record_type, m.content.key), m]));
const keys = (n: number) => Array.from({ length: n }, (_, i) => `K${i + 1}`);

describe('planRead', () => {
  it('refuses a read that empties the register or loses most of it', () => {
    const all = keys(40).map((k) => record(k));
    const prev = new Map(all.map((m, i) => [recordKey('licence', m.content.key), stored(m, i + 1)]));
    expect(() => planRead(prev, new Map(), null, ctx())).toThrow(SuspectReadError);
    expect(() => planRead(prev, byKey(all.slice(0, 19)), null, ctx())).toThrow(
      /21 of the register's 40 records/,
    );
    expect(planRead(prev, byKey(all.slice(0, 20)), null, ctx()).counts.not_seen).toBe(20);
  });

  it('makes a missing record absent only after two reads and seven days since it was last seen', () => {
    const m = record('K1');
    const other = record('K2');
    const missing = (over: Partial<StoredLicence>, observedDate: string) =>
      planRead(
        new Map([
          [recordKey('licence', 'K1'), stored(m, 1, over)],
          [recordKey('licence', 'K2'), stored(other, 2)],
        ]),
        byKey([other]),
        null,
        ctx({ observedDate, observedAt: `${observedDate}T12:00:00.000Z` }),
      );
    const seen = '2026-03-01T12:00:00.000Z';
    expect(missing({}, '2026-03-02').rows.map((r) => r.change_type)).toEqual(['not_seen']);
    const notSeen = {
      presence: 'not_seen' as const,
      missed_reads: 1,
      last_seen_at: seen,
      missing_since: '2026-03-02T12:00:00.000Z',
    };
    expect(missing(notSeen, '2026-03-07').rows).toEqual([]);
    expect(missing(notSeen, '2026-03-08').rows.map((r) => r.change_type)).toEqual(['absent']);
    // Seven days, but the first read it was missing from: still only not seen.
    expect(missing({ ...notSeen, missed_reads: 0 }, '2026-03-08').rows).toEqual([]);
  });

  it('marks rows the register dates more than 30 days before they were seen as backfill', () => {
    const thirty = record(
      'A1',
      { record_type: 'application', type: 'Premises - New Licence', status: 'Open' },
      { received: '2026-01-31' },
    );
    const older = record(
      'A2',
      { record_type: 'application', type: 'Premises - New Licence', status: 'Open' },
      { received: '2026-01-30' },
    );
    const plan = planRead(new Map(), byKey([thirty, older]), null, ctx());
    const ev = (key: string) => plan.rows.find((r) => r.record.endsWith(key) && r.source === 'event')!;
    expect([ev('A1').backfill, ev('A1').alertable]).toEqual([false, true]);
    expect([ev('A2').backfill, ev('A2').alertable]).toEqual([true, false]);
  });

  it('takes a field moving on most records at once for a format change', () => {
    const before = keys(30).map((k) => record(k));
    const after = keys(30).map((k) => record(k, { premises_name: `The ${k} Bar` }));
    const prev = new Map(before.map((m, i) => [recordKey('licence', m.content.key), stored(m, i + 1)]));
    const plan = planRead(prev, byKey(after), null, ctx());
    expect(new Set(plan.rows.map((r) => `${r.source} ${r.change_type} ${r.field}`))).toEqual(
      new Set(['correction format_change premises_name']),
    );
    // Under the threshold, each is a change.
    const few = planRead(prev, byKey([...after.slice(0, 5), ...before.slice(5)]), null, ctx());
    expect(new Set(few.rows.map((r) => `${r.source} ${r.change_type} ${r.field}`))).toEqual(
      new Set(['change changed premises_name']),
    );
  });

  it('gives ids from what a row describes and the record version before it', () => {
    const a = levId('s', 'r', 3, 'change', 'changed', 'status', 'granted', 'suspended');
    expect(a).toMatch(/^lev_[0-9a-z]{24}$/);
    expect(levId('s', 'r', 3, 'change', 'changed', 'status', 'granted', 'suspended')).toBe(a);
    expect(levId('s', 'r', 4, 'change', 'changed', 'status', 'granted', 'suspended')).not.toBe(a);
    expect(levId('s', 'r', 3, 'change', 'changed', 'status', 'suspended', 'granted')).not.toBe(a);
  });
});
