// GET /health: liveness and readiness for load balancers; 503 when PostgreSQL or Redis is unreachable.
import { pingDatabase } from '../../core/db.js';
import { Type } from '@sinclair/typebox';
import { withTimeout } from '../../core/redis.js';
import type { ApiApp, ApiDeps } from '../deps.js';
import { Enum } from '../schemas/common.js';

const checkSchema = Type.Object({
  ok: Type.Boolean(),
  latency_ms: Type.Integer(),
  error: Type.Optional(Type.String()),
});
const health = (description: string) =>
  Type.Object(
    {
      status: Enum(['ok', 'unhealthy']),
      checks: Type.Object({ postgres: checkSchema, redis: checkSchema }),
    },
    { description },
  );

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

export async function healthRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'PostgreSQL and Redis reachable: 200, else 503',
        security: [],
        response: {
          200: health('Both reachable.'),
          503: health('PostgreSQL or Redis unreachable (or answering after 2 s).'),
        },
      },
    },
    async (_req, reply) => {
      const [postgres, redis] = await Promise.all([
        check(() => pingDatabase(deps.db)),
        check(() => deps.redis.ping()),
      ]);
      const healthy = postgres.ok && redis.ok;
      reply.status(healthy ? 200 : 503);
      return { status: healthy ? ('ok' as const) : ('unhealthy' as const), checks: { postgres, redis } };
    },
  );
}
