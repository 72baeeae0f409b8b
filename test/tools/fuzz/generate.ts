// Requests from the OpenAPI document: every path and method, with valid values (from the schemas and
// what the target holds) and invalid ones (corpus.ts), keys of every plan and bad keys. The whole plan
// is made from the seed before anything is sent, so a seed names one sequence of requests.
import {
  BAD_AUTH,
  BAD_BODIES,
  BAD_JSON,
  BAD_RAW,
  BAD_TEXT,
  BAD_URLS,
  CONTENT_TYPES,
  ODD_HEADERS,
  OTHER_METHODS,
  UNKNOWN_PARAMS,
  ssrfUrls,
  type UrlValue,
} from './corpus.js';
import { enumOf, typesOf, type JsonSchema, type Operation, type ParamSpec } from './openapi.js';
import { Rng } from './rng.js';

/** A key the fuzzer may use, and the rows its account owns on the target (in-process seeding). */
export interface FuzzKey {
  plan: string;
  key: string;
  alerts: number[];
  webhooks: number[];
  exports: number[];
}

/** What the fuzzer knows of the target: keys, and values that exist there. */
export interface FuzzContext {
  keys: FuzzKey[];
  councils: string[];
  categories: string[];
  postcodes: string[];
  /** Public and numeric ids of live applications. */
  applicationIds: string[];
  points: [lat: number, lng: number][];
  /** Plans that may create webhooks (the SSRF list is sent with their keys). */
  webhookPlans: string[];
}

