// The error envelope of spec 7 on everything the server answers: {error: {type, message, param,
// request_id}} with the same id in X-Request-Id. There is one path for it: whatever went wrong is turned
// into an ApiError by toApiError() and written by sendError() (or, for what Node refuses before a
// request exists, by clientErrorHandler() on the socket). That covers
// - errors thrown by handlers and hooks (ApiError and anything unexpected, which is a 500),
// - schema validation and the input guards of input.ts (400 naming the parameter; a path id no row can
//   have is a 404 naming it),
// - the body parsers (malformed JSON, a body over the limit, an unsupported Content-Type),
// - Fastify's own refusals before routing (frameworkErrors: bad percent-encoding in the path, an
//   over-long path parameter),
// - no route (404) and no such method on a route that exists (405, with Allow),
// - Node's HTTP parser (clientError: a malformed request line or header, headers too large, a request
//   line too long, a timeout): written on the socket with a fresh request id, logged with it.
//
// `param` names what the client sent that is at fault: a query, path or body parameter, or the header
// or body itself ('authorization', 'x-api-key', 'content-type', 'content-length', 'host', 'body'). It
// is null only where nothing the client sent can be named: an unknown path, a method, a quota (429),
// a roadmap endpoint (501), a failure of ours (500, 503), and requests Node could not read.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, InvalidRequestError, NotFoundError, type ApiErrorType } from '../../core/errors.js';
import { DATE_PATTERN } from '../params.js';
import { decisionFirst } from './limits.js';

export interface ErrorBody {
  error: { type: ApiErrorType; message: string; param: string | null; request_id: string };
}

