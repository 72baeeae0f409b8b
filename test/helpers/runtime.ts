// A Runtime for tests: a fresh database, a unique Redis prefix, a silent logger.
import { loadConfig, type Config } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { createRedis, redisReady } from '../../core/redis.js';
import type { Runtime } from '../../core/runtime.js';
import { closeWhenFileEnds } from './cleanup.js';
import { freshDatabase, type TestDb } from './db.js';
import { clearPrefix, TEST_REDIS_URL, uniquePrefix } from './redis.js';

export interface TestRuntime extends Runtime {
  testDb: TestDb;
}

export async function testRuntime(env: Record<string, string> = {}): Promise<TestRuntime> {
  const testDb = await freshDatabase({ autoDrop: false });
  const prefix = uniquePrefix();
  const config: Config = loadConfig({
    DATABASE_URL: testDb.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SCRAPER_MIN_DELAY_MS: '0',
    ...env,
  });
  const redis = createRedis({ url: config.REDIS_URL });
  await redisReady(redis);
  const logger = createLogger(config.LOG_LEVEL);
  let closed = false;
  const rt: TestRuntime = {
    config,
    logger,
    db: testDb.db,
    redis,
    testDb,
    close: async () => {
      if (closed) return;
      closed = true;
      redis.disconnect();
      await testDb.drop();
      await clearPrefix(prefix);
    },
  };
  closeWhenFileEnds(() => rt.close());
  return rt;
}
