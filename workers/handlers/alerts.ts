import type { Handler } from '../context.js';
import { matchApplication } from '../webhooks/match.js';

/** After the store step: match the stored version to saved alerts (spec 4.5, 6.1). */
export const alertsMatch: Handler<'alerts.match'> = async (payload, ctx) =>
  matchApplication({ db: ctx.rt.db, config: ctx.rt.config, queues: ctx.queues, log: ctx.log }, payload);
