// Webhooks (spec 4.14, 6): POST/GET /v1/webhooks, DELETE /v1/webhooks/{id},
// POST /v1/webhooks/{id}/test. Starter and above. The signing secret appears once, in the 201.
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../core/errors.js';
import { requirePlan } from '../../core/plans.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import type { ApiApp, ApiDeps } from '../deps.js';
import { idParams, param } from '../params.js';
import { errorResponses } from '../plugins/openapi.js';
import { Enum, Nullable, OpenObject } from '../schemas/common.js';
import { feedFilterProps } from '../schemas/licensing.js';
import { LICENSING_EVENT } from '../../feed/licensing/record.js';
import { ownerMetaSchema } from '../schemas/planning/alert.js';
import { createWebhook, testWebhook, webhookView } from '../services/webhooks.js';

const createBody = Type.Object(
  {
    url: Type.String({
      description: 'HTTPS endpoint (public address; no redirects are followed).',
      maxLength: 2048,
    }),
    alert_id: Type.Optional(
      param.id('Links the webhook to one saved alert; absent = every alert of the account.'),
    ),
    event: Type.Optional(
      Enum(['application.match.created', LICENSING_EVENT], {
        description:
          'application.match.created (default) or licensing.event.created (licensing spec 6: one delivery per change-feed row its filters select, in order, from registration on, never backfill).',
      }),
    ),
    licensing: Type.Optional(
      Type.Object(feedFilterProps, {
        additionalProperties: false,
        description:
          'licensing.event.created: the parameters of GET /v1/licensing/changes (council, change_type, ...). Without a place: every council, Business and above.',
      }),
    ),
  },
  { additionalProperties: false },
);
const webhookProps = {
  id: Type.Integer(),
  url: Type.String(),
  alert_id: Nullable(Type.Integer()),
  event_type: Type.String(),
  licensing: Nullable(OpenObject({ description: 'licensing.event.created: its change-feed filters.' })),
  status: Enum(['enabled', 'disabled']),
  disabled_at: Nullable(Type.String()),
  disabled_reason: Nullable(Type.String()),
  consecutive_failures: Type.Integer(),
  last_attempt_at: Nullable(Type.String()),
  last_success_at: Nullable(Type.String()),
  secret_prefix: Type.String({ description: 'First characters of the secret, to recognise it.' }),
  created_at: Type.String({ format: 'date-time' }),
};
const webhookCreated = Type.Partial(
  Type.Object({
    data: Type.Partial(
      Type.Object({
        ...webhookProps,
        secret: Type.String({
          description: 'The signing secret (whsec_...): shown in this response only.',
        }),
      }),
    ),
    meta: ownerMetaSchema,
  }),
);
const webhookList = Type.Partial(
  Type.Object({ data: Type.Array(Type.Partial(Type.Object(webhookProps))), meta: ownerMetaSchema }),
);
const webhookDeleted = Type.Partial(
  Type.Object({
    data: Type.Partial(Type.Object({ id: Type.Integer(), deleted: Type.Boolean() })),
    meta: ownerMetaSchema,
  }),
);
const testResult = Type.Partial(
  Type.Object({
    data: Type.Partial(
      Type.Object({
        event_id: Type.String({ description: 'Service-Event-Id of the test event.' }),
        delivered: Type.Boolean({ description: 'The endpoint answered 2xx.' }),
        outcome: Enum(['success', 'http_error', 'refused', 'network_error', 'timeout']),
        status_code: Nullable(Type.Integer()),
        duration_ms: Type.Integer(),
        error: Nullable(Type.String()),
        response_excerpt: Nullable(Type.String({ description: 'First 1 KiB of the response body.' })),
      }),
    ),
    meta: ownerMetaSchema,
  }),
);

const ids = idParams('Webhook');

export async function webhookRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  const repo = new WebhooksRepository(deps.db);

  app.post(
    '/v1/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Register an HTTPS endpoint for application.match.created or licensing.event.created; the signing secret is shown once',
        body: createBody,
        response: { 201: webhookCreated, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const { webhook, secret } = await createWebhook(deps, req.account, req.body);
      reply.status(201);
      return { data: { ...webhookView(webhook), secret }, meta: { owner: req.account.email } };
    },
  );

  app.get(
    '/v1/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Your webhooks',
        response: { 200: webhookList, ...errorResponses(403) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', 'webhooks');
      const rows = await repo.list(req.account.email);
      return { data: rows.map(webhookView), meta: { count: rows.length, owner: req.account.email } };
    },
  );

  app.delete(
    '/v1/webhooks/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook (its pending events are dropped)',
        params: ids,
        response: { 200: webhookDeleted, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', 'webhooks');
      if (!(await repo.delete(req.account.email, req.params.id)))
        throw new NotFoundError(`No webhook with id ${req.params.id} on this account.`, 'id');
      return { data: { id: req.params.id, deleted: true }, meta: { owner: req.account.email } };
    },
  );

  app.post(
    '/v1/webhooks/:id/test',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Send a signed test event now and return the delivery result',
        params: ids,
        response: { 200: testResult, ...errorResponses(403, 404) },
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', 'webhooks');
      const { event_id, result } = await testWebhook(deps, req.account, req.params.id);
      return {
        data: {
          event_id,
          delivered: result.outcome === 'success',
          outcome: result.outcome,
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          error: result.error,
          response_excerpt: result.responseExcerpt,
        },
        meta: { owner: req.account.email },
      };
    },
  );
}
