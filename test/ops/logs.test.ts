// Logs (issue 21): one line per request, JSON when not a terminal, readable when asked, and no
// secrets: API keys, the operator token, webhook secrets and the process's own secrets are redacted
// wherever they sit in a logged object.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../../core/logger.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { buildApp } from '../../api/app.js';

/** A destination that keeps every line written. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    stream: new Writable({
      write(chunk: Buffer | string, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    json: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('redaction', () => {
  it('never writes keys, tokens or secrets, at the top level or nested', () => {
    const out = capture();
    const log = createLogger('info', {}, { format: 'json', destination: out.stream });
    log.info(
      {
        req: { headers: { authorization: 'Bearer pd_live_abc', 'x-api-key': 'pd_live_def', cookie: 'c=1' } },
        headers: { authorization: 'Basic b3BzOnNlY3JldA==' },
        apiKey: 'pd_live_ghi',
        token: 'operator-token-123',
        webhook: { secret: 'whsec_1', signing_secret: 'whsec_2', secret_ciphertext: 'zzz', url: 'https://x' },
        config: {
          OPERATOR_TOKEN: 'op-token-0123456789',
          CURSOR_SECRET: 'cursor-secret-0123',
          WEBHOOK_SECRET_KEY: 'webhook-key-0123456',
          DATABASE_URL: 'postgres://u:pw@h/db',
          PORT: 3000,
        },
        account: { key: 'pd_live_jkl', plan: 'pro' },
      },
      'hello',
    );
    expect(out.lines).toHaveLength(1);
    const line = out.lines[0];
    for (const secret of [
      'pd_live_',
      'operator-token',
      'op-token',
      'whsec_',
      'zzz',
      'cursor-secret',
      'webhook-key',
      ':pw@',
      'b3BzOnNlY3JldA',
      'c=1',
    ])
      expect(line).not.toContain(secret);
    const rec = JSON.parse(line);
    expect(rec.msg).toBe('hello');
    expect(rec.webhook.url).toBe('https://x');
    expect(rec.config.PORT).toBe(3000);
    expect(rec.account).toEqual({ key: '[redacted]', plan: 'pro' });
    expect(rec.req.headers.authorization).toBe('[redacted]');
  });

  it('pretty when asked: one readable line, not JSON, still redacted', () => {
    const out = capture();
    const log = createLogger('info', {}, { format: 'pretty', destination: out.stream });
    log.info({ token: 'operator-token-123', council: 'camden' }, 'read done');
    const text = out.lines.join('\n');
    expect(text).toMatch(/INFO.*read done/);
    expect(text).toContain('camden');
    expect(text).not.toContain('operator-token-123');
    expect(() => JSON.parse(out.lines[0])).toThrow();
  });
});

describe('request log', () => {
  let rt: TestRuntime;
  let app: FastifyInstance;
  const out = capture();

  beforeAll(async () => {
    rt = await testRuntime();
    app = await buildApp({
      ...rt,
      logger: createLogger('info', {}, { format: 'json', destination: out.stream }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes one line per request at info, with route and status and without the key', async () => {
    out.lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/v1/councils?x=1',
      headers: { authorization: 'Bearer pd_live_secret_key_value' },
    });
    expect(res.statusCode).toBe(401);
    const lines = out.json().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/v1/councils',
      route: '/v1/councils',
      status: 401,
    });
    expect(out.lines.join('\n')).not.toContain('pd_live_secret_key_value');
  });
});
