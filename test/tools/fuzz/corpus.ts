// What the fuzzer sends besides values its schemas call valid: bad values of every kind, broken bodies
// and content types, odd paths, keys, the SSRF list for POST /v1/webhooks and raw HTTP that only a
// socket can send. Every webhook URL here is an IP literal or localhost: the fuzzer never makes a
// server look up a name or reach past this machine.

/** A query or path value: `text` is percent-encoded when sent, `raw` is put in the URL as it is. */
export type UrlValue = { text: string } | { raw: string };

/** Values that are wrong for most parameters: types, huge and odd numbers, blanks, text of every kind. */
export const BAD_TEXT: readonly string[] = [
  '',
  ' ',
  '  12  ',
  'abc',
  'true',
  'false',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e400',
  '-1e400',
  '0x10',
  '0b101',
  '0o17',
  '+1',
  '1_000',
  '1,000',
  '٣',
  '１２',
  '9'.repeat(30),
  '9'.repeat(400),
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  'a'.repeat(300),
  'a'.repeat(5000),
  '日本語のテキスト',
  '🏠🏚️🏗️',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '\uD800',
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\t',
  '\u0007',
  "' OR 1=1 --",
  '"; DROP TABLE applications; --',
  '1; SELECT pg_sleep(5)',
  '%',
  '%25',
  '_',
  '\\',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '[]',
  '{}',
  '[1,2]',
  '{"a":1}',
  '1,2,3',
  ',,,',
  'A+',
  'a,,b',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '2026-1-1',
  '2026-01-01T25:00:00Z',
  '2026-01-01T00:00:00+99:99',
  'SW1A 1AA',
  'ZZ99 9ZZ',
  'h_notretrievable',
  'pa_' + 'x'.repeat(61),
];

/** Percent-encodings that do not spell UTF-8 (or are not percent-encodings at all), put in as they are. */
export const BAD_RAW: readonly string[] = [
  '%FF',
  '%FF%FE',
  '%E2%82',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%8F',
  '%',
  '%%',
  '%zz',
  'a%2',
  '%u0041',
  '%00',
  '%0A%0D',
  '%2F',
  '%2e%2e',
];

/** Bad values of a JSON body field (besides BAD_TEXT as strings). */
export const BAD_JSON: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  [1, 2],
  ['x'],
  {},
  { a: { b: { c: 1 } } },
  'x'.repeat(10_000),
];

/** Bodies that are not JSON, or JSON of the wrong shape, sent as application/json. */
export const BAD_BODIES: readonly string[] = [
  '{',
  '{"type":',
  '[',
  '"just a string"',
  '123',
  'null',
  'true',
  '[]',
  '[{}]',
  '{"a":1}}',
  "{'type':'national'}",
  '{"type":"national",}',
  '{"type":"national"',
  '\u0000',
  '{"name":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"type":"national","type":"radius"}',
  '\uFEFF{"type":"national"}',
  '   ',
  '['.repeat(2000) + ']'.repeat(2000),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
  '{"name":"\uD800"}',
  'type=national',
];

/** Content types other than JSON (and JSON with odd parameters). */
export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  '*/*',
  'json',
  ';',
];

/** Query parameters no route takes, some of them names that mean something to JavaScript. */
export const UNKNOWN_PARAMS: readonly string[] = [
  'colour',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'limit[]',
  'a[b]',
  'LIMIT',
  ' limit',
  'x'.repeat(500),
  '',
];

/** Authorization headers that carry no valid key. */
export const BAD_AUTH: readonly Record<string, string>[] = [
  {},
  { authorization: 'Bearer pd_notakey' },
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: 'Basic cGQ6cGQ=' },
  { authorization: 'Bearer pd_' + 'a'.repeat(400) },
  { authorization: 'bearer    pd_x  extra' },
  { authorization: 'Token pd_x' },
  { 'x-api-key': 'pd_notakey' },
  { 'x-api-key': '' },
  { 'x-api-key': ' ' },
  { authorization: '', 'x-api-key': 'pd_notakey' },
  { authorization: 'Bearer pd_é' },
];

