// One Redis keyspace (REDIS_PREFIX) serves one database (issue 22, item 5). Queue job ids and run
// counters are built from database ids (runs, applications, outbox events), which a new, reset or
// restored database uses again: pointed at a keyspace that still holds another database's completed
// jobs, a process would have its new jobs dropped as duplicates and its runs read as closed, and
// ingest nothing, silently. So the keyspace records the database instance it belongs to
// (plandata_instance, migration 017) and every process that queues or runs jobs claims it first:
// the first claim takes it, a later one for another database is refused with one line saying what to
// do, or (the demo, `plandata queues reset`) clears the old keyspace.
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { FatalError } from './errors.js';
import { InstanceRepository } from './repositories/instance.repository.js';

export function instanceKey(prefix: string): string {
  return `${prefix}:instance`;
}

/** The database's instance token (migration 017). */
export async function databaseInstance(db: Knex): Promise<string> {
  const id = await new InstanceRepository(db).token();
  if (!id) throw new FatalError('the database has no instance token: run `plandata migrate`');
  return id;
}

/** Deletes every key of the keyspace (queues, run counters, limits): returns how many. */
export async function resetKeyspace(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}

/**
 * Claims the keyspace for this database. With `reset`, a keyspace of another database is cleared
 * first (its queued jobs are lost: they belong to a database that is gone or elsewhere); without,
 * it is refused. Returns whether a keyspace was cleared.
 */
export async function claimKeyspace(
  deps: { db: Knex; redis: Redis; prefix: string },
  opts: { reset?: boolean } = {},
): Promise<{ cleared: number }> {
  const mine = await databaseInstance(deps.db);
  const key = instanceKey(deps.prefix);
  const held = await deps.redis.get(key);
  if (held === mine) return { cleared: 0 };
  if (held === null) {
    // A keyspace with jobs but no owner was used before this check existed, or its owner key was
    // lost (Redis without persistence keeps nothing): its jobs cannot be told apart, so they stay.
    if ((await deps.redis.set(key, mine, 'NX')) === 'OK') return { cleared: 0 };
    return claimKeyspace(deps, opts);
  }
  if (!opts.reset)
    throw new FatalError(
      `REDIS_PREFIX '${deps.prefix}' holds the queues of another database (instance ${held}; this database is ${mine}): ` +
        `give this database its own REDIS_PREFIX, or clear the old queues with \`plandata queues reset\``,
    );
  const cleared = await resetKeyspace(deps.redis, deps.prefix);
  await deps.redis.set(key, mine);
  return { cleared };
}
