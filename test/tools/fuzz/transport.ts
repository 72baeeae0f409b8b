// How requests reach the API: in process through Fastify's inject (fast, for CI), or over HTTP to an API
// listening on this machine. Raw bytes over a socket reach what only Node's parser sees. Every
// address is checked to be loopback: the fuzzer sends nothing anywhere else.
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { parseResponse } from '../../helpers/raw-http.js';
import type { Answer } from './check.js';
import type { FuzzRequest } from './generate.js';

/** An answer, or why none came: `unsent` when the client itself refused to send the request. */
export type Outcome = { answer: Answer } | { unsent: string } | { failed: string };

export interface Transport {
  name: string;
  send(r: FuzzRequest): Promise<Outcome>;
  /** Raw bytes on a new socket; absent in process (inject has no socket). */
  sendRaw?(bytes: string): Promise<Outcome>;
  close(): Promise<void>;
}

/** Loopback (127.0.0.0/8, ::1) or localhost: the only hosts the fuzzer talks to. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  return net.isIPv4(h) && h.startsWith('127.');
}

export function injectTransport(app: FastifyInstance): Transport {
  return {
    name: 'inject',
    async send(r) {
      try {
        const res = await app.inject({
          method: r.method as InjectOptions['method'],
          url: r.url,
          headers: r.headers,
          ...(r.body !== undefined ? { payload: r.body } : {}),
        });
        return { answer: { status: res.statusCode, headers: res.headers, body: res.body } };
      } catch (err) {
        return { unsent: (err as Error).message };
      }
    },
    async close() {},
  };
}

/** HTTP/1.1 to `base` (loopback only) with keep-alive, `concurrency` sockets at most. */
export function httpTransport(base: string, concurrency: number): Transport {
  const u = new URL(base);
  if (u.protocol !== 'http:') throw new Error(`fuzz: only http:// bases (got ${u.protocol})`);
  if (!isLoopbackHost(u.hostname))
    throw new Error(`fuzz: ${u.hostname} is not a loopback address; the fuzzer only talks to this machine`);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port || 80);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    name: `http ${u.origin}`,
    send(r) {
      return new Promise<Outcome>((resolve) => {
        let req: http.ClientRequest;
        try {
          req = http.request({ host, port, method: r.method, path: r.url, headers: r.headers, agent });
        } catch (err) {
          resolve({ unsent: (err as Error).message });
          return;
        }
        req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              answer: {
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              },
            }),
          );
          res.on('error', (err) => resolve({ failed: err.message }));
        });
        req.on('error', (err) => resolve({ failed: err.message }));
        try {
          req.end(r.body);
        } catch (err) {
          resolve({ unsent: (err as Error).message });
        }
      });
    },
    sendRaw: (bytes) => rawOutcome(host, port, bytes),
    async close() {
      agent.destroy();
    },
  };
}

/** Raw bytes on a new socket; the first response read back (or why there was none). */
export function rawOutcome(host: string, port: number, bytes: string, timeoutMs = 10_000): Promise<Outcome> {
  if (!isLoopbackHost(host)) throw new Error(`fuzz: ${host} is not a loopback address`);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (why?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks));
      resolve(parsed ? { answer: parsed } : { failed: why ?? 'closed without an answer' });
    };
    const timer = setTimeout(() => finish('no answer within the time limit'), timeoutMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (parseResponse(Buffer.concat(chunks))) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err) => finish(err.message));
    socket.write(bytes);
  });
}
