// A licensing register's status wording -> one word of licensing spec 3, beside the council's own
// wording (status_raw). Never a guess: wording that does not say what became of the record
// ("Final Decision", "Transferred to ...") is `unknown`. Terminal wording is read before grant
// wording, so "Granted - suspended" is suspended; parentheticals are left out first, so "Variation
// Refused (Conv Granted)" is refused and "Application Approved (Vari Withdrawn)" granted.
import type { LicensingStatus, StatusConfidence } from '../../../core/domain/licensing/vocabulary.js';
import { memo } from './memo.js';

const RULES: [RegExp, LicensingStatus][] = [
  // Wording that names a decision without saying which (Camden: "Final Decision"), or says the case
  // moved elsewhere: the register does not say.
  [/\bfinal decision\b|\btransferred to\b|\bduplicate\b|\bnot (current|active|valid|live)\b/, 'unknown'],
  [/\brevoked\b|\brevocation\b/, 'revoked'],
  [/\bsuspen(d|ded|sion)\b/, 'suspended'],
  [/\bsurrender(ed)?\b/, 'surrendered'],
  [/\blapsed?\b/, 'lapsed'],
  [/\bexpired?\b/, 'expired'],
  [/\bwithdrawn\b|\bwithdrew\b/, 'withdrawn'],
  [/\brefused\b|\brefusal\b|\brejected\b|\bdeclined\b|\bcounter[- ]notice\b/, 'refused'],
  [/\bprovisional\b/, 'provisional'],
  // A review decided with steps short of revocation or suspension (conditions modified, the
  // supervisor removed): the review's application succeeded.
  [/^review (ended|determined|concluded|decided)\b/, 'granted'],
  [/\b(approved|granted|issued|permitted|accepted|acknowledged|agreed)\b/, 'granted'],
  [/\b(current|active|live|valid|in force)\b/, 'current'],
  [/\b(consultation|awaiting ldr|awaiting last date|representation period)\b/, 'in_consultation'],
  [
    /\b(open|new|received|pending|in progress|under consideration|awaiting (decision|determination|hearing)|hearing|referred|registered|submitted)\b/,
    'applied',
  ],
];

/** Lower case, parentheticals out, punctuation to spaces, single spaces. */
function plainStatus(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const statusOfText = memo((raw: string): LicensingStatus | null => {
  const t = plainStatus(raw);
  if (!t) return null;
  for (const [re, status] of RULES) if (re.test(t)) return status;
  return 'unknown';
});

/** The status of the council's wording; null when the wording is empty. */
export function statusFromWording(raw: string | null | undefined): LicensingStatus | null {
  if (!raw || !raw.trim()) return null;
  return statusOfText(raw);
}

export interface StatusReading {
  status: LicensingStatus;
  status_raw: string | null;
  confidence: StatusConfidence;
}

/**
 * The record's status: the council's word where the register prints one (`council_word`, unknown
 * where the word does not say); else what the register as a whole says of its records (a layout
 * publishing only licences in force: `inferred`); else unknown.
 */
export function statusOf(
  raw: string | null | undefined,
  layoutDefault: LicensingStatus | null,
): StatusReading {
  const fromWord = statusFromWording(raw);
  if (fromWord) return { status: fromWord, status_raw: raw!.trim(), confidence: 'council_word' };
  if (layoutDefault) return { status: layoutDefault, status_raw: null, confidence: 'inferred' };
  return { status: 'unknown', status_raw: null, confidence: 'inferred' };
}
