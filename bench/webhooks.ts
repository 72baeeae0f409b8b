// Webhook deliveries (issue 8): signed HTTPS deliveries per second to a local receiver, and the
// latency from a record's store (commit) to its delivery at the receiver (p50/p99), through the
// real alerts.match and webhooks.deliver workers on BullMQ, PostgreSQL and the SSRF-guarded client.
// The receiver is a real HTTPS server on loopback (self-signed certificate made by openssl for
// this run) that verifies every signature. It shares this process (and the machine's cores) with
// the workers, so the figures are a floor for a separate receiver.
//   BENCH_WEBHOOKS_EVENTS (2000): events for the throughput phase
//   BENCH_WEBHOOKS_LATENCY (300): records for the latency phase, stored BENCH_WEBHOOKS_RATE (50)/s
//   BENCH_WEBHOOKS_CONCURRENCY (16): delivery jobs in flight
import os from 'node:os';
import pg from 'pg';
import { loadConfig } from '../core/config.js';
import { createDb } from '../core/db.js';
import { newApplicationId } from '../core/ids.js';
import { createLogger } from '../core/logger.js';
import { createRedis, redisReady } from '../core/redis.js';
import type { Runtime } from '../core/runtime.js';
import { WebhooksRepository } from '../core/repositories/webhooks.repository.js';
import { KeysRepository } from '../core/repositories/keys.repository.js';
import { migrateLatest } from '../migrations/runner.js';
import { runWorkers } from '../workers/main.js';
import { enqueueAfterStore } from '../workers/services/scrape/store.js';
import { encryptSecret } from '../feed/webhooks/secrets.js';
import { makeCert, startReceiver } from '../test/feed/receiver.js';
import { addCouncilAlert } from '../test/feed/fixtures.js';
import { benchDbUrl, percentile, report } from './lib.js';

const EVENTS = Number(process.env.BENCH_WEBHOOKS_EVENTS ?? 2000);
const LATENCY = Number(process.env.BENCH_WEBHOOKS_LATENCY ?? 300);
const RATE = Number(process.env.BENCH_WEBHOOKS_RATE ?? 50);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOKS_CONCURRENCY ?? 16);
const ACCOUNT = 'bench@example.com';

async function main(): Promise<void> {
  const dbName = `plandata_bench_webhooks_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: benchDbUrl('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const cert = makeCert();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: benchDbUrl(dbName),
    REDIS_PREFIX: `bench-webhooks-${Date.now().toString(36)}`,
    LOG_LEVEL: 'warn',
    DATABASE_POOL_MAX: '24',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
  });
  const db = createDb({ url: config.DATABASE_URL, poolMax: 24 });
  const redis = createRedis({ url: config.REDIS_URL });
  await redisReady(redis);
  const rt: Runtime = { config, db, redis, logger: createLogger('warn'), close: async () => {} };
  await migrateLatest(db);
  const receiver = await startReceiver(cert);

  const [{ id: councilId }] = (await db('councils')
    .insert({ slug: 'bench-hooks', name: 'Bench', nation: 'england', platform: 'idox' })
    .returning('id')) as { id: number }[];
  await new KeysRepository(db).create({ email: ACCOUNT, plan: 'pro' });
  const alert = await addCouncilAlert(db, ACCOUNT, councilId);
  receiver.secret = 'whsec_bench_secret_for_this_run_only';
  await new WebhooksRepository(db).create({
    account: ACCOUNT,
    url: receiver.url,
    alertId: alert.id,
    secretCiphertext: encryptSecret(config.WEBHOOK_SECRET_KEY, ACCOUNT, receiver.secret),
    secretPrefix: receiver.secret.slice(0, 10),
  });

  let n = 0;
  // The store step's write: the application and its first version in one transaction.
  const store = async (): Promise<number> => {
    n++;
    return db.transaction(async (trx) => {
      const [{ id }] = (await trx('applications')
        .insert({
          public_id: newApplicationId(),
          council_id: councilId,
          reference: `BW/${n}`,
          reference_norm: `BW/${n}`,
          nation: 'england',
          description: `Erection of a two storey rear extension (${n})`,
          categories: ['householder-extension'],
          content_hash: `bench-${n}`,
          stage: 'pending',
        })
        .returning('id')) as { id: number }[];
      await trx('application_versions').insert({
        application_id: id,
        version: 1,
        content_hash: `bench-${n}`,
        snapshot: '{}',
        followups_pending: true,
      });
      return id;
    });
  };
  const afterStore = (queues: Parameters<typeof enqueueAfterStore>[1], id: number) =>
    enqueueAfterStore(db, queues, {
      applicationId: id,
      version: 1,
      outcome: 'created',
      followupsPending: true,
    });

  // Phase 1: EVENTS events waiting in the outbox, then the delivery workers let loose on them.
  const matcher = await runWorkers({
    runtime: rt,
    only: ['enrich.application', 'alerts.match'],
    concurrency: 8,
  });
  for (let i = 0; i < EVENTS; i++) await afterStore(matcher.queues, await store());
  for (;;) {
    const [{ c }] = await db('webhook_outbox').count({ c: '*' });
    if (Number(c) >= EVENTS) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const load0 = os.loadavg()[0];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const deliverer = await runWorkers({ runtime: rt, only: ['webhooks.deliver'], concurrency: CONCURRENCY });
  await receiver.waitFor(EVENTS, 600_000);
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const bad = receiver.received.filter((r) => !r.validSignature).length;

  // Phase 2: records stored one by one at RATE per second, both workers running; latency is
  // from the store transaction's commit to the receiver reading the request.
  const storedAt = new Map<string, number>();
  const first = receiver.received.length;
  for (let i = 0; i < LATENCY; i++) {
    const id = await store();
    storedAt.set(`BW/${n}`, performance.timeOrigin + performance.now());
    await afterStore(matcher.queues, id);
    await new Promise((r) => setTimeout(r, 1000 / RATE));
  }
  await receiver.waitFor(first + LATENCY, 120_000);
  const latencies = receiver.received
    .slice(first)
    .map((r) => {
      const ref = (r.json.data as { application: { reference: string } }).application.reference;
      return r.at - storedAt.get(ref)!;
    })
    .sort((a, b) => a - b);

  await deliverer.stop();
  await matcher.stop();
  await receiver.close();
  cert.cleanup();
  await db.destroy();
  redis.disconnect();
  await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
  await admin.end();

  report(
    'webhooks',
    {
      events: EVENTS,
      deliveries_per_second: EVENTS / secs,
      throughput_seconds: secs,
      cpu_seconds_process: (cpu.user + cpu.system) / 1e6,
      invalid_signatures: bad,
      latency_records: LATENCY,
      store_to_delivery_p50_ms: percentile(latencies, 50),
      store_to_delivery_p99_ms: percentile(latencies, 99),
      store_to_delivery_max_ms: latencies[latencies.length - 1],
      load_average_1m_at_start: load0,
    },
    {
      receiver: 'HTTPS on 127.0.0.1 in the same process, verifying every HMAC-SHA256 signature',
      concurrency: String(CONCURRENCY),
      latency_rate_per_second: String(RATE),
    },
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
