import type { Command } from '../command.js';
import { parse, requireString } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { runWorkers } from '../../workers/main.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { RunTracker } from '../../workers/services/scrape/run-tracker.js';
import { signalExitCode, stopSignals } from '../stop-signals.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { scrapeNational, scrapeRegister } from './scrape-register.js';

const usage = `usage: plandata scrape --council <slug> [--since <YYYY-MM-DD>] [--until <YYYY-MM-DD>]
  runs one council now through the scrape queues (workers in this process, plus any running
  elsewhere) and prints progress; default window: the last 14 days. Exit 0 when the run succeeds.
  SIGTERM or SIGINT stops it: the run is closed as failed ('stopped by SIGTERM'), the council's
  health untouched, and the exit code is 143 or 130 (a second signal abandons jobs in flight).
       plandata scrape --council <slug> --register licensing|hmo [--url <url> [--adapter <a>] [--layout <l>]] [--name <source>]
  reads the council's licensing or HMO register now (each of its sources), through the
  licensing.read or hmo.read job; --url adds or moves the register source first (adapter
  register-file by default).
       plandata scrape --national <name>
  reads a national register now (the Gambling Commission's, 'gambling-commission', as loaded by
  plandata councils load) once, files its rows under each council its rows name and prints what
  each council's share did and which authorities no council matched.`;

const dateRe = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(v: string | undefined, flag: string): string | undefined {
  if (v === undefined) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  // A day not in the calendar (2025-02-30) is refused, not rolled over into the next month.
  if (!dateRe.test(v) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw new UsageError(`${flag} must be YYYY-MM-DD (got '${v}')`);
  return v;
}

export const scrapeCommand: Command = {
  usage,
  async run(args) {
    const { values } = parse(
      args,
      {
        council: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        register: { type: 'string' },
        url: { type: 'string' },
        adapter: { type: 'string' },
        layout: { type: 'string' },
        name: { type: 'string' },
        national: { type: 'string' },
      },
      false,
    );
    if (values.national !== undefined) {
      if (values.council || values.register || values.url || values.since || values.until)
        throw new UsageError('--national goes alone: the national register names its councils');
      return scrapeNational(values.national);
    }
    const slug = requireString(values.council, '--council');
    if (values.register !== undefined) {
      if (values.since || values.until)
        throw new UsageError('--since and --until are for portals, not registers');
      return scrapeRegister({
        ...values,
        council: slug,
        register: requireString(values.register, '--register'),
      });
    }
    if (values.url || values.adapter || values.layout || values.name)
      throw new UsageError('--url, --adapter, --layout and --name go with --register');
    const since = checkDate(values.since, '--since');
    const until = checkDate(values.until, '--until');
    if (since && until && since > until) throw new UsageError('--since is after --until');
    // From here a SIGTERM or SIGINT stops taking work and closes the run (failed, 'stopped by
    // SIGTERM'), then exits 143 or 130: a run is never left 'running' by a deliberate stop.
    const signals = stopSignals();
    const rt = await openRuntime({ name: 'scrape' });
    try {
      const council = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      if (!council) throw new UsageError(`no council '${slug}' (load them with: plandata councils load)`);
      if (!council.platform || !adapters[council.platform]) {
        throw new UsageError(
          `council '${slug}' runs ${council.platform ?? 'no known platform'}; scrapers exist for: ${Object.keys(adapters).join(', ')}`,
        );
      }
      if (signals.received) return signalExitCode(signals.received);
      const workers = await runWorkers({
        runtime: rt,
        only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
      });
      // A second signal abandons the jobs in flight (BullMQ's stalled check hands them on).
      signals.onAgain(() => void workers.stop(true));
      try {
        if (signals.received) return signalExitCode(signals.received);
        const runId = await startRun(rt, workers.queues, council.id, { since, until, trigger: 'cli' });
        console.log(`scrape run ${runId}: ${council.name} (${slug})`);
        const started = Date.now();
        const waiting = waitForRun(rt, runId, {
          pollMs: 500,
          onProgress: (p) => {
            const c = p.counts;
            console.log(
              `  ${((Date.now() - started) / 1000).toFixed(1)}s  found ${p.found}${p.discovered === null ? '+' : ''}  done ${p.done}` +
                `  (new ${c.created}, changed ${c.changed}, unchanged ${c.unchanged}, skipped ${c.skipped}, failed ${c.failed})`,
            );
          },
        });
        const outcome = await Promise.race([
          waiting.then((run) => ({ run, signal: null })),
          signals.signalled.then((signal) => ({ run: null, signal })),
        ]);
        let run = outcome.run;
        if (outcome.signal) {
          console.error(`plandata scrape: ${outcome.signal} received: stopping run ${runId}`);
          // Closed first, so the jobs in flight see it closed and stop early; the workers then drain.
          await new RunTracker(rt.redis, rt.config.REDIS_PREFIX, rt.db).stop(
            runId,
            `stopped by ${outcome.signal}`,
          );
          run = await waiting;
        }
        console.log(
          `run ${runId} ${run!.status}: ${run!.discovered ?? 0} discovered, ${run!.stored} stored (${run!.created} new, ${run!.changed} changed)` +
            (run!.error ? `; ${run!.error}` : ''),
        );
        if (outcome.signal) return signalExitCode(outcome.signal);
        return run!.status === 'succeeded' ? 0 : 1;
      } finally {
        await workers.stop();
      }
    } finally {
      signals.dispose();
      await rt.close();
    }
  },
};
