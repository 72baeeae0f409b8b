// The retry schedule documented in docs/webhooks.md, the signature of spec 6.1, and the encrypted
// storage of signing secrets.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { nextRetryDelayMs, nominalSchedule } from '../../feed/webhooks/retry.js';
import { decryptSecret, encryptSecret } from '../../feed/webhooks/secrets.js';
import { signPayload, verifySignature } from '../../feed/webhooks/signing.js';
import { retryPolicy } from '../../feed/webhooks/delivery.js';

describe('retry schedule', () => {
  const policy = retryPolicy(loadConfig({}));

  it('defaults: 16 attempts over about three days', () => {
    const minutes = nominalSchedule(policy).map((ms) => ms / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 720, 720, 720, 720, 720]);
    const hours = minutes.reduce((a, b) => a + b, 0) / 60;
    expect(hours).toBeCloseTo(77.05, 1);
  });

  it('jitters each wait within [0.75, 1.25) and stops after the last attempt', () => {
    expect(nextRetryDelayMs(policy, 1, () => 0)).toBe(45_000);
    expect(nextRetryDelayMs(policy, 1, () => 0.999999)).toBe(75_000);
    expect(nextRetryDelayMs(policy, 14, () => 0.5)).toBe(43_200_000);
    expect(nextRetryDelayMs(policy, 16)).toBeNull();
  });
});

describe('signatures and secrets', () => {
  it('signs `<timestamp>.<raw body>` as lowercase hex HMAC-SHA256 (spec 6.1)', () => {
    const body = '{"id":"evt_1"}';
    const expected = createHmac('sha256', 'whsec_x').update(`1767225600.${body}`).digest('hex');
    expect(signPayload('whsec_x', '1767225600', body)).toBe(expected);
    expect(verifySignature('whsec_x', '1767225600', body, expected)).toBe(true);
    expect(verifySignature('whsec_x', '1767225601', body, expected)).toBe(false);
    expect(verifySignature('whsec_x', '1767225600', body, expected.toUpperCase())).toBe(false);
  });

  it('stores secrets encrypted, readable only with the key and for the same account', () => {
    const stored = encryptSecret('a-key-of-sixteen+', 'a@example.com', 'whsec_abc');
    expect(stored.toString('latin1')).not.toContain('whsec_abc');
    expect(decryptSecret('a-key-of-sixteen+', 'a@example.com', stored)).toBe('whsec_abc');
    expect(() => decryptSecret('another-key-16ch+', 'a@example.com', stored)).toThrow();
    expect(() => decryptSecret('a-key-of-sixteen+', 'b@example.com', stored)).toThrow();
  });

  it('refuses the loopback switch and the development key in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CURSOR_SECRET: 'x'.repeat(20), WEBHOOK_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
    expect(() => loadConfig({ NODE_ENV: 'production', CURSOR_SECRET: 'x'.repeat(20) })).toThrow(
      /WEBHOOK_SECRET_KEY/,
    );
  });
});
