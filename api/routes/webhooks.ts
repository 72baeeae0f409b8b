// Webhooks (spec 4.14, 6): POST/GET /v1/webhooks, DELETE /v1/webhooks/{id},
// POST /v1/webhooks/{id}/test. Starter and above. The signing secret appears once, in the 201.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../core/errors.js';
import { requirePlan } from '../../core/plans.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import type { ApiDeps } from '../app.js';
import { errorResponses } from '../plugins/openapi.js';
import { createWebhook, testWebhook, webhookView } from '../services/webhooks.js';

const createBody = Type.Object(
  {
    url: Type.String({
      description: 'HTTPS endpoint (public address; no redirects are followed).',
      maxLength: 2048,
    }),
    alert_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Links the webhook to one saved alert; absent = every alert of the account.',
      }),
    ),
  },
  { additionalProperties: false },
);
const idParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Webhook id.' }) });

export async function webhookRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const repo = new WebhooksRepository(deps.db);

  app.post<{ Body: { url: string; alert_id?: number } }>(
    '/v1/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Register an HTTPS endpoint for application.match.created; the signing secret is shown once',
        body: createBody,
        response: errorResponses(403),
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
    { schema: { tags: ['webhooks'], summary: 'Your webhooks', response: errorResponses(403) } },
    async (req) => {
      requirePlan(req.account, 'starter', null);
      const rows = await repo.list(req.account.email);
      return { data: rows.map(webhookView), meta: { count: rows.length, owner: req.account.email } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/webhooks/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook (its pending events are dropped)',
        params: idParams,
        response: errorResponses(403, 404),
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', null);
      if (!(await repo.delete(req.account.email, req.params.id)))
        throw new NotFoundError(`No webhook with id ${req.params.id} on this account.`, 'id');
      return { data: { id: req.params.id, deleted: true }, meta: { owner: req.account.email } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/v1/webhooks/:id/test',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Send a signed test event now and return the delivery result',
        params: idParams,
        response: errorResponses(403, 404),
      },
    },
    async (req) => {
      requirePlan(req.account, 'starter', null);
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
