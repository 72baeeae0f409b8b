// Monthly metering in PostgreSQL (spec 8): requests, distinct records, export rows and Contact Data
// records per account (the key's e-mail) and period (first day of the UTC calendar month, or
// 1970-01-01 for one-off Demo allowances). Every count is changed by one statement (a function of
// migrations 020 and 021 or a conditional upsert), so concurrent API processes never over- or under-count.
import type { Knex } from 'knex';
import { queryNamed } from '../db.js';

export interface UsageCounts {
  requests: number;
  records: number;
  exportRows: number;
  contactRecords: number;
}

export interface RequestCount extends UsageCounts {
  /** False when the request allowance was already used up (the request was not counted). */
  allowed: boolean;
}

export interface RecordCharge {
  /** False when the request was to be counted and the request allowance is used up: nothing was done. */
  requestAllowed: boolean;
  /** Requests counted this period after the call. */
  requests: number;
  exportRows: number;
  /** False when the new records would pass the cap: nothing was charged. */
  allowed: boolean;
  /** Records charged by this call (first delivery this period). */
  charged: number;
  /** Records used this period after the call. */
  records: number;
  /** Contact-bearing records: false when they would pass the contact cap (none charged then). */
  contactAllowed: boolean;
  contactCharged: number;
  contactRecords: number;
}

export interface RowsCharge {
  allowed: boolean;
  exportRows: number;
}

interface MonthlyRow {
  requests: number;
  records: number;
  export_rows: number;
  contact_records: number;
}

const zero: UsageCounts = { requests: 0, records: 0, exportRows: 0, contactRecords: 0 };

function counts(r: MonthlyRow | undefined): UsageCounts {
  if (!r) return { ...zero };
  return {
    requests: r.requests,
    records: r.records,
    exportRows: r.export_rows,
    contactRecords: r.contact_records,
  };
}

/**
 * One metering call (plandata_meter, migration 021). All or nothing for records: when the new records
 * would pass `cap`, nothing is charged and allowed is false; when only the contact records (the subset
 * `contactKeys` delivering a contact value) would pass `contactCap`, the records are charged and
 * contactAllowed is false. With `countRequest`, the request is counted in the same call against
 * `requestLimit` and, when that allowance is used up, nothing is counted or charged (requestAllowed
 * false). Null limits and caps are unlimited.
 */
export interface MeterArgs {
  account: string;
  period: string;
  countRequest: boolean;
  requestLimit: number | null;
  cap: number | null;
  contactKeys: string[];
  contactCap: number | null;
}

/** Record keys (spec 8): 'a:<id>' live application, 'h:<id>' archive record. */
export function recordKey(source: 'live' | 'historical', id: number | string): string {
  return `${source === 'historical' ? 'h' : 'a'}:${id}`;
}

/** recordKey of live application ids, in SQL. */
export function liveRecordKeySql(idExpr: string): string {
  return recordKeySql('live', idExpr);
}

/** recordKey in SQL, of ids of one source. */
export function recordKeySql(source: 'live' | 'historical', idExpr: string): string {
  return `'${source === 'historical' ? 'h' : 'a'}:' || ${idExpr}`;
}

/** Record key of a constraint point, rounded to 5 decimals (about 1 m) so one place is one record. */
export function pointKey(lat: number, lng: number): string {
  return `pt:${lat.toFixed(5)},${lng.toFixed(5)}`;
}

/**
 * The plandata_meter call for a statement of its own or inside a larger one: its values take the
 * placeholders $first.. (meterValues order); `keysSql` is the text[] expression of the record keys.
 */
export function meterCall(first: number, keysSql: string): string {
  const p = (i: number) => `$${first + i}`;
  return `plandata_meter(${p(0)}, ${p(1)}::date, ${p(2)}::boolean, ${p(3)}::int, ${keysSql}, ${p(4)}::int, ${p(5)}::text[], ${p(6)}::int)`;
}

export function meterValues(m: MeterArgs): unknown[] {
  return [
    m.account,
    m.period,
    m.countRequest,
    m.requestLimit,
    m.cap,
    [...new Set(m.contactKeys)],
    m.contactCap,
  ];
}

