// A unique Redis key prefix per test, on the real Redis; keys under it are removed afterwards.
import { Redis } from 'ioredis';
import { uniqueName } from './pg.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniquePrefix(): string {
  return uniqueName('t');
}

/** Deletes every key under a prefix (BullMQ keys are `<prefix>:<queue>:...`). */
export async function clearPrefix(prefix: string): Promise<void> {
  const r = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}
