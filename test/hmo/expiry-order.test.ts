// The HMO searches by expiry read on the licence's end, coalesce(licence_expiry, 'infinity')
// (migration 100, licences.repository.ts EXPIRY_END), so the national `active` list starts at the
// day in one index range. The rows and their order must be exactly those of the query before it
// (the bare expiry: "no expiry or not yet expired", expiry ascending, no expiry last, then id):
// checked here against that query, written out as it was, on SYNTHETIC licences with no expiry,
// expired ones, ties on one expiry day, ended decisions and removed rows, page by page on the
// cursor with a page size that splits the ties and the boundary into the undated rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, ukDate } from '../../core/calendar.js';
import {
  HmoLicencesRepository,
  type HmoFilters,
  type HmoPosition,
  type HmoSortKey,
} from '../../core/repositories/hmo/licences.repository.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { hmoCouncils, hmoSource } from './harness.js';

let rt: TestRuntime;
const today = ukDate(new Date());
const ids: Record<string, number> = {};

// The old filters and order, verbatim: the reference the new ones must equal.
const OLD_ACTIVE =
  "(l.status = 'licensed' AND l.removed_at IS NULL AND (l.licence_expiry IS NULL OR l.licence_expiry >= ?::date))";
const OLD_EXPIRED =
  "(l.status = 'expired' OR (l.status NOT IN ('refused', 'withdrawn', 'revoked', 'surrendered', 'superseded', 'expired') AND l.licence_expiry < ?::date))";
const OLD_WITHIN =
  'l.licence_expiry >= ?::date AND l.licence_expiry < (?::date + make_interval(months => ?))::date';
const OLD_ORDER = {
  expiry: 'l.licence_expiry ASC NULLS LAST, l.id ASC',
  newest: 'l.licence_start DESC NULLS LAST, l.id DESC',
};

async function oldIds(where: [string, unknown[]][], sort: HmoSortKey): Promise<number[]> {
  const sql = where.map(([s]) => s);
  const r = await rt.db.raw<{ rows: { id: number }[] }>(
    `SELECT l.id FROM hmo_licences l ${sql.length ? `WHERE ${sql.join(' AND ')}` : ''} ORDER BY ${OLD_ORDER[sort]}`,
    where.flatMap(([, b]) => b) as never,
  );
  return r.rows.map((x) => Number(x.id));
}

/** Every page of the search, `limit` a page, on the cursor. */
async function newIds(f: HmoFilters, sort: HmoSortKey, limit: number): Promise<number[]> {
  const repo = new HmoLicencesRepository(rt.db);
  const out: number[] = [];
  let after: HmoPosition | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: { rows: { id: number }[]; next: HmoPosition | null } = await repo.search(f, {
      sort,
      limit,
      after,
      asOf: today,
    });
    out.push(...page.rows.map((x) => Number(x.id)));
    if (!page.next) return out;
    // As the API carries it: through JSON.
    after = JSON.parse(JSON.stringify(page.next)) as HmoPosition;
  }
  throw new Error('more than 100 pages');
}

