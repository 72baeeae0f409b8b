// The API items of the Hardening issue: integer ids no row can have (7), one error path for what the
// framework and Node answer (8), and the contract slips (10). Every answer is checked for its status,
// the spec 7 envelope (with the request id of X-Request-Id) and the parameter it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testRuntime } from '../helpers/runtime.js';
import { MAX_ROW_ID } from '../../api/params.js';
import { app as buildTestApp, application, council, get, key, type Json } from './seed.js';
import { rawRequest, type RawResponse } from '../helpers/raw-http.js';

const rt = await testRuntime({ WEBHOOK_ALLOW_LOOPBACK: 'false' });
let a: FastifyInstance;
let port: number;
let demo: string;
let starter: string;
let pro: string;
let appId: string;
let alertId: number;
let webhookId: number;
let exportId: number;

const auth = (k: string) => ({ authorization: `Bearer ${k}` });

beforeAll(async () => {
  a = await buildTestApp(rt);
  // A real listener on loopback for what only a socket can send (Node's parser, item 8).
  await a.listen({ host: '127.0.0.1', port: 0 });
  port = (a.server.address() as { port: number }).port;
  const c = await council(rt.db, 'leeds');
  appId = (await application(rt.db, { council_id: c.id, lat: 53.8, lng: -1.55, postcode: 'LS1 1AA' }))
    .public_id;
  demo = await key(rt.db, 'demo');
  starter = await key(rt.db, 'starter');
  pro = await key(rt.db, 'pro');
  const alert = await a.inject({
    method: 'POST',
    url: '/v1/alerts',
    headers: auth(pro),
    payload: { type: 'council', council: 'leeds', category: 'trees' },
  });
  expect(alert.statusCode, alert.body).toBe(201);
  alertId = alert.json().data.id;
  const exp = await a.inject({ method: 'POST', url: '/v1/exports', headers: auth(pro), payload: {} });
  expect(exp.statusCode, exp.body).toBe(200);
  exportId = exp.json().data.id;
  const [hook] = await rt
    .db('webhooks')
    .insert({
      account: (await rt.db('api_keys').where({ plan: 'pro' }).first('email')).email,
      url: 'https://127.0.0.1:9/hooks',
      alert_id: alertId,
      secret_ciphertext: Buffer.from('x'),
      secret_prefix: 'whsec_x',
    })
    .returning('id');
  webhookId = hook.id;
});
afterAll(() => a.close());

/** The spec 7 envelope, its request id the X-Request-Id header, and the parameter it names. */
function expectError(
  r: { status: number; body: Json; headers: Record<string, unknown> },
  status: number,
  type: string,
  param: string | null,
  what = '',
): void {
  expect(r.status, `${what} ${JSON.stringify(r.body)}`).toBe(status);
  expect(Object.keys(r.body ?? {}), what).toEqual(['error']);
  expect(Object.keys(r.body.error), what).toEqual(['type', 'message', 'param', 'request_id']);
  expect(r.body.error.type, what).toBe(type);
  expect(typeof r.body.error.message, what).toBe('string');
  expect(r.body.error.message.length, what).toBeGreaterThan(5);
  expect(r.body.error.param, what).toBe(param);
  expect(r.body.error.request_id, what).toMatch(/^req_[0-9a-f]{20}$/);
  expect(r.headers['x-request-id'], what).toBe(r.body.error.request_id);
}

