import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import { hashApiKey } from '../../core/ids.js';

describe('plandata command', () => {
  it('a malformed DATABASE_URL gives one clear line and exit code 1', async () => {
    const r = await runCli(['migrate'], { DATABASE_URL: 'not-a-url' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'plandata: invalid configuration: DATABASE_URL is not a URL (expected postgres://...)',
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unreachable database gives one clear line (password hidden) and exit code 1', async () => {
    const r = await runCli(['migrate'], { DATABASE_URL: 'postgres://u:hunter2@127.0.0.1:1/nowhere' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    // Nothing else either: knex's own "Acquire connection error" and its stack went to stdout.
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^plandata migrate: cannot connect to PostgreSQL at postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/nowhere \(ECONNREFUSED\)/,
    );
    expect(r.stderr).not.toContain('hunter2');
  });

  it('a bad PORT names the variable', async () => {
    const r = await runCli(['api'], { PORT: 'abc' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^plandata: invalid configuration: PORT /);
  });

  it('keys create prints the key once and stores only its hash; revoke revokes', async () => {
    const { url, db } = await freshDatabase();
    const r = await runCli(['keys', 'create', '--plan', 'pro', '--email', 'Dev@Example.com'], {
      DATABASE_URL: url,
    });
    expect(r.code).toBe(0);
    const key = r.stdout.trim();
    expect(key).toMatch(/^pd_[A-Za-z0-9_-]{32}$/);
    const rows = await db('api_keys').select('*');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('dev@example.com');
    expect(rows[0].plan).toBe('pro');
    expect(rows[0].key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(rows)).not.toContain(key);
    expect((await new KeysRepository(db).findActive(key))?.id).toBe(rows[0].id);

    const list = await runCli(['keys', 'list'], { DATABASE_URL: url });
    expect(list.stdout).toContain('dev@example.com\tpro');
    expect(list.stdout).not.toContain(key);

    const rv = await runCli(['keys', 'revoke', String(rows[0].id)], { DATABASE_URL: url });
    expect(rv.code).toBe(0);
    expect(await new KeysRepository(db).findActive(key)).toBeNull();
  });

  it('refuses an unknown plan with exit 2 and the usage', async () => {
    const r = await runCli(['keys', 'create', '--plan', 'gold', '--email', 'a@b.co']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--plan must be one of demo, starter, pro, business, enterprise (got 'gold')");
  });
});
