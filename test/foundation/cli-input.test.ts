// The plandata command given wrong input, as a new user would (issue "Hardening", items 12-14 and
// every command's options), through the real built command (test/helpers/cli.ts): one line naming
// the problem, a non-zero exit, nothing changed; and help that answers for every command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binPath, checkoutDir, runCli, startCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';
import { adminUrl, uniqueName, withAdmin } from '../helpers/pg.js';
import { clearPrefix, uniquePrefix } from '../helpers/redis.js';
import { commands } from '../../cli/commands/index.js';

/** Nothing listens there: a command that reached PostgreSQL would fail (exit 1), not change it. */
const NO_DB = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };

const firstLine = (s: string) => s.split('\n')[0];
const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

async function tables(url: string): Promise<string[]> {
  const { createDb } = await import('../../core/db.js');
  const db = createDb({ url, poolMax: 1 });
  try {
    return (await db.raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map(
      (r: { tablename: string }) => r.tablename,
    );
  } finally {
    await db.destroy();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  return withAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );
}

const dropDatabase = (name: string) =>
  withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

async function redisKeys(prefix: string): Promise<string[]> {
  const { Redis } = await import('ioredis');
  const r = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    return await r.keys(`${prefix}:*`);
  } finally {
    r.disconnect();
  }
}

// Each case below starts the built command once or several times per command (some 60 processes):
// seconds each on a busy 2-core host, so their timeouts are minutes (no wall-clock assertion).
describe('help', () => {
  it('help of an unknown command is an error naming it', async () => {
    for (const args of [['help', 'bogus'], ['bogus'], ['--help', 'bogus']]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(firstLine(r.stderr)).toBe("plandata: unknown command 'bogus'");
      expect(r.stdout).toBe('');
    }
    const ok = await runCli(['help']);
    expect(ok.code).toBe(0);
    expect(firstLine(ok.stdout)).toBe('usage: plandata <command> [options]');
  });

  it('<command> --help and -h print the command’s usage and exit 0, for every command', async () => {
    for (const name of Object.keys(commands)) {
      const usage = (await commands[name]!.load()).usage;
      for (const flag of ['--help', '-h']) {
        // After other arguments too: `load postcodes --help`, `keys create -h`.
        const args = name === 'keys' ? [name, 'create', flag] : [name, flag];
        const r = await runCli(args, NO_DB);
        expect(r.code, args.join(' ')).toBe(0);
        expect(r.stdout.trimEnd(), args.join(' ')).toBe(usage);
        expect(r.stderr, args.join(' ')).toBe('');
      }
      const viaHelp = await runCli(['help', name]);
      expect(viaHelp.stdout.trimEnd()).toBe(usage);
    }
  }, 600_000);
});

