import type { Knex } from 'knex';

// The licensing change feed and history (licensing spec 2.2, 2.3, 4.5): one row per derived event,
// per field that moved between two reads, and per correction. `id` (lev_...) is derived from what
// the row describes, so a repeated or retried read writes no duplicate (ON CONFLICT DO NOTHING).
// `position` is the feed's cursor: rows are inserted under one transaction-level advisory lock held
// to commit, so positions become visible in order and a reader after position P never misses a row
// committed later with a smaller one. Type and regime are the record's when the row was written.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('licensing_changes', (t) => {
    t.bigIncrements('position');
    t.text('id').notNullable().unique();
    t.bigInteger('licence_id').notNullable().references('licences.id').onDelete('CASCADE');
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('CASCADE');
    t.bigInteger('read_id').references('licensing_reads.id').onDelete('SET NULL');
    t.text('record_type').notNullable();
    t.text('type').notNullable();
    t.text('regime').notNullable();
    t.text('source').notNullable(); // event, change, correction
    t.text('change_type').notNullable();
    t.text('event_type');
    t.text('field');
    t.jsonb('before');
    t.jsonb('after');
    t.text('significance').notNullable(); // consumer, professional
    t.boolean('alertable').notNullable().defaultTo(false);
    t.boolean('backfill').notNullable().defaultTo(false);
    t.date('event_date'); // the council's date of what happened, where the register gives one
    t.text('event_date_precision');
    t.date('effective_date'); // when it takes effect, where the register says
    t.timestamp('observed_at', { useTz: true }).notNullable();
    t.date('observed_date').notNullable(); // UK date of observed_at (changed_since)
  });
  const idx = [
    'CREATE INDEX licensing_changes_council_idx ON licensing_changes (council_id, position)',
    'CREATE INDEX licensing_changes_licence_idx ON licensing_changes (licence_id, position)',
    'CREATE INDEX licensing_changes_observed_idx ON licensing_changes (observed_date, position)',
    "CREATE INDEX licensing_changes_events_idx ON licensing_changes (position) WHERE source = 'event' AND NOT backfill",
  ];
  for (const s of idx) await knex.raw(s);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('licensing_changes');
}
