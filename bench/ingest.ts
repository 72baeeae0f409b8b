// End-to-end ingest: the simulator (local, politeness off) -> discover -> fetch -> store through
// the real BullMQ workers into a fresh PostgreSQL database. Size: BENCH_INGEST_COUNCILS x
// BENCH_INGEST_APPS (default the 3 x 2,000). Parse-only figures are bench/ingest-parse.ts.
// The simulator runs in a child process of its own (this file again, BENCH_INGEST_SIM_CHILD=1) so
// its page rendering is not charged to the workers: the CPU seconds of each process are reported.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDb } from '../core/db.js';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/logger.js';
import { createRedis, redisReady, type Redis } from '../core/redis.js';
import type { Runtime } from '../core/runtime.js';
import { migrateLatest } from '../migrations/runner.js';
import { CouncilsAdminRepository } from '../core/repositories/councils-admin.repository.js';
import { startSimulator } from '../sim/server.js';
import { runWorkers } from '../workers/main.js';
import { Queues } from '../core/queues.js';
import { startRun, waitForRun } from '../workers/services/scrape/now.js';
import { benchDbUrl, report } from './lib.js';
import pg from 'pg';

const COUNCILS = Number(process.env.BENCH_INGEST_COUNCILS ?? 3);
const APPS = Number(process.env.BENCH_INGEST_APPS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 16);
// Worker processes: 0 runs the workers inside this process (the default, as before); N > 0 starts
// N `plandata worker` processes (a deployment runs one per core), each with CONCURRENCY.
const PROCS = Number(process.env.BENCH_INGEST_WORKER_PROCS ?? 0);
// Node options of those worker processes, e.g. `--max-semi-space-size=32` (a larger young
// generation: fewer scavenges of the short-lived DOMs each page parse leaves; measured in
// docs/benchmarks/ingest.md). Empty by default: the workers run as `plandata worker` runs.
const WORKER_NODE_OPTIONS = process.env.BENCH_INGEST_NODE_OPTIONS ?? '';
// Node flags NODE_OPTIONS refuses, given on the worker processes' and the simulator's command
// lines (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them); space separated.
const execArgs = (v: string | undefined) => (v ?? '').split(' ').filter(Boolean);
const WORKER_EXEC_ARGS = execArgs(process.env.BENCH_INGEST_WORKER_EXEC_ARGS);
const SIM_EXEC_ARGS = execArgs(process.env.BENCH_INGEST_SIM_EXEC_ARGS);

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
    execArgv: ['--import', 'tsx', ...SIM_EXEC_ARGS],
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
  // The bench died (killed, timed out): do not stay behind as an orphan.
  process.on('disconnect', () => process.exit(0));
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

/** CPU seconds so far of each PostgreSQL backend connected to the bench database. */
async function dbBackends(admin: pg.Client, dbName: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    dbName,
  ]);
  return new Map(rows.map((r) => [r.pid, procCpuSeconds(r.pid)]));
}

/** CPU the bench database's backends used between two snapshots (a backend gone by `b` is missed). */
function backendDelta(a: Map<number, number>, b: Map<number, number>): number {
  let t = 0;
  for (const [pid, cpu] of b) t += cpu - (a.get(pid) ?? 0);
  return t;
}

