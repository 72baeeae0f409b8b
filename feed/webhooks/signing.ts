// Spec 6.1: Service-Signature is the lowercase hex HMAC-SHA256, keyed with the webhook's signing
// secret, of `<Service-Timestamp value>.<raw request body>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPayload(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** What a receiver does: recompute and compare in constant time (used by tests and docs). */
export function verifySignature(
  secret: string,
  timestamp: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