export interface FuzzRequest {
  /** The kind of request, for the report. */
  tag: string;
  /** The document operation it was made from ('GET /v1/alerts/{id}'). */
  op: string;
  method: string;
  /** Path and query, encoded (bad encodings on purpose where the tag says so). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The plan of the key sent, null without a valid key. */
  plan: string | null;
  /** The SSRF-list URL this request registers: it must be refused with a 400 naming url. */
  ssrf?: string;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const DATE_RE = '^\\d{4}-\\d{2}-\\d{2}$';

function enc(v: UrlValue): string {
  return 'raw' in v ? v.raw : pct(v.text);
}

/** encodeURIComponent, and for text it refuses (a lone surrogate) the UTF-8 bytes Buffer gives it. */
function pct(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

/** A value the schema allows, preferring values the target holds (councils, postcodes, ids). */
function validText(p: ParamSpec, rng: Rng, ctx: FuzzContext, op: Operation, key: FuzzKey | null): string {
  const s = p.schema;
  const values = enumOf(s)?.filter((v) => v !== null);
  if (values?.length) return String(rng.pick(values));
  const name = p.name;
  if (p.in === 'path') return validId(op, rng, ctx, key);
  const listed = /Comma-separated: ([^.]+)\./.exec(s.description ?? '');
  if (listed) return rng.some(listed[1].split(', '), rng.int(1, 2)).join(',');
  switch (name) {
    case 'council':
      return rng.pick(ctx.councils);
    case 'postcode':
      return rng.pick(ctx.postcodes);
    case 'category':
      return rng.some(ctx.categories, rng.int(1, 2)).join(',');
    case 'lat':
      return String(rng.pick(ctx.points)[0]);
    case 'lng':
      return String(rng.pick(ctx.points)[1]);
    case 'radius':
      return String(rng.pick([50, 500, 1000, 5000, 20000]));
    case 'limit':
    case 'per_page':
      return String(rng.int(1, 20));
    case 'days':
      return String(rng.pick([1, 30, 90, 365, 1000]));
    case 'q':
      return rng.pick(['extension', 'Application 1', 'loft', 'tree']);
    case 'reference':
      return rng.pick(['26/00001/FUL', '26/00002/FUL']);
    case 'status':
      return 'pending';
    case 'parish':
      return 'E04000001';
    case 'owner_company':
    case 'leaseholder_company':
      return rng.pick(['01234567', '1234567', 'SC123']);
    case 'changed_since':
      return rng.pick(['2026-01-01', '2026-03-01T06:00:00Z']);
    case 'cursor':
      return 'eyJwIjp7InMiOjF9fQ.AAAA';
    case 'bbox':
      return '-2,51,0,54';
    default:
      break;
  }
  const types = typesOf(s);
  if (s.pattern === DATE_RE)
    return `${rng.pick(['2019', '2025', '2026'])}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
  if (types.includes('integer') || types.includes('number')) {
    const lo = s.minimum ?? 0;
    const hi = Math.min(s.maximum ?? lo + 100, lo + 100);
    return String(rng.int(Math.ceil(lo), Math.floor(hi)));
  }
  return rng.pick(['x', 'fuzz', 'abc']);
}

/** The resource a path names before its first parameter ('/v1/alerts/{id}' -> alerts). */
function resourceOf(op: Operation): string {
  const m = /\/([\w-]+)\/\{\w+\}/.exec(op.path);
  return m ? m[1] : '';
}

function validId(op: Operation, rng: Rng, ctx: FuzzContext, key: FuzzKey | null): string {
  const resource = resourceOf(op);
  const own = (ids: number[] | undefined) =>
    ids && ids.length && rng.chance(0.8) ? String(rng.pick(ids)) : String(rng.int(1, 40));
  if (resource === 'applications') return rng.pick(ctx.applicationIds);
  if (resource === 'alerts') return own(key?.alerts);
  if (resource === 'exports') return own(key?.exports);
  if (resource === 'webhooks') {
    // Only webhooks the target was seeded with (pointing nowhere) are tested for real: a guessed id on
    // a live API could be someone's real endpoint.
    const ids = key?.webhooks ?? [];
    return ids.length ? String(rng.pick(ids)) : rng.pick(['0', '2147483648']);
  }
  return rng.pick(['12', '01234567', 'pa_x', 'abc']);
}

function badValue(rng: Rng): UrlValue {
  return rng.chance(0.15) ? { raw: rng.pick(BAD_RAW) } : { text: rng.pick(BAD_TEXT) };
}

/** A valid JSON body for an operation that takes one. */
function validBody(op: Operation, rng: Rng, ctx: FuzzContext, key: FuzzKey | null): Record<string, unknown> {
  const [lat, lng] = rng.pick(ctx.points);
  if (op.path === '/v1/alerts' || op.path === '/v1/alerts/{id}') {
    const bodies: Record<string, unknown>[] = [
      { type: 'radius', lat, lng, radius: rng.pick([100, 1000, 5000]) },
      { type: 'council', council: rng.pick(ctx.councils) },
      { type: 'national', nation: rng.pick(['england', 'wales', null]) },
      { type: 'owner', owner_company: '01234567', owner_scope: rng.pick(['company', 'group']) },
      { name: 'renamed' },
      { category: null },
      { category: rng.pick(ctx.categories) },
      { frequency: 'daily' },
      { radius: 700 },
    ];
    const body = { ...rng.pick(op.method === 'POST' ? bodies.slice(0, 4) : bodies) };
    if (rng.chance(0.3)) body.name = rng.pick(['home', null, 'x'.repeat(150)]);
    if (rng.chance(0.3)) body.category = rng.pick([null, rng.pick(ctx.categories)]);
    return body;
  }
  if (op.path === '/v1/exports') {
    const body: Record<string, unknown> = {};
    if (rng.chance(0.5)) body.council = rng.pick(ctx.councils);
    if (rng.chance(0.3)) body.category = rng.pick(ctx.categories);
    if (rng.chance(0.3)) body.date_from = '2026-01-01';
    if (rng.chance(0.3)) body.postcode = rng.pick(ctx.postcodes);
    body.limit = rng.int(1, 20);
    if (rng.chance(0.5)) body.format = rng.pick(['json', 'csv']);
    return body;
  }
  if (op.path === '/v1/webhooks') {
    const body: Record<string, unknown> = { url: rng.pick(BAD_URLS) };
    if (key?.alerts.length && rng.chance(0.5)) body.alert_id = rng.pick(key.alerts);
    return body;
  }
  // Any other body: its properties with values of their types.
  const body: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(op.body?.schema.properties ?? {})) {
    if (!(op.body?.schema.required ?? []).includes(name) && rng.chance(0.5)) continue;
    body[name] = jsonValue(s, rng);
  }
  return body;
}

function jsonValue(s: JsonSchema, rng: Rng): unknown {
  const values = enumOf(s);
  if (values?.length) return rng.pick(values);
  const types = typesOf(s);
  if (types.includes('integer'))
    return rng.int(s.minimum ?? 0, Math.min(s.maximum ?? 100, (s.minimum ?? 0) + 100));
  if (types.includes('number')) return rng.next() * 100;
  if (types.includes('boolean')) return rng.chance(0.5);
  return 'fuzz';
}

/** The kinds of random request and their weights; body and path kinds only where the operation has one. */
function pickMode(op: Operation, rng: Rng): string {
  const hasBody = op.body !== null;
  const hasPath = op.params.some((p) => p.in === 'path');
  const modes: [string, number][] = [
    ['valid', 22],
    ['bad value', hasBody ? 12 : 26],
    ['edge id', hasPath ? 8 : 0],
    ['unknown param', 5],
    ['repeated param', 5],
    ['bad field', hasBody ? 16 : 0],
    ['malformed body', hasBody ? 6 : 0],
    ['content type', hasBody ? 4 : 1],
    ['huge body', hasBody ? 0.2 : 0],
    ['bad key', 5],
    ['other method', 5],
    ['odd path', 4],
    ['odd header', 4],
  ];
  let r = rng.next() * modes.reduce((sum, [, w]) => sum + w, 0);
  for (const [mode, w] of modes) if ((r -= w) < 0) return mode;
  return 'valid';
}

export interface PlanOptions {
  count: number;
  seed: number;
}

/**
 * The requests of one run: the SSRF list first, then every operation once per plan with valid values
 * and once without a key, then random requests over the operations in turn until `count`.
 */
export function planRequests(ops: Operation[], ctx: FuzzContext, opts: PlanOptions): FuzzRequest[] {
  const rng = new Rng(opts.seed);
  const plans = [...new Set(ctx.keys.map((k) => k.plan))];
  const turn = new Map<string, number>();
  /** Keys of a plan in turn, so requests spread over the accounts' per-minute windows. */
  const keyOf = (plan: string): FuzzKey => {
    const pool = ctx.keys.filter((k) => k.plan === plan);
    const i = turn.get(plan) ?? 0;
    turn.set(plan, i + 1);
    return pool[i % pool.length];
  };
  const out: FuzzRequest[] = [];

  const webhookOp = ops.find((o) => o.method === 'POST' && o.path === '/v1/webhooks');
  const webhookPlans = plans.filter((p) => ctx.webhookPlans.includes(p));
  if (webhookOp && webhookPlans.length) {
    for (const [i, url] of ssrfUrls().entries()) {
      const key = keyOf(webhookPlans[i % webhookPlans.length]);
      const body: Record<string, unknown> = { url };
      if (key.alerts.length && i % 2 === 0) body.alert_id = key.alerts[0];
      out.push({
        tag: 'ssrf',
        op: 'POST /v1/webhooks',
        method: 'POST',
        url: '/v1/webhooks',
        headers: { authorization: `Bearer ${key.key}`, ...JSON_HEADERS },
        body: JSON.stringify(body),
        plan: key.plan,
        ssrf: url,
      });
    }
  }

  const make = (op: Operation, mode: string, plan: string | null): FuzzRequest => {
    const key = plan ? keyOf(plan) : null;
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key.key}` } : {};
    let method = op.method;
    let tag = mode;
    const pathValues = new Map<string, UrlValue>();
    const query: [UrlValue | string, UrlValue][] = [];
    let body: string | undefined;

    for (const p of op.params.filter((x) => x.in === 'path'))
      pathValues.set(p.name, { text: validText(p, rng, ctx, op, key) });
    for (const p of op.params.filter((x) => x.in === 'query'))
      if (p.required || rng.chance(mode === 'valid' ? 0.35 : 0.2))
        query.push([p.name, { text: validText(p, rng, ctx, op, key) }]);
    if (op.body && op.method !== 'GET') body = JSON.stringify(validBody(op, rng, ctx, key));

    const queryParams = op.params.filter((x) => x.in === 'query');
    const pathParams = op.params.filter((x) => x.in === 'path');
    switch (mode) {
      case 'valid':
        break;
      case 'bad value': {
        if (queryParams.length && (!pathParams.length || rng.chance(0.6))) {
          const p = rng.pick(queryParams);
          const i = query.findIndex(([n]) => n === p.name);
          if (i >= 0) query.splice(i, 1);
          query.push([p.name, badValue(rng)]);
          tag = `bad value: query ${p.name}`;
        } else if (pathParams.length) {
          const p = rng.pick(pathParams);
          pathValues.set(p.name, badValue(rng));
          tag = `bad value: path ${p.name}`;
        } else query.push([rng.pick(UNKNOWN_PARAMS), badValue(rng)]);
        break;
      }
      case 'edge id': {
        const p = pathParams[0];
        if (p)
          pathValues.set(p.name, {
            text: rng.pick([
              '0',
              '-1',
              '2147483647',
              '2147483648',
              '3000000000',
              '4294967296',
              '9007199254740993',
              '9'.repeat(30),
              '9'.repeat(400),
              '1e3',
              '0x10',
              '1.0',
              '007',
            ]),
          });
        break;
      }
      case 'unknown param':
        query.push([rng.pick(UNKNOWN_PARAMS), { text: rng.pick(['1', 'red', '']) }]);
        break;
      case 'repeated param': {
        const p = queryParams.length ? rng.pick(queryParams) : null;
        const name = p?.name ?? 'limit';
        const v = p ? { text: validText(p, rng, ctx, op, key) } : { text: '1' };
        query.push([name, v], [name, rng.chance(0.5) ? v : badValue(rng)]);
        if (rng.chance(0.3)) query.push([name, v]);
        break;
      }
      case 'bad field': {
        const props = Object.keys(op.body?.schema.properties ?? {});
        const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
        const field = props.length ? rng.pick(props) : 'x';
        parsed[field] = rng.chance(0.6) ? rng.pick(BAD_JSON) : rng.pick(BAD_TEXT);
        if (rng.chance(0.2)) parsed[rng.pick(UNKNOWN_PARAMS) || 'extra'] = 1;
        body = JSON.stringify(parsed);
        tag = `bad field: ${field}`;
        break;
      }
      case 'malformed body':
        body = rng.pick(BAD_BODIES);
        break;
      case 'content type':
        headers['content-type'] = rng.pick(CONTENT_TYPES);
        body ??= '{}';
        break;
      case 'huge body':
        body = JSON.stringify({ name: 'x'.repeat(rng.pick([1_048_000, 1_100_000])) });
        break;
      case 'bad key':
        delete headers.authorization;
        Object.assign(headers, rng.pick(BAD_AUTH));
        break;
      case 'other method':
        method = rng.pick(OTHER_METHODS.filter((m) => m !== op.method));
        tag = `other method: ${method}`;
        if (method === 'GET' || method === 'HEAD') body = undefined;
        break;
      case 'odd path':
        break;
      case 'odd header':
        Object.assign(headers, rng.pick(ODD_HEADERS));
        break;
      default:
        throw new Error(`unknown mode ${mode}`);
    }

    let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(pathValues.get(name) ?? { text: 'x' }));
    if (mode === 'odd path')
      path = rng.pick([
        `${path}/`,
        path.replace('/v1/', '/v1//'),
        path.toUpperCase(),
        `${path}/%FF`,
        `${path}/..`,
        path.replace('/v1/', '/v1/./'),
        `${path};x=1`,
        `${path}%00`,
        `/v1/${'a/'.repeat(300)}`,
        `${path}/${'x'.repeat(rng.pick([200, 1001, 5000]))}`,
      ]);
    const qs = query.map(([n, v]) => `${typeof n === 'string' ? pct(n) : enc(n)}=${enc(v)}`).join('&');
    if (body !== undefined && method !== 'GET' && method !== 'HEAD')
      headers['content-type'] ??= 'application/json';
    else body = undefined;
    return {
      tag,
      op: `${op.method} ${op.path}`,
      method,
      url: qs ? `${path}?${qs}` : path,
      headers,
      ...(body !== undefined ? { body } : {}),
      plan: headers.authorization?.startsWith('Bearer pd_') && key ? key.plan : null,
    };
  };

  // Every operation: valid with each plan's key, HEAD for reads, and without a key.
  for (const op of ops) {
    for (const plan of plans) out.push(make(op, 'valid', plan));
    if (op.method === 'GET') {
      const head = make(op, 'valid', rng.pick(plans));
      out.push({ ...head, method: 'HEAD', tag: 'HEAD' });
    }
    out.push(make(op, 'bad key', null));
  }

  // Random requests over the operations in turn: each live operation four times as often as a roadmap
  // one (those answer 501 before reading anything), each with the kinds of request that apply to it.
  const schedule = ops.flatMap((op) => Array<Operation>(op.tags.includes('roadmap') ? 1 : 4).fill(op));
  for (let i = 0; out.length < opts.count; i++) {
    const op = schedule[i % schedule.length];
    const mode = pickMode(op, rng);
    out.push(make(op, mode, mode === 'bad key' ? null : rng.pick(plans)));
  }
  return out;
}
