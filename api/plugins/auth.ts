// Authentication (spec 5): `Authorization: Bearer <key>` (preferred) or `X-API-Key: <key>`. Keys are
// stored only as SHA-256 digests; the look-up is by digest and the digests are compared again in
// constant time. Missing, invalid or revoked keys are 401 authentication_error.
//
// Routes opt in by being registered inside the authenticated /v1 context (api/app.ts registers every
// module of api/routes/index.ts there), so /health, /v1/openapi.json and the docs page stay open.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError } from '../../core/errors.js';
import { digestsEqual, hashApiKey } from '../../core/ids.js';
import {
  allowancesFor,
  isPlanName,
  LEGACY_CUTOFF,
  plans,
  usagePeriod,
  type Allowances,
  type CustomAllowances,
  type Plan,
} from '../../core/plans.js';
import type { Knex } from '../../core/db.js';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every request of the authenticated /v1 context. */
    account: Account;
  }
}

interface KeyRow {
  id: number;
  key_hash: string;
  email: string;
  plan: string;
  contact_addon: boolean;
  legacy_allowances: CustomAllowances | null;
  issued_at: Date;
}

/** The key a request presents, or null. A malformed Authorization header is treated as no key. */
export function presentedKey(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.trim() !== '') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth.trim());
    return m ? m[1] : null;
  }
  const x = req.headers['x-api-key'];
  const v = Array.isArray(x) ? x[0] : x;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** Longer than any key `plandata keys create` issues: refused without hashing or a look-up. */
const MAX_KEY_LENGTH = 200;

/** What a key row gives, before the request's own period and usage are added. */
type KeyAccount = Omit<Account, 'period' | 'usage' | 'request' | 'fromCache'>;

const keyColumns = ['id', 'key_hash', 'email', 'plan', 'contact_addon', 'legacy_allowances', 'issued_at'];

async function loadKeyAccount(db: Knex, digest: string): Promise<KeyAccount | null> {
  const row = (await db('api_keys').where({ key_hash: digest }).whereNull('revoked_at').first(keyColumns)) as
    KeyRow | undefined;
  if (!row || !digestsEqual(row.key_hash, digest)) return null;
  return keyAccountOf(row);
}

function keyAccountOf(row: KeyRow): KeyAccount | null {
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

function accountOf(k: KeyAccount, now: Date, fromCache: boolean): Account {
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
  const row = (await db('api_keys').where({ id: keyId }).first(keyColumns)) as KeyRow | undefined;
  const k = row && keyAccountOf(row);
  return k ? accountOf(k, now, false) : null;
}

/** Resolves a plain key to its account, or null when unknown or revoked. */
export async function accountForKey(db: Knex, key: string, now: Date = new Date()): Promise<Account | null> {
  if (key.length > MAX_KEY_LENGTH) return null;
  const k = await loadKeyAccount(db, hashApiKey(key));
  return k && accountOf(k, now, false);
}

/**
 * The keys an API process has checked, by digest, each for API_KEY_CACHE_SECONDS at most and only
 * while the keys epoch (core/keys-epoch.ts) stays what it was before the key was read from
 * PostgreSQL. The limits hook reads the epoch on every request (in its per-minute script) and calls
 * observe(); a changed epoch drops every entry, and a request answered from an entry read under the
 * old epoch is checked again in PostgreSQL before it goes further. Unknown keys are never kept.
 */
export class KeyCache {
  private readonly entries = new Map<string, { k: KeyAccount; epoch: string | null; until: number }>();
  private epoch: string | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 50_000,
  ) {}

  get(digest: string, now: number): KeyAccount | null {
    const e = this.entries.get(digest);
    if (!e) return null;
    if (e.until <= now || e.epoch !== this.epoch) {
      this.entries.delete(digest);
      return null;
    }
    return e.k;
  }

  /** The epoch to tag a key read from PostgreSQL with: take it before the read. */
  currentEpoch(): string | null {
    return this.epoch;
  }

  set(digest: string, k: KeyAccount, epochBeforeRead: string | null, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(digest, { k, epoch: epochBeforeRead, until: now + this.ttlMs });
  }

  /** Records the epoch Redis reported; true when it moved (every entry is dropped then). */
  observe(epoch: string): boolean {
    if (epoch === this.epoch) return false;
    this.epoch = epoch;
    this.entries.clear();
    return true;
  }
}

/**
 * Adds the authentication hook to `app` (an encapsulated context). Every request in that context
 * carries `request.account` afterwards, or has been answered 401. The limits hook (limits.ts) checks
 * an account taken from `cache` against the keys epoch.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Knex; cache: KeyCache }): void {
  if (!app.hasRequestDecorator('account')) app.decorateRequest('account', null as unknown as Account);
  app.addHook('onRequest', async (req) => {
    const key = presentedKey(req);
    if (!key) throw new AuthenticationError();
    const account =
      key.length > MAX_KEY_LENGTH ? null : await resolveAccount(deps.db, deps.cache, hashApiKey(key));
    if (!account) throw new AuthenticationError(REVOKED);
    req.account = account;
  });
}

const REVOKED = 'The API key is not valid or has been revoked.';

async function resolveAccount(db: Knex, cache: KeyCache, digest: string): Promise<Account | null> {
  const now = Date.now();
  const cached = cache.get(digest, now);
  if (cached) return accountOf(cached, new Date(now), true);
  const epoch = cache.currentEpoch();
  const k = await loadKeyAccount(db, digest);
  if (!k) return null;
  cache.set(digest, k, epoch, now);
  return accountOf(k, new Date(now), false);
}

/**
 * Called by the limits hook when the keys epoch moved while `req.account` came from the cache: reads
 * the key again (401 when it has been revoked meanwhile).
 */
export async function recheckAccount(db: Knex, cache: KeyCache, req: FastifyRequest): Promise<Account> {
  const key = presentedKey(req);
  const account = key ? await resolveAccount(db, cache, hashApiKey(key)) : null;
  if (!account) throw new AuthenticationError(REVOKED);
  return account;
}
