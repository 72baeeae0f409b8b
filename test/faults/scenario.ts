// One fault scenario of the hardening issue: a simulated council is ingested through the real
// workers into a database on a private PostgreSQL, with its queues on a private Redis, an alert on
// the council and a webhook to a loopback receiver; mid-run a fault is injected (a server stopped
// and restarted, killed, a worker killed). Then, with the sweeps running as the scheduler runs them
// (here every second instead of every minute, with a 3 s stall), the run must end with every
// simulated application stored once, matched to the alert, enriched, its webhook event delivered at
// least once, and the run closed.
import { createDb, type Knex } from '../../core/db.js';
import { loadConfig, type Config } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { createRedis, type Redis } from '../../core/redis.js';
import type { Runtime } from '../../core/runtime.js';
import { Queues } from '../../core/queues.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { buildApp } from '../../api/app.js';
import { migrateLatest } from '../../migrations/runner.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { startRun } from '../../workers/services/scrape/now.js';
import { fullWindow } from '../pipeline/harness.js';
import { addKey } from '../feed/fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from '../feed/receiver.js';
import type { PrivatePostgres, PrivateRedis } from '../helpers/private-servers.js';
import { closeWhenFileEnds } from '../helpers/cleanup.js';
import { startCli } from '../helpers/cli.js';
import type { ChildProcess } from 'node:child_process';

const TEMPLATE = 'plandata_fault_template';

export interface FaultWorld {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  cert: TestCert;
  receiver: Receiver;
}

/** Migrates the template database of the private PostgreSQL and starts the webhook receiver. */
export async function prepareWorld(pg: PrivatePostgres, redis: PrivateRedis): Promise<FaultWorld> {
  await pg.admin(`CREATE DATABASE ${TEMPLATE}`);
  const db = createDb({ url: pg.url(TEMPLATE), poolMax: 2 });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
  const cert = makeCert();
  const receiver = await startReceiver(cert);
  closeWhenFileEnds(async () => {
    await receiver.close();
    cert.cleanup();
  });
  return { pg, redis, cert, receiver };
}

export interface ScenarioContext {
  world: FaultWorld;
  rt: Runtime;
  sim: Simulator;
  workers: WorkerHandle;
  /** The `plandata worker` processes doing the work, when the scenario runs them (opts.processes). */
  processes: ChildProcess[];
  /** Starts one more `plandata worker` process on this scenario's database and Redis. */
  startProcess(): ChildProcess;
  /** Applications stored so far (null while PostgreSQL is down). */
  stored(): Promise<number | null>;
}

export interface ScenarioOutcome {
  expected: number;
  applications: number;
  /** Applications with more than one version (a repair must never write a second one). */
  extraVersions: number;
  matches: number;
  enriched: number;
  /** Outbox events, and those the receiver got at least once (by event id). */
  events: number;
  delivered: number;
  runs: { status: string; stored: number }[];
  seconds: number;
}

const SLUG = 'sim-faulty-council';
const APPS = 150;

async function safely<T>(f: () => Promise<T>): Promise<T | null> {
  try {
    return await f();
  } catch {
    return null;
  }
}

async function count(db: Knex, sql: string): Promise<number> {
  return Number(((await db.raw(sql)) as { rows: { n: string }[] }).rows[0].n);
}

async function outcome(db: Knex, receiver: Receiver, expected: number, t0: number): Promise<ScenarioOutcome> {
  const ids = new Set(receiver.received.filter((r) => r.validSignature).map((r) => r.eventId));
  const eventIds = ((await db('webhook_outbox').pluck('event_id')) as string[]).filter(Boolean);
  return {
    expected,
    applications: await count(db, 'SELECT count(*) n FROM applications'),
    extraVersions: await count(db, 'SELECT count(*) n FROM application_versions WHERE version > 1'),
    matches: await count(db, 'SELECT count(*) n FROM alert_matches'),
    enriched: await count(db, 'SELECT count(*) n FROM applications WHERE enriched_at IS NOT NULL'),
    events: eventIds.length,
    delivered: eventIds.filter((id) => ids.has(id)).length,
    runs: (await db('scrape_runs').select('status', 'stored')) as { status: string; stored: number }[],
    seconds: Math.round((Date.now() - t0) / 1000),
  };
}

/**
 * Runs one scenario: ingest, `fault` once `faultAfter` applications are stored, then repair until
 * done or `timeoutMs`. `workerProcesses` starts that many `plandata worker` processes instead of the
 * in-process workers (for the SIGKILL scenario: `ctx.workers` is then only the sweeps' producer).
 */
