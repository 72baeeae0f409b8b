// The SSRF guard on every spelling of an address (Hardening item 9): IPv6 forms that carry an IPv4
// address (mapped, compatible, SIIT, NAT64, 6to4, Teredo, ISATAP) are refused when that IPv4 is not
// public, in every textual form, through classification, checkTarget and POST /v1/webhooks; the
// IPv6 and IPv4 special ranges are refused; numeric IPv4 spellings in URLs are checked as the URL
// parser reads them; and DNS rebinding is caught on every /test call and delivery attempt, the
// connection following the answer that was checked.
//
// Nothing here leaves the machine: names resolve through injected resolvers, public addresses are
// only classified or registered (registration never connects), and a guard on TLS connections
// refuses and records any attempt to reach something other than a loopback IP.
import net from 'node:net';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { createRedis } from '../../core/redis.js';
import { Queues } from '../../core/queues.js';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import { closeAgents, sendSigned } from '../../feed/webhooks/client.js';
import { deliverAttempt, type DeliveryDeps } from '../../feed/webhooks/delivery.js';
import {
  checkTarget,
  classify,
  classifyAddress,
  normaliseAddress,
  permitted,
  TargetRefusedError,
  type Resolver,
} from '../../feed/webhooks/ssrf.js';
import { matchApplication } from '../../workers/services/alerts-match.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { addApplication, addCouncil, addCouncilAlert, addKey } from './fixtures.js';
import { makeCert, startReceiver, type Receiver, type TestCert } from './receiver.js';

// ---------------------------------------------------------------------------------------------
// Network guard: every webhook connection is TLS; one to anything but a loopback IP is refused before
// the socket connects and recorded, and every test ends by asserting none was attempted.

const blockedConnections: string[] = [];
const realConnect = net.Socket.prototype.connect;

function loopbackIp(host: string | undefined): boolean {
  if (!host) return false;
  if (net.isIP(host) === 4) return host.startsWith('127.');
  if (net.isIP(host) === 6) return host === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/i.test(host);
  return false;
}

