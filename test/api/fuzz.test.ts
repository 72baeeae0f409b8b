// The fuzzer (test/tools/fuzz) in process, bounded for CI: 10,000 requests from /v1/openapi.json over
// every path and method, with every kind of bad value, body, key and method, through Fastify's inject
// on a seeded test database, then the raw HTTP cases over a loopback socket. Every answer is checked
// (check.ts): no 5xx, every error in the spec 7 envelope with its request id, nothing internal leaked,
// every address of the SSRF list refused. FUZZ_REQUESTS and FUZZ_SEED change the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime } from '../helpers/runtime.js';
import { injectTransport, httpTransport } from '../tools/fuzz/transport.js';
import { runFuzz, type FuzzSummary } from '../tools/fuzz/run.js';
import { formatReport } from '../tools/fuzz/report.js';
import { ssrfUrls } from '../tools/fuzz/corpus.js';
import { startInProcessTarget, type InProcessTarget } from '../tools/fuzz/target.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

const rt = await testRuntime({ WEBHOOK_ALLOW_LOOPBACK: 'false', LOG_LEVEL: 'silent' });
let target: InProcessTarget;

beforeAll(async () => {
  target = await startInProcessTarget(rt, { requests: REQUESTS, listen: true });
});
afterAll(() => target?.close());

function expectClean(s: FuzzSummary): void {
  const report = formatReport(s);
  console.log(report);
  expect(s.violations.get('5xx')?.count ?? 0, report).toBe(0);
  expect(s.violations.get('not in the envelope')?.count ?? 0, report).toBe(0);
  expect(s.violations.get('leak')?.count ?? 0, report).toBe(0);
  expect(s.violationCount, report).toBe(0);
}

describe('fuzzing the API (Hardening)', () => {
  it(`${REQUESTS} requests in process over every operation: no 5xx, all in the envelope, no leaks`, async () => {
    const s = await runFuzz({
      doc: target.doc,
      ctx: target.ctx,
      transport: injectTransport(target.app),
      requests: REQUESTS,
      seed: SEED,
      concurrency: 8,
    });
    expectClean(s);
    expect(s.answered).toBeGreaterThanOrEqual(REQUESTS - s.unsent);
    expect(s.missing).toEqual([]);
    expect(s.operations).toBeGreaterThan(35);
    // Every address of the SSRF list was sent and refused with a 400 naming url.
    expect(s.ssrf).toEqual({ sent: ssrfUrls().length, refused: ssrfUrls().length });
    // The answers are the routes' own: the key pools keep the per-minute limits out of the way.
    expect(s.byStatus.get(429) ?? 0).toBeLessThan(REQUESTS / 100);
    expect(s.byStatus.get(200)).toBeGreaterThan(REQUESTS / 10);
    expect(target.blocked).toEqual([]);
  }, 180_000);

  it('over HTTP on loopback, with the raw socket cases: the same', async () => {
    const transport = httpTransport(`http://127.0.0.1:${target.port}`, 4);
    try {
      const s = await runFuzz({
        doc: target.doc,
        ctx: target.ctx,
        transport,
        requests: 500,
        seed: SEED + 1,
        concurrency: 4,
      });
      expectClean(s);
      expect(s.raw).toBeGreaterThan(30);
      expect(target.blocked).toEqual([]);
    } finally {
      await transport.close();
    }
  }, 120_000);
});
