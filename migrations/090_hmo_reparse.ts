import type { Knex } from 'knex';

// An HMO source derived again from the raw store (`plandata reparse --register hmo`): a read row of
// kind 'reparse' counting the licences it corrected (today's code reads the same bytes differently:
// an extraction correction, never a change of the register), and on each licence when its content
// was last corrected so. A correction moves neither changed_at nor first/last seen.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hmo_reads', (t) => {
    t.text('kind').notNullable().defaultTo('read'); // read, reparse
    t.integer('corrected');
  });
  await knex.schema.alterTable('hmo_licences', (t) => {
    t.timestamp('corrected_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hmo_licences', (t) => t.dropColumn('corrected_at'));
  await knex.schema.alterTable('hmo_reads', (t) => {
    t.dropColumn('kind');
    t.dropColumn('corrected');
  });
}
