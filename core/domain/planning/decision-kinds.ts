// Kinds of application for decision statistics (spec 4.10), after the official returns' split
// (PS1/PS2: major, minor, other, householder within other) and the kinds of paperwork counted beside
// them. Derived from our normalised fields by the decision-stats refresh
// (core/repositories/planning/decision-stats.repository.ts); docs/decision-stats.md says how.
export const DECISION_KINDS = [
  'all',
  'major',
  'minor',
  'other',
  'householder',
  'non_major',
  'prior_approval',
  'certificate',
  'discharge',
  'trees',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const DECISION_KIND_LABELS: Readonly<Record<DecisionKind, string>> = Object.freeze({
  all: 'All planning applications (major, minor and other)',
  major: 'Major developments',
  minor: 'Minor developments',
  other: 'Other developments (householder included)',
  householder: 'Householder developments',
  non_major: 'Non-major developments (minor and other)',
  prior_approval: 'Prior approvals',
  certificate: 'Lawful development certificates',
  discharge: 'Discharge of conditions',
  trees: 'Works to protected trees',
});

/** The statutory period in days: 13 weeks for major developments, 8 weeks for the rest. */
export function statutoryDays(kind: DecisionKind): number {
  return kind === 'major' ? 91 : 56;
}

/** Periods: a quarter (2026-Q1), a calendar year (2026) or the last twelve months to the refresh. */
export const PERIOD_PATTERN = '^(\\d{4}-Q[1-4]|\\d{4}|last-12-months)$';
export const DEFAULT_PERIOD = 'last-12-months';

/** A council or nation with fewer decisions timed than this is not ranked, and is marked thin. */
export const MIN_TIMED = 20;
