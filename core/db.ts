// PostgreSQL through knex (pg underneath). Only repositories build SQL; everyone else gets a Knex.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { FatalError } from './errors.js';
import { redactUrl } from './config.js';

export type { Knex };

// Wire formats chosen once for the whole process: int8 ids and counts as numbers (safe below 2^53),
// DATE as the 'YYYY-MM-DD' string the API serves (no timezone shifts), NUMERIC as a number.
pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1700, (v: string) => Number(v));

export interface DbOptions {
  url: string;
  poolMax?: number;
  applicationName?: string;
}

export function createDb({ url, poolMax = 10, applicationName = 'plandata' }: DbOptions): Knex {
  return knexFactory({
    client: 'pg',
    // JIT off: our statements are index look-ups that run in a millisecond, but the planner's cost
    // for the recursive family walk and the licensing searches at a million rows passes
    // jit_above_cost, and compiling 139 functions took 400 ms of a 1 ms query (EXPLAIN ANALYZE on
    // the 1M bench database: "JIT: Emission 357.920 ms ... Execution Time: 411.201 ms").
    connection: { connectionString: url, application_name: applicationName, options: '-c jit=off' },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10000,
    // knex prints every failed connection attempt with its stack on stdout ("Acquire connection
    // error: ..."); the error itself still reaches the caller, which reports it in one line
    // (assertDatabase) or in the request's log entry, so that copy only buried that line (seen in
    // `docker compose logs migrate`). Its other warnings still print.
    log: {
      warn(message: string) {
        if (!String(message).startsWith('Acquire connection error')) console.warn(message);
      },
    },
  });
}

function reason(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { code?: string; message?: string; errors?: { code?: string }[] };
    return e.code ?? e.errors?.[0]?.code ?? e.message ?? String(err);
  }
  return String(err);
}

/** One round trip to the database (health checks). */
export async function pingDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}

/** Fails with one clear line when the database cannot be reached (wrong host, database, or user). */
export async function assertDatabase(db: Knex, url: string): Promise<void> {
  try {
    await pingDatabase(db);
  } catch (err) {
    throw new FatalError(`cannot connect to PostgreSQL at ${redactUrl(url)} (${reason(err)})`, {
      cause: err,
    });
  }
}

const pgCode = (err: unknown): string | undefined => (err as { code?: string } | null)?.code;

/**
 * Creates the database `url` names when the server says it does not exist (3D000), connected to the
 * server's maintenance database (postgres, else template1) as the URL's user: `plandata migrate` and
 * `plandata demo` then work on a new DATABASE_URL. Answers the database's name when it created it,
 * null when there was nothing to do (it exists, or the server cannot be reached at all: assertDatabase
 * reports that). Fails with one line saying what to do when the user may not create it.
 */
export async function createDatabaseIfMissing(url: string): Promise<string | null> {
  const client = (connectionString: string) => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 10000 });
    c.on('error', () => {}); // a connection dropped after the answer: nothing to do with it
    return c;
  };
  const probe = client(url);
  try {
    await probe.connect();
    return null;
  } catch (err) {
    if (pgCode(err) !== '3D000') return null;
  } finally {
    await probe.end().catch(() => {});
  }
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  const user = decodeURIComponent(u.username) || process.env.PGUSER || 'the connecting user';
  const createdb = `createdb -h ${u.hostname} -p ${u.port || 5432}${u.username ? ` -U ${decodeURIComponent(u.username)}` : ''} '${name}'`;
  const what = `database '${name}' (DATABASE_URL ${redactUrl(url)}) does not exist`;
  let unreachable: unknown;
  for (const maintenance of ['postgres', 'template1']) {
    u.pathname = `/${maintenance}`;
    const admin = client(u.toString());
    try {
      await admin.connect();
    } catch (err) {
      unreachable = err;
      await admin.end().catch(() => {});
      continue;
    }
    try {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      return name;
    } catch (err) {
      if (pgCode(err) === '42P04') return null; // created meanwhile
      const why =
        pgCode(err) === '42501'
          ? `${user} may not create databases`
          : `it cannot be created (${reason(err)})`;
      throw new FatalError(
        `${what} and ${why}: create it (${createdb}) or set DATABASE_URL to one that exists`,
        {
          cause: err,
        },
      );
    } finally {
      await admin.end().catch(() => {});
    }
  }
  throw new FatalError(
    `${what}, and no maintenance database to create it from can be reached (${reason(unreachable)}): create it (${createdb}) or set DATABASE_URL to one that exists`,
    { cause: unreachable },
  );
}

/**
 * Runs `text` as a named prepared statement: each pooled connection parses and plans it once, then
 * only binds and executes (planning the by-id read costs about three times its execution). For
 * statements whose best plan does not depend on the values (a look-up by a unique key, a fixed-shape
 * spatial probe); PostgreSQL may switch a named statement to a generic plan after five executions.
 * The statement is reported on the knex 'query' event like any other, with its name.
 */
export async function queryNamed<R extends pg.QueryResultRow>(
  db: Knex,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  return queryNative<R>(db, text, values, { name });
}

export interface NativeQueryOptions {
  /** Prepare it as a named statement (see queryNamed); unnamed (planned for its values) without. */
  name?: string;
  /**
   * When the statement wraps a read in other work (the API meters the records a page delivers in the
   * page's own statement): the read alone, reported on the 'query' event beside the statement so a
   * benchmark can time the read by itself.
   */
  read?: { sql: string; bindings: unknown[] };
}

/** Runs `text` with native placeholders ($1, ...) on a pooled connection, bypassing knex's builder. */
export async function queryNative<R extends pg.QueryResultRow>(
  db: Knex,
  text: string,
  values: unknown[],
  opts: NativeQueryOptions = {},
): Promise<R[]> {
  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    db.client.emit('query', { sql: text, bindings: values, name: opts.name, read: opts.read });
    return (await conn.query<R>(opts.name ? { name: opts.name, text, values } : { text, values })).rows;
  } finally {
    await db.client.releaseConnection(conn);
  }
}
