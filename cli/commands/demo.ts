import { randomBytes } from 'node:crypto';
import type { Command } from '../command.js';
import { refreshDerived } from '../../workers/services/derived.js';
import { parse } from '../args.js';
import { ensureDatabase } from '../database.js';
import { checkPort, listenFailure } from '../port.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateLatest } from '../../migrations/runner.js';
import { runWorkers } from '../../workers/main.js';
import { loadConfig } from '../../core/config.js';
import { FatalError } from '../../core/errors.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { startSimulator } from '../../sim/server.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { startHmoRead } from '../../workers/services/registers/hmo-read.js';
import { startRun, waitForRun } from '../../workers/services/scrape/now.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import type { Runtime } from '../../core/runtime.js';

// The councils the demo ingests: simulated Idox portals on this machine (no internet needed).
const DEMO_COUNCILS = ['sim-northbrook', 'sim-eastmere', 'sim-westford'];

/** A whole-number environment variable of the demo, or one line naming it. */
function envInt(name: string, fallback: number, min: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v.trim()) || Number(v) < min)
    throw new FatalError(`${name} must be a whole number of at least ${min} (got '${v}')`);
  return Number(v);
}

export const demoCommand: Command = {
  usage: `usage: plandata demo
  migrates (creating the database DATABASE_URL names when it does not exist), starts the portal
  simulator, ingests it through the workers and serves the API on HOST:PORT (checked first: a busy
  PORT stops the demo with one line before anything starts).
  Each simulated council has live applications (2026), an archive of earlier years (read by a
  back-fill run of 2021-2025) and families of linked applications (outline, reserved matters,
  discharges of conditions, a section 73 variation).
  env: DEMO_SIM_APPS (live applications per simulated council, default 300; the archive is as many,
  the families one per 20), DEMO_SIM_SEED (default 1)`,
  async run(args) {
    parse(args, {}, false); // takes no arguments: an unknown one is named, exit 2
    const apps = envInt('DEMO_SIM_APPS', 300, 1);
    const seed = envInt('DEMO_SIM_SEED', 1, 0);
    // The simulator is local and ours: politeness defaults are relaxed unless set explicitly.
    const config = loadConfig({
      ...process.env,
      // The operator pages (/admin/queues, /metrics) need a token: the demo makes one unless given.
      OPERATOR_TOKEN: process.env.OPERATOR_TOKEN || randomBytes(18).toString('base64url'),
      SCRAPER_MIN_DELAY_MS: process.env.SCRAPER_MIN_DELAY_MS ?? '0',
      SCRAPER_HOST_CONCURRENCY: process.env.SCRAPER_HOST_CONCURRENCY ?? '4',
    });
    // Before anything starts: a busy port must not leave workers scraping with no API.
    await checkPort(config.HOST, config.PORT);
    await ensureDatabase(config.DATABASE_URL);
    const rt = await openRuntime({ name: 'demo', config });
    // Everything started so far, stopped in reverse order when a later step fails or on a signal.
    const started: (() => Promise<void>)[] = [() => rt.close()];
    const stopAll = async () => {
      for (const stop of started.reverse()) await stop().catch(() => {});
      started.length = 0;
    };
    try {
      const applied = await migrateLatest(rt.db);
      rt.logger.info({ applied }, 'database migrated');
      const sim = await startSimulator({
        seed,
        councils: DEMO_COUNCILS.map((slug) => ({
          slug,
          applications: apps,
          archive: apps,
          families: Math.max(2, Math.round(apps / 20)),
          // Each simulated council also publishes an HMO register (docs/hmo.md), read once at start.
          registers: { hmo: { adapter: 'register-file', records: 40 } },
        })),
        day: 0,
      });
      started.push(() => sim.close());
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
      started.push(() => workers.stop());
      // The simulated clock starts 30 days earlier: the first read sees those records pending, the
      // clock moves on and the second read records their changes (versions: GET .../history); then a
      // back-fill of the five years before 2026, whose records the store step files in the archive
      // (spec 1, 2.2). In the background: the API serves what is stored so far meanwhile.
      const recent = (): { since: string; until: string; trigger: string } => {
        const until = sim.today();
        const from = new Date(`${until}T00:00:00Z`);
        from.setUTCDate(from.getUTCDate() - 120);
        return { since: from.toISOString().slice(0, 10), until, trigger: 'demo' };
      };
      const ingest = async (slug: string, w: { since: string; until: string; trigger: string }) => {
        const c = (await councils.bySlug(slug))!;
        const runId = await startRun(rt, workers.queues, c.id, w);
        try {
          const run = await waitForRun(rt, runId, { pollMs: 1000 });
          rt.logger.info(
            {
              council: slug,
              window: `${w.since}..${w.until}`,
              status: run.status,
              discovered: run.discovered,
              stored: run.stored,
              error: run.error,
            },
            'demo ingest finished',
          );
        } catch (err) {
          rt.logger.error({ council: slug, err: (err as Error).message }, 'demo ingest failed');
        }
      };
      void (async () => {
        await Promise.all(DEMO_COUNCILS.map((slug) => ingest(slug, recent())));
        sim.setDay(30);
        const backfill = { since: '2021-01-01', until: '2025-12-31', trigger: 'backfill' };
        await Promise.all(DEMO_COUNCILS.flatMap((slug) => [ingest(slug, recent()), ingest(slug, backfill)]));
        // Once ingested, the derived tables the expiring-consents, decision-statistics and owner
        // endpoints read (nightly otherwise: the planning.derived job).
        try {
          const done = await refreshDerived(rt.db);
          rt.logger.info({ done }, 'demo derived tables rebuilt');
        } catch (err) {
          rt.logger.error({ err: (err as Error).message }, 'demo derived tables failed');
        }
      })();
      const registers = new CouncilRegistersRepository(rt.db);
      for (const slug of DEMO_COUNCILS) {
        const c = (await councils.bySlug(slug))!;
        const cfg = sim.registerConfig(slug, 'hmo');
        const row = await registers.upsert({
          councilId: c.id,
          register: 'hmo',
          adapter: cfg.adapter,
          url: cfg.url,
        });
        await startHmoRead(rt, workers.queues, (await registers.byId(row.id))!, 'demo');
      }
      let api;
      try {
        api = await runApi({ runtime: rt });
      } catch (err) {
        // The port was taken after the check: nothing keeps running without the API.
        throw listenFailure(err, config.HOST, config.PORT) ?? err;
      }
      started.push(() => api.stop());
      console.log(await demoWelcome(rt, api.url));
    } catch (err) {
      await stopAll();
      throw err;
    }
    exitOnSignals(stopAll, rt.logger);
    await new Promise(() => {});
    return 0;
  },
};

