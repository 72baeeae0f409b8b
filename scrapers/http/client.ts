// The polite HTTP client every adapter is handed (scrapers/contract.ts PageClient). One instance
// is one portal session: it keeps cookies (Idox ties a search to JSESSIONID) and follows
// redirects. Politeness is shared by every worker process through Redis (host-limiter.ts); a
// passing fault (timeout, reset, 5xx) is retried with exponential backoff and jitter; a 429 or
// Retry-After pauses the whole host for every process. Whatever the outcome, it resolves with the
// last response (the adapter decides what a status means) or throws TransientError when no
// response came at all. Every request, including retries and redirect hops, is reported to the
// recorder (raw snapshots and fetch_log).
import { createHash } from 'node:crypto';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { Agent, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import type { FetchedPage, PageClient, RequestOptions, ScraperLogger } from '../contract.js';
import { TransientError, parseRetryAfter } from '../kit/errors.js';
import { decodeBody } from '../kit/charset.js';
import type { HostLimiter, HostSession } from './host-limiter.js';
import { ALLOW_ALL, RobotsDisallowedError, isAllowed, parseRobots, type RobotsRules } from './robots.js';
import { CookieJar } from '../kit/cookies.js';

/** One request as it happened, for raw snapshots and the fetch log. */
export interface FetchRecord {
  method: 'GET' | 'POST';
  url: string;
  /** Null when no response came (timeout, connection error). */
  status: number | null;
  headers: Record<string, string>;
  body: Buffer | null;
  /** sha256 of the body bytes (the raw_pages key), null without a body. */
  contentHash: string | null;
  durationMs: number;
  error: string | null;
  fetchedAt: string;
}

export interface FetchRecorder {
  record(entry: FetchRecord): void;
}

export interface PoliteClientOptions {
  limiter: HostLimiter;
  userAgent: string;
  timeoutMs: number;
  /** Retries after the first attempt for transient faults and throttling. */
  retries: number;
  /** First backoff; doubles each retry, with full jitter on top. */
  backoffMs: number;
  /** Longest single wait for a portal's Retry-After before giving the page back to the adapter. */
  maxRetryAfterMs?: number;
  recorder?: FetchRecorder;
  robots?: RobotsCache;
  logger?: ScraperLogger;
  dispatcher?: Dispatcher;
  /** Injected for tests: how the client sleeps. */
  sleep?: (ms: number) => Promise<void>;
}

const MAX_REDIRECTS = 10;
const RETRY_STATUS = new Set([500, 502, 503, 504, 408, 425]);

// One keep-alive pool per process: the politeness limit, not the pool, caps connections per host.
let sharedAgent: Agent | null = null;
export function sharedDispatcher(): Agent {
  sharedAgent ??= new Agent({ keepAliveTimeout: 10_000, connections: 32, pipelining: 1 });
  return sharedAgent;
}

export function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

/** An answer as it came off the connection. */
interface Received {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request through the dispatcher's handler interface: the body is gathered chunk by chunk as
 * it arrives, without the stream and abort signal request() builds per call (about half the
 * client's CPU per request in a same-process comparison: docs/benchmarks/ingest.md). One deadline
 * covers the whole request, connecting and reading included, so the host slot's lease (timeout +
 * 5 s) always outlasts it.
 */
function send(
  dispatcher: Dispatcher,
  method: 'GET' | 'POST',
  u: URL,
  headers: Record<string, string>,
  body: string | null,
  timeoutMs: number,
): Promise<Received> {
  return new Promise<Received>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let status = 0;
    let head: IncomingHttpHeaders = {};
    let controller: Dispatcher.DispatchController | null = null;
    let settled = false;
    const settle = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else
        resolve({
          status,
          headers: head,
          body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size),
        });
    };
    const timer = setTimeout(() => {
      const err = new Error(`no complete answer within ${timeoutMs} ms`);
      err.name = 'TimeoutError';
      controller?.abort(err);
      settle(err);
    }, timeoutMs);
    dispatcher.dispatch(
      {
        origin: u.origin,
        path: u.pathname + u.search,
        method,
        headers,
        body: body ?? undefined,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      {
        onRequestStart(c) {
          controller = c;
          if (settled) c.abort(new Error('request abandoned'));
        },
        onResponseStart(_c, statusCode, h) {
          status = statusCode;
          head = h;
        },
        onResponseData(_c, chunk) {
          chunks.push(chunk);
          size += chunk.length;
        },
        onResponseEnd() {
          settle(null);
        },
        onResponseError(_c, err) {
          settle(err);
        },
      },
    );
  });
}

