import type { Command } from '../command.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateLatest } from '../../migrations/runner.js';
import { runWorkers } from '../../workers/main.js';
import { loadConfig } from '../../core/config.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { startSimulator } from '../../sim/server.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';

// The councils the demo ingests: simulated Idox portals on this machine (no internet needed).
const DEMO_COUNCILS = ['sim-northbrook', 'sim-eastmere', 'sim-westford'];

export const demoCommand: Command = {
  usage: `usage: plandata demo
  env: DEMO_SIM_APPS (applications per simulated council, default 300), DEMO_SIM_SEED (default 1)`,
  async run() {
    // The simulator is local and ours: politeness defaults are relaxed unless set explicitly.
    const config = loadConfig({
      ...process.env,
      SCRAPER_MIN_DELAY_MS: process.env.SCRAPER_MIN_DELAY_MS ?? '0',
      SCRAPER_HOST_CONCURRENCY: process.env.SCRAPER_HOST_CONCURRENCY ?? '4',
    });
    const rt = await openRuntime({ name: 'demo', config });
    const applied = await migrateLatest(rt.db);
    rt.logger.info({ applied }, 'database migrated');
    const apps = Number(process.env.DEMO_SIM_APPS ?? 300);
    const sim = await startSimulator({
      seed: Number(process.env.DEMO_SIM_SEED ?? 1),
      councils: DEMO_COUNCILS.map((slug) => ({ slug, applications: apps })),
      day: 30,
    });
    const councils = new CouncilsAdminRepository(rt.db);
    await councils.load(
      DEMO_COUNCILS.map((slug) => ({
        slug,
        name: slug.replace(/^sim-/, '').replace(/^./, (c) => c.toUpperCase()) + ' (simulated)',
        nation: 'england',
        ons_code: null,
        platform: 'idox',
        base_url: sim.portalUrl(slug),
      })),
    );
    rt.logger.info({ simulator: sim.url, councils: DEMO_COUNCILS }, 'portal simulator started');
    // The demo owns its keyspace: queues left by an earlier demo database are cleared (core/keyspace.ts).
    const workers = await runWorkers({ runtime: rt, resetKeyspace: true });
    const until = sim.today();
    const from = new Date(`${until}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 120);
    for (const slug of DEMO_COUNCILS) {
      const c = (await councils.bySlug(slug))!;
      const runId = await startRun(rt, workers.queues, c.id, {
        since: from.toISOString().slice(0, 10),
        until,
        trigger: 'demo',
      });
      void waitForRun(rt, runId, { pollMs: 1000 }).then(
        (run) =>
          rt.logger.info(
            {
              council: slug,
              status: run.status,
              discovered: run.discovered,
              stored: run.stored,
              error: run.error,
            },
            'demo ingest finished',
          ),
        (err) => rt.logger.error({ council: slug, err: (err as Error).message }, 'demo ingest failed'),
      );
    }
    const api = await runApi({ runtime: rt });
    rt.logger.info(
      `plandata demo: API on ${api.url} (try ${api.url.replace('0.0.0.0', '127.0.0.1')}/health)`,
    );
    exitOnSignals(async () => {
      await api.stop();
      await workers.stop();
      await sim.close();
      await rt.close();
    }, rt.logger);
    await new Promise(() => {});
    return 0;
  },
};
