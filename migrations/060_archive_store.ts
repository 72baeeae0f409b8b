import type { Knex } from 'knex';

// The archive is written by the store step (issue 15, spec 1 and 2.2): a record received before 2026
// read by a back-fill of older windows is stored as an archive record, core fields only, with no
// version rows, documents or after-store jobs. content_hash lets a re-read of the same record leave
// the row alone (nothing written) unless its core fields changed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('archive_applications', (t) => {
    t.text('content_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('archive_applications', (t) => {
    t.dropColumn('content_hash');
  });
}