async function call(
  method: string,
  url: string,
  k: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await a.inject({
    method: method as 'GET',
    url,
    headers: { ...(k ? auth(k) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  return { status: res.statusCode, body: jsonOrNull(res.body), headers: res.headers, text: res.body };
}

const raw = async (bytes: string | Buffer): Promise<RawResponse & { body: Json; text: string }> => {
  const r = await rawRequest(port, bytes);
  return { ...r, body: jsonOrNull(r.body), text: r.body };
};

function jsonOrNull(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

describe('item 7: integer ids no row can have', () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', `/v1/alerts/${id}`],
    ['GET', `/v1/alerts/${id}/matches`],
    ['PATCH', `/v1/alerts/${id}`, { name: 'x' }],
    ['DELETE', `/v1/alerts/${id}`],
    ['GET', `/v1/exports/${id}`],
    ['GET', `/v1/exports/${id}/download`],
    ['DELETE', `/v1/webhooks/${id}`],
    ['POST', `/v1/webhooks/${id}/test`],
  ];

  it('an id above 2,147,483,647 (or below 1) is a 404 naming id on every route, never a 500', async () => {
    for (const id of [
      String(MAX_ROW_ID + 1),
      '3000000000',
      '99999999999999999999999',
      '9'.repeat(400),
      '0',
      '-1',
    ])
      for (const [method, url, body] of routes(id)) {
        const r = await call(method, url, pro, body);
        expectError(r, 404, 'not_found', 'id', `${method} ${url.slice(0, 60)}`);
        if (id.length < 30) expect(r.body.error.message).toContain(id);
      }
  });

  it('the largest id a row can have is looked up like any other: 404 when absent', async () => {
    for (const [method, url, body] of routes(String(MAX_ROW_ID)))
      expectError(await call(method, url, pro, body), 404, 'not_found', 'id', `${method} ${url}`);
    expect((await call('GET', `/v1/alerts/${alertId}`, pro)).status).toBe(200);
    expect((await call('GET', `/v1/exports/${exportId}`, pro)).status).toBe(200);
  });

  it('an id that is not a whole number in decimal is a 400 naming id', async () => {
    for (const id of ['1e3', '0x10', '1.5', '%20%2012', '12%20', 'abc', '%EF%BC%91', 'Infinity'])
      for (const [method, url, body] of routes(id))
        expectError(await call(method, url, pro, body), 400, 'invalid_request', 'id', `${method} ${url}`);
  });

  it('alert_id in a webhook body: out of range or not a decimal whole number is a 400 naming alert_id', async () => {
    for (const alert_id of [MAX_ROW_ID + 1, 3e9, 1e23, 0, -1, '1e3', '0x10', '', ' ', true, 1.5])
      expectError(
        await call('POST', '/v1/webhooks', pro, { url: 'https://127.0.0.1/hooks', alert_id }),
        400,
        'invalid_request',
        'alert_id',
        `alert_id ${JSON.stringify(alert_id)}`,
      );
  });
});

describe('item 8: one error path, framework and Node included', () => {
  it('bad percent-encoding in the path is a 400 in the envelope', async () => {
    for (const url of ['/v1/applications/%FF%FE', '/v1/alerts/%E2%82', '/v1/nothing/%C0%AF'])
      expectError(await call('GET', url, pro), 400, 'invalid_request', null, url);
  });

  it('a long path parameter: a 400 naming it up to the router limit, a 414 in the envelope beyond', async () => {
    expectError(await call('GET', `/v1/applications/${'x'.repeat(500)}`, pro), 400, 'invalid_request', 'id');
    expectError(await call('GET', `/v1/alerts/${'9'.repeat(999)}`, pro), 404, 'not_found', 'id');
    expectError(await call('GET', `/v1/applications/${'x'.repeat(2000)}`, pro), 414, 'invalid_request', null);
  });

  it('a method a path does not answer is a 405 with Allow; an unknown path a 404', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/v1/alerts', 'GET, HEAD, POST'],
      ['POST', '/v1/applications', 'GET, HEAD'],
      ['DELETE', '/v1/exports', 'POST'],
      ['OPTIONS', `/v1/alerts/${alertId}`, 'DELETE, GET, HEAD, PATCH'],
      ['PATCH', '/v1/webhooks/1/test', 'POST'],
    ]) {
      const r = await call(method, url, pro);
      expectError(r, 405, 'invalid_request', null, `${method} ${url}`);
      expect(r.headers.allow).toBe(allow);
    }
    expectError(await call('PUT', '/v1/nowhere', pro), 404, 'not_found', null);
  });

  it('body errors name the body or its header: malformed JSON, wrong type, too large', async () => {
    const json = { 'content-type': 'application/json' };
    expectError(await call('POST', '/v1/alerts', pro, '{"type":', json), 400, 'invalid_request', 'body');
    expectError(await call('POST', '/v1/alerts', pro, '[1,2]', json), 400, 'invalid_request', 'body');
    expectError(
      await call('POST', '/v1/alerts', pro, '{"__proto__":{"x":1}}', json),
      400,
      'invalid_request',
      'body',
    );
    expectError(
      await call('POST', '/v1/alerts', pro, '<alert/>', { 'content-type': 'application/xml' }),
      400,
      'invalid_request',
      'content-type',
    );
    expectError(
      await call('POST', '/v1/exports', pro, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      400,
      'invalid_request',
      'content-type',
    );
    expectError(
      await call('POST', '/v1/alerts', pro, JSON.stringify({ name: 'x'.repeat(1_100_000) }), json),
      400,
      'invalid_request',
      'body',
    );
  });

  it('an empty body sent as JSON is no body: a DELETE is a DELETE, a POST needs its fields', async () => {
    const json = { 'content-type': 'application/json' };
    expectError(await call('DELETE', '/v1/alerts/987654', pro, '', json), 404, 'not_found', 'id');
    expectError(await call('POST', '/v1/alerts', pro, '', json), 400, 'invalid_request', 'type');
    const own = await a.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers: auth(pro),
      payload: { type: 'national' },
    });
    const del = await call('DELETE', `/v1/alerts/${own.json().data.id}`, pro, '', json);
    expect(del.status, del.text).toBe(200);
  });

  it('what Node refuses before a request exists is written in the envelope with a request id', async () => {
    const get = (target: string, extra = '') =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${pro}\r\n${extra}\r\n`;
    const cases: [string, string | Buffer, number, string | null][] = [
      ['a 17,000-character query', get(`/v1/applications?q=${'a'.repeat(17_000)}`), 414, null],
      ['a 17,000-character header', get('/v1/applications', `X-Pad: ${'a'.repeat(17_000)}\r\n`), 431, null],
      ['a NUL byte in a header', get('/v1/applications', 'X-Bad: a\u0000b\r\n'), 400, null],
      ['an unknown method', `FROB /v1/applications HTTP/1.1\r\nHost: x\r\n\r\n`, 400, null],
      ['a request line that is not HTTP', 'hello there\r\n\r\n', 400, null],
      ['a header without a colon', get('/v1/applications', 'Broken header\r\n'), 400, null],
      [
        'a Content-Length that is not a number',
        `POST /v1/alerts HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n`,
        400,
        'content-length',
      ],
      [
        'both Content-Length and chunked',
        `POST /v1/alerts HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        400,
        'transfer-encoding',
      ],
    ];
    for (const [what, bytes, status, param] of cases) {
      const r = await raw(bytes);
      expectError(r, status, 'invalid_request', param, what);
      expect(r.headers['content-type'], what).toMatch(/^application\/json/);
    }
  });

  it('a body longer than its Content-Length: what follows it is refused in the envelope', async () => {
    const body = '{"type":"national"}';
    const socketBytes =
      `POST /v1/alerts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${pro}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 5\r\n\r\n${body}`;
    // The first five bytes are the body; what follows is read as the next request and is not HTTP.
    // Node reads both in one pass and refuses the second before the first is answered (nothing has been
    // written on the socket yet), so its refusal is the answer on this socket, and the socket closes.
    const r = await raw(socketBytes);
    expectError(r, 400, 'invalid_request', null);
    expect(r.headers.connection).toBe('close');
  });

  it('a body shorter than its Content-Length through the framework is a 400 naming content-length', async () => {
    const r = await call('POST', '/v1/alerts', pro, '{"type":"national"}', {
      'content-type': 'application/json',
      'content-length': '500',
    });
    expectError(r, 400, 'invalid_request', 'content-length');
  });

  it('HTTP/1.1 without Host, and an Expect the service cannot meet, answer in the envelope', async () => {
    const noHost = await raw(`GET /v1/categories HTTP/1.1\r\nAuthorization: Bearer ${pro}\r\n\r\n`);
    expectError(noHost, 400, 'invalid_request', 'host');
    const expectation = await raw(
      `GET /v1/categories HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nAuthorization: Bearer ${pro}\r\n\r\n`,
    );
    expectError(expectation, 417, 'invalid_request', 'expect');
    // HTTP/1.0 needs no Host.
    const old = await raw(`GET /v1/categories HTTP/1.0\r\nAuthorization: Bearer ${pro}\r\n\r\n`);
    expect(old.status).toBe(200);
  });
});

