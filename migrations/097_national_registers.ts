import type { Knex } from 'knex';

// A national register (the Gambling Commission's premises register): ONE file covering every
// licensing authority, read once and fanned out to each council by the authority its rows name
// (workers/services/registers/national.ts). Each council's share is a council_registers row
// (`national` = this row's name) with its own reads, history and coverage; this row keeps the
// source's own health and what the last read could not file: the authorities that match no council
// and the rows that name none, with their row counts (never dropped silently).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('national_registers', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique(); // e.g. gambling-commission
    t.text('register').notNullable(); // licensing
    t.text('adapter').notNullable();
    t.text('url').notNullable();
    t.jsonb('options');
    t.text('layout');
    t.text('format');
    t.text('cadence').notNullable().defaultTo('daily');
    t.text('source_note');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('last_success_at', { useTz: true });
    t.text('last_error');
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.integer('records'); // rows read on the last successful read
    t.integer('councils'); // councils its rows were filed under
    t.jsonb('unmatched'); // [{authority, rows}]: authorities no council matches ('' for rows naming none)
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('national_registers');
}
