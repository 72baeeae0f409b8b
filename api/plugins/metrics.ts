// Prometheus metrics of the API process (core/metrics.ts): every request's duration by method,
// route (its pattern, not the path: bounded labels) and status, and GET /metrics behind the operator
// token with the process's counters and the queue and health gauges read when scraped.
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { METRICS_CONTENT_TYPE, metricsText, registry, stateRegistry } from '../../core/metrics.js';
import type { AppDeps } from '../deps.js';
import { operatorOnly } from './operator.js';

export async function registerMetrics(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Per app, so two apps in one process (tests) never register a name twice.
  const own = new Registry();
  const requests = new Histogram({
    name: 'plandata_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  app.addHook('onResponse', async (req, reply) => {
    requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // The app's queues (api/app.ts), read when scraped.
  const state = stateRegistry({ db: deps.db, queues: deps.queues });
  await app.register(async (ops) => {
    ops.addHook('onRequest', operatorOnly(deps.config.OPERATOR_TOKEN));
    ops.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
      reply.type(METRICS_CONTENT_TYPE);
      return metricsText(registry, own, state);
    });
  });
}
