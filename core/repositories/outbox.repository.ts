// The webhook outbox (spec 6, migration 043): events written in the match transaction, then claimed
// one attempt at a time by the delivery worker under a lease. `attempts` counts finished (or
// abandoned) attempts; a job carries the attempt number it is for, so a stale or duplicated job finds
// nothing to claim.
import type { Knex } from 'knex';

/** Licensing events are delivered in order per webhook (licensing spec 6). */
const LICENSING_EVENT_TYPE = 'licensing.event.created';

export interface OutboxEvent {
  event_id: string;
  event_type: string;
  webhook_id: number;
  match_id: number | null;
  body: string;
}

export interface LinkedWebhook {
  webhook_id: number;
  match_id: number;
  alert_id: number;
  account: string;
}

export interface ClaimedEvent {
  id: number;
  event_id: string;
  event_type: string;
  webhook_id: number;
  body: string;
  attempts: number;
  account: string;
  url: string;
  secret_ciphertext: Buffer;
  disabled_at: Date | null;
}

export interface OutboxRow {
  id: number;
  event_id: string;
  webhook_id: number;
  match_id: number | null;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
}

export class OutboxRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /**
   * Enabled webhooks that want these matches: linked to the alert, or (alert_id null) to every alert
   * of the same account.
   */
  async webhooksFor(
    matches: { match_id: number; alert_id: number; account: string }[],
  ): Promise<LinkedWebhook[]> {
    if (matches.length === 0) return [];
    const res = await this.db.raw<{ rows: LinkedWebhook[] }>(
      `SELECT w.id AS webhook_id, m.match_id, m.alert_id, m.account
       FROM jsonb_to_recordset(?::jsonb) AS m(match_id bigint, alert_id int, account text)
       JOIN webhooks w ON w.disabled_at IS NULL AND w.account = m.account
                      AND (w.alert_id = m.alert_id OR w.alert_id IS NULL)
       ORDER BY w.id, m.match_id`,
      [JSON.stringify(matches)],
    );
    return res.rows;
  }

  async insert(events: OutboxEvent[]): Promise<{ id: number; webhook_id: number }[]> {
    if (events.length === 0) return [];
    return (await this.db('webhook_outbox')
      .insert(events)
      .onConflict(['webhook_id', 'match_id'])
      .ignore()
      .returning(['id', 'webhook_id'])) as { id: number; webhook_id: number }[];
  }

  /** Licensing events (outbox rows without a match) whose (webhook, event id) is new. */
  async insertLicensing(events: OutboxEvent[]): Promise<{ id: number; webhook_id: number }[]> {
    if (events.length === 0) return [];
    return (await this.db('webhook_outbox')
      .insert(events)
      .onConflict(['webhook_id', 'event_id'])
      .ignore()
      .returning(['id', 'webhook_id'])) as { id: number; webhook_id: number }[];
  }

  /** The first pending event of a webhook (licensing events go out in order: only it may be sent). */
  async headOf(webhookId: number): Promise<{ id: number; attempts: number } | null> {
    return (
      ((await this.db('webhook_outbox')
        .where({ webhook_id: webhookId, status: 'pending' })
        .orderBy('id')
        .first('id', 'attempts')) as { id: number; attempts: number } | undefined) ?? null
    );
  }

  /**
   * Claims attempt `attempt` of an event for `leaseMs`: only while the event is pending, at that
   * attempt, and not leased by a live attempt. Returns null when there is nothing to do. A licensing
   * event is claimed only at the head of its webhook's pending events (licensing spec 6: in order).
   */
  async claim(id: number, attempt: number, token: string, leaseMs: number): Promise<ClaimedEvent | null> {
    const res = await this.db.raw<{ rows: ClaimedEvent[] }>(
      `UPDATE webhook_outbox o
       SET locked_until = now() + make_interval(secs => ?::double precision / 1000), lock_token = ?
       FROM webhooks w
       WHERE o.id = ? AND o.attempts = ? AND o.status = 'pending'
         AND (o.locked_until IS NULL OR o.locked_until < now()) AND w.id = o.webhook_id
         AND (o.event_type <> '${LICENSING_EVENT_TYPE}' OR NOT EXISTS (
           SELECT 1 FROM webhook_outbox p WHERE p.webhook_id = o.webhook_id AND p.status = 'pending' AND p.id < o.id))
       RETURNING o.id, o.event_id, o.event_type, o.webhook_id, o.body, o.attempts, w.account, w.url,
                 w.secret_ciphertext, w.disabled_at`,
      [leaseMs, token, id, attempt],
    );
    return res.rows[0] ?? null;
  }

  /** Ends the attempt held under `token`; false when the lease was lost meanwhile. */
  async settle(
    id: number,
    token: string,
    outcome:
      | { status: 'delivered' }
      | { status: 'failed' | 'cancelled'; error: string }
      | { status: 'pending'; error: string; retryInMs: number },
  ): Promise<boolean> {
    const base = {
      attempts: this.db.raw('attempts + 1'),
      locked_until: null,
      lock_token: null,
    };
    const update =
      outcome.status === 'delivered'
        ? { ...base, status: 'delivered', delivered_at: this.db.fn.now(), last_error: null }
        : outcome.status === 'pending'
          ? {
              ...base,
              last_error: outcome.error,
              next_attempt_at: this.db.raw('now() + make_interval(secs => ?::double precision / 1000)', [
                outcome.retryInMs,
              ]),
            }
          : { ...base, status: outcome.status, last_error: outcome.error };
    const n = await this.db('webhook_outbox').where({ id, lock_token: token }).update(update);
    return n > 0;
  }

  /**
   * Attempts whose lease ran out without an outcome (their worker died mid-delivery): counted as
   * abandoned attempts and made due again at once. Their log rows are marked abandoned.
   */
  async abandonExpired(
    maxAttempts: number,
  ): Promise<{ id: number; webhook_id: number; attempts: number; status: string }[]> {
    const res = await this.db.raw<{
      rows: { id: number; webhook_id: number; attempts: number; status: string }[];
    }>(
      `UPDATE webhook_outbox
       SET attempts = attempts + 1, locked_until = NULL, lock_token = NULL, next_attempt_at = now(),
           last_error = 'attempt abandoned: the delivery worker stopped before an outcome',
           status = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE 'pending' END
       WHERE status = 'pending' AND locked_until < now()
       RETURNING id, webhook_id, attempts, status`,
      [maxAttempts],
    );
    if (res.rows.length) await this.markUnfinishedAbandoned(res.rows.map((r) => r.id));
    return res.rows;
  }

  async markUnfinishedAbandoned(outboxIds: number[]): Promise<void> {
    await this.db('webhook_deliveries').whereIn('outbox_id', outboxIds).whereNull('finished_at').update({
      finished_at: this.db.fn.now(),
      outcome: 'abandoned',
      error: 'the delivery worker stopped before an outcome',
    });
  }

  /**
   * Pending events due for more than `graceMs` with no attempt in flight: their job may be lost. A
   * licensing event waiting behind an earlier one of its webhook is not due yet.
   */
  async overdue(graceMs: number, limit: number): Promise<{ id: number; attempts: number }[]> {
    return (await this.db('webhook_outbox as o')
      .where({ status: 'pending' })
      .whereNull('locked_until')
      .whereRaw(
        `(o.event_type <> '${LICENSING_EVENT_TYPE}' OR NOT EXISTS (
           SELECT 1 FROM webhook_outbox p WHERE p.webhook_id = o.webhook_id AND p.status = 'pending' AND p.id < o.id))`,
      )
      .where(
        'next_attempt_at',
        '<=',
        this.db.raw('now() - make_interval(secs => ?::double precision / 1000)', [graceMs]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .select('id', 'attempts')) as { id: number; attempts: number }[];
  }

  /**
   * Deletes settled events (delivered, failed, cancelled) older than `days`, at most `limit` a call,
   * with their attempt logs (cascade). The match itself stays in alert_matches, so the pair is never
   * matched again.
   */
  async purgeSettled(days: number, limit: number): Promise<number> {
    const res = await this.db.raw<{ rowCount: number }>(
      `DELETE FROM webhook_outbox WHERE id IN (
         SELECT id FROM webhook_outbox
         WHERE status <> 'pending' AND created_at < now() - make_interval(days => ?)
         ORDER BY id LIMIT ?)`,
      [days, limit],
    );
    return res.rowCount;
  }

  async get(id: number): Promise<OutboxRow | null> {
    return ((await this.db('webhook_outbox').where({ id }).first()) as OutboxRow | undefined) ?? null;
  }

  async byWebhook(webhookId: number): Promise<OutboxRow[]> {
    return (await this.db('webhook_outbox').where({ webhook_id: webhookId }).orderBy('id')) as OutboxRow[];
  }
}