function flattenHeaders(h: IncomingHttpHeaders): {
  headers: Record<string, string>;
  setCookie: string[];
} {
  const headers: Record<string, string> = {};
  let setCookie: string[] = [];
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    const key = k.toLowerCase();
    if (key === 'set-cookie') setCookie = Array.isArray(v) ? v : [v];
    headers[key] = Array.isArray(v) ? v.join(', ') : v;
  }
  return { headers, setCookie };
}

export class RobotsCache {
  private readonly cache = new Map<string, { rules: RobotsRules; at: number }>();
  private readonly pending = new Map<string, Promise<RobotsRules>>();

  constructor(
    private readonly agentToken: string,
    private readonly ttlMs = 6 * 3600_000,
  ) {}

  async rulesFor(
    origin: string,
    fetchText: (url: string) => Promise<{ status: number | null; text: string }>,
  ) {
    const hit = this.cache.get(origin);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.rules;
    let p = this.pending.get(origin);
    if (!p) {
      p = (async () => {
        const res = await fetchText(`${origin}/robots.txt`);
        let rules: RobotsRules;
        if (res.status !== null && res.status >= 200 && res.status < 300)
          rules = parseRobots(res.text, this.agentToken);
        else if (res.status !== null && res.status >= 400 && res.status < 500) rules = ALLOW_ALL;
        else throw new TransientError(`robots.txt at ${origin} unreadable (${res.status ?? 'no response'})`);
        this.cache.set(origin, { rules, at: Date.now() });
        return rules;
      })().finally(() => this.pending.delete(origin));
      this.pending.set(origin, p);
    }
    return p;
  }
}

/** The product token of a user agent ("plandata/0.1 (...)" -> "plandata"), matched against robots.txt. */
export function productToken(userAgent: string): string {
  return userAgent.split(/[/\s]/)[0] || userAgent;
}

const JSON_TYPE = 'application/json; charset=UTF-8';

function encodeForm(form: Record<string, string> | [string, string][]): string {
  const pairs = Array.isArray(form) ? form : Object.entries(form);
  const p = new URLSearchParams();
  for (const [k, v] of pairs) p.append(k, v);
  return p.toString();
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  setCookie: string[];
  body: Buffer;
}

export class PoliteClient implements PageClient {
  readonly cookies = new CookieJar();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly dispatcher: Dispatcher;
  // This session's slots: a page asked for as soon as the last one came reuses its slot.
  private readonly slots: HostSession;

  constructor(private readonly opts: PoliteClientOptions) {
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.dispatcher = opts.dispatcher ?? sharedDispatcher();
    this.slots = opts.limiter.session();
  }

  get(url: string, opts: RequestOptions = {}): Promise<FetchedPage> {
    return this.navigate('GET', url, null, opts);
  }

  post(
    url: string,
    form: Record<string, string> | [string, string][],
    opts: RequestOptions = {},
  ): Promise<FetchedPage> {
    return this.navigate('POST', url, encodeForm(form), opts);
  }

