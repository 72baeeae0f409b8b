import type { Handler } from '../context.js';
import { buildExport, EXPORT_KEEP_DAYS } from '../../feed/exports.js';
import { ExportsRepository } from '../../core/repositories/exports.repository.js';

/** Builds one large export (spec 4.13) into its chunks; small ones are built by the API itself. */
export const exportsBuild: Handler<'exports.build'> = async ({ exportId }, ctx) => {
  const row = await buildExport({ db: ctx.rt.db, config: ctx.rt.config }, exportId);
  ctx.log.info({ exportId, status: row.status, rows: row.row_count }, 'export built');
  return { status: row.status, rows: row.row_count };
};

/** Daily: exports past their 7 days (and failed ones as old) are deleted with their chunks. */
export const exportsPurge: Handler<'exports.purge'> = async (_payload, ctx) => {
  const deleted = await new ExportsRepository(ctx.rt.db).purgeExpired(EXPORT_KEEP_DAYS);
  if (deleted) ctx.log.info({ deleted }, 'expired exports purged');
  return { deleted };
};
