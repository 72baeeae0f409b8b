// Record and export-row metering (spec 8) for route handlers and workers. A record is a distinct
// application (or constraint point, or owner) delivered to the account in a calendar month: charged
// the first time, free to re-read. Record keys: 'a:<id>' live application, 'h:<id>' archive record,
// 'pt:<lat>,<lng>' constraint point, 'o:<company>' owner.
import type { Knex } from '../core/db.js';
import { RateLimitError } from '../core/errors.js';
import { nextPeriodStart } from '../core/plans.js';
import { UsageRepository, type MeterArgs, type RecordCharge } from '../core/repositories/usage.repository.js';

export { pointKey, recordKey } from '../core/repositories/usage.repository.js';
import type { Account } from '../core/accounts.js';

/** The 429 for a used-up monthly (or Demo one-off) request allowance. */
export function requestsUsedUp(account: Account): RateLimitError {
  const oneOff = account.allowances.oneOff;
  return new RateLimitError(
    oneOff
      ? `The one-off allowance of ${account.allowances.requests} requests of the Demo plan is used up: move to a paid plan.`
      : `The monthly allowance of ${account.allowances.requests} requests is used up; it renews on the 1st of the month (UTC).`,
    (nextPeriodStart().getTime() - Date.now()) / 1000,
  );
}

/**
 * Accounts this process has seen at the end of their monthly request allowance, until the period
 * ends: their metered reads are counted before the query again, so a used-up account is refused
 * without running it.
 */
const usedUpUntil = new Map<string, number>();

/** Whether this process has seen the account's request allowance used up, at `now` (ms). */
export function requestsUsedUpAt(account: Account, now: number): boolean {
  return (usedUpUntil.get(account.email) ?? 0) > now;
}

export function noteRequestsUsedUp(account: Account): void {
  if (usedUpUntil.size > 10_000) usedUpUntil.clear();
  usedUpUntil.set(account.email, account.allowances.oneOff ? Infinity : nextPeriodStart().getTime());
}

export interface ChargeResult {
  /** Records used this period after the call. */
  used: number;
  /** The records allowance (null = custom, unlimited). */
  cap: number | null;
  remaining: number | null;
  /** Records newly charged by this call. */
  charged: number;
  /** Present when contact keys were given: spec 2.1 meta.contact. */
  contact?: ContactCharge;
}

export interface ContactCharge {
  /** False when the Contact Data allowance would be passed: serve the page without contact fields. */
  allowed: boolean;
  /** Contact-bearing records metered by this call. */
  metered: number;
  used: number;
  cap: number;
  remaining: number;
}

export interface ChargeOptions {
  /**
   * Contact Data add-on: the subset of recordKeys whose records deliver a contact value in this
   * response. `contact: true` alone means every record of recordKeys does.
   */
  contact?: boolean;
  contactKeys?: string[];
  /**
   * The contact values are part of the key's plan without the add-on flag (licensing: the Contact
   * Data add-on is included on Pro and above), so they are metered on the contact allowance too.
   */
  contactIncluded?: boolean;
}

function secondsToReset(): number {
  return (nextPeriodStart().getTime() - Date.now()) / 1000;
}

function remaining(cap: number | null, used: number): number | null {
  return cap === null ? null : Math.max(0, cap - used);
}

/**
 * The record keys a response delivers and so charges (spec 8): none for a HEAD request, whose answer
 * has no body (the request itself is still counted).
 */
export function recordsDelivered(account: Account, keys: string[]): string[] {
  return account.headersOnly ? [] : keys;
}

/**
 * Charges the records a response is about to deliver, and counts the request itself when it is a
 * metered read still to be counted. Throws 429 rate_limit_error (with Retry-After) when the new
 * records would pass the account's records allowance, or the request allowance is used up; nothing is
 * charged then. Updates
 * account.usage so the X-Records-* headers of the response are exact.
 */
export async function chargeRecords(
  db: Knex,
  account: Account,
  recordKeys: string[],
  opts: ChargeOptions = {},
): Promise<ChargeResult> {
  const m = await meterArgsDecided(account, recordKeys, opts);
  return applyCharge(account, m, await new UsageRepository(db).chargeRecords(m, recordKeys));
}