  postJson(url: string, body: unknown, opts: RequestOptions = {}): Promise<FetchedPage> {
    return this.navigate('POST', url, JSON.stringify(body), {
      ...opts,
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        ...opts.headers,
        'content-type': JSON_TYPE,
      },
    });
  }

  private async navigate(
    method: 'GET' | 'POST',
    url: string,
    body: string | null,
    opts: RequestOptions,
  ): Promise<FetchedPage> {
    let current = new URL(url);
    let m = method;
    let b = body;
    let referer = opts.referer;
    for (let hop = 0; ; hop++) {
      await this.checkRobots(current);
      const res = await this.withRetries(m, current, b, { ...opts, referer });
      const location = res.headers.location;
      if (res.status >= 300 && res.status < 400 && location && hop < MAX_REDIRECTS) {
        const next = new URL(location, current);
        // 303, and 301/302 after a POST, become GET as browsers do; 307/308 keep the method.
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && m === 'POST')) {
          m = 'GET';
          b = null;
        }
        referer = current.toString();
        current = next;
        continue;
      }
      return {
        url,
        finalUrl: current.toString(),
        status: res.status,
        headers: res.headers,
        body: res.body,
        text: decodeBody(res.body, res.headers['content-type']),
        fetchedAt: new Date().toISOString(),
      };
    }
  }

  private async checkRobots(u: URL): Promise<void> {
    if (!this.opts.robots || u.pathname === '/robots.txt') return;
    const rules = await this.opts.robots.rulesFor(u.origin, async (robotsUrl) => {
      try {
        const r = await this.withRetries('GET', new URL(robotsUrl), null, {});
        return { status: r.status, text: r.body.toString('utf8') };
      } catch {
        return { status: null, text: '' };
      }
    });
    if (!isAllowed(rules, u.pathname + u.search)) {
      throw new RobotsDisallowedError(`robots.txt disallows ${u.pathname}${u.search}`, { url: u.toString() });
    }
  }

  private backoff(attempt: number): number {
    // Exponential with full jitter: base * 2^attempt, plus up to as much again at random.
    const base = this.opts.backoffMs * 2 ** attempt;
    return base + Math.random() * base;
  }

  /** One request with retries for transient faults and throttling; returns the last response. */
  private async withRetries(method: 'GET' | 'POST', u: URL, body: string | null, opts: RequestOptions) {
    const maxRetryAfter = this.opts.maxRetryAfterMs ?? 300_000;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.opts.retries;
      let res: RawResponse;
      try {
        res = await this.once(method, u, body, opts);
      } catch (err) {
        if (last) {
          throw new TransientError(
            `no response from ${u} after ${attempt + 1} attempts: ${(err as Error).message}`,
            {
              url: u.toString(),
            },
          );
        }
        const wait = this.backoff(attempt);
        this.opts.logger?.debug(
          { url: u.toString(), attempt, wait, err: (err as Error).message },
          'http: retrying',
        );
        await this.sleep(wait);
        continue;
      }
      const throttled =
        res.status === 429 || (res.status === 503 && res.headers['retry-after'] !== undefined);
      if (throttled) {
        const asked = parseRetryAfter(res.headers['retry-after']);
        const wait = asked !== null ? asked * 1000 : this.backoff(attempt);
        // Every process backs off this host, not just this request.
        await this.opts.limiter.pause(u.host, Math.min(wait, maxRetryAfter));
        this.opts.logger?.warn(
          { url: u.toString(), status: res.status, wait },
          'http: throttled, backing off',
        );
        if (last || wait > maxRetryAfter) return res;
        continue;
      }
      if (RETRY_STATUS.has(res.status) && !last) {
        const wait = this.backoff(attempt);
        this.opts.logger?.debug({ url: u.toString(), status: res.status, attempt, wait }, 'http: retrying');
        await this.sleep(wait);
        continue;
      }
      return res;
    }
  }

  private async once(
    method: 'GET' | 'POST',
    u: URL,
    body: string | null,
    opts: RequestOptions,
  ): Promise<RawResponse> {
    const headers: Record<string, string> = {
      'user-agent': this.opts.userAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-GB,en;q=0.8',
      ...(opts.headers ?? {}),
    };
    if (opts.referer) headers.referer = opts.referer;
    const cookie = this.cookies.header(u.host);
    if (cookie) headers.cookie = cookie;
    // A form unless the caller sent JSON (postJson); a redirected POST that became a GET sends none.
    if (body !== null && headers['content-type'] !== JSON_TYPE)
      headers['content-type'] = 'application/x-www-form-urlencoded';
    else if (body === null) delete headers['content-type'];
    const timeout = opts.timeoutMs ?? this.opts.timeoutMs;
    const release = await this.slots.acquire(u.host, timeout);
    const started = Date.now();
    const fetchedAt = new Date().toISOString();
    try {
      const r = await send(this.dispatcher, method, u, headers, body, timeout);
      const { headers: h, setCookie } = flattenHeaders(r.headers);
      const decoded = decompress(r.body, h['content-encoding']);
      if (setCookie.length) this.cookies.store(u.host, setCookie);
      this.opts.recorder?.record({
        method,
        url: u.toString(),
        status: r.status,
        headers: h,
        body: decoded,
        contentHash: sha256(decoded),
        durationMs: Date.now() - started,
        error: null,
        fetchedAt,
      });
      return { status: r.status, headers: h, setCookie, body: decoded };
    } catch (err) {
      this.opts.recorder?.record({
        method,
        url: u.toString(),
        status: null,
        headers: {},
        body: null,
        contentHash: null,
        durationMs: Date.now() - started,
        error: (err as Error).message,
        fetchedAt,
      });
      throw err;
    } finally {
      await release();
    }
  }
}
