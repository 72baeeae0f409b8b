import type { Command } from '../command.js';
import { parse } from '../args.js';
import { Redis } from 'ioredis';
import { buildApp } from '../../api/app.js';
import { loadConfig, type Config } from '../../core/config.js';
import { createDb } from '../../core/db.js';
import { createLogger } from '../../core/logger.js';

/**
 * The OpenAPI 3.1 document of the API (the same as GET /v1/openapi.json), from an app built without
 * connecting to PostgreSQL or Redis. Also what the typed client's types are generated from
 * (clients/typescript/generate.ts).
 */
export async function openapiDocument(config: Config = loadConfig()): Promise<Record<string, unknown>> {
  const db = createDb({ url: config.DATABASE_URL, poolMax: 1 });
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false });
  redis.on('error', () => {});
  try {
    const app = await buildApp({ config, db, redis, logger: createLogger('silent') });
    await app.ready();
    const doc = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return doc;
  } finally {
    redis.disconnect();
    await db.destroy();
  }
}

// Prints the document for client generators.
export const openapiCommand: Command = {
  usage: 'usage: plandata openapi [--compact]',
  async run(args) {
    const { values } = parse(args, { compact: { type: 'boolean' } }, false);
    const doc = await openapiDocument();
    process.stdout.write(JSON.stringify(doc, null, values.compact ? 0 : 2) + '\n');
    return 0;
  },
};
