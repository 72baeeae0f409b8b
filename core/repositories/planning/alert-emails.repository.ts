// The delivery state of alert e-mails (spec 4.5 "e-mails the account"; migrations 089, 105). The
// digest queues them (AlertsRepository.queueEmail); the mailer (workers/services/alerts-mail.ts)
// claims one at a time under a lease, sends it, and settles it: sent, queued again for later, or
// failed. Every settle names the claim's token, so an attempt whose lease was taken over settles
// nothing it no longer owns.
import type { Knex } from 'knex';

export type AlertEmailStatus = 'queued' | 'sending' | 'sent' | 'failed';
export const alertEmailStatuses: AlertEmailStatus[] = ['queued', 'sending', 'sent', 'failed'];

/** One claimed e-mail: what the mailer sends. */
export interface ClaimedEmail {
  id: number;
  alert_id: number;
  /** The recipient: the alert's account (the key's e-mail). */
  account: string;
  subject: string;
  body: string;
  /** Attempts the server answered about this e-mail, this one included (migration 107). */
  attempts: number;
  /** Earlier attempts that never reached the server's answer about it (connection, TLS, login). */
  unreachable_attempts: number;
  /** The account still holds an active (unrevoked) key: alerts belong to the key's e-mail. */
  account_active: boolean;
  /** The Message-ID header, the same on every attempt of this e-mail. */
  message_id: string;
}

/** One e-mail as the operators' listing shows it. */
export interface AlertEmailRow {
  id: number;
  alert_id: number;
  account: string;
  applications: number;
  status: AlertEmailStatus;
  attempts: number;
  unreachable_attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
  smtp_response: string | null;
}

export interface AlertEmailCounts {
  status: AlertEmailStatus;
  n: number;
  /** Queued: how many are due now (the rest wait for their retry). */
  due: number;
  oldest: Date | null;
}

