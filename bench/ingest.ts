// End-to-end ingest: the simulator (local, politeness off) -> discover -> fetch -> store through
// the real BullMQ workers into a fresh PostgreSQL database. Size: BENCH_INGEST_COUNCILS x
// BENCH_INGEST_APPS (default the 3 x 2,000). Parse-only figures are bench/ingest-parse.ts.
// The simulator runs in a child process of its own (this file again, BENCH_INGEST_SIM_CHILD=1) so
// its page rendering is not charged to the workers: the CPU seconds of each process are reported.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
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

interface SimHandle {
  portalUrl(slug: string): string;
  today: string;
  cpuSeconds(): Promise<number>;
  close(): Promise<void>;
}

type SimMessage = { type: 'ready'; url: string; today: string } | { type: 'cpu'; seconds: number };

/** The simulator in its own process; answers its base URL and today's date, and its CPU time on ask. */
function simulatorProcess(slugs: string[]): Promise<SimHandle> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_INGEST_SIM_CHILD: '1', BENCH_INGEST_SLUGS: slugs.join(',') },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: SimMessage['type']) =>
    new Promise<SimMessage>((resolve, reject) => {
      const onMsg = (m: SimMessage) => {
        if (m.type !== type) return;
        child.off('message', onMsg);
        resolve(m);
      };
      child.on('message', onMsg);
      child.once('exit', (code) => reject(new Error(`simulator exited (${code})`)));
    });
  return next('ready').then((m) => {
    const ready = m as Extract<SimMessage, { type: 'ready' }>;
    return {
      portalUrl: (slug) => `${ready.url}/${slug}/online-applications`,
      today: ready.today,
      cpuSeconds: async () => {
        const p = next('cpu');
        child.send({ type: 'cpu' });
        return ((await p) as Extract<SimMessage, { type: 'cpu' }>).seconds;
      },
      close: async () => {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      },
    };
  });
}

async function simChild(): Promise<void> {
  const slugs = (process.env.BENCH_INGEST_SLUGS ?? '').split(',');
  const sim = await startSimulator({
    seed: 2026,
    councils: slugs.map((slug) => ({ slug, applications: APPS })),
    day: 30,
  });
  process.on('message', (m: { type: string }) => {
    if (m.type === 'cpu') {
      const u = process.cpuUsage();
      process.send!({ type: 'cpu', seconds: (u.user + u.system) / 1e6 });
    }
  });
  process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)));
  process.send!({ type: 'ready', url: sim.url, today: sim.today() });
}

/** CPU seconds (user + system) of every PostgreSQL process and of redis-server, from /proc. */
function serverCpuSeconds(): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSafe('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!/^(postgres|redis-server)/.test(name)) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: a backend that exits is reaped by the postmaster,
      // whose child times then carry it, so the sum does not drop when connections close.
      total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / tick;
    } catch {
      // the process ended while we read
    }
  }
  return total;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

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
  const sim = await simulatorProcess(slugs);
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
  const until = sim.today;
  const from = new Date(`${until}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 120);
  const window = { since: from.toISOString().slice(0, 10), until };
  try {
    const load0 = os.loadavg()[0];
    const cpu0 = { own: ownCpuSeconds(), sim: await sim.cpuSeconds(), servers: serverCpuSeconds() };
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
    const cpu1 = { own: ownCpuSeconds(), sim: await sim.cpuSeconds(), servers: serverCpuSeconds() };
    const load1 = os.loadavg()[0];
    const t2 = Date.now();
    const ids2 = await Promise.all(
      slugs.map(async (s) =>
        startRun(rt, workers.queues, (await new CouncilsAdminRepository(db).bySlug(s))!.id, window),
      ),
    );
    const runs2 = await Promise.all(ids2.map((id) => waitForRun(rt, id, { pollMs: 200 })));
    const secs2 = (Date.now() - t2) / 1000;
    const cpu2 = { own: ownCpuSeconds(), sim: await sim.cpuSeconds(), servers: serverCpuSeconds() };
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
        cpu_s_workers: cpu1.own - cpu0.own,
        cpu_s_simulator: cpu1.sim - cpu0.sim,
        cpu_s_postgres_redis: cpu1.servers - cpu0.servers,
        cpu_ms_workers_per_application: ((cpu1.own - cpu0.own) * 1000) / Math.max(1, stored),
        recheck_cpu_s_workers: cpu2.own - cpu1.own,
        recheck_cpu_s_simulator: cpu2.sim - cpu1.sim,
        recheck_cpu_s_postgres_redis: cpu2.servers - cpu1.servers,
        load_avg_1m_start: load0,
        load_avg_1m_end: load1,
      },
      {
        apps_per_council: String(APPS),
        politeness: 'off (min delay 0, per-host concurrency = worker concurrency)',
        simulator: 'separate child process (its CPU reported apart, not charged to the workers)',
        cpu_postgres_redis:
          'every postgres and redis-server process on the machine, from /proc (includes other users)',
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

if (process.env.BENCH_INGEST_SIM_CHILD === '1') {
  await simChild();
} else {
  await main();
  process.exit(0);
}
