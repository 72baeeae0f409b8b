import type { Knex } from 'knex';

// Every delivery attempt, logged (issue 8): started before the request leaves, finished with the
// outcome. A row left unfinished is an attempt whose worker died; the relay marks it abandoned.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.bigIncrements('id');
    t.integer('webhook_id').notNullable().references('webhooks.id').onDelete('CASCADE');
    t.bigInteger('outbox_id').references('webhook_outbox.id').onDelete('CASCADE'); // null for test events
    t.text('event_id').notNullable();
    t.integer('attempt').notNullable(); // 1-based
    t.boolean('test').notNullable().defaultTo(false);
    t.text('url').notNullable();
    t.text('address'); // the IP the request was pinned to, after the SSRF check
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.integer('duration_ms');
    t.integer('status_code');
    t.text('outcome'); // success, http_error, refused, network_error, timeout, abandoned
    t.text('error');
    t.text('response_excerpt');
  });
  await knex.raw('CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id DESC)');
  await knex.raw('CREATE INDEX webhook_deliveries_outbox_idx ON webhook_deliveries (outbox_id, attempt)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
}
