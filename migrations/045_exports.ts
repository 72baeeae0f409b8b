import type { Knex } from 'knex';

// Bulk exports (spec 4.13). Small exports are produced inline by the API, large ones by the
// exports.build worker; either way the file is kept as gzip chunks in PostgreSQL (no shared disk
// between API and worker hosts) and fetched from GET /v1/exports/{id}/download.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exports', (t) => {
    t.increments('id');
    t.text('account').notNullable();
    t.integer('key_id').notNullable().references('api_keys.id').onDelete('CASCADE');
    t.jsonb('filters').notNullable(); // postcode, council, category, date_from, date_to
    t.text('format').notNullable(); // json, csv
    t.integer('row_limit').notNullable(); // rows counted and charged when the export was requested
    t.text('status').notNullable().defaultTo('pending'); // pending, running, ready, failed
    t.integer('row_count');
    t.bigInteger('byte_count');
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX exports_account_idx ON exports (account, id DESC)');
  await knex.schema.createTable('export_chunks', (t) => {
    t.integer('export_id').notNullable().references('exports.id').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.binary('body').notNullable(); // gzip member; concatenated members form one gzip stream
    t.primary(['export_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('export_chunks');
  await knex.schema.dropTable('exports');
}