/** The request id of spec 7: on every response as X-Request-Id and in every error body. */
export function newRequestId(): string {
  return `req_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

export function errorBody(
  type: ApiErrorType,
  message: string,
  param: string | null,
  requestId: string,
): ErrorBody {
  return { error: { type, message, param, request_id: requestId } };
}

/** Body size limit of every route (Fastify's default, named so the 400 can say it). */
export const BODY_LIMIT = 1_048_576;
/** Longest path parameter the router reads (ids are at most 64 characters); longer is a 414. */
export const MAX_PARAM_LENGTH = 1000;

const SERVER_ERROR = 'Unexpected error on the service side. Quote the request_id to support.';

/** Names the offending parameter of a schema validation failure (querystring, params or body). */
function validationParam(err: FastifyError): string | null {
  const v = err.validation?.[0];
  if (!v) return null;
  const params = v.params as Record<string, unknown> | undefined;
  const fromPath = v.instancePath?.replace(/^\//, '').split('/')[0];
  if (fromPath) return fromPath;
  if (params && typeof params.missingProperty === 'string') return params.missingProperty;
  if (params && typeof params.additionalProperty === 'string') return params.additionalProperty;
  // The body as a whole (not an object, say).
  if (err.validationContext === 'body') return 'body';
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
  const name = param ?? 'The request';
  if (v?.keyword === 'additionalProperties') return `${param} is not a known parameter.`;
  if (v?.keyword === 'required') return `${param} is required.`;
  if (params && Array.isArray(params.allowedValues))
    return `${name} must be one of: ${params.allowedValues.join(', ')}.`;
  const literals = allowedLiterals(err);
  if (literals)
    return literals.length === 1
      ? `${name} must be ${String(literals[0])}.`
      : `${name} must be one of: ${literals.map(String).join(', ')}.`;
  if (v?.keyword === 'type' && typeof params?.type === 'string' && TYPE_WORDS[params.type])
    return `${name} must be ${TYPE_WORDS[params.type]}.`;
  if (v?.keyword === 'pattern' && params?.pattern === DATE_PATTERN)
    return `${name} must be a date as YYYY-MM-DD.`;
  if ((v?.keyword === 'minimum' || v?.keyword === 'maximum') && typeof params?.limit === 'number')
    return `${name} must be ${v.keyword === 'minimum' ? 'at least' : 'at most'} ${params.limit}.`;
  if (v?.keyword === 'maxLength' && typeof params?.limit === 'number')
    return `${name} must be at most ${params.limit} characters long.`;
  if (v?.keyword === 'minLength' && typeof params?.limit === 'number')
    return `${name} must be at least ${params.limit} character${params.limit === 1 ? '' : 's'} long.`;
  return `${name} ${v?.message ?? 'is not valid'}.`;
}

/** Fastify's own errors, by code: the answer and what it names. */
function frameworkError(err: FastifyError): ApiError | null {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return new InvalidRequestError(
        'The URL path is not valid: percent-encoding must spell UTF-8 (%FF alone does not).',
        null,
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(
        414,
        'invalid_request',
        `A path segment is longer than ${MAX_PARAM_LENGTH} characters: no resource has such an id.`,
        null,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return new InvalidRequestError(
        'The body must be JSON: send it with Content-Type: application/json.',
        'content-type',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new InvalidRequestError(`The body is larger than ${BODY_LIMIT} bytes.`, 'body');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new InvalidRequestError(
        'The body is not as long as its Content-Length header says.',
        'content-length',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new InvalidRequestError('The body is not valid JSON.', 'body');
    default:
      return null;
  }
}

/** Any error, as the ApiError the client is answered with. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = (err ?? {}) as FastifyError;
  if (e.validation) {
    const param = validationParam(e);
    return new InvalidRequestError(validationMessage(e, param), param);
  }
  const known = frameworkError(e);
  if (known) return known;
  // Any other client error Fastify or a plugin raises: its status, in our words (its own message can
  // carry internal names).
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return new NotFoundError('No resource at this path.');
    if (status === 429) return new ApiError(429, 'rate_limit_error', 'Too many requests.', null);
    if (status === 413)
      return new InvalidRequestError(`The body is larger than ${BODY_LIMIT} bytes.`, 'body');
    if (status === 415) return frameworkError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' } as FastifyError)!;
    return new ApiError(status, 'invalid_request', 'The request is not valid.', null);
  }
  return new ApiError(500, 'server_error', SERVER_ERROR, null);
}

/** Writes an error answer: its headers, its status and the envelope. */
export function sendError(req: FastifyRequest, reply: FastifyReply, e: ApiError): FastifyReply {
  reply.header('X-Request-Id', req.id);
  for (const [k, v] of Object.entries(e.headers)) reply.header(k, v);
  return reply.status(e.status).send(errorBody(e.type, e.message, e.param, req.id));
}

/**
 * Fastify's `frameworkErrors` option: errors found before a route is known (bad percent-encoding in
 * the path, an over-long path parameter). No hook has run: the request id header is set here.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.log.info({ code: err.code }, 'request refused before routing');
  void sendError(req, reply, toApiError(err));
}

/** An error of Node's HTTP server: its code and, for a parse error, the bytes it was reading. */
export interface NodeClientError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** What Node's HTTP parser refused, as the answer: status, message and what it names. */
function nodeClientError(err: NodeClientError): ApiError {
  const code = err.code ?? '';
  if (code === 'HPE_HEADER_OVERFLOW') {
    // The limit covers the request line and the headers together: a request line that alone fills it
    // is a URI too long, otherwise the headers are too large.
    const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : null;
    const lineEnd = raw ? raw.indexOf('\r\n') : -1;
    if (raw && (lineEnd === -1 || lineEnd > raw.length / 2))
      return new ApiError(
        414,
        'invalid_request',
        'The URL is too long: query parameters have limits far below it (see the OpenAPI document).',
        null,
      );
    return new ApiError(431, 'invalid_request', 'The request headers are too large.', null);
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return new ApiError(408, 'invalid_request', 'The request was not received in time.', null);
  if (code === 'HPE_INVALID_METHOD')
    return new InvalidRequestError('The request method is not one the service knows.', null);
  if (code === 'HPE_INVALID_CONTENT_LENGTH' || code === 'HPE_UNEXPECTED_CONTENT_LENGTH')
    return new InvalidRequestError('The Content-Length header is not valid.', 'content-length');
  if (code === 'HPE_INVALID_TRANSFER_ENCODING' || code === 'HPE_INVALID_CHUNK_SIZE')
    return new InvalidRequestError('The body is not valid chunked transfer encoding.', 'transfer-encoding');
  if (code === 'HPE_INVALID_HEADER_TOKEN' || code === 'HPE_INVALID_CONSTANT' || code === 'HPE_LF_EXPECTED')
    return new InvalidRequestError(
      'A request header is not valid HTTP: header names and values must not hold control characters.',
      null,
    );
  return new InvalidRequestError('The request is not valid HTTP/1.1.', null);
}

/** Writes an error answer on a socket that has no request object (Node refused it): the envelope. */
function writeRawError(socket: Socket, e: ApiError, requestId: string): void {
  const body = JSON.stringify(errorBody(e.type, e.message, e.param, requestId));
  const head = [
    `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    ...Object.entries(e.headers).map(([k, v]) => `${k}: ${v}`),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError'): a request Node's parser refused before
 * any request object exists. Answered in the envelope with a fresh request id, which is logged with
 * the error so support can find it. Nothing is written when the socket is gone or an answer is
 * already on its way on it.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeClientError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = newRequestId();
  const e = nodeClientError(err);
  this.log.info({ request_id: requestId, code: err.code, status: e.status }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && (!inFlight || !inFlight.headersSent)) writeRawError(socket, e, requestId);
  else socket.destroy();
}

