// End-to-end ingest: the simulator (local, politeness off) -> discover -> fetch -> store through
// the real BullMQ workers into a fresh PostgreSQL database. Parse-only figures are
// bench/ingest-parse.ts (Idox) and bench/ingest-parse-platforms.ts (the others).
//
// Platforms: BENCH_INGEST_PLATFORMS, a comma list of platforms (default all five: idox,
// planning-register, northgate, civica, ocella), each with BENCH_INGEST_COUNCILS simulated councils
// (default 1 per platform in a mix, 3 for one platform alone) of BENCH_INGEST_APPS applications
// (default 2,000). The headline figures (applications_per_second, cpu_ms_workers_per_application,
// the re-check, ...) are the mix read at once, under the names they had when the bench read Idox
// only; `BENCH_INGEST_PLATFORMS=idox` is that earlier bench (3 x 2,000 Idox councils). With two or
// more platforms each platform is then read alone, on councils of its own (its first read, as in
// the mix), one after another: <platform>_applications_per_second, its CPU per application
// (workers, simulator, database backends), requests per application, and the ratio of each to
// Idox's in the same run (platform names with '-' are written with '_').
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

const ALL_PLATFORMS = ['idox', 'planning-register', 'northgate', 'civica', 'ocella'];
const PLATFORMS = (process.env.BENCH_INGEST_PLATFORMS ?? ALL_PLATFORMS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const MIX = PLATFORMS.length > 1;
/** Simulated councils per platform. */
const COUNCILS = Number(process.env.BENCH_INGEST_COUNCILS ?? (MIX ? 1 : 3));
// Applications of one warm-up council per platform, read (all at once, not measured) before the
// mix, so that neither the mix nor the first platform read alone carries the workers' start (JIT,
// prepared statements, pools). 100 in a mix; 0 (none) for one platform, as the bench always was.
const WARMUP = Number(process.env.BENCH_INGEST_WARMUP ?? (MIX ? 100 : 0));
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

/** A simulated council of the bench: its slug and platform. */
interface BenchCouncil {
  slug: string;
  platform: string;
  /** Its applications: BENCH_INGEST_APPS, or WARMUP for a warm-up council. */
  applications: number;
}

interface SimHandle {
  portalUrl(slug: string): string;
  today: string;
  cpuSeconds(): Promise<number>;
  close(): Promise<void>;
}

type SimMessage =
  | { type: 'ready'; url: string; today: string; portals: Record<string, string> }
  | { type: 'cpu'; seconds: number };

/** The simulator in its own process; answers each council's portal URL and today's date, and its CPU time on ask. */
function simulatorProcess(councils: BenchCouncil[]): Promise<SimHandle> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_INGEST_SIM_CHILD: '1', BENCH_INGEST_SIM_COUNCILS: JSON.stringify(councils) },
    execArgv: ['--import', 'tsx', ...SIM_EXEC_ARGS],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: SimMessage['type']) =>
    new Promise<SimMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`simulator exited (${code})`));
      const onMsg = (m: SimMessage) => {
        if (m.type !== type) return;
        child.off('message', onMsg);
        child.off('exit', onExit);
        resolve(m);
      };
      child.on('message', onMsg);
      child.once('exit', onExit);
    });
  return next('ready').then((m) => {
    const ready = m as Extract<SimMessage, { type: 'ready' }>;
    return {
      portalUrl: (slug) => ready.portals[slug],
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
  const councils = JSON.parse(process.env.BENCH_INGEST_SIM_COUNCILS ?? '[]') as BenchCouncil[];
  const sim = await startSimulator({
    seed: 2026,
    councils: councils.map(({ slug, platform, applications }) => ({ slug, platform, applications })),
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
  const portals = Object.fromEntries(councils.map((c) => [c.slug, sim.portalUrl(c.slug)]));
  process.send!({ type: 'ready', url: sim.url, today: sim.today(), portals });
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
  // The mix's councils, and (with two or more platforms) each platform's own councils read alone.
  const mix = benchCouncils('bench', COUNCILS, APPS);
  const alone = MIX ? benchCouncils('alone', COUNCILS, APPS) : [];
  const warm = WARMUP > 0 ? benchCouncils('warm', 1, WARMUP) : [];
  const sim = await simulatorProcess([...mix, ...alone, ...warm]);
  try {
    // The bench councils pointing at the simulator, then the workers (here or N processes).
    await new CouncilsAdminRepository(db).load(
      [...mix, ...alone, ...warm].map(({ slug, platform }) => ({
        slug,
        name: slug,
        nation: 'england',
        ons_code: null,
        platform,
        base_url: sim.portalUrl(slug),
      })),
    );
    const workers = PROCS > 0 ? await workerProcesses(config, PROCS) : await inProcessWorkers(rt);
    try {
      await measure(rt, admin, dbName, sim, workers, { mix, alone, warm });
    } finally {
      await workers.stop();
    }
  } finally {
    await sim.close();
    await db.destroy();
    redis.disconnect();
  }
}

/** `count` councils of each platform, named `<prefix>-<platform>-<n>` (Idox alone: `bench-<n>`, as before). */
function benchCouncils(prefix: string, count: number, applications: number): BenchCouncil[] {
  return PLATFORMS.flatMap((platform) =>
    Array.from({ length: count }, (_, i) => ({
      slug: MIX ? `${prefix}-${platform}-${i + 1}` : `${prefix}-${i + 1}`,
      platform,
      applications,
    })),
  );
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

/** One read of a set of councils at once: its runs, time and CPU, and when each council's run ended. */
interface Phase {
  runs: Awaited<ReturnType<typeof waitForRun>>[];
  /** Seconds from the start to each run's end (polled every 200 ms), in the councils' order. */
  ended: number[];
  /** Seconds from the start to when each run's discover ended (its size known). */
  discovered: number[];
  secs: number;
  discoverSecs: number;
  requests: number;
  cpu0: Awaited<ReturnType<typeof cpuSnapshot>>;
  cpu1: Awaited<ReturnType<typeof cpuSnapshot>>;
  each0: number[];
  each1: number[];
  load0: number;
  load1: number;
}

async function readCouncils(
  rt: Runtime,
  snapshot: () => ReturnType<typeof cpuSnapshot>,
  workers: BenchWorkers,
  councils: BenchCouncil[],
  window: { since: string; until: string },
): Promise<Phase> {
  const repo = new CouncilsAdminRepository(rt.db);
  const councilIds = await Promise.all(councils.map(async (c) => (await repo.bySlug(c.slug))!.id));
  const logged = async () =>
    Number((await rt.db('fetch_log').whereIn('council_id', councilIds).count({ n: '*' }))[0].n);
  const requests0 = await logged();
  const load0 = os.loadavg()[0];
  const cpu0 = await snapshot();
  const each0 = workers.eachCpuSeconds();
  const started = Date.now();
  const ids = await Promise.all(councilIds.map((id) => startRun(rt, workers.queues, id, window)));
  // When the last run's discover ended (every run's size known, polled every 200 ms).
  let discoverEnded = started;
  const ended: number[] = [];
  const discovered: number[] = [];
  const runs = await Promise.all(
    ids.map(async (id, i) => {
      let seen = false;
      const run = await waitForRun(rt, id, {
        pollMs: 200,
        onProgress: (p) => {
          if (seen || p.discovered === null) return;
          seen = true;
          discoverEnded = Math.max(discoverEnded, Date.now());
          discovered[i] = (Date.now() - started) / 1000;
        },
      });
      ended[i] = (Date.now() - started) / 1000;
      return run;
    }),
  );
  const secs = (Date.now() - started) / 1000;
  const cpu1 = await snapshot();
  return {
    runs,
    ended,
    discovered,
    secs,
    discoverSecs: (discoverEnded - started) / 1000,
    requests: (await logged()) - requests0,
    cpu0,
    cpu1,
    each0,
    each1: workers.eachCpuSeconds(),
    load0,
    load1: os.loadavg()[0],
  };
}

const storedIn = (runs: Phase['runs']) => runs.reduce((n, r) => n + r.stored, 0);
/**
 * CPU seconds of the worker processes alone over a phase (with N > 0 of them), else of the bench
 * process: what the workers cost without the bench's own polling of its runs (every 200 ms per run),
 * which grows with the number of runs at once and with the wall time, so a mix of five runs on a
 * busy host is charged more of it than one platform's run.
 */
const workerProcessSeconds = (p: Phase) =>
  PROCS > 0 ? p.each1.reduce((t, c, i) => t + c - p.each0[i], 0) : p.cpu1.own - p.cpu0.own;
/** A platform's name as part of a figure's name. */
const figureName = (platform: string) => platform.replace(/-/g, '_');

async function measure(
  rt: Runtime,
  admin: pg.Client,
  dbName: string,
  sim: SimHandle,
  workers: BenchWorkers,
  { mix, alone, warm }: Record<'mix' | 'alone' | 'warm', BenchCouncil[]>,
): Promise<void> {
  const snapshot = () => cpuSnapshot(admin, dbName, rt.redis, sim, workers);
  const until = sim.today;
  const from = new Date(`${until}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 120);
  const window = { since: from.toISOString().slice(0, 10), until };

  if (warm.length) await readCouncils(rt, snapshot, workers, warm, window);
  // The mix, all platforms' councils at once: the headline figures.
  const first = await readCouncils(rt, snapshot, workers, mix, window);
  const stored = storedIn(first.runs);
  const { cpu0, cpu1, secs } = first;
  // The same councils again: nothing changed, so no version is written.
  const recheck = await readCouncils(rt, snapshot, workers, mix, window);
  const cpu2 = recheck.cpu1;
  const secs2 = recheck.secs;

  const figures: Record<string, number> = {
    councils: mix.length,
    applications_stored: stored,
    http_requests: first.requests,
    seconds: secs,
    discover_seconds: first.discoverSecs,
    applications_per_second: stored / secs,
    requests_per_second: first.requests / secs,
    failed_runs: first.runs.filter((r) => r.status !== 'succeeded').length,
    recheck_seconds: secs2,
    recheck_applications_per_second: storedIn(recheck.runs) / secs2,
    recheck_new_versions: recheck.runs.reduce((n, r) => n + r.created + r.changed, 0),
    worker_concurrency: CONCURRENCY,
    worker_processes: Math.max(1, PROCS),
    cpu_s_workers: cpu1.own - cpu0.own,
    cpu_s_simulator: cpu1.sim - cpu0.sim,
    cpu_s_postgres_redis: cpu1.servers - cpu0.servers,
    cpu_s_bench_db_backends: backendDelta(cpu0.db, cpu1.db),
    cpu_ms_db_backends_per_application: (backendDelta(cpu0.db, cpu1.db) * 1000) / Math.max(1, stored),
    cpu_ms_workers_per_application: ((cpu1.own - cpu0.own) * 1000) / Math.max(1, stored),
    cpu_ms_worker_processes_per_application: (workerProcessSeconds(first) * 1000) / Math.max(1, stored),
    cpu_s_redis_server: cpu1.redis - cpu0.redis,
    cpu_ms_redis_per_application: ((cpu1.redis - cpu0.redis) * 1000) / Math.max(1, stored),
    cpu_ms_simulator_per_application: ((cpu1.sim - cpu0.sim) * 1000) / Math.max(1, stored),
    recheck_cpu_s_workers: cpu2.own - cpu1.own,
    recheck_cpu_s_simulator: cpu2.sim - cpu1.sim,
    recheck_cpu_s_postgres_redis: cpu2.servers - cpu1.servers,
    recheck_cpu_s_bench_db_backends: backendDelta(cpu1.db, cpu2.db),
    recheck_cpu_s_redis_server: cpu2.redis - cpu1.redis,
    load_avg_1m_start: first.load0,
    load_avg_1m_end: first.load1,
  };

  if (MIX) {
    // Within the mix: each platform's applications over the time until its last run ended.
    for (const platform of PLATFORMS) {
      const at = mix.flatMap((c, i) => (c.platform === platform ? [i] : []));
      const n = at.reduce((t, i) => t + first.runs[i].stored, 0);
      figures[`mix_${figureName(platform)}_applications_per_second`] =
        n / Math.max(...at.map((i) => first.ended[i]));
      figures[`mix_${figureName(platform)}_discover_seconds`] = Math.max(
        ...at.map((i) => first.discovered[i] ?? NaN),
      );
    }
    // Each platform alone, one after another, on councils of its own (a first read, as the mix's).
    const perPlatform = new Map<string, Record<string, number>>();
    for (const platform of PLATFORMS) {
      const phase = await readCouncils(
        rt,
        snapshot,
        workers,
        alone.filter((c) => c.platform === platform),
        window,
      );
      const n = Math.max(1, storedIn(phase.runs));
      const a = phase.cpu0;
      const b = phase.cpu1;
      perPlatform.set(platform, {
        applications_stored: storedIn(phase.runs),
        failed_runs: phase.runs.filter((r) => r.status !== 'succeeded').length,
        seconds: phase.secs,
        discover_seconds: phase.discoverSecs,
        applications_per_second: storedIn(phase.runs) / phase.secs,
        requests_per_application: phase.requests / n,
        cpu_ms_workers_per_application: ((b.own - a.own) * 1000) / n,
        cpu_ms_worker_processes_per_application: (workerProcessSeconds(phase) * 1000) / n,
        cpu_ms_simulator_per_application: ((b.sim - a.sim) * 1000) / n,
        cpu_ms_db_backends_per_application: (backendDelta(a.db, b.db) * 1000) / n,
        cpu_ms_redis_per_application: ((b.redis - a.redis) * 1000) / n,
      });
    }
    const idox = perPlatform.get('idox');
    for (const [platform, f] of perPlatform) {
      for (const [k, v] of Object.entries(f)) figures[`${figureName(platform)}_${k}`] = v;
      if (!idox || platform === 'idox') continue;
      figures[`${figureName(platform)}_applications_per_second_vs_idox`] =
        f.applications_per_second / idox.applications_per_second;
      figures[`${figureName(platform)}_cpu_ms_workers_per_application_vs_idox`] =
        f.cpu_ms_workers_per_application / idox.cpu_ms_workers_per_application;
      figures[`${figureName(platform)}_cpu_ms_worker_processes_per_application_vs_idox`] =
        f.cpu_ms_worker_processes_per_application / idox.cpu_ms_worker_processes_per_application;
    }
  }

  report('ingest', figures, {
    platforms: PLATFORMS.join(','),
    councils_per_platform: String(COUNCILS),
    apps_per_council: String(APPS),
    warm_up:
      WARMUP > 0
        ? `one council of ${WARMUP} applications per platform, read before the mix, not measured`
        : 'none',
    politeness: 'off (min delay 0, per-host concurrency = worker concurrency)',
    workers: PROCS > 0 ? `${PROCS} plandata worker processes` : 'in the bench process',
    worker_node_options: PROCS > 0 ? WORKER_NODE_OPTIONS || '(none)' : '(bench process)',
    workers_cpu_s_each_first_run: first.each1.map((c, i) => (c - first.each0[i]).toFixed(2)).join(' / '),
    simulator: 'separate child process (its CPU reported apart, not charged to the workers)',
    cpu_bench_db_backends:
      'PostgreSQL backends connected to the bench database (pg_stat_activity pids, /proc)',
    cpu_redis_server:
      'the Redis server of REDIS_URL (INFO cpu): every client of that server, so exact only on a private one',
    cpu_postgres_redis:
      'every postgres and redis-server process on the machine, from /proc (includes other users)',
    ...(MIX
      ? {
          per_platform:
            "the headline figures are the mix read at once; mix_<p>_applications_per_second is a platform's " +
            'applications over the time until its last run in the mix ended; <p>_* figures are each platform ' +
            'read alone afterwards, on councils of its own, one platform after another, with the same workers',
        }
      : {}),
  });
}

if (process.env.BENCH_INGEST_SIM_CHILD === '1') {
  await simChild();
} else {
  await main();
  process.exit(0);
}
