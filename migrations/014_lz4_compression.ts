import type { Knex } from 'knex';

// The store step's largest values, compressed with lz4 rather than pglz when they are TOASTed:
// pglz was the largest single function of the bench database's backends (8% of their CPU in the
// ingest bench). Compressing an application's raw record, its search vector (recomputed on every
// re-check's update) and description, a version's snapshot and a page set cost 0.66 -> 0.61 ms of
// backend CPU per new application (docs/benchmarks/ingest.md). Only values written from now on
// change; reading either kind is transparent. A server built without lz4 keeps pglz.
const COLUMNS: [string, string][] = [
  ['applications', 'raw'],
  ['applications', 'search'],
  ['applications', 'description'],
  ['application_versions', 'snapshot'],
  ['record_pages', 'pages'],
];

async function hasLz4(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw(
    `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
  );
  return rows.length > 0;
}

async function setCompression(knex: Knex, method: 'lz4' | 'pglz'): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await knex.raw('ALTER TABLE ?? ALTER COLUMN ?? SET COMPRESSION ' + method, [table, column]);
  }
}

export async function up(knex: Knex): Promise<void> {
  if (await hasLz4(knex)) await setCompression(knex, 'lz4');
}

export async function down(knex: Knex): Promise<void> {
  await setCompression(knex, 'pglz');
}
