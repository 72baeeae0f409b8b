import type { Knex } from 'knex';

// When the open-data joins last ran for an application (issue 7): `plandata enrich` picks up the
// records never joined or changed since, and `--all` re-joins everything after a new release.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.timestamp('enriched_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('enriched_at');
  });
}
