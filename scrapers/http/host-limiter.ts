// Per-host politeness shared by every worker process through Redis (ARCHITECTURE, Scrapers): at
// most `concurrency` requests in flight to one host, request starts at least `minDelayMs` apart,
// and a host-wide pause when the portal asks us to back off (429, Retry-After). Slots are leases
// in a sorted set scored by expiry, so a worker killed mid-request frees its slot when the lease
// runs out instead of blocking the host for ever. Time comes from Redis (TIME), so processes with
// skewed clocks still agree. Within a process, requests waiting for a host queue in order and one of
// them at a time asks Redis, and a slot given back while others wait goes to the next at once (see
// HostLimiter.give): a full host no longer costs a Redis call per waiting request every few
// milliseconds (docs/benchmarks/ingest.md).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import { scriptCommand, type ScriptCall } from '../../core/redis.js';

// KEYS[1] slots zset, KEYS[2] next-start key, KEYS[3] waiting flag. ARGV: limit, minDelayMs,
// leaseMs, token, then the tokens of finished requests to release first (releases ride along
// with the next acquire). Returns 0 when a slot was taken with at least half the slots still
// free, -2 when it was taken but the host is busy (fewer free, or another request found it full
// moments ago: the slot should not be kept, HostSession), -1 when full, else the wait in ms
// before the next start is allowed.

const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local minDelay = tonumber(ARGV[2])
local lease = tonumber(ARGV[3])
if #ARGV > 4 then redis.call('ZREM', KEYS[1], unpack(ARGV, 5)) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local nextAt = tonumber(redis.call('GET', KEYS[2]) or '0')
if nextAt > now then return nextAt - now end
if redis.call('ZCARD', KEYS[1]) >= limit then
  redis.call('SET', KEYS[3], '1', 'PX', 100)
  return -1
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[4])
redis.call('PEXPIRE', KEYS[1], lease + 1000)
if minDelay > 0 then redis.call('SET', KEYS[2], now + minDelay, 'PX', minDelay + 1000) end
if redis.call('EXISTS', KEYS[3]) == 1 then return -2 end
if (limit - redis.call('ZCARD', KEYS[1])) * 2 < limit then return -2 end
return 0
`;

// KEYS[1] next-start key. ARGV: pauseMs. Pushes the next start out, never pulls it in.
const PAUSE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local want = now + tonumber(ARGV[1])
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if want > cur then redis.call('SET', KEYS[1], want, 'PX', tonumber(ARGV[1]) + 1000) end
return want - now
`;

export interface HostLimiterOptions {
  /** Requests in flight per host across all processes (SCRAPER_HOST_CONCURRENCY). */
  concurrency: number;
  /** Minimum gap between request starts to one host (SCRAPER_MIN_DELAY_MS). */
  minDelayMs: number;
  /** Longest a slot is held; must exceed the request timeout so a live request keeps its slot. */
  leaseMs: number;
  /** Redis key prefix (REDIS_PREFIX). */
  prefix: string;
}

function scripts(redis: Redis): { acquire: ScriptCall<number>; pause: ScriptCall<number> } {
  return {
    acquire: scriptCommand(redis, 'plandataPoliteAcquire', 3, ACQUIRE),
    pause: scriptCommand(redis, 'plandataPolitePause', 1, PAUSE),
  };
}

/** A slot this process holds: its token and when the acquire that took it was sent. */
export interface HeldSlot {
  readonly host: string;
  readonly slots: string;
  readonly token: string;
  /** performance.now() when the acquire was sent: the lease ends no sooner than this + leaseMs. */
  readonly since: number;
  /** Half the host's slots were still free when this one was taken, and nobody had just found it full. */
  readonly uncontended: boolean;
}

// Slot tokens: unique across processes by a random part drawn once per process, then a counter
// (a random draw per request showed in the ingest profile).
const tokenBase = randomBytes(8).toString('hex');
let tokenSeq = 0;

/** A request waiting in this process for a slot on a host. */
interface Waiter {
  token: string;
  /** Longest the request may take (its timeout): a slot handed on must outlast it. */
  requestMs: number;
  resolve(slot: HeldSlot): void;
  reject(err: unknown): void;
}

export class HostLimiter {
  /** Released tokens per slots key, not yet removed in Redis (see release below). */
  private readonly pending = new Map<string, string[]>();
  /** performance.now() of the last pause this process asked for, per host (see mayKeep). */
  private readonly pausedAt = new Map<string, number>();
  /** This process's requests waiting for a slot, per host, in arrival order. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** Hosts whose waiters are being served (one Redis caller per host: pump). */
  private readonly pumping = new Set<string>();
  private readonly script: { acquire: ScriptCall<number>; pause: ScriptCall<number> };

