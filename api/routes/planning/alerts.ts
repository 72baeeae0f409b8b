// Saved alerts (spec 4.5): GET/POST /v1/alerts, GET/PATCH/DELETE /v1/alerts/{id},
// GET /v1/alerts/{id}/matches. Alerts belong to the account of the key's e-mail (meta.owner); another
// account's alert is a 404, never a 403, so ids reveal nothing.
import { Type } from '@sinclair/typebox';
import { queryFingerprint } from '../../../core/cursor.js';
import { InvalidRequestError, NotFoundError } from '../../../core/errors.js';
import { AlertsRepository } from '../../../core/repositories/planning/alerts.repository.js';
import {
  ApplicationsRepository,
  type ApplicationRow,
} from '../../../core/repositories/planning/applications.repository.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { idParams, includeContact, nextCursor, pageSize, param, readCursor } from '../../params.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses, jsonOrCsv } from '../../plugins/openapi.js';
import { listEnvelope } from '../../../feed/planning/record.js';
import {
  alertBodySchema,
  alertDeletedSchema,
  alertListSchema,
  alertSingleSchema,
} from '../../schemas/planning/alert.js';
import { applicationListSchema } from '../../schemas/planning/application.js';
import { alertView, createAlert, resolveAlert } from '../../services/alerts.js';
import { contactMeta, deliver } from '../../services/applications.js';

const DEFAULT_DAYS = 90;
const MAX_DAYS = 365;

const ids = idParams('Alert');
const matchesQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: `Look-back in days, default ${DEFAULT_DAYS}, at most ${MAX_DAYS} (larger values clamped).`,
      }),
    ),
    format: param.format,
    limit: param.limit(),
    cursor: param.cursor,
    include_contact: param.includeContact,
  },
  { additionalProperties: false },
);

export async function alertRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
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
        response: { 200: alertListSchema, ...errorResponses() },
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

  app.post(
    '/v1/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Create an alert: radius, council, national or freehold owner (owner: Pro and above)',
        body: alertBodySchema,
        response: { 201: alertSingleSchema, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const row = await createAlert(deps.db, req.account, req.body ?? {});
      reply.status(201);
      return { data: alertView(row, base), meta: { owner: req.account.email } };
    },
  );

  app.get(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One alert',
        params: ids,
        response: { 200: alertSingleSchema, ...errorResponses(404) },
      },
    },
    async (req) => ({
      data: alertView(await owned(req.account.email, req.params.id), base),
      meta: { owner: req.account.email },
    }),
  );

  app.patch(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Change an alert: any field of its type, name, category or frequency (type is fixed)',
        params: ids,
        body: alertBodySchema,
        response: { 200: alertSingleSchema, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      const current = await owned(req.account.email, req.params.id);
      const body = req.body ?? {};
      if (Object.keys(body).length === 0)
        throw new InvalidRequestError('The body changes nothing: send at least one field.', 'body');
      const fields = await resolveAlert(deps.db, req.account, body, current);
      const row = await repo.update(req.account.email, current.id, fields);
      if (!row) throw new NotFoundError(`No alert with id ${current.id} on this account.`, 'id');
      return { data: alertView(row, base), meta: { owner: req.account.email } };
    },
  );

  app.delete(
    '/v1/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert, its matches and the webhooks linked to it',
        params: ids,
        response: { 200: alertDeletedSchema, ...errorResponses(404) },
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

  app.get(
    '/v1/alerts/:id/matches',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Applications matching the alert in the last `days` days, newest first',
        description:
          'Applications meeting the alert that arrived in the service in the window, plus older ones that newly met it (matched by the worker) in the window. Each is charged as a record (spec 8).',
        params: ids,
        querystring: matchesQuery,
        response: { 200: jsonOrCsv(applicationListSchema), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const account = req.account;
      const alert = await owned(account.email, req.params.id);
      const days = Math.min(req.query.days ?? DEFAULT_DAYS, MAX_DAYS);
      const limit = pageSize(account, req.query.limit);
      const fingerprint = `alerts/${alert.id}/matches?${queryFingerprint({ days })}`;
      const after = readCursor(deps.config.CURSOR_SECRET, fingerprint, req.query.cursor, (p) =>
        typeof p.c === 'string' && typeof p.i === 'number' ? { created_at: p.c, id: p.i } : null,
      );
      const ids = await repo.matchingApplicationIds(alert, days, limit + 1, after);
      const pageIds = ids.slice(0, limit);
      const apps = new ApplicationsRepository(deps.db);
      const rows = (await Promise.all(pageIds.map((r) => apps.findLive(String(r.id))))).filter(
        (r): r is ApplicationRow => r !== null,
      );
      const { records, charge } = await deliver(deps, account, rows, {
        single: false,
        includeContact: includeContact(req.query.include_contact),
      });
      const last = pageIds[pageIds.length - 1];
      const next = nextCursor(
        deps.config.CURSOR_SECRET,
        fingerprint,
        ids.length > limit && last ? { c: last.created_at, i: last.id } : null,
      );
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
      return sendJson(reply, listEnvelope(records, meta));
    },
  );
}