describe('every command refuses what it does not know, before touching anything', () => {
  it('an unknown option', async () => {
    for (const name of Object.keys(commands)) {
      const args = ['keys', 'councils'].includes(name)
        ? [name, name === 'keys' ? 'list' : 'load', '--bogus']
        : [name, '--bogus'];
      const r = await runCli(args, NO_DB, '');
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(firstLine(r.stderr), args.join(' ')).toMatch(
        new RegExp(
          `^plandata ${name}: (Unknown option '--bogus'|unknown option --bogus|takes no arguments)$`,
        ),
      );
      noStack(r.stderr);
    }
  }, 600_000);

  it('a missing argument or a bad value: one line naming it, exit 2', async () => {
    const cases: [string[], string | RegExp][] = [
      [
        ['api', 'extra'],
        "plandata api: Unexpected argument 'extra'. This command does not take positional arguments",
      ],
      [['scheduler', '--port', '3'], "plandata scheduler: Unknown option '--port'"],
      [['migrate', 'sideways'], "plandata migrate: unknown action 'sideways'"],
      [['migrate', 'up', 'down'], "plandata migrate: one action at a time (unexpected 'down')"],
      [['migrate', 'status', '--yes'], 'plandata migrate: --yes applies to migrate down only'],
      [['keys'], 'plandata keys: an action is required'],
      [['keys', 'create', '--plan', 'pro'], 'plandata keys: --email is required'],
      [
        ['keys', 'create', '--plan', 'pro', '--email', 'a@b.co', 'extra'],
        "plandata keys: Unexpected argument 'extra'. This command does not take positional arguments",
      ],
      [
        ['keys', 'create', '--plan', 'pro', '--email', 'a@b.co', '--issued', '2024-02-30'],
        "plandata keys: --issued must be a day, YYYY-MM-DD (got '2024-02-30')",
      ],
      [
        ['keys', 'create', '--plan', 'enterprise', '--email', 'a@b.co', '--requests', '99999999999999999999'],
        "plandata keys: --requests must be a whole number (got '99999999999999999999')",
      ],
      [['keys', 'revoke'], 'plandata keys: <id|key-prefix> is required'],
      [['keys', 'revoke', '1', '2'], "plandata keys: one key at a time (unexpected '2')"],
      [['worker', '--queues', 'nope'], "plandata worker: unknown queue 'nope'"],
      [['worker', '--queues', ''], 'plandata worker: --queues names no queue'],
      [
        ['worker', '--concurrency', '0'],
        "plandata worker: --concurrency must be a positive integer (got '0')",
      ],
      [['worker', '--concurrency='], "plandata worker: --concurrency must be a positive integer (got '')"],
      [['councils'], 'plandata councils: an action is required'],
      [['councils', 'load', '--file'], "plandata councils: Option '--file <value>' argument missing"],
      [['scrape'], 'plandata scrape: --council is required'],
      [
        ['scrape', '--council', 'x', '--since', '2025-02-30'],
        "plandata scrape: --since must be YYYY-MM-DD (got '2025-02-30')",
      ],
      [['reparse', '--council'], "plandata reparse: Option '--council <value>' argument missing"],
      [
        ['enrich', 'extra'],
        "plandata enrich: Unexpected argument 'extra'. This command does not take positional arguments",
      ],
      [
        ['enrich', '--id', 'x'],
        "plandata enrich: --id must be an application id, a positive whole number (got 'x')",
      ],
      [['enrich', '--id', '3', '--all'], 'plandata enrich: --id and --all cannot be combined'],
      [['parse'], 'plandata parse: give at least one file'],
      [['parse', 'a.html', '--url'], 'plandata parse: --url needs a value: the URL the pages came from'],
      [
        ['parse', '--url', 'not-a-url', 'a.html'],
        "plandata parse: --url is not an absolute URL (got 'not-a-url')",
      ],
      [['classify', 'x'], 'plandata classify: takes no arguments'],
      [
        ['openapi', 'extra'],
        "plandata openapi: Unexpected argument 'extra'. This command does not take positional arguments",
      ],
      [['load'], /^plandata load: a kind is required: one of constraints, boundaries, postcodes, /],
      [['load', 'bogus', 'f.csv'], /^plandata load: unknown kind 'bogus': one of /],
      [['load', 'postcodes'], 'plandata load: a file is required'],
      [['load', 'postcodes', 'a.csv', 'b.csv'], "plandata load: one file at a time (unexpected 'b.csv')"],
      [['load', 'constraints', 'a.csv'], 'plandata load: --layer is required for constraints'],
      [
        ['load', 'postcodes', 'a.csv', '--layer', 'article4'],
        'plandata load: --layer applies to constraints only',
      ],
      [
        ['load', 'postcodes', 'a.csv', '--boundary', 'ward'],
        'plandata load: --boundary applies to boundaries only',
      ],
      [
        ['load', 'boundaries', 'a.geojson', '--boundary', 'county'],
        "plandata load: unknown boundary kind 'county' (parish or ward)",
      ],
      [
        ['load', 'postcodes', 'a.csv', '--release', '2024-13'],
        "plandata load: --release must be YYYY-MM (got '2024-13')",
      ],
      [
        ['load', 'postcodes', 'a.csv', '--max-rejected', '1.5'],
        "plandata load: --max-rejected must be a share from 0 to 1 (got '1.5')",
      ],
    ];
    for (const [args, line] of cases) {
      const r = await runCli(args, NO_DB, '');
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      if (typeof line === 'string') expect(firstLine(r.stderr), args.join(' ')).toBe(line);
      else expect(firstLine(r.stderr), args.join(' ')).toMatch(line);
      noStack(r.stderr);
    }
  }, 900_000);

  it('a bad value in the demo environment', async () => {
    const r = await runCli(['demo'], { ...NO_DB, DEMO_SIM_APPS: 'lots' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      "plandata demo: DEMO_SIM_APPS must be a whole number of at least 1 (got 'lots')",
    );
  });

  it('councils load given a file of another kind or an empty one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-input-'));
    const geojson = path.join(dir, 'councils.geojson');
    writeFileSync(geojson, '{"type":"FeatureCollection","features":[]}');
    const empty = path.join(dir, 'empty.csv');
    writeFileSync(empty, '');
    for (const [file, line] of [
      [geojson, `${geojson} is not a councils CSV: the header lacks slug, name, nation, platform, base_url`],
      [empty, `${empty} is empty`],
    ]) {
      const r = await runCli(['councils', 'load', '--file', file!], NO_DB);
      expect(r.code).toBe(2);
      expect(firstLine(r.stderr)).toBe(`plandata councils: ${line}`);
    }
  });

  it('bad values that need the database: nothing changed', async () => {
    const { url, db } = await freshDatabase();
    const env = { DATABASE_URL: url };
    const unknown = await runCli(['enrich', '--id', '99999999'], env);
    expect(unknown.code).toBe(2);
    expect(firstLine(unknown.stderr)).toBe('plandata enrich: no application with id 99999999');
    // A number past PostgreSQL's integer ids is no key's: it used to reach the query (a stack trace).
    const big = await runCli(['keys', 'revoke', '99999999999'], env);
    expect(big.code).toBe(1);
    expect(big.stderr.trim()).toBe("plandata keys: no active key matches '99999999999'");
    expect(Number((await db('api_keys').count({ n: '*' }))[0]!.n)).toBe(0);
  }, 60_000);
});

