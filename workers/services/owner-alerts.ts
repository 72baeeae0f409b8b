// Owner alerts (spec 4.5) after the nightly derivation: ownership the after-store matching could not
// see. The matching of a stored version waits for its enrichment joins (workers/handlers/alerts.ts),
// but owners can also arrive later: `plandata enrich --all` after a new land-registry release joins
// owners to applications already stored, and a group grows when the company registry's control data
// changes. Nightly, after the owner index: each scope=group alert's companies are read again from
// the group tree, then every owner alert gets the applications that arrived after it and are now on
// its land, with their application.match.created events, as the after-store matching writes them.
import type { Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import type { Queues } from '../../core/queues.js';
import { groupOf } from '../../core/repositories/open-data/ownership.repository.js';
import { AlertsRepository } from '../../core/repositories/planning/alerts.repository.js';
import { enqueueDelivery } from '../../feed/webhooks/delivery.js';
import { writeMatchEvents } from './alerts-match.js';

export interface OwnerAlertsResult {
  /** scope=group alerts whose companies changed. */
  groups: number;
  matches: number;
  events: number;
}

/**
 * Refreshes the groups of owner alerts and records the owner matches made possible since. Without
 * `queues` (the `plandata derive` command) the events stay in the outbox for the relay to enqueue.
 */
export async function refreshOwnerAlerts(deps: {
  db: Knex;
  config: Pick<Config, 'PUBLIC_BASE_URL'>;
  log: Logger;
  queues?: Queues;
}): Promise<OwnerAlertsResult> {
  const repo = new AlertsRepository(deps.db);
  let groups = 0;
  for (const a of await repo.groupOwnerAlerts()) {
    const members = await groupOf(deps.db, a.owner_company);
    const same =
      a.owner_members !== null &&
      a.owner_members.length === members.length &&
      members.every((m) => a.owner_members!.includes(m));
    if (same) continue;
    await repo.setOwnerMembers(a.id, members);
    groups++;
  }
  const { result, outboxIds } = await deps.db.transaction(async (trx) =>
    writeMatchEvents(trx, deps, await new AlertsRepository(trx).catchUpOwnerMatches(trx)),
  );
  if (deps.queues) for (const id of outboxIds) await enqueueDelivery(deps.queues, id, 0);
  const out = { groups, ...result };
  if (groups || result.matches) deps.log.info(out, 'owner alerts refreshed');
  return out;
}
