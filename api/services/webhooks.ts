// Webhooks (spec 4.14): registration with the SSRF check, the secret shown once, and test events.
import { InvalidRequestError, NotFoundError, PermissionError } from '../../core/errors.js';
import type { Config } from '../../core/config.js';
import type { Knex } from '../../core/db.js';
import { newSecret } from '../../core/ids.js';
import { requirePlan } from '../../core/plans.js';
import { AlertsRepository } from '../../core/repositories/planning/alerts.repository.js';
import { ApplicationsRepository } from '../../core/repositories/planning/applications.repository.js';
import { WebhooksRepository, type WebhookRow } from '../../core/repositories/webhooks.repository.js';
import { sendSigned, type DeliveryResult } from '../../feed/webhooks/client.js';
import { sendOptions } from '../../feed/webhooks/delivery.js';
import { eventBody, MATCH_EVENT, newEventId } from '../../feed/events.js';
import { encryptSecret, decryptSecret } from '../../feed/webhooks/secrets.js';
import { checkTarget, TargetRefusedError, type Resolver } from '../../feed/webhooks/ssrf.js';
import { serializeApplication } from '../../feed/planning/record.js';
import type { Account } from '../plugins/auth.js';
import { LICENSING_EVENT } from '../../feed/licensing/record.js';
import { parseFeedFilters, requireFeedPlace, type FeedQuery } from './licensing.js';

export interface WebhookDeps {
  db: Knex;
  config: Config;
  /** Tests point host names at chosen addresses; production resolves through the system. */
  resolver?: Resolver;
}

export function webhookView(w: WebhookRow): Record<string, unknown> {
  return {
    id: w.id,
    url: w.url,
    alert_id: w.alert_id,
    event_type: w.event_type,
    licensing: w.licensing?.query ?? null,
    status: w.disabled_at ? 'disabled' : 'enabled',
    disabled_at: w.disabled_at ? new Date(w.disabled_at).toISOString() : null,
    disabled_reason: w.disabled_reason,
    consecutive_failures: w.consecutive_failures,
    last_attempt_at: w.last_attempt_at ? new Date(w.last_attempt_at).toISOString() : null,
    last_success_at: w.last_success_at ? new Date(w.last_success_at).toISOString() : null,
    secret_prefix: w.secret_prefix,
    created_at: new Date(w.created_at).toISOString(),
  };
}

/**
 * A licensing.event.created registration (licensing spec 6): its `licensing` filters are those of
 * GET /v1/licensing/changes, checked as the feed checks them (a 400 names licensing.<parameter>);
 * backfill is never sent; without a place it is the all-councils feed, Business and above.
 */
async function licensingFilters(
  deps: WebhookDeps,
  account: Account,
  body: { alert_id?: number; licensing?: Record<string, unknown> },
): Promise<{ query: Record<string, unknown>; filters: Record<string, unknown> }> {
  if (body.alert_id !== undefined)
    throw new InvalidRequestError(`alert_id is for ${MATCH_EVENT} webhooks.`, 'alert_id');
  const query = body.licensing ?? {};
  if (query.backfill !== undefined && query.backfill !== 'exclude')
    throw new InvalidRequestError(
      'Webhooks never send backfill: licensing.backfill can only be exclude.',
      'licensing.backfill',
    );
  try {
    const { filters, parsed } = await parseFeedFilters(deps.db, query as FeedQuery);
    requireFeedPlace(account, parsed.named);
    return { query, filters: { ...filters, backfill: 'exclude' } as Record<string, unknown> };
  } catch (err) {
    if (err instanceof InvalidRequestError || err instanceof PermissionError) {
      const param = `licensing.${err.param ?? 'council'}`;
      throw err instanceof PermissionError
        ? new PermissionError(err.message, param)
        : new InvalidRequestError(err.message, param);
    }
    throw err;
  }
}

