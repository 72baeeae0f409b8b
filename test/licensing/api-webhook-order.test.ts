// licensing.event.created in order under retries (licensing spec 6): while the first event of a
// webhook is failing and retried, the events after it wait; every event arrives once, in feed order,
// under its lev_ id, signed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { fanOutOne } from '../../workers/services/registers/webhooks.js';
import { council, key as addKey } from '../api/seed.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from '../feed/receiver.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { change, licence, registerSource } from './api-seed.js';

let cert: TestCert;
let rt: TestRuntime;
let app: FastifyInstance;
let rx: Receiver;
let workers: WorkerHandle;

beforeAll(async () => {
  cert = makeCert();
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_TIMEOUT_MS: '3000',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_RETRY_MAX_DELAY_MS: '200',
  });
  app = await buildApp(rt);
  await app.ready();
  rx = await startReceiver(cert);
  workers = await runWorkers({ runtime: rt, only: ['webhooks.deliver'], concurrency: 4 });
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await app?.close();
  await rx?.close();
  cert?.cleanup();
});

it('holds later events while the first is retried, then sends them all in feed order', async () => {
  const c = await council(rt.db, 'ordered');
  const reg = await registerSource(rt.db, c.id);
  const rec = {
    id: (await licence(rt.db, { council_id: c.id, council_register_id: reg })).id,
    council_id: c.id,
    council_register_id: reg,
  };
  // Before registration: never sent.
  await change(rt.db, rec, {});
  const k = await addKey(rt.db, 'starter', { email: 'order@example.com' });
  const res = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { authorization: `Bearer ${k}` },
    payload: {
      url: rx.url,
      event: 'licensing.event.created',
      licensing: { council: 'ordered', source: 'all' },
    },
  });
  expect(res.statusCode).toBe(201);
  rx.secret = res.json().data.secret;
  const webhookId = res.json().data.id as number;
  const ids: string[] = [];
  for (let i = 0; i < 6; i++)
    ids.push(await change(rt.db, rec, { change_type: 'granted', event_type: 'granted' }));
  // A backfill row after registration: never sent either.
  await change(rt.db, rec, { backfill: true });
  // The first event fails twice before it is accepted.
  rx.script = [500, 503];
  const fanout = { db: rt.db, config: rt.config, queues: workers.queues, log: rt.logger };
  expect(await fanOutOne(fanout, webhookId)).toBe(6);
  expect(await fanOutOne(fanout, webhookId)).toBe(0);
  await rx.waitFor(8, 30_000);
  await new Promise((r) => setTimeout(r, 500));
  const got = rx.received.map((r) => r.eventId);
  // Two refused attempts of the first event, then all six in order.
  expect(got).toEqual([ids[0], ids[0], ...ids]);
  expect(rx.received.map((r) => r.status)).toEqual([500, 503, 200, 200, 200, 200, 200, 200]);
  expect(rx.received.every((r) => r.validSignature)).toBe(true);
  const outbox = await rt
    .db('webhook_outbox')
    .where({ webhook_id: webhookId })
    .orderBy('id')
    .select('event_id', 'status');
  expect(outbox).toEqual(ids.map((id) => ({ event_id: id, status: 'delivered' })));
});
