// Saved alerts (spec 4.5): GET/POST /v1/alerts, GET/PATCH/DELETE /v1/alerts/{id},
// GET /v1/alerts/{id}/matches. Alerts belong to the account of the key's e-mail (meta.owner); another
// account's alert is a 404, never a 403, so ids reveal nothing.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, encodeCursor, queryFingerprint } from '../../../core/cursor.js';
import { InvalidRequestError, NotFoundError } from '../../../core/errors.js';
import { AlertsRepository } from '../../../core/repositories/planning/alerts.repository.js';
import {
  ApplicationsRepository,
  type ApplicationRow,
} from '../../../core/repositories/planning/applications.repository.js';
import type { ApiDeps } from '../../app.js';
import { sendCsv } from '../../plugins/csv.js';
import { errorResponses } from '../../plugins/openapi.js';
import { listEnvelope } from '../../../feed/planning/record.js';
import { applicationListSchema } from '../../schemas/planning/application.js';
import { alertView, createAlert, resolveAlert, type AlertBody } from '../../services/alerts.js';
import { contactMeta, deliver, pageSize } from '../../services/applications.js';

const DEFAULT_DAYS = 90;

const nullable = (type: string, description?: string) => ({
  type: [type, 'null'],
  ...(description ? { description } : {}),
});
/** The alert as shown (docs/alerts.md): every criteria key present, null where it does not apply. */
const alertSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['radius', 'council', 'national', 'owner'] },
    name: nullable('string'),
    lat: nullable('number', 'radius'),
    lng: nullable('number', 'radius'),
    radius: nullable('integer', 'radius: metres'),
    council: nullable('string', 'council: slug'),
    nation: nullable('string', 'national: null = the whole UK'),
    owner_company: nullable('string', 'owner'),
    owner_scope: nullable('string', 'owner: company or group'),
    category: nullable('string', 'comma-separated category slugs'),
    frequency: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    links: { type: 'object', additionalProperties: true, properties: { matches: { type: 'string' } } },
  },
} as const;
const ownerMeta = {
  type: 'object',
  additionalProperties: true,
  properties: {
    owner: { type: 'string', description: "The account: the key's e-mail." },
    count: { type: 'integer' },
  },
} as const;
const alertSingle = { type: 'object', properties: { data: alertSchema, meta: ownerMeta } } as const;
const alertList = {
  type: 'object',
  properties: { data: { type: 'array', items: alertSchema }, meta: ownerMeta },
} as const;
const alertDeleted = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        deleted: { type: 'boolean' },
        webhooks_deleted: {
          type: 'array',
          items: { type: 'integer' },
          description: 'Webhooks linked to the alert, deleted with it.',
        },
      },
    },
    meta: ownerMeta,
  },
} as const;
const MAX_DAYS = 365;

const nullableStr = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

const alertBody = Type.Object(
  {
    type: Type.Optional(
      Type.String({
        description:
          'radius, council, national or owner (owner: Pro and above). Required on POST; fixed after.',
      }),
    ),
    name: nullableStr('Your label for the alert (at most 200 characters).'),
    lat: Type.Optional(Type.Number({ description: 'radius: latitude of the centre (WGS84).' })),
    lng: Type.Optional(Type.Number({ description: 'radius: longitude of the centre (WGS84).' })),
    radius: Type.Optional(Type.Integer({ description: 'radius: metres, 1 to 5000, default 1000.' })),
    council: Type.Optional(Type.String({ description: 'council: council slug (see /v1/councils).' })),
    nation: nullableStr(
      'national: england, scotland, wales or northern-ireland; absent or null = the whole UK.',
    ),
    owner_company: Type.Optional(
      Type.String({ description: 'owner: company registry number (leading zeros may be omitted).' }),
    ),
    owner_scope: Type.Optional(Type.String({ description: 'owner: company (default) or group.' })),
    category: nullableStr(
      'Any type: comma-separated category slugs; only applications in one of them match. null clears.',
    ),
    frequency: Type.Optional(Type.String({ description: 'daily (the one value the spec shows).' })),
  },
  { additionalProperties: false },
);
const idParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Alert id.' }) });
const matchesQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: `Look-back in days, default ${DEFAULT_DAYS}, at most ${MAX_DAYS} (larger values clamped).`,
      }),
    ),
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' })),
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    cursor: Type.Optional(Type.String()),
    include_contact: Type.Optional(Type.Union([Type.Literal('false'), Type.Literal('true')])),
  },
  { additionalProperties: false },
);

