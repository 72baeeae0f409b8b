// Limits (spec 8) on every authenticated /v1 request:
// - per minute, in Redis, shared by every API process: a fixed one-minute window per account on the
//   Redis clock, counted by one Lua script (INCR + expiry), so exactly `perMinute` requests pass in a
//   window however many arrive at once;
// - per month (or one-off for Demo), in PostgreSQL: one conditional upsert counts the request only
//   while the allowance lasts;
// and the headers of spec 8 on every response: X-RateLimit-Limit/-Remaining/-Reset, their monthly
// counterparts X-RateLimit-Limit-Month/-Remaining-Month/-Reset-Month, X-Records-Limit-Month and
// X-Records-Remaining-Month. Reset headers are Unix times in seconds (`never` for the one-off Demo
// allowance). A null (custom) allowance is sent as `unlimited`. A 429 carries Retry-After in seconds.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { scriptCommand } from '../../core/redis.js';
import type { Knex } from '../../core/db.js';
import { RateLimitError } from '../../core/errors.js';
import { nextPeriodStart } from '../../core/plans.js';
import { UsageRepository, type RequestCount } from '../../core/repositories/usage.repository.js';
import { recheckAccount, type Account, type KeyCache } from './auth.js';
import { noteRequestsUsedUp, requestsUsedUp, requestsUsedUpAt } from '../../feed/metering.js';
import { keysEpochKey } from '../../core/keys-epoch.js';

// KEYS[1] = key base, KEYS[2] = the keys epoch (core/keys-epoch.ts); ARGV[1] = window length in ms.
// Returns {count, ms until the window ends, window end in ms, keys epoch}. The window number comes
// from the Redis clock so every API process agrees on the boundaries; the epoch rides along so the
// key cache (auth.ts) learns of a revocation without a round trip of its own.
const perMinuteScript = `
local t = redis.call('TIME')
local nowMs = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local win = tonumber(ARGV[1])
local n = math.floor(nowMs / win)
local key = KEYS[1] .. ':' .. n
local c = redis.call('INCR', key)
if c == 1 then redis.call('PEXPIRE', key, win + 5000) end
return {c, (n + 1) * win - nowMs, (n + 1) * win, redis.call('GET', KEYS[2]) or '0'}
`;

const WINDOW_MS = 60_000;

export interface PerMinuteResult {
  allowed: boolean;
  limit: number;
  count: number;
  remaining: number;
  /** Unix seconds at which the window ends. */
  resetAt: number;
  retryAfterSeconds: number;
  /** The keys epoch at the time of the count. */
  keysEpoch: string;
}

/** Counts one request in the account's current one-minute window. */
export async function countPerMinute(
  redis: Redis,
  prefix: string,
  account: string,
  limit: number,
): Promise<PerMinuteResult> {
  const perMinute = scriptCommand<[number, number, number, string]>(
    redis,
    'plandataPerMinute',
    2,
    perMinuteScript,
  );
  const [count, msLeft, endMs, keysEpoch] = await perMinute(
    `${prefix}:ratelimit:${account}`,
    keysEpochKey(prefix),
    WINDOW_MS,
  );
  return {
    allowed: count <= limit,
    limit,
    count,
    remaining: Math.max(0, limit - count),
    resetAt: Math.ceil(endMs / 1000),
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
    keysEpoch: String(keysEpoch),
  };
}

function show(n: number | null): string {
  return n === null ? 'unlimited' : String(n);
}

function setMonthlyHeaders(reply: FastifyReply, account: Account): void {
  const a = account.allowances;
  reply.header('X-RateLimit-Limit-Month', show(a.requests));
  reply.header(
    'X-RateLimit-Remaining-Month',
    a.requests === null ? 'unlimited' : String(Math.max(0, a.requests - account.usage.requests)),
  );
  // Spec 8: the monthly headers are on every response. A one-off (Demo) allowance never resets: its
  // reset is `never` (as a custom allowance without a figure is `unlimited`).
  reply.header('X-RateLimit-Reset-Month', a.oneOff ? 'never' : String(nextPeriodStart().getTime() / 1000));
  reply.header('X-Records-Limit-Month', show(a.records));
  reply.header(
    'X-Records-Remaining-Month',
    a.records === null ? 'unlimited' : String(Math.max(0, a.records - account.usage.records)),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A metered read: the handler always charges the records it delivers (feed/metering.ts)
     * before it answers, and that one call also counts the request, so the request costs no PostgreSQL
     * round trip before its query. A read that ends without charging (a 400, a 404) is counted as it is
     * answered. Only for reads: a refusal for the monthly request allowance comes after the handler ran.
     */
    meteredRead?: boolean;
  }
}

/** The counts a request reads back into its headers (RequestCount without `allowed`). */
function usageOf(c: RequestCount): Account['usage'] {
  return {
    requests: c.requests,
    records: c.records,
    exportRows: c.exportRows,
    contactRecords: c.contactRecords,
  };
}

/**
 * Adds the limit hooks to `app` (the authenticated /v1 context, after registerAuth). A request refused
 * per minute is not counted against the month.
 *
 * A metered read does not wait for its per-minute window in this hook: the script is sent here and
 * the request goes on through validation, parsing and building its statement while Redis answers;
 * `account.decision` holds the outcome, and nothing is metered before it is known (meterArgsDecided,
 * feed/metering.ts). Whatever the request itself would answer (400, 403, 404), the decision
 * is applied first (decisionFirst, used by the error handler), so a 429 still wins and is never
 * counted or charged, as when the window was checked before anything else.
 */
