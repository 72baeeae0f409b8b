// Private PostgreSQL and Redis servers for the fault tests: started on free ports in a temporary
// folder, killed and restarted mid-run as an outage would, and removed when the file ends. The
// shared servers of the machine are never touched. PostgreSQL uses the machine's own binaries
// (PostGIS included); when the tests run as root its cluster runs as the postgres user.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { closeWhenFileEnds } from './cleanup.js';

const run = promisify(execFile);

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const PG_BIN = process.env.PLANDATA_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  const exe = path.join(PG_BIN, bin);
  if (process.getuid?.() !== 0) return [exe, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', exe, ...args]];
}

export interface PrivatePostgres {
  port: number;
  /** URL of a database on it. */
  url(database: string): string;
  /** Stops the server: 'immediate' as a crash would (no checkpoint), 'fast' as an orderly stop. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** Runs one statement on the maintenance database. */
  admin(sql: string): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(...pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']));
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const ctl = (...args: string[]) => run(...pgCommand('pg_ctl', ['-D', data, ...args]));
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url('postgres') });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const start = async () => {
    await ctl('-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '120', 'start');
    await waitUntil('private PostgreSQL', async () => (await admin('SELECT 1'), true));
  };
  const stop = async (mode: 'immediate' | 'fast' = 'immediate') => {
    await ctl('-m', mode, '-w', '-t', '120', 'stop').catch(() => {});
  };
  await start();
  closeWhenFileEnds(async () => {
    await stop('immediate');
    rmSync(dir, { recursive: true, force: true });
  });
  return { port, url, stop, start, admin };
}

export interface PrivateRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL): with persistence off, everything it held is gone. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(opts: { persistence: boolean }): Promise<PrivateRedis> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-redis-'));
  const port = await freePort();
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    opts.persistence ? 'yes' : 'no',
    '--appendfsync',
    'always',
  ];
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitUntil('private Redis', async () => {
      const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      r.on('error', () => {});
      try {
        await r.connect();
        return (await r.ping()) === 'PONG';
      } finally {
        r.disconnect();
      }
    });
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  closeWhenFileEnds(async () => {
    await kill();
    rmSync(dir, { recursive: true, force: true });
  });
  return { port, url, kill, start };
}
