import type { Knex } from 'knex';

// Raw snapshots under their content hash and a log of every fetch (ARCHITECTURE, Scrapers; STYLE 11),
// so a parser change can re-parse without touching the council.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('raw_pages', (t) => {
    t.text('content_hash').primary(); // sha256 of the uncompressed bytes
    t.binary('body').notNullable(); // gzip-compressed
    t.text('content_type');
    t.integer('byte_length').notNullable();
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('fetch_log', (t) => {
    t.bigIncrements('id');
    t.integer('council_id').references('councils.id').onDelete('CASCADE');
    t.text('reference'); // application reference, where the page belongs to one
    t.text('page_kind'); // results, summary, details, dates, documents, ...
    t.text('method').notNullable().defaultTo('GET');
    t.text('url').notNullable();
    t.integer('status'); // null when no response (timeout, connection error)
    t.text('content_hash').references('raw_pages.content_hash');
    t.integer('duration_ms');
    t.text('error');
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX fetch_log_council_time_idx ON fetch_log (council_id, fetched_at DESC)');
  await knex.raw(
    'CREATE INDEX fetch_log_record_idx ON fetch_log (council_id, reference, page_kind, fetched_at DESC) WHERE reference IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('fetch_log');
  await knex.schema.dropTable('raw_pages');
}