  constructor(
    private readonly redis: Redis,
    readonly opts: HostLimiterOptions,
  ) {
    this.script = scripts(redis);
  }

  /**
   * Releasing a slot costs no round trip of its own when another request to the host follows at
   * once (the next page of the same application, or another job's): the token is removed by that
   * acquire's script, before it counts the slots. Otherwise it is removed on the next turn of the
   * event loop. Until then the slot still counts as taken, which can only make the limit stricter.
   */
  private release(slots: string, token: string): Promise<void> {
    let list = this.pending.get(slots);
    if (!list) {
      this.pending.set(slots, (list = []));
      setImmediate(() => void this.flush(slots));
    }
    list.push(token);
    return Promise.resolve();
  }

  private takePending(slots: string): string[] {
    const list = this.pending.get(slots);
    if (!list) return [];
    this.pending.delete(slots);
    return list;
  }

  private async flush(slots: string): Promise<void> {
    const tokens = this.takePending(slots);
    if (tokens.length) await this.redis.zrem(slots, ...tokens).catch(() => {});
  }

  private keys(host: string): [string, string, string] {
    const base = `${this.opts.prefix}:polite:${host.toLowerCase()}`;
    return [`${base}:slots`, `${base}:next`, `${base}:waiting`];
  }

  /** Waits for a slot on `host`; resolves with a release function. */
  async acquire(host: string, requestMs?: number): Promise<() => Promise<void>> {
    const held = await this.take(host, requestMs);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await this.give(held);
    };
  }

  /**
   * Waits for a slot on `host` for a request of at most `requestMs` (without it, a slot is never
   * handed on to it: see give) and holds it until `give`.
   */
  take(host: string, requestMs = this.opts.leaseMs): Promise<HeldSlot> {
    const key = host.toLowerCase();
    const token = `${tokenBase}:${(tokenSeq++).toString(36)}`;
    return new Promise<HeldSlot>((resolve, reject) => {
      let q = this.waiting.get(key);
      if (!q) this.waiting.set(key, (q = []));
      q.push({ token, requestMs, resolve, reject });
      if (!this.pumping.has(key)) void this.pump(host);
    });
  }

  /**
   * Serves this process's waiters for `host` in order, one Redis call at a time: a slot taken goes
   * to the first waiter and the next is asked for at once; a full host is asked again after a short
   * jittered wait (so waiting processes do not move in lock-step), a host in its minimum delay or
   * pause when that ends.
   */
  private async pump(host: string): Promise<void> {
    const key = host.toLowerCase();
    const [slots, next, waiting] = this.keys(host);
    this.pumping.add(key);
    try {
      for (;;) {
        const q = this.waiting.get(key);
        const w = q?.[0];
        if (!q || !w) break;
        const releasing = this.takePending(slots);
        const since = performance.now();
        let wait: number;
        try {
          wait = await this.script.acquire(
            slots,
            next,
            waiting,
            this.opts.concurrency,
            this.opts.minDelayMs,
            this.opts.leaseMs,
            w.token,
            ...releasing,
          );
        } catch (err) {
          // The releases did not reach Redis: hand them to the next call (or the flush).
          for (const t of releasing) void this.release(slots, t);
          const i = q.indexOf(w);
          if (i >= 0) {
            q.splice(i, 1);
            w.reject(err);
          }
          continue;
        }
        if (wait === 0 || wait === -2) {
          const slot: HeldSlot = { host, slots, token: w.token, since, uncontended: wait === 0 };
          const i = q.indexOf(w);
          if (i >= 0) {
            q.splice(i, 1);
            w.resolve(slot);
          } else {
            // Served meanwhile by a slot handed on (give): this one goes to the next, or back.
            void this.give(slot);
          }
          continue;
        }
        await new Promise((r) => setTimeout(r, wait > 0 ? wait : 5 + Math.random() * 10));
      }
    } finally {
      this.pumping.delete(key);
      if (!this.waiting.get(key)?.length) this.waiting.delete(key);
    }
  }

  /**
   * Gives a slot back: to the first request of this process waiting for the host, when the slot may
   * carry it (mayCarry), with no Redis call; else back in Redis (removed by the next acquire's script
   * or on the next turn).
   */
  give(held: HeldSlot): Promise<void> {
    const q = this.waiting.get(held.host.toLowerCase());
    if (q?.length && this.mayCarry(held, q[0].requestMs)) {
      q.shift()!.resolve(held);
      return Promise.resolve();
    }
    return this.release(held.slots, held.token);
  }

  /**
   * Whether a slot this process holds may carry one more request of at most `requestMs` without
   * going back through Redis (handed to another waiting request, give; or kept by a session,
   * mayKeep). Only without a minimum delay (with one, every request start must be spaced through
   * Redis); only within HAND_ON_MS of the acquire that took it (a pause another process asks for
   * reaches this process's requests at most that late, and the slots go round every process
   * waiting: a slot past it goes back to Redis, where each process's waiters ask in turn); only
   * while its lease certainly outlasts the request (so the lease never ends under a live request);
   * and never after this process paused the host since the slot was taken (a pause must stop the
   * next request). The limit itself holds as before: the slot still counts in Redis and carries one
   * request at a time.
   */
  private mayCarry(held: HeldSlot, requestMs: number): boolean {
    if (this.opts.minDelayMs !== 0) return false;
    const age = performance.now() - held.since;
    if (age > HAND_ON_MS || age + requestMs + KEEP_MARGIN_MS > this.opts.leaseMs) return false;
    const paused = this.pausedAt.get(held.host.toLowerCase());
    return paused === undefined || paused < held.since;
  }

  /**
   * Whether a session may keep the slot for its next request (HostSession): mayCarry, and only when
   * the host was far from its limit (half its slots free, nobody having just found it full). On a
   * busy host a session's slot goes back after each request, to the first request waiting for it,
   * so other jobs and processes get their turn (keeping them in sessions made two worker processes
   * wait on each other; docs/benchmarks/ingest.md).
   */
  mayKeep(held: HeldSlot, requestMs: number): boolean {
    return this.keepable(held) && this.mayCarry(held, requestMs);
  }

  /** A slot that may be kept at all: no minimum delay, and taken while the host was not busy. */
  keepable(held: HeldSlot): boolean {
    return this.opts.minDelayMs === 0 && held.uncontended;
  }

  /** Slots kept between the requests of one session (one portal session, one application). */
  session(): HostSession {
    return new HostSession(this);
  }

  /** Every process holds off `host` for `ms` (a 429 or block page: back off together). */
  async pause(host: string, ms: number): Promise<void> {
    if (ms <= 0) return;
    this.pausedAt.set(host.toLowerCase(), performance.now());
    await this.script.pause(this.keys(host)[1], Math.ceil(ms));
  }

  /** Requests currently in flight to `host` (for tests and `plandata scrape` progress). */
  async inFlight(host: string): Promise<number> {
    const [slots] = this.keys(host);
    const t = await this.redis.time();
    const now = Number(t[0]) * 1000 + Math.floor(Number(t[1]) / 1000);
    return this.redis.zcount(slots, now, '+inf');
  }
}

