// Opaque keyset cursors (ARCHITECTURE, API): the position after the last row of a page, signed with
// HMAC so a client cannot forge one, and tied to the query it came from so it cannot be replayed
// against another query.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidRequestError } from './errors.js';

export type CursorPosition = Record<string, string | number | boolean | null>;

/** A stable fingerprint of a query: its parameters minus paging, keys sorted. */
export function queryFingerprint(
  params: Record<string, unknown>,
  ignore: string[] = ['cursor', 'format'],
): string {
  const keys = Object.keys(params)
    .filter((k) => !ignore.includes(k) && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort();
  return keys.map((k) => `${k}=${String(params[k])}`).join('&');
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest().subarray(0, 16);
}

export function encodeCursor(secret: string, fingerprint: string, position: CursorPosition): string {
  const body = Buffer.from(JSON.stringify({ p: position })).toString('base64url');
  const mac = sign(secret, `${fingerprint}\n${body}`).toString('base64url');
  return `${body}.${mac}`;
}

/** Decodes a cursor; 400 naming `cursor` when it is malformed, tampered with, or from another query. */
export function decodeCursor(secret: string, fingerprint: string, token: string): CursorPosition {
  const bad = () =>
    new InvalidRequestError(
      'cursor is not valid for this query: pass back meta.next_cursor unchanged with the same parameters.',
      'cursor',
    );
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) throw bad();
  const expected = sign(secret, `${fingerprint}\n${body}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: CursorPosition };
    if (!parsed.p || typeof parsed.p !== 'object') throw bad();
    return parsed.p;
  } catch {
    throw bad();
  }
}
