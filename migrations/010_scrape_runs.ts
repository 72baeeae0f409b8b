import type { Knex } from 'knex';

// One row per run of a council's scrape (nightly or `plandata scrape`): what it found and did, and
// how it ended. Council health (councils.*) is updated from the run's outcome.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scrape_runs', (t) => {
    t.bigIncrements('id');
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.text('trigger').notNullable(); // nightly, cli, demo, reparse
    t.date('window_from').notNullable();
    t.date('window_to').notNullable();
    t.text('status').notNullable().defaultTo('running'); // running, succeeded, failed
    t.integer('discovered');
    t.integer('stored').notNullable().defaultTo(0);
    t.integer('created').notNullable().defaultTo(0);
    t.integer('changed').notNullable().defaultTo(0);
    t.integer('skipped').notNullable().defaultTo(0);
    t.text('error');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX scrape_runs_council_idx ON scrape_runs (council_id, started_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scrape_runs');
}
