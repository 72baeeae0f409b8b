// Nightly: the derived tables the API reads (workers/services/derived.ts).
import type { Handler } from '../context.js';
import { refreshDerived } from '../services/derived.js';

export const planningDerived: Handler<'planning.derived'> = async (payload, ctx) => {
  const done = await refreshDerived(ctx.rt.db, { tables: payload.tables });
  ctx.log.info({ done }, 'derived tables rebuilt');
  return done;
};
