// Webhook endpoints (spec 4.14) and the log of every delivery attempt. The signing secret is stored
// only encrypted (secret_ciphertext) and is read only by the delivery path (secretCiphertext()).
import type { Knex } from 'knex';

export interface WebhookRow {
  id: number;
  account: string;
  url: string;
  alert_id: number | null;
  secret_prefix: string;
  event_type: string;
  /** licensing.event.created: {query (the filters as registered), filters (as parsed)}; else null. */
  licensing: { query: Record<string, unknown>; filters: Record<string, unknown> } | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
  consecutive_failures: number;
  failing_since: Date | null;
  last_success_at: Date | null;
  last_attempt_at: Date | null;
  created_at: Date;
}

const columns = [
  'id',
  'account',
  'url',
  'alert_id',
  'secret_prefix',
  'event_type',
  'licensing',
  'disabled_at',
  'disabled_reason',
  'consecutive_failures',
  'failing_since',
  'last_success_at',
  'last_attempt_at',
  'created_at',
];

export interface AttemptStart {
  webhook_id: number;
  outbox_id: number | null;
  event_id: string;
  attempt: number;
  test: boolean;
  url: string;
}

export interface AttemptResult {
  outcome: string;
  status_code: number | null;
  duration_ms: number;
  address: string | null;
  error: string | null;
  response_excerpt: string | null;
}

export interface DeliveryRow extends AttemptStart, Partial<AttemptResult> {
  id: number;
  started_at: Date;
  finished_at: Date | null;
}

export class WebhooksRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async create(input: {
    account: string;
    url: string;
    alertId: number | null;
    secretCiphertext: Buffer;
    secretPrefix: string;
    /** A licensing.event.created webhook: its filters; it starts at the feed's head (licensing spec 6). */
    licensing?: { query: Record<string, unknown>; filters: Record<string, unknown> };
  }): Promise<WebhookRow> {
    const [row] = await this.db('webhooks')
      .insert({
        account: input.account,
        url: input.url,
        alert_id: input.alertId,
        secret_ciphertext: input.secretCiphertext,
        secret_prefix: input.secretPrefix,
        ...(input.licensing
          ? {
              event_type: 'licensing.event.created',
              licensing: JSON.stringify(input.licensing),
              // From registration onward: nothing already in the feed is ever sent (read in this
              // statement; rows committed later have higher positions, the store's feed lock).
              licensing_position: this.db.raw('(SELECT coalesce(max(position), 0) FROM licensing_changes)'),
            }
          : {}),
      })
      .returning(columns);
    return row as WebhookRow;
  }

  async countForAccount(account: string): Promise<number> {
    const r = (await this.db('webhooks').where({ account }).count<{ count: number }[]>('* as count'))[0];
    return Number(r.count);
  }

  async list(account: string): Promise<WebhookRow[]> {
    return (await this.db('webhooks').where({ account }).orderBy('id').select(columns)) as WebhookRow[];
  }

  async get(account: string, id: number): Promise<WebhookRow | null> {
    return (
      ((await this.db('webhooks').where({ account, id }).first(columns)) as WebhookRow | undefined) ?? null
    );
  }

  async secretCiphertext(id: number): Promise<Buffer | null> {
    const r = (await this.db('webhooks').where({ id }).first('secret_ciphertext')) as
      { secret_ciphertext: Buffer } | undefined;
    return r?.secret_ciphertext ?? null;
  }

  async delete(account: string, id: number): Promise<boolean> {
    return (await this.db('webhooks').where({ account, id }).delete()) > 0;
  }

  async startAttempt(a: AttemptStart): Promise<number> {
    const [{ id }] = (await this.db('webhook_deliveries').insert(a).returning('id')) as { id: number }[];
    return id;
  }

  async finishAttempt(id: number, r: AttemptResult): Promise<void> {
    await this.db('webhook_deliveries')
      .where({ id })
      .update({ ...r, finished_at: this.db.fn.now() });
  }

  /** Attempts of an outbox event or a webhook, oldest first (tests, support). */
  async attempts(filter: { outbox_id?: number; webhook_id?: number }): Promise<DeliveryRow[]> {
    return (await this.db('webhook_deliveries').where(filter).orderBy('id')) as DeliveryRow[];
  }

  /** A success resets the failure streak of the endpoint. */
  async recordSuccess(id: number): Promise<void> {
    await this.db('webhooks').where({ id }).update({
      consecutive_failures: 0,
      failing_since: null,
      last_success_at: this.db.fn.now(),
      last_attempt_at: this.db.fn.now(),
    });
  }

  /** Counts a failure; returns the streak (failures in a row and since when). */
  async recordFailure(id: number): Promise<{ consecutive_failures: number; failing_since: Date }> {
    const [row] = (await this.db('webhooks')
      .where({ id })
      .update({
        consecutive_failures: this.db.raw('consecutive_failures + 1'),
        failing_since: this.db.raw('coalesce(failing_since, now())'),
        last_attempt_at: this.db.fn.now(),
      })
      .returning(['consecutive_failures', 'failing_since'])) as {
      consecutive_failures: number;
      failing_since: Date;
    }[];
    return row;
  }

  /** Disables the endpoint and cancels its pending events (spec 6.1: a failing endpoint is disabled). */
  async disable(id: number, reason: string): Promise<void> {
    await this.db('webhooks')
      .where({ id })
      .whereNull('disabled_at')
      .update({ disabled_at: this.db.fn.now(), disabled_reason: reason });
    const cancelled = (await this.db('webhook_outbox')
      .where({ webhook_id: id, status: 'pending' })
      .update({ status: 'cancelled', last_error: `endpoint disabled: ${reason}`, locked_until: null })
      .returning('id')) as { id: number }[];
    // An attempt of a cancelled event still open (its worker died, or is sending now) is given an
    // outcome: no later attempt of the event will close it. A worker that finishes it writes its own.
    if (cancelled.length)
      await this.db('webhook_deliveries')
        .whereIn(
          'outbox_id',
          cancelled.map((c) => c.id),
        )
        .whereNull('finished_at')
        .update({
          finished_at: this.db.fn.now(),
          outcome: 'cancelled',
          error: 'the event was cancelled: the endpoint was disabled',
        });
  }
}

/**
 * The highest plan among an account's active keys (an account may hold several keys), or null when
 * it has none: events are rendered with what that plan may see, and not sent without one.
 */
export async function accountPlanName(db: Knex | Knex.Transaction, account: string): Promise<string | null> {
  const rows = (await db('api_keys')
    .where({ email: account })
    .whereNull('revoked_at')
    .pluck('plan')) as string[];
  const order = ['demo', 'starter', 'pro', 'business', 'enterprise'];
  let best: string | null = null;
  for (const p of rows)
    if (order.includes(p) && (best === null || order.indexOf(p) > order.indexOf(best))) best = p;
  return best;
}
