// Server-side request forgery guard for webhook targets (issue 8; Hardening item 9): https only, and
// every address the host name resolves to must be public. The request is then pinned to the checked
// address (client.ts connects to that IP, never to the name), so a DNS answer that changes between
// the check and the connection (DNS rebinding) cannot reach an internal address. Redirects are never
// followed.
//
// Addresses are classified in one place, `classify`, after parsing them fully (every IPv6 textual
// form) into numbers: IPv4 ranges are checked on the 32-bit value, IPv6 ranges on the 128-bit value,
// and every IPv4 address an IPv6 one carries (mapped, compatible, SIIT, NAT64, 6to4, Teredo, ISATAP)
// is checked as IPv4 too, so a loopback or private IPv4 cannot hide inside an IPv6 spelling. IPv6 is
// an allow-list at the top level: only global unicast (2000::/3, less the special ranges below) and
// the translated forms whose IPv4 is public pass; anything unassigned or unknown is refused.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

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

// ---------------------------------------------------------------------------------------------
// Parsing: text to number, strictly. Anything not an address in its plain textual form is null, and
// a null is refused, never guessed at: the URL parser (WHATWG) has already turned decimal, octal, hex
// and short IPv4 spellings of a URL host into dotted decimal, so such spellings reaching this point
// came from somewhere else (a resolver) and are not trusted.

/** A parsed address: IPv4 as an unsigned 32-bit number, IPv6 as a 128-bit bigint (zone id dropped). */
export type ParsedAddress = { family: 4; value: number } | { family: 6; value: bigint };

