// One entry of the recurring work (workers/schedules.ts): what the scheduler asks of each. Kept apart
// from the list so an entry defined elsewhere (workers/services/scrape/schedule.ts) imports its
// contract without importing the list that imports it.
import type { Runtime } from '../core/runtime.js';
import type { JobName, JobPayloads } from '../core/jobs.js';

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

/** Minute of the night (00:00–05:59 UTC) for the i-th of n items, spread evenly. */
export function spreadOverNight(i: number, n: number, windowMinutes = 360): { hour: number; minute: number } {
  const m = Math.floor((i * windowMinutes) / Math.max(1, n));
  return { hour: Math.floor(m / 60), minute: m % 60 };
}

/**
 * The cron pattern of the i-th of n register sources read at a cadence (scrapers/councils/
 * registers.csv): its minute of the night spread as above; a weekly source on a weekday and a
 * monthly one on a day of the month (1-28) spread the same way, so a week's or a month's reads do
 * not all fall on one night. An unknown cadence is read daily.
 */
export function cadencePattern(cadence: string, i: number, n: number): string {
  const { hour, minute } = spreadOverNight(i, n);
  if (cadence === 'weekly') return `${minute} ${hour} * * ${i % 7}`;
  if (cadence === 'monthly') return `${minute} ${hour} ${1 + (i % 28)} * *`;
  return `${minute} ${hour} * * *`;
}
