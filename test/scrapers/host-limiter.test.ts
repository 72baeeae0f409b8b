// The per-host limiter shared through Redis, tested across two real processes (limiter-child.ts)
// against a local server that counts the requests it holds at once: the limit is never exceeded,
// request starts keep the minimum delay across both processes, and a slot held by a killed
// process frees when its lease runs out.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearPrefix, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis.js';
import { HostLimiter } from '../../scrapers/http/host-limiter.js';

const childFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'limiter-child.ts');
const prefixes: string[] = [];
let server: Server;
let target: string;
let inFlight = 0;
let maxInFlight = 0;
let arrivals: { at: number; proc: string }[] = [];
let holdMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    arrivals.push({ at: Date.now(), proc: String(req.headers['x-proc']) });
    setTimeout(() => {
      inFlight--;
      res.end('ok');
    }, holdMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  for (const p of prefixes) await clearPrefix(p);
});

function prefix(): string {
  const p = uniquePrefix();
  prefixes.push(p);
  return p;
}

interface Child {
  proc: ChildProcess;
  ready: Promise<void>;
  done: Promise<{ t0: number }>;
}

function child(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', childFile], {
    env: { ...process.env, LIMIT_REDIS_URL: TEST_REDIS_URL, LIMIT_TARGET: target, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let onReady: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  proc.stdout!.on('data', (d) => {
    out += d;
    if (out.startsWith('ready\n')) onReady();
  });
  const done = new Promise<{ t0: number }>((resolve, reject) =>
    proc.on('close', (code) => {
      if (code !== 0) return reject(new Error(`limiter child exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as { t0: number });
    }),
  );
  return { proc, ready, done };
}

/** Two processes, started together, `requests` each through `loops` parallel loops. */
async function twoProcesses(env: Record<string, string>): Promise<{ t0: number }[]> {
  const kids = [child(env), child(env)];
  await Promise.all(kids.map((k) => k.ready));
  for (const k of kids) k.proc.stdin!.end('go\n');
  return Promise.all(kids.map((k) => k.done));
}

it('two processes together never exceed the per-host concurrency', async () => {
  holdMs = 40;
  maxInFlight = 0;
  arrivals = [];
  await twoProcesses({
    LIMIT_PREFIX: prefix(),
    LIMIT_CONCURRENCY: '2',
    LIMIT_MIN_DELAY_MS: '0',
    LIMIT_REQUESTS: '12',
    LIMIT_LOOPS: '4',
  });
  expect(arrivals).toHaveLength(24);
  expect(new Set(arrivals.map((a) => a.proc)).size).toBe(2);
  // Eight loops wanted a slot at once; the host saw two requests at a time, never more.
  expect(maxInFlight).toBe(2);
}, 60_000);

it('two processes whose loops keep their slots between requests (sessions) never exceed the limit', async () => {
  holdMs = 20;
  maxInFlight = 0;
  arrivals = [];
  await twoProcesses({
    LIMIT_PREFIX: prefix(),
    LIMIT_CONCURRENCY: '3',
    LIMIT_MIN_DELAY_MS: '0',
    LIMIT_REQUESTS: '15',
    LIMIT_LOOPS: '4',
    LIMIT_SESSION: '1',
  });
  expect(arrivals).toHaveLength(30);
  expect(maxInFlight).toBe(3);
}, 60_000);

it('a session keeps a slot for a request that follows at once, never after a pause or with a minimum delay', async () => {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const p = prefix();
    const host = 'portal.example';
    const slotsKey = `${p}:polite:${host}:slots`;
    const limiter = new HostLimiter(redis, { concurrency: 2, minDelayMs: 0, leaseMs: 10_000, prefix: p });
    const session = limiter.session();
    const first = await session.acquire(host, 1000);
    const token = await redis.zrange(slotsKey, 0, -1);
    expect(token).toHaveLength(1);
    await first();
    // Asked for again in the same turn: the same slot, no new token.
    const second = await session.acquire(host, 1000);
    expect(await redis.zrange(slotsKey, 0, -1)).toEqual(token);
    await second();
    // Not asked for again at once: it goes back.
    for (let i = 0; i < 100 && (await limiter.inFlight(host)) > 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await limiter.inFlight(host)).toBe(0);

    // A pause after the slot was taken: the next request waits for it through Redis.
    const third = await session.acquire(host, 1000);
    await third();
    const t = Date.now();
    await limiter.pause(host, 150);
    const fourth = await session.acquire(host, 1000);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
    await fourth();

    // A request longer than the lease has left: the slot is given back and a fresh one taken.
    const fifth = await session.acquire(host, 1000);
    const before = await redis.zrange(slotsKey, 0, -1);
    await fifth();
    const sixth = await session.acquire(host, 9500);
    const after = await redis.zrange(slotsKey, 0, -1);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    await sixth();

    // Another request found the host full moments ago: the slot goes back after each request.
    await redis.set(`${p}:polite:${host}:waiting`, '1', 'PX', 5000);
    const seventh = await session.acquire(host, 1000);
    const contended = await redis.zrange(slotsKey, 0, -1);
    await seventh();
    const eighth = await session.acquire(host, 1000);
    expect(await redis.zrange(slotsKey, 0, -1)).not.toEqual(contended);
    await eighth();
    await redis.del(`${p}:polite:${host}:waiting`);

    // A busy host (fewer than half its slots free once this one is taken): given back too.
    const other = await limiter.acquire(host);
    const ninth = await session.acquire(host, 1000);
    const busy = await redis.zrange(slotsKey, 0, -1);
    await ninth();
    const tenth = await session.acquire(host, 1000);
    const after10 = await redis.zrange(slotsKey, 0, -1);
    expect(after10).toHaveLength(2);
    expect(after10).not.toEqual(busy);
    await tenth();
    await other();

    // With a minimum delay every request start goes through Redis.
    const spaced = new HostLimiter(redis, {
      concurrency: 4,
      minDelayMs: 100,
      leaseMs: 10_000,
      prefix: prefix(),
    });
    const s2 = spaced.session();
    const a = await s2.acquire(host, 1000);
    await a();
    const t2 = Date.now();
    const b = await s2.acquire(host, 1000);
    expect(Date.now() - t2).toBeGreaterThanOrEqual(80);
    await b();
  } finally {
    redis.disconnect();
  }
});

it('a slot given back while another request of the process waits goes to it without Redis, within its rules', async () => {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const p = prefix();
    const host = 'portal.example';
    const slotsKey = `${p}:polite:${host}:slots`;
    const limiter = new HostLimiter(redis, { concurrency: 1, minDelayMs: 0, leaseMs: 10_000, prefix: p });
    const first = await limiter.take(host, 1000);
    const waiting = limiter.take(host, 1000);
    await new Promise((r) => setTimeout(r, 30));
    await limiter.give(first);
    // Handed on: the same slot, still the one token in Redis.
    const second = await waiting;
    expect(second.token).toBe(first.token);
    expect(await redis.zrange(slotsKey, 0, -1)).toEqual([first.token]);

    // Past 250 ms since its acquire it goes back through Redis: the waiter gets a slot of its own.
    await new Promise((r) => setTimeout(r, 300));
    const third = limiter.take(host, 1000);
    await limiter.give(second);
    const got = await third;
    expect(got.token).not.toBe(first.token);
    expect(await redis.zrange(slotsKey, 0, -1)).toEqual([got.token]);

    // Not after this process paused the host: the waiter waits for the pause through Redis.
    const fourth = limiter.take(host, 1000);
    await limiter.pause(host, 120);
    const t = Date.now();
    await limiter.give(got);
    const after = await fourth;
    expect(after.token).not.toBe(got.token);
    expect(Date.now() - t).toBeGreaterThanOrEqual(100);
    await limiter.give(after);

    // Nor with a minimum delay: every request start is spaced through Redis.
    const spaced = new HostLimiter(redis, {
      concurrency: 1,
      minDelayMs: 80,
      leaseMs: 10_000,
      prefix: prefix(),
    });
    const a = await spaced.take(host, 1000);
    const b = spaced.take(host, 1000);
    await spaced.give(a);
    const t2 = Date.now();
    expect((await b).token).not.toBe(a.token);
    expect(Date.now() - t2).toBeGreaterThanOrEqual(60);
  } finally {
    redis.disconnect();
  }
});

it('two processes together keep the minimum delay between request starts', async () => {
  holdMs = 0;
  maxInFlight = 0;
  arrivals = [];
  const minDelay = 50;
  const results = await twoProcesses({
    LIMIT_PREFIX: prefix(),
    LIMIT_CONCURRENCY: '16',
    LIMIT_MIN_DELAY_MS: String(minDelay),
    LIMIT_REQUESTS: '8',
    LIMIT_LOOPS: '4',
  });
  expect(arrivals).toHaveLength(16);
  // No request was granted before the earlier of the two first acquires, and each of the 16 starts
  // came at least minDelay after the one before, whichever process made it: so the last arrived
  // no sooner than 15 delays later. (A per-process delay would allow about 7.)
  const first = Math.min(...results.map((r) => r.t0));
  const last = Math.max(...arrivals.map((a) => a.at));
  expect(last - first).toBeGreaterThanOrEqual(15 * minDelay - 2);
}, 60_000);

it('a slot held by a killed process frees when its lease runs out', async () => {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const p = prefix();
    const opts = { concurrency: 1, minDelayMs: 0, leaseMs: 300, prefix: p };
    // A holder that never releases stands for a process SIGKILLed mid-request.
    await new HostLimiter(redis, opts).acquire('portal.example');
    const other = new HostLimiter(redis, opts);
    expect(await other.inFlight('portal.example')).toBe(1);
    const release = await other.acquire('portal.example');
    expect(await other.inFlight('portal.example')).toBe(1);
    await release();
    // The release reaches Redis on the next turn of the event loop (or with the next acquire).
    for (let i = 0; i < 100 && (await other.inFlight('portal.example')) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await other.inFlight('portal.example')).toBe(0);
  } finally {
    redis.disconnect();
  }
});
