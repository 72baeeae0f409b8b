// Appeal normalisation (spec 2.7, 3.2): one appeal record of the Planning Inspectorate's casework
// file or case page -> the fields of spec 2.7. The decision's wording read into one outcome
// (allowed, dismissed, split, quashed, withdrawn, invalid, other); the casework type into the
// appeal types of spec 4.9 (specialist casework, such as call-ins, orders and certificates of
// appropriate alternative development, is `other`); yes/no columns as booleans; the council's
// application reference as the join key. Pure.
import { cleanOrNull } from '../../../core/text.js';
import type { AppealOutcome, AppealType } from '../../../core/domain/appeals/vocabulary.js';
import { fieldPlans, namesByKey } from '../field-plans.js';
import { extractPostcode, normalisePostcode, postcodeDistrict } from '../postcode.js';

export interface AppealWording {
  key: string;
  fields: Record<string, string | null>;
  roles: Partial<Record<string, string>>;
  address: string | null;
  postcode: string | null;
  dates: Record<string, { date: string; precision: string } | null>;
  authority: string | null;
  source: { kind: 'file' | 'page'; layout: string; url: string; pages?: string[] };
}

export interface NormalisedAppeal {
  case_number: string;
  appeal_reference: string | null;
  casework_type: string | null;
  type: AppealType;
  outcome: AppealOutcome | null;
  decision: string | null;
  decision_date: string | null;
  lpa_decision_date: string | null;
  received_date: string | null;
  start_date: string | null;
  procedure: string | null;
  development_type: string | null;
  appeal_reason: string | null;
  lpa_name: string | null;
  ons_code: string | null;
  lpa_reference: string | null;
  lpa_reference_norm: string | null;
  site_address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  residences: number | null;
  green_belt: boolean | null;
  costs_applied: boolean | null;
  enforcement_grounds: string | null;
  link_status: string | null;
  lead_case: string | null;
  appellant: string | null;
  agent: string | null;
  link: string | null;
  /** An appeal against the conditions of a permission: its outcome leaves the application's stage. */
  against_conditions: boolean;
}

// Only a value of one to four characters can be one of the blanks' words.
const BLANK_WORD = /^(?:n\/?a|null|none|-)$/i;
/** Whitespace runs as one space, trimmed (core/text.ts); null where blank. */
const t = (s: string | null | undefined) => {
  const v = cleanOrNull(s);
  return v !== null && v.length <= 4 && BLANK_WORD.test(v) ? null : v;
};

