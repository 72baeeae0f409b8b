// Civica's labelled fields into the raw record. Both generations label their fields the council's
// way (a W2 search answer's Items carry a Label; the older pages print a label cell beside each
// value), from the same underlying field set (SDescription, SText10, SDate1..6, AText1..6, ...), so
// one table of labels reads both. FieldNames are not used to decide meaning: their use differs
// between councils (SDate1 is "Date Valid" at Gateshead and "Date From" at Northampton), while the
// label is what a person reads. Every label not taken lands in `extra`, verbatim.
import type { RawComments, RawDate, RawDates } from '../../contract.js';
import { emptyDates } from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import { clean } from '../../kit/text.js';

export type CivicaTextField =
  | 'reference'
  | 'alt_reference'
  | 'planning_portal_reference'
  | 'address'
  | 'description'
  | 'status'
  | 'decision'
  | 'decision_level'
  | 'application_type'
  | 'ward'
  | 'parish'
  | 'case_officer'
  | 'applicant'
  | 'applicant_address'
  | 'agent'
  | 'agent_address';

const TEXT_LABELS: Record<string, CivicaTextField> = {
  'case no': 'reference',
  'case number': 'reference',
  'application number': 'reference',
  'application no': 'reference',
  'reference number': 'reference',
  'planning reference': 'reference',
  reference: 'reference',
  'alternate reference': 'alt_reference',
  'alternative reference': 'alt_reference',
  'other reference': 'alt_reference',
  'planning portal reference': 'planning_portal_reference',
  'application address': 'address',
  'site address': 'address',
  location: 'address',
  proposal: 'description',
  description: 'description',
  'development description': 'description',
  status: 'status',
  'application status': 'status',
  'case status': 'status',
  decision: 'decision',
  'decision type': 'decision_level',
  'decision level': 'decision_level',
  'application type': 'application_type',
  ward: 'ward',
  parish: 'parish',
  'case officer': 'case_officer',
  officer: 'case_officer',
  'applicant name': 'applicant',
  applicant: 'applicant',
  'applicant address': 'applicant_address',
  'agent name': 'agent',
  agent: 'agent',
  'agent address': 'agent_address',
};

const DATE_LABELS: Record<string, keyof RawDates> = {
  'date received': 'received',
  'received date': 'received',
  received: 'received',
  'date valid': 'validated',
  'valid date': 'validated',
  'date validated': 'validated',
  validated: 'validated',
  'target date': 'target_decision',
  'target decision date': 'target_decision',
  'decision due': 'target_decision',
  'decision date': 'decided',
  'date of decision': 'decided',
  decided: 'decided',
  'decision issued': 'decision_issued',
  'committee date': 'committee',
  'rep/con expiry': 'consultation_end',
  'consultation expiry': 'consultation_end',
  'consultation end': 'consultation_end',
  'comments by': 'consultation_end',
  'appeal date': 'appeal_lodged',
  'appeal decision date': 'appeal_decided',
};

/** Address parts, in the order a person reads them (the older pages and the W2 Items alike). */
const ADDRESS_PARTS = [
  'house name/number',
  'road',
  'village',
  'town',
  'address 1',
  'address 2',
  'address 3',
  'address 4',
  'address 5',
  'postcode',
];

/** A field taken as a secondary source: the case type where no application type is given. */
const CASE_TYPE = 'case type';

export interface CivicaFields {
  text: Partial<Record<CivicaTextField, string>>;
  dates: RawDates;
  comments: RawComments | null;
  uprn: string | null;
  /** The property's own address (W2's "Premises Address"), where it gives one. */
  premises: string | null;
  extra: Record<string, string>;
}

export function labelKey(label: string): string {
  return clean(label).replace(/:$/, '').toLowerCase();
}

function count(s: string | undefined): number | null {
  if (s === undefined || !/^\d+$/.test(s.trim())) return null;
  return Number(s.trim());
}

/**
 * The record fields of a case's labelled values, in page order. The first non-empty value of a
 * label counts; `preferred` values (the display fields W2 computes, such as its sentence-case
 * Proposal) stand over a label's raw value.
 */
export function readFields(
  pairs: readonly { label: string; value: string }[],
  preferred: Partial<Record<CivicaTextField, string>> = {},
): CivicaFields {
  const text: CivicaFields['text'] = {};
  const dates = emptyDates();
  const extra: Record<string, string> = {};
  const parts: Record<string, string> = {};
  const raw: Record<string, string> = {};
  let uprn: string | null = null;
  let premises: string | null = null;
  for (const { label, value } of pairs) {
    const key = labelKey(label);
    const v = clean(value);
    if (!key) continue;
    if (raw[key] === undefined || (raw[key] === '' && v)) raw[key] = v;
    else {
      // A label printed twice with another value (Northampton's two "Application Type" rows):
      // the first stands, the other is kept beside it.
      if (v && v !== raw[key]) extra[`${clean(label)} (2)`] ??= v;
      continue;
    }
    const field = TEXT_LABELS[key];
    if (field) {
      if (v) text[field] = v;
      continue;
    }
    const dateKey = DATE_LABELS[key];
    if (dateKey) {
      const d: RawDate | null = parseUkDate(v);
      if (d) dates[dateKey] = d;
      else if (v) extra[clean(label)] = v;
      continue;
    }
    if (ADDRESS_PARTS.includes(key)) {
      parts[key] = v;
      continue;
    }
    if (key === 'uprn') {
      uprn = v || null;
      continue;
    }
    if (key === 'premises address') {
      premises = v || null;
      continue;
    }
    if (v) extra[clean(label)] = v;
  }
  for (const [k, v] of Object.entries(preferred)) if (v) text[k as CivicaTextField] = v;
  if (!text.application_type && raw[CASE_TYPE]) text.application_type = raw[CASE_TYPE];
  if (text.application_type && raw[CASE_TYPE] === text.application_type) delete extra['Case Type'];
  // A Planning Portal number filed as the "alternate reference" (PP-13597855) is that.
  if (!text.planning_portal_reference && text.alt_reference && /^pp-\d+$/i.test(text.alt_reference)) {
    text.planning_portal_reference = text.alt_reference;
    delete text.alt_reference;
  }
  // The address a person reads: the application's, else the parts printed one per row.
  if (!text.address) {
    const joined = ADDRESS_PARTS.map((k) => parts[k])
      .filter((p): p is string => !!p && p !== '-')
      .join(', ');
    if (joined) text.address = joined;
  }
  for (const k of ADDRESS_PARTS) if (parts[k] && parts[k] !== '-') extra[labelCase(pairs, k)] = parts[k];
  const objections = count(raw.object ?? raw.objections);
  const supporting = count(raw.support ?? raw.supporting);
  const neither = count(raw.neither);
  let comments: RawComments | null = null;
  if (objections !== null || supporting !== null || neither !== null) {
    comments = {
      objections,
      supporting,
      received: (objections ?? 0) + (supporting ?? 0) + (neither ?? 0),
      consulted: null,
    };
    for (const l of ['Object', 'Support']) delete extra[l];
  }
  return { text, dates, comments, uprn, premises, extra };
}

/** The label as the page prints it, for an address part found by its lower-case key. */
function labelCase(pairs: readonly { label: string }[], key: string): string {
  return clean(pairs.find((p) => labelKey(p.label) === key)?.label ?? key);
}