/**
 * The metering call for this account and response (the contact subset and, for a metered read still
 * to be counted, the request itself), for chargeRecords or for a repository that reads and meters
 * in one statement.
 */
function meterArgs(account: Account, recordKeys: string[], opts: ChargeOptions = {}): MeterArgs {
  // Whether the request is still to be counted is known only once its per-minute decision is.
  if (account.request === 'deciding')
    throw new Error('metering before the per-minute decision: use meterArgsDecided');
  return {
    account: account.email,
    period: account.period,
    // A metered read (api/plugins/limits.ts) counts its request in this same call.
    countRequest: account.request === 'pending',
    requestLimit: account.allowances.requests,
    cap: account.allowances.records,
    contactKeys:
      account.contactAddon || opts.contactIncluded
        ? (opts.contactKeys ?? (opts.contact ? recordKeys : []))
        : [],
    contactCap: account.allowances.contactRecords,
  };
}

/**
 * meterArgs once the request's per-minute decision is known (api/plugins/limits.ts: a metered read
 * sends it without waiting). Throws the decision's 429 (or 401), so a refused request meters nothing.
 */
export async function meterArgsDecided(
  account: Account,
  recordKeys: string[],
  opts: ChargeOptions = {},
): Promise<MeterArgs> {
  if (account.decision) await account.decision;
  return meterArgs(account, recordKeys, opts);
}

/**
 * Applies the answer of a metering call to the account (its usage, read back into the X-Records-*
 * headers, and its request state) and throws the 429 when it refused.
 */
export function applyCharge(
  account: Account,
  m: MeterArgs,
  r: RecordCharge,
  opts: ChargeOptions = {},
): ChargeResult {
  const cap = m.cap;
  account.usage.records = r.records;
  account.usage.contactRecords = r.contactRecords;
  if (m.countRequest) {
    account.usage.requests = r.requests;
    account.usage.exportRows = r.exportRows;
    account.request = r.requestAllowed ? 'counted' : 'refused';
    if (!r.requestAllowed) {
      noteRequestsUsedUp(account);
      throw requestsUsedUp(account);
    }
  }
  if (!r.allowed) {
    const left = remaining(cap, r.records) ?? 0;
    const what = account.allowances.oneOff ? 'one-off records allowance' : 'monthly records allowance';
    throw new RateLimitError(
      `The ${what} (${cap}) is used up: ${left} record${left === 1 ? '' : 's'} remain and this response would deliver more new records. ` +
        (account.allowances.oneOff
          ? 'Demo allowances do not renew: move to a paid plan.'
          : 'Allowances renew on the 1st of the month (UTC); re-reading records already delivered this month is free.'),
      secondsToReset(),
    );
  }
  const out: ChargeResult = {
    used: r.records,
    cap,
    remaining: remaining(cap, r.records),
    charged: r.charged,
  };
  if (m.contactKeys.length > 0 || opts.contact || opts.contactKeys) {
    const ccap = account.allowances.contactRecords;
    out.contact = {
      allowed: r.contactAllowed,
      metered: r.contactCharged,
      used: r.contactRecords,
      cap: ccap,
      remaining: Math.max(0, ccap - r.contactRecords),
    };
  }
  return out;
}

export interface ExportRowsResult {
  used: number;
  cap: number | null;
  remaining: number | null;
}

/**
 * Charges export rows against the monthly export-row allowance (spec 8: meta.monthly_rows_used and
 * monthly_rows_cap). Per-call caps are the caller's (account.allowances.exportRowsPerCall). Throws 429
 * when the rows would pass the monthly allowance; nothing is charged then.
 */
export async function chargeExportRows(db: Knex, account: Account, rows: number): Promise<ExportRowsResult> {
  const cap = account.allowances.exportRowsPerMonth;
  const r = await new UsageRepository(db).chargeExportRows(account.email, account.period, rows, cap);
  account.usage.exportRows = r.exportRows;
  if (!r.allowed) {
    throw new RateLimitError(
      `The monthly export-row allowance (${cap}) would be passed: ${remaining(cap, r.exportRows)} rows remain this month.`,
      secondsToReset(),
    );
  }
  return { used: r.exportRows, cap, remaining: remaining(cap, r.exportRows) };
}
