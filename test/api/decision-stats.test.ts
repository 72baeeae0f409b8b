// GET /v1/decision-stats (spec 4.10, 3.1) through HTTP on a real database: figures for a council, a
// nation and the UK by kind and period, the rank, thin coverage, parameters and errors; and the
// cross-check against the official live tables in ../shared/fixtures/registers/decision-stats/
// (P153: non-major decisions and the share in time, by planning authority; PS1: decisions and
// withdrawals in a quarter): records matching an official row are seeded, the statistics computed
// as the nightly job does, and our figures must reproduce the official ones (docs/decision-stats.md
// says where the two methods differ on real data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { DECISION_KINDS } from '../../core/domain/planning/decision-kinds.js';
import { newApplicationId, newArchiveId } from '../../core/ids.js';
import { refreshDerived } from '../../workers/services/derived.js';
import { describeWithFixtures, readFixtureText } from '../helpers/fixtures.js';
import { testRuntime } from '../helpers/runtime.js';
import { app as buildTestApp, council, get, key, type Json } from './seed.js';

const rt = await testRuntime();
let a: FastifyInstance;
let demo: string;
const AS_OF = '2026-12-31';
const DAY = 86_400_000;
const plus = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

interface Decision {
  days: number;
  stage?: string;
  target?: number | null;
  type?: 'minor' | 'householder' | 'other' | 'major';
  start?: string;
  precision?: string;
}

let seq = 0;
/** Inserts decisions in bulk: live rows (2026 onward) or archive rows, one council. */
async function decisions(db: Knex, councilId: number, nation: string, rows: Decision[], archive = false) {
  const out: Record<string, unknown>[] = rows.map((r) => {
    const n = ++seq;
    const start = r.start ?? '2026-02-02';
    const type = r.type ?? 'minor';
    const reference = `${archive ? 'H' : '26'}/${String(n).padStart(6, '0')}/${type === 'householder' ? 'HSE' : 'FUL'}`;
    const row: Record<string, unknown> = {
      public_id: archive ? newArchiveId() : newApplicationId(),
      council_id: councilId,
      reference,
      reference_norm: reference,
      nation,
      description: `Decision ${n}`,
      application_type: type === 'householder' ? 'Householder' : type === 'major' ? 'Major' : 'Full',
      procedure: type === 'other' ? 'listed-building' : 'full',
      stage: r.stage ?? 'approved',
      dwelling_count: type === 'minor' ? 2 : type === 'major' ? 20 : null,
      date_received: start,
      date_validated: start,
      date_decided: plus(start, r.days),
      date_received_precision: 'day',
      date_decided_precision: r.precision ?? 'day',
    };
    if (!archive) {
      row.content_hash = `d${n}`;
      if (r.target !== undefined && r.target !== null)
        row.key_dates = JSON.stringify({ target_decision: plus(start, r.target) });
    }
    return row;
  });
  for (let i = 0; i < out.length; i += 500)
    await db(archive ? 'archive_applications' : 'applications').insert(out.slice(i, i + 500));
}

/** n decisions in time out of `total`, some of them late but by an agreed (extended) target date. */
function inTimeMix(total: number, inTime: number, start = '2026-02-02'): Decision[] {
  const out: Decision[] = [];
  const types = ['minor', 'householder', 'other'] as const;
  for (let i = 0; i < total; i++) {
    const type = types[i % 3];
    const stage = i % 10 === 9 ? 'refused' : 'approved';
    if (i < inTime)
      out.push(
        i % 7 === 0
          ? { days: 70, target: 75, type, stage, start }
          : { days: 40 + (i % 16), type, stage, start },
      );
    else out.push({ days: 80 + (i % 20), type, stage, start });
  }
  return out;
}

let ids: Record<string, number> = {};

