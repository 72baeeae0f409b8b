// ioredis connections. BullMQ needs maxRetriesPerRequest null on worker connections; plain
// commands (rate limits, health) fail fast instead of queueing while Redis is down.
import { Redis, type RedisOptions } from 'ioredis';
import { FatalError } from './errors.js';
import { redactUrl } from './config.js';

export { Redis };

export interface RedisConnOptions {
  url: string;
  /** For BullMQ: block until Redis returns rather than erroring commands. */
  forQueues?: boolean;
  /** CLIENT SETNAME on connect, so `CLIENT LIST` tells which part of a process holds it. */
  name?: string;
}

export function createRedis({ url, forQueues = false, name }: RedisConnOptions): Redis {
  const opts: RedisOptions = forQueues
    ? { maxRetriesPerRequest: null, enableReadyCheck: false }
    : {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      };
  const r = new Redis(url, { ...opts, ...(name ? { connectionName: name } : {}), lazyConnect: false });
  // ioredis emits 'error' on every failed reconnect; callers observe health via ping, so keep the
  // process alive and quiet here rather than crashing on an unhandled 'error' event.
  r.on('error', () => {});
  return r;
}

/** Resolves once the connection is ready (commands fail fast before that: no offline queue). */
export function redisReady(redis: Redis, ms = 3000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return withTimeout(new Promise<void>((resolve) => redis.once('ready', () => resolve())), ms);
}

export async function assertRedis(redis: Redis, url: string): Promise<void> {
  try {
    await redisReady(redis);
    await withTimeout(redis.ping(), 3000);
  } catch (err) {
    throw new FatalError(`cannot connect to Redis at ${redactUrl(url)} (${(err as Error).message})`, {
      cause: err,
    });
  }
}

export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** A call of a Lua script defined on a connection (scriptCommand). */
export type ScriptCall<T> = (...args: (string | number)[]) => Promise<T>;

/**
 * The Lua script `lua` as command `name` of `redis`, defined on first use: ioredis sends it as
 * EVALSHA (40 bytes of hash instead of the script's text) and EVALs it once per connection when
 * Redis lacks it.
 */
export function scriptCommand<T>(
  redis: Redis,
  name: string,
  numberOfKeys: number,
  lua: string,
): ScriptCall<T> {
  const r = redis as unknown as Record<string, ScriptCall<T> | undefined>;
  if (typeof r[name] !== 'function') redis.defineCommand(name, { numberOfKeys, lua });
  const call = r[name]!;
  return (...args) => call.apply(redis, args);
}
