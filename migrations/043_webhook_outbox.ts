import type { Knex } from 'knex';

// Transactional outbox (spec 6): one row per event and endpoint, written in the same transaction as
// the alert match, so a match without its event (or an event without its match) cannot exist. The
// delivery worker claims a row for one attempt with a lease; a relay re-enqueues rows whose job was
// lost (process died after commit, or mid-delivery), so no event is lost when a process dies.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_outbox', (t) => {
    t.bigIncrements('id');
    t.text('event_id').notNullable().unique(); // Service-Event-Id: stable across retries
    t.text('event_type').notNullable();
    t.integer('webhook_id').notNullable().references('webhooks.id').onDelete('CASCADE');
    t.bigInteger('match_id').references('alert_matches.id').onDelete('CASCADE');
    t.text('body').notNullable(); // the event body (JSON text), frozen at match time: retries send the same bytes
    t.text('status').notNullable().defaultTo('pending'); // pending, delivered, failed, cancelled
    t.integer('attempts').notNullable().defaultTo(0); // attempts finished (or abandoned)
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true }); // lease of the attempt in flight
    t.text('lock_token');
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('delivered_at', { useTz: true });
    t.unique(['webhook_id', 'match_id']);
  });
  await knex.raw(
    "CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (next_attempt_at) WHERE status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_outbox');
}
