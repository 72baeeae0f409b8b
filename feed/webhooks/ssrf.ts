// Server-side request forgery guard for webhook targets (issue 8): https only, and every address the
// host name resolves to must be public. The request is then pinned to the checked address (the
// connection never resolves the name again), so a DNS answer that changes between the check and the
// connection (DNS rebinding) cannot reach an internal address. Redirects are never followed.
import { BlockList, isIP } from 'node:net';
import { promises as dns } from 'node:dns';

export type AddressFamily = 4 | 6;
export interface ResolvedAddress {
  address: string;
  family: AddressFamily;
}
/** Resolves a host name to every address (dns.lookup with all: true by default; injectable for tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Why a target is refused; `reason` is safe to show to the account that registered the URL. */
export class TargetRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TargetRefusedError';
  }
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Everything that is not the public internet: private (RFC 1918, unique local), link-local (cloud
// metadata lives at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved ranges.
const nonPublic: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'carrier-grade NAT'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'reserved'],
  ['ff00::', 8, 'ipv6', 'multicast'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['100::', 64, 'ipv6', 'reserved'],
];
const blocks = nonPublic.map(([net, prefix, type, label]) => {
  const b = new BlockList();
  b.addSubnet(net, prefix, type);
  return { b, type, label };
});

/** IPv4 embedded in an IPv6 address (::ffff:a.b.c.d mapped, 64:ff9b::/96 NAT64), else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1];
  const hex = lower.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** 'public', 'loopback', or the kind of non-public range the address is in. */
export function classifyAddress(address: string): string {
  const family = isIP(address);
  if (family === 0) return 'invalid';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return classifyAddress(v4);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return 'loopback';
  for (const { b, type: t, label } of blocks) if (t === type && b.check(address, type)) return label;
  return 'public';
}

export interface GuardOptions {
  /** WEBHOOK_ALLOW_LOOPBACK: tests and local development only (refused by config in production). */
  allowLoopback: boolean;
  resolver?: Resolver;
}

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets. */
  host: string;
  port: number;
  /** The address the connection is pinned to. */
  address: string;
  family: AddressFamily;
}

/** Parses and checks a webhook URL (syntax only, no DNS): https, a host, no credentials. */
export function parseTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefusedError('url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw new TargetRefusedError('url must use https');
  if (!url.hostname) throw new TargetRefusedError('url has no host');
  if (url.username || url.password) throw new TargetRefusedError('url must not carry credentials');
  if (raw.length > 2048) throw new TargetRefusedError('url is longer than 2048 characters');
  return url;
}

/**
 * Resolves the target and refuses it unless every address is public (or loopback with the switch
 * on). Every address, not just the first, is checked: a name answering with one public and one
 * private address could otherwise be steered to the private one.
 */
export async function checkTarget(raw: string, opts: GuardOptions): Promise<CheckedTarget> {
  const url = parseTargetUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : 443;
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (opts.resolver ?? systemResolver)(host);
    } catch (err) {
      throw new TargetRefusedError(
        `host ${host} does not resolve (${(err as { code?: string }).code ?? 'error'})`,
      );
    }
    if (addresses.length === 0) throw new TargetRefusedError(`host ${host} does not resolve`);
  }
  for (const a of addresses) {
    const kind = classifyAddress(a.address);
    if (kind === 'public') continue;
    if (kind === 'loopback' && opts.allowLoopback) continue;
    throw new TargetRefusedError(
      literal
        ? `url points to a ${kind} address (${a.address}); webhooks go only to public addresses`
        : `host ${host} resolves to a ${kind} address (${a.address}); webhooks go only to public addresses`,
    );
  }
  return { url, host, port, address: addresses[0].address, family: addresses[0].family };
}
