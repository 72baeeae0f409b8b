// plandata keys (plans, add-on, legacy and custom allowances) and plandata openapi, as the real command.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';

const { db, url } = await freshDatabase();

describe('plandata keys', () => {
  it('creates a key per plan with the Contact Data add-on, lists and revokes it', async () => {
    const r = await runCli(
      ['keys', 'create', '--plan', 'starter', '--email', 'cli@example.com', '--contact'],
      {
        DATABASE_URL: url,
      },
    );
    expect(r.code).toBe(0);
    const key = r.stdout.trim();
    expect(key).toMatch(/^pd_[A-Za-z0-9_-]{32}$/);
    expect(r.stderr).toMatch(
      /on starter with Contact Data: 120\/min, 20000 requests and 10000 records a month/,
    );
    const row = await db('api_keys').where({ email: 'cli@example.com' }).first();
    expect(row.contact_addon).toBe(true);
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await runCli(['keys', 'list', '--email', 'cli@example.com'], { DATABASE_URL: url });
    expect(list.stdout).toMatch(/cli@example\.com\tstarter\tcontact\t\d{4}-\d{2}-\d{2}\t-\t-\tactive/);
    const rv = await runCli(['keys', 'revoke', row.key_prefix], { DATABASE_URL: url });
    expect(rv.code).toBe(0);
    expect((await db('api_keys').where({ id: row.id }).first()).revoked_at).not.toBeNull();
  });

  it('keys issued before 11 September 2026 record the allowances they were sold', async () => {
    const r = await runCli(
      [
        'keys',
        'create',
        '--plan',
        'pro',
        '--email',
        'old@example.com',
        '--issued',
        '2026-06-01',
        '--requests',
        '250000',
        '--export-rows',
        '150000',
      ],
      { DATABASE_URL: url },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/legacy, issued before 2026-09-11\): 300\/min, 250000 requests/);
    const row = await db('api_keys').where({ email: 'old@example.com' }).first();
    expect(row.legacy_allowances).toEqual({ requests: 250000, export_rows: 150000 });
    const bad = await runCli(
      ['keys', 'create', '--plan', 'pro', '--email', 'new@example.com', '--requests', '5'],
      {
        DATABASE_URL: url,
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--requests, --export-rows and --records apply to enterprise keys/);
    const ent = await runCli(
      ['keys', 'create', '--plan', 'enterprise', '--email', 'big@example.com', '--records', '2000000'],
      {
        DATABASE_URL: url,
      },
    );
    expect(ent.code).toBe(0);
    expect(ent.stderr).toMatch(/1200\/min, custom requests and 2000000 records a month/);
  });
});

describe('plandata openapi', () => {
  it('prints the OpenAPI 3.1 document without needing the database', async () => {
    const r = await runCli(['openapi'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/applications',
        '/v1/applications/nearby',
        '/v1/applications/{id}',
        '/v1/councils',
        '/v1/categories',
      ]),
    );
  });
});