/** Extra headers sent now and then: proxies, negotiation, odd values. */
export const ODD_HEADERS: readonly Record<string, string>[] = [
  { 'x-forwarded-for': 'not-an-ip' },
  { 'x-forwarded-for': '::1, 10.0.0.1, garbage' },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-host': 'evil.invalid' },
  { accept: 'text/csv' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'gzip, br' },
  { 'accept-version': '9.9.9' },
  { 'x-request-id': 'req_client_chosen' },
  { 'if-none-match': '*' },
  { range: 'bytes=0-10' },
  { cookie: 'a=b' },
  { 'content-encoding': 'gzip' },
  { 'transfer-encoding': 'identity' },
];

/** Methods besides the document's: HEAD and OPTIONS on every path, and ones no route takes. */
export const OTHER_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Non-public IPv4 addresses the IPv6 forms below carry. */
const NON_PUBLIC_V4: readonly string[] = [
  '127.0.0.1',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.0.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
];

function v4Groups(v4: string): [string, string] {
  const [a, b, c, d] = v4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * The SSRF list sent to POST /v1/webhooks (feed/webhooks/ssrf.ts must refuse every one with a 400
 * naming url): IPv6 spellings of loopback, private, link-local and other non-public addresses, and
 * IPv6 forms embedding non-public IPv4 (mapped, compatible, SIIT, 6to4, NAT64, local NAT64, Teredo,
 * ISATAP), plus IPv4 spellings. IP literals only: nothing is ever resolved.
 */
export function ssrfUrls(): string[] {
  const hosts = [
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[0000:0000:0000:0000:0000:0000:0000:0001]',
    '[::0001]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::FFFF:7F00:1]',
    '[::ffff:7f00:0001]',
    '[0:0:0:0:0:ffff:127.0.0.1]',
    '[fc00::1]',
    '[fd12:3456:789a::1]',
    '[fe80::1]',
    '[FE80::1234:5678]',
    '[fec0::1]',
    '[ff02::1]',
    '[2001:db8::1]',
    '[100::1]',
    '[64:ff9b::7f00:1]',
    '[2002:7f00:1::]',
    '[::127.0.0.1]',
    '[::ffff:0:127.0.0.1]',
    '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '127.0.0.1',
    '10.0.0.1',
    '169.254.169.254',
    '0',
    'localhost',
  ];
  for (const v4 of NON_PUBLIC_V4) {
    const [hi, lo] = v4Groups(v4);
    hosts.push(
      `[::ffff:${v4}]`,
      `[::ffff:${hi}:${lo}]`,
      `[::${hi}:${lo}]`,
      `[::ffff:0:${hi}:${lo}]`,
      `[2002:${hi}:${lo}::1]`,
      `[64:ff9b::${hi}:${lo}]`,
      `[64:ff9b:1::${hi}:${lo}]`,
      `[2001:db8:1:2:0:5efe:${hi}:${lo}]`,
      // Teredo: the client address is the IPv4 inverted in the last 32 bits.
      `[2001:0:4136:e378:8000:63bf:${(parseInt(hi, 16) ^ 0xffff).toString(16)}:${(parseInt(lo, 16) ^ 0xffff).toString(16)}]`,
    );
  }
  const urls = [...new Set(hosts)].map((h, i) => `https://${h}${i % 3 === 0 ? ':8443' : ''}/hooks/${i}`);
  urls.push('http://[::1]/hooks', 'https://user:pass@[::1]/hooks', 'https://[::1]:443/', 'https://[::1]#x');
  return urls;
}

/** Webhook URLs that are wrong without being an address question: schemes, shapes, lengths. */
export const BAD_URLS: readonly string[] = [
  'http://127.0.0.1/hooks',
  'ftp://127.0.0.1/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'https://',
  'https:///path',
  'not a url',
  '//127.0.0.1/x',
  'https://127.0.0.1:99999/',
  'https://127.0.0.1:0/',
  'https://[::1/',
  'https://[zz::1]/',
  'https://127.0.0.1/' + 'a'.repeat(3000),
  'https://exa\u0000mple.invalid/',
  'https://127.0.0.1:9/hooks',
];

/**
 * Requests only a socket can send: malformed request lines and headers, sizes past Node's limits,
 * framing that disagrees with itself. `auth` is a valid Authorization header line (without CRLF).
 */
export function rawRequests(auth: string): { tag: string; bytes: string }[] {
  const get = (target: string, extra = '') =>
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}\r\n${extra}\r\n`;
  return [
    { tag: 'raw: 17,000-character query', bytes: get(`/v1/applications?q=${'a'.repeat(17_000)}`) },
    { tag: 'raw: 17,000-character path', bytes: get(`/v1/applications/${'a'.repeat(17_000)}`) },
    {
      tag: 'raw: 17,000-character header',
      bytes: get('/v1/applications', `X-Pad: ${'a'.repeat(17_000)}\r\n`),
    },
    { tag: 'raw: 3,000 headers', bytes: get('/v1/categories', 'X-A: 1\r\n'.repeat(3000)) },
    { tag: 'raw: NUL in a header value', bytes: get('/v1/applications', 'X-Bad: a\u0000b\r\n') },
    { tag: 'raw: NUL in the path', bytes: get('/v1/applic\u0000ations') },
    { tag: 'raw: space in the path', bytes: get('/v1/applications /x') },
    { tag: 'raw: control character in a header name', bytes: get('/v1/applications', 'X-\u0001: 1\r\n') },
    { tag: 'raw: header without a colon', bytes: get('/v1/applications', 'Broken header\r\n') },
    { tag: 'raw: header folded over two lines', bytes: get('/v1/applications', 'X-Fold: a\r\n b\r\n') },
    { tag: 'raw: unknown method', bytes: `FROB /v1/applications HTTP/1.1\r\nHost: x\r\n${auth}\r\n\r\n` },
    { tag: 'raw: lower-case method', bytes: `get /v1/applications HTTP/1.1\r\nHost: x\r\n\r\n` },
    { tag: 'raw: not HTTP at all', bytes: 'hello there\r\n\r\n' },
    {
      tag: 'raw: TLS hello on the plain port',
      bytes: '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003',
    },
    { tag: 'raw: HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
    { tag: 'raw: HTTP/9.9', bytes: `GET /v1/categories HTTP/9.9\r\nHost: x\r\n\r\n` },
    {
      tag: 'raw: absolute-form target',
      bytes: `GET http://127.0.0.1/v1/categories HTTP/1.1\r\nHost: x\r\n${auth}\r\n\r\n`,
    },
    { tag: 'raw: asterisk target', bytes: `OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n` },
    { tag: 'raw: no Host in HTTP/1.1', bytes: `GET /v1/categories HTTP/1.1\r\n${auth}\r\n\r\n` },
    {
      tag: 'raw: two Host headers',
      bytes: `GET /v1/categories HTTP/1.1\r\nHost: a\r\nHost: b\r\n${auth}\r\n\r\n`,
    },
    { tag: 'raw: HTTP/1.0 without Host', bytes: `GET /v1/categories HTTP/1.0\r\n${auth}\r\n\r\n` },
    { tag: 'raw: Expect that cannot be met', bytes: get('/v1/categories', 'Expect: teapot\r\n') },
    {
      tag: 'raw: Content-Length not a number',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: ten\r\n\r\n`,
    },
    {
      tag: 'raw: Content-Length negative',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: -1\r\n\r\n`,
    },
    {
      tag: 'raw: two different Content-Lengths',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    },
    {
      tag: 'raw: Content-Length and chunked',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    },
    {
      tag: 'raw: body longer than Content-Length',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"type":"national"}`,
    },
    {
      tag: 'raw: bad chunk size',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    },
    {
      tag: 'raw: unknown transfer coding',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nTransfer-Encoding: gzip\r\n\r\n`,
    },
    {
      tag: 'raw: empty JSON body on DELETE',
      bytes: `DELETE /v1/alerts/1 HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n`,
    },
    {
      tag: 'raw: chunked JSON body',
      bytes: `POST /v1/alerts HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    },
    { tag: 'raw: bad percent-encoding in the path', bytes: get('/v1/applications/%FF%FE') },
    {
      tag: 'raw: upgrade to websocket',
      bytes: get('/v1/categories', 'Connection: Upgrade\r\nUpgrade: websocket\r\n'),
    },
  ];
}
