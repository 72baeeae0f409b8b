import type { Handler } from '../context.js';
import { buildExport } from '../../api/services/exports.js';

/** Builds one large export (spec 4.13) into its chunks; small ones are built by the API itself. */
export const exportsBuild: Handler<'exports.build'> = async ({ exportId }, ctx) => {
  const row = await buildExport({ db: ctx.rt.db, config: ctx.rt.config }, exportId);
  ctx.log.info({ exportId, status: row.status, rows: row.row_count }, 'export built');
  return { status: row.status, rows: row.row_count };
};
