// Error classes of the service. API errors carry the HTTP status and the spec section 7 type;
// the error handler in api/plugins/errors.ts turns them into the envelope.

export type ApiErrorType =
  | 'invalid_request'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found'
  | 'rate_limit_error'
  | 'server_error'
  | 'not_implemented'
  | 'query_too_broad';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ApiErrorType,
    message: string,
    readonly param: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * 422: a well-formed query that matches too much to answer as asked (licensing spec 4.2, 7: more
 * than 5,000 records inside a point circle). Not a malformed parameter: narrowing it (a smaller
 * `param`, or more filters) answers it. The status and type are ours (the spec leaves them open;
 * docs/licensing-api.md).
 */
export class QueryTooBroadError extends ApiError {
  constructor(message: string, param: string | null = null) {
    super(422, 'query_too_broad', message, param);
  }
}

/** 400: a parameter is missing or malformed; `param` names it (spec 7). */
export class InvalidRequestError extends ApiError {
  constructor(message: string, param: string | null = null) {
    super(400, 'invalid_request', message, param);
  }
}

/**
 * 401: missing, invalid or revoked key (spec 5). `param` names the header the key came in
 * ('authorization', the preferred one, when none came).
 */
export class AuthenticationError extends ApiError {
  constructor(
    message = 'A valid API key is required: send Authorization: Bearer <key> or X-API-Key.',
    param: 'authorization' | 'x-api-key' = 'authorization',
  ) {
    super(401, 'authentication_error', message, param);
  }
}

/** 403: the plan does not allow the resource or parameter; names the parameter (spec 7, 8). */
export class PermissionError extends ApiError {
  constructor(message: string, param: string | null = null) {
    super(403, 'permission_error', message, param);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'No resource with that id.', param: string | null = null) {
    super(404, 'not_found', message, param);
  }
}

/** 429: per-minute or monthly quota exceeded, with Retry-After in seconds (spec 7, 8). */
export class RateLimitError extends ApiError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limit_error', message, null, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class NotImplementedError extends ApiError {
  constructor(message = 'This endpoint is on the roadmap and not live yet.') {
    super(501, 'not_implemented', message);
  }
}

/** Bad command-line usage: the CLI prints the message and the command's usage, exit 2. */
export class UsageError extends Error {}

/** A failure the CLI reports as one line (exit 1) instead of a stack trace. */
export class FatalError extends Error {
  readonly exitMessage: string;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.exitMessage = message;
  }
}

// What an unreachable PostgreSQL or Redis looks like from a client: socket errors, PostgreSQL's
// connection-exception class (08) and shutdown codes (57P01-57P03, 53300), and the messages of
// the pg, knex and ioredis clients when there is no server to talk to.
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const OUTAGE_MESSAGE =
  /Connection terminated|Connection ended unexpectedly|terminating connection|Knex: Timeout acquiring a connection|the database system is (?:starting up|shutting down|in recovery mode)|Connection is closed|Stream isn't writeable|MaxRetriesPerRequest|connect ECONNREFUSED|read ECONNRESET|Client has encountered a connection error/i;

/**
 * Whether an error says our own PostgreSQL or Redis is unreachable (an outage), rather than that the
 * work itself is wrong: work that fails this way is left to be done again (the sweeps), never
 * counted as failed.
 */
export function isOutage(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && OUTAGE_MESSAGE.test(message)) return true;
  }
  return false;
}
