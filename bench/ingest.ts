// End-to-end ingest: the simulator (local, politeness off) -> discover -> fetch -> store through
// the real BullMQ workers into a fresh PostgreSQL database. Size: BENCH_INGEST_COUNCILS x
// BENCH_INGEST_APPS (default the 3 x 2,000). Parse-only figures are bench/ingest-parse.ts.
import { createDb } from '../core/db.js';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/logger.js';
import { createRedis, redisReady } from '../core/redis.js';
import type { Runtime } from '../core/runtime.js';
import { migrateLatest } from '../migrations/runner.js';
import { CouncilsAdminRepository } from '../core/repositories/councils-admin.repository.js';
import { startSimulator } from '../sim/server.js';
import { runWorkers } from '../workers/main.js';
import { startRun, waitForRun } from '../workers/services/scrape-now.js';
import { report } from './lib.js';
import pg from 'pg';

const COUNCILS = Number(process.env.BENCH_INGEST_COUNCILS ?? 3);
const APPS = Number(process.env.BENCH_INGEST_APPS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 16);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const dbName = `plandata_bench_ingest_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  const prefix = `bench-ingest-${Date.now().toString(36)}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: u.toString(),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    SCRAPER_MIN_DELAY_MS: '0',
    SCRAPER_HOST_CONCURRENCY: String(CONCURRENCY),
    SCRAPER_BACKOFF_MS: '10',
    DATABASE_POOL_MAX: '20',
  });
  const db = createDb({ url: config.DATABASE_URL, poolMax: 20 });
  const redis = createRedis({ url: config.REDIS_URL });
  await redisReady(redis);
  const rt: Runtime = { config, db, redis, logger: createLogger('warn'), close: async () => {} };
  await migrateLatest(db);
  const slugs = Array.from({ length: COUNCILS }, (_, i) => `bench-${i + 1}`);
  const sim = await startSimulator({
    seed: 2026,
    councils: slugs.map((slug) => ({ slug, applications: APPS })),
    day: 30,
  });
  await new CouncilsAdminRepository(db).load(
    slugs.map((slug) => ({
      slug,
      name: slug,
      nation: 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl(slug),
    })),
  );
  const workers = await runWorkers({
    runtime: rt,
    only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
    concurrency: CONCURRENCY,
  });
  const until = sim.today();
  const from = new Date(`${until}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 120);
  const window = { since: from.toISOString().slice(0, 10), until };
  try {
    const started = Date.now();
    const ids = await Promise.all(
      slugs.map(async (s) =>
        startRun(rt, workers.queues, (await new CouncilsAdminRepository(db).bySlug(s))!.id, window),
      ),
    );
    const runs = await Promise.all(ids.map((id) => waitForRun(rt, id, { pollMs: 200 })));
    const secs = (Date.now() - started) / 1000;
    const stored = runs.reduce((n, r) => n + r.stored, 0);
    const pages = Number((await db('fetch_log').count({ n: '*' }))[0].n);
    const failedRuns = runs.filter((r) => r.status !== 'succeeded').length;
    const t2 = Date.now();
    const ids2 = await Promise.all(
      slugs.map(async (s) =>
        startRun(rt, workers.queues, (await new CouncilsAdminRepository(db).bySlug(s))!.id, window),
      ),
    );
    const runs2 = await Promise.all(ids2.map((id) => waitForRun(rt, id, { pollMs: 200 })));
    const secs2 = (Date.now() - t2) / 1000;
    report(
      'ingest',
      {
        councils: COUNCILS,
        applications_stored: stored,
        http_requests: pages,
        seconds: secs,
        applications_per_second: stored / secs,
        requests_per_second: pages / secs,
        failed_runs: failedRuns,
        recheck_seconds: secs2,
        recheck_applications_per_second: runs2.reduce((n, r) => n + r.stored, 0) / secs2,
        recheck_new_versions: runs2.reduce((n, r) => n + r.created + r.changed, 0),
        worker_concurrency: CONCURRENCY,
      },
      {
        apps_per_council: String(APPS),
        politeness: 'off (min delay 0, per-host concurrency = worker concurrency)',
      },
    );
  } finally {
    await workers.stop();
    await sim.close();
    await db.destroy();
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

await main();
process.exit(0);