describe('migrate down', () => {
  it('refuses without --yes when it cannot ask (stdin not a terminal); drops everything with --yes', async () => {
    const { url } = await freshDatabase();
    const before = await tables(url);
    expect(before).toContain('applications');
    const r = await runCli(['migrate', 'down'], { DATABASE_URL: url });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `plandata migrate: down drops every table and its data in ${url}; run it with --yes to confirm`,
    );
    expect(await tables(url)).toEqual(before);
    const yes = await runCli(['migrate', 'down', '--yes'], { DATABASE_URL: url });
    expect(yes.code, yes.stderr).toBe(0);
    expect(yes.stdout).toMatch(/^reverted \d+: /);
    expect(await tables(url)).toEqual(['knex_migrations', 'knex_migrations_lock']);
  }, 60_000);

  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)(
    'on a terminal it asks, and only "yes" drops',
    async () => {
      const { url } = await freshDatabase();
      const before = await tables(url);
      // script(1) gives the command a terminal; the answer is typed into it.
      const onTerminal = (answer: string) =>
        spawnSync('script', ['-qec', `${process.execPath} ${binPath} migrate down`, '/dev/null'], {
          cwd: checkoutDir,
          env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
          input: `${answer}\n`,
          encoding: 'utf8',
        });
      const no = onTerminal('no');
      expect(no.status, no.stdout).toBe(1);
      expect(no.stdout).toContain(`Drop every table and its data in ${url}? Type yes to confirm:`);
      expect(no.stdout).toContain('plandata migrate: not confirmed; nothing was changed');
      expect(await tables(url)).toEqual(before);
      const yes = onTerminal('yes');
      expect(yes.status, yes.stdout).toBe(0);
      expect(await tables(url)).toEqual(['knex_migrations', 'knex_migrations_lock']);
    },
    60_000,
  );
});