export async function alertRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const base = deps.config.PUBLIC_BASE_URL;
  const repo = new AlertsRepository(deps.db);
  const owned = async (email: string, id: number) => {
    const a = await repo.get(email, id);
    if (!a) throw new NotFoundError(`No alert with id ${id} on this account.`, 'id');
    return a;
  };

  app.get(
    '/v1/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "Alerts belonging to the key's e-mail",
        response: { 200: alertList, ...errorResponses() },
      },
    },
    async (req) => {
      const rows = await repo.list(req.account.email);
      return {
        data: rows.map((r) => alertView(r, base)),
        meta: { count: rows.length, owner: req.account.email },
      };
    },
  );

  app.post<{ Body: AlertBody }>(
    '/v1/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Create an alert: radius, council, national or freehold owner (owner: Pro and above)',
        body: alertBody,
        response: { 201: alertSingle, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const row = await createAlert(deps.db, req.account, req.body ?? {});
      reply.status(201);
      return { data: alertView(row, base), meta: { owner: req.account.email } };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One alert',
        params: idParams,
        response: { 200: alertSingle, ...errorResponses(404) },
      },
    },
    async (req) => ({
      data: alertView(await owned(req.account.email, req.params.id), base),
      meta: { owner: req.account.email },
    }),
  );

  app.patch<{ Params: { id: number }; Body: AlertBody }>(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Change an alert: any field of its type, name, category or frequency (type is fixed)',
        params: idParams,
        body: alertBody,
        response: { 200: alertSingle, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      const current = await owned(req.account.email, req.params.id);
      const body = req.body ?? {};
      if (Object.keys(body).length === 0)
        throw new InvalidRequestError('The body changes nothing: send at least one field.', null);
      const fields = await resolveAlert(deps.db, req.account, body, current);
      const row = await repo.update(req.account.email, current.id, fields);
      if (!row) throw new NotFoundError(`No alert with id ${current.id} on this account.`, 'id');
      return { data: alertView(row, base), meta: { owner: req.account.email } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert, its matches and the webhooks linked to it',
        params: idParams,
        response: { 200: alertDeleted, ...errorResponses(404) },
      },
    },
    async (req) => {
      const r = await repo.delete(req.account.email, req.params.id);
      if (!r.deleted) throw new NotFoundError(`No alert with id ${req.params.id} on this account.`, 'id');
      return {
        data: { id: req.params.id, deleted: true, webhooks_deleted: r.webhooks },
        meta: { owner: req.account.email },
      };
    },
  );

  app.get<{
    Params: { id: number };
    Querystring: {
      days?: number;
      format?: 'json' | 'csv';
      limit?: number;
      cursor?: string;
      include_contact?: string;
    };
  }>(
    '/v1/alerts/:id/matches',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Applications matching the alert in the last `days` days, newest first',
        description:
          'Applications meeting the alert that arrived in the service in the window, plus older ones that newly met it (matched by the worker) in the window. Each is charged as a record (spec 8).',
        params: idParams,
        querystring: matchesQuery,
        response: { 200: applicationListSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const account = req.account;
      const alert = await owned(account.email, req.params.id);
      const days = Math.min(req.query.days ?? DEFAULT_DAYS, MAX_DAYS);
      const limit = pageSize(account, req.query.limit, undefined);
      const fingerprint = `alerts/${alert.id}/matches?${queryFingerprint({ days })}`;
      let after: { created_at: string; id: number } | null = null;
      if (req.query.cursor !== undefined) {
        const p = decodeCursor(deps.config.CURSOR_SECRET, fingerprint, req.query.cursor);
        if (typeof p.c !== 'string' || typeof p.i !== 'number')
          throw new InvalidRequestError('cursor is not valid for this query.', 'cursor');
        after = { created_at: p.c, id: p.i };
      }
      const ids = await repo.matchingApplicationIds(alert, days, limit + 1, after);
      const pageIds = ids.slice(0, limit);
      const apps = new ApplicationsRepository(deps.db);
      const rows = (await Promise.all(pageIds.map((r) => apps.findLive(String(r.id))))).filter(
        (r): r is ApplicationRow => r !== null,
      );
      const { records, charge } = await deliver(deps, account, rows, {
        single: false,
        includeContact: req.query.include_contact !== 'false',
      });
      const last = pageIds[pageIds.length - 1];
      const next =
        ids.length > limit && last
          ? encodeCursor(deps.config.CURSOR_SECRET, fingerprint, {
              c: last.created_at,
              i: last.id,
            })
          : null;
      if (req.query.format === 'csv')
        return sendCsv(reply, records, { next_cursor: next }, `alert-${alert.id}-matches.csv`);
      const meta: Record<string, unknown> & { limit: number; next_cursor: string | null } = {
        limit,
        next_cursor: next,
        owner: account.email,
        days,
      };
      const contact = contactMeta(charge);
      if (contact) meta.contact = contact;
      // As the applications routes: JSON.stringify (records with many nullable, plan-dependent fields
      // serialise faster this way); the response schema documents the shape.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(listEnvelope(records, meta)));
    },
  );
}
