import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config.js';
import { decodeCursor, encodeCursor, queryFingerprint } from '../../core/cursor.js';
import { InvalidRequestError } from '../../core/errors.js';
import { digestsEqual, hashApiKey, newApiKey, newApplicationId, newArchiveId } from '../../core/ids.js';

describe('config', () => {
  it('has defaults that work on this machine', () => {
    const c = loadConfig({});
    expect(c.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/plandata');
    expect(c.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(c.PORT).toBe(3000);
    expect(c.WEBHOOK_ALLOW_LOOPBACK).toBe(false);
  });
  it('coerces numbers and booleans from strings', () => {
    const c = loadConfig({ PORT: '8080', WEBHOOK_ALLOW_LOOPBACK: 'true' });
    expect(c.PORT).toBe(8080);
    expect(c.WEBHOOK_ALLOW_LOOPBACK).toBe(true);
  });
  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a URL/],
    [{ DATABASE_URL: 'mysql://x/y' }, /DATABASE_URL must start with postgres:/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must start with redis:/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ NODE_ENV: 'production' }, /CURSOR_SECRET must be set in production/],
  ])('names the bad variable: %j', (env, msg) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(msg);
  });
});

describe('cursors', () => {
  const secret = 'a-test-secret-of-some-length';
  it('round-trip a position for the same query', () => {
    const fp = queryFingerprint({ council: 'barnet', stage: 'approved', cursor: 'x' });
    const tok = encodeCursor(secret, fp, { d: '2026-01-02', id: 42 });
    expect(decodeCursor(secret, fp, tok)).toEqual({ d: '2026-01-02', id: 42 });
  });
  it('ignore parameter order and paging parameters in the fingerprint', () => {
    expect(queryFingerprint({ a: 1, b: 2, cursor: 'x' })).toBe(queryFingerprint({ b: 2, a: 1 }));
  });
  it('refuse a tampered cursor or one from another query with a 400 naming cursor', () => {
    const tok = encodeCursor(secret, 'council=barnet', { id: 1 });
    const forged =
      Buffer.from(JSON.stringify({ p: { id: 999 } })).toString('base64url') + '.' + tok.split('.')[1];
    for (const [fp, t] of [
      ['council=barnet', forged],
      ['council=camden', tok],
      ['council=barnet', 'garbage'],
      ['council=barnet', tok + '.x'],
    ]) {
      try {
        decodeCursor(secret, fp, t);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidRequestError);
        expect((err as InvalidRequestError).param).toBe('cursor');
      }
    }
  });
});

describe('ids and keys', () => {
  it('make public ids of the right shape; archive ids start h_', () => {
    expect(newApplicationId()).toMatch(/^pa_[0-9a-z]{14}$/);
    expect(newArchiveId()).toMatch(/^h_[0-9a-z]{14}$/);
    expect(new Set(Array.from({ length: 1000 }, newApplicationId)).size).toBe(1000);
  });
  it('store keys only as a digest and compare digests in constant time', () => {
    const { key, hash, prefix } = newApiKey();
    expect(key.startsWith(prefix)).toBe(true);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).not.toContain(key);
    expect(digestsEqual(hash, hashApiKey(key))).toBe(true);
    expect(digestsEqual(hash, hashApiKey(key + 'x'))).toBe(false);
  });
});
