// The account behind an API key (spec 5, 8): its plan, allowances and the usage a request sees.
// Built from a key row (core/repositories/keys.repository.ts); the API's auth plugin resolves it per
// request, and a worker finishing a key's earlier request (an export) meters against it too.
import type { Knex } from 'knex';
import { digestsEqual, hashApiKey } from './ids.js';
import {
  allowancesFor,
  isPlanName,
  LEGACY_CUTOFF,
  plans,
  usagePeriod,
  type Allowances,
  type Plan,
} from './plans.js';
import { KeysRepository, type KeyAccountRow } from './repositories/keys.repository.js';

/** The authenticated caller of a /v1 request. */
export interface Account {
  keyId: number;
  /** The account: metering is per e-mail across its keys (spec 8). */
  email: string;
  plan: Plan;
  contactAddon: boolean;
  issuedAt: Date;
  /** Issued before 11 September 2026: keeps the request and export-row allowances it was sold. */
  legacy: boolean;
  /** The allowances in force for this key (plan, legacy and custom figures applied). */
  allowances: Allowances;
  /** Usage period of this request: 'YYYY-MM-01', or '1970-01-01' for one-off allowances. */
  period: string;
  /**
   * Usage this period as last seen by this request: set by the limits plugin, updated by
   * chargeRecords/chargeExportRows, and read back into the X-Records-* headers when the response goes.
   */
  usage: { requests: number; records: number; exportRows: number; contactRecords: number };
  /**
   * This request against the monthly request allowance: 'counted' once counted, 'pending' while a
   * metered read waits to count it with the records it charges (limits.ts), 'refused' when it must
   * never be counted (a per-minute refusal, or the allowance used up), 'deciding' while a metered
   * read's per-minute window is still on its way from Redis (see `decision`).
   */
  request: 'counted' | 'pending' | 'refused' | 'deciding';
  /**
   * A metered read's per-minute decision (limits.ts), sent before the request is validated and
   * awaited before anything is metered: resolves once `request` is settled, rejects with the 429 (or
   * the 401 of a key revoked meanwhile). Absent when the decision was made before the handler ran.
   */
  decision?: Promise<void>;
  /** Read from the key cache rather than PostgreSQL for this request. */
  fromCache: boolean;
  /**
   * A HEAD request: its answer has no body, so it delivers no record and charges none (spec 8: a
   * record is charged when it is delivered). The request itself is counted as usual.
   */
  headersOnly?: boolean;
}

/** Longer than any key `plandata keys create` issues: refused without hashing or a look-up. */
export const MAX_KEY_LENGTH = 200;

/** What a key row gives, before the request's own period and usage are added. */
export type KeyAccount = Omit<Account, 'period' | 'usage' | 'request' | 'fromCache'>;

/** The active key with this digest as a KeyAccount (the digests compared again in constant time). */
export async function loadKeyAccount(db: Knex, digest: string): Promise<KeyAccount | null> {
  const row = await new KeysRepository(db).activeByDigest(digest);
  if (!row || !digestsEqual(row.key_hash, digest)) return null;
  return keyAccountOf(row);
}

function keyAccountOf(row: KeyAccountRow): KeyAccount | null {
  if (!isPlanName(row.plan)) return null;
  const plan = plans[row.plan];
  return {
    keyId: row.id,
    email: row.email,
    plan,
    contactAddon: row.contact_addon,
    issuedAt: row.issued_at,
    legacy: row.issued_at.getTime() < LEGACY_CUTOFF.getTime(),
    allowances: allowancesFor(plan, row.issued_at, row.legacy_allowances),
  };
}

/** The Account of a request at `now` (its usage period), from what its key gives. */
export function accountOf(k: KeyAccount, now: Date, fromCache: boolean): Account {
  return {
    ...k,
    period: usagePeriod(k.allowances.oneOff, now),
    usage: { requests: 0, records: 0, exportRows: 0, contactRecords: 0 },
    request: 'counted',
    fromCache,
  };
}

/**
 * The Account of a key by its id, revoked or not: what a worker finishing that key's earlier request
 * (an export) meters against.
 */
export async function accountForKeyId(
  db: Knex,
  keyId: number,
  now: Date = new Date(),
): Promise<Account | null> {
  const row = await new KeysRepository(db).accountRowById(keyId);
  const k = row && keyAccountOf(row);
  return k ? accountOf(k, now, false) : null;
}

/** Resolves a plain key to its account, or null when unknown or revoked. */
export async function accountForKey(db: Knex, key: string, now: Date = new Date()): Promise<Account | null> {
  if (key.length > MAX_KEY_LENGTH) return null;
  const k = await loadKeyAccount(db, hashApiKey(key));
  return k && accountOf(k, now, false);
}
