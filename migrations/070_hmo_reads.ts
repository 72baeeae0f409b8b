import type { Knex } from 'knex';

// One row per read of a council's HMO register source (council_registers.register = 'hmo'): what it
// read, refused (row and reason; the quoted cell removed, since a register's rows name persons),
// geocoded, added, changed, removed and brought back, and how it ended. `pages` is the page set read
// (raw_pages hashes), so the read can be derived again without the network.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hmo_reads', (t) => {
    t.bigIncrements('id');
    t.integer('council_register_id').notNullable().references('council_registers.id').onDelete('CASCADE');
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.text('trigger').notNullable(); // nightly, cli, test, bench, file
    t.text('status').notNullable().defaultTo('running'); // running, succeeded, failed
    t.text('layout');
    t.jsonb('pages'); // [{source, pages: [{url, finalUrl, status, contentHash, contentType, fetchedAt}]}]
    t.date('source_published'); // the register's own date, else its Last-Modified, else the read's day
    t.integer('records'); // rows read as HMO records
    t.integer('rejected'); // rows refused, with reasons in rejected_rows
    t.integer('duplicates'); // a reference printed on two rows that agree
    t.integer('geocoded'); // records with a point
    t.integer('geocoded_postcode'); // ... from the postcode's centroid
    t.integer('created');
    t.integer('changed');
    t.integer('unchanged');
    t.integer('removed'); // present before, not on this read
    t.integer('reappeared');
    t.jsonb('rejected_rows'); // [{row, reason}] with quoted cell text removed
    t.text('error');
    t.timestamp('observed_at', { useTz: true });
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX hmo_reads_register_idx ON hmo_reads (council_register_id, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('hmo_reads');
}
