// The operators' pages (/admin/queues, /metrics) answer only to OPERATOR_TOKEN: sent as
// `Authorization: Bearer <token>` (scripts, Prometheus' bearer_token) or as the password of HTTP Basic
// (any user name: a browser asks for it once and sends it with every request of the dashboard).
// Refusals are in the spec 7 envelope: 401 without a credential, 403 with a wrong one or when no
// token is configured (the pages are off).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, PermissionError } from '../../core/errors.js';
import { sendError } from './errors.js';

/** The credential a request presents for the operator pages, or null. */
export function operatorCredential(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string') return null;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(auth.trim());
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(auth.trim());
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return null;
}

function sameToken(a: string, b: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no length leak.
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

/**
 * An onRequest hook that lets only the operator through. It answers refusals itself (rather than
 * throwing) so a plugin's own error handler (Bull Board's) never renders them.
 */
export function operatorOnly(token: string | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (!token)
      return sendError(
        req,
        reply,
        new PermissionError('The operator pages are off: set OPERATOR_TOKEN to turn them on.'),
      );
    const presented = operatorCredential(req);
    if (presented === null)
      return sendError(
        req,
        reply,
        new ApiError(
          401,
          'authentication_error',
          'The operator token is required: send Authorization: Bearer <OPERATOR_TOKEN> (or HTTP Basic with it as the password).',
          'authorization',
          { 'WWW-Authenticate': 'Basic realm="plandata operator", charset="UTF-8"' },
        ),
      );
    if (!sameToken(presented, token))
      return sendError(req, reply, new PermissionError('The operator token is not valid.', 'authorization'));
    return undefined;
  };
}
