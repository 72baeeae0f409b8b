// Limits (spec 8) on every authenticated /v1 request:
// - per minute, in Redis, shared by every API process: a fixed one-minute window per account on the
//   Redis clock, counted by one Lua script (INCR + expiry), so exactly `perMinute` requests pass in a
//   window however many arrive at once;
// - per month (or one-off for Demo), in PostgreSQL: one conditional upsert counts the request only
//   while the allowance lasts;
// and the headers of spec 8 on every response: X-RateLimit-Limit/-Remaining/-Reset, their monthly
// counterparts X-RateLimit-Limit-Month/-Remaining-Month/-Reset-Month, X-Records-Limit-Month and
// X-Records-Remaining-Month. Reset headers are Unix times in seconds. A null (custom) allowance is
// sent as `unlimited`. A 429 carries Retry-After in seconds.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Knex } from '../../core/db.js';
import { RateLimitError } from '../../core/errors.js';
import { nextPeriodStart } from '../../core/plans.js';
import { UsageRepository, type RequestCount } from '../../core/repositories/usage.repository.js';
import type { Account } from './auth.js';

// KEYS[1] = key base; ARGV[1] = window length in ms. Returns {count, ms until the window ends}.
// The window number comes from the Redis clock so every API process agrees on the boundaries.
const perMinuteScript = `
local t = redis.call('TIME')
local nowMs = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local win = tonumber(ARGV[1])
local n = math.floor(nowMs / win)
local key = KEYS[1] .. ':' .. n
local c = redis.call('INCR', key)
if c == 1 then redis.call('PEXPIRE', key, win + 5000) end
return {c, (n + 1) * win - nowMs, (n + 1) * win}
`;

const WINDOW_MS = 60_000;

type WithPerMinute = Redis & {
  plandataPerMinute?: (key: string, windowMs: number) => Promise<[number, number, number]>;
};

export interface PerMinuteResult {
  allowed: boolean;
  limit: number;
  count: number;
  remaining: number;
  /** Unix seconds at which the window ends. */
  resetAt: number;
  retryAfterSeconds: number;
}

/** Counts one request in the account's current one-minute window. */
export async function countPerMinute(
  redis: Redis,
  prefix: string,
  account: string,
  limit: number,
): Promise<PerMinuteResult> {
  const r = redis as WithPerMinute;
  // defineCommand sends EVALSHA and falls back to EVAL once per connection.
  if (typeof r.plandataPerMinute !== 'function') {
    redis.defineCommand('plandataPerMinute', { numberOfKeys: 1, lua: perMinuteScript });
  }
  const [count, msLeft, endMs] = await r.plandataPerMinute!(`${prefix}:ratelimit:${account}`, WINDOW_MS);
  return {
    allowed: count <= limit,
    limit,
    count,
    remaining: Math.max(0, limit - count),
    resetAt: Math.ceil(endMs / 1000),
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
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
  // One-off (Demo) allowances never reset: no reset time to give.
  if (!a.oneOff) reply.header('X-RateLimit-Reset-Month', String(nextPeriodStart().getTime() / 1000));
  reply.header('X-Records-Limit-Month', show(a.records));
  reply.header(
    'X-Records-Remaining-Month',
    a.records === null ? 'unlimited' : String(Math.max(0, a.records - account.usage.records)),
  );
}

/**
 * Adds the limit hooks to `app` (the authenticated /v1 context, after registerAuth). A request refused
 * per minute is not counted against the month.
 */
export function registerLimits(app: FastifyInstance, deps: { db: Knex; redis: Redis; prefix: string }): void {
  const usage = new UsageRepository(deps.db);
  /** Accounts seen over their per-minute limit, with the end of that window (ms), in this process. */
  const overUntil = new Map<string, number>();
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const account = req.account;
    // Both counts at once (one round trip less per request); a request the per-minute limit refuses is
    // then taken off the month again, so it never counts against the monthly allowance. While an
    // account is known to be over its per-minute limit, the window is checked first and alone, so a
    // flood of refused requests costs Redis only.
    const throttled = (overUntil.get(account.email) ?? 0) > Date.now();
    let pm: PerMinuteResult;
    let counted: RequestCount | null;
    if (throttled) {
      pm = await countPerMinute(deps.redis, deps.prefix, account.email, account.allowances.perMinute);
      counted = pm.allowed
        ? await usage.countRequest(account.email, account.period, account.allowances.requests)
        : null;
    } else {
      [pm, counted] = await Promise.all([
        countPerMinute(deps.redis, deps.prefix, account.email, account.allowances.perMinute),
        usage.countRequest(account.email, account.period, account.allowances.requests),
      ]);
    }
    if (!pm.allowed) {
      if (overUntil.size > 10_000) overUntil.clear();
      overUntil.set(account.email, pm.resetAt * 1000);
    }
    if (!counted) counted = { allowed: false, ...(await usage.get(account.email, account.period)) };
    reply.header('X-RateLimit-Limit', String(pm.limit));
    reply.header('X-RateLimit-Remaining', String(pm.remaining));
    reply.header('X-RateLimit-Reset', String(pm.resetAt));
    account.usage = {
      requests: counted.requests,
      records: counted.records,
      exportRows: counted.exportRows,
      contactRecords: counted.contactRecords,
    };
    if (!pm.allowed) {
      if (counted.allowed && !throttled) {
        await usage.uncountRequest(account.email, account.period);
        account.usage.requests = Math.max(0, account.usage.requests - 1);
      }
      throw new RateLimitError(
        `Per-minute limit of ${pm.limit} requests reached for the ${account.plan.label} plan; retry after ${pm.retryAfterSeconds} s.`,
        pm.retryAfterSeconds,
      );
    }
    if (!counted.allowed) {
      const oneOff = account.allowances.oneOff;
      throw new RateLimitError(
        oneOff
          ? `The one-off allowance of ${account.allowances.requests} requests of the Demo plan is used up: move to a paid plan.`
          : `The monthly allowance of ${account.allowances.requests} requests is used up; it renews on the 1st of the month (UTC).`,
        (nextPeriodStart().getTime() - Date.now()) / 1000,
      );
    }
  });
  // onSend runs for answers and errors alike, after the handler has charged its records.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.account) setMonthlyHeaders(reply, req.account);
    return payload;
  });
}
