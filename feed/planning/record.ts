// Row -> the application record of spec 2.2, field names exactly as the spec gives them, plan-aware:
// gated fields are absent below their plan (core/plans.ts fieldGates), Starter keys get the owner
// availability flags instead of the owner blocks, contact fields appear only with the Contact Data
// add-on (and not with include_contact=false), single-record fields only on GET /v1/applications/{id}.
// Used by the search, by-id and nearby routes, webhook bodies and alert matches.
import { config } from '../../core/config.js';
import { fieldVisible, type Plan } from '../../core/plans.js';
import type { ApplicationRow } from '../../core/repositories/planning/applications.repository.js';
import { CATEGORIES } from '../../core/domain/planning/categories.js';

export type { ApplicationRow };

/** Contact Data add-on fields (spec 2.2), in the spec's order. */
export const CONTACT_FIELDS = [
  'applicant',
  'agent',
  'agent_email',
  'agent_phone',
  'agent_address',
  'applicant_address',
  'case_officer',
  'case_officer_email',
  'case_officer_phone',
] as const;

/** The keys of key_dates (spec 2.2), in the order they are served and exported. */
export const KEY_DATES = [
  'target_decision',
  'committee',
  'consultation_end',
  'advertised',
  'statutory_expiry',
  'permission_expiry',
] as const;

// One shared (frozen) reference per known category: a page of records repeats a handful of them.
const categoryRefs = new Map(
  CATEGORIES.map((c) => [c.slug, Object.freeze({ slug: c.slug, label: c.label })]),
);

function categoryRef(slug: string): { slug: string; label: string } {
  return categoryRefs.get(slug) ?? { slug, label: slug };
}

/** What a plan sees of the gated fields (core/plans.ts fieldGates), worked out once per plan. */
interface Visible {
  serviceUprn: boolean;
  lastSale: boolean;
  sales: boolean;
  owners: boolean;
  ownerFlags: boolean;
  constraints: boolean;
  outline: boolean;
}
const visibleByPlan = new Map<Plan, Visible>();

function visibleFor(plan: Plan): Visible {
  let v = visibleByPlan.get(plan);
  if (!v) {
    v = {
      serviceUprn: fieldVisible(plan, 'service_uprn'),
      lastSale: fieldVisible(plan, 'last_sale'),
      sales: fieldVisible(plan, 'sales'),
      owners: fieldVisible(plan, 'freehold_owner'),
      ownerFlags: fieldVisible(plan, 'freehold_owner_available'),
      constraints: fieldVisible(plan, 'constraints'),
      outline: fieldVisible(plan, 'outline'),
    };
    if (visibleByPlan.size > 64) visibleByPlan.clear();
    visibleByPlan.set(plan, v);
  }
  return v;
}

/** The service base URL without its trailing slash (one per process in practice: kept). */
let lastBase: { given: string; trimmed: string } = { given: '', trimmed: '' };
function trimmedBase(given: string): string {
  if (lastBase.given !== given) lastBase = { given, trimmed: given.replace(/\/$/, '') };
  return lastBase.trimmed;
}

/** What the serializer needs of the caller: its plan and add-on (an Account satisfies it). */
export interface SerializeAccount {
  plan: Plan;
  contactAddon: boolean;
}

export interface SerializeOptions {
  account: SerializeAccount;
  /** GET /v1/applications/{id}: adds created_at, updated_at, sales, outline, appeals, associated. */
  single: boolean;
  /** false when the call sent include_contact=false, or the contact allowance is used up. */
  includeContact?: boolean;
  /** Base of links.service and links.associated; defaults to PUBLIC_BASE_URL. */
  baseUrl?: string;
}

export type ApplicationRecord = Record<string, unknown>;

