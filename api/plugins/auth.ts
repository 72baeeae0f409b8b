// Authentication (spec 5): `Authorization: Bearer <key>` (preferred) or `X-API-Key: <key>`. Keys are
// stored only as SHA-256 digests; the look-up is by digest and the digests are compared again in
// constant time. Missing, invalid or revoked keys are 401 authentication_error.
//
// Routes opt in by being registered inside the authenticated /v1 context (api/app.ts registers every
// module of api/routes/index.ts there), so /health, /v1/openapi.json and the docs page stay open.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError } from '../../core/errors.js';
import { hashApiKey } from '../../core/ids.js';
import type { Knex } from '../../core/db.js';
import {
  accountOf,
  loadKeyAccount,
  MAX_KEY_LENGTH,
  type Account,
  type KeyAccount,
} from '../../core/accounts.js';

export type { Account } from '../../core/accounts.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every request of the authenticated /v1 context. */
    account: Account;
  }
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

/**
 * The header a request's key is read from (presentedKey), which a 401 names (spec 7): Authorization
 * when it is sent, else X-API-Key when that is, else Authorization (the preferred one).
 */
export function keyHeader(req: FastifyRequest): 'authorization' | 'x-api-key' {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.trim() !== '') return 'authorization';
  return req.headers['x-api-key'] !== undefined ? 'x-api-key' : 'authorization';
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
    if (!key) throw new AuthenticationError(undefined, keyHeader(req));
    const account =
      key.length > MAX_KEY_LENGTH ? null : await resolveAccount(deps.db, deps.cache, hashApiKey(key));
    if (!account) throw new AuthenticationError(REVOKED, keyHeader(req));
    // A HEAD answer has no body: it delivers no record, so it charges none (spec 8); the request
    // itself counts like any other.
    if (req.method === 'HEAD') account.headersOnly = true;
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
  if (!account) throw new AuthenticationError(REVOKED, keyHeader(req));
  if (req.method === 'HEAD') account.headersOnly = true;
  return account;
}