export function registerLimits(
  app: FastifyInstance,
  deps: { db: Knex; redis: Redis; prefix: string; keyCache: KeyCache },
): void {
  const usage = new UsageRepository(deps.db);
  /** Accounts seen over their per-minute limit, with the end of that window (ms), in this process. */
  const overUntil = new Map<string, number>();

  /**
   * Applies the per-minute window (and the monthly count when `counting` ran beside it) to the
   * request: the rate-limit headers, the keys epoch, and the request's state; throws the 429.
   */
  async function decide(
    req: FastifyRequest,
    reply: FastifyReply,
    deferred: boolean,
    perMinute: Promise<PerMinuteResult>,
    counting: Promise<RequestCount> | null,
  ): Promise<void> {
    const account = req.account;
    const [pm, countedBeside] = await Promise.all([perMinute, counting]);
    let counted = countedBeside;
    // The key came from this process's cache and the keys epoch has moved since: check it again (a
    // revoked key is 401, and a request it had counted is taken back). The request's handler may
    // already hold the account: the fresh reading is copied into it (a key's row changes only by
    // revocation, so nothing the handler read from it differs).
    if (deps.keyCache.observe(pm.keysEpoch) && account.fromCache) {
      try {
        Object.assign(account, await recheckAccount(deps.db, deps.keyCache, req));
      } catch (err) {
        if (counted?.allowed) await usage.uncountRequest(account.email, account.period);
        account.request = 'refused';
        throw err;
      }
    }
    if (!pm.allowed) {
      if (overUntil.size > 10_000) overUntil.clear();
      overUntil.set(account.email, pm.resetAt * 1000);
    }
    reply.header('X-RateLimit-Limit', String(pm.limit));
    reply.header('X-RateLimit-Remaining', String(pm.remaining));
    reply.header('X-RateLimit-Reset', String(pm.resetAt));
    if (deferred && pm.allowed) {
      account.request = 'pending';
      return;
    }
    if (!counted) counted = { allowed: false, ...(await usage.get(account.email, account.period)) };
    account.usage = usageOf(counted);
    if (!pm.allowed) {
      account.request = 'refused';
      // Counted only on the path that counts beside the per-minute check: take it back.
      if (counted.allowed) {
        await usage.uncountRequest(account.email, account.period);
        account.usage.requests = Math.max(0, account.usage.requests - 1);
      }
      throw new RateLimitError(
        `Per-minute limit of ${pm.limit} requests reached for the ${account.plan.label} plan; retry after ${pm.retryAfterSeconds} s.`,
        pm.retryAfterSeconds,
      );
    }
    if (!counted.allowed) {
      account.request = 'refused';
      noteRequestsUsedUp(account);
      throw requestsUsedUp(account);
    }
    account.request = 'counted';
  }

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const account = req.account;
    const now = Date.now();
    // A metered read counts its request with its records, after the query (meteredRead above),
    // unless this account's allowance is known to be used up.
    const deferred = req.routeOptions.config.meteredRead === true && !requestsUsedUpAt(account, now);
    // While an account is known to be over its per-minute limit, the window is checked first and
    // alone, so a flood of refused requests costs Redis only.
    const throttled = (overUntil.get(account.email) ?? 0) > now;
    const perMinute = () =>
      countPerMinute(deps.redis, deps.prefix, account.email, account.allowances.perMinute);
    if (deferred && !throttled) {
      const decision = decide(req, reply, true, perMinute(), null);
      // Awaited before any metering and by the error handler; never left unobserved meanwhile.
      decision.catch(() => {});
      account.request = 'deciding';
      account.decision = decision;
      return;
    }
    if (throttled) {
      const pm = await perMinute();
      const counting =
        pm.allowed && !deferred
          ? usage.countRequest(account.email, account.period, account.allowances.requests)
          : null;
      return decide(req, reply, deferred, Promise.resolve(pm), counting);
    }
    // Otherwise both counts at once (one round trip less per request); a request the per-minute limit
    // refuses is then taken off the month again, so it never counts against the monthly allowance.
    return decide(
      req,
      reply,
      deferred,
      perMinute(),
      usage.countRequest(account.email, account.period, account.allowances.requests),
    );
  });
  // onSend runs for answers and errors alike, after the handler has charged its records. A metered
  // read that ended without charging (an error) is counted here; its answer stands either way.
  app.addHook('onSend', async (req, reply, payload) => {
    const account = req.account;
    if (!account) return payload;
    // Handlers meter only after the decision and the error handler waits for it, so it is known by
    // now; a refusal has already been answered.
    if (account.decision) await account.decision.catch(() => {});
    if (account.request === 'pending') {
      const counted = await usage.countRequest(account.email, account.period, account.allowances.requests);
      account.request = counted.allowed ? 'counted' : 'refused';
      if (!counted.allowed) noteRequestsUsedUp(account);
      account.usage = usageOf(counted);
    }
    setMonthlyHeaders(reply, account);
    return payload;
  });
}

/**
 * The error a request must answer with before its own: the refusal of its per-minute decision (429,
 * or 401 for a key revoked meanwhile) when that decision was still on its way; null otherwise. Waits
 * for the decision, so the headers it sets are on the answer either way.
 */
export async function decisionFirst(req: FastifyRequest): Promise<unknown> {
  const decision = (req as Partial<Pick<FastifyRequest, 'account'>>).account?.decision;
  if (!decision) return null;
  try {
    await decision;
    return null;
  } catch (err) {
    return err;
  }
}
