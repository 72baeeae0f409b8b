// Opens the process's shared resources from configuration, once, and closes them in order.
import { config as loadProcessConfig, type Config } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { assertDatabase, createDb, type Knex } from './db.js';
import { assertRedis, createRedis, type Redis } from './redis.js';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Knex;
  /** Commands with fail-fast semantics (limits, health, politeness). */
  redis: Redis;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  config?: Config;
  name?: string;
  /** Check PostgreSQL and Redis at start-up and fail with one clear line when unreachable. */
  check?: boolean;
  needRedis?: boolean;
}

export async function openRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  const cfg = opts.config ?? loadProcessConfig();
  const logger = createLogger(cfg.LOG_LEVEL, opts.name ? { process: opts.name } : {}, {
    format: cfg.LOG_FORMAT,
  });
  const db = createDb({
    url: cfg.DATABASE_URL,
    poolMax: cfg.DATABASE_POOL_MAX,
    applicationName: `plandata-${opts.name ?? 'cli'}`,
  });
  const redis = createRedis({ url: cfg.REDIS_URL });
  const close = async () => {
    await db.destroy().catch(() => {});
    redis.disconnect();
  };
  try {
    if (opts.check !== false) {
      await assertDatabase(db, cfg.DATABASE_URL);
      if (opts.needRedis !== false) await assertRedis(redis, cfg.REDIS_URL);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { config: cfg, logger, db, redis, close };
}
