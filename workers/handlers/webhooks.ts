import type { Handler } from '../context.js';
import { deliverAttempt, relayOutbox } from '../../feed/webhooks/delivery.js';
import { metrics } from '../../core/metrics.js';

/** One delivery attempt of one outbox event (spec 6.1); retries are scheduled as further jobs. */
export const webhooksDeliver: Handler<'webhooks.deliver'> = async ({ outboxId, attempt }, ctx) => {
  const outcome = await deliverAttempt(
    { db: ctx.rt.db, config: ctx.rt.config, queues: ctx.queues, log: ctx.log },
    outboxId,
    attempt,
  );
  metrics.webhookDeliveries.inc({ outcome });
  return { outcome };
};

/** Scheduled every minute: recover events whose job or worker was lost. */
export const webhooksRelay: Handler<'webhooks.relay'> = async (_payload, ctx) =>
  relayOutbox({ db: ctx.rt.db, config: ctx.rt.config, queues: ctx.queues, log: ctx.log });
