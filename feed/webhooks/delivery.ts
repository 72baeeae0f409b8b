// The delivery path of webhook events (spec 6): claim one attempt from the outbox under a lease,
// log it, POST it signed through the SSRF guard, settle the outcome, and schedule the next attempt
// with backoff. Each attempt is its own job (jobId webhooks.deliver_<outbox id>_<attempt>; BullMQ reserves ":" in custom ids), so a
// retried or duplicated job cannot send an attempt twice, and the relay can always re-enqueue the
// attempt that is due without colliding with a finished one.
import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { DELIVERY_KEEP_DAYS, DELIVERY_PURGE_BATCH } from '../../core/retention.js';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import type { Queues } from '../../core/queues.js';
import { sendSigned, trustedRoots, type DeliveryResult, type SendOptions } from './client.js';
import { nextRetryDelayMs, type RetryPolicy } from './retry.js';
import { decryptSecret } from './secrets.js';
import type { Resolver } from './ssrf.js';
import { LICENSING_EVENT } from '../licensing/record.js';

export interface DeliveryDeps {
  db: Knex;
  config: Config;
  queues: Queues;
  log: Logger;
  /** Tests inject a resolver to point host names at chosen addresses; production uses the system's. */
  resolver?: Resolver;
}

export function retryPolicy(config: Config): RetryPolicy {
  return {
    baseMs: config.WEBHOOK_RETRY_BASE_MS,
    maxDelayMs: config.WEBHOOK_RETRY_MAX_DELAY_MS,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
  };
}

/** How long an attempt may hold its event: twice the request timeout plus a second of slack. */
export function leaseMs(config: Config): number {
  return 2 * config.WEBHOOK_TIMEOUT_MS + 1000;
}

export function sendOptions(config: Config, resolver?: Resolver): SendOptions {
  return {
    allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    ca: trustedRoots(config.WEBHOOK_EXTRA_CA_FILE),
    resolver,
  };
}

export function deliverJobId(outboxId: number, attempt: number): string {
  return `webhooks.deliver_${outboxId}_${attempt}`;
}

export async function enqueueDelivery(
  queues: Queues,
  outboxId: number,
  attempt: number,
  delayMs = 0,
): Promise<void> {
  await queues.enqueue(
    'webhooks.deliver',
    { outboxId, attempt },
    // One BullMQ attempt per job: retries are ours (next attempt = next job), scheduled by backoff.
    { jobId: deliverJobId(outboxId, attempt), delay: Math.max(0, delayMs), attempts: 1 },
  );
}

/**
 * The relay's enqueue of an attempt that is overdue: an attempt job that BullMQ still holds as
 * failed or completed (its worker lost PostgreSQL mid-attempt, say) would make the same job id a
 * no-op for as long as BullMQ keeps it, so that job is removed first; a job still waiting, delayed
 * or running is left to run. The attempt itself is claimed under the outbox lease, so running it
 * again never sends it twice.
 */
export async function requeueDelivery(queues: Queues, outboxId: number, attempt: number): Promise<void> {
  const job = await queues.get('webhooks.deliver').getJob(deliverJobId(outboxId, attempt));
  if (job) {
    const state = await job.getState();
    if (state !== 'failed' && state !== 'completed' && state !== 'unknown') return;
    await job.remove();
  }
  await enqueueDelivery(queues, outboxId, attempt);
}

export type AttemptOutcome = 'skipped' | 'delivered' | 'retry' | 'failed' | 'cancelled';

/** Runs attempt `attempt` (0-based count of earlier attempts) of outbox event `outboxId`. */
export async function deliverAttempt(
  deps: DeliveryDeps,
  outboxId: number,
  attempt: number,
): Promise<AttemptOutcome> {
  const { db, config } = deps;
  const outbox = new OutboxRepository(db);
  const hooks = new WebhooksRepository(db);
  const token = randomBytes(12).toString('hex');
  const ev = await outbox.claim(outboxId, attempt, token, leaseMs(config));
  if (!ev) return 'skipped';
  // A log row left unfinished by a worker that died is closed before this attempt starts.
  await outbox.markUnfinishedAbandoned([ev.id]);
  if (ev.disabled_at) {
    await outbox.settle(ev.id, token, { status: 'cancelled', error: 'endpoint disabled' });
    return 'cancelled';
  }
  const logId = await hooks.startAttempt({
    webhook_id: ev.webhook_id,
    outbox_id: ev.id,
    event_id: ev.event_id,
    attempt: attempt + 1,
    test: false,
    url: ev.url,
  });
  const secret = decryptSecret(config.WEBHOOK_SECRET_KEY, ev.account, ev.secret_ciphertext);
  const result = await sendSigned(
    { url: ev.url, eventId: ev.event_id, secret, body: ev.body },
    sendOptions(config, deps.resolver),
  );
  const log = deps.log.child({ webhookId: ev.webhook_id, eventId: ev.event_id, attempt: attempt + 1 });
  const settled = await db.transaction(async (trx) => {
    const tHooks = new WebhooksRepository(trx);
    const tOutbox = new OutboxRepository(trx);
    await tHooks.finishAttempt(logId, attemptRow(result));
    return settleOutcome(config, tHooks, tOutbox, ev.id, ev.webhook_id, token, attempt + 1, result);
  });
  log.info(
    { outcome: result.outcome, status: result.statusCode, ms: result.durationMs, next: settled.outcome },
    'webhook attempt',
  );
  if (settled.outcome === 'retry') await enqueueDelivery(deps.queues, ev.id, attempt + 1, settled.delayMs);
  // Licensing events go out one at a time, in order (licensing spec 6): the next one once this one
  // is settled either way.
  else if (ev.event_type === LICENSING_EVENT && settled.outcome !== 'skipped')
    await enqueueHead(deps.queues, outbox, ev.webhook_id);
  return settled.outcome;
}

