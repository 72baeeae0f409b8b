// Starting a council's run now (plandata scrape, the demo, tests, bench) and waiting for it:
// the run goes through the same queues and workers as the nightly one.
import type { Runtime } from '../../../core/runtime.js';
import {
  ScrapeRunsRepository,
  type ScrapeRunRow,
} from '../../../core/repositories/scrape-runs.repository.js';
import type { Queues } from '../../../core/queues.js';
import { scrapeJobOptions, windowFor } from './policy.js';
import { RunTracker } from './run-tracker.js';

export interface StartRunOptions {
  since?: string;
  until?: string;
  trigger?: string;
}

/** Creates the run row and queues its discover job; returns the run id. */
export async function startRun(
  rt: Runtime,
  queues: Queues,
  councilId: number,
  opts: StartRunOptions = {},
): Promise<number> {
  const window = windowFor(opts.since, new Date(), opts.until);
  if (window.from > window.to) throw new RangeError(`--since ${window.from} is after ${window.to}`);
  const runId = await new ScrapeRunsRepository(rt.db).start(councilId, opts.trigger ?? 'cli', window);
  await queues.enqueue(
    'scrape.council',
    { councilId, runId, since: window.from, until: window.to, trigger: opts.trigger ?? 'cli' },
    { ...scrapeJobOptions(rt.config), jobId: `c-${runId}` },
  );
  return runId;
}

export interface RunProgress {
  discovered: number | null;
  found: number;
  done: number;
  counts: Record<string, number>;
}

/** Polls until the run closes; `onProgress` sees each change. Resolves with the closed run row. */
export async function waitForRun(
  rt: Runtime,
  runId: number,
  opts: { onProgress?: (p: RunProgress) => void; pollMs?: number; timeoutMs?: number } = {},
): Promise<ScrapeRunRow> {
  const runs = new ScrapeRunsRepository(rt.db);
  const tracker = new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db);
  const deadline = opts.timeoutMs ? Date.now() + opts.timeoutMs : Infinity;
  let last = '';
  for (;;) {
    const run = await runs.byId(runId);
    if (!run) throw new Error(`scrape run ${runId} does not exist`);
    const p = await tracker.progress(runId);
    const key = JSON.stringify(p);
    if (key !== last) {
      last = key;
      opts.onProgress?.(p);
    }
    if (run.status !== 'running') return run;
    if (Date.now() > deadline)
      throw new Error(`scrape run ${runId} still running after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 250));
  }
}