beforeAll(async () => {
  a = await buildTestApp(rt);
  demo = await key(rt.db, 'demo');
  const mk = async (slug: string, name: string, nation = 'england', ons?: string) =>
    (await council(rt.db, slug, { name, nation, ons_code: ons })).id;
  ids = {
    fast: await mk('fastbury', 'Fastbury'),
    slow: await mk('slowton', 'Slowton'),
    mid: await mk('midham', 'Midham'),
    thin: await mk('thinford', 'Thinford'),
    cardiff: await mk('cardiff', 'Cardiff', 'wales'),
  };
  // Fastbury: 40 minor decisions in 30 days (30 approved, 10 refused); 10 householder in 50 days; a
  // major in 80 days (in time: 13 weeks); 5 withdrawn; a record with an approximate date (not timed).
  await decisions(rt.db, ids.fast!, 'england', [
    ...Array.from({ length: 40 }, (_, i) => ({ days: 30, stage: i < 30 ? 'approved' : 'refused' })),
    ...Array.from({ length: 10 }, () => ({ days: 50, type: 'householder' as const })),
    { days: 80, type: 'major' },
    ...Array.from({ length: 5 }, () => ({ days: 20, stage: 'withdrawn' })),
    { days: 10, precision: 'week' },
  ]);
  // Slowton: 30 minor decisions in 100 days, 20 of them with an agreed target met, all approved.
  await decisions(
    rt.db,
    ids.slow!,
    'england',
    Array.from({ length: 30 }, (_, i) => ({ days: 100, target: i < 20 ? 110 : null })),
  );
  // Midham: 25 minor decisions in 60 days, 20 approved and 5 refused.
  await decisions(
    rt.db,
    ids.mid!,
    'england',
    Array.from({ length: 25 }, (_, i) => ({ days: 60, stage: i < 20 ? 'approved' : 'refused' })),
  );
  // Thinford: three decisions, its records starting inside the year.
  await decisions(
    rt.db,
    ids.thin!,
    'england',
    Array.from({ length: 3 }, () => ({ days: 45, start: '2026-06-01' })),
  );
  // Cardiff: 20 minor decisions in 70 days.
  await decisions(
    rt.db,
    ids.cardiff!,
    'wales',
    Array.from({ length: 20 }, () => ({ days: 70 })),
  );
});
afterAll(() => a?.close());

const stats = async (qs: string, k = demo) => {
  const r = await get(a, `/v1/decision-stats${qs}`, k);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Json;
};
const row = (b: Json, kind: string) => b.data.find((d: Json) => d.kind === kind);

