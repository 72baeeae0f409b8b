// Pages in, RawApplication out: the details page (required) and the documents list. Labels are
// the council's; each known one fills its field, every other lands in `extra`, verbatim.
import {
  emptyDates,
  type FetchedPage,
  type RawApplication,
  type RawDates,
  type RawDocument,
} from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { clean } from '../../kit/text.js';
import { detectOcellaPage, type OcellaPageKind } from './detect.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseDetails, parseDocuments } from './parse.js';

export const OCELLA = 'ocella';

type TextField =
  | 'reference'
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
  | 'agent'
  | 'appeal_status'
  | 'appeal_decision'
  | 'alt_reference';

const TEXT_LABELS: Record<string, TextField> = {
  reference: 'reference',
  'application reference': 'reference',
  location: 'address',
  address: 'address',
  proposal: 'description',
  status: 'status',
  decision: 'decision',
  'decision level': 'decision_level',
  'decision type': 'decision_level',
  type: 'application_type',
  'application type': 'application_type',
  ward: 'ward',
  parish: 'parish',
  officer: 'case_officer',
  'case officer': 'case_officer',
  applicant: 'applicant',
  agent: 'agent',
  appeal: 'appeal_status',
  'appeal status': 'appeal_status',
  'appeal decision': 'appeal_decision',
  'other reference': 'alt_reference',
};

const DATE_LABELS: Record<string, keyof RawDates> = {
  received: 'received',
  validated: 'validated',
  valid: 'validated',
  decided: 'decided',
  'decision date': 'decided',
  'decision by': 'target_decision',
  'target date': 'target_decision',
  'comment by': 'consultation_end',
  'comments by': 'consultation_end',
  'committee date': 'committee',
  'appeal lodged': 'appeal_lodged',
  'appeal decided': 'appeal_decided',
  'appeal decision date': 'appeal_decided',
};

export interface OcellaFields {
  text: Partial<Record<TextField, string>>;
  dates: RawDates;
  extra: Record<string, string>;
}

export function readOcellaFields(rows: readonly { label: string; value: string }[]): OcellaFields {
  const text: OcellaFields['text'] = {};
  const dates = emptyDates();
  const extra: Record<string, string> = {};
  for (const { label, value } of rows) {
    const key = clean(label).replace(/:$/, '').toLowerCase();
    const v = clean(value);
    const field = TEXT_LABELS[key];
    if (field) {
      if (v && !text[field]) text[field] = v;
      continue;
    }
    const dk = DATE_LABELS[key];
    if (dk) {
      const d = parseUkDate(v);
      if (d) dates[dk] ??= d;
      else if (v) extra[clean(label)] ??= v;
      continue;
    }
    if (v) extra[clean(label)] ??= v;
  }
  return { text, dates, extra };
}

export function buildOcellaRecord(pages: FetchedPage[], councilSlug: string): RawApplication {
  let details: { fields: OcellaFields; url: string } | null = null;
  let docs: { documents: RawDocument[]; url: string } | null = null;
  let firstFailure: { kind: OcellaPageKind; page: FetchedPage } | null = null;
  let fetchedAt: string | null = null;
  for (const page of pages) {
    const failed = statusError(page, councilSlug);
    if (failed) throw failed;
    const url = page.finalUrl || page.url;
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
    const { kind, doc } = detectOcellaPage(page.text);
    if (kind === 'details' && !details)
      details = { fields: readOcellaFields(parseDetails(doc, url).rows), url };
    else if (kind === 'documents' && !docs) docs = { documents: parseDocuments(doc, url), url };
    else if (kind !== 'details' && kind !== 'documents') firstFailure ??= { kind, page };
  }
  if (!details) {
    if (firstFailure) throw pageKindError(firstFailure.kind, ['details'], firstFailure.page, councilSlug);
    throw new LayoutChangedError('no OcellaWeb details page among the pages', { council: councilSlug });
  }
  const t = details.fields.text;
  if (!t.reference)
    throw new LayoutChangedError('OcellaWeb details page without a reference', {
      url: details.url,
      council: councilSlug,
      pageKind: 'details',
    });
  return {
    platform: OCELLA,
    council_slug: councilSlug,
    reference: t.reference,
    alt_reference: t.alt_reference ?? null,
    planning_portal_reference: null,
    keyval: null,
    address: t.address ?? null,
    description: t.description ?? null,
    status: t.status ?? null,
    decision: t.decision ?? null,
    decision_level: t.decision_level ?? null,
    appeal_status: t.appeal_status ?? null,
    appeal_decision: t.appeal_decision ?? null,
    application_type: t.application_type ?? null,
    ward: t.ward ?? null,
    parish: t.parish ?? null,
    case_officer: t.case_officer ?? null,
    applicant: t.applicant ?? null,
    applicant_address: null,
    agent: t.agent ?? null,
    agent_company: null,
    agent_address: null,
    agent_phone: null,
    agent_email: null,
    dates: details.fields.dates,
    documents: docs ? docs.documents : null,
    documents_count: docs ? docs.documents.length : null,
    related: [],
    property: null,
    comments: null,
    urls: {
      summary: details.url,
      details: null,
      dates: null,
      documents: docs ? docs.url : null,
      related: null,
      property: null,
    },
    extra: details.fields.extra,
    fetched_at: fetchedAt,
  };
}
