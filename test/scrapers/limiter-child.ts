// A process that takes the per-host limiter (scrapers/http/host-limiter.ts) for each of its
// requests, run twice at once by host-limiter.test.ts. It connects, prints "ready", waits for
// "go" on stdin (so both processes start together), then runs LOOPS request loops in parallel,
// REQUESTS in all, and prints {"t0": <ms before its first acquire>} as its last line. With
// LIMIT_SESSION=1 each loop takes its slots through a session of its own (HostSession: a slot
// carries the loop's next request when it follows at once), as the polite client does.
import { Redis } from 'ioredis';
import { request } from 'undici';
import { HostLimiter } from '../../scrapers/http/host-limiter.js';

const env = (k: string) => {
  const v = process.env[k];
  if (v === undefined) throw new Error(`${k} is required`);
  return v;
};
const target = new URL(env('LIMIT_TARGET'));
const redis = new Redis(env('LIMIT_REDIS_URL'));
const limiter = new HostLimiter(redis, {
  concurrency: Number(env('LIMIT_CONCURRENCY')),
  minDelayMs: Number(env('LIMIT_MIN_DELAY_MS')),
  leaseMs: 10_000,
  prefix: env('LIMIT_PREFIX'),
});
let left = Number(env('LIMIT_REQUESTS'));
const loops = Number(env('LIMIT_LOOPS'));

await redis.ping();
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
const t0 = Date.now();
const sessions = process.env.LIMIT_SESSION === '1';
await Promise.all(
  Array.from({ length: loops }, async () => {
    const session = limiter.session();
    while (left > 0) {
      left--;
      const release = sessions
        ? await session.acquire(target.host, 5000)
        : await limiter.acquire(target.host);
      try {
        const r = await request(target, { headers: { 'x-proc': String(process.pid) } });
        await r.body.text();
      } finally {
        await release();
      }
    }
  }),
);
process.stdout.write(`${JSON.stringify({ t0 })}\n`);
redis.disconnect();
process.exit(0);
