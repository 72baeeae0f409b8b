// Enrichment jobs (issue 7). Thin: the joins live in enrich/join, the check in enrich/constraints.
import type { Handler } from '../context.js';
import { enrichApplication } from '../../enrich/join/pipeline.js';
import { runConstraintCheck } from '../../enrich/constraints/nightly.js';

/** After the store step: the open-data joins of one new or changed application (spec 2.2, 2.6). */
export const enrichApplicationJob: Handler<'enrich.application'> = async (payload, ctx) => {
  const filled = await enrichApplication(ctx.rt.db, payload.applicationId);
  return { fields: Object.keys(filled) };
};

/** Nightly: constraints for every record with a point and no check yet (new or moved, spec 2.2). */
export const enrichConstraintsJob: Handler<'enrich.constraints'> = async (_payload, ctx) => {
  const checked = await runConstraintCheck(ctx.rt.db);
  ctx.log.info({ checked }, 'constraint check done');
  return { checked };
};
