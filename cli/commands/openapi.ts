import type { Command } from '../command.js';
import { parse } from '../args.js';
import { Redis } from 'ioredis';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../core/config.js';
import { createDb } from '../../core/db.js';
import { createLogger } from '../../core/logger.js';

// Prints the OpenAPI 3.1 document of the API (the same as GET /v1/openapi.json) for client
// generators. Builds the app without connecting to PostgreSQL or Redis.
export const openapiCommand: Command = {
  usage: 'usage: plandata openapi [--compact]',
  async run(args) {
    const { values } = parse(args, { compact: { type: 'boolean' } }, false);
    const config = loadConfig();
    const db = createDb({ url: config.DATABASE_URL, poolMax: 1 });
    const redis = new Redis(config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false });
    redis.on('error', () => {});
    try {
      const app = await buildApp({ config, db, redis, logger: createLogger('silent') });
      await app.ready();
      const doc = app.swagger();
      process.stdout.write(JSON.stringify(doc, null, values.compact ? 0 : 2) + '\n');
      await app.close();
      return 0;
    } finally {
      redis.disconnect();
      await db.destroy();
    }
  },
};
