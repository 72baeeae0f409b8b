// Scraper errors say what happens next (STYLE.md habit 4; ARCHITECTURE.md, Scrapers): the worker
// reads `action` and never has to inspect messages.
//   skip          the thing asked for is not there; move on (no retry)
//   fail-council  the portal no longer looks as the parser expects; stop this council, keep its
//                 old data and raise its health flag
//   back-off      the portal is refusing us (429, a block page, permission denied); slow down
//   retry         a passing fault (5xx, timeout, reset); retry with backoff

export type ScraperAction = 'skip' | 'fail-council' | 'back-off' | 'retry';

export interface ScraperErrorDetails {
  url?: string;
  status?: number;
  council?: string;
  /** What kind of page was seen, where one was recognised. */
  pageKind?: string;
}

export abstract class ScraperError extends Error {
  abstract readonly action: ScraperAction;
  readonly url: string | undefined;
  readonly status: number | undefined;
  readonly council: string | undefined;
  readonly pageKind: string | undefined;

  constructor(message: string, details: ScraperErrorDetails = {}) {
    super(message);
    this.name = new.target.name;
    this.url = details.url;
    this.status = details.status;
    this.council = details.council;
    this.pageKind = details.pageKind;
  }
}

export class NotFoundError extends ScraperError {
  readonly action = 'skip' as const;
}

export class LayoutChangedError extends ScraperError {
  readonly action = 'fail-council' as const;
}

export class BlockedError extends ScraperError {
  readonly action = 'back-off' as const;
  /** Seconds the portal asked us to wait (Retry-After), where it said. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, details: ScraperErrorDetails & { retryAfterSeconds?: number | null } = {}) {
    super(message, details);
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

export class TransientError extends ScraperError {
  readonly action = 'retry' as const;
}

export function isScraperError(err: unknown): err is ScraperError {
  return err instanceof ScraperError;
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const t = Date.parse(v);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.round((t - now.getTime()) / 1000));
}

/**
 * The error an HTTP status means, or null for a status that carries a page to read (2xx, and
 * 3xx which the client follows). Applies to every platform; a platform adds its own reading of
 * pages served with 200.
 */
export function errorForStatus(
  status: number,
  url: string,
  headers: Record<string, string> = {},
  council?: string,
): ScraperError | null {
  if (status >= 200 && status < 400) return null;
  const details = { url, status, council };
  if (status === 404 || status === 410) return new NotFoundError(`${status} at ${url}`, details);
  if (status === 429 || status === 403 || status === 401) {
    return new BlockedError(`${status} at ${url}`, {
      ...details,
      retryAfterSeconds: parseRetryAfter(headers['retry-after']),
    });
  }
  if (status >= 500 || status === 408 || status === 425)
    return new TransientError(`${status} at ${url}`, details);
  // Any other 4xx: the portal rejects the request we build, so its forms or URLs have moved.
  return new LayoutChangedError(`${status} at ${url}`, details);
}