/** Queues the first pending event of a webhook (its attempt due now); a no-op when there is none. */
export async function enqueueHead(
  queues: Queues,
  outbox: OutboxRepository,
  webhookId: number,
): Promise<void> {
  const head = await outbox.headOf(webhookId);
  if (head) await requeueDelivery(queues, head.id, head.attempts);
}

/** A duration as a person says it: '45 seconds', '12 minutes', '3 hours', '2 days'. */
export function spell(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(ms / size);
    if (n >= 1 || size === 1000) return `${Math.max(n, 0)} ${name}${n === 1 ? '' : 's'}`;
  }
  return '0 seconds';
}

function attemptRow(r: DeliveryResult) {
  return {
    outcome: r.outcome,
    status_code: r.statusCode,
    duration_ms: r.durationMs,
    address: r.address,
    error: r.error,
    response_excerpt: r.responseExcerpt,
  };
}

async function settleOutcome(
  config: Config,
  hooks: WebhooksRepository,
  outbox: OutboxRepository,
  id: number,
  webhookId: number,
  token: string,
  attemptsDone: number,
  r: DeliveryResult,
): Promise<{ outcome: AttemptOutcome; delayMs?: number }> {
  if (r.outcome === 'success') {
    if (!(await outbox.settle(id, token, { status: 'delivered' }))) return { outcome: 'skipped' };
    await hooks.recordSuccess(webhookId);
    return { outcome: 'delivered' };
  }
  const error = r.error ?? r.outcome;
  // 410 Gone: the receiver says the endpoint is retired; stop at once (issue 8).
  if (r.statusCode === 410) {
    if (!(await outbox.settle(id, token, { status: 'failed', error }))) return { outcome: 'skipped' };
    await hooks.recordFailure(webhookId);
    await hooks.disable(webhookId, 'the endpoint answered 410 Gone');
    return { outcome: 'failed' };
  }
  const streak = await hooks.recordFailure(webhookId);
  const delay = nextRetryDelayMs(retryPolicy(config), attemptsDone);
  const failingForMs = Date.now() - new Date(streak.failing_since).getTime();
  if (delay === null || failingForMs >= config.WEBHOOK_DISABLE_AFTER_MS) {
    if (!(await outbox.settle(id, token, { status: 'failed', error }))) return { outcome: 'skipped' };
    await hooks.disable(
      webhookId,
      delay === null
        ? `an event failed all ${attemptsDone} attempts (last: ${error})`
        : `every attempt failed for ${spell(failingForMs)} (last: ${error})`,
    );
    return { outcome: 'failed' };
  }
  if (!(await outbox.settle(id, token, { status: 'pending', error, retryInMs: delay })))
    return { outcome: 'skipped' };
  return { outcome: 'retry', delayMs: delay };
}

/**
 * The relay (scheduled every minute, and safe to run any time): closes attempts whose worker died
 * (lease expired) and re-enqueues every event that is due but has no attempt in flight, e.g. because
 * the process died between committing the match and enqueueing its job. Job ids make re-enqueueing
 * an attempt whose job still exists a no-op.
 */
export async function relayOutbox(
  deps: Pick<DeliveryDeps, 'db' | 'config' | 'queues' | 'log'>,
  opts: { graceMs?: number; limit?: number } = {},
): Promise<{ abandoned: number; enqueued: number }> {
  const outbox = new OutboxRepository(deps.db);
  const abandoned = await outbox.abandonExpired(deps.config.WEBHOOK_MAX_ATTEMPTS);
  const due = await outbox.overdue(opts.graceMs ?? 30_000, opts.limit ?? 1000);
  const fresh = abandoned.filter((a) => a.status === 'pending');
  // An abandoned attempt that was the event's last: the event failed all its attempts.
  const hooks = new WebhooksRepository(deps.db);
  for (const a of abandoned.filter((x) => x.status === 'failed'))
    await hooks.disable(a.webhook_id, `an event failed all ${a.attempts} attempts (last: abandoned attempt)`);
  const seen = new Set<string>();
  for (const e of [...fresh, ...due]) {
    const k = deliverJobId(e.id, e.attempts);
    if (seen.has(k)) continue;
    seen.add(k);
    await requeueDelivery(deps.queues, e.id, e.attempts);
  }
  // Settled events and their attempt logs are kept DELIVERY_KEEP_DAYS, trimmed a little every run.
  const purged = await outbox.purgeSettled(DELIVERY_KEEP_DAYS, DELIVERY_PURGE_BATCH);
  if (abandoned.length || seen.size || purged)
    deps.log.info({ abandoned: abandoned.length, enqueued: seen.size, purged }, 'webhook outbox relayed');
  return { abandoned: abandoned.length, enqueued: seen.size };
}
