// Alert matching, the outbox and signed deliveries against a real HTTPS receiver on loopback:
// one signed delivery per match, retries with the same Service-Event-Id, 410 disabling, and no event
// lost when the delivery worker process is killed mid-delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { relayOutbox } from '../../feed/webhooks/delivery.js';
import { eventBody, MATCH_EVENT, newEventId } from '../../feed/events.js';
import { AlertsRepository } from '../../core/repositories/planning/alerts.repository.js';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import { startCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addKey, until } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

const EMAIL = 'hooks@example.com';
const TIMEOUT_MS = 1500;

let cert: TestCert;
let rt: TestRuntime;
let app: FastifyInstance;
let receiver: Receiver;
let matchWorker: WorkerHandle;
let key: string;
let councilId: number;
let webhookId: number;
let seq = 0;

const auth = () => ({ authorization: `Bearer ${key}` });

async function newApplication(): Promise<number> {
  seq++;
  const id = await addApplication(rt.db, { councilId, reference: `25/0${seq}/FUL` });
  // What the store step does after its commit (workers/pipeline.ts afterStore).
  await matchWorker.queues.enqueue(
    'alerts.match',
    { applicationId: id, version: 1, isNew: true },
    { jobId: `alerts.match:${id}:1` },
  );
  return id;
}

async function outboxFor(applicationId: number) {
  const rows = await rt
    .db('webhook_outbox as o')
    .join('alert_matches as m', 'm.id', 'o.match_id')
    .where('m.application_id', applicationId)
    .select('o.*');
  return rows as { id: number; status: string; attempts: number; event_id: string }[];
}

beforeAll(async () => {
  cert = makeCert();
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_RETRY_MAX_DELAY_MS: '200',
    WEBHOOK_MAX_ATTEMPTS: '6',
  });
  app = await buildApp(rt);
  receiver = await startReceiver(cert);
  key = await addKey(rt.db, 'starter', EMAIL);
  councilId = await addCouncil(rt.db, 'hookshire');
  matchWorker = await runWorkers({ runtime: rt, only: ['alerts.match'], concurrency: 2 });
  const alert = await app.inject({
    method: 'POST',
    url: '/v1/alerts',
    headers: auth(),
    payload: { type: 'council', council: 'hookshire', name: 'Everything in Hookshire' },
  });
  expect(alert.statusCode).toBe(201);
  const hook = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: auth(),
    payload: { url: receiver.url, alert_id: alert.json().data.id },
  });
  expect(hook.statusCode).toBe(201);
  receiver.secret = hook.json().data.secret;
  webhookId = hook.json().data.id;
}, 60_000);

afterAll(async () => {
  await matchWorker?.stop();
  await app?.close();
  await receiver?.close();
  cert?.cleanup();
});

