import type { Knex } from 'knex';

// The mailer of alert e-mails (spec 4.5 "e-mails the account"; workers/services/alerts-mail.ts,
// docs/alerts.md). Status gains `sending` (claimed: the SMTP conversation may be under way) and
// `failed` (the server refused it for good, or its attempts ran out, or a worker died while sending
// it, so whether it arrived is unknown and it is not sent again by itself). `claim_token` and
// `claimed_until` are the lease of the attempt in flight; `message_id` is the Message-ID header the
// e-mail is sent with (fixed per e-mail), `smtp_response` the server's acceptance (its queue id).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_emails', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.text('claim_token');
    t.timestamp('claimed_until', { useTz: true });
    t.text('message_id');
    t.text('smtp_response');
  });
  // The mailer's pick: the due queued e-mails, oldest due first.
  await knex.raw(
    "CREATE INDEX alert_emails_due_idx ON alert_emails (next_attempt_at, id) WHERE status = 'queued'",
  );
  // Attempts whose worker died (the lease ran out while sending).
  await knex.raw(
    "CREATE INDEX alert_emails_sending_idx ON alert_emails (claimed_until) WHERE status = 'sending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS alert_emails_sending_idx');
  await knex.raw('DROP INDEX IF EXISTS alert_emails_due_idx');
  await knex.schema.alterTable('alert_emails', (t) => {
    for (const c of [
      'attempts',
      'next_attempt_at',
      'last_error',
      'claim_token',
      'claimed_until',
      'message_id',
      'smtp_response',
    ])
      t.dropColumn(c);
  });
}