describe('GET /v1/decision-stats', () => {
  beforeAll(async () => {
    await refreshDerived(rt.db, { tables: ['decision_stats'], asOf: AS_OF });
  });

  it('gives a council its figures by kind (median, shares, approval rate, rank)', async () => {
    const b = await stats('?council=fastbury&period=2026');
    expect(b.meta.scope).toEqual({
      level: 'council',
      council: { slug: 'fastbury', name: 'Fastbury' },
      nation: 'england',
    });
    expect(b.meta.period).toEqual({ label: '2026', from: '2026-01-01', to: '2026-12-31' });
    expect(b.meta.as_of).toBe(AS_OF);
    expect(b.meta.computed_at).toMatch(/^\d{4}-/);
    const minor = row(b, 'minor');
    expect(minor).toMatchObject({
      decided: 41,
      timed: 40,
      median_days: 30,
      within_8_weeks: 1,
      in_time: 1,
      approved: 31,
      refused: 10,
      approval_rate: 0.7561,
      withdrawn: 5,
    });
    expect(row(b, 'householder')).toMatchObject({ decided: 10, median_days: 50, within_8_weeks: 1 });
    // Householder counts within other, as in the official returns.
    expect(row(b, 'other')).toMatchObject({ decided: 10 });
    expect(row(b, 'major')).toMatchObject({ decided: 1, within_8_weeks: 0, within_13_weeks: 1, in_time: 1 });
    expect(row(b, 'all')).toMatchObject({ decided: 52, timed: 51 });
    expect(row(b, 'non_major')).toMatchObject({ decided: 51 });
    expect(row(b, 'prior_approval')).toMatchObject({ decided: 0, median_days: null, approval_rate: null });
    expect(b.data.map((d: Json) => d.kind)).toEqual([...DECISION_KINDS]);
    // Ranked among the three English councils with 20 or more timed minor decisions.
    expect(minor.rank).toEqual({
      among: 'councils in england',
      of: 3,
      median_days: 1,
      within_8_weeks: 1,
      approval_rate: 3,
    });
    // Its records start inside the year: said in meta.
    expect(b.meta.coverage).toMatchObject({ thin: true, held_from: '2026-02-02' });
    expect(b.meta.coverage.note).toMatch(/start on 2026-02-02/);
  });

  it('within agreed time where the council publishes its target date', async () => {
    const b = await stats('?council=slowton&period=2026-Q2&kind=minor');
    expect(b.data).toHaveLength(1);
    expect(b.data[0]).toMatchObject({
      decided: 30,
      median_days: 100,
      within_8_weeks: 0,
      agreed_time_known: 20,
      within_agreed_time: 1,
      in_time: 0.6667,
      approval_rate: 1,
    });
    // Ranked with Midham (60 days), the only other council with 20 minor decisions that quarter.
    expect(b.data[0].rank).toMatchObject({ of: 2, median_days: 2, within_8_weeks: 1 });
    expect(b.meta.period).toEqual({ label: '2026-Q2', from: '2026-04-01', to: '2026-06-30' });
    expect(b.meta.coverage).toEqual({ thin: false, note: null, held_from: '2026-02-02' });
  });

  it('a nation and the UK', async () => {
    const eng = await stats('?nation=england&period=2026&kind=minor,all');
    expect(eng.meta.scope).toEqual({ level: 'nation', council: null, nation: 'england' });
    expect(row(eng, 'minor').decided).toBe(41 + 30 + 25 + 3);
    expect(row(eng, 'minor').rank).toMatchObject({ among: 'nations of the UK', of: 2 });
    const uk = await stats('?period=2026&kind=minor');
    expect(uk.meta.scope.level).toBe('uk');
    expect(row(uk, 'minor').decided).toBe(41 + 30 + 25 + 3 + 20);
    expect(row(uk, 'minor').rank).toBeNull();
    const last12 = await stats('?kind=minor');
    expect(last12.meta.period).toEqual({ label: 'last-12-months', from: '2026-01-01', to: AS_OF });
    expect(row(last12, 'minor').decided).toBe(row(uk, 'minor').decided);
  });

  it('says when coverage is thin', async () => {
    const b = await stats('?council=thinford&period=2026');
    expect(b.meta.coverage.thin).toBe(true);
    expect(b.meta.coverage.held_from).toBe('2026-06-01');
    expect(b.meta.coverage.note).toMatch(/start on 2026-06-01/);
    expect(b.meta.coverage.note).toMatch(/Fewer than 20/);
    expect(row(b, 'minor').rank).toBeNull();
  });

  it('refuses what it cannot answer', async () => {
    for (const [qs, param] of [
      ['council=fastbury&nation=england', 'nation'],
      ['nation=france', 'nation'],
      ['kind=tiny', 'kind'],
      ['period=2026-Q5', 'period'],
      ['period=last-month', 'period'],
      ['council=nowhere', 'council'],
      ['scope=uk', 'scope'],
    ]) {
      const r = await get(a, `/v1/decision-stats?${qs}`, demo);
      expect(r.status, qs).toBe(400);
      expect(r.body.error, qs).toMatchObject({ type: 'invalid_request', param });
    }
    expect((await get(a, '/v1/decision-stats', null)).status).toBe(401);
  });

  it('is a request, not records, on every plan', async () => {
    const k = await key(rt.db, 'demo');
    const r = await get(a, '/v1/decision-stats', k);
    expect(r.status).toBe(200);
    expect(r.headers['x-records-remaining-month']).toBe('500');
    expect(r.headers['x-ratelimit-remaining-month']).toBe('499');
  });
});