// A kept slot's lease must outlast the next request by at least this much (clock steps, latency).
const KEEP_MARGIN_MS = 1000;

// How long after its acquire a slot may still be handed to another waiting request of this process
// or kept by a session without a Redis call (HostLimiter.mayCarry).
const HAND_ON_MS = 250;

/**
 * The slots of one session (a PoliteClient: one application's pages, or one council's search).
 * Without a minimum delay, the slot a request has just finished with carries the session's next
 * request to the same host when that request starts at once (the next page of the application,
 * asked for in the same turn of the event loop): one Redis script call per application instead
 * of one per page (docs/benchmarks/ingest.md). A slot not asked for again by then goes back as
 * before. Slots are per session, not per process, so the slots still circulate among the
 * processes between applications.
 */
export class HostSession {
  private readonly idle = new Map<string, HeldSlot>();

  constructor(private readonly limiter: HostLimiter) {}

  /** Waits for a slot on `host` for a request of at most `requestMs`; resolves with its release. */
  async acquire(host: string, requestMs: number): Promise<() => Promise<void>> {
    let held = this.idle.get(host);
    if (held) {
      this.idle.delete(host);
      if (!this.limiter.mayKeep(held, requestMs)) {
        await this.limiter.give(held);
        held = undefined;
      }
    }
    const slot = held ?? (await this.limiter.take(host, requestMs));
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await this.park(slot);
    };
  }

  private async park(slot: HeldSlot): Promise<void> {
    // Never kept (mayKeep): given back at once, as a limiter slot always was.
    if (!this.limiter.keepable(slot)) return this.limiter.give(slot);
    const before = this.idle.get(slot.host);
    this.idle.set(slot.host, slot);
    if (before) await this.limiter.give(before);
    setImmediate(() => {
      if (this.idle.get(slot.host) !== slot) return;
      this.idle.delete(slot.host);
      void this.limiter.give(slot);
    });
  }
}
