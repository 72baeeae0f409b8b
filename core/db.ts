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

/** Fails with one clear line when the database cannot be reached (wrong host, database, or user). */
export async function assertDatabase(db: Knex, url: string): Promise<void> {
  try {
    await db.raw('select 1');
  } catch (err) {
    throw new FatalError(`cannot connect to PostgreSQL at ${redactUrl(url)} (${reason(err)})`, {
      cause: err,
    });
  }
}
