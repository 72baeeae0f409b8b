// CSV output (format=csv, exports): the same records as JSON, flattened to one row each, RFC 4180
// quoting, the two date-precision columns last (spec 2.2), and cells that a spreadsheet would run as a
// formula (leading =, +, -, @, tab or carriage return) prefixed with a single quote. Numbers are never
// escaped (a negative longitude is data, not a formula). Columns present follow the records: a field
// absent for the plan is absent from the CSV too.
import type { FastifyReply } from 'fastify';
import { KEY_DATES } from '../serializers/application.js';

type Cell = string | number | boolean | null | undefined;
type Rec = Record<string, unknown>;

interface Column {
  name: string;
  /** Top-level field the column comes from (decides whether the column is present). */
  field: string;
  get: (r: Rec) => unknown;
}

const obj = (r: Rec, f: string): Rec | null => {
  const v = r[f];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : null;
};

function plain(field: string, name = field): Column {
  return { name, field, get: (r) => r[field] };
}
function nested(field: string, key: string, name = `${field}_${key}`): Column {
  return { name, field, get: (r) => obj(r, field)?.[key] ?? null };
}
function json(field: string): Column {
  return {
    name: field,
    field,
    get: (r) => (r[field] === null || r[field] === undefined ? null : JSON.stringify(r[field])),
  };
}

/** Every column a record of spec 2.2 can produce, in output order; precision columns last. */
export const applicationColumns: Column[] = [
  plain('id'),
  plain('reference'),
  nested('authority', 'slug', 'authority_slug'),
  nested('authority', 'name', 'authority_name'),
  plain('address'),
  plain('postcode'),
  plain('ward'),
  plain('parish'),
  plain('parish_code'),
  plain('uprn'),
  plain('service_uprn'),
  plain('service_uprn_source'),
  plain('description'),
  nested('category', 'slug', 'category'),
  {
    name: 'categories',
    field: 'categories',
    get: (r) =>
      Array.isArray(r.categories) ? (r.categories as { slug: string }[]).map((c) => c.slug).join(';') : null,
  },
  plain('planning_route'),
  plain('dwelling_count'),
  plain('commercial'),
  plain('commercial_work'),
  plain('commercial_use_class'),
  plain('floorspace_sqm'),
  plain('major_development'),
  nested('committee', 'outcome', 'committee_outcome'),
  nested('committee', 'meeting_date', 'committee_meeting_date'),
  plain('status'),
  plain('stage'),
  nested('decision', 'outcome', 'decision_outcome'),
  nested('decision', 'issued_date', 'decision_issued_date'),
  nested('decision', 'level', 'decision_level'),
  json('appeal'),
  plain('date_received'),
  plain('date_validated'),
  plain('date_decided'),
  ...KEY_DATES.map((k) => nested('key_dates', k, `key_date_${k}`)),
  nested('location', 'lat', 'lat'),
  nested('location', 'lng', 'lng'),
  plain('distance_m'),
  nested('last_sale', 'price', 'last_sale_price'),
  nested('last_sale', 'date', 'last_sale_date'),
  nested('last_sale', 'property_type', 'last_sale_property_type'),
  nested('last_sale', 'tenure', 'last_sale_tenure'),
  json('freehold_owner'),
  plain('freehold_owner_available'),
  json('leaseholders'),
  plain('leaseholder_available'),
  json('constraints'),
  plain('documents_count'),
  nested('comments', 'objections', 'comments_objections'),
  nested('comments', 'supporting', 'comments_supporting'),
  nested('comments', 'received', 'comments_received'),
  nested('comments', 'consulted', 'comments_consulted'),
  nested('comments', 'counted_at', 'comments_counted_at'),
  nested('links', 'service', 'link_service'),
  nested('links', 'council', 'link_council'),
  plain('applicant'),
  plain('agent'),
  plain('agent_email'),
  plain('agent_phone'),
  plain('agent_address'),
  plain('applicant_address'),
  plain('case_officer'),
  plain('case_officer_email'),
  plain('case_officer_phone'),
  plain('source'),
  plain('changed_at'),
  nested('date_precision', 'received', 'date_received_precision'),
  nested('date_precision', 'decided', 'date_decided_precision'),
];

/** Fields every record carries, so an empty page still has the plan's core header. */
const coreFields = new Set([
  'id',
  'reference',
  'authority',
  'address',
  'postcode',
  'description',
  'stage',
  'status',
  'date_received',
  'date_decided',
  'location',
  'source',
  'changed_at',
  'date_precision',
]);

const FORMULA_LEAD = /^[=+\-@\t\r]/;

/** One CSV cell: formula-leading strings escaped, quoted when it holds a comma, quote or newline. */
export function csvCell(v: Cell | unknown): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (typeof v === 'number' || typeof v === 'boolean') s = String(v);
  else if (typeof v === 'string') s = FORMULA_LEAD.test(v) ? `'${v}` : v;
  else s = JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Columns present in the records (or the core set when there are none), in output order. */
export function columnsFor(records: Rec[], columns: Column[] = applicationColumns): Column[] {
  if (records.length === 0) return columns.filter((c) => coreFields.has(c.field));
  const present = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) present.add(k);
  return columns.filter((c) => present.has(c.field));
}

/** Records of spec 2.2 as a CSV document (header line first, CRLF line ends as RFC 4180 gives). */
export function toCsv(records: Rec[], columns?: Column[]): string {
  const cols = columns ?? columnsFor(records);
  const lines = [cols.map((c) => csvCell(c.name)).join(',')];
  for (const r of records) lines.push(cols.map((c) => csvCell(c.get(r))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Sends records as a CSV attachment; pagination meta travels in headers (X-Next-Cursor, X-Count). */
export function sendCsv(
  reply: FastifyReply,
  records: Rec[],
  meta: { next_cursor?: string | null; count?: number; total?: number },
  filename = 'applications.csv',
): FastifyReply {
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', `attachment; filename="${filename}"`);
  reply.header('X-Count', String(meta.count ?? records.length));
  if (meta.next_cursor) reply.header('X-Next-Cursor', meta.next_cursor);
  if (meta.total !== undefined) reply.header('X-Total', String(meta.total));
  return reply.send(toCsv(records));
}
