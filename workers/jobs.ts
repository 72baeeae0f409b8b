// Every job of the system: its name and payload, in one typed list (STYLE 8). Payloads carry ids,
// never whole records or secrets. Each job name is its own BullMQ queue, so each step scales alone.

export interface JobPayloads {
  /** Liveness probe of the worker fleet: sleeps `ms` then returns `token` (used by `plandata worker --ping` and tests). */
  'system.ping': { token: string; ms: number };
}

export type JobName = keyof JobPayloads;

/** The job names, for start-up checks and `--queues` validation. Keep in step with JobPayloads. */
export const jobNames: JobName[] = ['system.ping'];
