// Nightly: the derived tables the API reads (workers/services/derived.ts), then, with the owner
// index, the owner alerts' groups and late matches (workers/services/owner-alerts.ts).
import type { Handler } from '../context.js';
import { refreshDerived } from '../services/derived.js';
import { refreshOwnerAlerts } from '../services/owner-alerts.js';

export const planningDerived: Handler<'planning.derived'> = async (payload, ctx) => {
  const done = await refreshDerived(ctx.rt.db, { tables: payload.tables });
  ctx.log.info({ done }, 'derived tables rebuilt');
  if (!done.owner_index) return done;
  const ownerAlerts = await refreshOwnerAlerts({
    db: ctx.rt.db,
    config: ctx.rt.config,
    log: ctx.log,
    queues: ctx.queues,
  });
  return { ...done, owner_alerts: ownerAlerts };
};
