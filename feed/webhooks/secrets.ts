// Webhook signing secrets at rest. Signing needs the secret itself, so a one-way hash (as for API
// keys) cannot work; the secret is encrypted with AES-256-GCM under a key derived from
// WEBHOOK_SECRET_KEY, bound to the owning account (additional authenticated data), so a row copied to
// another account does not decrypt. The API never returns it after creation.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function key(secretKey: string): Buffer {
  return createHash('sha256').update(`plandata webhook secrets\n${secretKey}`).digest();
}

export function encryptSecret(secretKey: string, account: string, secret: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secretKey), iv);
  cipher.setAAD(Buffer.from(account, 'utf8'));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

export function decryptSecret(secretKey: string, account: string, stored: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key(secretKey), stored.subarray(0, 12));
  decipher.setAAD(Buffer.from(account, 'utf8'));
  decipher.setAuthTag(stored.subarray(12, 28));
  return Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]).toString('utf8');
}