export interface MeterRow {
  request_allowed: boolean;
  allowed: boolean;
  charged: number;
  contact_allowed: boolean;
  contact_charged: number;
  requests: number;
  records: number;
  export_rows: number;
  contact_records: number;
}

/** The columns of plandata_meter's row, in its order. */
export const METER_COLUMNS: readonly (keyof MeterRow)[] = [
  'request_allowed',
  'allowed',
  'charged',
  'contact_allowed',
  'contact_charged',
  'requests',
  'records',
  'export_rows',
  'contact_records',
];

export function chargeOf(r: MeterRow): RecordCharge {
  return {
    requestAllowed: r.request_allowed,
    allowed: r.allowed,
    charged: r.charged,
    records: r.records,
    contactAllowed: r.contact_allowed,
    contactCharged: r.contact_charged,
    contactRecords: r.contact_records,
    requests: r.requests,
    exportRows: r.export_rows,
  };
}

export class UsageRepository {
  constructor(private readonly db: Knex) {}

  async get(account: string, period: string): Promise<UsageCounts> {
    const r = (await this.db('usage_monthly')
      .where({ account, period })
      .first('requests', 'records', 'export_rows', 'contact_records')) as MonthlyRow | undefined;
    return counts(r);
  }

  /**
   * Counts one request unless the allowance is used up: one call of plandata_count_request (migration
   * 020), the row lock making it exact under concurrency. `limit` null = no monthly request limit.
   * Every request that is not a metered read makes this call: it is prepared once per connection and
   * sent past knex's builder (about 40 us of CPU a request less).
   */
  async countRequest(account: string, period: string, limit: number | null): Promise<RequestCount> {
    const [row] = await queryNamed<MonthlyRow & { allowed: boolean }>(
      this.db,
      'plandata_count_request_call',
      'SELECT * FROM plandata_count_request($1, $2::date, $3::int)',
      [account, period, limit],
    );
    return { allowed: row.allowed, ...counts(row.requests === null ? undefined : row) };
  }

  /** Of `keys`, those already counted on the account's contact allowance this period (free to re-read). */
  async contactCounted(account: string, period: string, keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = (await this.db('usage_records')
      .where({ account, period, contact: true })
      .whereIn('record_key', keys)
      .select('record_key')) as { record_key: string }[];
    return new Set(rows.map((r) => r.record_key));
  }

  /** Takes back one counted request (one refused by the per-minute limit after it was counted). */
  async uncountRequest(account: string, period: string): Promise<void> {
    await this.db('usage_monthly')
      .where({ account, period })
      .where('requests', '>', 0)
      .decrement('requests', 1);
  }

  /**
   * Charges the records of `keys` not yet delivered to the account this period (spec 8: charged the
   * first time, free to re-read), counting the request too when `m.countRequest`: one call of
   * plandata_meter (migration 021; see MeterArgs).
   */
  async chargeRecords(m: MeterArgs, keys: string[]): Promise<RecordCharge> {
    const values = meterValues(m);
    const [row] = await queryNamed<MeterRow>(
      this.db,
      'plandata_meter_call',
      `SELECT * FROM ${meterCall(1, `$${values.length + 1}::text[]`)}`,
      [...values, [...new Set(keys)]],
    );
    return chargeOf(row);
  }

  /** Adds export rows unless that would pass `cap` (null = no cap): one conditional statement. */
  async chargeExportRows(
    account: string,
    period: string,
    rows: number,
    cap: number | null,
  ): Promise<RowsCharge> {
    const res = await this.db.raw<{ rows: MonthlyRow[] }>(
      `INSERT INTO usage_monthly AS u (account, period, export_rows)
       SELECT ?, ?::date, ?::int WHERE ?::int IS NULL OR ?::int <= ?::int
       ON CONFLICT (account, period) DO UPDATE SET export_rows = u.export_rows + EXCLUDED.export_rows
       WHERE ?::int IS NULL OR u.export_rows + EXCLUDED.export_rows <= ?::int
       RETURNING requests, records, export_rows, contact_records`,
      [account, period, rows, cap, rows, cap, cap, cap],
    );
    const row = res.rows[0];
    if (row) return { allowed: true, exportRows: row.export_rows };
    return { allowed: false, exportRows: (await this.get(account, period)).exportRows };
  }
}
