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

/** Resolves a plain key to its account, or null when unknown or revoked. */
export async function accountForKey(db: Knex, key: string, now: Date = new Date()): Promise<Account | null> {
  if (key.length > 200) return null;
  const digest = hashApiKey(key);
  const row = (await db('api_keys')
    .where({ key_hash: digest })
    .whereNull('revoked_at')
    .first('id', 'key_hash', 'email', 'plan', 'contact_addon', 'legacy_allowances', 'issued_at')) as
    KeyRow | undefined;
  if (!row || !digestsEqual(row.key_hash, digest) || !isPlanName(row.plan)) return null;
  const plan = plans[row.plan];
  const allowances = allowancesFor(plan, row.issued_at, row.legacy_allowances);
  return {
    keyId: row.id,
    email: row.email,
    plan,
    contactAddon: row.contact_addon,
    issuedAt: row.issued_at,
    legacy: row.issued_at.getTime() < LEGACY_CUTOFF.getTime(),
    allowances,
    period: usagePeriod(allowances.oneOff, now),
    usage: { requests: 0, records: 0, exportRows: 0, contactRecords: 0 },
  };
}

/**
 * Adds the authentication hook to `app` (an encapsulated context). Every request in that context
 * carries `request.account` afterwards, or has been answered 401.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Knex }): void {
  if (!app.hasRequestDecorator('account')) app.decorateRequest('account', null as unknown as Account);
  app.addHook('onRequest', async (req) => {
    const key = presentedKey(req);
    if (!key) throw new AuthenticationError();
    const account = await accountForKey(deps.db, key);
    if (!account) throw new AuthenticationError('The API key is not valid or has been revoked.');
    req.account = account;
  });
}
