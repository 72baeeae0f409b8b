// The licensing.event.created fan-out (licensing spec 6): for every enabled licensing webhook, the
// change-feed rows after its position that its filters select (never backfill), written to the
// outbox in feed order, one event per row under the row's lev_ id, its position moved on in the same
// transaction. Run after each licensing read and every minute (a read whose job was lost); running it
// twice writes nothing twice (the webhook's row lock, the outbox's (webhook, event id) key). Events
// then go out one at a time per webhook, in order (feed/webhooks/delivery.ts).
import type { Knex } from 'knex';
import type { Config } from '../../../core/config.js';
import type { Logger } from '../../../core/logger.js';
import { isPlanName, plans } from '../../../core/plans.js';
import type { Queues } from '../../../core/queues.js';
import {
  LicensingApiRepository,
  type FeedFilters,
} from '../../../core/repositories/licensing/api.repository.js';
import { OutboxRepository } from '../../../core/repositories/outbox.repository.js';
import { accountPlanName } from '../../../core/repositories/webhooks.repository.js';
import { LICENSING_EVENT, licensingEventBody } from '../../../feed/licensing/record.js';
import { enqueueHead } from '../../../feed/webhooks/delivery.js';

/** Feed rows read per statement of the fan-out. */
export const FANOUT_PAGE = 1000;

export interface FanoutDeps {
  db: Knex;
  config: Config;
  queues: Queues;
  log: Logger;
}

interface LicensingWebhook {
  id: number;
  account: string;
  licensing: { filters: FeedFilters };
  licensing_position: number;
}

/** Fans the feed out to every enabled licensing webhook; returns the events written. */
export async function fanOutLicensing(deps: FanoutDeps): Promise<{ webhooks: number; events: number }> {
  const hooks = (await deps
    .db('webhooks')
    .where({ event_type: LICENSING_EVENT })
    .whereNull('disabled_at')
    .orderBy('id')
    .pluck('id')) as number[];
  let events = 0;
  for (const id of hooks) events += await fanOutOne(deps, id);
  if (events) deps.log.info({ webhooks: hooks.length, events }, 'licensing events fanned out');
  return { webhooks: hooks.length, events };
}

/** One webhook's new rows, in one transaction holding its row (another fan-out waits for it). */
export async function fanOutOne(deps: FanoutDeps, webhookId: number): Promise<number> {
  const written = await deps.db.transaction(async (trx) => {
    const w = (await trx('webhooks')
      .where({ id: webhookId, event_type: LICENSING_EVENT })
      .whereNull('disabled_at')
      .forUpdate()
      .first('id', 'account', 'licensing', 'licensing_position')) as LicensingWebhook | undefined;
    if (!w || !w.licensing) return 0;
    const planName = await accountPlanName(trx, w.account);
    const plan = planName && isPlanName(planName) ? plans[planName] : null;
    // Backfill is never sent (spec 4.5 rule 3, 6).
    const filters: FeedFilters = { ...w.licensing.filters, backfill: 'exclude' };
    const feed = new LicensingApiRepository(trx as unknown as Knex);
    const outbox = new OutboxRepository(trx);
    let position = Number(w.licensing_position ?? 0);
    let n = 0;
    for (;;) {
      const page = await feed.feed(filters, position, FANOUT_PAGE);
      // An account with no active key is sent nothing (as planning events); its place moves on.
      if (plan && page.rows.length) {
        const createdAt = new Date();
        const inserted = await outbox.insertLicensing(
          page.rows.map((row) => ({
            event_id: row.id,
            event_type: LICENSING_EVENT,
            webhook_id: w.id,
            match_id: null,
            body: licensingEventBody({
              row,
              webhookId: w.id,
              plan,
              baseUrl: deps.config.PUBLIC_BASE_URL,
              createdAt,
            }),
          })),
        );
        n += inserted.length;
      }
      const last = page.rows.length ? page.rows[page.rows.length - 1].position : position;
      if (page.rows.length === FANOUT_PAGE) {
        position = last;
        continue;
      }
      position = Math.max(last, page.head, position);
      break;
    }
    await trx('webhooks').where({ id: w.id }).update({ licensing_position: position });
    return n;
  });
  if (written) await enqueueHead(deps.queues, new OutboxRepository(deps.db), webhookId);
  return written;
}