/** CPU seconds (user + system) the Redis server has used (INFO cpu): every client's, not only ours. */
async function redisCpuSeconds(redis: ReturnType<typeof createRedis>): Promise<number> {
  const info = await redis.info('cpu');
  let s = 0;
  for (const m of info.matchAll(/^used_cpu_(?:sys|user):([\d.]+)/gm)) s += Number(m[1]);
  return s;
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

interface BenchWorkers {
  queues: Queues;
  cpuSeconds(): Promise<number>;
  /** CPU seconds of each worker process (how evenly the work, and the host's slots, were shared). */
  eachCpuSeconds(): number[];
  stop(): Promise<void>;
}

async function inProcessWorkers(rt: Runtime): Promise<BenchWorkers> {
  const h = await runWorkers({
    runtime: rt,
    only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
    concurrency: CONCURRENCY,
  });
  return {
    queues: h.queues,
    cpuSeconds: async () => ownCpuSeconds(),
    eachCpuSeconds: () => [ownCpuSeconds()],
    stop: () => h.stop(),
  };
}

/** CPU seconds (user + system) of one process, from /proc. */
function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

async function workerProcesses(config: ReturnType<typeof loadConfig>, n: number): Promise<BenchWorkers> {
  const bin = fileURLToPath(new URL('../bin/plandata.js', import.meta.url));
  const env = {
    ...process.env,
    DATABASE_URL: config.DATABASE_URL,
    REDIS_PREFIX: config.REDIS_PREFIX,
    LOG_LEVEL: 'warn',
    SCRAPER_MIN_DELAY_MS: '0',
    SCRAPER_HOST_CONCURRENCY: String(config.SCRAPER_HOST_CONCURRENCY),
    SCRAPER_BACKOFF_MS: String(config.SCRAPER_BACKOFF_MS),
    DATABASE_POOL_MAX: '20',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, WORKER_NODE_OPTIONS].filter(Boolean).join(' '),
  };
  const children = Array.from({ length: n }, () =>
    spawn(
      process.execPath,
      [
        ...WORKER_EXEC_ARGS,
        bin,
        'worker',
        '--queues',
        'scrape.council,scrape.fetch,scrape.store',
        '--concurrency',
        String(CONCURRENCY),
      ],
      { env, stdio: ['ignore', 'inherit', 'inherit'] },
    ),
  );
  const conn = createRedis({ url: config.REDIS_URL, forQueues: true });
  const queues = new Queues(conn, config.REDIS_PREFIX);
  // Wait until every worker has registered on the fetch queue; one that exits first fails the bench.
  for (;;) {
    const gone = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (gone) {
      for (const c of children) c.kill('SIGKILL');
      await queues.close();
      conn.disconnect();
      throw new Error(`a worker process exited before it was ready (${gone.exitCode ?? gone.signalCode})`);
    }
    const ws = await queues.get('scrape.fetch').getWorkers();
    if (ws.length >= n) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const eachCpuSeconds = () => children.map((c) => procCpuSeconds(c.pid!));
  return {
    queues,
    cpuSeconds: async () => ownCpuSeconds() + eachCpuSeconds().reduce((t, c) => t + c, 0),
    eachCpuSeconds,
    stop: async () => {
      await Promise.all(
        children.map((c) => {
          const gone = new Promise((r) => c.once('exit', r));
          c.kill('SIGTERM');
          return gone;
        }),
      );
      await queues.close();
      conn.disconnect();
    },
  };
}

async function main(): Promise<void> {
  const dbName = `plandata_bench_ingest_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: benchDbUrl('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  try {
    await bench(admin, dbName);
  } finally {
    // Whatever failed (a worker process that would not start, a run that timed out), the
    // database goes: a bench left behind is a shared server's disk.
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

async function bench(admin: pg.Client, dbName: string): Promise<void> {
  const prefix = `bench-ingest-${Date.now().toString(36)}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: benchDbUrl(dbName),
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
  try {
    // The bench councils pointing at the simulator, then the workers (here or N processes).
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
    const workers = PROCS > 0 ? await workerProcesses(config, PROCS) : await inProcessWorkers(rt);
    try {
      await measure(rt, admin, dbName, sim, workers, slugs);
    } finally {
      await workers.stop();
    }
  } finally {
    await sim.close();
    await db.destroy();
    redis.disconnect();
  }
}

/** Every CPU counter the bench reports, read at one moment. */
async function cpuSnapshot(
  admin: pg.Client,
  dbName: string,
  redis: Redis,
  sim: SimHandle,
  workers: BenchWorkers,
) {
  return {
    own: await workers.cpuSeconds(),
    sim: await sim.cpuSeconds(),
    redis: await redisCpuSeconds(redis),
    servers: serverCpuSeconds(),
    db: await dbBackends(admin, dbName),
  };
}

async function measure(
  rt: Runtime,
  admin: pg.Client,
  dbName: string,
  sim: SimHandle,
  workers: BenchWorkers,
  slugs: string[],
): Promise<void> {
  const db = rt.db;
  const snapshot = () => cpuSnapshot(admin, dbName, rt.redis, sim, workers);
  const until = sim.today;
  const from = new Date(`${until}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 120);
  const window = { since: from.toISOString().slice(0, 10), until };
  const load0 = os.loadavg()[0];
  const cpu0 = await snapshot();
  const each0 = workers.eachCpuSeconds();
  const started = Date.now();
  const ids = await Promise.all(
    slugs.map(async (s) =>
      startRun(rt, workers.queues, (await new CouncilsAdminRepository(db).bySlug(s))!.id, window),
    ),
  );
  // When the last run's discover ended (every run's size known, polled every 200 ms).
  let discoverEnded = started;
  const runs = await Promise.all(
    ids.map((id) => {
      let seen = false;
      return waitForRun(rt, id, {
        pollMs: 200,
        onProgress: (p) => {
          if (seen || p.discovered === null) return;
          seen = true;
          discoverEnded = Date.now();
        },
      });
    }),
  );
  const secs = (Date.now() - started) / 1000;
  const stored = runs.reduce((n, r) => n + r.stored, 0);
  const pages = Number((await db('fetch_log').count({ n: '*' }))[0].n);
  const failedRuns = runs.filter((r) => r.status !== 'succeeded').length;
  const cpu1 = await snapshot();
  const load1 = os.loadavg()[0];
  const each1 = workers.eachCpuSeconds();
  const t2 = Date.now();
  const ids2 = await Promise.all(
    slugs.map(async (s) =>
      startRun(rt, workers.queues, (await new CouncilsAdminRepository(db).bySlug(s))!.id, window),
    ),
  );
  const runs2 = await Promise.all(ids2.map((id) => waitForRun(rt, id, { pollMs: 200 })));
  const secs2 = (Date.now() - t2) / 1000;
  const cpu2 = await snapshot();
  report(
    'ingest',
    {
      councils: COUNCILS,
      applications_stored: stored,
      http_requests: pages,
      seconds: secs,
      discover_seconds: (discoverEnded - started) / 1000,
      applications_per_second: stored / secs,
      requests_per_second: pages / secs,
      failed_runs: failedRuns,
      recheck_seconds: secs2,
      recheck_applications_per_second: runs2.reduce((n, r) => n + r.stored, 0) / secs2,
      recheck_new_versions: runs2.reduce((n, r) => n + r.created + r.changed, 0),
      worker_concurrency: CONCURRENCY,
      worker_processes: Math.max(1, PROCS),
      cpu_s_workers: cpu1.own - cpu0.own,
      cpu_s_simulator: cpu1.sim - cpu0.sim,
      cpu_s_postgres_redis: cpu1.servers - cpu0.servers,
      cpu_s_bench_db_backends: backendDelta(cpu0.db, cpu1.db),
      cpu_ms_db_backends_per_application: (backendDelta(cpu0.db, cpu1.db) * 1000) / Math.max(1, stored),
      cpu_ms_workers_per_application: ((cpu1.own - cpu0.own) * 1000) / Math.max(1, stored),
      cpu_s_redis_server: cpu1.redis - cpu0.redis,
      cpu_ms_redis_per_application: ((cpu1.redis - cpu0.redis) * 1000) / Math.max(1, stored),
      cpu_ms_simulator_per_application: ((cpu1.sim - cpu0.sim) * 1000) / Math.max(1, stored),
      recheck_cpu_s_workers: cpu2.own - cpu1.own,
      recheck_cpu_s_simulator: cpu2.sim - cpu1.sim,
      recheck_cpu_s_postgres_redis: cpu2.servers - cpu1.servers,
      recheck_cpu_s_bench_db_backends: backendDelta(cpu1.db, cpu2.db),
      recheck_cpu_s_redis_server: cpu2.redis - cpu1.redis,
      load_avg_1m_start: load0,
      load_avg_1m_end: load1,
    },
    {
      apps_per_council: String(APPS),
      politeness: 'off (min delay 0, per-host concurrency = worker concurrency)',
      workers: PROCS > 0 ? `${PROCS} plandata worker processes` : 'in the bench process',
      worker_node_options: PROCS > 0 ? WORKER_NODE_OPTIONS || '(none)' : '(bench process)',
      workers_cpu_s_each_first_run: each1.map((c, i) => (c - each0[i]).toFixed(2)).join(' / '),
      simulator: 'separate child process (its CPU reported apart, not charged to the workers)',
      cpu_bench_db_backends:
        'PostgreSQL backends connected to the bench database (pg_stat_activity pids, /proc)',
      cpu_redis_server:
        'the Redis server of REDIS_URL (INFO cpu): every client of that server, so exact only on a private one',
      cpu_postgres_redis:
        'every postgres and redis-server process on the machine, from /proc (includes other users)',
    },
  );
}

if (process.env.BENCH_INGEST_SIM_CHILD === '1') {
  await simChild();
} else {
  await main();
  process.exit(0);
}
