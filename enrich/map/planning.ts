// Turns one RawApplication (the council's wording, scrapers/contract.ts) and classify() into the
// applications row of spec 2.2, plus its documents, and the content hash the store step compares.
// Pure: no I/O. Only fields this step owns are produced; enrichment columns (location, owners,
// constraints, sales, ...) are left to their own jobs and never overwritten here.
import { createHash } from 'node:crypto';
import type { RawDate, RawApplication } from '../../scrapers/contract.js';
import type { DocumentRow } from '../../core/repositories/planning/store.repository.js';
import {
  classify,
  committeeFrom,
  extractPostcode,
  normalisePostcode,
  postcodeDistrict,
} from '../normalise/index.js';
import { type DatePrecision } from '../../core/domain/planning/vocabulary.js';

export interface IngestCouncil {
  id: number;
  slug: string;
  nation: string;
}

/** The columns of `applications` the store step writes (spec 2.2 names). */
export interface ApplicationContent {
  reference: string;
  reference_norm: string;
  alt_reference: string | null;
  nation: string;
  address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  ward: string | null;
  parish: string | null;
  uprn: string | null;
  description: string | null;
  application_type: string | null;
  status: string | null;
  stage: string;
  procedure: string | null;
  category: string | null;
  categories: string[];
  dwelling_count: number | null;
  commercial: boolean | null;
  commercial_work: string | null;
  commercial_use_class: string | null;
  floorspace_sqm: number | null;
  major_development: boolean | null;
  committee: Record<string, unknown> | null;
  decision: { outcome: string | null; issued_date: string | null; level: string | null } | null;
  appeal: Record<string, unknown> | null;
  date_received: string | null;
  date_validated: string | null;
  date_decided: string | null;
  date_received_precision: DatePrecision | null;
  date_decided_precision: DatePrecision | null;
  key_dates: Record<string, string | null>;
  documents_count: number;
  comments: {
    objections: number | null;
    supporting: number | null;
    received: number | null;
    consulted: number | null;
  } | null;
  links: { service: null; council: string | null; associated: null };
  contact: Record<string, string | null> | null;
}

export interface Ingested {
  content: ApplicationContent;
  documents: DocumentRow[];
  /** sha256 over content and documents: equal hashes mean nothing served has changed. */
  contentHash: string;
  /** Stored beside the row, not part of the hash (it carries fetch times). */
  raw: RawApplication;
  /** When the counts in `comments` were read (spec 2.2 comments.counted_at). */
  countedAt: string | null;
}

/** Spec 2.2 reference filter: upper case, no spaces. */
export function referenceNorm(reference: string): string {
  return reference.toUpperCase().replace(/\s+/g, '');
}

// The adapter's precisions are day/week/month/year; spec 2.2 offers day, week and approx.
function precisionOf(d: RawDate | null): DatePrecision | null {
  if (!d) return null;
  if (d.precision === 'day' || d.precision === 'week') return d.precision;
  return 'approx';
}

function isoDate(d: RawDate | null): string | null {
  return d ? d.date : null;
}

// A label the council uses for its Major/Minor classification, where it shows one.
function majorMinorLabel(extra: Record<string, string>): string | null {
  for (const [k, v] of Object.entries(extra)) if (/major|minor|development type/i.test(k) && v) return v;
  return null;
}