/** An Expect header other than 100-continue (Node's 'checkExpectation'): 417 in the envelope. */
function expectationFailed(req: IncomingMessage, res: ServerResponse): void {
  const requestId = newRequestId();
  const body = JSON.stringify(
    errorBody(
      'invalid_request',
      'The only expectation the service meets is 100-continue.',
      'expect',
      requestId,
    ),
  );
  res.writeHead(417, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': requestId,
    Connection: 'close',
  });
  res.end(body);
  req.resume();
}

/**
 * Which methods each route pattern answers, so a known path asked with another method is a 405 with
 * Allow rather than a 404 (collected as routes are added: call before any route is registered).
 */
class RouteTable {
  private readonly routes = new Map<string, { re: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | string[]): void {
    let r = this.routes.get(url);
    if (!r) {
      const pattern = url
        .split('/')
        .map((seg) =>
          seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      r = { re: new RegExp(`^${pattern}$`), methods: new Set() };
      this.routes.set(url, r);
    }
    for (const m of Array.isArray(methods) ? methods : [methods]) r.methods.add(m.toUpperCase());
  }

  /** The methods some route answers at this path, sorted; empty when no route has the path. */
  allowed(path: string): string[] {
    const out = new Set<string>();
    for (const { re, methods } of this.routes.values())
      if (re.test(path)) for (const m of methods) out.add(m);
    return [...out].sort();
  }
}

/**
 * The error handler, the not-found handler (404 / 405), the JSON body parser and the request guards
 * every request passes (a Host header, not while closing). Call first in buildApp, before any route.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const routes = new RouteTable();
  app.addHook('onRoute', (r) => {
    routes.add(r.url, r.method);
  });
  app.server.on('checkExpectation', expectationFailed);

  // The JSON parser: Fastify's own (prototype poisoning refused), except that an empty body reads as
  // the empty object, as a request without a body does in every handler (`req.body ?? {}`): a DELETE
  // sent with Content-Type: application/json and nothing else is a DELETE, and a POST without its
  // fields is told which one it lacks. Its failures are named by frameworkError.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    json(req, text, done);
  });

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (req, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      throw new ApiError(503, 'server_error', 'The service is restarting: retry in a few seconds.', null, {
        'Retry-After': '5',
      });
    }
    // RFC 9112 3.2: an HTTP/1.1 request without Host is refused (Node's own check answers without a
    // body, so it is off and this one answers in the envelope).
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined)
      throw new InvalidRequestError('The Host header is required in HTTP/1.1.', 'host');
  });

  app.setErrorHandler(async (thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    // A metered read's per-minute decision may still be on its way (limits.ts): its refusal is the
    // answer whatever else went wrong, as when the window was checked before anything else.
    const e = toApiError((await decisionFirst(req)) ?? thrown);
    // A failure of ours is logged with its stack; a roadmap 501 is an answer, not a failure.
    if (e.status >= 500 && e.status !== 501) req.log.error({ err: thrown }, 'server error');
    return sendError(req, reply, e);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
    const allowed = routes.allowed(path);
    if (allowed.length > 0) {
      return sendError(
        req,
        reply,
        new ApiError(
          405,
          'invalid_request',
          `${req.method} is not allowed on ${shown}: use ${allowed.join(', ')}.`,
          null,
          {
            Allow: allowed.join(', '),
          },
        ),
      );
    }
    return sendError(req, reply, new NotFoundError(`No route ${req.method} ${shown}.`));
  });
}
