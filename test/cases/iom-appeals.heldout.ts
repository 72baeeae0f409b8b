// Held-out stage labels for the Isle of Man appeals register (fixture
// registers/appeals/isle-of-man/iom_planning_appeals_2011-2023.csv): the team's reading of each
// "Appeal Decision" value, written before the stage rules were run on the file. `original` means the
// appeal did not decide the application (withdrawn, declined, or an unexplained code) so the original
// decision stands. The rows themselves stay in the fixture; the bench reads them in place.
import type { Stage } from '../../core/domain/planning/vocabulary.js';

export const IOM_APPEAL_OUTCOME: Record<string, Stage | 'original'> = {
  'Approved at Appeal': 'approved',
  'Refused at Appeal': 'refused',
  'Refused at appeal': 'refused',
  'Department Application Approved': 'approved',
  'Department Application refused': 'refused',
  'Department Application Refused': 'refused',
  'Department Application withdrawn': 'withdrawn',
  'Appeal Withdrawn': 'original',
  AWDN: 'original',
  'Appeal declined': 'original',
  AREF: 'refused',
  AREF1: 'refused',
  APER: 'approved',
  APER1: 'approved',
  'Decision Split at Appeal': 'decided',
  ASPLIT: 'decided',
  'Approved by Council of Ministers': 'approved',
  'Refused by Council of Ministers': 'refused',
  'Appeal Allowed, Awaiting Fee Payment': 'approved',
  ADEPT: 'original',
  ARDE: 'original',
};

/** The team's stage for the original (pre-appeal) decision wording on that register. */
export const IOM_ORIGINAL_DECISION: Record<string, Stage> = {
  Refused: 'refused',
  REF: 'refused',
  Permitted: 'approved',
  PER: 'approved',
  'Application Withdrawn': 'withdrawn',
  'Department Application': 'other',
  'Deemed withdrawn 4(3) Dev Pro Order 2005': 'withdrawn',
};