export class AlertEmailsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Claims the queued e-mail due first: status `sending`, one more attempt, a lease of `leaseMs`.
   * The attempt is counted at the claim, so one whose worker dies (the server may have answered)
   * stays counted; one the server never answered is taken back by markUnreachable or markNotTried.
   * SKIP LOCKED: two mailer runs at once claim different e-mails. The Message-ID is fixed on the
   * first claim (`<alert-email-<id>.<created epoch>@<domain>>`), so every attempt and any re-send
   * carry the same one.
   */
  async claimNext(token: string, leaseMs: number, domain: string): Promise<ClaimedEmail | null> {
    const res = await this.db.raw<{ rows: ClaimedEmail[] }>(
      `UPDATE alert_emails e
       SET status = 'sending', attempts = e.attempts + 1, claim_token = ?,
           claimed_until = now() + make_interval(secs => ?),
           message_id = coalesce(e.message_id,
             '<alert-email-' || e.id || '.' || extract(epoch FROM e.created_at)::bigint || '@' || ? || '>')
       WHERE e.id = (SELECT id FROM alert_emails
                     WHERE status = 'queued' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING e.id, e.alert_id, e.account, e.subject, e.body, e.attempts, e.unreachable_attempts,
                 e.message_id,
                 EXISTS (SELECT 1 FROM api_keys k WHERE k.email = e.account AND k.revoked_at IS NULL)
                   AS account_active`,
      [token, leaseMs / 1000, domain],
    );
    const row = res.rows[0];
    return row ? { ...row, id: Number(row.id) } : null;
  }

  /** The server accepted it: sent, with its answer (the queue id it gave). */
  async markSent(id: number, token: string, smtpResponse: string): Promise<boolean> {
    return this.settle(id, token, {
      status: 'sent',
      sent_at: this.db.fn.now(),
      smtp_response: smtpResponse.slice(0, 500),
      last_error: null,
    });
  }

  /** Not sent this time: queued again, due after `delayMs`. */
  async markRetry(id: number, token: string, error: string, delayMs: number): Promise<boolean> {
    return this.settle(id, token, {
      status: 'queued',
      last_error: error,
      next_attempt_at: this.db.raw('now() + make_interval(secs => ?)', [delayMs / 1000]),
    });
  }

  /**
   * The server could not be reached or refused us (not this e-mail): queued again after `delayMs`;
   * the attempt moves from `attempts` to `unreachable_attempts` (MAIL_MAX_ATTEMPTS counts refusals).
   */
  async markUnreachable(id: number, token: string, error: string, delayMs: number): Promise<boolean> {
    return this.settle(id, token, {
      status: 'queued',
      attempts: this.db.raw('greatest(attempts - 1, 0)'),
      unreachable_attempts: this.db.raw('unreachable_attempts + 1'),
      last_error: error,
      next_attempt_at: this.db.raw('now() + make_interval(secs => ?)', [delayMs / 1000]),
    });
  }

  /** Refused for good, or out of attempts: never sent again by itself. */
  async markFailed(id: number, token: string, error: string): Promise<boolean> {
    return this.settle(id, token, { status: 'failed', last_error: error });
  }

  /** Failed before any server saw it (no address, no active key): the claim is not an attempt. */
  async markNotTried(id: number, token: string, error: string): Promise<boolean> {
    return this.settle(id, token, {
      status: 'failed',
      attempts: this.db.raw('greatest(attempts - 1, 0)'),
      last_error: error,
    });
  }

  private async settle(id: number, token: string, set: Record<string, unknown>): Promise<boolean> {
    const n = await this.db('alert_emails')
      .where({ id, claim_token: token })
      .update({ ...set, claim_token: null, claimed_until: null });
    return n > 0;
  }

  /**
   * E-mails whose worker died while sending them (the lease ran out): the server may have accepted
   * them, so they are failed with `reason` rather than sent again (docs/alerts.md). Returns their ids.
   * The claim's token stays: an attempt that was only slow, not dead, still settles what it learnt
   * (sent, or refused), which is better knowledge than "interrupted".
   */
  async failInterrupted(reason: string): Promise<number[]> {
    const ids = (await this.db('alert_emails')
      .where({ status: 'sending' })
      .where('claimed_until', '<', this.db.fn.now())
      .update({ status: 'failed', last_error: reason, claimed_until: null })
      .returning('id')) as { id: number }[];
    return ids.map((r) => Number(r.id));
  }

  /**
   * Deletes settled e-mails (sent, failed) created more than `days` ago, at most `limit` a call; the
   * alert keeps its watermark (migration 106), so their matches are never e-mailed again.
   */
  async purgeSettled(days: number, limit: number): Promise<number> {
    const res = await this.db.raw<{ rowCount: number }>(
      `DELETE FROM alert_emails WHERE id IN (
         SELECT id FROM alert_emails
         WHERE status IN ('sent', 'failed') AND created_at < now() - make_interval(days => ?)
         ORDER BY created_at, id LIMIT ?)`,
      [days, limit],
    );
    return res.rowCount;
  }

  /** E-mails by status, with how many queued ones are due and the oldest of each status. */
  async counts(): Promise<AlertEmailCounts[]> {
    const rows = (await this.db('alert_emails')
      .groupBy('status')
      .select(
        'status',
        this.db.raw('count(*)::int AS n'),
        this.db.raw(`(count(*) FILTER (WHERE status = 'queued' AND next_attempt_at <= now()))::int AS due`),
        this.db.raw('min(created_at) AS oldest'),
      )) as AlertEmailCounts[];
    return alertEmailStatuses.map(
      (status) => rows.find((r) => r.status === status) ?? { status, n: 0, due: 0, oldest: null },
    );
  }

  /** The newest e-mails of some statuses (all when none given), newest first. */
  async list(statuses: AlertEmailStatus[], limit: number): Promise<AlertEmailRow[]> {
    const q = this.db('alert_emails');
    if (statuses.length) q.whereIn('status', statuses);
    const rows = (await q
      .orderBy('id', 'desc')
      .limit(limit)
      .select(
        'id',
        'alert_id',
        'account',
        'applications',
        'status',
        'attempts',
        'unreachable_attempts',
        'created_at',
        'next_attempt_at',
        'sent_at',
        'last_error',
        'smtp_response',
      )) as AlertEmailRow[];
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /**
   * Queues failed e-mails again, due now with their attempts reset (`plandata mail retry`): the ids
   * given, or every failed one when `ids` is null. Only failed ones; returns the ids queued.
   */
  async requeueFailed(ids: number[] | null): Promise<number[]> {
    const q = this.db('alert_emails').where({ status: 'failed' });
    if (ids) q.whereIn('id', ids);
    const rows = (await q
      .update({ status: 'queued', attempts: 0, unreachable_attempts: 0, next_attempt_at: this.db.fn.now() })
      .returning('id')) as { id: number }[];
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }
}
