import type { Knex } from 'knex';

// Webhook endpoints (spec 4.14). The signing secret is needed in clear to compute HMAC signatures,
// so it cannot be hashed: it is stored AES-256-GCM encrypted under WEBHOOK_SECRET_KEY and never
// returned after creation. Only its first characters are kept in clear to recognise it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhooks', (t) => {
    t.increments('id');
    t.text('account').notNullable();
    t.text('url').notNullable();
    // Deleting an alert deletes its webhooks: a webhook whose alert is gone has nothing to send.
    t.integer('alert_id').references('alerts.id').onDelete('CASCADE');
    t.binary('secret_ciphertext').notNullable(); // iv(12) | tag(16) | ciphertext
    t.text('secret_prefix').notNullable();
    t.text('event_type').notNullable().defaultTo('application.match.created');
    t.timestamp('disabled_at', { useTz: true });
    t.text('disabled_reason');
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.timestamp('failing_since', { useTz: true }); // first failure after the last success
    t.timestamp('last_success_at', { useTz: true });
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('CREATE INDEX webhooks_account_idx ON webhooks (account, id)');
  await knex.raw('CREATE INDEX webhooks_alert_idx ON webhooks (alert_id) WHERE disabled_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhooks');
}
