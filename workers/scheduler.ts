// The scheduler process: keeps BullMQ's job schedulers equal to what workers/schedules.ts wants.
import { createRedis } from '../core/redis.js';
import { openRuntime, type Runtime } from '../core/runtime.js';
import { claimKeyspace } from '../core/keyspace.js';
import { Queues } from '../core/queues.js';
import { schedules, type ScheduledJob } from './schedules.js';
import { jobNames } from '../core/jobs.js';

/** Upserts every wanted scheduler and removes ones no longer wanted; returns the wanted list. */
export async function syncSchedules(rt: Runtime, queues: Queues): Promise<ScheduledJob[]> {
  const wanted: ScheduledJob[] = [];
  for (const s of schedules) wanted.push(...(await s.plan(rt)));
  const wantedIds = new Set(wanted.map((w) => w.id));
  for (const w of wanted) {
    await queues
      .get(w.job)
      .upsertJobScheduler(w.id, { pattern: w.pattern, tz: 'UTC' }, { name: w.job, data: w.payload });
  }
  for (const name of jobNames) {
    const existing = await queues.get(name).getJobSchedulers();
    for (const e of existing)
      if (e.key && !wantedIds.has(e.key)) await queues.get(name).removeJobScheduler(e.key);
  }
  return wanted;
}

export async function runScheduler(
  opts: { runtime?: Runtime; everyMs?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const rt = opts.runtime ?? (await openRuntime({ name: 'scheduler' }));
  await claimKeyspace({ db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX });
  const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  const queues = new Queues(conn, rt.config.REDIS_PREFIX);
  const tick = async () => {
    try {
      const wanted = await syncSchedules(rt, queues);
      rt.logger.info({ schedulers: wanted.length }, 'schedules synced');
    } catch (err) {
      rt.logger.error({ err: (err as Error).message }, 'schedule sync failed');
    }
  };
  await tick();
  const timer = setInterval(tick, opts.everyMs ?? 5 * 60_000);
  return {
    async stop() {
      clearInterval(timer);
      await queues.close();
      conn.disconnect();
      if (!opts.runtime) await rt.close();
    },
  };
}
