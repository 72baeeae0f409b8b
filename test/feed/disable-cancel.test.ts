// Hardening (issue 22, item 6): disabling an endpoint cancels its pending events, and an attempt of
// one of them still open (its worker died) gets an outcome instead of staying open for ever; the
// disable reason says how long the endpoint failed in words that fit the duration.
import { beforeAll, describe, expect, it } from 'vitest';
import { OutboxRepository } from '../../core/repositories/outbox.repository.js';
import { WebhooksRepository } from '../../core/repositories/webhooks.repository.js';
import { spell } from '../../feed/webhooks/delivery.js';
import { freshDatabase, type TestDb } from '../helpers/db.js';

let t: TestDb;

beforeAll(async () => {
  t = await freshDatabase();
});

describe('disabling an endpoint', () => {
  it('cancels its pending events and closes their open attempts with an outcome', async () => {
    const hooks = new WebhooksRepository(t.db);
    const hook = await hooks.create({
      account: 'cancel@example.com',
      url: 'https://localhost:1/hook',
      alertId: null,
      secretCiphertext: Buffer.from('x'),
      secretPrefix: 'whsec_x',
    });
    const [ev] = await new OutboxRepository(t.db).insert([
      {
        event_id: 'evt_cancel_1',
        event_type: 'application.match.created',
        webhook_id: hook.id,
        match_id: null,
        body: '{}',
      },
    ]);
    const open = await hooks.startAttempt({
      webhook_id: hook.id,
      outbox_id: ev.id,
      event_id: 'evt_cancel_1',
      attempt: 1,
      test: false,
      url: hook.url,
    });
    await hooks.disable(hook.id, 'every attempt failed for 3 days (last: timeout)');
    const event = await t.db('webhook_outbox').where({ id: ev.id }).first('status', 'last_error');
    expect(event).toEqual({
      status: 'cancelled',
      last_error: 'endpoint disabled: every attempt failed for 3 days (last: timeout)',
    });
    const attempt = await t
      .db('webhook_deliveries')
      .where({ id: open })
      .first('outcome', 'error', 'finished_at');
    expect(attempt.outcome).toBe('cancelled');
    expect(attempt.error).toBe('the event was cancelled: the endpoint was disabled');
    expect(attempt.finished_at).not.toBeNull();
  });
});

describe('how long an endpoint failed, in words', () => {
  it('never says 0 minutes', () => {
    expect(spell(0)).toBe('0 seconds');
    expect(spell(1_000)).toBe('1 second');
    expect(spell(45_000)).toBe('45 seconds');
    expect(spell(60_000)).toBe('1 minute');
    expect(spell(12 * 60_000 + 5_000)).toBe('12 minutes');
    expect(spell(3 * 3_600_000)).toBe('3 hours');
    expect(spell(3 * 86_400_000 + 3_600_000)).toBe('3 days');
  });
});
