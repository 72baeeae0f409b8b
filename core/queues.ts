// BullMQ queues: one per job name, under the configured Redis prefix.
import { Queue, type JobsOptions, type JobType } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedis } from './redis.js';
import { jobNames, type JobName, type JobPayloads } from './jobs.js';

/** Retries with exponential backoff by default; completed jobs are trimmed so Redis stays small. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export class Queues {
  private readonly queues = new Map<JobName, Queue>();

  constructor(
    private readonly connection: Redis,
    readonly prefix: string,
  ) {}

  get(name: JobName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      if (!jobNames.includes(name)) throw new Error(`unknown job ${name}`);
      q = new Queue(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions });
      // A lost Redis connection is reported by the commands that need it (an enqueue fails and its
      // caller decides); the queue's own 'error' event would otherwise be printed on stderr.
      q.on('error', () => {});
      this.queues.set(name, q);
    }
    return q;
  }

  /** Adds a job; a jobId makes the add idempotent (BullMQ ignores a second add with the same id). */
  async enqueue<K extends JobName>(name: K, payload: JobPayloads[K], opts: JobsOptions = {}) {
    return this.get(name).add(name, payload, opts);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

/** Queues over one BullMQ connection, opened on first use; close() closes both. */
export interface SharedQueues {
  get(): Queues;
  close(): Promise<void>;
}

/**
 * One BullMQ connection for every Queue instance of a process part (the API's dashboard, metrics,
 * status page and exports): BullMQ lets Queue instances share an ioredis connection, as they send
 * only non-blocking commands. A Worker's or QueueEvents' blocking connection can never be shared.
 * The connection blocks while Redis is away (BullMQ's settings, core/redis.ts), so it is not the
 * process's fail-fast command connection either.
 */
export function sharedQueues(opts: { url: string; prefix: string; name?: string }): SharedQueues {
  let conn: Redis | null = null;
  let queues: Queues | null = null;
  return {
    get() {
      conn ??= createRedis({ url: opts.url, forQueues: true, name: opts.name });
      return (queues ??= new Queues(conn, opts.prefix));
    },
    async close() {
      await queues?.close();
      conn?.disconnect();
      queues = null;
      conn = null;
    },
  };
}

/** The BullMQ states a queue's depth is reported in (metrics, the status page, `plandata status`). */
export const QUEUE_STATES: JobType[] = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'failed',
  'completed',
];

/** Jobs in each queue of core/jobs.ts by state, in the order of jobNames. */
export async function queueDepths(
  queues: Queues,
): Promise<{ queue: JobName; counts: Record<string, number> }[]> {
  const counts = await Promise.all(jobNames.map((n) => queues.get(n).getJobCounts(...QUEUE_STATES)));
  return jobNames.map((queue, i) => ({
    queue,
    counts: Object.fromEntries(QUEUE_STATES.map((s) => [s, counts[i][s] ?? 0])),
  }));
}
