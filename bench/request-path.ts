// bench/request-path: CPU per request of the request path (the key check, the per-minute script in
// Redis, the monthly count, the hooks, serialisation, Fastify inject), for one checkout or two. With
// two (BENCH_TREES=/path/before,/path/after, each a checkout with its node_modules), both apps are
// built in this one process from their own source and their requests alternate in blocks, so both
// meet the same load: on a busy host the ratio after/before is far steadier than two bench/api runs
// (whose CPU figures move by 30% from run to run at load 20). Reads the database bench/api made.
//
//   BENCH_ROWS=200000 npm run bench -- api                      once, to make the database
//   BENCH_ROWS=200000 npm run bench -- request-path             this checkout
//   BENCH_TREES=/tmp/before,$PWD BENCH_ROWS=200000 npx tsx bench/request-path.ts
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import type { RouteModule } from '../api/deps.js';
import { benchDbUrl, report, type Figures } from './lib.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DB_NAME = process.env.BENCH_DB ?? 'plandata_bench';
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 16);
const PER_BLOCK = Number(process.env.BENCH_BLOCK_REQUESTS ?? 150);
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = process.env.BENCH_TREES?.split(',') ?? [here];

interface Built {
  name: string;
  app: FastifyInstance;
  db: Knex;
  redis: Redis;
  keys: string[];
  tag: string;
  next: number;
}

// The authenticated no-op of bench/api: a metered read whose handler does nothing.
const noop: RouteModule = async (v1) => {
  v1.get('/v1/_bench/noop', { config: { meteredRead: true }, schema: { hide: true } }, async (req) => {
    await req.account.decision;
    return { data: null, meta: {} };
  });
};

async function build(root: string, i: number): Promise<Built> {
  const load = async <T>(rel: string): Promise<T> => (await import(path.join(root, rel))) as T;
  const { buildApp } = await load<typeof import('../api/app.js')>('api/app.ts');
  const { loadConfig } = await load<typeof import('../core/config.js')>('core/config.ts');
  const { createDb } = await load<typeof import('../core/db.js')>('core/db.ts');
  const { createLogger } = await load<typeof import('../core/logger.js')>('core/logger.ts');
  const { createRedis, redisReady } = await load<typeof import('../core/redis.js')>('core/redis.ts');
  const { KeysRepository } = await load<typeof import('../core/repositories/keys.repository.js')>(
    'core/repositories/keys.repository.ts',
  );
  const tag = `rp${process.pid}t${i}`;
  const url = benchDbUrl(DB_NAME);
  const db = createDb({ url, poolMax: 12, applicationName: 'plandata-bench' });
  const config = loadConfig({ DATABASE_URL: url, REDIS_PREFIX: tag, LOG_LEVEL: 'silent' });
  const redis = createRedis({ url: config.REDIS_URL });
  await redisReady(redis);
  const app = await buildApp({ config, db, redis, logger: createLogger('silent') }, { extraRoutes: [noop] });
  await app.ready();
  const keys: string[] = [];
  for (let k = 0; k < 64; k++)
    keys.push(
      (await new KeysRepository(db).create({ email: `${tag}-${k}@example.com`, plan: 'enterprise' })).key,
    );
  return { name: TREES.length > 1 ? `t${i}` : 'this', app, db, redis, keys, tag, next: 0 };
}

async function main(): Promise<void> {
  const built: Built[] = [];
  for (const [i, root] of TREES.entries()) built.push(await build(root, i));
  const ids = (
    await built[0].db.raw(
      `SELECT public_id FROM applications WHERE id IN (SELECT 1 + floor(random() * ${ROWS})::bigint FROM generate_series(1, 500))`,
    )
  ).rows.map((r: { public_id: string }) => r.public_id) as string[];
  const cases: Record<string, () => string> = {
    fixed_overhead: () => '/v1/categories',
    noop_floor: () => '/v1/_bench/noop',
    by_id: () => `/v1/applications/${ids[Math.floor(Math.random() * ids.length)]}`,
  };
  const one = async (b: Built, url: string): Promise<void> => {
    const r = await b.app.inject({ url, headers: { authorization: `Bearer ${b.keys[b.next++ % 64]}` } });
    if (r.statusCode !== 200) throw new Error(`${b.name} ${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  };
  // Warm-up: past the JIT's tiers and the statements' preparation on every pooled connection.
  for (const url of Object.values(cases))
    for (const b of built) for (let i = 0; i < 1500; i++) await one(b, url());
  const cpu: Record<string, number[][]> = {};
  for (let blk = 0; blk < BLOCKS; blk++)
    for (const [name, url] of Object.entries(cases)) {
      // Alternate which tree goes first, so neither always follows the other.
      const order = blk % 2 ? [...built.keys()].reverse() : [...built.keys()];
      for (const t of order) {
        const c0 = process.cpuUsage();
        for (let i = 0; i < PER_BLOCK; i++) await one(built[t], url());
        const c = process.cpuUsage(c0);
        ((cpu[name] ??= built.map(() => []))[t] ??= []).push((c.user + c.system) / PER_BLOCK);
      }
    }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  const figures: Figures = {};
  for (const [name, perTree] of Object.entries(cpu)) {
    perTree.forEach((xs, t) => (figures[`${name}_${built[t].name}_cpu_us_per_request`] = mean(xs)));
    if (built.length === 2) {
      // Block by block: each pair of blocks ran back to back, under the same load.
      figures[`${name}_ratio_block_median`] = median(perTree[1].map((x, i) => x / perTree[0][i]));
      figures[`${name}_ratio_mean`] = mean(perTree[1]) / mean(perTree[0]);
    }
  }
  report(`request-path${ROWS === 1_000_000 ? '' : `-${ROWS}`}`, figures, {
    trees: TREES.map((t, i) => `t${i}=${t}`).join(' '),
    blocks: `${BLOCKS} x ${PER_BLOCK} requests per case and tree`,
    load_average: os.loadavg()[0].toFixed(2),
  });
  for (const b of built) {
    await b.app.close();
    b.redis.disconnect();
    await b.db('api_keys').where('email', 'like', `${b.tag}-%`).delete();
    for (const t of ['usage_records', 'usage_monthly'])
      await b.db(t).where('account', 'like', `${b.tag}-%`).delete();
    await b.db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
