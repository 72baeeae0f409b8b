// How long the records of settled alert deliveries are kept: webhook events with their attempt logs
// (webhook_outbox, docs/webhooks.md) and alert e-mails (alert_emails, docs/alerts.md "Retention").
// One rule for both: each is deleted this many days after it was created, once settled, a batch at a
// time by the every-minute job that sends them (the relay, the mailer), so no run deletes much.
export const DELIVERY_KEEP_DAYS = 30;

/** Rows one run deletes at most. */
export const DELIVERY_PURGE_BATCH = 1000;
