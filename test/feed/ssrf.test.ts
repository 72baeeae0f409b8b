// Server-side request forgery guard (issue 8): with WEBHOOK_ALLOW_LOOPBACK off, deliveries to
// 127.0.0.1, 10.x, 169.254.169.254 and host names resolving to them are refused before any
// connection is made, at registration and at delivery (the name is resolved again then, and the
// connection pinned to the checked address, so a DNS answer that changes later cannot slip through).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { sendSigned } from '../../feed/webhooks/client.js';
import { checkTarget, classifyAddress, systemResolver, type Resolver } from '../../feed/webhooks/ssrf.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addKey } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

// Names pointed at chosen addresses, as a hostile DNS zone would answer; other names (localhost)
// resolve through the system.
const zone: Record<string, string[]> = {
  'internal.example.test': ['10.1.2.3'],
  'metadata.example.test': ['169.254.169.254'],
  'loop.example.test': ['127.0.0.1'],
  'mixed.example.test': ['93.184.216.34', '10.0.0.1'],
  'public.example.test': ['93.184.216.34'],
};
const resolver: Resolver = async (h) => {
  if (!zone[h]) return systemResolver(h);
  return zone[h].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let cert: TestCert;
let receiver: Receiver;
let rt: TestRuntime;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  cert = makeCert();
  receiver = await startReceiver(cert);
  rt = await testRuntime({ WEBHOOK_ALLOW_LOOPBACK: 'false', WEBHOOK_EXTRA_CA_FILE: cert.certFile });
  app = await buildApp(rt);
  key = await addKey(rt.db, 'starter', 'ssrf@example.com');
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
  cert?.cleanup();
});

const send = (url: string, allowLoopback = false) =>
  sendSigned(
    { url, eventId: 'evt_test', secret: 'whsec_test', body: '{}' },
    { allowLoopback, timeoutMs: 2000, ca: [cert.cert], resolver },
  );

describe('SSRF guard, switch off', () => {
  it('classifies the address ranges', () => {
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('10.200.0.1')).toBe('private');
    expect(classifyAddress('172.20.0.1')).toBe('private');
    expect(classifyAddress('192.168.1.1')).toBe('private');
    expect(classifyAddress('169.254.169.254')).toBe('link-local');
    expect(classifyAddress('fe80::1')).toBe('link-local');
    expect(classifyAddress('fd00::1')).toBe('private');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
    expect(classifyAddress('100.64.0.1')).toBe('carrier-grade NAT');
    expect(classifyAddress('0.0.0.0')).toBe('unspecified');
    expect(classifyAddress('93.184.216.34')).toBe('public');
    expect(classifyAddress('2606:4700::1111')).toBe('public');
  });

  it('refuses 127.0.0.1, 10.x, 169.254.169.254 and names resolving to them, without connecting', async () => {
    const targets = [
      `https://127.0.0.1:${receiver.port}/hooks`,
      'https://10.0.0.8/hooks',
      'https://169.254.169.254/latest/meta-data/',
      `https://localhost:${receiver.port}/hooks`,
      `https://loop.example.test:${receiver.port}/hooks`,
      'https://internal.example.test/hooks',
      'https://metadata.example.test/latest/meta-data/',
      'https://mixed.example.test/hooks',
      `https://[::ffff:127.0.0.1]:${receiver.port}/hooks`,
      `https://[::1]:${receiver.port}/hooks`,
    ];
    for (const url of targets) {
      const r = await send(url);
      expect(r.outcome, url).toBe('refused');
      expect(r.address, url).toBeNull();
      expect(r.error, url).toMatch(/loopback|private|link-local/);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses http, credentials and unresolvable names', async () => {
    expect((await send('http://public.example.test/hooks')).error).toBe('url must use https');
    expect((await send('https://u:p@public.example.test/hooks')).error).toBe(
      'url must not carry credentials',
    );
    expect((await send('https://nowhere.invalid/hooks')).error).toMatch(/does not resolve/);
  });

  it('pins the connection to the checked address', async () => {
    const t = await checkTarget('https://public.example.test:8443/x?y=1', { allowLoopback: false, resolver });
    expect(t).toMatchObject({ host: 'public.example.test', port: 8443, address: '93.184.216.34', family: 4 });
  });

  it('POST /v1/webhooks refuses internal targets with 400 naming url', async () => {
    for (const url of [
      `https://127.0.0.1:${receiver.port}/hooks`,
      'https://10.0.0.8/hooks',
      'https://169.254.169.254/latest/meta-data/',
      `https://localhost:${receiver.port}/hooks`,
      'http://example.com/hooks',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { authorization: `Bearer ${key}` },
        payload: { url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.param).toBe('url');
    }
    expect(await rt.db('webhooks').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('with the switch on, loopback (and only loopback) is allowed', async () => {
    const ok = await send(`https://localhost:${receiver.port}/hooks`, true);
    expect(ok.outcome).toBe('success');
    expect(ok.address).toBe('127.0.0.1');
    expect((await send('https://internal.example.test/hooks', true)).outcome).toBe('refused');
    expect((await send('https://169.254.169.254/', true)).outcome).toBe('refused');
  });

  it('does not follow redirects', async () => {
    receiver.script = [302];
    const r = await send(`https://localhost:${receiver.port}/hooks`, true);
    expect(r).toMatchObject({ outcome: 'http_error', statusCode: 302 });
    expect(r.error).toMatch(/redirects are not followed/);
  });
});
