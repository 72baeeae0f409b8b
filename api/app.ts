// Builds the Fastify app without listening, so tests drive it through inject() and main.ts serves it.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiDeps, AppDeps, RouteModule } from './deps.js';
import { sharedQueues } from '../core/queues.js';
import {
  BODY_LIMIT,
  clientErrorHandler,
  frameworkErrorHandler,
  MAX_PARAM_LENGTH,
  newRequestId,
  registerErrorHandling,
} from './plugins/errors.js';
import { KeyCache, registerAuth } from './plugins/auth.js';
import { registerLimits } from './plugins/limits.js';
import { registerInputGuards } from './plugins/input.js';
import { registerOpenApi } from './plugins/openapi.js';
import { healthRoutes } from './routes/health.js';
import { routeModules } from './routes/index.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerQueueBoard } from './plugins/queue-board.js';
import { registerRequestLog } from './plugins/request-log.js';
import { statusRoutes } from './routes/status.js';

export type { ApiDeps } from './deps.js';

export interface BuildOptions {
  /** Route modules added to the authenticated /v1 context after the product's own (bench/api's no-op floor). */
  extraRoutes?: readonly RouteModule[];
}

export async function buildApp(input: ApiDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: input.logger as FastifyBaseLogger,
    genReqId: newRequestId,
    // One line per request instead of two (api/plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Everything the server answers is in the spec 7 envelope (api/plugins/errors.ts): errors Fastify
    // finds before routing, requests Node's parser refuses, a request without Host, and requests that
    // arrive while the server closes (answered by our hook rather than Fastify's bare 503).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    return503OnClosing: false,
    http: { requireHostHeader: false },
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, useDefaults: true },
    },
  });
  // Two Redis connections per app. deps.redis (the runtime's) fails fast: the rate limits, the key
  // cache's epoch and /health answer at once while Redis is away rather than hold a request. The
  // queues (dashboard, /metrics, /status, exports) share one BullMQ connection, which waits for
  // Redis instead (BullMQ's settings): one connection cannot be both, so the two stay apart.
  const queues = sharedQueues({
    url: input.config.REDIS_URL,
    prefix: input.config.REDIS_PREFIX,
    name: `plandata-api-queues:${input.config.REDIS_PREFIX}`,
  });
  app.addHook('onClose', () => queues.close());
  const deps: AppDeps = { ...input, queues: queues.get };
  // The request id travels on every response so any answer can be quoted to support (spec 7).
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  registerErrorHandling(app);
  // Swagger first: it collects every route registered after it into /v1/openapi.json.
  await registerOpenApi(app);
  // Operators: request metrics on every route (so before them), /metrics and the queue dashboard.
  registerRequestLog(app);
  await registerMetrics(app, deps);
  await registerQueueBoard(app, deps);
  await healthRoutes(app.withTypeProvider<TypeBoxTypeProvider>(), deps);
  await statusRoutes(app, deps);
  // The authenticated /v1 context (spec 5, 8): every route module runs behind the key check and the
  // limits, and its responses carry the rate-limit and records headers. /health and the docs stay open.
  await app.register(async (v1) => {
    const keyCache = new KeyCache(deps.config.API_KEY_CACHE_SECONDS * 1000);
    registerAuth(v1, { db: deps.db, cache: keyCache });
    registerLimits(v1, { db: deps.db, redis: deps.redis, prefix: deps.config.REDIS_PREFIX, keyCache });
    registerInputGuards(v1);
    const routes = v1.withTypeProvider<TypeBoxTypeProvider>();
    for (const mod of [...routeModules, ...(opts.extraRoutes ?? [])]) await mod(routes, deps);
  });
  return app;
}
