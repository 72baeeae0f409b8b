// The worked examples of docs/consents.md, one per rule and nation (spec 2.8).
import { describe, expect, it } from 'vitest';
import { addYears, timeLimit } from './time-limits.js';

describe('time limits of permissions (spec 2.8)', () => {
  it('commencement: 3 years in England and Scotland, 5 in Wales and Northern Ireland', () => {
    expect(timeLimit({ nation: 'england', procedure: 'full', decided: '2023-05-15' })).toMatchObject({
      date: '2026-05-15',
      rule: 'commencement',
      years: 3,
      councilDate: false,
    });
    expect(timeLimit({ nation: 'scotland', procedure: 'full', decided: '2023-07-20' }).date).toBe(
      '2026-07-20',
    );
    expect(timeLimit({ nation: 'wales', procedure: 'full', decided: '2021-09-01' })).toMatchObject({
      date: '2026-09-01',
      years: 5,
    });
    expect(timeLimit({ nation: 'northern-ireland', procedure: 'full', decided: '2021-10-04' })).toMatchObject(
      {
        date: '2026-10-04',
        years: 5,
      },
    );
  });

  it('a Scottish permission in principle: one 5-year commencement limit', () => {
    const t = timeLimit({
      nation: 'scotland',
      procedure: 'outline',
      decided: '2021-11-30',
      lastReservedMatters: '2024-01-01',
    });
    expect(t).toMatchObject({ date: '2026-11-30', rule: 'commencement', years: 5 });
    expect(t.assumes).toMatch(/no reserved-matters deadline/);
  });

  it('reserved_matters, and commencement_after_rm: the later of the period and 2 years from the last approval', () => {
    expect(timeLimit({ nation: 'england', procedure: 'outline', decided: '2023-08-10' })).toMatchObject({
      date: '2026-08-10',
      rule: 'reserved_matters',
      years: 3,
    });
    expect(
      timeLimit({
        nation: 'england',
        procedure: 'outline',
        decided: '2022-03-01',
        lastReservedMatters: '2025-01-15',
      }),
    ).toMatchObject({ date: '2027-01-15', rule: 'commencement_after_rm', years: 3 });
    // The outline's own period is the later one.
    expect(
      timeLimit({
        nation: 'wales',
        procedure: 'outline',
        decided: '2022-03-01',
        lastReservedMatters: '2022-06-01',
      }),
    ).toMatchObject({ date: '2027-03-01', rule: 'commencement_after_rm', years: 5 });
  });

  it("the council's published date wins for the first two rules", () => {
    expect(
      timeLimit({ nation: 'england', procedure: 'full', decided: '2023-04-01', councilExpiry: '2026-10-01' }),
    ).toMatchObject({ date: '2026-10-01', rule: 'commencement', councilDate: true });
  });

  it('adds whole years as PostgreSQL does', () => {
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-01-31', -3)).toBe('2023-01-31');
  });
});