/** The rows of a small CSV (quoted fields allowed), header first. */
function csv(text: string): string[][] {
  const out: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const cells: string[] = [];
    let cur = '';
    let q = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (q) {
        if (c === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (c === '"') q = false;
        else cur += c;
      } else if (c === '"') q = true;
      else if (c === ',') {
        cells.push(cur);
        cur = '';
      } else cur += c;
    }
    cells.push(cur);
    out.push(cells);
  }
  return out;
}

describeWithFixtures('decision statistics against the official live tables (P153, PS1)', () => {
  const p153 = csv(
    readFixtureText('registers/decision-stats/p153-all-lpas/p153_non_major_in_time_by_lpa.csv'),
  );
  const ps1 = csv(
    readFixtureText(
      'registers/decision-stats/ps1-live-table/ps1_district_planning_application_statistics_excerpt.csv',
    ),
  ).slice(3);
  const ps1Head = ps1[0]!;
  const col = (name: string) => ps1Head.indexOf(name);
  const official: Record<string, { volume: number; pct: number }> = {};
  const councils: Record<string, number> = {};

  beforeAll(async () => {
    // Three authorities of P153 (non-major decisions and the share in time): the same number of
    // non-major decisions, the same number in time (some of them late but by an agreed extended
    // date, as the official figure counts them), in 2026.
    for (const ons of ['E09000002', 'E08000026', 'E09000033']) {
      const r = p153.find((x) => x[1] === ons)!;
      const volume = Number(r[3]);
      const pct = Number(r[4]);
      official[ons] = { volume, pct };
      councils[ons] = (await council(rt.db, `lpa-${ons.toLowerCase()}`, { name: r[2]!, ons_code: ons })).id;
      await decisions(rt.db, councils[ons]!, 'england', inTimeMix(volume, Math.round((volume * pct) / 100)));
    }
    // PS1, Westminster 2025 Q4: its decisions and withdrawals as archive records of that quarter.
    const w = ps1.find((x) => x[col('LPACD')] === 'E09000033' && x[col('Quarter')] === '2025 Q4')!;
    const decided = Number(w[col('Applications decided')]);
    const withdrawn = Number(w[col('Applications withdrawn')]);
    official.ps1 = { volume: decided, pct: withdrawn };
    await decisions(
      rt.db,
      councils.E09000033!,
      'england',
      [
        ...Array.from({ length: decided }, (_, i) => ({
          days: 5 + (i % 50),
          start: plus('2025-10-01', i % 30),
          stage: i % 8 === 0 ? 'refused' : 'approved',
          type: (['minor', 'householder', 'other', 'major'] as const)[i % 4],
        })),
        ...Array.from({ length: withdrawn }, (_, i) => ({
          days: 20,
          start: plus('2025-10-01', i % 30),
          stage: 'withdrawn',
        })),
      ],
      true,
    );
    await refreshDerived(rt.db, { tables: ['decision_stats'], asOf: AS_OF });
  });

  it('reproduces P153: non-major decisions and the share decided in time', async () => {
    for (const ons of ['E09000002', 'E08000026', 'E09000033']) {
      const b = await stats(`?council=lpa-${ons.toLowerCase()}&period=2026&kind=non_major`);
      const r = b.data[0];
      expect(r.decided, ons).toBe(official[ons]!.volume);
      expect(Math.round(r.in_time * 1000) / 10, ons).toBe(official[ons]!.pct);
      // Eight weeks alone is lower where extensions were agreed: the official figure counts them.
      if (official[ons]!.pct > 0) expect(r.within_8_weeks).toBeLessThan(r.in_time);
    }
  });

  it('reproduces PS1: decisions and withdrawals of a quarter (archive records)', async () => {
    const b = await stats('?council=lpa-e09000033&period=2025-Q4&kind=all');
    expect(b.data[0].decided).toBe(official.ps1!.volume);
    expect(b.data[0].withdrawn).toBe(official.ps1!.pct);
    // Archive records carry no target date: agreed extensions are unknown for them.
    expect(b.data[0].agreed_time_known).toBe(0);
  });
});
