// The worker process: one BullMQ Worker per job queue it serves. SIGTERM stops taking jobs, lets
// in-flight ones finish (a second signal abandons them: BullMQ's stalled-job check hands them to
// another worker), then closes the pools and exits 0.
import { Worker } from 'bullmq';
import { createRedis } from '../core/redis.js';
import { openRuntime, type Runtime } from '../core/runtime.js';
import { claimKeyspace } from '../core/keyspace.js';
import { jobNames, type JobName } from '../core/jobs.js';
import { handlers } from './handlers/index.js';
import { Queues } from '../core/queues.js';
import type { Handler, JobContext } from './context.js';
import { metrics } from '../core/metrics.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';
import { mailerState } from './services/alerts-mail.js';

/** Start-up check: every job has exactly one handler and every handler a job (STYLE 7). */
export function checkHandlers(): void {
  const declared = new Set<string>(jobNames);
  const handled = Object.keys(handlers);
  const missing = jobNames.filter((n) => typeof handlers[n] !== 'function');
  const unknown = handled.filter((n) => !declared.has(n));
  if (missing.length || unknown.length || declared.size !== jobNames.length) {
    throw new Error(
      `job table is inconsistent: missing handlers [${missing.join(', ')}], unknown handlers [${unknown.join(', ')}]`,
    );
  }
}

export interface WorkerHandle {
  stop(force?: boolean): Promise<void>;
  queues: Queues;
  workers: Worker[];
  /** The /metrics URL when a metrics port was given. */
  metricsUrl?: string;
}

export async function runWorkers(
  opts: {
    runtime?: Runtime;
    only?: JobName[];
    concurrency?: number;
    resetKeyspace?: boolean;
    /** Serve /metrics on this port (0: any free port); WORKER_METRICS_PORT when absent, and none when that is unset. */
    metricsPort?: number;
  } = {},
): Promise<WorkerHandle> {
  checkHandlers();
  const rt = opts.runtime ?? (await openRuntime({ name: 'worker' }));
  const prefix = rt.config.REDIS_PREFIX;
  // The queues of this keyspace must be this database's (core/keyspace.ts).
  await claimKeyspace({ db: rt.db, redis: rt.redis, prefix }, { reset: opts.resetKeyspace });
  const queueConn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  const queues = new Queues(queueConn, prefix);
  // Before any worker starts: a busy metrics port stops the process with nothing taken.
  const metricsPort = opts.metricsPort ?? rt.config.WORKER_METRICS_PORT;
  let metricsServer: MetricsServer | null = null;
  if (metricsPort !== undefined) {
    try {
      metricsServer = await startMetricsServer({
        port: metricsPort,
        host: rt.config.HOST,
        db: rt.db,
        queues,
        log: rt.logger,
      });
    } catch (err) {
      queueConn.disconnect();
      throw err;
    }
  }
  const names = opts.only?.length ? opts.only : jobNames;
  const workerConns: ReturnType<typeof createRedis>[] = [];
  const workers = names.map((name) => {
    const conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
    workerConns.push(conn);
    const handler = handlers[name] as Handler<JobName>;
    const w = new Worker(
      name,
      async (job) => {
        const ctx: JobContext = { rt, queues, log: rt.logger.child({ job: name, jobId: job.id }) };
        const end = metrics.jobDuration.startTimer({ queue: name });
        try {
          const result = await handler(job.data, ctx, job);
          end({ outcome: 'completed' });
          metrics.jobs.inc({ queue: name, outcome: 'completed' });
          return result;
        } catch (err) {
          end({ outcome: 'failed' });
          metrics.jobs.inc({ queue: name, outcome: 'failed' });
          throw err;
        }
      },
      { connection: conn, prefix, concurrency: opts.concurrency ?? rt.config.WORKER_CONCURRENCY },
    );
    w.on('failed', (job, err) =>
      rt.logger.warn({ job: name, jobId: job?.id, err: err.message }, 'job failed'),
    );
    w.on('error', (err) => rt.logger.error({ job: name, err: err.message }, 'worker error'));
    return w;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  rt.logger.info({ queues: names }, 'worker ready');
  // Said once: without SMTP the mailer's runs do nothing, every minute, silently.
  if (names.includes('alerts.mail')) {
    if (rt.config.SMTP_URL) rt.logger.info(mailerState(rt.config));
    else rt.logger.warn(mailerState(rt.config));
  }

  let stopping: Promise<void> | null = null;
  const stop = (force = false): Promise<void> => {
    // A forced stop during a graceful one closes the workers at once; the drain then completes.
    if (stopping && force) void Promise.all(workers.map((w) => w.close(true)));
    return (stopping ??= (async () => {
      rt.logger.info({ force }, 'worker stopping');
      await Promise.all(workers.map((w) => w.close(force)));
      await metricsServer?.close();
      await queues.close();
      for (const c of [queueConn, ...workerConns]) c.disconnect();
      if (!opts.runtime) await rt.close();
      rt.logger.info('worker stopped');
    })());
  };
  return { stop, queues, workers, metricsUrl: metricsServer?.url };
}
