// Alert matching (spec 4.5, 6.1), chained after the store step (workers/pipeline.ts): each new
// version of an application is matched to every saved alert; a pair is recorded once (unique
// (alert_id, application_id)), and for each new pair an application.match.created event is written
// to the outbox of every enabled webhook that wants it, in the same transaction. Delivery jobs are
// enqueued after the commit; if the process dies before that, the relay enqueues them.
import type { Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { isPlanName, planAtLeast, plans, type Plan } from '../../core/plans.js';
import { FollowupsRepository } from '../../core/repositories/planning/followups.repository.js';
import { AlertsRepository, type NewMatch } from '../../core/repositories/planning/alerts.repository.js';
import {
  ApplicationsRepository,
  type ApplicationRow,
} from '../../core/repositories/planning/applications.repository.js';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { accountPlanName } from '../../core/repositories/webhooks.repository.js';
import { serializeApplication } from '../../feed/planning/record.js';
import type { Queues } from '../../core/queues.js';
import type { AfterStorePayload } from '../pipeline.js';
import { enqueueDelivery } from '../../feed/webhooks/delivery.js';
import { eventBody, MATCH_EVENT, newEventId } from '../../feed/events.js';

export interface MatchDeps {
  db: Knex;
  config: Config;
  queues: Queues;
  log: Logger;
}

export interface MatchResult {
  matches: number;
  events: number;
}

export async function matchApplication(deps: MatchDeps, p: AfterStorePayload): Promise<MatchResult> {
  const { result, outboxIds } = await deps.db.transaction(async (trx) => {
    // Marked in the same transaction: the follow-ups sweep re-queues a version only while unmarked.
    await new FollowupsRepository(trx).markMatched(p.applicationId, p.version);
    const matches = await new AlertsRepository(trx).recordMatches(trx, p.applicationId, p.version);
    return writeMatchEvents(trx, deps, matches);
  });
  for (const id of outboxIds) await enqueueDelivery(deps.queues, id, 0);
  if (result.matches)
    deps.log.info({ applicationId: p.applicationId, version: p.version, ...result }, 'alerts matched');
  return result;
}

/**
 * The application.match.created events of new matches (spec 6.1), one per webhook linked to the
 * matched alert, written to the outbox in the caller's transaction. Returns the outbox ids to
 * enqueue once it commits (the relay enqueues any left behind).
 */
export async function writeMatchEvents(
  trx: Knex.Transaction,
  deps: { config: Pick<Config, 'PUBLIC_BASE_URL'> },
  matches: NewMatch[],
): Promise<{ result: MatchResult; outboxIds: number[] }> {
  if (matches.length === 0) return { result: { matches: 0, events: 0 }, outboxIds: [] };
  const outbox = new OutboxRepository(trx);
  const links = await outbox.webhooksFor(matches);
  if (links.length === 0) return { result: { matches: matches.length, events: 0 }, outboxIds: [] };
  // bigint ids may come back as text: compare them as numbers.
  const appOf = new Map(matches.map((m) => [Number(m.match_id), Number(m.application_id)]));
  const rows = new Map<number, ApplicationRow>();
  for (const id of new Set(links.map((l) => appOf.get(Number(l.match_id))!))) {
    const row = await new ApplicationsRepository(trx).findLive(String(id));
    if (!row) throw new Error(`application ${id} matched but cannot be read`);
    rows.set(id, row);
  }
  // Each account sees the fields its best active plan allows (webhooks need Starter and above, spec
  // 4.14); contact fields are never sent in events (no metering path for them), documented.
  const planOf = new Map<string, Plan | null>();
  for (const acc of new Set(links.map((l) => l.account))) {
    const name = await accountPlanName(trx, acc);
    planOf.set(acc, name && isPlanName(name) && planAtLeast(plans[name], 'starter') ? plans[name] : null);
  }
  const now = new Date();
  const events = links.flatMap((l) => {
    const plan = planOf.get(l.account);
    if (!plan) return [];
    const application = serializeApplication(rows.get(appOf.get(Number(l.match_id))!)!, {
      account: { plan, contactAddon: false },
      single: false,
      includeContact: false,
      baseUrl: deps.config.PUBLIC_BASE_URL,
    });
    const id = newEventId();
    return [
      {
        event_id: id,
        event_type: MATCH_EVENT,
        webhook_id: l.webhook_id,
        match_id: l.match_id,
        body: eventBody({
          id,
          type: MATCH_EVENT,
          createdAt: now,
          alertId: l.alert_id,
          webhookId: l.webhook_id,
          application,
        }),
      },
    ];
  });
  const inserted = await outbox.insert(events);
  return {
    result: { matches: matches.length, events: inserted.length },
    outboxIds: inserted.map((i) => i.id),
  };
}
