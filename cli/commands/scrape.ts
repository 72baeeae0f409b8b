import type { Command } from '../command.js';
import { parse, requireString } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { runWorkers } from '../../workers/main.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { adapters } from '../../scrapers/platforms/index.js';
import { scrapeRegister } from './scrape-register.js';

const usage = `usage: plandata scrape --council <slug> [--since <YYYY-MM-DD>] [--until <YYYY-MM-DD>]
  runs one council now through the scrape queues (workers in this process, plus any running
  elsewhere) and prints progress; default window: the last 14 days. Exit 0 when the run succeeds.
       plandata scrape --council <slug> --register licensing [--url <url> [--adapter <a>] [--layout <l>]] [--name <source>]
  reads the council's licensing register now (each of its sources), through the licensing.read
  job; --url adds or moves the register source first (adapter register-file by default).`;

const dateRe = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(v: string | undefined, flag: string): string | undefined {
  if (v === undefined) return undefined;
  if (!dateRe.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    throw new UsageError(`${flag} must be YYYY-MM-DD (got '${v}')`);
  return v;
}

export const scrapeCommand: Command = {
  summary: 'scrape one council now, with progress',
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
      },
      false,
    );
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
    const rt = await openRuntime({ name: 'scrape' });
    try {
      const council = await new CouncilsAdminRepository(rt.db).bySlug(slug);
      if (!council) throw new UsageError(`no council '${slug}' (load them with: plandata councils load)`);
      if (!council.platform || !adapters[council.platform]) {
        throw new UsageError(
          `council '${slug}' runs ${council.platform ?? 'no known platform'}; scrapers exist for: ${Object.keys(adapters).join(', ')}`,
        );
      }
      const workers = await runWorkers({
        runtime: rt,
        only: ['scrape.council', 'scrape.fetch', 'scrape.store'],
      });
      try {
        const runId = await startRun(rt, workers.queues, council.id, { since, until, trigger: 'cli' });
        console.log(`scrape run ${runId}: ${council.name} (${slug})`);
        const started = Date.now();
        const run = await waitForRun(rt, runId, {
          pollMs: 500,
          onProgress: (p) => {
            const c = p.counts;
            console.log(
              `  ${((Date.now() - started) / 1000).toFixed(1)}s  found ${p.found}${p.discovered === null ? '+' : ''}  done ${p.done}` +
                `  (new ${c.created}, changed ${c.changed}, unchanged ${c.unchanged}, skipped ${c.skipped}, failed ${c.failed})`,
            );
          },
        });
        console.log(
          `run ${runId} ${run.status}: ${run.discovered ?? 0} discovered, ${run.stored} stored (${run.created} new, ${run.changed} changed)` +
            (run.error ? `; ${run.error}` : ''),
        );
        return run.status === 'succeeded' ? 0 : 1;
      } finally {
        await workers.stop();
      }
    } finally {
      await rt.close();
    }
  },
};
