import type { Knex } from 'knex';

// The page set each record was last parsed from (raw_pages hashes with URL, status and time), so
// the store step and `plandata reparse` rebuild a record from snapshots alone, without the network.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('record_pages', (t) => {
    t.integer('council_id').notNullable().references('councils.id').onDelete('CASCADE');
    t.text('reference').notNullable();
    // [{url, finalUrl, status, contentHash, contentType, fetchedAt}] in the adapter's order.
    t.jsonb('pages').notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable();
    t.primary(['council_id', 'reference']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('record_pages');
}
