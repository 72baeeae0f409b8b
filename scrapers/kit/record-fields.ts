// Sorting a portal's labelled fields ("Proposal: ...", "Decision Date: ...") into a RawApplication:
// its text fields, its dates with their precision, and every other label verbatim in `extra`. Each
// platform brings its own label tables (the wording its pages use); the sorting is shared. Idox
// keeps its own (scrapers/platforms/idox/fields.ts), which this follows.
import {
  emptyDates,
  type DiscoveredRef,
  type RawApplication,
  type RawDate,
  type RawDates,
} from '../contract.js';
import { parseUkDate } from './dates.js';
import type { LabelledRow } from './html.js';
import { clean } from './text.js';

/** The free-text fields of a RawApplication a label can fill. */
export type TextField = {
  [K in keyof RawApplication]: RawApplication[K] extends string | null
    ? K extends 'platform' | 'council_slug' | 'reference' | 'keyval' | 'fetched_at'
      ? never
      : K
    : never;
}[keyof RawApplication];

export const TEXT_FIELDS: readonly TextField[] = [
  'alt_reference',
  'planning_portal_reference',
  'address',
  'description',
  'status',
  'decision',
  'decision_level',
  'appeal_status',
  'appeal_decision',
  'application_type',
  'ward',
  'parish',
  'case_officer',
  'applicant',
  'applicant_address',
  'agent',
  'agent_company',
  'agent_address',
  'agent_phone',
  'agent_email',
];

/** A label as the tables key it: lower case, colons and question marks dropped, spaces collapsed. */
export function labelKey(label: string): string {
  return label.toLowerCase().replace(/[:?]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * What a cell holds when it holds nothing: empty, a dash or two, "N/A". Portals print these for a
 * date not yet reached or a decision not yet made; they are no value, not a value.
 */
export function isPlaceholder(value: string | null | undefined): boolean {
  const v = clean(value);
  return v === '' || /^(?:-+|n\/a|not available|not applicable)$/i.test(v);
}

export interface LabelTables {
  text: Record<string, TextField>;
  dates: Record<string, keyof RawDates>;
  /** Labels whose row is read but not kept (navigation, the reference, counted elsewhere). */
  ignore?: ReadonlySet<string>;
}

export interface SortedFields {
  text: Partial<Record<TextField, string | null>>;
  dates: Partial<RawDates>;
  /** Labels the tables do not map, value verbatim (empty cells left out). */
  extra: Record<string, string>;
}

/**
 * Rows sorted by `tables`: the first row for a field wins. A date cell that does not read as a date
 * (and is not a placeholder) is kept verbatim in extra under its label, so nothing is lost.
 */
export function sortLabelled(rows: readonly LabelledRow[], tables: LabelTables): SortedFields {
  const out: SortedFields = { text: {}, dates: {}, extra: {} };
  for (const { label, value } of rows) {
    const key = labelKey(label);
    if (tables.ignore?.has(key)) continue;
    const dateField = tables.dates[key];
    if (dateField) {
      const d: RawDate | null = isPlaceholder(value) ? null : parseUkDate(value);
      if (out.dates[dateField] == null) out.dates[dateField] = d;
      if (!d && !isPlaceholder(value)) out.extra[label] = value;
      continue;
    }
    const textField = tables.text[key];
    if (textField) {
      if (out.text[textField] == null) out.text[textField] = isPlaceholder(value) ? null : value;
      continue;
    }
    if (!isPlaceholder(value) && !(label in out.extra)) out.extra[label] = value;
  }
  return out;
}

/** A RawApplication holding only what every record has: its platform, council and reference. */
export function blankApplication(platform: string, councilSlug: string, reference: string): RawApplication {
  return {
    platform,
    council_slug: councilSlug,
    reference,
    alt_reference: null,
    planning_portal_reference: null,
    keyval: null,
    address: null,
    description: null,
    status: null,
    decision: null,
    decision_level: null,
    appeal_status: null,
    appeal_decision: null,
    application_type: null,
    ward: null,
    parish: null,
    case_officer: null,
    applicant: null,
    applicant_address: null,
    agent: null,
    agent_company: null,
    agent_address: null,
    agent_phone: null,
    agent_email: null,
    dates: emptyDates(),
    documents: null,
    documents_count: null,
    related: [],
    property: null,
    comments: null,
    urls: { summary: null, details: null, dates: null, documents: null, related: null, property: null },
    extra: {},
    fetched_at: null,
  };
}

/** Fills the record's empty text fields and dates from `sorted` (earlier sources keep theirs). */
export function fillFrom(record: RawApplication, sorted: SortedFields): void {
  for (const f of TEXT_FIELDS) {
    const v = sorted.text[f];
    if (record[f] === null && v !== undefined && v !== null) record[f] = v;
  }
  for (const [k, d] of Object.entries(sorted.dates) as [keyof RawDates, RawDate | null][]) {
    if (record.dates[k] === null && d) record.dates[k] = d;
  }
  for (const [label, value] of Object.entries(sorted.extra)) record.extra[label] ??= value;
}

/**
 * The reference a search answered with one application's own page (DEF and Planning Explorer
 * answer a search with one hit so): found by `window`, its list fields read off that page.
 */
export function singleHitRef(
  councilSlug: string,
  reference: string,
  keyval: string | null,
  url: string,
  fields: SortedFields,
  window: DiscoveredRef['window'],
): DiscoveredRef {
  return {
    council_slug: councilSlug,
    reference,
    keyval,
    url,
    address: fields.text.address ?? null,
    description: fields.text.description ?? null,
    status: fields.text.status ?? null,
    received: fields.dates.received ?? null,
    validated: fields.dates.validated ?? null,
    found_by: 'single-hit',
    window,
  };
}

/**
 * A link as a portal writes it, made usable: Northgate and DEF templates break attribute values
 * over lines (`PARAM0=&#xD;&#xA;\t\t\t1019820`), which a browser drops and a URL parser keeps.
 */
export function tidyHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const h = href
    .replace(/[\r\n]+[\t ]*/g, '')
    .replace(/\t/g, '')
    .trim();
  return h || null;
}