describe('item 10: contract slips', () => {
  it('nearby clamps any radius larger than 5000 (spec 4.3), however large', async () => {
    for (const radius of ['5001', '10000000000', '99999999999999999999']) {
      const r = await get(a, `/v1/applications/nearby?lat=53.8&lng=-1.55&radius=${radius}`, pro);
      expect(r.status, r.text).toBe(200);
      expect(r.body.meta.radius).toBe(5000);
    }
    for (const radius of ['0', '-5', '1e3', '0x10', '', '5000.5'])
      expectError(
        await get(a, `/v1/applications/nearby?lat=53.8&lng=-1.55&radius=${radius}`, pro),
        400,
        'invalid_request',
        'radius',
        radius,
      );
  });

  it('PATCH an alert with category: null clears it (the OpenAPI document says null clears)', async () => {
    const r = await call('PATCH', `/v1/alerts/${alertId}`, pro, { category: null });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.category).toBeNull();
    expect((await call('GET', `/v1/alerts/${alertId}`, pro)).body.data.category).toBeNull();
    const doc = (await get(a, '/v1/openapi.json', null)).body;
    const patch = doc.paths['/v1/alerts/{id}'].patch.requestBody.content['application/json'].schema;
    expect(patch.properties.category.type).toEqual(['string', 'null']);
    expect(patch.properties.category.description).toMatch(/null clears/);
  });

  it('401 names the header the key came in', async () => {
    expectError(await get(a, '/v1/applications', null), 401, 'authentication_error', 'authorization');
    expectError(await get(a, '/v1/applications', 'pd_nope'), 401, 'authentication_error', 'authorization');
    expectError(
      await get(a, '/v1/applications', null, { authorization: 'Basic abc' }),
      401,
      'authentication_error',
      'authorization',
    );
    expectError(
      await get(a, '/v1/applications', null, { 'x-api-key': 'pd_nope' }),
      401,
      'authentication_error',
      'x-api-key',
    );
    expectError(await get(a, '/v1/alerts/1', null), 401, 'authentication_error', 'authorization');
  });

  it('404 of a record names its path parameter', async () => {
    expectError(await get(a, '/v1/applications/pa_nothing', pro), 404, 'not_found', 'id');
    expectError(await get(a, '/v1/applications/123456789', pro), 404, 'not_found', 'id');
    expectError(await get(a, '/v1/alerts/424242', pro), 404, 'not_found', 'id');
    expectError(await get(a, '/v1/exports/424242', pro), 404, 'not_found', 'id');
    expectError(await call('DELETE', '/v1/webhooks/424242', pro), 404, 'not_found', 'id');
    // Another account's alert is absent for this one.
    expectError(await get(a, `/v1/alerts/${alertId}`, starter), 404, 'not_found', 'id');
  });

  it('plan-level 403s name the parameter or the resource the plan gates', async () => {
    const cases: [string, string, string, unknown?][] = [
      ['POST', '/v1/exports', 'exports', {}],
      ['GET', `/v1/exports/${exportId}`, 'exports'],
      ['GET', `/v1/exports/${exportId}/download`, 'exports'],
      ['POST', '/v1/webhooks', 'webhooks', { url: 'https://127.0.0.1/x' }],
      ['GET', '/v1/webhooks', 'webhooks'],
      ['DELETE', `/v1/webhooks/${webhookId}`, 'webhooks'],
      ['POST', `/v1/webhooks/${webhookId}/test`, 'webhooks'],
      ['GET', '/v1/constraints?lat=53.8&lng=-1.55', 'constraints'],
      ['GET', '/v1/applications?changed_since=2026-01-01', 'changed_since'],
      ['POST', '/v1/alerts', 'type', { type: 'owner', owner_company: '123' }],
    ];
    for (const [method, url, param, body] of cases)
      expectError(await call(method, url, demo, body), 403, 'permission_error', param, `${method} ${url}`);
  });

  it('numbers are decimal: 0x10, 1e3, blanks and spaces are 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/v1/applications?limit=0x10', 'limit'],
      ['/v1/applications?limit=1e1', 'limit'],
      ['/v1/applications?per_page=0b11', 'per_page'],
      ['/v1/applications?dmin=', 'dmin'],
      ['/v1/applications?dmin=%20', 'dmin'],
      ['/v1/applications?dmin=+', 'dmin'],
      ['/v1/applications?dmin=0o7', 'dmin'],
      ['/v1/applications?min_price=1e5', 'min_price'],
      ['/v1/applications?min_floor_area=0x1', 'min_floor_area'],
      ['/v1/applications?min_floor_area=', 'min_floor_area'],
      ['/v1/applications/nearby?lat=5.38e1&lng=-1.55', 'lat'],
      ['/v1/applications/nearby?lat=53.8&lng=%20', 'lng'],
      ['/v1/alerts/1/matches?days=0x10', 'days'],
      ['/v1/constraints?lat=53.8&lng=-0x1', 'lng'],
    ];
    for (const [url, param] of cases) expectError(await get(a, url, pro), 400, 'invalid_request', param, url);
    // Decimal numbers still read as before.
    const ok = await get(a, '/v1/applications?limit=016&dmin=0&min_floor_area=.5', pro);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.meta.limit).toBe(16);
    const near = await get(a, '/v1/applications/nearby?lat=53.80&lng=-1.550&radius=100', pro);
    expect(near.status, near.text).toBe(200);
    // The same in a body: a number must be a JSON number or decimal text, and null only where it clears.
    for (const [body, param] of [
      [{ type: 'radius', lat: '0x35', lng: -1.5 }, 'lat'],
      [{ type: 'radius', lat: 53.8, lng: -1.5, radius: '1e3' }, 'radius'],
      [{ type: 'radius', lat: null, lng: -1.5 }, 'lat'],
      [{ type: 'radius', lat: true, lng: -1.5 }, 'lat'],
    ] as [Record<string, unknown>, string][])
      expectError(
        await call('POST', '/v1/alerts', pro, body),
        400,
        'invalid_request',
        param,
        JSON.stringify(body),
      );
    expectError(await call('POST', '/v1/exports', pro, { limit: '0x10' }), 400, 'invalid_request', 'limit');
  });

  it('HEAD requests are counted but charge no record', async () => {
    const k = await key(rt.db, 'demo');
    const before = await get(a, '/v1/categories', k);
    const records = Number(before.headers['x-records-remaining-month']);
    const requests = Number(before.headers['x-ratelimit-remaining-month']);
    const heads = [
      '/v1/applications',
      `/v1/applications/${appId}`,
      '/v1/applications/nearby?lat=53.8&lng=-1.55',
      '/v1/applications?council=leeds&limit=5',
    ];
    for (const [i, url] of heads.entries()) {
      const r = await a.inject({ method: 'HEAD', url, headers: auth(k) });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toBe('');
      expect(r.headers['x-records-remaining-month'], url).toBe(String(records));
      expect(r.headers['x-ratelimit-remaining-month'], url).toBe(String(requests - i - 1));
    }
    const email = (await rt.db('api_keys').orderBy('id', 'desc').first('email')).email;
    expect(await rt.db('usage_records').where({ account: email }).count({ n: '*' })).toEqual([{ n: 0 }]);
    // A GET of the same record charges it.
    const g = await get(a, `/v1/applications/${appId}`, k);
    expect(g.headers['x-records-remaining-month']).toBe(String(records - 1));
    // Constraints (Pro) and alert matches: a HEAD charges no point or record either.
    const p = await key(rt.db, 'pro');
    const h = await a.inject({ method: 'HEAD', url: '/v1/constraints?lat=53.8&lng=-1.55', headers: auth(p) });
    expect(h.statusCode).toBe(200);
    const pEmail = (await rt.db('api_keys').orderBy('id', 'desc').first('email')).email;
    expect(await rt.db('usage_records').where({ account: pEmail }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('Demo keys get X-RateLimit-Reset-Month: never (the one-off allowance); paid keys a Unix time', async () => {
    const d = await get(a, '/v1/categories', demo);
    expect(d.headers['x-ratelimit-reset-month']).toBe('never');
    expect(d.headers['x-ratelimit-limit-month']).toBe('500');
    const err = await get(a, '/v1/applications?limit=0x10', demo);
    expect(err.headers['x-ratelimit-reset-month']).toBe('never');
    const s = await get(a, '/v1/categories', starter);
    expect(Number(s.headers['x-ratelimit-reset-month'])).toBeGreaterThan(Date.now() / 1000);
  });
});