/** The wording of a decision -> spec 3.2 outcome; null while the case is undecided. */
export function appealOutcomeOf(decision: string | null | undefined): AppealOutcome | null {
  const d = (decision ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (!d || /not yet decided|in progress|awaiting|pending/.test(d)) return null;
  if (/split|allowed in part|part allowed|part dismissed/.test(d)) return 'split';
  if (/\bquash/.test(d)) return 'quashed';
  if (/withdrawn/.test(d)) return 'withdrawn';
  if (/invalid|turned away|not valid|no jurisdiction/.test(d)) return 'invalid';
  // An enforcement notice upheld (or varied and upheld) is the appeal dismissed.
  if (/notice upheld|varied and upheld|upheld with variation|dismiss|refused|rejected/.test(d))
    return 'dismissed';
  if (/allow|granted|planning permission granted|certificate issued|upheld/.test(d)) return 'allowed';
  return 'other';
}

/** The casework type wording -> spec 4.9 type; specialist casework is `other`. */
export function appealTypeOf(casework: string | null, reason: string | null = null): AppealType {
  const c = `${casework ?? ''} ${reason ?? ''}`.toLowerCase();
  if (/householder|\bhas\b|\(d\)/.test(c)) return 'householder';
  if (/enforcement|\(c\)|\(f\)/.test(c)) return 'enforcement';
  if (/listed building|\(y\)|\(e\)/.test(c)) return 'listed';
  if (/lawful|\bldc\b|\(x\)/.test(c)) return 'lawful';
  if (/advert|\(h\)|\(z\)/.test(c)) return 'advert';
  if (/\btree|\btpo\b|hedgerow/.test(c)) return 'trees';
  if (
    /planning appeal|commercial|\bcas\b|\(w\)|\(a\)|s\.?78|section 78|prior approval|\bs73\b|planning\b/.test(
      c,
    )
  )
    return 'planning';
  return 'other';
}

function yes(s: string | null | undefined): boolean | null {
  const v = (s ?? '').trim().toLowerCase();
  if (!v) return null;
  if (/^(?:y|yes|true|1)$/.test(v)) return true;
  if (/^(?:n|no|false|0)$/.test(v)) return false;
  return null;
}

function int(s: string | null | undefined): number | null {
  const m = /^\s*(\d{1,7})(?:\.0+)?\s*$/.exec(s ?? '');
  return m ? Number(m[1]) : null;
}

// A file's headers repeat on every row: each is read into its key once.
const fieldKeys = new Map<string, string>();
function fieldKey(k: string): string {
  let key = fieldKeys.get(k);
  if (key === undefined) {
    key = k.toLowerCase().replace(/\s+/g, ' ').trim();
    if (fieldKeys.size > 10_000) fieldKeys.clear();
    fieldKeys.set(k, key);
  }
  return key;
}

/** The record's field names by key, in the record's order. */
const keyPlanOf = fieldPlans((names) => namesByKey(names, fieldKey));

/** The case number of a record's key: its last seven digits (an appeal reference's), else the key. */
export function appealCaseNumber(key: string): string {
  const k = key.trim();
  return /(\d{7})$/.exec(k)?.[1] ?? k;
}

type KeyPlan = ReturnType<typeof keyPlanOf>;

// A key's value: the last non-blank among the fields with that key (the record read as one map).
function valueOf(r: AppealWording, plan: KeyPlan, key: string): string | undefined {
  const names = plan.get(key);
  if (!names) return undefined;
  for (let i = names.length - 1; i >= 0; i--) {
    const v = r.fields[names[i]];
    if (v) return v;
  }
  return undefined;
}

/** The first of the keys with a value, tidied. Module functions, not closures made per record. */
function field(r: AppealWording, plan: KeyPlan, key: string, or?: string, orElse?: string): string | null {
  return (
    t(valueOf(r, plan, key)) ??
    (or === undefined ? null : t(valueOf(r, plan, or))) ??
    (orElse === undefined ? null : t(valueOf(r, plan, orElse)))
  );
}

const dateOf = (r: AppealWording, role: string) => r.dates[role]?.date ?? null;

export function normaliseAppeal(r: AppealWording): NormalisedAppeal {
  const plan = keyPlanOf(r.fields);
  const key = r.key.trim();
  const ref = field(r, plan, 'reference', 'appeal reference') ?? null;
  const caseNumber = appealCaseNumber(key);
  const appealRef =
    ref && /^APP\//i.test(ref) ? ref.toUpperCase() : /^APP\//i.test(key) ? key.toUpperCase() : null;
  const casework = t(r.roles.type) ?? field(r, plan, 'type of casework', 'type of appeal', 'case type');
  const reason = field(r, plan, 'reason for the appeal', 'appeal type reason');
  const decision = t(r.roles.status) ?? field(r, plan, 'decision', 'decision and outcome');
  const lpaRef = field(r, plan, 'lpa application reference');
  const address = t(r.address?.includes('|') ? r.address.replace(/\s*\|\s*/g, ', ') : r.address);
  const postcode = normalisePostcode(r.postcode) ?? extractPostcode(address);
  const full = postcode && postcode.includes(' ') ? postcode : null;
  const link =
    r.source.kind === 'page'
      ? (r.source.pages?.[0] ?? r.source.url)
      : /^\d{7}$/.test(caseNumber)
        ? `https://acp.planninginspectorate.gov.uk/ViewCase.aspx?caseid=${caseNumber}`
        : null;
  return {
    case_number: caseNumber,
    appeal_reference: appealRef,
    casework_type: casework,
    type: appealTypeOf(casework, field(r, plan, 'type - detail')),
    outcome: appealOutcomeOf(decision),
    decision,
    decision_date: dateOf(r, 'decided'),
    lpa_decision_date: dateOf(r, 'lpa_decided'),
    received_date: dateOf(r, 'received') ?? dateOf(r, 'validated'),
    start_date: dateOf(r, 'start'),
    procedure: field(r, plan, 'procedure'),
    development_type: field(r, plan, 'development type'),
    appeal_reason: reason,
    lpa_name: t(r.authority) ?? field(r, plan, 'lpa name', 'local planning authority'),
    ons_code: field(r, plan, 'ons lpa code'),
    lpa_reference: lpaRef,
    lpa_reference_norm: lpaRef ? lpaRef.toUpperCase().replace(/\s+/g, '') : null,
    site_address: address,
    postcode: full,
    postcode_norm: full ? full.replace(' ', '') : null,
    postcode_district: full ? postcodeDistrict(full) : null,
    residences: int(field(r, plan, 'number of residences')),
    green_belt: yes(field(r, plan, 'site green belt')),
    costs_applied: yes(field(r, plan, 'costs applied for indicator')),
    enforcement_grounds: field(r, plan, 'enforcement grounds'),
    link_status: field(r, plan, 'link status', 'case link status'),
    lead_case: field(r, plan, 'lead case'),
    appellant: t(r.roles.applicant),
    agent: t(r.roles.agent),
    link,
    against_conditions: /condition/i.test(reason ?? ''),
  };
}
