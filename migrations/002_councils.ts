import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('councils', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('nation').notNullable(); // england, scotland, wales, northern-ireland (spec 4.1 nation filter)
    t.text('ons_code');
    t.text('platform'); // portal software: idox, northgate, civica, ... (a registry key in scrapers/platforms)
    t.text('base_url');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('requires_js').notNullable().defaultTo(false);
    // Coverage (GET /v1/councils).
    t.integer('records_count').notNullable().defaultTo(0);
    t.date('newest_record_date');
    t.date('oldest_record_date');
    // Health (ARCHITECTURE, Scrapers): a council that fails keeps its old data and raises its flag.
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('last_success_at', { useTz: true });
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.boolean('broken').notNullable().defaultTo(false);
    t.text('broken_reason');
    t.timestamp('broken_since', { useTz: true });
    t.text('last_error');
    t.integer('expected_daily_records'); // a council that normally has records and returns none is a failure
    t.integer('schedule_minute'); // minute of the night its nightly run starts (spread over the night)
    t.timestamps(true, true);
  });
  await knex.raw('CREATE INDEX councils_platform_idx ON councils (platform) WHERE enabled');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('councils');
}
