// One log line per request, when its answer is sent (Fastify's own pair, "incoming request" and
// "request completed", is off in api/app.ts): method, path, route pattern, status and time. The
// query string is left out: it is where a careless client would put a key.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: req.url.split('?')[0],
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
