// What every answer must be (spec 7): never a 5xx (but the roadmap's 501), every error in the envelope
// {error: {type, message, param, request_id}} with the request id of X-Request-Id and the type of its
// status, an X-Request-Id on every answer, nothing internal in it (stack traces, file paths, SQL and
// database error text, Fastify and Node error codes), and every address of the SSRF list refused.

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What was sent, as far as the checks need it. */
export interface Sent {
  method: string;
  url: string;
  body?: string;
  plan: string | null;
  ssrf?: string;
  webhookPlans?: readonly string[];
}

export type ViolationKind =
  | '5xx'
  | 'not in the envelope'
  | 'request id'
  | 'type does not match status'
  | 'leak'
  | 'ssrf not refused'
  | 'no answer';

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

const ERROR_TYPES = [
  'invalid_request',
  'authentication_error',
  'permission_error',
  'not_found',
  'rate_limit_error',
  'server_error',
  'not_implemented',
];

/** The error type of each status the service answers with (spec 7, and the HTTP-level statuses). */
export const TYPE_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found',
  405: 'invalid_request',
  408: 'invalid_request',
  414: 'invalid_request',
  417: 'invalid_request',
  431: 'invalid_request',
  429: 'rate_limit_error',
  500: 'server_error',
  501: 'not_implemented',
  503: 'server_error',
};

const REQUEST_ID = /^req_[0-9a-f]{20}$/;

/** Internal details that must never reach a client, each with the name the report gives it. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)[^)]*:\d+:\d+\)/],
  [
    'file path',
    /(?:\/(?:work|home|root|usr|app|srv|tmp)\/[\w.-]+\/|node_modules|node:internal|\b[\w-]+\.(?:ts|mjs|cjs|js):\d+)/,
  ],
  ['Fastify code', /\bFST_[A-Z_]+/],
  [
    'Node error code',
    /\b(?:ECONN[A-Z]+|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EADDRINUSE|HPE_[A-Z_]+|ERR_[A-Z_]{4,})\b/,
  ],
  [
    'database error',
    /syntax error at or near|\brelation "|\bcolumn "[^"]*" (?:does not exist|of relation)|violates (?:unique|foreign key|not-null|check) constraint|invalid input syntax for|out of range for type|current transaction is aborted|\bpg_[a-z_]+\(|\$\d+::\w+|\bknex\b|pg-protocol|PostgreSQL|\bSQLSTATE\b/i,
  ],
  ['SQL', /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^"]{0,120}\b(?:FROM|VALUES|SET|WHERE)\b/],
  [
    'JavaScript error',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b|Cannot read propert|is not a function|undefined is not/,
  ],
];

function header(a: Answer, name: string): string | undefined {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : v === undefined ? undefined : String(v);
}

/** Leaks in `text` that the request itself did not carry (a value echoed back is not a leak). */
function leaksIn(text: string, sent: Sent): string[] {
  const found: string[] = [];
  let decoded = sent.url;
  try {
    decoded = decodeURIComponent(sent.url);
  } catch {
    // Bad percent-encoding on purpose: compare with the URL as sent.
  }
  const echoed = `${sent.url}\n${decoded}\n${sent.body ?? ''}`;
  for (const [name, re] of LEAKS) {
    const m = re.exec(text);
    if (m && !echoed.includes(m[0].trim())) found.push(`${name}: ${JSON.stringify(m[0].slice(0, 80))}`);
  }
  return found;
}

/** The violations of one answer (none when it is what the contract says). */
export function checkAnswer(sent: Sent, a: Answer): Violation[] {
  const out: Violation[] = [];
  const id = header(a, 'x-request-id');
  if (a.status >= 500 && a.status !== 501) out.push({ kind: '5xx', detail: `status ${a.status}` });
  if (!id || !REQUEST_ID.test(id))
    out.push({ kind: 'request id', detail: `X-Request-Id ${JSON.stringify(id)}` });
  const headerText = Object.entries(a.headers)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('\n');
  // Large 2xx bodies (pages of records) are read in part: leaks come with errors, which are small.
  const text = a.status < 400 ? a.body.slice(0, 65_536) : a.body;
  for (const leak of leaksIn(`${headerText}\n${text}`, sent)) out.push({ kind: 'leak', detail: leak });

  if (a.status >= 400 && sent.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      body = undefined;
    }
    const e = (body as { error?: Record<string, unknown> } | undefined)?.error;
    const shape =
      body !== null &&
      typeof body === 'object' &&
      Object.keys(body as object).join() === 'error' &&
      e !== null &&
      typeof e === 'object' &&
      Object.keys(e).join() === 'type,message,param,request_id' &&
      typeof e.type === 'string' &&
      ERROR_TYPES.includes(e.type) &&
      typeof e.message === 'string' &&
      e.message.length > 0 &&
      (e.param === null || typeof e.param === 'string') &&
      typeof e.request_id === 'string';
    if (!shape) out.push({ kind: 'not in the envelope', detail: a.body.slice(0, 200) || '(empty body)' });
    else {
      if (e.request_id !== id)
        out.push({ kind: 'request id', detail: `body ${String(e.request_id)} header ${String(id)}` });
      const expected = TYPE_OF_STATUS[a.status];
      if (expected !== e.type)
        out.push({ kind: 'type does not match status', detail: `${a.status} with type ${String(e.type)}` });
    }
    if (!/^application\/json/.test(header(a, 'content-type') ?? ''))
      out.push({ kind: 'not in the envelope', detail: `content-type ${String(header(a, 'content-type'))}` });
  }

  if (sent.ssrf && sent.plan && (sent.webhookPlans ?? []).includes(sent.plan) && a.status !== 429) {
    let param: unknown;
    try {
      param = (JSON.parse(a.body) as { error?: { param?: unknown } }).error?.param;
    } catch {
      param = undefined;
    }
    if (a.status !== 400 || param !== 'url')
      out.push({ kind: 'ssrf not refused', detail: `${sent.ssrf}: ${a.status} ${a.body.slice(0, 120)}` });
  }
  return out;
}
