// When a council is read and how hard a failed step is retried: the nightly window and the job
// retry policy of the scrape jobs.
import { ukDate } from '../../../core/calendar.js';

/** Nightly runs re-read the last 14 days so a late-published or changed record is not missed. */
export const NIGHTLY_WINDOW_DAYS = 14;

export function windowFor(
  since: string | undefined,
  now: Date = new Date(),
  until?: string,
): { from: string; to: string } {
  const to = until ?? ukDate(now);
  if (since) return { from: since, to };
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - NIGHTLY_WINDOW_DAYS);
  return { from: from.toISOString().slice(0, 10), to };
}

/**
 * Retries of a scrape job: BullMQ's exponential backoff, starting from a multiple of the client's
 * own backoff (the client has already retried each request; the job retry is the slower, second
 * line, and after a block the host is paused for every process anyway).
 */
export function scrapeJobOptions(config: { SCRAPER_BACKOFF_MS: number }): {
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
} {
  return {
    attempts: 5,
    backoff: { type: 'exponential', delay: Math.max(10, config.SCRAPER_BACKOFF_MS * 4) },
  };
}