/** Keys sorted at every level, so equal content always serialises (and hashes) the same. */
export function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
    .join(',')}}`;
}

// Idox prints a placeholder where the council publishes nothing ("Not Available", "Not Applicable",
// "Unknown", "N/A"). It is not council wording, and spec 2.2 wants null where nothing is published.
const PLACEHOLDER = /^(?:not (?:available|applicable|known|specified|entered)|n\/?a|none|unknown|-+)$/i;

function published(s: string | null | undefined): string | null {
  if (s == null) return null;
  const t = s.trim();
  return t === '' || PLACEHOLDER.test(t) ? null : s;
}

const placeholderFields = [
  'ward',
  'parish',
  'decision',
  'decision_level',
  'appeal_status',
  'appeal_decision',
  'case_officer',
  'applicant',
  'applicant_address',
  'agent',
  'agent_company',
  'agent_address',
  'agent_email',
  'agent_phone',
] as const;

export function ingest(parsed: RawApplication, council: IngestCouncil): Ingested {
  const raw: RawApplication = { ...parsed };
  for (const f of placeholderFields)
    (raw as unknown as Record<string, string | null>)[f] = published(parsed[f]);
  const d = raw.dates;
  const c = classify({
    status: raw.status,
    decision: raw.decision,
    description: raw.description,
    reference: raw.reference,
    application_type: raw.application_type,
    council: council.slug,
    appeal_decision: raw.appeal_decision,
    appeal_status: raw.appeal_status,
    decision_date: d.decided?.date ?? null,
    decision_issued_date: d.decision_issued?.date ?? null,
    major_minor_label: majorMinorLabel(raw.extra),
    committee_text: raw.decision_level,
    committee_date: d.committee?.date ?? null,
    committee_url: null,
  });
  const postcode = extractPostcode(raw.address) ?? normalisePostcode(raw.property?.address ?? null);
  // Decided: the council's decision date (day), else the notice's issue date (spec 2.2 `issued`).
  const decided = d.decided ?? d.decision_issued;
  const decidedPrecision: DatePrecision | null = d.decided
    ? precisionOf(d.decided)
    : d.decision_issued
      ? 'issued'
      : null;
  const issued = d.decision_issued?.date ?? null;
  const decision =
    raw.decision || issued
      ? { outcome: raw.decision ?? null, issued_date: issued, level: raw.decision_level ?? null }
      : null;
  const appeal =
    raw.appeal_status || raw.appeal_decision || d.appeal_lodged || d.appeal_decided
      ? {
          status: raw.appeal_status ?? null,
          outcome: raw.appeal_decision ?? null,
          lodged_date: isoDate(d.appeal_lodged),
          decided_date: isoDate(d.appeal_decided),
        }
      : null;
  const committee = committeeFrom({
    committee_text: raw.decision_level,
    committee_date: d.committee?.date ?? null,
    committee_url: null,
    decision: raw.decision,
  });
  const contactFields: Record<string, string | null> = {
    applicant: raw.applicant,
    applicant_address: raw.applicant_address,
    agent: raw.agent_company
      ? raw.agent
        ? `${raw.agent}, ${raw.agent_company}`
        : raw.agent_company
      : raw.agent,
    agent_email: raw.agent_email,
    agent_phone: raw.agent_phone,
    agent_address: raw.agent_address,
    case_officer: raw.case_officer,
    case_officer_email: null,
    case_officer_phone: null,
  };
  const documents: DocumentRow[] = (raw.documents ?? []).map((doc, i) => ({
    position: i,
    title: doc.title || null,
    doc_type: doc.type,
    doc_group: doc.group,
    doc_date: doc.date,
    url: doc.url,
  }));
  const content: ApplicationContent = {
    reference: raw.reference,
    reference_norm: referenceNorm(raw.reference),
    alt_reference: raw.alt_reference,
    nation: council.nation,
    address: raw.address,
    postcode,
    postcode_norm: postcode ? postcode.replace(/\s+/g, '') : null,
    postcode_district: postcodeDistrict(postcode),
    ward: raw.ward,
    parish: raw.parish,
    uprn: raw.property?.uprn ?? null,
    description: raw.description,
    application_type: raw.application_type,
    status: raw.status,
    stage: c.stage,
    procedure: c.procedure,
    category: c.category?.slug ?? null,
    categories: c.categories.map((x) => x.slug),
    dwelling_count: c.dwelling_count,
    commercial: c.commercial,
    commercial_work: c.commercial_work,
    commercial_use_class: c.commercial_use_class,
    floorspace_sqm: c.floorspace_sqm,
    major_development: c.major_development,
    committee: committee ? { ...committee } : null,
    decision,
    appeal,
    date_received: isoDate(d.received),
    date_validated: isoDate(d.validated),
    date_decided: isoDate(decided),
    date_received_precision: precisionOf(d.received),
    date_decided_precision: decidedPrecision,
    key_dates: {
      target_decision: isoDate(d.target_decision ?? d.extended_target),
      committee: isoDate(d.committee),
      consultation_end: isoDate(d.consultation_end ?? d.neighbour_consultation_end),
      advertised: isoDate(d.advertised),
      statutory_expiry: isoDate(d.statutory_expiry),
      permission_expiry: isoDate(d.permission_expiry),
    },
    documents_count: raw.documents_count ?? raw.documents?.length ?? 0,
    comments: raw.comments
      ? {
          objections: raw.comments.objections,
          supporting: raw.comments.supporting,
          received: raw.comments.received,
          consulted: raw.comments.consulted,
        }
      : null,
    links: { service: null, council: raw.urls.summary ?? null, associated: null },
    contact: Object.values(contactFields).some((v) => v) ? contactFields : null,
  };
  const contentHash = createHash('sha256').update(stableStringify({ content, documents })).digest('hex');
  return { content, documents, contentHash, raw: parsed, countedAt: raw.comments ? raw.fetched_at : null };
}

/** The top-level fields whose values differ (application_versions.changed_fields). */
export function changedFields(before: Record<string, unknown> | null, after: ApplicationContent): string[] {
  if (!before) return [];
  const out: string[] = [];
  for (const k of Object.keys(after) as (keyof ApplicationContent)[]) {
    let was = before[k];
    // The stored comments carry counted_at, which is not content.
    if (k === 'comments' && was && typeof was === 'object') {
      const { counted_at: _countedAt, ...counts } = was as Record<string, unknown>;
      was = counts;
    }
    if (stableStringify(was) !== stableStringify(after[k])) out.push(k);
  }
  return out;
}

/** The archive_applications columns the store step writes (spec 2.2: the core record only). */
export interface ArchiveContent {
  reference: string;
  reference_norm: string;
  nation: string;
  address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  ward: string | null;
  uprn: string | null;
  description: string | null;
  application_type: string | null;
  stage: string;
  procedure: string | null;
  /**
   * Historical: the broad council-based type (spec 2.2): the council's own type wording, else (a
   * record read from its summary alone) the normalised procedure.
   */
  planning_route: string | null;
  dwelling_count: number | null;
  date_received: string | null;
  date_validated: string | null;
  date_decided: string | null;
  date_received_precision: DatePrecision | null;
  date_decided_precision: DatePrecision | null;
  links: { service: null; council: string | null; associated: null };
}

/**
 * A record received before 2026 as the archive keeps it (spec 1, 2.2): the core fields of the live
 * content, hashed on their own, so a re-read that changes only what the archive does not keep (comments,
 * documents, key dates) writes nothing.
 */
export function toArchive(content: ApplicationContent): { content: ArchiveContent; contentHash: string } {
  const a: ArchiveContent = {
    reference: content.reference,
    reference_norm: content.reference_norm,
    nation: content.nation,
    address: content.address,
    postcode: content.postcode,
    postcode_norm: content.postcode_norm,
    postcode_district: content.postcode_district,
    ward: content.ward,
    uprn: content.uprn,
    description: content.description,
    application_type: content.application_type,
    stage: content.stage,
    procedure: content.procedure,
    planning_route: content.application_type ?? content.procedure,
    dwelling_count: content.dwelling_count,
    date_received: content.date_received,
    date_validated: content.date_validated,
    date_decided: content.date_decided,
    date_received_precision: content.date_received_precision,
    date_decided_precision: content.date_decided_precision,
    links: { service: null, council: content.links.council, associated: null },
  };
  return { content: a, contentHash: createHash('sha256').update(stableStringify(a)).digest('hex') };
}