export async function createWebhook(
  deps: WebhookDeps,
  account: Account,
  body: { url?: string; alert_id?: number; event?: string; licensing?: Record<string, unknown> },
): Promise<{ webhook: WebhookRow; secret: string }> {
  requirePlan(account, 'starter', 'webhooks');
  if (body.url === undefined) throw new InvalidRequestError('url is required (an https URL).', 'url');
  const event = body.event ?? (body.licensing !== undefined ? LICENSING_EVENT : MATCH_EVENT);
  if (event !== LICENSING_EVENT && body.licensing !== undefined)
    throw new InvalidRequestError(`licensing is for ${LICENSING_EVENT} webhooks.`, 'licensing');
  const licensing = event === LICENSING_EVENT ? await licensingFilters(deps, account, body) : undefined;
  try {
    // The same check as every delivery, at registration too, so a bad URL is a 400 now rather
    // than a disabled endpoint in three days.
    await checkTarget(body.url, {
      allowLoopback: deps.config.WEBHOOK_ALLOW_LOOPBACK,
      resolver: deps.resolver,
    });
  } catch (err) {
    if (err instanceof TargetRefusedError)
      throw new InvalidRequestError(`url refused: ${err.reason}.`, 'url');
    throw err;
  }
  const hooks = new WebhooksRepository(deps.db);
  if (body.alert_id !== undefined) {
    if (!(await new AlertsRepository(deps.db).belongsTo(account.email, body.alert_id)))
      throw new InvalidRequestError(`alert_id ${body.alert_id} is not an alert of this account.`, 'alert_id');
  }
  const max = account.plan.maxWebhooks;
  if ((await hooks.countForAccount(account.email)) >= max)
    throw new PermissionError(
      `This account already has ${max} webhooks, the most the ${account.plan.label} plan allows: delete one first.`,
      'webhooks',
    );
  const secret = newSecret('whsec_');
  const webhook = await hooks.create({
    account: account.email,
    url: body.url,
    alertId: body.alert_id ?? null,
    secretCiphertext: encryptSecret(deps.config.WEBHOOK_SECRET_KEY, account.email, secret),
    secretPrefix: secret.slice(0, 10),
    licensing,
  });
  return { webhook, secret };
}

export async function ownedWebhook(db: Knex, account: Account, id: number): Promise<WebhookRow> {
  const w = await new WebhooksRepository(db).get(account.email, id);
  if (!w) throw new NotFoundError(`No webhook with id ${id} on this account.`, 'id');
  return w;
}

async function matchTestBody(
  deps: WebhookDeps,
  account: Account,
  w: WebhookRow,
  eventId: string,
): Promise<string> {
  const recent = await new AlertsRepository(deps.db).newestMatchedApplication(account.email, w.alert_id);
  const row = recent !== null ? await new ApplicationsRepository(deps.db).findLive(String(recent)) : null;
  const application = row
    ? serializeApplication(row, {
        account: { plan: account.plan, contactAddon: false },
        single: false,
        includeContact: false,
        baseUrl: deps.config.PUBLIC_BASE_URL,
      })
    : null;
  return eventBody({
    id: eventId,
    type: MATCH_EVENT,
    createdAt: new Date(),
    alertId: w.alert_id,
    webhookId: w.id,
    application,
    test: true,
  });
}

/**
 * POST /v1/webhooks/{id}/test: one signed event, sent now, its result returned and logged. The event
 * carries `test: true` and, under data.application, the newest application matched by the linked
 * alert (or by any alert of the account), else null. It does not count towards disabling.
 */
export async function testWebhook(
  deps: WebhookDeps,
  account: Account,
  id: number,
): Promise<{ event_id: string; result: DeliveryResult }> {
  const w = await ownedWebhook(deps.db, account, id);
  const hooks = new WebhooksRepository(deps.db);
  const eventId = newEventId();
  const body =
    w.event_type === LICENSING_EVENT
      ? // A licensing test event: the body's shape with no change-feed row (licensing spec 6).
        JSON.stringify({
          id: eventId,
          type: LICENSING_EVENT,
          created_at: new Date().toISOString(),
          test: true,
          data: { webhook_id: w.id, change: null },
        })
      : await matchTestBody(deps, account, w, eventId);
  const ciphertext = await hooks.secretCiphertext(w.id);
  const secret = decryptSecret(deps.config.WEBHOOK_SECRET_KEY, account.email, ciphertext!);
  const logId = await hooks.startAttempt({
    webhook_id: w.id,
    outbox_id: null,
    event_id: eventId,
    attempt: 1,
    test: true,
    url: w.url,
  });
  const result = await sendSigned(
    { url: w.url, eventId, secret, body },
    sendOptions(deps.config, deps.resolver),
  );
  await hooks.finishAttempt(logId, {
    outcome: result.outcome,
    status_code: result.statusCode,
    duration_ms: result.durationMs,
    address: result.address,
    error: result.error,
    response_excerpt: result.responseExcerpt,
  });
  return { event_id: eventId, result };
}
