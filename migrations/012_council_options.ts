import type { Knex } from 'knex';

// Platform-specific knobs of a council (CouncilConfig.options, e.g. Idox discover mode).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('councils', (t) => {
    t.jsonb('scraper_options');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('councils', (t) => {
    t.dropColumn('scraper_options');
  });
}
