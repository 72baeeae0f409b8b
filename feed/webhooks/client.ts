// One signed HTTPS POST to a webhook target, through the SSRF guard, pinned to the checked address,
// never following redirects (a 3xx is a failed attempt), bounded by a whole-request timeout.
// Every call runs the guard again (a fresh DNS answer, checked), so every delivery attempt and every
// test event is checked against what the name resolves to then, not at registration.
import https from 'node:https';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import { readFileSync } from 'node:fs';
import { checkTarget, sameAddress, TargetRefusedError, type GuardOptions } from './ssrf.js';
import { signPayload } from './signing.js';

export type DeliveryOutcome = 'success' | 'http_error' | 'refused' | 'network_error' | 'timeout';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  statusCode: number | null;
  durationMs: number;
  address: string | null;
  error: string | null;
  responseExcerpt: string | null;
}

export interface SendOptions extends GuardOptions {
  timeoutMs: number;
  /** Trusted roots: system roots plus WEBHOOK_EXTRA_CA_FILE; undefined = Node's defaults. */
  ca?: string[];
  userAgent?: string;
}

export interface SignedRequest {
  url: string;
  eventId: string;
  secret: string;
  body: string;
  /** Unix seconds; defaults to now. */
  timestamp?: string;
}

const caCache = new Map<string, string[]>();
const contexts = new Map<string, SecureContext>();

/**
 * One TLS context per set of trusted roots, built once: building it parses every root certificate,
 * which would otherwise cost more than the request itself.
 */
function secureContextFor(ca: string[] | undefined): SecureContext | undefined {
  if (!ca) return undefined;
  const key = String(ca.length) + ':' + ca[ca.length - 1];
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = createSecureContext({ ca });
    contexts.set(key, ctx);
  }
  return ctx;
}

// Keep-alive agents, one per checked target (host, port and the address it was pinned to): a
// connection is reused only towards the address that passed the guard, and the guard still runs on
// every attempt, so a name that starts resolving elsewhere gets a new check and a new agent.
const MAX_AGENTS = 1000;
const agents = new Map<string, https.Agent>();

function agentFor(host: string, port: number, address: string, ca: string[] | undefined): https.Agent {
  const key = `${host}|${port}|${address}|${ca ? ca.length : 'system'}`;
  let a = agents.get(key);
  if (!a) {
    if (agents.size >= MAX_AGENTS) {
      const [oldestKey, oldest] = agents.entries().next().value as [string, https.Agent];
      oldest.destroy();
      agents.delete(oldestKey);
    }
    a = new https.Agent({
      keepAlive: true,
      maxSockets: 16,
      keepAliveMsecs: 10_000,
      secureContext: secureContextFor(ca),
    });
    agents.set(key, a);
  }
  return a;
}

/** Closes pooled connections (process shutdown, tests). */
export function closeAgents(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

/** System roots plus the PEM file named by WEBHOOK_EXTRA_CA_FILE (read once per path). */
export function trustedRoots(extraCaFile: string): string[] | undefined {
  if (!extraCaFile) return undefined;
  let roots = caCache.get(extraCaFile);
  if (!roots) {
    roots = [...rootCertificates, readFileSync(extraCaFile, 'utf8')];
    caCache.set(extraCaFile, roots);
  }
  return roots;
}

const EXCERPT_BYTES = 1024;

export async function sendSigned(req: SignedRequest, opts: SendOptions): Promise<DeliveryResult> {
  const t0 = performance.now();
  const elapsed = () => Math.round(performance.now() - t0);
  let target;
  try {
    target = await checkTarget(req.url, opts);
  } catch (err) {
    if (err instanceof TargetRefusedError)
      return {
        outcome: 'refused',
        statusCode: null,
        durationMs: elapsed(),
        address: null,
        error: err.reason,
        responseExcerpt: null,
      };
    throw err;
  }
  const timestamp = req.timestamp ?? String(Math.floor(Date.now() / 1000));
  const body = Buffer.from(req.body, 'utf8');
  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<DeliveryResult, 'durationMs' | 'address'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, durationMs: elapsed(), address: target.address });
    };
    const request = https.request(
      {
        method: 'POST',
        // Pinned: the socket is opened to the checked IP itself, so no DNS look-up happens between
        // the check and the connection. The name goes in the TLS server name (SNI and certificate
        // check) and the Host header only.
        host: target.address,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        servername: target.literal ? undefined : target.host,
        agent: agentFor(target.host, target.port, target.address, opts.ca),
        headers: {
          Host: target.url.host,
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'User-Agent': opts.userAgent ?? 'plandata-webhooks/1',
          'Service-Event-Id': req.eventId,
          'Service-Timestamp': timestamp,
          'Service-Signature': signPayload(req.secret, timestamp, body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
          const ok = status >= 200 && status < 300;
          finish({
            outcome: ok ? 'success' : 'http_error',
            statusCode: status,
            error: ok
              ? null
              : status >= 300 && status < 400
                ? `HTTP ${status}: redirects are not followed`
                : `HTTP ${status}`,
            responseExcerpt: excerpt,
          });
        });
        res.on('error', (err) =>
          finish({
            outcome: 'network_error',
            statusCode: status(res),
            error: err.message,
            responseExcerpt: null,
          }),
        );
      },
    );
    const status = (res: { statusCode?: number }) => res.statusCode ?? null;
    // The address actually connected to must be the one checked (a pooled socket included). Checked
    // on TCP connect, before the TLS handshake completes, so nothing of the request goes out otherwise.
    request.on('socket', (socket) => {
      const verify = () => {
        const remote = socket.remoteAddress;
        if (remote !== undefined && sameAddress(remote, target.address)) return;
        finish({
          outcome: 'refused',
          statusCode: null,
          error: `connected to ${remote ?? 'an unknown address'}, not the checked address ${target.address}`,
          responseExcerpt: null,
        });
        request.destroy();
      };
      if (socket.remoteAddress !== undefined) verify();
      else socket.once('connect', verify);
    });
    const timer = setTimeout(() => {
      finish({
        outcome: 'timeout',
        statusCode: null,
        error: `no complete response within ${opts.timeoutMs} ms`,
        responseExcerpt: null,
      });
      request.destroy();
    }, opts.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        outcome: 'network_error',
        statusCode: null,
        error: err.code ? `${err.code}: ${err.message}` : err.message,
        responseExcerpt: null,
      }),
    );
    request.end(body);
  });
}
