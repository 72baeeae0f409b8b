// An HMO register's status wording read into one word (spec 2.9, 3.2), its licence type and how it
// was applied for. Several status cells (Fife's licence status and its decision code) are read in
// order: the first that says something decides. Wording that says nothing known is `unknown`, never
// a guess; a register that prints no status leaves it to the layout's hint.
import type {
  HmoApplicationType,
  HmoLicenceType,
  HmoRecordType,
  HmoStatus,
} from '../../../core/domain/hmo/vocabulary.js';

const RULES: [RegExp, HmoStatus][] = [
  [/\brevok/, 'revoked'],
  [/\bsurrender/, 'surrendered'],
  [/\bsupersed/, 'superseded'],
  [/\b(?:refus|reject|declin)/, 'refused'],
  [/\b(?:withdr[ae]wn?|xxwith)\b|\bwithdrawn\b/, 'withdrawn'],
  [/\b(?:expired?|lapsed|ended|ceased|no longer licensed)\b/, 'expired'],
  [/\bexempt/, 'exempt'],
  [
    /\b(?:current|issued|grant(?:ed)?|licensed|licence in force|in force|active|valid|approved|con|deem(?:ed)?(?: granted)?|live)\b/,
    'licensed',
  ],
  [
    /\b(?:applied|application received|received|pending|under consideration|awaiting|in progress|being processed|under assessment|validated|registered)\b/,
    'applied',
  ],
];

/** One cell's wording; null when it is blank. */
export function statusFromWording(s: string | null | undefined): HmoStatus | null {
  const t = (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!t) return null;
  for (const [re, st] of RULES) if (re.test(t)) return st;
  return 'unknown';
}

/** The register's status cells (joined with ' | ' by the adapter), read in order; null when all are blank. */
export function statusOf(raw: string | null, recordType: HmoRecordType): HmoStatus | null {
  if (!raw) return recordType === 'temporary_exemption' ? 'exempt' : null;
  let seen: HmoStatus | null = null;
  for (const part of raw.split('|')) {
    const s = statusFromWording(part);
    if (s === null) continue;
    if (s !== 'unknown') return recordType === 'temporary_exemption' && s === 'licensed' ? 'exempt' : s;
    seen = 'unknown';
  }
  return seen;
}

/**
 * Spec 2.9 licence_type. A temporary exemption is its own; the register's type wording decides
 * where it names the scheme; Oxford codes it in the case reference's suffix (HMOLIC mandatory,
 * HMOADL and HMOADS its additional licensing scheme's large and small HMOs); Scotland and Northern
 * Ireland have one licensing scheme for every HMO; else the register does not say (`hmo_other`).
 */
export function licenceTypeOf(r: {
  recordType: HmoRecordType;
  key: string;
  wording: string | null;
  nation: string;
}): HmoLicenceType {
  if (r.recordType === 'temporary_exemption') return 'temporary_exemption';
  const w = (r.wording ?? '').toLowerCase();
  if (/\bmandatory\b/.test(w)) return 'mandatory';
  if (/\badditional\b/.test(w)) return 'additional';
  if (/\btemporary exemption\b/.test(w)) return 'temporary_exemption';
  const suffix = /\/([A-Z]+)\s*$/i.exec(r.key)?.[1]?.toUpperCase();
  if (suffix === 'HMOLIC') return 'mandatory';
  if (suffix === 'HMOADL' || suffix === 'HMOADS') return 'additional';
  if (r.nation === 'scotland' || r.nation === 'northern-ireland') return 'mandatory';
  return 'hmo_other';
}

/** How the licence was applied for: the type wording, else the reference's suffix (…/HMOREN, …/HMOVAR). */
export function applicationTypeOf(key: string, wording: string | null): HmoApplicationType | null {
  const w = (wording ?? '').toLowerCase();
  if (/\brenew/.test(w)) return 'renewal';
  if (/\bvariat/.test(w)) return 'variation';
  if (/\btransfer/.test(w)) return 'transfer';
  if (/\bnew\b|\bgrant of\b|\bfirst\b/.test(w)) return 'new';
  const suffix = /\/([A-Z]+)\s*$/i.exec(key)?.[1]?.toUpperCase() ?? '';
  if (/^HMO.*REN$/.test(suffix)) return 'renewal';
  if (/^HMO.*VAR$/.test(suffix)) return 'variation';
  if (/^HMO.*TRA?N$/.test(suffix) && suffix !== 'HMOTXN') return 'transfer';
  return null;
}
