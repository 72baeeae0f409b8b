import type { Knex } from 'knex';

// A council's register sources as data (scrapers/councils/registers.csv, loaded by `plandata
// councils load`): besides the adapter, URL and options of migration 050, the layout the source is
// published in (a register-file layout, or the pages an adapter reads), its format, how often it is
// read (the nightly schedule turns the cadence into a cron pattern) and where the row's facts come
// from. `national` names the national register (migration 097) a row is a council's share of: such
// a row is never read on its own; the national source's read fills it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('council_registers', (t) => {
    t.text('layout');
    t.text('format');
    t.text('cadence').notNullable().defaultTo('daily'); // daily, weekly, monthly
    t.text('source_note');
    t.text('national');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('council_registers', (t) => {
    t.dropColumn('layout');
    t.dropColumn('format');
    t.dropColumn('cadence');
    t.dropColumn('source_note');
    t.dropColumn('national');
  });
}
