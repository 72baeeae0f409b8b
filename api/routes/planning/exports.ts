// Bulk exports (spec 4.13): POST /v1/exports (Starter and above), GET /v1/exports/{id},
// GET /v1/exports/{id}/download. The response shape is ours (docs/alerts.md, Exports): the export
// resource with its status; small exports are ready in the POST response, large ones become ready
// when the exports.build worker has written them.
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { InvalidRequestError, NotFoundError } from '../../../core/errors.js';
import { requirePlan } from '../../../core/plans.js';
import { ExportsRepository } from '../../../core/repositories/exports.repository.js';
import type { ApiApp, AppDeps } from '../../deps.js';
import { FORMATS, idParams, param } from '../../params.js';
import { errorResponses } from '../../plugins/openapi.js';
import { Enum, Nullable, OpenObject } from '../../schemas/common.js';
import { applicationRecordSchema } from '../../schemas/planning/application.js';
import { createExport, downloadStream, exportView, parseExportBody } from '../../../feed/exports.js';

/** The body of spec 4.13, all optional (feed/exports.ts ExportBody). */
const body = Type.Object(
  {
    postcode: param.postcode('Full or partial postcode.'),
    council: param.council('Council slug.'),
    category: Type.Optional(Type.String({ description: 'Comma-separated category slugs.' })),
    date_from: param.date('Received on or after'),
    date_to: param.date('Received on or before'),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Rows at most; default and maximum: the plan per-export cap.',
      }),
    ),
    format: param.format,
  },
  { additionalProperties: false },
);
/** The export resource (docs/alerts.md, Exports); the spec leaves the shape open. */
const exportSchema = Type.Partial(
  Type.Object({
    data: Type.Partial(
      Type.Object({
        id: Type.Integer(),
        status: Enum(['pending', 'running', 'ready', 'failed']),
        format: Enum(FORMATS),
        filters: OpenObject(),
        limit: Type.Integer({ description: 'Rows selected and charged when requested.' }),
        row_count: Nullable(Type.Integer()),
        byte_count: Nullable(Type.Integer()),
        error: Nullable(Type.String()),
        created_at: Type.String({ format: 'date-time' }),
        completed_at: Nullable(Type.String()),
        expires_at: Nullable(Type.String()),
        links: Type.Partial(Type.Object({ self: Type.String(), download: Nullable(Type.String()) })),
      }),
    ),
    meta: Type.Partial(
      Type.Object({ monthly_rows_used: Type.Integer(), monthly_rows_cap: Nullable(Type.Integer()) }),
    ),
  }),
);

const ids = idParams('Export');

export async function exportRoutes(app: ApiApp, deps: AppDeps): Promise<void> {
  const repo = new ExportsRepository(deps.db);
  const base = deps.config.PUBLIC_BASE_URL;
  const meta = (a: {
    email: string;
    usage: { exportRows: number };
    allowances: { exportRowsPerMonth: number | null };
  }) => ({
    monthly_rows_used: a.usage.exportRows,
    monthly_rows_cap: a.allowances.exportRowsPerMonth,
  });

  app.post(
    '/v1/exports',
    {
      schema: {
        tags: ['exports'],
        summary: 'Export applications as JSON or CSV (Starter and above)',
        description:
          'Rows are counted and charged to the monthly export-row allowance when requested. Up to EXPORT_INLINE_ROWS rows the export is ready in this response; larger ones have status pending until a worker builds them: poll links.self, then fetch links.download.',
        body,
        response: { 200: exportSchema, ...errorResponses(403) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', 'exports');
      const parsed = await parseExportBody(deps.db, req.account, req.body ?? {});
      const { row, inline } = await createExport(deps, req.account, parsed);
      if (!inline)
        await deps
          .queues()
          .enqueue('exports.build', { exportId: row.id }, { jobId: `exports.build_${row.id}` });
      return { data: exportView(row, base), meta: meta(req.account) };
    },
  );

  app.get(
    '/v1/exports/:id',
    {
      schema: {
        tags: ['exports'],
        summary: 'One export and its status',
        params: ids,
        response: { 200: exportSchema, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', 'exports');
      const row = await repo.get(req.account.email, req.params.id);
      if (!row) throw new NotFoundError(`No export with id ${req.params.id} on this account.`, 'id');
      return { data: exportView(row, base), meta: meta(req.account) };
    },
  );

  app.get(
    '/v1/exports/:id/download',
    {
      schema: {
        tags: ['exports'],
        summary: 'The file of a ready export: JSON {data, meta} or CSV',
        params: ids,
        response: {
          // The file is streamed from its stored chunks: typed as the stream the handler sends.
          200: {
            description: 'The file as an attachment, in the format the export was requested in.',
            content: {
              'application/json': {
                schema: Type.Unsafe<Readable>(
                  Type.Object({
                    data: Type.Array(applicationRecordSchema),
                    meta: Type.Object({ export_id: Type.Integer(), count: Type.Integer() }),
                  }),
                ),
              },
              'text/csv': {
                schema: Type.Unsafe<Readable>(
                  Type.String({ description: 'A header row, then one row per application (as format=csv).' }),
                ),
              },
            },
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, 'starter', 'exports');
      const row = await repo.get(req.account.email, req.params.id);
      if (!row) throw new NotFoundError(`No export with id ${req.params.id} on this account.`, 'id');
      if (row.expires_at && new Date(row.expires_at).getTime() < Date.now())
        throw new NotFoundError(
          `Export ${row.id} expired at ${new Date(row.expires_at).toISOString()}: request it again.`,
          'id',
        );
      if (row.status !== 'ready')
        throw new InvalidRequestError(
          row.status === 'failed'
            ? `Export ${row.id} failed: ${row.error ?? 'unknown error'}.`
            : `Export ${row.id} is ${row.status}: poll GET /v1/exports/${row.id} until status is ready.`,
          'id',
        );
      const chunks = await repo.chunkCount(row.id);
      reply.header(
        'Content-Type',
        row.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      );
      reply.header('Content-Disposition', `attachment; filename="export-${row.id}.${row.format}"`);
      reply.header('X-Count', String(row.row_count ?? 0));
      return reply.send(downloadStream(deps.db, row.id, chunks));
    },
  );
}