const DEC_OCTET = /^(?:0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    // Plain decimal only: "010" would be 8 to inet_aton and 10 to a reader.
    if (!DEC_OCTET.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

/** Groups of one side of "::"; a dotted IPv4 tail counts as two groups and may only end the address. */
function ipv6Groups(part: string, mayEndDotted: boolean): number[] | null {
  if (part === '') return [];
  const items = part.split(':');
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (mayEndDotted && i === items.length - 1 && item.includes('.')) {
      const v4 = parseIpv4(item);
      if (v4 === null) return null;
      out.push(v4 >>> 16, v4 & 0xffff);
    } else if (HEX_GROUP.test(item)) out.push(parseInt(item, 16));
    else return null;
  }
  return out;
}

/** Every textual IPv6 form: compressed or not, mixed dotted tail, zone id, any case, leading zeros. */
function parseIpv6(text: string): bigint | null {
  let s = text.toLowerCase();
  const zone = s.indexOf('%');
  if (zone !== -1) {
    if (zone === s.length - 1) return null;
    s = s.slice(0, zone);
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  let groups: number[];
  if (halves.length === 1) {
    const all = ipv6Groups(s, true);
    if (!all || all.length !== 8) return null;
    groups = all;
  } else {
    const head = ipv6Groups(halves[0], false);
    const tail = ipv6Groups(halves[1], true);
    if (!head || !tail) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 1) return null;
    groups = [...head, ...new Array<number>(fill).fill(0), ...tail];
  }
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/** Parses an IPv4 or IPv6 address (IPv6 optionally in URL brackets); null when it is neither. */
export function parseAddress(text: string): ParsedAddress | null {
  const t = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (t.includes(':')) {
    const value = parseIpv6(t);
    return value === null ? null : { family: 6, value };
  }
  const value = parseIpv4(t);
  return value === null ? null : { family: 4, value };
}

function formatIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero groups as "::". */
function formatIpv6(v: bigint): string {
  const g = Array.from({ length: 8 }, (_, i) => Number((v >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  const hex = (a: number[]) => a.map((x) => x.toString(16)).join(':');
  if (best === -1) return hex(g);
  return `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}

/** The canonical text of an address (what the connection uses), or null when it is not one. */
export function normaliseAddress(text: string): string | null {
  const p = parseAddress(text);
  if (!p) return null;
  return p.family === 4 ? formatIpv4(p.value) : formatIpv6(p.value);
}

/** The same socket address: IPv4 a.b.c.d and IPv4-mapped ::ffff:a.b.c.d are one. */
export function sameAddress(a: string, b: string): boolean {
  const as128 = (p: ParsedAddress | null) =>
    p === null ? null : p.family === 6 ? p.value : 0xffff00000000n | BigInt(p.value);
  const x = as128(parseAddress(a));
  return x !== null && x === as128(parseAddress(b));
}

// ---------------------------------------------------------------------------------------------
// Ranges.

interface V4Range {
  net: number;
  prefix: number;
  label: string;
}
interface V6Range {
  net: bigint;
  prefix: number;
  label: string;
}

const v4 = (net: string, prefix: number, label: string): V4Range => ({
  net: parseIpv4(net)!,
  prefix,
  label,
});
const v6 = (net: string, prefix: number, label: string): V6Range => ({
  net: parseIpv6(net)!,
  prefix,
  label,
});
const inV4 = (n: number, r: V4Range) => n >>> (32 - r.prefix) === r.net >>> (32 - r.prefix);
const inV6 = (x: bigint, r: V6Range) => x >> BigInt(128 - r.prefix) === r.net >> BigInt(128 - r.prefix);

// IPv4 that is not the public internet (IANA IPv4 special-purpose registry and RFC 1918, 6598, 5771,
// 1112). The whole of 192.0.0.0/24 is refused, including its two anycast addresses (PCP, TURN): no
// webhook receiver lives there. The most specific range comes first (broadcast inside 240/4).
const V4_NON_PUBLIC: V4Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'IETF protocol assignment'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.31.196.0', 24, 'AS112'),
  v4('192.52.193.0', 24, 'AMT'),
  v4('192.88.99.0', 24, 'deprecated 6to4 relay anycast'),
  v4('192.168.0.0', 16, 'private'),
  v4('192.175.48.0', 24, 'AS112'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

function classifyIpv4(n: number): string {
  for (const r of V4_NON_PUBLIC) if (inV4(n, r)) return r.label;
  return 'public';
}

/** How an IPv6 address carries an IPv4 one. */
export type EmbeddingForm =
  | 'IPv4-mapped'
  | 'IPv4-compatible'
  | 'SIIT'
  | 'NAT64'
  | 'local-use NAT64'
  | '6to4'
  | 'Teredo server'
  | 'Teredo client'
  | 'ISATAP';

const MAPPED = v6('::ffff:0:0', 96, '');
const COMPATIBLE = v6('::', 96, '');
const SIIT = v6('::ffff:0:0:0', 96, '');
const NAT64 = v6('64:ff9b::', 96, '');
const NAT64_LOCAL = v6('64:ff9b:1::', 48, '');
const SIX_TO_FOUR = v6('2002::', 16, '');
const TEREDO = v6('2001::', 32, '');
const GLOBAL_UNICAST = v6('2000::', 3, '');

const bits32 = (x: bigint, from: number) => Number((x >> BigInt(96 - from)) & 0xffffffffn);

/** Every IPv4 address an IPv6 address carries, with the form that carries it. */
function embeddedIpv4(x: bigint): { form: EmbeddingForm; ipv4: number }[] {
  const found: { form: EmbeddingForm; ipv4: number }[] = [];
  const low = bits32(x, 96);
  if (inV6(x, MAPPED)) found.push({ form: 'IPv4-mapped', ipv4: low });
  if (inV6(x, COMPATIBLE)) found.push({ form: 'IPv4-compatible', ipv4: low });
  if (inV6(x, SIIT)) found.push({ form: 'SIIT', ipv4: low });
  if (inV6(x, NAT64)) found.push({ form: 'NAT64', ipv4: low });
  // RFC 8215 lets an operator use any RFC 6052 prefix length inside 64:ff9b:1::/48; the /96 layout
  // is read here for the message only, as the whole /48 is refused whatever it carries.
  if (inV6(x, NAT64_LOCAL)) found.push({ form: 'local-use NAT64', ipv4: low });
  if (inV6(x, SIX_TO_FOUR)) found.push({ form: '6to4', ipv4: bits32(x, 16) });
  if (inV6(x, TEREDO)) {
    found.push({ form: 'Teredo server', ipv4: bits32(x, 32) });
    // RFC 4380: the client's address is stored inverted.
    found.push({ form: 'Teredo client', ipv4: (low ^ 0xffffffff) >>> 0 });
  }
  // ISATAP interface identifier (RFC 5214): 0000:5efe or 0200:5efe (u bit; g bit too) then the IPv4
  // address, under any prefix.
  const iid = bits32(x, 64);
  if ((iid & 0xfcffffff) >>> 0 === 0x00005efe) found.push({ form: 'ISATAP', ipv4: low });
  return found;
}

// IPv6 that is not the public internet (IANA IPv6 special-purpose registry), checked after the
// embedded IPv4 addresses. 2001::/23 (IETF protocol assignments) is refused whole, including the
// sub-blocks the registry marks globally reachable (PCP, TURN and DNS-SD anycast, AMT, AS112,
// ORCHIDv2, drone tags): none is a place for an HTTPS webhook receiver. Its Teredo block 2001::/32
// is the exception, decided like 6to4 by the IPv4 addresses it carries.
const V6_NON_PUBLIC: V6Range[] = [
  v6('64:ff9b:1::', 48, 'local-use NAT64'),
  v6('100::', 64, 'discard-only'),
  v6('2001:db8::', 32, 'documentation'),
  v6('3fff::', 20, 'documentation'),
  v6('5f00::', 16, 'segment routing (SRv6)'),
  v6('fc00::', 7, 'private'),
  v6('fe80::', 10, 'link-local'),
  v6('fec0::', 10, 'site-local'),
  v6('ff00::', 8, 'multicast'),
];
const IETF_ASSIGNMENTS = v6('2001::', 23, 'IETF protocol assignment');

export interface AddressClass {
  /** 'public', 'loopback', 'invalid', or the kind of non-public range the address is in. */
  kind: string;
  /** Canonical text (IPv4 dotted decimal, IPv6 per RFC 5952); null when invalid. */
  address: string | null;
  /** For an IPv6 address refused for the IPv4 address it carries: that address and how it is carried. */
  embedded?: { form: EmbeddingForm; ipv4: string };
}

/** Classifies any IPv4 or IPv6 address text: the one place that decides what is public. */
export function classify(text: string): AddressClass {
  const p = parseAddress(text);
  if (!p) return { kind: 'invalid', address: null };
  if (p.family === 4) return { kind: classifyIpv4(p.value), address: formatIpv4(p.value) };
  const x = p.value;
  const address = formatIpv6(x);
  if (x === 0n) return { kind: 'unspecified', address };
  if (x === 1n) return { kind: 'loopback', address };
  for (const e of embeddedIpv4(x)) {
    const kind = classifyIpv4(e.ipv4);
    if (kind !== 'public') return { kind, address, embedded: { form: e.form, ipv4: formatIpv4(e.ipv4) } };
  }
  for (const r of V6_NON_PUBLIC) if (inV6(x, r)) return { kind: r.label, address };
  if (inV6(x, IETF_ASSIGNMENTS) && !inV6(x, TEREDO)) return { kind: IETF_ASSIGNMENTS.label, address };
  // The two translated forms that reach the public IPv4 internet, their IPv4 being public.
  if (inV6(x, MAPPED) || inV6(x, NAT64)) return { kind: 'public', address };
  // Outside global unicast: the deprecated IPv4-compatible and SIIT forms, and unassigned space.
  if (!inV6(x, GLOBAL_UNICAST)) return { kind: 'reserved', address };
  return { kind: 'public', address };
}

/** 'public', 'loopback', 'invalid', or the kind of non-public range the address is in. */
export function classifyAddress(address: string): string {
  return classify(address).kind;
}

/**
 * Whether a classified address may be connected to. WEBHOOK_ALLOW_LOOPBACK admits loopback only as
 * this machine's own address: 127/8, ::1 and IPv4-mapped 127/8 (the same socket address). Loopback
 * carried by 6to4, NAT64, Teredo and the rest would leave through a relay or translator, so those
 * stay refused with the switch on, as does every other non-public range.
 */
export function permitted(c: AddressClass, allowLoopback: boolean): boolean {
  if (c.kind === 'public') return true;
  return allowLoopback && c.kind === 'loopback' && (!c.embedded || c.embedded.form === 'IPv4-mapped');
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function describeRefused(c: AddressClass, original: string): string {
  const carried = c.embedded ? `, carrying ${c.embedded.ipv4} as ${c.embedded.form}` : '';
  return `${article(c.kind)} ${c.kind} address (${original}${carried})`;
}

// ---------------------------------------------------------------------------------------------
// Targets.

export interface GuardOptions {
  /** WEBHOOK_ALLOW_LOOPBACK: tests and local development only (refused by config in production). */
  allowLoopback: boolean;
  resolver?: Resolver;
}

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets. */
  host: string;
  /** The host is an IP literal (no TLS server name then). */
  literal: boolean;
  port: number;
  /** The address the connection is pinned to, in canonical text. */
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
 * private address could otherwise be steered to the private one. The host checked is the URL
 * parser's (numeric IPv4 spellings already turned into dotted decimal), the same host the
 * connection would use.
 */
export async function checkTarget(raw: string, opts: GuardOptions): Promise<CheckedTarget> {
  const url = parseTargetUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : 443;
  const literal = parseAddress(host) !== null;
  // A host Node would take for an address but this parser does not is never handed to a resolver.
  if (!literal && isIP(host) !== 0) throw new TargetRefusedError(`url host ${host} is not a valid address`);
  let answers: string[];
  if (literal) answers = [host];
  else {
    try {
      answers = (await (opts.resolver ?? systemResolver)(host)).map((a) => a.address);
    } catch (err) {
      throw new TargetRefusedError(
        `host ${host} does not resolve (${(err as { code?: string }).code ?? 'error'})`,
      );
    }
    if (answers.length === 0) throw new TargetRefusedError(`host ${host} does not resolve`);
  }
  const checked: AddressClass[] = [];
  for (const a of answers) {
    const c = classify(a);
    if (!permitted(c, opts.allowLoopback))
      throw new TargetRefusedError(
        literal
          ? `url points to ${describeRefused(c, a)}; webhooks go only to public addresses`
          : `host ${host} resolves to ${describeRefused(c, a)}; webhooks go only to public addresses`,
      );
    checked.push(c);
  }
  const address = checked[0].address!;
  return { url, host, literal, port, address, family: address.includes(':') ? 6 : 4 };
}
