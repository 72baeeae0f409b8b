// Webhook event bodies (spec 6.1), written by alert matching (workers) and by the API's test event.
import { randomBytes } from 'node:crypto';

export const MATCH_EVENT = 'application.match.created';

export function newEventId(): string {
  return `evt_${randomBytes(16).toString('hex')}`;
}

/** The event body of spec 6.1: the application of spec 2.2 under data.application. */
export function eventBody(e: {
  id: string;
  type: string;
  createdAt: Date;
  alertId: number | null;
  webhookId: number;
  application: Record<string, unknown> | null;
  test?: boolean;
}): string {
  return JSON.stringify({
    id: e.id,
    type: e.type,
    created_at: e.createdAt.toISOString(),
    ...(e.test ? { test: true } : {}),
    data: { alert_id: e.alertId, webhook_id: e.webhookId, application: e.application },
  });
}