describe('webhook deliveries', () => {
  let deliverWorker: WorkerHandle;
  beforeAll(async () => {
    deliverWorker = await runWorkers({ runtime: rt, only: ['webhooks.deliver'], concurrency: 4 });
  });
  afterAll(async () => deliverWorker?.stop());

  it('a new application matching the alert gives one signed delivery carrying it', async () => {
    const id = await newApplication();
    const [got] = await receiver.waitFor(1);
    expect(got.validSignature).toBe(true);
    expect(got.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(Number(got.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(got.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
    const data = got.json.data as {
      application: { reference: string; authority: { slug: string } };
      webhook_id: number;
    };
    expect(got.json.type).toBe('application.match.created');
    expect(got.json.id).toBe(got.eventId);
    expect(data.application.reference).toBe('25/01/FUL');
    expect(data.application.authority.slug).toBe('hookshire');
    expect(data.webhook_id).toBe(webhookId);
    const [ev] = await until(async () => {
      const rows = await outboxFor(id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(ev.attempts).toBe(1);
    // A second match job for the same version (a retried store step) changes nothing.
    await matchWorker.queues.enqueue('alerts.match', { applicationId: id, version: 2, isNew: false });
    await new Promise((r) => setTimeout(r, 500));
    expect(await outboxFor(id)).toHaveLength(1);
    expect(await rt.db('alert_matches').where({ application_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(receiver.received).toHaveLength(1);
  });

  it('failing 3 times then succeeding: the same Service-Event-Id each time, one success', async () => {
    const before = receiver.received.length;
    receiver.script = [500, 503, 502];
    const id = await newApplication();
    const got = (await receiver.waitFor(before + 4)).slice(before);
    expect(got.map((g) => g.status)).toEqual([500, 503, 502, 200]);
    expect(new Set(got.map((g) => g.eventId)).size).toBe(1);
    expect(got.every((g) => g.validSignature)).toBe(true);
    // The same bytes every time: the body is frozen in the outbox when the match is recorded.
    expect(new Set(got.map((g) => g.body)).size).toBe(1);
    const [ev] = await until(async () => {
      const rows = await outboxFor(id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(ev.attempts).toBe(4);
    const log = await new WebhooksRepository(rt.db).attempts({ outbox_id: ev.id });
    expect(log.map((l) => [l.attempt, l.outcome, l.status_code])).toEqual([
      [1, 'http_error', 500],
      [2, 'http_error', 503],
      [3, 'http_error', 502],
      [4, 'success', 200],
    ]);
    const hook = await new WebhooksRepository(rt.db).get(EMAIL, webhookId);
    expect(hook!.consecutive_failures).toBe(0);
    expect(hook!.disabled_at).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(before + 4);
  });

  it('POST /v1/webhooks/{id}/test sends a signed test event and returns the delivery result', async () => {
    const before = receiver.received.length;
    const res = await app.inject({ method: 'POST', url: `/v1/webhooks/${webhookId}/test`, headers: auth() });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ delivered: true, outcome: 'success', status_code: 200, error: null });
    const [got] = (await receiver.waitFor(before + 1)).slice(before);
    expect(got.eventId).toBe(d.event_id);
    expect(got.validSignature).toBe(true);
    expect(got.json.test).toBe(true);
    expect((got.json.data as { application: { reference: string } }).application.reference).toBe('25/02/FUL');
  });

  it('the webhook list never shows the secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(receiver.secret);
    expect(res.json().data[0]).toMatchObject({ id: webhookId, status: 'enabled', url: receiver.url });
    const stored = (await rt.db('webhooks').where({ id: webhookId }).first()) as {
      secret_ciphertext: Buffer;
    };
    expect(stored.secret_ciphertext.toString('latin1')).not.toContain(receiver.secret);
  });

  it('an event committed without its job (the matcher died after commit) is queued by the relay', async () => {
    const before = receiver.received.length;
    seq++;
    const appId = await addApplication(rt.db, { councilId, reference: `25/0${seq}/FUL` });
    // The match transaction commits with its outbox event; the process dies before queueing the job.
    const outboxId = await rt.db.transaction(async (trx) => {
      const [m] = await new AlertsRepository(trx).recordMatches(trx, appId, 1);
      const outbox = new OutboxRepository(trx);
      const [link] = await outbox.webhooksFor([m]);
      const id = newEventId();
      const [row] = await outbox.insert([
        {
          event_id: id,
          event_type: MATCH_EVENT,
          webhook_id: link.webhook_id,
          match_id: m.match_id,
          body: eventBody({
            id,
            type: MATCH_EVENT,
            createdAt: new Date(),
            alertId: m.alert_id,
            webhookId: link.webhook_id,
            application: null,
          }),
        },
      ]);
      return row.id;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(before);
    const relayed = await relayOutbox({ ...rt, queues: matchWorker.queues, log: rt.logger }, { graceMs: 0 });
    expect(relayed).toEqual({ abandoned: 0, enqueued: 1 });
    const [got] = (await receiver.waitFor(before + 1)).slice(before);
    expect(got.validSignature).toBe(true);
    const row = await until(async () => {
      const r = await new OutboxRepository(rt.db).get(outboxId);
      return r?.status === 'delivered' && r;
    });
    expect(row.event_id).toBe(got.eventId);
  });
});

describe('killing the delivery worker mid-delivery', () => {
  it('loses no event: the relay re-enqueues it and a new worker delivers it with the same id', async () => {
    const before = receiver.received.length;
    receiver.script = ['hang'];
    const env = {
      DATABASE_URL: rt.testDb.url,
      REDIS_URL: rt.config.REDIS_URL, // the test's Redis (TEST_REDIS_URL), not the default one
      REDIS_PREFIX: rt.config.REDIS_PREFIX,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_EXTRA_CA_FILE: cert.certFile,
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_BASE_MS: '20',
    };
    const { child, done } = startCli(['worker', '--queues', 'webhooks.deliver'], env);
    const id = await newApplication();
    const [inFlight] = (await receiver.waitFor(before + 1)).slice(before);
    child.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    const [ev] = await outboxFor(id);
    expect(ev.status).toBe('pending');
    // The relay runs every minute in production; here once the dead attempt's lease has run out.
    await until(
      async () =>
        (await relayOutbox({ ...rt, queues: matchWorker.queues, log: rt.logger }, { graceMs: 0 })).enqueued >
        0,
      15_000,
    );
    const fresh = await runWorkers({ runtime: rt, only: ['webhooks.deliver'], concurrency: 2 });
    try {
      const [again] = (await receiver.waitFor(before + 2)).slice(before + 1);
      expect(again.eventId).toBe(inFlight.eventId);
      expect(again.validSignature).toBe(true);
      const done2 = await until(async () => {
        const row = await new OutboxRepository(rt.db).get(ev.id);
        return row?.status === 'delivered' && row;
      });
      expect(done2.attempts).toBe(2);
      const log = await new WebhooksRepository(rt.db).attempts({ outbox_id: ev.id });
      expect(log.map((l) => l.outcome)).toEqual(['abandoned', 'success']);
    } finally {
      await fresh.stop();
    }
  });
});

describe('disabling', () => {
  it('a 410 disables the endpoint at once and cancels what is pending', async () => {
    const deliverWorker = await runWorkers({ runtime: rt, only: ['webhooks.deliver'], concurrency: 2 });
    try {
      const before = receiver.received.length;
      receiver.script = [410];
      const id = await newApplication();
      await receiver.waitFor(before + 1);
      const [ev] = await until(async () => {
        const rows = await outboxFor(id);
        return rows[0]?.status === 'failed' && rows;
      });
      expect(ev.attempts).toBe(1);
      const hook = await new WebhooksRepository(rt.db).get(EMAIL, webhookId);
      expect(hook!.disabled_reason).toContain('410');
      // A disabled endpoint gets no new events.
      const id2 = await newApplication();
      await until(async () => (await rt.db('alert_matches').where({ application_id: id2 })).length > 0);
      expect(await outboxFor(id2)).toHaveLength(0);
      const list = await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth() });
      expect(list.json().data[0].status).toBe('disabled');
    } finally {
      await deliverWorker.stop();
    }
  });
});
