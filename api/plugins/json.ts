// JSON bodies sent with JSON.stringify rather than the route's schema-compiled serialiser: the
// response schema still documents the body in the OpenAPI document and types it for the handler, but
// records with many nullable, plan-dependent fields serialise about twice as fast this way (measured
// on 50-record pages), and every property passes as it is.
import type { FastifyReply } from 'fastify';

export function sendJson<R extends FastifyReply>(reply: R, body: Parameters<R['send']>[0]): R {
  return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(body) as R;
}
