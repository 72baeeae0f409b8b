import type { Knex } from 'knex';

// The e-mail of saved alerts (spec 4.5 "e-mails the account"): the daily digest of an alert's new
// matches, queued for the mailer. One row per alert and digest; `through_match_id` is the newest
// match it carries, so the next digest starts after it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alert_emails', (t) => {
    t.bigIncrements('id');
    t.integer('alert_id').notNullable().references('alerts.id').onDelete('CASCADE');
    t.text('account').notNullable(); // the recipient: the alert's account (the key's e-mail)
    t.bigInteger('through_match_id').notNullable();
    t.integer('applications').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.text('status').notNullable().defaultTo('queued'); // queued, sent
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX alert_emails_alert_idx ON alert_emails (alert_id, through_match_id DESC)');
  await knex.raw("CREATE INDEX alert_emails_queued_idx ON alert_emails (id) WHERE status = 'queued'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('alert_emails');
}