/**
 * What a new user needs once the demo is up: a working key (a new Enterprise key with the Contact
 * Data add-on, for this demo database only), where the docs, the status page and the operator pages
 * are, and three requests to paste.
 */
async function demoWelcome(rt: Runtime, url: string): Promise<string> {
  const base = url.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  const { key } = await new KeysRepository(rt.db).create({
    email: 'demo@plandata.invalid',
    plan: 'enterprise',
    contactAddon: true,
    label: 'demo',
  });
  const auth = `-H "Authorization: Bearer ${key}"`;
  return [
    '',
    `plandata demo is up on ${base} (the simulated councils are being ingested; the status page shows progress)`,
    '',
    `  API key (demo only): ${key}`,
    `  API docs:            ${base}/docs`,
    `  status page:         ${base}/status`,
    `  queue dashboard:     ${base}/admin/queues   (user: any, password: the operator token)`,
    `  operator token:      ${rt.config.OPERATOR_TOKEN}   (also for ${base}/metrics)`,
    '',
    '  try:',
    `  curl -s ${auth} '${base}/v1/councils'`,
    `  curl -s ${auth} '${base}/v1/applications?council=${DEMO_COUNCILS[0]}&limit=3'`,
    `  curl -s ${auth} '${base}/v1/applications?council=${DEMO_COUNCILS[1]}&stage=approved&limit=2'`,
    '',
  ].join('\n');
}
