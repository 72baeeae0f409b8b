// Rows -> the licensing records as served (licensing spec 2.1, 2.2, 2.3): a licence or application
// record, a history or change-feed row. Field names follow the planning record (spec 2.2 of the
// planning document) where the two share a meaning: authority {slug, name}, location {lat, lng},
// date_* fields, links {service, council}, distance_m, changed_at. Plan-aware: parties only with the
// Contact Data add-on (included on Pro and above), conditions and the plan link on paid plans. No
// person is ever served: the store keeps none (docs/licensing.md), and nothing here adds one.
// Used by the API's licensing routes and the licensing webhook body.
import { planAtLeast, type Plan } from '../../core/plans.js';
import type { ChangeApiRow, LicenceApiRow } from '../../core/repositories/licensing/api.repository.js';

/** What a caller may see of a licensing record. */
export interface LicensingView {
  plan: Plan;
  /** Company parties are served (the Contact Data add-on or Pro and above, and not include_contact=false). */
  parties: boolean;
  /** Base of links.service (PUBLIC_BASE_URL). */
  baseUrl: string;
}

/** Conditions and plan links: paid plans (licensing spec 2.1, 8). */
export function conditionsVisible(plan: Plan): boolean {
  return planAtLeast(plan, 'starter');
}

/** The Contact Data add-on is included on Pro and above for licensing (spec 2.1 parties). */
export function partiesIncluded(plan: Plan, contactAddon: boolean): boolean {
  return contactAddon || planAtLeast(plan, 'pro');
}

/** The API path of a record by its public id: lic_ licences, lap_ applications. */
export function recordPath(publicId: string): string {
  return publicId.startsWith('lap_')
    ? `/v1/licensing-applications/${publicId}`
    : `/v1/licensed-premises/${publicId}`;
}

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

function trim(base: string): string {
  return base.replace(/\/$/, '');
}

/** One related planning application as a licence record lists it (see api/services/licensing.ts). */
export interface RelatedPlanning {
  id: string;
  reference: string;
  authority: { slug: string; name: string };
  address: string | null;
  postcode: string | null;
  uprn: string | null;
  description: string | null;
  stage: string | null;
  status: string | null;
  procedure: string | null;
  date_received: string | null;
  date_decided: string | null;
  matched_by: 'uprn' | 'address';
  links: { service: string; council: string | null };
}

export type LicensingRecord = Record<string, unknown>;

/** A licence or application record (licensing spec 2.1). */
export function serializeLicence(
  row: LicenceApiRow,
  view: LicensingView,
  extra: { relatedPlanning?: RelatedPlanning[] } = {},
): LicensingRecord {
  const paid = conditionsVisible(view.plan);
  const isLicence = row.record_type === 'licence';
  const r: LicensingRecord = {
    id: row.public_id,
    record_type: row.record_type,
    reference: row.key,
    authority: { slug: row.council_slug, name: row.council_name },
    nation: row.nation,
    type: row.type,
    subtype: row.subtype,
    regime: row.regime,
    type_raw: row.type_raw,
    application_kind: row.application_kind,
    status: row.status,
    status_raw: row.status_raw,
    // Spec 2.1 in_force is a licence's; an application is never in force (null, not false).
    in_force: isLicence ? row.in_force_now : null,
    presence: row.presence,
    premises_name: row.premises_name,
    address: row.address,
    postcode: row.postcode,
    uprn: row.uprn,
    ward: row.ward,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
  if (row.distance_m !== undefined && row.distance_m !== null)
    r.distance_m = Math.round(row.distance_m * 10) / 10;
  r.activities = row.activities;
  r.date_received = row.date_received;
  r.date_decided = row.date_decided;
  r.date_granted = row.date_granted;
  r.date_start = row.date_start;
  r.date_expires = row.date_expires;
  r.consultation_end = row.consultation_end;
  r.hearing_date = row.hearing_date;
  r.confidence = row.confidence;
  r.source = { kind: row.source_kind, published: row.source_published };
  if (paid) r.conditions = row.conditions;
  else r.conditions_available = row.conditions !== null;
  const links: Record<string, string | null> = {
    service: `${trim(view.baseUrl)}${recordPath(row.public_id)}`,
    council: row.record_url,
  };
  if (paid) links.plan = row.plan_url;
  if (isLicence) links.history = `${links.service}/history`;
  r.links = links;
  if (view.parties)
    r.parties = row.parties.map((p) => ({
      role: p.role,
      name: p.name,
      company_number: p.company_number,
      charity_number: p.charity_number ?? null,
      trading_as: p.trading_as ?? null,
    }));
  r.first_seen_date = row.first_seen_date;
  r.last_seen_at = iso(row.last_seen_at);
  r.missing_since = iso(row.missing_since);
  r.changed_at = iso(row.changed_at);
  if (extra.relatedPlanning) r.related_planning = extra.relatedPlanning;
  return r;
}

/** Whether a record delivers a contact value (a company party) when parties are served. */
export function hasParties(row: LicenceApiRow): boolean {
  return Array.isArray(row.parties) && row.parties.length > 0;
}

/**
 * Why a change row's before and after are null: a party row without the Contact Data add-on, or a
 * row on the conditions or plan link below a paid plan.
 */
function withheldFor(field: string | null, view: LicensingView): 'contact_data' | 'paid_plan' | null {
  if (field === null) return null;
  if (field.startsWith('parties.') && !view.parties) return 'contact_data';
  if ((field === 'conditions' || field === 'plan_url') && !conditionsVisible(view.plan)) return 'paid_plan';
  return null;
}

/** One change-feed or history row (licensing spec 2.2, 2.3). */
export function serializeChange(row: ChangeApiRow, view: LicensingView): LicensingRecord {
  const withheld = withheldFor(row.field, view);
  return {
    id: row.id,
    source: row.source,
    change_type: row.change_type,
    event_type: row.event_type,
    field: row.field,
    before: withheld ? null : row.before,
    after: withheld ? null : row.after,
    withheld,
    significance: row.significance,
    alertable: row.alertable,
    backfill: row.backfill,
    event_date: row.event_date,
    event_date_precision: row.event_date_precision,
    effective_date: row.effective_date,
    observed_at: iso(row.observed_at),
    observed_date: row.observed_date,
    record_type: row.record_type,
    type: row.type,
    regime: row.regime,
    record: {
      id: row.record_public_id,
      authority: { slug: row.council_slug, name: row.council_name },
      premises_name: row.premises_name,
      postcode: row.postcode,
      status: row.status,
      links: { service: `${trim(view.baseUrl)}${recordPath(row.record_public_id)}` },
    },
  };
}

/** The licensing webhook event's type (licensing spec 6). */
export const LICENSING_EVENT = 'licensing.event.created';

/**
 * The body of one licensing.event.created delivery: the change-feed row as the feed serves it, under
 * data.change. Its id is the row's lev_ id (also the Service-Event-Id header). Party values are never
 * in a webhook body (fetch the record with a key that sees them); conditions and plan links follow the
 * account's plan.
 */
export function licensingEventBody(e: {
  row: ChangeApiRow;
  webhookId: number;
  plan: Plan;
  baseUrl: string;
  createdAt: Date;
}): string {
  return JSON.stringify({
    id: e.row.id,
    type: LICENSING_EVENT,
    created_at: e.createdAt.toISOString(),
    data: {
      webhook_id: e.webhookId,
      change: serializeChange(e.row, { plan: e.plan, parties: false, baseUrl: e.baseUrl }),
    },
  });
}