describe('HMO searches by expiry: the same rows in the same order as on the bare expiry', () => {
  beforeAll(async () => {
    rt = await testRuntime();
    await hmoCouncils(rt.db, [
      { slug: 'oxford', name: 'Oxford', nation: 'england', ons_code: 'E07000178' },
      { slug: 'leeds', name: 'Leeds', nation: 'england', ons_code: 'E08000035' },
    ]);
    const sources = { oxford: await hmoSource(rt.db, 'oxford'), leeds: await hmoSource(rt.db, 'leeds') };
    // SYNTHETIC licences: [name, council, status, start offset, expiry offset (null: none), removed].
    const rows: [string, 'oxford' | 'leeds', string, number | null, number | null, boolean][] = [
      ['no-expiry-a', 'oxford', 'licensed', -400, null, false],
      ['expired-long', 'oxford', 'licensed', -2000, -200, false],
      ['tie-1', 'oxford', 'licensed', -300, 30, false],
      ['tie-2', 'leeds', 'licensed', -300, 30, false],
      ['tie-3', 'oxford', 'licensed', -301, 30, false],
      ['today', 'leeds', 'licensed', -365, 0, false],
      ['yesterday', 'oxford', 'licensed', -366, -1, false],
      ['no-expiry-b', 'leeds', 'licensed', null, null, false],
      ['removed', 'oxford', 'licensed', -10, 100, true],
      ['revoked', 'leeds', 'revoked', -20, 200, false],
      ['register-expired', 'oxford', 'expired', -30, 50, false],
      ['applied', 'leeds', 'applied', null, null, false],
      ['far', 'oxford', 'licensed', -5, 1800, false],
      ['no-expiry-c', 'oxford', 'licensed', -50, null, false],
      ['tie-4', 'leeds', 'licensed', null, 30, false],
      ['soon', 'oxford', 'licensed', -700, 10, false],
      ['later', 'leeds', 'licensed', -100, 400, false],
    ];
    const councilIds = Object.fromEntries(
      (await rt.db('councils').select('slug', 'id')).map((c: { slug: string; id: number }) => [c.slug, c.id]),
    );
    const now = new Date();
    for (const [name, council, status, start, expiry, removed] of rows) {
      const [r] = await rt
        .db('hmo_licences')
        .insert({
          council_id: councilIds[council],
          council_register_id: sources[council].id,
          licence_key: `${council}/main/licence/${name}`,
          record_type: 'licence',
          licence_ref: name,
          ref_norm: name.toUpperCase(),
          licence_type: 'mandatory',
          status,
          licence_start: start === null ? null : addDays(today, start),
          licence_expiry: expiry === null ? null : addDays(today, expiry),
          first_seen_at: now,
          last_seen_at: now,
          removed_at: removed ? now : null,
          content_hash: name,
          changed_at: now,
        })
        .returning('id');
      ids[name] = Number((r as { id: number }).id);
    }
  });

  const oxford = async () =>
    ((await rt.db('councils').where({ slug: 'oxford' }).first('id')) as { id: number }).id;

  it('status=active by expiry: no expiry last, expired rows left out, ties by id, across pages of 2', async () => {
    const expected = await oldIds(
      [
        [OLD_ACTIVE, [today]],
        ['l.removed_at IS NULL', []],
      ],
      'expiry',
    );
    // What a person reads: the soonest in force first (today's expiry counts), the undated last.
    const name = (id: number) => Object.keys(ids).find((k) => ids[k] === id);
    expect(expected.map(name)).toEqual([
      'today',
      'soon',
      'tie-1',
      'tie-2',
      'tie-3',
      'tie-4',
      'later',
      'far',
      'no-expiry-a',
      'no-expiry-b',
      'no-expiry-c',
    ]);
    for (const limit of [1, 2, 3, 100])
      expect(await newIds({ status: ['active'], removed: 'exclude' }, 'expiry', limit)).toEqual(expected);
  });

  it('every other filter by expiry and by newest gives the rows and order of the old query', async () => {
    const council = await oxford();
    const cases: [HmoFilters, HmoSortKey, [string, unknown[]][]][] = [
      [{ removed: 'include' }, 'expiry', []],
      [{ removed: 'exclude' }, 'expiry', [['l.removed_at IS NULL', []]]],
      [
        { status: ['active'], councilId: council, removed: 'exclude' },
        'expiry',
        [
          ['l.council_id = ?', [council]],
          [OLD_ACTIVE, [today]],
          ['l.removed_at IS NULL', []],
        ],
      ],
      [{ status: ['expired'], removed: 'include' }, 'expiry', [[OLD_EXPIRED, [today]]]],
      [
        { status: ['active', 'expired'], removed: 'include' },
        'expiry',
        [[`(${OLD_ACTIVE} OR ${OLD_EXPIRED})`, [today, today]]],
      ],
      [
        { status: ['applied'], removed: 'include' },
        'expiry',
        [
          [
            '(l.status = ? AND (l.licence_expiry IS NULL OR l.licence_expiry >= ?::date))',
            ['applied', today],
          ],
        ],
      ],
      [{ expiresWithin: 6, removed: 'include' }, 'expiry', [[OLD_WITHIN, [today, today, 6]]]],
      [
        { status: ['active'], removed: 'exclude' },
        'newest',
        [
          [OLD_ACTIVE, [today]],
          ['l.removed_at IS NULL', []],
        ],
      ],
    ];
    for (const [f, sort, old] of cases) {
      const expected = await oldIds(old, sort);
      expect(expected.length).toBeGreaterThan(0);
      for (const limit of [1, 2, 5])
        expect(await newIds(f, sort, limit), JSON.stringify({ f, sort, limit })).toEqual(expected);
    }
  });
});
