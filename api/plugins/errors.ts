// The error envelope of spec 7 on every error: {error: {type, message, param, request_id}}.
// Bad input is always a 400 naming the parameter, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ApiErrorType } from '../../core/errors.js';
import { DATE_PATTERN } from '../params.js';
import { decisionFirst } from './limits.js';

export interface ErrorBody {
  error: { type: ApiErrorType; message: string; param: string | null; request_id: string };
}

export function errorBody(
  type: ApiErrorType,
  message: string,
  param: string | null,
  requestId: string,
): ErrorBody {
  return { error: { type, message, param, request_id: requestId } };
}

/** Names the offending parameter of a schema validation failure (querystring, params or body). */
function validationParam(err: FastifyError): string | null {
  const v = err.validation?.[0];
  if (!v) return null;
  const params = v.params as Record<string, unknown> | undefined;
  const fromPath = v.instancePath?.replace(/^\//, '').split('/')[0];
  if (fromPath) return fromPath;
  if (params && typeof params.missingProperty === 'string') return params.missingProperty;
  if (params && typeof params.additionalProperty === 'string') return params.additionalProperty;
  return null;
}

/**
 * The values a union of literals (an Enum schema) allows, when the failure is one: Ajv reports each
 * branch it tried (a `const`, or the type of a null branch) and then the anyOf.
 */
function allowedLiterals(err: FastifyError): unknown[] | null {
  const errors = err.validation ?? [];
  const last = errors[errors.length - 1];
  if (!last) return null;
  if (errors.length === 1 && last.keyword === 'const')
    return [(last.params as Record<string, unknown>).allowedValue];
  if (last.keyword !== 'anyOf' || errors.length < 2) return null;
  const values: unknown[] = [];
  for (const e of errors.slice(0, -1)) {
    const params = e.params as Record<string, unknown>;
    if (e.instancePath !== last.instancePath) return null;
    if (e.keyword === 'const') values.push(params.allowedValue);
    else if (e.keyword === 'type' && params.type === 'null') values.push(null);
    else return null;
  }
  return values;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function validationMessage(err: FastifyError, param: string | null): string {
  const v = err.validation?.[0];
  const params = v?.params as Record<string, unknown> | undefined;
  if (v?.keyword === 'additionalProperties') return `${param} is not a known parameter.`;
  if (v?.keyword === 'required') return `${param} is required.`;
  if (params && Array.isArray(params.allowedValues))
    return `${param} must be one of: ${params.allowedValues.join(', ')}.`;
  const literals = allowedLiterals(err);
  if (literals)
    return literals.length === 1
      ? `${param} must be ${String(literals[0])}.`
      : `${param} must be one of: ${literals.map(String).join(', ')}.`;
  if (v?.keyword === 'type' && typeof params?.type === 'string' && TYPE_WORDS[params.type])
    return `${param} must be ${TYPE_WORDS[params.type]}.`;
  if (v?.keyword === 'pattern' && params?.pattern === DATE_PATTERN)
    return `${param} must be a date as YYYY-MM-DD.`;
  return param ? `${param} ${v?.message ?? 'is not valid'}.` : (err.message ?? 'The request is not valid.');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    // A metered read's per-minute decision may still be on its way (limits.ts): its refusal is the
    // answer whatever else went wrong, as when the window was checked before anything else.
    const err = ((await decisionFirst(req)) ?? thrown) as FastifyError;
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      if (err.status >= 500) req.log.error({ err }, 'api error');
      return reply.status(err.status).send(errorBody(err.type, err.message, err.param, req.id));
    }
    if (err.validation) {
      const param = validationParam(err);
      return reply
        .status(400)
        .send(errorBody('invalid_request', validationMessage(err, param), param, req.id));
    }
    // Fastify's own client errors (malformed JSON body, body too large, bad content type, ...).
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const type: ApiErrorType =
        err.statusCode === 404
          ? 'not_found'
          : err.statusCode === 429
            ? 'rate_limit_error'
            : 'invalid_request';
      return reply
        .status(err.statusCode === 415 || err.statusCode === 413 ? 400 : err.statusCode)
        .send(errorBody(type, err.message, null, req.id));
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(
        errorBody(
          'server_error',
          'Unexpected error on the service side. Quote the request_id to support.',
          null,
          req.id,
        ),
      );
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send(errorBody('not_found', `No route ${req.method} ${req.url.split('?')[0]}.`, null, req.id));
  });
}
