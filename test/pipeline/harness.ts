// Shared set-up of the pipeline tests: the simulator, councils pointing at it, worker processes.
import type { ChildProcess } from 'node:child_process';
import { startCli } from '../helpers/cli.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import type { SimCouncilSpec, SimFaults } from '../../sim/data.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import type { Runtime } from '../../core/runtime.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import type { Queues } from '../../core/queues.js';

export async function simWithCouncils(
  rt: Runtime,
  seed: number,
  councils: SimCouncilSpec[],
  day = 30,
): Promise<Simulator> {
  const sim = await startSimulator({ seed, councils, day });
  await new CouncilsAdminRepository(rt.db).load(
    councils.map((c) => ({
      slug: c.slug,
      name: c.name ?? c.slug,
      nation: 'england',
      ons_code: null,
      platform: c.platform ?? 'idox',
      base_url: sim.portalUrl(c.slug),
    })),
  );
  return sim;
}

/** The whole simulated register so far: from well before day 0 to the simulator's today. */
export function fullWindow(sim: Simulator): { since: string; until: string } {
  const until = sim.today();
  const d = new Date(`${until}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (sim.day() + 90));
  return { since: d.toISOString().slice(0, 10), until };
}

export async function councilId(rt: Runtime, slug: string): Promise<number> {
  return (await new CouncilsAdminRepository(rt.db).bySlug(slug))!.id;
}

/** Rows of `table` matching `where`. */
export async function rowCount(
  rt: Runtime,
  table: string,
  where: Record<string, unknown> = {},
): Promise<number> {
  const [{ n }] = await rt.db(table).where(where).count({ n: '*' });
  return Number(n);
}

/** Applications stored for a council. */
export async function storedApplications(rt: Runtime, slug: string): Promise<number> {
  return rowCount(rt, 'applications', { council_id: await councilId(rt, slug) });
}

/**
 * Scraper settings of the in-process pipeline tests: 8 requests at a time per host, quick retries,
 * and a short timeout, so the limiter slots a killed worker held (lease = timeout + 5 s) free soon.
 */
export const PIPELINE_SCRAPER_ENV = {
  SCRAPER_HOST_CONCURRENCY: '8',
  SCRAPER_BACKOFF_MS: '5',
  SCRAPER_RETRIES: '4',
  SCRAPER_TIMEOUT_MS: '5000',
} as const;

export async function scrapeAll(
  rt: Runtime,
  queues: Queues,
  sim: Simulator,
  slugs: string[],
  timeoutMs = 120_000,
) {
  const w = fullWindow(sim);
  const runIds = await Promise.all(
    slugs.map(async (s) => startRun(rt, queues, await councilId(rt, s), { ...w, trigger: 'test' })),
  );
  return Promise.all(runIds.map((id) => waitForRun(rt, id, { pollMs: 100, timeoutMs })));
}

/**
 * One run of `slug` with `faults` set on the simulator, its request counts reset first; the faults
 * are cleared afterwards, also when the run throws.
 */
export async function scrapeWithFaults(
  rt: Runtime,
  queues: Queues,
  sim: Simulator,
  slug: string,
  faults: SimFaults,
): Promise<Awaited<ReturnType<typeof scrapeAll>>[number]> {
  sim.setFaults(slug, faults);
  sim.resetStats();
  try {
    const [run] = await scrapeAll(rt, queues, sim, [slug]);
    return run;
  } finally {
    sim.setFaults(slug, {});
  }
}

/** The environment a `plandata worker` child needs to share this runtime's database, Redis and limits. */
export function workerEnv(rt: Runtime, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: rt.config.DATABASE_URL,
    REDIS_URL: rt.config.REDIS_URL,
    REDIS_PREFIX: rt.config.REDIS_PREFIX,
    LOG_LEVEL: 'warn',
    SCRAPER_HOST_CONCURRENCY: String(rt.config.SCRAPER_HOST_CONCURRENCY),
    SCRAPER_MIN_DELAY_MS: String(rt.config.SCRAPER_MIN_DELAY_MS),
    SCRAPER_BACKOFF_MS: String(rt.config.SCRAPER_BACKOFF_MS),
    SCRAPER_RETRIES: String(rt.config.SCRAPER_RETRIES),
    SCRAPER_TIMEOUT_MS: String(rt.config.SCRAPER_TIMEOUT_MS),
    ...extra,
  };
}

/** One real `plandata worker` process serving the scrape queues. */
export function startScrapeWorker(env: Record<string, string>, concurrency: number): ChildProcess {
  return startCli(
    ['worker', '--queues', 'scrape.council,scrape.fetch,scrape.store', '--concurrency', String(concurrency)],
    env,
  ).child;
}

/** Resolves once `n` workers are registered on the fetch queue (a child's start-up takes seconds). */
export async function waitForWorkers(queues: Queues, n: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await queues.get('scrape.fetch').getWorkers()).length < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} workers after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
