// Builds the Fastify app without listening, so tests drive it through inject() and main.ts serves it.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { registerErrorHandling } from './plugins/errors.js';
import { healthRoutes } from './routes/health.js';
import { routeModules } from './routes/index.js';

export interface ApiDeps {
  config: Config;
  db: Knex;
  redis: Redis;
  logger: Logger;
}

export async function buildApp(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    disableRequestLogging: false,
    genReqId: () => `req_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    requestIdHeader: false,
    trustProxy: true,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, useDefaults: true },
    },
  });
  // The request id travels on every response so any answer can be quoted to support (spec 7).
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  registerErrorHandling(app);
  await healthRoutes(app, deps);
  for (const mod of routeModules) await mod(app, deps);
  return app;
}
