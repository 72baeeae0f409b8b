// format=csv of the licensing endpoints (licensing spec 4.2): the same page as JSON, one row per
// record (or per change-feed row), through the CSV writer planning uses (feed/csv.ts: RFC 4180
// quoting, formula-leading text escaped). Columns present follow the records: a field absent for
// the plan (parties, conditions) is absent from the CSV too.
import { json, nested, plain, toCsv, type Column } from '../csv.js';

type Rec = Record<string, unknown>;

/** Every column of a licence or application record (spec 2.1), in output order. */
export const licenceColumns: Column[] = [
  plain('id'),
  plain('record_type'),
  plain('reference'),
  nested('authority', 'slug', 'authority_slug'),
  nested('authority', 'name', 'authority_name'),
  plain('nation'),
  plain('type'),
  plain('subtype'),
  plain('regime'),
  plain('type_raw'),
  plain('application_kind'),
  plain('status'),
  plain('status_raw'),
  plain('in_force'),
  plain('presence'),
  plain('premises_name'),
  plain('address'),
  plain('postcode'),
  plain('uprn'),
  plain('ward'),
  nested('location', 'lat', 'lat'),
  nested('location', 'lng', 'lng'),
  plain('distance_m'),
  plain('activity_codes'),
  json('activities'),
  plain('date_received'),
  plain('date_decided'),
  plain('date_granted'),
  plain('date_start'),
  plain('date_expires'),
  plain('consultation_end'),
  plain('hearing_date'),
  nested('confidence', 'point', 'confidence_point'),
  nested('confidence', 'status', 'confidence_status'),
  nested('source', 'kind', 'source_kind'),
  nested('source', 'published', 'source_published'),
  plain('conditions'),
  plain('conditions_available'),
  nested('links', 'service', 'link_service'),
  nested('links', 'council', 'link_council'),
  nested('links', 'plan', 'link_plan'),
  json('parties'),
  plain('first_seen_date'),
  plain('last_seen_at'),
  plain('missing_since'),
  plain('changed_at'),
];

const LICENCE_CORE = new Set([
  'id',
  'record_type',
  'reference',
  'authority',
  'type',
  'regime',
  'status',
  'premises_name',
  'address',
  'postcode',
  'location',
  'activity_codes',
  'changed_at',
]);

/** Every column of a change-feed row (spec 2.3). */
export const changeColumns: Column[] = [
  plain('id'),
  plain('source'),
  plain('change_type'),
  plain('event_type'),
  plain('field'),
  json('before'),
  json('after'),
  plain('withheld'),
  plain('significance'),
  plain('alertable'),
  plain('backfill'),
  plain('event_date'),
  plain('event_date_precision'),
  plain('effective_date'),
  plain('observed_at'),
  plain('observed_date'),
  plain('record_type'),
  plain('type'),
  plain('regime'),
  nested('record', 'id', 'record_id'),
  plain('record_authority_slug'),
  nested('record', 'premises_name', 'record_premises_name'),
  nested('record', 'postcode', 'record_postcode'),
  nested('record', 'status', 'record_status'),
];

const CHANGE_CORE = new Set(changeColumns.map((c) => c.field));

/** Licence or application records as CSV (activities also as their codes, `;`-separated). */
export function licencesCsv(records: Rec[]): string {
  const flat = records.map((r) => ({
    ...r,
    activity_codes: Array.isArray(r.activities)
      ? (r.activities as { activity: string }[]).map((a) => a.activity).join(';')
      : null,
  }));
  return toCsv(flat, licenceColumns, LICENCE_CORE);
}

/** Change-feed rows as CSV. */
export function changesCsv(rows: Rec[]): string {
  const flat = rows.map((r) => ({
    ...r,
    record_authority_slug:
      (r.record as { authority?: { slug?: string } } | undefined)?.authority?.slug ?? null,
  }));
  return toCsv(flat, changeColumns, CHANGE_CORE);
}