function iso(v: Date | string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

/** The contact values a row would deliver (non-null ones only). */
export function contactValues(row: ApplicationRow): Record<string, string> {
  const out: Record<string, string> = {};
  const c = row.contact;
  if (!c || typeof c !== 'object') return out;
  for (const f of CONTACT_FIELDS) {
    const v = (c as Record<string, unknown>)[f];
    if (v !== null && v !== undefined && v !== '') out[f] = String(v);
  }
  return out;
}

export function hasContact(row: ApplicationRow): boolean {
  return Object.keys(contactValues(row)).length > 0;
}

/** One application record of spec 2.2. */
export function serializeApplication(row: ApplicationRow, opts: SerializeOptions): ApplicationRecord {
  const see = visibleFor(opts.account.plan);
  const base = trimmedBase(opts.baseUrl ?? config().PUBLIC_BASE_URL);
  const live = row.source !== 'historical';
  const storedLinks = (row.links ?? {}) as Record<string, string | null | undefined>;
  const location =
    row.lat !== null && row.lat !== undefined && row.lng !== null && row.lng !== undefined
      ? { lat: Number(row.lat), lng: Number(row.lng) }
      : null;
  let keyDates: Record<string, string | null> | null = null;
  if (live) {
    const stored = row.key_dates as Record<string, string | null> | null;
    keyDates = {};
    for (const k of KEY_DATES) keyDates[k] = stored?.[k] ?? null;
  }

  const r: ApplicationRecord = {
    id: row.public_id,
    reference: row.reference,
    authority: { slug: row.council_slug, name: row.council_name },
    address: row.address,
    postcode: row.postcode,
    ward: row.ward,
    parish: live ? row.parish : null,
    parish_code: live ? row.parish_code : null,
    uprn: row.uprn,
  };
  if (see.serviceUprn) {
    r.service_uprn = row.service_uprn ?? null;
    r.service_uprn_source = row.service_uprn_source ?? null;
  }
  r.description = row.description;
  r.category = live && row.category ? categoryRef(row.category) : null;
  r.categories = live ? (row.categories ?? []).map(categoryRef) : [];
  r.planning_route = row.planning_route;
  r.dwelling_count = row.dwelling_count;
  r.commercial = live ? (row.commercial ?? null) : null;
  r.commercial_work = live ? (row.commercial_work ?? null) : null;
  r.commercial_use_class = live ? (row.commercial_use_class ?? null) : null;
  r.floorspace_sqm = live ? (row.floorspace_sqm ?? null) : null;
  r.major_development = live ? (row.major_development ?? null) : null;
  r.committee = live ? (row.committee ?? null) : null;
  // Historical status equals stage (spec 2.2).
  r.status = live ? row.status : row.stage;
  r.stage = row.stage;
  r.decision = live ? (row.decision ?? null) : null;
  r.appeal = live ? (row.appeal ?? null) : null;
  r.date_received = row.date_received;
  r.date_validated = row.date_validated;
  r.date_decided = row.date_decided;
  r.date_precision = { received: row.date_received_precision, decided: row.date_decided_precision };
  r.key_dates = keyDates;
  r.location = location;
  if (see.lastSale) r.last_sale = live ? (row.last_sale ?? null) : null;
  if (opts.single && see.sales) r.sales = live ? (row.sales ?? []) : [];
  if (see.owners) {
    r.freehold_owner = row.freehold_owner ?? null;
    r.leaseholders = live ? (row.leaseholders ?? null) : null;
  } else if (see.ownerFlags) {
    r.freehold_owner_available = row.freehold_owner !== null && row.freehold_owner !== undefined;
    r.leaseholder_available =
      live && Array.isArray(row.leaseholders) && (row.leaseholders as unknown[]).length > 0;
  }
  if (see.constraints) r.constraints = live ? (row.constraints ?? null) : null;
  r.documents_count = live ? (row.documents_count ?? 0) : null;
  r.comments = live ? (row.comments ?? null) : null;
  r.links = {
    // The service has no HTML record page yet: its page of the record is the API's own record URL.
    service: storedLinks.service ?? `${base}/v1/applications/${row.public_id}`,
    council: storedLinks.council ?? null,
    associated: live ? `${base}/v1/applications/${row.public_id}/associated` : null,
  };
  r.source = live ? 'live' : 'historical';
  r.changed_at = iso(row.changed_at);
  if (opts.single) {
    r.created_at = iso(row.created_at);
    r.updated_at = iso(row.updated_at);
    if (see.outline) r.outline = live ? (row.outline ?? null) : null;
    // Appeal records for the application: the appeal block here; GET /v1/applications/{id} puts the
    // appeal records of 2.7 in its place where any are held (feed/planning/appeal.ts).
    r.appeals = live && row.appeal ? [row.appeal] : [];
    // Associated-applications summary (spec 2.5): set by GET /v1/applications/{id}, which reads the
    // family beside the record (api/services/associated.ts); null where it is not read.
    r.associated = null;
  }
  if (row.distance_m !== undefined && row.distance_m !== null) r.distance_m = Number(row.distance_m);
  if (opts.account.contactAddon && opts.includeContact !== false) Object.assign(r, contactValues(row));
  return r;
}

export interface ListMeta {
  limit: number;
  count: number;
  next_cursor: string | null;
  [k: string]: unknown;
}

/** The list envelope of spec 2.1: `{data, meta}` with limit, count and next_cursor first. */
export function listEnvelope(
  data: ApplicationRecord[],
  meta: { limit: number; next_cursor: string | null } & Record<string, unknown>,
): { data: ApplicationRecord[]; meta: ListMeta } {
  const { limit, next_cursor, ...rest } = meta;
  return { data, meta: { limit, count: data.length, next_cursor, ...rest } };
}
