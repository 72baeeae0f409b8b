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
    connection: { connectionString: url, application_name: applicationName },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10000,
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
