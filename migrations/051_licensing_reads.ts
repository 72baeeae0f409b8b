import type { Knex } from 'knex';

// One row per read of a council's licensing register (the register's scrape_runs): what it read,
// refused, dropped and withheld, what it changed, and how it ended. `pages` is the page set read
// (raw_pages hashes), so a reparse and the next read's correction check rebuild it without the
// network. Refused rows keep their row number and reason, never their text (it may name persons).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('licensing_reads', (t) => {
    t.bigIncrements('id');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('CASCADE');
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.text('trigger').notNullable(); // nightly, cli, test, bench, reparse
    t.text('kind').notNullable().defaultTo('read'); // read, reparse
    t.text('status').notNullable().defaultTo('running'); // running, succeeded, failed
    t.text('source_key');
    t.boolean('backfill'); // the first read of the council's source: every row it writes is backfill
    t.text('layout');
    t.jsonb('pages'); // [{url, finalUrl, status, contentHash, contentType, fetchedAt}]
    t.date('source_published');
    t.integer('records');
    t.integer('rejected');
    t.integer('duplicates');
    t.jsonb('excluded'); // {personal_licence: n, taxi_driver: n, taxi_vehicle: n}
    t.integer('withheld_parties');
    t.integer('created');
    t.integer('changed');
    t.integer('unchanged');
    t.integer('not_seen');
    t.integer('absent');
    t.integer('reappeared');
    t.integer('change_rows');
    t.integer('event_rows');
    t.integer('correction_rows');
    t.jsonb('rejected_rows'); // [{row, reason}] with quoted cell text removed
    t.text('error');
    t.timestamp('observed_at', { useTz: true }); // when the read saw the register (its changes' observed_at)
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX licensing_reads_register_idx ON licensing_reads (council_register_id, started_at DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('licensing_reads');
}
