// COPY FROM STDIN in PostgreSQL's text format, for the store steps that write a register's rows by
// the hundred thousand (HMO licences, appeals): a row is one line of tab-separated cells.
import type { Knex } from 'knex';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';

const COPY_SPECIAL = /[\\\t\n\r]/;

/** One cell in COPY's text format: \N for none, backslash, tab and line breaks escaped. */
export function copyCell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'string')
    return COPY_SPECIAL.test(v)
      ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      : v;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}

/** Lines gathered into chunks of about 64 KiB (one stream write each, not one per row). */
function* copyChunks(lines: Iterable<string>): Generator<string> {
  let buf = '';
  for (const l of lines) {
    buf += l;
    if (buf.length >= 1 << 16) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

/** copyChunks of lines that come a run at a time (each string one or more whole lines). */
async function* copyChunksAsync(runs: AsyncIterable<string>): AsyncGenerator<string> {
  let buf = '';
  for await (const l of runs) {
    buf += l;
    if (buf.length >= 1 << 16) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

/** Runs `fn` on the connection of `db` (a transaction's own connection inside one). */
export async function withConnection<T>(db: Knex, fn: (conn: pg.PoolClient) => Promise<T>): Promise<T> {
  const conn = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    return await fn(conn);
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/**
 * COPYs the lines (each ending in \n) into `table (columns)` on the connection; asynchronous lines
 * may come several to a string (a batch's lines at once).
 */
export async function copyLines(
  conn: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  const list = columns.map((c) => `"${c}"`).join(', ');
  await pipeline(
    Readable.from(Symbol.asyncIterator in lines ? copyChunksAsync(lines) : copyChunks(lines)),
    conn.query(pgCopy.from(`COPY ${table} (${list}) FROM STDIN`)),
  );
}
