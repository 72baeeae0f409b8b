// Idox councils choose their own row labels (aspeakman/UKPlanning and other scrapers list dozens).
// These tables map the labels seen on real pages to the RawApplication fields; any other label is kept
// verbatim in RawApplication.extra, so nothing the council publishes is lost.
import type { RawDates, RawApplication } from '../../contract.js';

// Labels repeat on every page of a council (a few dozen per portal): each is keyed once. Bounded,
// so a portal printing ever-new labels cannot grow it without end.
const KEYS = new Map<string, string>();
const KEYS_MAX = 4096;

export function labelKey(label: string): string {
  let key = KEYS.get(label);
  if (key === undefined) {
    key = label.toLowerCase().replace(/[:?]/g, '').replace(/\s+/g, ' ').trim();
    if (KEYS.size >= KEYS_MAX) KEYS.clear();
    KEYS.set(label, key);
  }
  return key;
}

export const DATE_LABELS: Record<string, keyof RawDates> = {
  'application received': 'received',
  'application received date': 'received',
  received: 'received',
  'received date': 'received',
  'date received': 'received',
  'application validated': 'validated',
  'application validated date': 'validated',
  validated: 'validated',
  'valid date': 'validated',
  'date valid': 'validated',
  'application valid date': 'validated',
  'date application valid': 'validated',
  registered: 'validated',
  'application registered': 'validated',
  'application registered date': 'validated',
  'decision made date': 'decided',
  'decision date': 'decided',
  'date of decision': 'decided',
  'decision issued date': 'decision_issued',
  'decision notice date': 'decision_issued',
  'decision printed date': 'decision_issued',
  'target date': 'target_decision',
  'target decision date': 'target_decision',
  'target date for decision': 'target_decision',
  'target determination date': 'target_decision',
  'determination deadline': 'target_decision',
  'internal target date': 'target_decision',
  'committee date': 'committee',
  'actual committee date': 'committee',
  'date of committee meeting': 'committee',
  'committee meeting date': 'committee',
  'standard consultation expiry date': 'consultation_end',
  'standard consultation expiry': 'consultation_end',
  'consultation expiry date': 'consultation_end',
  'consultation end date': 'consultation_end',
  'consultation deadline': 'consultation_end',
  'closing date for comments': 'consultation_end',
  'last date for comments': 'consultation_end',
  'expiry date for comments': 'consultation_end',
  'expiry date for comment': 'consultation_end',
  'neighbour consultation expiry date': 'neighbour_consultation_end',
  'neighbour consultation expiry': 'neighbour_consultation_end',
  'last advertised in press date': 'advertised',
  'advertised in press': 'advertised',
  'advertised in press date': 'advertised',
  'date advertised': 'advertised',
  'latest advertisement expiry date': 'advertisement_expiry',
  'advertisement expiry date': 'advertisement_expiry',
  'latest site notice expiry date': 'site_notice_expiry',
  'site notice expiry date': 'site_notice_expiry',
  'statutory expiry date': 'statutory_expiry',
  'expiry date': 'statutory_expiry',
  'application expiry date': 'statutory_expiry',
  'agreed expiry date': 'extended_target',
  'extension of time date': 'extended_target',
  'extended expiry date': 'extended_target',
  'permission expiry date': 'permission_expiry',
  'appeal lodged date': 'appeal_lodged',
  'appeal received': 'appeal_lodged',
  'appeal start date': 'appeal_lodged',
  'appeal decision date': 'appeal_decided',
};

type TextField = {
  [K in keyof RawApplication]: RawApplication[K] extends string | null
    ? K extends 'platform' | 'council_slug'
      ? never
      : K
    : never;
}[keyof RawApplication];

export const TEXT_LABELS: Record<string, TextField> = {
  reference: 'reference',
  'application reference': 'reference',
  'alternative reference': 'alt_reference',
  'planning portal reference': 'planning_portal_reference',
  address: 'address',
  location: 'address',
  'site address': 'address',
  proposal: 'description',
  status: 'status',
  decision: 'decision',
  'appeal status': 'appeal_status',
  'appeal decision': 'appeal_decision',
  'application type': 'application_type',
  'actual decision level': 'decision_level',
  'expected decision level': 'decision_level',
  'decision level': 'decision_level',
  'case officer': 'case_officer',
  parish: 'parish',
  'community council': 'parish',
  community: 'parish',
  ward: 'ward',
  'applicant name': 'applicant',
  'applicants name': 'applicant',
  'applicant address': 'applicant_address',
  'agent name': 'agent',
  'agent company name': 'agent_company',
  'agent company': 'agent_company',
  'agent address': 'agent_address',
  'agent phone number': 'agent_phone',
  'agent phone': 'agent_phone',
  'agent email': 'agent_email',
  'agent email address': 'agent_email',
};

/**
 * Where two labels fill one field, the first listed wins: the level actually taken beats the
 * level expected.
 */
export const TEXT_LABEL_PRIORITY: Record<string, number> = {
  'actual decision level': 0,
  'decision level': 1,
  'expected decision level': 2,
};
