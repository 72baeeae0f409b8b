// GET /health: liveness and readiness for load balancers; 503 when PostgreSQL or Redis is unreachable.
import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../../core/redis.js';
import type { ApiDeps } from '../app.js';

async function check(
  fn: () => Promise<unknown>,
): Promise<{ ok: boolean; latency_ms: number; error?: string }> {
  const t0 = performance.now();
  try {
    await withTimeout(fn(), 2000);
    return { ok: true, latency_ms: Math.round(performance.now() - t0) };
  } catch (err) {
    return { ok: false, latency_ms: Math.round(performance.now() - t0), error: (err as Error).message };
  }
}

export async function healthRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get('/health', async (_req, reply) => {
    const [postgres, redis] = await Promise.all([
      check(() => deps.db.raw('select 1')),
      check(() => deps.redis.ping()),
    ]);
    const healthy = postgres.ok && redis.ok;
    reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'unhealthy', checks: { postgres, redis } };
  });
}
