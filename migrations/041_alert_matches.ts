import type { Knex } from 'knex';

// One row per (alert, application), written by the alerts.match worker the first time an
// application version meets the alert: the unique key makes "recorded once per pair" a database
// fact, so a retried or duplicated match job cannot create a second match or a second event.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alert_matches', (t) => {
    t.bigIncrements('id');
    t.integer('alert_id').notNullable().references('alerts.id').onDelete('CASCADE');
    t.bigInteger('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.integer('version').notNullable(); // the application version that first met the alert
    t.timestamp('matched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['alert_id', 'application_id']);
  });
  await knex.raw('CREATE INDEX alert_matches_alert_time_idx ON alert_matches (alert_id, matched_at DESC)');
  await knex.raw('CREATE INDEX alert_matches_application_idx ON alert_matches (application_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('alert_matches');
}
