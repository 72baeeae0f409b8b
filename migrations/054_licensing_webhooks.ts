import type { Knex } from 'knex';

// Licensing webhooks (licensing spec 6): a webhook registered for `licensing.event.created` keeps its
// change-feed filters (`licensing`, the parameters of GET /v1/licensing/changes) and its place in the
// feed (`licensing_position`: the feed position it has been fanned out to; set to the feed's head at
// registration, so nothing before it is ever sent). One event may now go to several webhooks under
// the same Service-Event-Id (its lev_ id), so an event id is unique per webhook, not overall. Licensing
// events are delivered in order per webhook: the head of a webhook's pending events is found by
// (webhook_id, id).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhooks', (t) => {
    t.jsonb('licensing');
    t.bigInteger('licensing_position');
  });
  await knex.raw(
    "CREATE INDEX webhooks_licensing_idx ON webhooks (id) WHERE event_type = 'licensing.event.created' AND disabled_at IS NULL",
  );
  await knex.schema.alterTable('webhook_outbox', (t) => {
    t.dropUnique(['event_id']);
    t.unique(['webhook_id', 'event_id']);
  });
  await knex.raw(
    "CREATE INDEX webhook_outbox_webhook_pending_idx ON webhook_outbox (webhook_id, id) WHERE status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX webhook_outbox_webhook_pending_idx');
  await knex.schema.alterTable('webhook_outbox', (t) => {
    t.dropUnique(['webhook_id', 'event_id']);
    t.unique(['event_id']);
  });
  await knex.raw('DROP INDEX webhooks_licensing_idx');
  await knex.schema.alterTable('webhooks', (t) => {
    t.dropColumn('licensing_position');
    t.dropColumn('licensing');
  });
}
