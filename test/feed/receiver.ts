// A real HTTPS webhook receiver on loopback for the feed tests, with a self-signed certificate
// generated at test time by openssl (never committed). It verifies every signature it receives
// exactly as a client would, and answers from a script of responses.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { verifySignature } from '../../feed/webhooks/signing.js';

export interface TestCert {
  dir: string;
  certFile: string;
  key: string;
  cert: string;
  cleanup(): void;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid one day. */
export function makeCert(): TestCert {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-webhook-cert-'));
  const keyFile = path.join(dir, 'test-only-key.pem');
  const certFile = path.join(dir, 'test-only-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    certFile,
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Received {
  eventId: string;
  timestamp: string;
  signature: string;
  body: string;
  json: Record<string, unknown>;
  validSignature: boolean;
  status: number;
  at: number;
}

/** What to answer: a status, or 'hang' (read the request, never answer). */
export type Answer = number | 'hang';

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** Answers for the next requests, in order; when empty, `fallback`. */
  script: Answer[];
  fallback: Answer;
  secret: string;
  /** Resolves when `n` requests have been received. */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(cert: TestCert, pathname = '/hooks/plandata'): Promise<Receiver> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const r: Receiver = {
    url: '',
    port: 0,
    received: [],
    script: [],
    fallback: 200,
    secret: '',
    waitFor(n, timeoutMs = 30_000) {
      if (r.received.length >= n) return Promise.resolve(r.received);
      return new Promise((resolve, reject) => {
        const t = setTimeout(
          () => reject(new Error(`receiver got ${r.received.length} requests, waited for ${n}`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(t);
            resolve(r.received);
          },
        });
      });
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
  const server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = r.script.length ? r.script.shift()! : r.fallback;
      const h = (k: string) => String(req.headers[k] ?? '');
      const rec: Received = {
        eventId: h('service-event-id'),
        timestamp: h('service-timestamp'),
        signature: h('service-signature'),
        body,
        json: JSON.parse(body) as Record<string, unknown>,
        validSignature: verifySignature(r.secret, h('service-timestamp'), body, h('service-signature')),
        status: answer === 'hang' ? 0 : answer,
        at: Date.now(),
      };
      r.received.push(rec);
      for (const w of [...waiters]) if (r.received.length >= w.n) w.resolve();
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { 'Content-Type': 'text/plain' }).end(answer < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.port = (server.address() as AddressInfo).port;
  r.url = `https://localhost:${r.port}${pathname}`;
  return r;
}
