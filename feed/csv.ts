// CSV output (format=csv, exports): the same records as JSON, flattened to one row each, RFC 4180
// quoting, the two date-precision columns last (spec 2.2), and cells that a spreadsheet would run as a
// formula (leading =, +, -, @, tab or carriage return) prefixed with a single quote. Numbers are never
// escaped (a negative longitude is data, not a formula). Columns present follow the records: a field
// absent for the plan is absent from the CSV too.
import { KEY_DATES } from './planning/record.js';

type Cell = string | number | boolean | null | undefined;
type Rec = Record<string, unknown>;

/**
 * A column: the record's `field` as it is (plain), one `key` of the object in it (nested: null when
 * the field is not an object), the field as JSON text (json), or the slugs of a list of category
 * references joined by ';' (slugs).
 */
export interface Column {
  name: string;
  /** Top-level field the column comes from (decides whether the column is present). */
  field: string;
  kind: 'plain' | 'nested' | 'json' | 'slugs';
  key?: string;
}

export function plain(field: string, name = field): Column {
  return { name, field, kind: 'plain' };
}
export function nested(field: string, key: string, name = `${field}_${key}`): Column {
  return { name, field, kind: 'nested', key };
}
export function json(field: string): Column {
  return { name: field, field, kind: 'json' };
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
  { name: 'categories', field: 'categories', kind: 'slugs' },
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

/** Whether a string's first character would make a spreadsheet run it: = + - @ tab or CR. */
function formulaLead(s: string): boolean {
  const c = s.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell: formula-leading strings escaped, quoted when it holds a comma, quote or newline. */
export function csvCell(v: Cell | unknown): string {
  if (v === null || v === undefined) return '';
  // A number or boolean never holds a comma, quote or newline, and is never escaped.
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = typeof v === 'string' ? (formulaLead(v) ? `'${v}` : v) : JSON.stringify(v);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Columns present in the records (or the core set when there are none), in output order. */
export function columnsFor(
  records: Rec[],
  columns: Column[] = applicationColumns,
  core: ReadonlySet<string> = coreFields,
): Column[] {
  if (records.length === 0) return columns.filter((c) => core.has(c.field));
  return columns.filter((c) => records.some((r) => Object.hasOwn(r, c.field)));
}

/** The header line of `cols`, CRLF-ended. */
export function csvHeader(cols: Column[]): string {
  return cols.map((c) => csvCell(c.name)).join(',') + '\r\n';
}

/** The expression of a column's value for record `r` (scratch variable `t`), in generated code. */
function valueSource(c: Column): string {
  const f = JSON.stringify(c.field);
  switch (c.kind) {
    case 'plain':
      return `r[${f}]`;
    case 'nested':
      return `((t = r[${f}]) && typeof t === 'object' && !Array.isArray(t) ? (t[${JSON.stringify(c.key)}] ?? null) : null)`;
    case 'json':
      return `((t = r[${f}]) === null || t === undefined ? null : JSON.stringify(t))`;
    case 'slugs':
      return `(Array.isArray(t = r[${f}]) ? t.map((x) => x.slug).join(';') : null)`;
  }
}

type LineWriter = (r: Rec) => string;
const lineWriters = new Map<string, LineWriter>();

/**
 * The line of one record for a set of columns, as one generated function per column set (a handful:
 * they follow the plan and the add-on). Read through generic getters, a 100-record page took about
 * 2.5 times as long: every cell went through a closure reading a property by a variable name, where
 * the generated code reads each by a constant one. Field names come from the column table above.
 */
function lineWriter(cols: Column[]): LineWriter {
  const id = cols.map((c) => c.name).join(',');
  let w = lineWriters.get(id);
  if (!w) {
    const body = cols.length ? cols.map((c) => `cell(${valueSource(c)})`).join(" + ',' + ") : "''";
    w = new Function('cell', `return function csvLine(r) { let t; return ${body}; };`)(csvCell) as LineWriter;
    if (lineWriters.size > 256) lineWriters.clear();
    lineWriters.set(id, w);
  }
  return w;
}

/** One CRLF-ended line per record, cells in the order of `cols`. */
export function csvLines(records: Rec[], cols: Column[]): string {
  const line = lineWriter(cols);
  let out = '';
  for (const r of records) out += line(r) + '\r\n';
  return out;
}

/**
 * Records as a CSV document (header line first, CRLF line ends as RFC 4180 gives): spec 2.2's columns
 * by default. `columns` alone are written as they are; with `core`, only the columns the records
 * carry (the core set on an empty page), as columnsFor chooses them.
 */
export function toCsv(records: Rec[], columns?: Column[], core?: ReadonlySet<string>): string {
  const cols = columns && !core ? columns : columnsFor(records, columns, core);
  return csvHeader(cols) + csvLines(records, cols);
}
