// Failure paths of deliveries, attempt by attempt (no queue timing involved): an event that fails
// every attempt fails and disables its endpoint; a registered name that later resolves to a private
// address (DNS rebinding) is refused at delivery and logged, and nothing reaches the network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../core/redis.js';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import { Queues } from '../../core/queues.js';
import { deliverAttempt, relayOutbox, type DeliveryDeps } from '../../feed/webhooks/delivery.js';
import { matchApplication } from '../../workers/services/alerts-match.js';
import { encryptSecret } from '../../feed/webhooks/secrets.js';
import { systemResolver } from '../../feed/webhooks/ssrf.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addCouncilAlert, addKey } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

const EMAIL = 'failing@example.com';
let cert: TestCert;
let receiver: Receiver;
let rt: TestRuntime;
let queues: Queues;
let conn: ReturnType<typeof createRedis>;
let deps: DeliveryDeps;
let councilId: number;
let alertId: number;
let seq = 0;

async function webhook(url: string): Promise<number> {
  receiver.secret = 'whsec_failure_tests';
  return (
    await new WebhooksRepository(rt.db).create({
      account: EMAIL,
      url,
      alertId,
      secretCiphertext: encryptSecret(rt.config.WEBHOOK_SECRET_KEY, EMAIL, receiver.secret),
      secretPrefix: 'whsec_fail',
    })
  ).id;
}

/** A new matching application; returns the outbox id of its event for `webhookId`. */
async function event(webhookId: number): Promise<number> {
  const id = await addApplication(rt.db, { councilId, reference: `F/${++seq}` });
  await matchApplication(deps, { applicationId: id, version: 1, isNew: true });
  const rows = await new OutboxRepository(rt.db).byWebhook(webhookId);
  return rows[rows.length - 1].id;
}

beforeAll(async () => {
  cert = makeCert();
  receiver = await startReceiver(cert);
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '1',
    WEBHOOK_MAX_ATTEMPTS: '3',
  });
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
  await addKey(rt.db, 'starter', EMAIL);
  councilId = await addCouncil(rt.db, 'failshire');
  alertId = (await addCouncilAlert(rt.db, EMAIL, councilId)).id;
  deps = {
    db: rt.db,
    config: rt.config,
    queues,
    log: rt.logger,
    // rebind.example.test answered 127.0.0.1 when registered; now it answers a private address.
    resolver: async (h) =>
      h === 'rebind.example.test' ? [{ address: '10.9.9.9', family: 4 }] : systemResolver(h),
  };
});

afterAll(async () => {
  await queues?.close();
  conn?.disconnect();
  await receiver?.close();
  cert?.cleanup();
});

describe('sustained failure', () => {
  it('an event failing all its attempts fails and disables the endpoint', async () => {
    receiver.fallback = 500;
    const hook = await webhook(receiver.url);
    const id = await event(hook);
    expect(await deliverAttempt(deps, id, 0)).toBe('retry');
    // The attempt number in the job must match: a stale job for attempt 0 finds nothing.
    expect(await deliverAttempt(deps, id, 0)).toBe('skipped');
    expect(await deliverAttempt(deps, id, 1)).toBe('retry');
    expect(await deliverAttempt(deps, id, 2)).toBe('failed');
    const row = await new OutboxRepository(rt.db).get(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'HTTP 500' });
    const w = await new WebhooksRepository(rt.db).get(EMAIL, hook);
    expect(w!.disabled_at).not.toBeNull();
    expect(w!.disabled_reason).toBe('an event failed all 3 attempts (last: HTTP 500)');
    expect(w!.consecutive_failures).toBe(3);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(1);
    // No new events are written for a disabled endpoint.
    const later = await addApplication(rt.db, { councilId, reference: 'F/after' });
    expect((await matchApplication(deps, { applicationId: later, version: 1, isNew: true })).matches).toBe(1);
    expect(await new OutboxRepository(rt.db).byWebhook(hook)).toHaveLength(1);
    receiver.fallback = 200;
  });
});

describe('DNS rebinding', () => {
  it('refuses at delivery a name that now resolves to a private address, and logs it', async () => {
    const before = receiver.received.length;
    const hook = await webhook(`https://rebind.example.test:${receiver.port}/hooks`);
    const id = await event(hook);
    expect(await deliverAttempt(deps, id, 0)).toBe('retry');
    const [attempt] = await new WebhooksRepository(rt.db).attempts({ outbox_id: id });
    expect(attempt).toMatchObject({ outcome: 'refused', status_code: null, address: null });
    expect(attempt.error).toBe(
      'host rebind.example.test resolves to a private address (10.9.9.9); webhooks go only to public addresses',
    );
    expect(receiver.received.length).toBe(before);
  });
});

describe('retention', () => {
  it('the relay deletes settled events older than 30 days with their attempt logs, never pending ones', async () => {
    const old = "now() - interval '31 days'";
    const settled = (await rt.db('webhook_outbox').whereNot({ status: 'pending' }).pluck('id')) as number[];
    expect(settled.length).toBeGreaterThan(0);
    await rt.db('webhook_outbox').update({ created_at: rt.db.raw(old) });
    const pendingBefore = (await rt
      .db('webhook_outbox')
      .where({ status: 'pending' })
      .pluck('id')) as number[];
    await relayOutbox(deps, { graceMs: 60_000 });
    expect(await rt.db('webhook_outbox').whereIn('id', settled)).toHaveLength(0);
    expect(await rt.db('webhook_deliveries').whereIn('outbox_id', settled)).toHaveLength(0);
    expect(((await rt.db('webhook_outbox').pluck('id')) as number[]).sort()).toEqual(pendingBefore.sort());
    // The matches stay: the pairs are never matched again.
    expect(Number((await rt.db('alert_matches').count({ n: '*' }))[0].n)).toBeGreaterThan(0);
  });
});
