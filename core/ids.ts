// Public ids and API keys. Public ids are random (not sequential) so they reveal nothing about volume.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i] & 31];
  return out;
}

/** Public id of a live application: 'pa_' + 14 base32 characters (70 bits). */
export function newApplicationId(): string {
  return `pa_${randomBase32(14)}`;
}

/** Public id of an archive (historical) record; spec 2.2: archive ids start `h_`. */
export function newArchiveId(): string {
  return `h_${randomBase32(14)}`;
}

export function isArchiveId(id: string): boolean {
  return id.startsWith('h_');
}

/** A new API key: shown once, stored only as its hash (spec 5). */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `pd_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, 10) };
}

/** Keys carry 192 random bits, so a plain SHA-256 is a sound one-way store (no slow hash needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function digestsEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** A random secret (webhook signing and the like). */
export function newSecret(prefix = 'whsec_'): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
