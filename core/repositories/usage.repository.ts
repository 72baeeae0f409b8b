// Monthly metering in PostgreSQL (spec 8): requests, distinct records, export rows and Contact Data
// records per account (the key's e-mail) and period (first day of the UTC calendar month, or
// 1970-01-01 for one-off Demo allowances). Every count is changed by one statement (a function of
// migration 020 or a conditional upsert), so concurrent API processes never over- or under-count.
import type { Knex } from 'knex';

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
   */
  async countRequest(account: string, period: string, limit: number | null): Promise<RequestCount> {
    const res = await this.db.raw<{ rows: (MonthlyRow & { allowed: boolean })[] }>(
      'SELECT * FROM plandata_count_request(?, ?::date, ?::int)',
      [account, period, limit],
    );
    const row = res.rows[0];
    return { allowed: row.allowed, ...counts(row.requests === null ? undefined : row) };
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
   * first time, free to re-read). `contactKeys` (a subset) are the records delivering a contact value,
   * metered against the Contact Data allowance the same way. All or nothing: when the new records
   * would pass `cap`, nothing is charged and allowed is false; when only the contact records would
   * pass `contactCap`, the records are charged and contactAllowed is false. One call of
   * plandata_charge_records (migration 020).
   */
  async chargeRecords(
    account: string,
    period: string,
    keys: string[],
    cap: number | null,
    contactKeys: string[] = [],
    contactCap: number | null = null,
  ): Promise<RecordCharge> {
    // Sorted and distinct, so concurrent callers take the key locks in one order (no deadlock).
    const sorted = [...new Set(keys)].sort();
    const sortedContact = [...new Set(contactKeys)].sort();
    const res = await this.db.raw<{
      rows: {
        allowed: boolean;
        charged: number;
        records: number | null;
        contact_allowed: boolean;
        contact_charged: number;
        contact_records: number | null;
      }[];
    }>('SELECT * FROM plandata_charge_records(?, ?::date, ?::text[], ?::int, ?::text[], ?::int)', [
      account,
      period,
      sorted,
      cap,
      sortedContact,
      contactCap,
    ]);
    const r = res.rows[0];
    return {
      allowed: r.allowed,
      charged: r.charged,
      records: r.records ?? 0,
      contactAllowed: r.contact_allowed,
      contactCharged: r.contact_charged,
      contactRecords: r.contact_records ?? 0,
    };
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
