// One fuzzing run: the planned requests sent with bounded concurrency, every answer checked, the
// counts and a sample of each violation kept for the report.
import { rawRequests } from './corpus.js';
import { checkAnswer, type Violation, type ViolationKind } from './check.js';
import { planRequests, type FuzzContext, type FuzzRequest } from './generate.js';
import { operationsOf, type OpenApiDocument } from './openapi.js';
import type { Outcome, Transport } from './transport.js';

export interface FuzzOptions {
  doc: OpenApiDocument;
  ctx: FuzzContext;
  transport: Transport;
  /** Requests through the transport (the raw socket cases come on top, where the transport has them). */
  requests: number;
  seed: number;
  concurrency: number;
  /** Stop sending after this long (ms); the run reports what it sent. */
  timeLimitMs?: number;
  onProgress?: (sent: number, total: number) => void;
}

export interface Sample {
  tag: string;
  request: string;
  status: number | null;
  detail: string;
}

export interface FuzzSummary {
  seed: number;
  transport: string;
  planned: number;
  /** Requests answered (raw cases included). */
  answered: number;
  /** Requests the client library would not send (a NUL in a header value through inject, say). */
  unsent: number;
  byStatus: Map<number, number>;
  byTag: Map<string, number>;
  violations: Map<ViolationKind, { count: number; samples: Sample[] }>;
  violationCount: number;
  /** Operations of the document (method and path) and those no request reached. */
  operations: number;
  missing: string[];
  ssrf: { sent: number; refused: number };
  raw: number;
  durationMs: number;
  stoppedEarly: boolean;
}

const SAMPLES = 3;

function describe(r: { tag: string; method: string; url: string; body?: string }): string {
  if (r.method === 'RAW') return r.tag;
  const url = r.url.length > 160 ? `${r.url.slice(0, 160)}... (${r.url.length} chars)` : r.url;
  const body =
    r.body === undefined ? '' : ` body ${r.body.length > 80 ? `${r.body.slice(0, 80)}...` : r.body}`;
  // Control characters shown escaped, so the table stays one request a line.
  return JSON.stringify(`${r.method} ${url}${body}`).slice(1, -1);
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzSummary> {
  const started = Date.now();
  const ops = operationsOf(opts.doc);
  const plan = planRequests(ops, opts.ctx, { count: opts.requests, seed: opts.seed });
  const summary: FuzzSummary = {
    seed: opts.seed,
    transport: opts.transport.name,
    planned: plan.length,
    answered: 0,
    unsent: 0,
    byStatus: new Map(),
    byTag: new Map(),
    violations: new Map(),
    violationCount: 0,
    operations: ops.length,
    missing: [],
    ssrf: { sent: 0, refused: 0 },
    raw: 0,
    durationMs: 0,
    stoppedEarly: false,
  };
  const reached = new Set<string>();

  const record = (
    r: { tag: string; method: string; url: string; body?: string },
    status: number | null,
    vs: Violation[],
  ) => {
    for (const v of vs) {
      let entry = summary.violations.get(v.kind);
      if (!entry) summary.violations.set(v.kind, (entry = { count: 0, samples: [] }));
      entry.count++;
      summary.violationCount++;
      if (entry.samples.length < SAMPLES)
        entry.samples.push({ tag: r.tag, request: describe(r), status, detail: v.detail });
    }
  };

  const handle = (r: FuzzRequest, out: Outcome) => {
    const tag = r.tag.split(':')[0];
    summary.byTag.set(tag, (summary.byTag.get(tag) ?? 0) + 1);
    if ('unsent' in out) {
      summary.unsent++;
      return;
    }
    if ('failed' in out) {
      record(r, null, [{ kind: 'no answer', detail: out.failed }]);
      return;
    }
    const a = out.answer;
    summary.answered++;
    reached.add(r.op);
    summary.byStatus.set(a.status, (summary.byStatus.get(a.status) ?? 0) + 1);
    const vs = checkAnswer({ ...r, webhookPlans: opts.ctx.webhookPlans }, a);
    if (r.ssrf) {
      summary.ssrf.sent++;
      if (!vs.some((v) => v.kind === 'ssrf not refused') && a.status === 400) summary.ssrf.refused++;
    }
    record(r, a.status, vs);
  };

  let next = 0;
  let done = 0;
  const deadline = opts.timeLimitMs ? started + opts.timeLimitMs : Infinity;
  const worker = async () => {
    while (next < plan.length) {
      if (Date.now() > deadline) {
        summary.stoppedEarly = true;
        return;
      }
      const r = plan[next++];
      handle(r, await opts.transport.send(r));
      if (opts.onProgress && ++done % 1000 === 0) opts.onProgress(done, plan.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker));

  // What only a socket can send, once each, with a valid key of the first plan.
  if (opts.transport.sendRaw) {
    const key = opts.ctx.keys[0]?.key ?? 'pd_none';
    for (const { tag, bytes } of rawRequests(`Authorization: Bearer ${key}`)) {
      summary.raw++;
      handle(
        { tag, op: 'raw', method: 'RAW', url: bytes, headers: {}, plan: null },
        await opts.transport.sendRaw(bytes),
      );
    }
  }

  for (const op of ops)
    if (!reached.has(`${op.method} ${op.path}`)) summary.missing.push(`${op.method} ${op.path}`);
  summary.durationMs = Date.now() - started;
  return summary;
}