export async function runScenario(
  world: FaultWorld,
  name: string,
  fault: (ctx: ScenarioContext) => Promise<void>,
  opts: { faultAfter?: number; timeoutMs?: number; env?: Record<string, string>; processes?: number } = {},
): Promise<ScenarioOutcome> {
  const t0 = Date.now();
  const database = `plandata_fault_${name}`;
  await world.pg.admin(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  const config: Config = loadConfig({
    DATABASE_URL: world.pg.url(database),
    DATABASE_POOL_MAX: '8',
    REDIS_URL: world.redis.url,
    REDIS_PREFIX: `fault-${name}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SCRAPER_MIN_DELAY_MS: '0',
    SCRAPER_HOST_CONCURRENCY: '4',
    SCRAPER_BACKOFF_MS: '20',
    SCRAPER_RETRIES: '2',
    SCRAPER_TIMEOUT_MS: '5000',
    SWEEP_STALL_MS: '3000',
    SWEEP_MAX_REPAIRS: '50',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: world.cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_DELAY_MS: '2000',
    WEBHOOK_MAX_ATTEMPTS: '50',
    ...opts.env,
  });
  const db = createDb({ url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
  const redis: Redis = createRedis({ url: config.REDIS_URL });
  const rt: Runtime = { config, logger: createLogger(config.LOG_LEVEL), db, redis, close: async () => {} };
  const sim = await startSimulator({ seed: 23, councils: [{ slug: SLUG, applications: APPS }], day: 30 });
  const app = await buildApp(rt);
  // With `processes`, the work is done by real `plandata worker` processes (the fault kills one);
  // this process only queues (its workers serve the ping queue, which nothing uses).
  const workers = await runWorkers({
    runtime: rt,
    concurrency: 4,
    only: opts.processes ? ['system.ping'] : undefined,
  });
  const env: Record<string, string> = {
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: config.REDIS_PREFIX,
    LOG_LEVEL: 'silent',
    SCRAPER_MIN_DELAY_MS: '0',
    SCRAPER_HOST_CONCURRENCY: '4',
    SCRAPER_BACKOFF_MS: '20',
    SCRAPER_RETRIES: '2',
    SCRAPER_TIMEOUT_MS: '5000',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: world.cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_DELAY_MS: '2000',
    WEBHOOK_MAX_ATTEMPTS: '50',
    SWEEP_STALL_MS: '3000',
    SWEEP_MAX_REPAIRS: '50',
    ...opts.env,
  };
  const processes: ChildProcess[] = [];
  const startProcess = () => {
    const child = startCli(['worker', '--concurrency', '4'], env).child;
    processes.push(child);
    return child;
  };
  for (let i = 0; i < (opts.processes ?? 0); i++) startProcess();
  const queues: Queues = workers.queues;
  try {
    await new CouncilsAdminRepository(db).load([
      {
        slug: SLUG,
        name: SLUG,
        nation: 'england',
        ons_code: null,
        platform: 'idox',
        base_url: sim.portalUrl(SLUG),
      },
    ]);
    const key = await addKey(db, 'pro', `${name}@example.com`);
    const headers = { authorization: `Bearer ${key}` };
    const alert = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers,
      payload: { type: 'council', council: SLUG },
    });
    if (alert.statusCode !== 201) throw new Error(`alert: ${alert.body}`);
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers,
      payload: { url: world.receiver.url, alert_id: alert.json().data.id },
    });
    if (hook.statusCode !== 201) throw new Error(`webhook: ${hook.body}`);
    world.receiver.secret = hook.json().data.secret;
    const expected = sim.visible(SLUG).length;
    const { id: councilId } = (await new CouncilsAdminRepository(db).bySlug(SLUG))!;
    await startRun(rt, queues, councilId, { ...fullWindow(sim), trigger: 'test' });

    const stored = () => safely(() => count(db, 'SELECT count(*) n FROM applications'));
    const ctx: ScenarioContext = { world, rt, sim, workers, processes, startProcess, stored };
    const faultAfter = opts.faultAfter ?? Math.round(expected / 3);
    const deadline = Date.now() + (opts.timeoutMs ?? 300_000);
    while (((await stored()) ?? 0) < faultAfter) {
      if (Date.now() > deadline) throw new Error(`${name}: ${await stored()} stored before the fault`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await fault(ctx);

    // The sweeps and the outbox relay, as the scheduler would run them (each tick a new job).
    let tick = 0;
    for (;;) {
      tick++;
      await safely(async () => {
        for (const job of ['scrape.sweep', 'followups.sweep', 'webhooks.relay'] as const)
          await queues.enqueue(job, {}, { jobId: `${job}-t${tick}` });
      });
      const done = await safely(async () => {
        const o = await outcome(db, world.receiver, expected, t0);
        return (
          o.applications === expected &&
          o.matches === expected &&
          o.enriched === expected &&
          o.delivered === o.events &&
          o.events >= expected &&
          o.runs.every((r) => r.status !== 'running')
        );
      });
      if (done) break;
      if (Date.now() > deadline) break;
      if (process.env.FAULT_TRACE && tick % 10 === 0)
        console.log(
          name,
          tick,
          await safely(() => outcome(db, world.receiver, expected, t0)),
          await safely(() =>
            db('webhook_outbox')
              .whereNot('status', 'delivered')
              .select('id', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error'),
          ),
          await safely(() => db('webhook_deliveries').orderBy('id', 'desc').limit(4)),
        );
      await new Promise((r) => setTimeout(r, 1000));
    }
    return await outcome(db, world.receiver, expected, t0);
  } finally {
    for (const p of processes) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    await workers.stop(true).catch(() => {});
    await app.close().catch(() => {});
    await sim.close();
    redis.disconnect();
    await db.destroy();
  }
}
