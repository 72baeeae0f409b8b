// The time limits of planning permissions (spec 2.8): which rule a permitted full or outline
// permission falls under, its period by nation, and its limit date. The expiring-consents refresh
// (core/repositories/planning/consents.repository.ts) applies the same rules in SQL over every
// permission at once; this module is their one statement in code, read by the owner record's
// "permissions about to lapse" (spec 2.6) and by the tests that check the two agree.
import type { Nation } from './vocabulary.js';

/** Spec 2.8 `rule`. */
export const TIME_LIMIT_RULES = ['commencement', 'reserved_matters', 'commencement_after_rm'] as const;
export type TimeLimitRule = (typeof TIME_LIMIT_RULES)[number];

/** Years of the standard period (spec 2.8): 3 in England and Scotland, 5 in Wales and Northern Ireland. */
export const PERIOD_YEARS: Readonly<Record<Nation, number>> = Object.freeze({
  england: 3,
  scotland: 3,
  wales: 5,
  'northern-ireland': 5,
});

/** A Scottish permission in principle: one commencement limit of 5 years, no reserved-matters deadline. */
export const SCOTTISH_PIP_YEARS = 5;

/** After the last reserved-matters approval, development may begin within two years (spec 2.8). */
export const AFTER_RM_YEARS = 2;

/** Expiring consents look this many days back with passed=1 (spec 4.8). */
export const PASSED_DAYS = 90;

/** The `householder` parameter of spec 4.8. */
export const HOUSEHOLDER_MODES = ['exclude', 'include', 'only'] as const;
export type HouseholderMode = (typeof HOUSEHOLDER_MODES)[number];

export interface PermissionInput {
  nation: Nation;
  procedure: 'full' | 'outline';
  decided: string;
  /** The council's own expiry date (key_dates.permission_expiry), when it publishes one. */
  councilExpiry?: string | null;
  /** The latest approval of reserved matters of an outline permission, if any. */
  lastReservedMatters?: string | null;
}

export interface TimeLimit {
  date: string;
  rule: TimeLimitRule;
  years: number;
  assumes: string;
  councilDate: boolean;
}

const NATION_NAMES: Record<Nation, string> = {
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern-ireland': 'Northern Ireland',
};

/** `date` (YYYY-MM-DD) plus whole years, as PostgreSQL's date + interval 'n years' (29 Feb -> 28 Feb). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const ty = y + years;
  const last = new Date(Date.UTC(ty, m, 0)).getUTCDate();
  return `${ty}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The time limit of a permitted full or outline permission (spec 2.8):
 * - full: `commencement`, the nation's years from the decision;
 * - outline without an approval of reserved matters: `reserved_matters`, the nation's years;
 * - outline with one: `commencement_after_rm`, the later of the nation's years from the outline
 *   decision and two years from the last reserved-matters approval;
 * - a Scottish permission in principle (outline in Scotland): `commencement`, 5 years.
 * Where the council publishes its own expiry date it is the limit of the first two rules.
 */
export function timeLimit(p: PermissionInput): TimeLimit {
  const pip = p.nation === 'scotland' && p.procedure === 'outline';
  const years = pip ? SCOTTISH_PIP_YEARS : PERIOD_YEARS[p.nation];
  const where = NATION_NAMES[p.nation];
  if (p.procedure === 'outline' && !pip && p.lastReservedMatters) {
    const a = addYears(p.decided, years);
    const b = addYears(p.lastReservedMatters, AFTER_RM_YEARS);
    return {
      date: a > b ? a : b,
      rule: 'commencement_after_rm',
      years,
      assumes: `The later of ${years} years from the outline decision (${where}) and ${AFTER_RM_YEARS} years from the last reserved-matters approval (${p.lastReservedMatters}); a condition may set another period.`,
      councilDate: false,
    };
  }
  const rule: TimeLimitRule = p.procedure === 'full' || pip ? 'commencement' : 'reserved_matters';
  if (p.councilExpiry)
    return {
      date: p.councilExpiry,
      rule,
      years,
      assumes: "The council's published expiry date.",
      councilDate: true,
    };
  const assumes = pip
    ? `Scottish permission in principle: ${years} years from the decision, one commencement limit (no reserved-matters deadline); a condition may set another period.`
    : rule === 'commencement'
      ? `The standard period in ${where}: ${years} years from the decision to begin development; a condition may set another period.`
      : `The standard period in ${where}: ${years} years from the outline decision to apply for approval of reserved matters; a condition may set another period.`;
  return { date: addYears(p.decided, years), rule, years, assumes, councilDate: false };
}
