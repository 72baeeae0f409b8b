import type { Knex } from 'knex';

// API keys stored only as hashes (spec 5); usage metered per account (the key's e-mail) per
// calendar month (spec 8). Plans themselves are one table in code (api/plans.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id');
    t.text('key_hash').notNullable().unique(); // sha256 hex of the key
    t.text('key_prefix').notNullable(); // first characters, to recognise a key in lists
    t.text('email').notNullable(); // the account
    t.text('plan').notNullable();
    t.boolean('contact_addon').notNullable().defaultTo(false);
    t.text('label');
    t.jsonb('legacy_allowances'); // keys issued before 2026-09-11 keep what they were sold (spec 8)
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('last_used_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX api_keys_email_idx ON api_keys (email)');

  await knex.schema.createTable('usage_monthly', (t) => {
    t.text('account').notNullable();
    t.date('period').notNullable(); // first day of the calendar month; 1970-01-01 for one-off (Demo) allowances
    t.integer('requests').notNullable().defaultTo(0);
    t.integer('records').notNullable().defaultTo(0);
    t.integer('export_rows').notNullable().defaultTo(0);
    t.integer('contact_records').notNullable().defaultTo(0);
    t.primary(['account', 'period']);
  });
  // Distinct records delivered per account and period: a record is charged the first time only.
  await knex.schema.createTable('usage_records', (t) => {
    t.text('account').notNullable();
    t.date('period').notNullable();
    t.text('record_key').notNullable(); // a:<id>, h:<id>, pt:<lat,lng>, o:<company>
    t.boolean('contact').notNullable().defaultTo(false);
    t.primary(['account', 'period', 'record_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('usage_records');
  await knex.schema.dropTable('usage_monthly');
  await knex.schema.dropTable('api_keys');
}
