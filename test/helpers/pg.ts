// Test databases on the real PostgreSQL: TEST_DATABASE_URL's server (default the local one).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(database = 'postgres'): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The template's name changes whenever a migration file changes, so a stale template is never used. */
export function templateName(): string {
  const dir = path.resolve(here, '..', '..', 'migrations');
  const h = createHash('sha256');
  for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(path.join(dir, f)));
  return `plandata_tpl_${h.digest('hex').slice(0, 12)}`;
}

export async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}