describe('a DATABASE_URL naming a database that does not exist', () => {
  const name = uniqueName('plandata_missing');
  const url = adminUrl(name);
  const role = uniqueName('plandata_nocreate');
  beforeAll(async () => {
    await withAdmin((c) => c.query(`CREATE ROLE "${role}" LOGIN NOCREATEDB`));
  });
  afterAll(async () => {
    await dropDatabase(name);
    await withAdmin((c) => c.query(`DROP ROLE IF EXISTS "${role}"`));
  });

  it('a command that needs it says in one line what to do', async () => {
    const r = await runCli(['keys', 'list'], { DATABASE_URL: url });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      `plandata keys: cannot connect to PostgreSQL at ${url}: the database does not exist; \`plandata migrate\` creates it and its tables`,
    );
    expect(await databaseExists(name)).toBe(false);
  });

  it('a user who may not create it is told how', async () => {
    const u = new URL(url);
    u.username = role;
    const r = await runCli(['migrate'], { DATABASE_URL: u.toString() });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      `plandata migrate: database '${name}' (DATABASE_URL ${u.toString()}) does not exist and ${role} may not create databases: ` +
        `create it (createdb -h 127.0.0.1 -p 5432 -U ${role} '${name}') or set DATABASE_URL to one that exists`,
    );
    expect(await databaseExists(name)).toBe(false);
  });

  it('plandata migrate creates it, then migrates it', async () => {
    const r = await runCli(['migrate'], { DATABASE_URL: url });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe(`plandata: created database '${name}'`);
    expect(r.stdout).toMatch(/^applied \d+: 001_extensions, /);
    expect(await tables(url)).toContain('applications');
    const again = await runCli(['migrate'], { DATABASE_URL: url });
    expect([again.code, again.stderr, again.stdout.trim()]).toEqual([0, '', 'already up to date']);
    await dropDatabase(name);
  }, 60_000);

  it('plandata demo creates it and runs', async () => {
    const demoName = uniqueName('plandata_demo_missing');
    const demoUrl = adminUrl(demoName);
    const prefix = uniquePrefix();
    const port = await freePort();
    const { child, done } = startCli(['demo'], {
      DATABASE_URL: demoUrl,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SIM_APPS: '2',
      LOG_LEVEL: 'info',
    });
    try {
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok === true,
      );
      expect(await databaseExists(demoName)).toBe(true);
      expect(await tables(demoUrl)).toContain('applications');
      child.kill('SIGTERM');
      const r = await done;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`plandata: created database '${demoName}'`);
    } finally {
      child.kill('SIGKILL');
      await done;
      await dropDatabase(demoName);
      await clearPrefix(prefix);
    }
  }, 120_000);
});

/** A port nothing listens on (just now). */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

async function until(ok: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a busy PORT', () => {
  let holder: net.Server;
  let port: number;
  beforeAll(async () => {
    // Held on all addresses, as the API listens by default (HOST 0.0.0.0).
    holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, r));
    port = (holder.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => holder.close(() => r())));

  it('plandata api stops with one line and exit 1', async () => {
    const { url } = await freshDatabase();
    const r = await runCli(['api'], { DATABASE_URL: url, PORT: String(port) });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      `plandata api: port ${port} is in use: set PORT=<a free port> (or stop what holds it)`,
    );
    expect(r.stdout).toBe('');
  }, 30_000);

  it('plandata demo stops with one line and exit 1, before it migrates or starts workers', async () => {
    const { url } = await freshDatabase({ empty: true });
    const prefix = uniquePrefix();
    try {
      const r = await runCli(['demo'], { DATABASE_URL: url, REDIS_PREFIX: prefix, PORT: String(port) });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(
        `plandata demo: port ${port} is in use: set PORT=<a free port> (or stop what holds it)`,
      );
      expect(await tables(url)).toEqual([]);
      expect(await redisKeys(prefix)).toEqual([]);
    } finally {
      await clearPrefix(prefix);
    }
  }, 30_000);
});
