import type { Knex } from 'knex';

// Alert e-mails: `attempts` counts only the attempts the SMTP server answered about the e-mail (2xx,
// 4xx, 5xx; and an interrupted one, which it may have), so MAIL_MAX_ATTEMPTS is spent on refusals of
// the e-mail, not on an outage. Attempts that never got that far (connection, TLS, login, 421) are
// counted apart in `unreachable_attempts`: they set the outage's backoff and are shown to operators.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_emails', (t) => {
    t.integer('unreachable_attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_emails', (t) => {
    t.dropColumn('unreachable_attempts');
  });
}
