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
const nullable = (type: string) => ({ type: [type, 'null'] });
const webhookProps = {
  id: { type: 'integer' },
  url: { type: 'string' },
  alert_id: nullable('integer'),
  event_type: { type: 'string' },
  status: { type: 'string', enum: ['enabled', 'disabled'] },
  disabled_at: nullable('string'),
  disabled_reason: nullable('string'),
  consecutive_failures: { type: 'integer' },
  last_attempt_at: nullable('string'),
  last_success_at: nullable('string'),
  secret_prefix: { type: 'string', description: 'First characters of the secret, to recognise it.' },
  created_at: { type: 'string', format: 'date-time' },
} as const;
const ownerMeta = {
  type: 'object',
  additionalProperties: true,
  properties: { owner: { type: 'string' }, count: { type: 'integer' } },
} as const;
const webhookCreated = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        ...webhookProps,
        secret: {
          type: 'string',
          description: 'The signing secret (whsec_...): shown in this response only.',
        },
      },
    },
    meta: ownerMeta,
  },
} as const;
const webhookList = {
  type: 'object',
  properties: {
    data: { type: 'array', items: { type: 'object', properties: webhookProps } },
    meta: ownerMeta,
  },
} as const;
const webhookDeleted = {
  type: 'object',
  properties: {
    data: { type: 'object', properties: { id: { type: 'integer' }, deleted: { type: 'boolean' } } },
    meta: ownerMeta,
  },
} as const;
const testResult = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        event_id: { type: 'string', description: 'Service-Event-Id of the test event.' },
        delivered: { type: 'boolean', description: 'The endpoint answered 2xx.' },
        outcome: { type: 'string', enum: ['success', 'http_error', 'refused', 'network_error', 'timeout'] },
        status_code: nullable('integer'),
        duration_ms: { type: 'integer' },
        error: nullable('string'),
        response_excerpt: { ...nullable('string'), description: 'First 1 KiB of the response body.' },
      },
    },
    meta: ownerMeta,
  },
} as const;

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
        response: { 200: webhookDeleted, ...errorResponses(403, 404) },
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
        response: { 200: testResult, ...errorResponses(403, 404) },
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
