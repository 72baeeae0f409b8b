// Recurring work, declared in one place. The scheduler process turns each entry into BullMQ job
// schedulers (one per council where the work is per council), refreshing them every few minutes so a
// new council gets its schedule without a restart.
import type { Runtime } from '../core/runtime.js';
import type { JobName, JobPayloads } from '../core/jobs.js';
import { scrapeNightly } from './services/scrape/schedule.js';
import { licensingNightly } from './services/registers/schedule.js';

export interface ScheduledJob<K extends JobName = JobName> {
  /** Stable id of the schedule (e.g. `scrape.nightly:barnet`); re-upserting it is idempotent. */
  id: string;
  job: K;
  payload: JobPayloads[K];
  /** Cron pattern, evaluated in UTC. */
  pattern: string;
}

export interface Schedule {
  name: string;
  /** The concrete job schedulers this schedule wants now. */
  plan(rt: Runtime): Promise<ScheduledJob[]>;
}

export const schedules: Schedule[] = [
  // Every scrapeable council once a night, spread over the night (workers/services/scrape-schedule.ts).
  scrapeNightly,
  // Every enabled licensing register source once a night (workers/services/registers/schedule.ts).
  licensingNightly,
  // The webhook outbox relay (docs/webhooks.md): re-enqueues events whose job was lost and closes
  // attempts whose worker died, so no event is lost when a process dies.
  {
    name: 'webhooks.relay',
    plan: async () => [{ id: 'webhooks.relay', job: 'webhooks.relay', payload: {}, pattern: '* * * * *' }],
  },
  // Exports are kept 7 days (docs/alerts.md); their chunks are deleted daily after that.
  {
    name: 'exports.purge',
    plan: async () => [{ id: 'exports.purge', job: 'exports.purge', payload: {}, pattern: '40 5 * * *' }],
  },
  // The nightly constraint check (spec 2.2): after the scrapes' night window, records with a point
  // and no check yet (new, or moved by the geocoding join) get their constraints.
  {
    name: 'enrich.constraints',
    plan: async () => [
      { id: 'enrich.constraints', job: 'enrich.constraints', payload: {}, pattern: '30 6 * * *' },
    ],
  },
];

/** Minute of the night (00:00–05:59 UTC) for the i-th of n items, spread evenly. */
export function spreadOverNight(i: number, n: number, windowMinutes = 360): { hour: number; minute: number } {
  const m = Math.floor((i * windowMinutes) / Math.max(1, n));
  return { hour: Math.floor(m / 60), minute: m % 60 };
}
