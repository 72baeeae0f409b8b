import type { Knex } from 'knex';

// The platform whose adapter fetched a record's page set. A council that moves to another platform
// (a data change: its councils row names the new one) keeps its records, and each record's page set
// stays the old platform's until the new platform reads that record again; the store step and
// `plandata reparse` parse a page set with the platform that fetched it. Null on sets written
// before this column: read with the council's platform, which is the one that fetched them (no
// council had moved when it was added).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('record_pages', (t) => {
    t.text('platform');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('record_pages', (t) => {
    t.dropColumn('platform');
  });
}
