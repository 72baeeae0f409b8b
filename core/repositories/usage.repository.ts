// Monthly metering in PostgreSQL (spec 8): requests, distinct records, export rows and Contact Data
// records per account (the key's e-mail) and period (first day of the UTC calendar month, or
// 1970-01-01 for one-off Demo allowances). Every count is changed by one conditional statement or one
// short transaction, so concurrent API processes never over- or under-count.
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
   * Counts one request unless the allowance is used up: one statement, the row lock making it exact
   * under concurrency. `limit` null = no monthly request limit.
   */
  async countRequest(account: string, period: string, limit: number | null): Promise<RequestCount> {
    const res = await this.db.raw<{ rows: MonthlyRow[] }>(
      `INSERT INTO usage_monthly AS u (account, period, requests) VALUES (?, ?::date, 1)
       ON CONFLICT (account, period) DO UPDATE SET requests = u.requests + 1
       WHERE ?::int IS NULL OR u.requests < ?::int
       RETURNING requests, records, export_rows, contact_records`,
      [account, period, limit, limit],
    );
    const row = res.rows[0];
    if (row && (limit === null || row.requests <= limit)) return { allowed: true, ...counts(row) };
    return { allowed: false, ...(await this.get(account, period)) };
  }

  /**
   * Charges the records of `keys` not yet delivered to the account this period (spec 8: charged the
   * first time, free to re-read). `contactKeys` (a subset) are the records delivering a contact value,
   * metered against the Contact Data allowance the same way. All or nothing: when the new records
   * would pass `cap`, nothing is charged and allowed is false; when only the contact records would
   * pass `contactCap`, the records are charged and contactAllowed is false.
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
    if (sorted.length === 0 && sortedContact.length === 0) {
      const c = await this.get(account, period);
      return {
        allowed: true,
        charged: 0,
        records: c.records,
        contactAllowed: true,
        contactCharged: 0,
        contactRecords: c.contactRecords,
      };
    }
    const trx = await this.db.transaction();
    try {
      const ins = await trx.raw<{ rows: unknown[] }>(
        `INSERT INTO usage_records (account, period, record_key)
         SELECT ?, ?::date, k FROM unnest(?::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n
         ON CONFLICT DO NOTHING RETURNING 1`,
        [account, period, sorted],
      );
      const charged = ins.rows.length;
      const up = await trx.raw<{ rows: MonthlyRow[] }>(
        `INSERT INTO usage_monthly AS u (account, period, records) VALUES (?, ?::date, ?::int)
         ON CONFLICT (account, period) DO UPDATE SET records = u.records + EXCLUDED.records
         RETURNING requests, records, export_rows, contact_records`,
        [account, period, charged],
      );
      const row = up.rows[0];
      if (cap !== null && charged > 0 && row.records > cap) {
        await trx.rollback();
        const before = await this.get(account, period);
        return {
          allowed: false,
          charged: 0,
          records: before.records,
          contactAllowed: false,
          contactCharged: 0,
          contactRecords: before.contactRecords,
        };
      }
      let contactAllowed = true;
      let contactCharged = 0;
      let contactRecords = row.contact_records;
      if (sortedContact.length > 0) {
        const sp = await trx.transaction();
        const upd = await sp.raw<{ rows: unknown[] }>(
          `UPDATE usage_records SET contact = true
           WHERE account = ? AND period = ?::date AND record_key = ANY(?::text[]) AND NOT contact
           RETURNING 1`,
          [account, period, sortedContact],
        );
        const n = upd.rows.length;
        const c = await sp.raw<{ rows: { contact_records: number }[] }>(
          `UPDATE usage_monthly SET contact_records = contact_records + ?::int
           WHERE account = ? AND period = ?::date RETURNING contact_records`,
          [n, account, period],
        );
        const after = c.rows[0].contact_records;
        if (contactCap !== null && n > 0 && after > contactCap) {
          await sp.rollback();
          contactAllowed = false;
        } else {
          await sp.commit();
          contactCharged = n;
          contactRecords = after;
        }
      }
      await trx.commit();
      return {
        allowed: true,
        charged,
        records: row.records,
        contactAllowed,
        contactCharged,
        contactRecords,
      };
    } catch (err) {
      if (!trx.isCompleted()) await trx.rollback().catch(() => {});
      throw err;
    }
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
