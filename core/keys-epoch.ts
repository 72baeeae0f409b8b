// The keys epoch: a counter in Redis that every change to API keys made through plandata moves on.
// API processes keep the keys they have checked for a short while (api/plugins/auth.ts) and read the
// epoch in the per-minute limit script they run on every request anyway; a changed epoch drops every
// kept key, so a revocation takes effect on the next request without a look-up per request.
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { KeysRepository } from './repositories/keys.repository.js';
import { redisReady } from './redis.js';

export function keysEpochKey(prefix: string): string {
  return `${prefix}:keys:epoch`;
}

/** Moves the epoch on: every API process re-reads its keys from PostgreSQL on its next request. */
export async function bumpKeysEpoch(redis: Redis, prefix: string): Promise<void> {
  await redis.incr(keysEpochKey(prefix));
}

/**
 * Revokes keys by id or key prefix (KeysRepository.revoke) and moves the epoch on so API processes stop
 * accepting them on their next request. When Redis cannot be reached the revocation still stands in
 * PostgreSQL; `epochMoved` is false and API processes stop accepting the key within
 * API_KEY_CACHE_SECONDS.
 */
export async function revokeKeys(
  deps: { db: Knex; redis: Redis; prefix: string },
  idOrPrefix: string,
): Promise<{ revoked: number; epochMoved: boolean }> {
  const revoked = await new KeysRepository(deps.db).revoke(idOrPrefix);
  if (revoked === 0) return { revoked, epochMoved: false };
  try {
    await redisReady(deps.redis, 2000);
    await bumpKeysEpoch(deps.redis, deps.prefix);
    return { revoked, epochMoved: true };
  } catch {
    return { revoked, epochMoved: false };
  }
}
