import type { Knex } from 'knex';

// Settled alert e-mails (sent, failed) are deleted after the retention of settled webhook events
// (docs/alerts.md "Retention"). The digest read where an alert's next e-mail starts from its newest
// e-mail (max through_match_id), so deleting that e-mail would send every old match again: the
// watermark moves onto the alert (`emailed_through_match_id`, set with each queued e-mail), and the
// e-mails become history that can go. The partial index serves the purge's scan of old settled ones.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alerts', (t) => {
    t.bigInteger('emailed_through_match_id');
  });
  await knex.raw(
    `UPDATE alerts al SET emailed_through_match_id = e.through
     FROM (SELECT alert_id, max(through_match_id) AS through FROM alert_emails GROUP BY alert_id) e
     WHERE e.alert_id = al.id`,
  );
  await knex.raw(
    "CREATE INDEX alert_emails_settled_idx ON alert_emails (created_at, id) WHERE status IN ('sent', 'failed')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS alert_emails_settled_idx');
  await knex.schema.alterTable('alerts', (t) => {
    t.dropColumn('emailed_through_match_id');
  });
}
