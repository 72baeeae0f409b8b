// What a route module is given: the process's resources and the app it registers on. Its own module,
// so routes depend on it and not on api/app.ts (which imports every route module).
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { Queues } from '../core/queues.js';
import type { Resolver } from '../feed/webhooks/ssrf.js';

export interface ApiDeps {
  config: Config;
  db: Knex;
  redis: Redis;
  logger: Logger;
  /** Webhook targets' DNS (tests point names at chosen addresses); the system resolver when absent. */
  resolver?: Resolver;
}

/**
 * What buildApp hands its plugins and routes: the process's resources and the app's queues, all
 * on the app's one BullMQ connection (api/app.ts), opened on first use and closed with the app.
 */
export interface AppDeps extends ApiDeps {
  queues: () => Queues;
}

/**
 * The app as routes see it: Fastify with the TypeBox type provider, so a route's TypeBox schemas type
 * its request (req.query, req.params, req.body) and what its handler may return. Validation stays
 * Fastify's own Ajv (coercion, defaults and the messages of api/plugins/errors.ts).
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** One resource's routes (api/routes/index.ts lists them). */
export type RouteModule = (app: ApiApp, deps: AppDeps) => Promise<void>;