function installNetworkGuard(): void {
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    if (this instanceof tls.TLSSocket) {
      const o = args[0];
      const host =
        typeof o === 'object' && o !== null ? (o as { host?: string }).host : (args[1] as string | undefined);
      if (!loopbackIp(host)) {
        blockedConnections.push(String(host));
        process.nextTick(() => this.destroy(new Error(`test network guard: refused ${String(host)}`)));
        return this;
      }
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}

// ---------------------------------------------------------------------------------------------
// Addresses built group by group here, independently of the parser under test.

const groupsOf = (v4: string): number[] => {
  const [a, b, c, d] = v4.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
};
const inverted = (v4: string) => groupsOf(v4).map((g) => g ^ 0xffff);

/** The same address written seven ways. */
function spellings(g: number[]): string[] {
  const full = g.map((x) => x.toString(16).padStart(4, '0')).join(':');
  // The WHATWG URL parser (not the code under test) gives the compressed form.
  const compressed = new URL(`http://[${full}]/`).hostname.slice(1, -1);
  const dottedTail = `${g
    .slice(0, 6)
    .map((x) => x.toString(16))
    .join(':')}:${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  return [
    compressed,
    full,
    full.toUpperCase(),
    compressed.toUpperCase(),
    dottedTail,
    `${compressed}%eth0`,
    `[${compressed}]`,
  ];
}

const TEREDO_SERVER = '65.54.227.120';
const forms: { form: string; build: (v4: string) => number[] }[] = [
  { form: 'IPv4-mapped', build: (v) => [0, 0, 0, 0, 0, 0xffff, ...groupsOf(v)] },
  { form: 'IPv4-compatible', build: (v) => [0, 0, 0, 0, 0, 0, ...groupsOf(v)] },
  { form: 'SIIT', build: (v) => [0, 0, 0, 0, 0xffff, 0, ...groupsOf(v)] },
  { form: 'NAT64', build: (v) => [0x64, 0xff9b, 0, 0, 0, 0, ...groupsOf(v)] },
  { form: 'local-use NAT64', build: (v) => [0x64, 0xff9b, 1, 0, 0, 0, ...groupsOf(v)] },
  { form: '6to4', build: (v) => [0x2002, ...groupsOf(v), 0, 0, 0, 0, 1] },
  {
    form: 'Teredo server',
    build: (v) => [0x2001, 0, ...groupsOf(v), 0x8000, 0x63bf, ...inverted('8.8.4.4')],
  },
  {
    form: 'Teredo client',
    build: (v) => [0x2001, 0, ...groupsOf(TEREDO_SERVER), 0x8000, 0x63bf, ...inverted(v)],
  },
  { form: 'ISATAP', build: (v) => [0x2606, 0x4700, 1, 2, 0, 0x5efe, ...groupsOf(v)] },
  { form: 'ISATAP', build: (v) => [0x2606, 0x4700, 1, 2, 0x200, 0x5efe, ...groupsOf(v)] },
];

const nonPublicV4: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.5.4', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
];

const neverResolve: Resolver = () => Promise.reject(new Error('an IP literal must not be resolved'));

async function refusal(url: string, allowLoopback = false, resolver: Resolver = neverResolve) {
  try {
    await checkTarget(url, { allowLoopback, resolver });
  } catch (err) {
    if (err instanceof TargetRefusedError) return err.reason;
    throw err;
  }
  return null;
}

afterEach(() => {
  expect(blockedConnections).toEqual([]);
});

describe('classification', () => {
  it("refuses the tester's addresses", () => {
    const cases: [string, string, string | undefined][] = [
      ['2002:7f00:1::', 'loopback', '127.0.0.1'],
      ['2002:a00:1::', 'private', '10.0.0.1'],
      ['2002:a9fe:a9fe::', 'link-local', '169.254.169.254'],
      // Teredo, server 65.54.227.120, client 10.0.0.1 (stored inverted)
      ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private', '10.0.0.1'],
      // Teredo, server 10.0.0.1
      ['2001:0:a00:1:8000:63bf:f7f7:fbfb', 'private', '10.0.0.1'],
      ['64:ff9b:1::a00:1', 'private', '10.0.0.1'],
      ['::7f00:1', 'loopback', '127.0.0.1'],
      ['::ffff:0:7f00:1', 'loopback', '127.0.0.1'],
    ];
    for (const [a, kind, ipv4] of cases) {
      const c = classify(a);
      expect({ a, kind: c.kind, ipv4: c.embedded?.ipv4 }).toEqual({ a, kind, ipv4 });
      expect(permitted(c, false), a).toBe(false);
      expect(permitted(c, true), a).toBe(false);
    }
  });

  it('refuses every embedding form with every non-public IPv4 class, in every spelling', () => {
    let checked = 0;
    for (const { form, build } of forms)
      for (const [v4, kind] of nonPublicV4) {
        const g = build(v4);
        for (const text of spellings(g)) {
          const c = classify(text);
          const label = `${text} (${form} ${v4})`;
          expect(c.kind, label).toBe(kind);
          // ::0.0.0.0 is :: itself, refused as unspecified before any embedding is read.
          if (g.some((x) => x !== 0)) expect(c.embedded, label).toEqual({ form, ipv4: v4 });
          expect(permitted(c, false), label).toBe(false);
          // The loopback switch admits this machine's own address only: 127/8, written plain or
          // IPv4-mapped; loopback carried through a relay or translator stays refused.
          expect(permitted(c, true), label).toBe(form === 'IPv4-mapped' && kind === 'loopback');
          checked++;
        }
      }
    expect(checked).toBe(forms.length * nonPublicV4.length * 7);
  });

  it('accepts public addresses, also inside the forms that reach the public internet', () => {
    for (const a of [
      '2002:0808:0808::',
      '2002:808:808::1',
      '2606:4700:4700::1111',
      '2606:4700:4700:0000:0000:0000:0000:1111',
      '2001:4860:4860::8888',
      '2001:200::1',
      '::ffff:8.8.8.8',
      '::FFFF:0808:0808',
      '64:ff9b::1.1.1.1',
      '2001:0:4136:e378:8000:63bf:f7f7:fbfb',
      '2606:4700:1:2:200:5efe:8.8.8.8',
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '198.20.0.0',
      '223.255.255.255',
    ])
      expect(classifyAddress(a), a).toBe('public');
  });

  it('refuses the IPv6 special-purpose ranges and everything outside global unicast', () => {
    const cases: [string, string][] = [
      ['::', 'unspecified'],
      ['0:0:0:0:0:0:0:0', 'unspecified'],
      ['::1', 'loopback'],
      ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback'],
      ['64:ff9b:1::8.8.8.8', 'local-use NAT64'],
      ['64:ff9b:1:ffff::808:808', 'local-use NAT64'],
      ['100::1', 'discard-only'],
      ['2001:1::1', 'IETF protocol assignment'],
      ['2001:2::1', 'IETF protocol assignment'],
      ['2001:10::1', 'IETF protocol assignment'],
      ['2001:20::1', 'IETF protocol assignment'],
      ['2001:1ff:ffff::1', 'IETF protocol assignment'],
      ['2001:db8::1', 'documentation'],
      ['2001:DB8:FFFF::1', 'documentation'],
      ['3fff::1', 'documentation'],
      ['3fff:fff::1', 'documentation'],
      ['5f00::1', 'segment routing (SRv6)'],
      ['fc00::1', 'private'],
      ['fd12:3456::1', 'private'],
      ['fe80::1%eth0', 'link-local'],
      ['febf::1', 'link-local'],
      ['fec0::1', 'site-local'],
      ['ff02::1', 'multicast'],
      ['ff0e::1', 'multicast'],
      // Outside 2000::/3: deprecated forms carrying a public IPv4, unassigned space.
      ['::8.8.8.8', 'reserved'],
      ['::ffff:0:8.8.8.8', 'reserved'],
      ['64:ff9b:0:0:1::1', 'reserved'],
      ['100:0:0:1::1', 'reserved'],
      ['4000::1', 'reserved'],
      ['1fff:ffff::1', 'reserved'],
    ];
    for (const [a, kind] of cases) {
      expect(classifyAddress(a), a).toBe(kind);
      expect(permitted(classify(a), true), a).toBe(kind === 'loopback');
    }
  });

  it('refuses the IPv4 special-purpose ranges, first and last address of each', () => {
    const cases: [string, string][] = [
      ['0.0.0.0', 'unspecified'],
      ['0.255.255.255', 'unspecified'],
      ['127.0.0.0', 'loopback'],
      ['127.255.255.255', 'loopback'],
      ['10.0.0.0', 'private'],
      ['10.255.255.255', 'private'],
      ['100.64.0.0', 'carrier-grade NAT'],
      ['100.127.255.255', 'carrier-grade NAT'],
      ['169.254.0.0', 'link-local'],
      ['169.254.255.255', 'link-local'],
      ['172.16.0.0', 'private'],
      ['172.31.255.255', 'private'],
      ['192.0.0.0', 'IETF protocol assignment'],
      ['192.0.0.255', 'IETF protocol assignment'],
      ['192.0.2.0', 'documentation'],
      ['192.0.2.255', 'documentation'],
      ['192.31.196.0', 'AS112'],
      ['192.31.196.255', 'AS112'],
      ['192.52.193.0', 'AMT'],
      ['192.52.193.255', 'AMT'],
      ['192.88.99.0', 'deprecated 6to4 relay anycast'],
      ['192.88.99.255', 'deprecated 6to4 relay anycast'],
      ['192.168.0.0', 'private'],
      ['192.168.255.255', 'private'],
      ['192.175.48.0', 'AS112'],
      ['192.175.48.255', 'AS112'],
      ['198.18.0.0', 'benchmarking'],
      ['198.19.255.255', 'benchmarking'],
      ['198.51.100.0', 'documentation'],
      ['198.51.100.255', 'documentation'],
      ['203.0.113.0', 'documentation'],
      ['203.0.113.255', 'documentation'],
      ['224.0.0.0', 'multicast'],
      ['239.255.255.255', 'multicast'],
      ['240.0.0.0', 'reserved'],
      ['255.255.255.254', 'reserved'],
      ['255.255.255.255', 'broadcast'],
    ];
    for (const [a, kind] of cases) expect(classifyAddress(a), a).toBe(kind);
  });

  it('refuses, as invalid, text that is not an address in plain form', () => {
    for (const a of [
      '0177.0.0.1',
      '0x7f.1',
      '0x7f.0.0.1',
      '127.1',
      '2130706433',
      '127.000.0.1',
      '127.0.0.1.',
      ' 127.0.0.1',
      '256.0.0.1',
      '::ffff:127.0.0.01',
      '::ffff:127.1',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7:8::',
      '12345::1',
      ':::1',
      '1::2::3',
      '::1:',
      'fe80::1%',
      '1.2.3.4::',
      '',
      'localhost',
    ]) {
      expect(classifyAddress(a), JSON.stringify(a)).toBe('invalid');
      expect(permitted(classify(a), true), a).toBe(false);
    }
  });

  it('normalises every spelling to one canonical text', () => {
    for (const [a, canonical] of [
      ['0:0:0:0:0:FFFF:7F00:0001', '::ffff:7f00:1'],
      ['::ffff:127.0.0.1', '::ffff:7f00:1'],
      ['2002:0808:0808:0000:0000:0000:0000:0000', '2002:808:808::'],
      ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['fe80::1%eth0', 'fe80::1'],
      ['[2606:4700:4700::1111]', '2606:4700:4700::1111'],
      ['1:0:1:0:1:0:1:0', '1:0:1:0:1:0:1:0'],
      ['10.0.0.1', '10.0.0.1'],
    ])
      expect(normaliseAddress(a), a).toBe(canonical);
  });
});

describe('checkTarget: the host as the URL parser reads it', () => {
  it('refuses numeric IPv4 spellings of loopback, private and metadata addresses, without resolving', async () => {
    const cases: [string, RegExp][] = [
      ['https://2130706433/', /loopback address \(127\.0\.0\.1\)/],
      ['https://0177.0.0.1/', /loopback address \(127\.0\.0\.1\)/],
      ['https://0x7f.1/', /loopback address \(127\.0\.0\.1\)/],
      ['https://0x7f000001/', /loopback address \(127\.0\.0\.1\)/],
      ['https://017700000001/', /loopback address \(127\.0\.0\.1\)/],
      ['https://127.1/', /loopback address \(127\.0\.0\.1\)/],
      ['https://127.0.0.1./', /loopback address \(127\.0\.0\.1\)/],
      ['https://%31%32%37.0.0.1/', /loopback address \(127\.0\.0\.1\)/],
      ['https://\uff11\uff12\uff17.\uff10.\uff10.\uff11/', /loopback address \(127\.0\.0\.1\)/],
      ['https://0xa.1/', /private address \(10\.0\.0\.1\)/],
      ['https://167772161/', /private address \(10\.0\.0\.1\)/],
      ['https://2852039166/', /link-local address \(169\.254\.169\.254\)/],
      ['https://0251.0376.0251.0376/', /link-local address \(169\.254\.169\.254\)/],
      ['https://0/', /unspecified address \(0\.0\.0\.0\)/],
    ];
    for (const [url, reason] of cases) expect(await refusal(url), url).toMatch(reason);
  });

  it('refuses IPv6 literals carrying non-public IPv4, naming what they carry', async () => {
    const cases: [string, string][] = [
      [
        'https://[2002:7f00:1::]/hooks',
        'url points to a loopback address (2002:7f00:1::, carrying 127.0.0.1 as 6to4); webhooks go only to public addresses',
      ],
      [
        'https://[2002:A9FE:A9FE::]:8443/latest/meta-data/',
        'url points to a link-local address (2002:a9fe:a9fe::, carrying 169.254.169.254 as 6to4); webhooks go only to public addresses',
      ],
      [
        'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
        'url points to a private address (2001:0:4136:e378:8000:63bf:f5ff:fffe, carrying 10.0.0.1 as Teredo client); webhooks go only to public addresses',
      ],
      [
        'https://[64:ff9b:1::a00:1]/',
        'url points to a private address (64:ff9b:1::a00:1, carrying 10.0.0.1 as local-use NAT64); webhooks go only to public addresses',
      ],
      [
        'https://[::127.0.0.1]/',
        'url points to a loopback address (::7f00:1, carrying 127.0.0.1 as IPv4-compatible); webhooks go only to public addresses',
      ],
      [
        'https://[::ffff:0:127.0.0.1]/',
        'url points to a loopback address (::ffff:0:7f00:1, carrying 127.0.0.1 as SIIT); webhooks go only to public addresses',
      ],
      [
        'https://[0:0:0:0:0:ffff:a9fe:a9fe]/',
        'url points to a link-local address (::ffff:a9fe:a9fe, carrying 169.254.169.254 as IPv4-mapped); webhooks go only to public addresses',
      ],
    ];
    for (const [url, reason] of cases) expect(await refusal(url), url).toBe(reason);
    for (const { form, build } of forms)
      for (const [v4, kind] of nonPublicV4) {
        const url = `https://[${spellings(build(v4))[1]}]:8443/hooks`;
        expect(await refusal(url), `${form} ${v4}`).toMatch(new RegExp(`^url points to an? ${kind} address`));
        // With the loopback switch on, only IPv4-mapped 127/8 (this machine) passes.
        if (form === 'IPv4-mapped' && kind === 'loopback')
          expect(await refusal(url, true), `${form} ${v4}, switch on`).toBeNull();
        else expect(await refusal(url, true), `${form} ${v4}, switch on`).toMatch(/^url points to/);
      }
  });

  it('accepts public literals without resolving or connecting', async () => {
    for (const [url, address] of [
      ['https://[2002:0808:0808::]/hooks', '2002:808:808::'],
      ['https://[2606:4700:4700::1111]:8443/hooks', '2606:4700:4700::1111'],
      ['https://[::ffff:8.8.8.8]/hooks', '::ffff:808:808'],
      ['https://134744072/hooks', '8.8.8.8'],
    ]) {
      const t = await checkTarget(url, { allowLoopback: false, resolver: neverResolve });
      expect(t.address, url).toBe(address);
      expect(t.literal, url).toBe(true);
    }
  });

  it('checks every address a name resolves to, in whatever spelling the resolver uses', async () => {
    const answers: Record<string, string[]> = {
      'sixtofour.example.test': ['2002:7F00:0001::'],
      'teredo.example.test': ['2001:0000:4136:e378:8000:63bf:f5ff:fffe'],
      'nat64.example.test': ['64:ff9b::169.254.169.254'],
      'zone.example.test': ['fe80::1%eth0'],
      'mixed.example.test': ['2606:4700:4700::1111', '::ffff:10.0.0.1'],
      'octal.example.test': ['0177.0.0.1'],
      'public.example.test': ['2002:0808:0808::', '8.8.8.8'],
    };
    const resolver: Resolver = async (h) =>
      (answers[h] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const r = (name: string) => refusal(`https://${name}/hooks`, false, resolver);
    expect(await r('sixtofour.example.test')).toBe(
      'host sixtofour.example.test resolves to a loopback address (2002:7F00:0001::, carrying 127.0.0.1 as 6to4); webhooks go only to public addresses',
    );
    expect(await r('teredo.example.test')).toMatch(/private address .*carrying 10\.0\.0\.1 as Teredo client/);
    expect(await r('nat64.example.test')).toMatch(
      /link-local address .*carrying 169\.254\.169\.254 as NAT64/,
    );
    expect(await r('zone.example.test')).toMatch(/a link-local address \(fe80::1%eth0\)/);
    expect(await r('mixed.example.test')).toMatch(
      /private address \(::ffff:10\.0\.0\.1, carrying 10\.0\.0\.1/,
    );
    expect(await r('octal.example.test')).toMatch(/an invalid address \(0177\.0\.0\.1\)/);
    expect(await r('nowhere.example.test')).toBe('host nowhere.example.test does not resolve');
    const t = await checkTarget('https://public.example.test/hooks', { allowLoopback: false, resolver });
    expect(t).toMatchObject({
      host: 'public.example.test',
      literal: false,
      address: '2002:808:808::',
      family: 6,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Through the API and the delivery path.

const EMAIL = 'ssrf-forms@example.com';
let cert: TestCert;
let receiver: Receiver;
let rt: TestRuntime;
let app: FastifyInstance;
let key: string;
let conn: ReturnType<typeof createRedis>;
let queues: Queues;
let councilId: number;

// Names answered by a hostile zone; `rebind.example.test` answers from a queue, one answer per look-up.
const zone: Record<string, string[]> = {
  'sixtofour.example.test': ['2002:7f00:1::'],
  'teredo.example.test': ['2001:0:4136:e378:8000:63bf:f5ff:fffe'],
  'nat64.example.test': ['64:ff9b:1::a00:1'],
  'compat.example.test': ['::7f00:1'],
  'siit.example.test': ['::ffff:0:7f00:1'],
  'metadata6.example.test': ['::ffff:169.254.169.254'],
  'isatap.example.test': ['2606:4700:1:2:200:5efe:192.168.0.1'],
  'public6.example.test': ['2606:4700:4700::1111'],
  'public6to4.example.test': ['2002:0808:0808::'],
};
const rebindAnswers: string[] = [];
const lookups: string[] = [];
const resolver: Resolver = async (h) => {
  lookups.push(h);
  const answers = h === 'rebind.example.test' || h === 'localhost' ? [rebindAnswers.shift()!] : zone[h];
  if (!answers || answers[0] === undefined)
    throw Object.assign(new Error('no answer'), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

beforeAll(async () => {
  installNetworkGuard();
  cert = makeCert();
  receiver = await startReceiver(cert);
  rt = await testRuntime({
    WEBHOOK_ALLOW_LOOPBACK: 'false',
    WEBHOOK_EXTRA_CA_FILE: cert.certFile,
    WEBHOOK_RETRY_BASE_MS: '1',
    WEBHOOK_MAX_ATTEMPTS: '5',
  });
  app = await buildApp({ ...rt, resolver });
  key = await addKey(rt.db, 'pro', EMAIL);
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
  councilId = await addCouncil(rt.db, 'ssrfshire');
});

afterAll(async () => {
  net.Socket.prototype.connect = realConnect;
  closeAgents();
  await app?.close();
  await queues?.close();
  conn?.disconnect();
  await receiver?.close();
  cert?.cleanup();
});

const post = (url: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { authorization: `Bearer ${key}` },
    payload: { url },
  });

describe('the network guard of this file', () => {
  it('refuses a TLS connection to a non-loopback address before it is made', async () => {
    // 192.0.2.1 is documentation space (never routed), and the guard never lets the socket connect.
    const socket = tls.connect({ host: '192.0.2.1', port: 9 });
    const err = await new Promise<Error>((resolve) => socket.on('error', resolve));
    expect(err.message).toBe('test network guard: refused 192.0.2.1');
    expect(blockedConnections.splice(0)).toEqual(['192.0.2.1']);
  });
});

describe('POST /v1/webhooks', () => {
  it('refuses (400 naming url) IPv6 literals and names carrying non-public IPv4, and stores nothing', async () => {
    const urls = [
      'https://[2002:7f00:1::]/hooks',
      'https://[2002:a00:1::]/hooks',
      'https://[2002:a9fe:a9fe::]/latest/meta-data/',
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hooks',
      'https://[2001:0:a00:1:8000:63bf:f7f7:fbfb]/hooks',
      'https://[64:ff9b:1::a00:1]/hooks',
      'https://[::7f00:1]/hooks',
      'https://[::ffff:0:7f00:1]/hooks',
      'https://[::FFFF:169.254.169.254]/hooks',
      'https://[64:ff9b::a9fe:a9fe]/hooks',
      'https://[2606:4700:1:2:0:5efe:a00:1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[2001:db8::1]/hooks',
      'https://[3fff::1]/hooks',
      'https://[5f00::1]/hooks',
      'https://[100::1]/hooks',
      'https://2130706433/hooks',
      'https://0x7f.1/hooks',
      'https://0251.0376.0251.0376/hooks',
      'https://sixtofour.example.test/hooks',
      'https://teredo.example.test/hooks',
      'https://nat64.example.test/hooks',
      'https://compat.example.test/hooks',
      'https://siit.example.test/hooks',
      'https://metadata6.example.test/hooks',
      'https://isatap.example.test/hooks',
    ];
    for (const { form, build } of forms)
      for (const [v4] of nonPublicV4) urls.push(`https://[${spellings(build(v4))[0]}]/hooks/${form}`);
    for (const url of urls) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.param, url).toBe('url');
      expect(res.json().error.message, url).toMatch(
        /^url refused: .*webhooks go only to public addresses\.$/,
      );
    }
    expect(await rt.db('webhooks').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('accepts public targets, literal or by name, without connecting anywhere', async () => {
    for (const url of [
      'https://[2002:0808:0808::]/hooks',
      'https://[2606:4700:4700::1111]/hooks',
      'https://public6.example.test/hooks',
      'https://public6to4.example.test/hooks',
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(201);
      const id = (res.json() as { data: { id: number } }).data.id;
      const del = await app.inject({
        method: 'DELETE',
        url: `/v1/webhooks/${id}`,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(del.statusCode).toBe(200);
    }
    expect(receiver.received).toHaveLength(0);
  });
});

describe('DNS rebinding', () => {
  it('POST /v1/webhooks/{id}/test resolves and checks again on every call', async () => {
    lookups.length = 0;
    // Registration sees a public address (and connects nowhere); every later look-up is internal.
    rebindAnswers.push('2606:4700:4700::1111', '127.0.0.1', '2002:a00:1::', '::ffff:169.254.169.254');
    const res = await post(`https://rebind.example.test:${receiver.port}/hooks`);
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: number } }).data.id;
    const test = async () =>
      (
        await app.inject({
          method: 'POST',
          url: `/v1/webhooks/${id}/test`,
          headers: { authorization: `Bearer ${key}` },
        })
      ).json().data as { outcome: string; error: string; delivered: boolean };
    expect(await test()).toMatchObject({
      outcome: 'refused',
      delivered: false,
      error:
        'host rebind.example.test resolves to a loopback address (127.0.0.1); webhooks go only to public addresses',
    });
    expect((await test()).error).toMatch(/a private address \(2002:a00:1::, carrying 10\.0\.0\.1 as 6to4\)/);
    expect((await test()).error).toMatch(/a link-local address \(::ffff:169\.254\.169\.254/);
    expect(lookups).toEqual(Array(4).fill('rebind.example.test'));
    const logged = await new WebhooksRepository(rt.db).attempts({ webhook_id: id });
    expect(logged.map((l) => [l.outcome, l.address])).toEqual([
      ['refused', null],
      ['refused', null],
      ['refused', null],
    ]);
    expect(receiver.received).toHaveLength(0);
  });

  it('every delivery attempt resolves and checks again', async () => {
    lookups.length = 0;
    rebindAnswers.push('2002:0808:0808::', '::ffff:127.0.0.1', '64:ff9b:1::a00:1');
    const res = await post(`https://rebind.example.test:${receiver.port}/hooks`);
    expect(res.statusCode).toBe(201);
    const hook = (res.json() as { data: { id: number } }).data.id;
    await addCouncilAlert(rt.db, EMAIL, councilId);
    const deps: DeliveryDeps = { db: rt.db, config: rt.config, queues, log: rt.logger, resolver };
    const appId = await addApplication(rt.db, { councilId, reference: 'SSRF/1' });
    await matchApplication(deps, { applicationId: appId, version: 1, isNew: true });
    const [ev] = await new OutboxRepository(rt.db).byWebhook(hook);
    expect(await deliverAttempt(deps, ev.id, 0)).toBe('retry');
    expect(await deliverAttempt(deps, ev.id, 1)).toBe('retry');
    expect(lookups).toEqual(Array(3).fill('rebind.example.test'));
    const logged = await new WebhooksRepository(rt.db).attempts({ outbox_id: ev.id });
    expect(logged.map((l) => [l.attempt, l.outcome, l.address, l.error])).toEqual([
      [
        1,
        'refused',
        null,
        'host rebind.example.test resolves to a loopback address (::ffff:127.0.0.1, carrying 127.0.0.1 as IPv4-mapped); webhooks go only to public addresses',
      ],
      [
        2,
        'refused',
        null,
        'host rebind.example.test resolves to a private address (64:ff9b:1::a00:1, carrying 10.0.0.1 as local-use NAT64); webhooks go only to public addresses',
      ],
    ]);
    expect(receiver.received).toHaveLength(0);
  });

  it('the connection goes to the address checked on that attempt, never to a second look-up', async () => {
    // Loopback switch on, so the check passes; "localhost" is answered by the injected resolver only.
    // If the connection resolved the name itself it would reach 127.0.0.1 (the system's answer) on
    // the second send; pinned, it goes to 127.0.0.2, where nothing listens.
    lookups.length = 0;
    receiver.secret = 'whsec_pin';
    rebindAnswers.push('127.0.0.1', '127.0.0.2', '127.0.0.1');
    const send = () =>
      sendSigned(
        {
          url: `https://localhost:${receiver.port}/hooks`,
          eventId: 'evt_pin',
          secret: 'whsec_pin',
          body: '{}',
        },
        { allowLoopback: true, timeoutMs: 2000, ca: [cert.cert], resolver },
      );
    const first = await send();
    expect(first).toMatchObject({ outcome: 'success', address: '127.0.0.1', statusCode: 200 });
    const second = await send();
    expect(second).toMatchObject({ outcome: 'network_error', address: '127.0.0.2', statusCode: null });
    expect(second.error).toMatch(/^ECONNREFUSED/);
    const third = await send();
    expect(third).toMatchObject({ outcome: 'success', address: '127.0.0.1', statusCode: 200 });
    expect(lookups).toEqual(['localhost', 'localhost', 'localhost']);
    expect(receiver.received.map((r) => r.validSignature)).toEqual([true, true]);
    receiver.received.length = 0;
  });
});
