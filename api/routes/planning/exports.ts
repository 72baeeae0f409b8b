// Bulk exports (spec 4.13): POST /v1/exports (Starter and above), GET /v1/exports/{id},
// GET /v1/exports/{id}/download. The response shape is ours (docs/alerts.md, Exports): the export
// resource with its status; small exports are ready in the POST response, large ones become ready
// when the exports.build worker has written them.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createRedis } from '../../../core/redis.js';
import { InvalidRequestError, NotFoundError } from '../../../core/errors.js';
import { requirePlan } from '../../../core/plans.js';
import { ExportsRepository } from '../../../core/repositories/exports.repository.js';
import { Queues } from '../../../core/queues.js';
import type { ApiDeps } from '../../app.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  createExport,
  downloadStream,
  exportView,
  parseExportBody,
  type ExportBody,
} from '../../../feed/exports.js';

const body = Type.Object(
  {
    postcode: Type.Optional(Type.String({ description: 'Full or partial postcode.' })),
    council: Type.Optional(Type.String({ description: 'Council slug.' })),
    category: Type.Optional(Type.String({ description: 'Comma-separated category slugs.' })),
    date_from: Type.Optional(Type.String({ description: 'Received on or after (YYYY-MM-DD).' })),
    date_to: Type.Optional(Type.String({ description: 'Received on or before (YYYY-MM-DD).' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Rows at most; default and maximum: the plan per-export cap.',
      }),
    ),
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' })),
  },
  { additionalProperties: false },
);
const nullable = (type: string) => ({ type: [type, 'null'] });
/** The export resource (docs/alerts.md, Exports); the spec leaves the shape open. */
const exportSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        status: { type: 'string', enum: ['pending', 'running', 'ready', 'failed'] },
        format: { type: 'string', enum: ['json', 'csv'] },
        filters: { type: 'object', additionalProperties: true },
        limit: { type: 'integer', description: 'Rows selected and charged when requested.' },
        row_count: nullable('integer'),
        byte_count: nullable('integer'),
        error: nullable('string'),
        created_at: { type: 'string', format: 'date-time' },
        completed_at: nullable('string'),
        expires_at: nullable('string'),
        links: {
          type: 'object',
          properties: { self: { type: 'string' }, download: nullable('string') },
        },
      },
    },
    meta: {
      type: 'object',
      properties: { monthly_rows_used: { type: 'integer' }, monthly_rows_cap: nullable('integer') },
    },
  },
} as const;

const idParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Export id.' }) });

export async function exportRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const repo = new ExportsRepository(deps.db);
  const base = deps.config.PUBLIC_BASE_URL;
  // Queues are opened on first need and closed with the app: an API that never exports holds no
  // BullMQ connection.
  let queues: Queues | null = null;
  let conn: ReturnType<typeof createRedis> | null = null;
  const getQueues = () => {
    conn ??= createRedis({ url: deps.config.REDIS_URL, forQueues: true });
    queues ??= new Queues(conn, deps.config.REDIS_PREFIX);
    return queues;
  };
  app.addHook('onClose', async () => {
    await queues?.close();
    conn?.disconnect();
  });
  const meta = (a: {
    email: string;
    usage: { exportRows: number };
    allowances: { exportRowsPerMonth: number | null };
  }) => ({
    monthly_rows_used: a.usage.exportRows,
    monthly_rows_cap: a.allowances.exportRowsPerMonth,
  });

  app.post<{ Body: ExportBody }>(
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
      requirePlan(req.account, 'starter', null);
      const parsed = await parseExportBody(deps.db, req.account, req.body ?? {});
      const { row, inline } = await createExport(deps, req.account, parsed);
      if (!inline)
        await getQueues().enqueue(
          'exports.build',
          { exportId: row.id },
          { jobId: `exports.build_${row.id}` },
        );
      return { data: exportView(row, base), meta: meta(req.account) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/v1/exports/:id',
    {
      schema: {
        tags: ['exports'],
        summary: 'One export and its status',
        params: idParams,
        response: { 200: exportSchema, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', null);
      const row = await repo.get(req.account.email, req.params.id);
      if (!row) throw new NotFoundError(`No export with id ${req.params.id} on this account.`, 'id');
      return { data: exportView(row, base), meta: meta(req.account) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/v1/exports/:id/download',
    {
      schema: {
        tags: ['exports'],
        summary: 'The file of a ready export: JSON {data, meta} or CSV',
        params: idParams,
        response: errorResponses(403, 404),
      },
    },
    async (req, reply) => {
      requirePlan(req.account, 'starter', null);
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
