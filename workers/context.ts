import type { Job } from 'bullmq';
import type { Runtime } from '../core/runtime.js';
import type { Logger } from '../core/logger.js';
import type { JobName, JobPayloads } from '../core/jobs.js';
import type { Queues } from '../core/queues.js';

export interface JobContext {
  rt: Runtime;
  log: Logger;
  queues: Queues;
}

export type Handler<K extends JobName> = (
  payload: JobPayloads[K],
  ctx: JobContext,
  job: Job<JobPayloads[K]>,
) => Promise<unknown>;

/** One handler for every job name: the mapped type makes a missing handler a compile error. */
export type HandlerTable = { [K in JobName]: Handler<K> };
