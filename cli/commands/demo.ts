import { randomBytes } from 'node:crypto';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { ensureDatabase } from '../database.js';
import { checkPort, listenFailure } from '../port.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateLatest } from '../../migrations/runner.js';
import { loadConfig } from '../../core/config.js';
import { FatalError } from '../../core/errors.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import type { Runtime } from '../../core/runtime.js';
import { DEMO_COUNCILS, startDemoData, type DemoOpenData } from '../demo-data.js';

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
  discharges of conditions, a section 73 variation), an HMO and a licensing register, and SYNTHETIC
  national files made for its postcodes and addresses (postcodes, conservation areas, EPC, price
  paid, company-owned land, companies: sim/open-data.ts), loaded before the ingest through the
  loaders of \`plandata load\`; a synthetic appeals file is loaded once the ingest is done.
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
      // The demo's accounts are made up (plandata.invalid): its alert e-mails stay queued.
      SMTP_URL: '',
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
      const demo = await startDemoData(rt, { apps, seed }, started);
      // In the background: the API serves what is stored so far meanwhile.
      void demo.ready.then(() => rt.logger.info('demo data complete'));
      let api;
      try {
        api = await runApi({ runtime: rt });
      } catch (err) {
        // The port was taken after the check: nothing keeps running without the API.
        throw listenFailure(err, config.HOST, config.PORT) ?? err;
      }
      started.push(() => api.stop());
      console.log(await demoWelcome(rt, api.url, demo.openData, Boolean(process.env.OPERATOR_TOKEN)));
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
 * are, and three requests to paste whose answers carry location, constraints and owner blocks: the
 * applications around a postcode in a (synthetic) conservation area, the applications on the land of
 * the company owning most titles, and the constraint check of that postcode.
 */
export async function demoWelcome(
  rt: Runtime,
  url: string,
  data: DemoOpenData,
  tokenGiven: boolean,
): Promise<string> {
  // Behind a published port (docker compose) the address outside is PUBLIC_BASE_URL's.
  const base = process.env.PUBLIC_BASE_URL
    ? rt.config.PUBLIC_BASE_URL.replace(/\/$/, '')
    : url.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  const { key } = await new KeysRepository(rt.db).create({
    email: 'demo@plandata.invalid',
    plan: 'enterprise',
    contactAddon: true,
    label: 'demo',
  });
  const auth = `-H "Authorization: Bearer ${key}"`;
  const pc = encodeURIComponent(data.postcode);
  const [first] = DEMO_COUNCILS;
  return [
    '',
    `plandata demo is up on ${base} (the simulated councils are being ingested; the status page shows progress)`,
    '',
    `  API key (demo only): ${key}`,
    `  API docs:            ${base}/docs`,
    `  status page:         ${base}/status`,
    `  queue dashboard:     ${base}/admin/queues   (user: any, password: the operator token)`,
    // A token the demo made is for this demo only; one it was given (OPERATOR_TOKEN, as docker
    // compose passes the deployment's from .env) is an operator's secret and stays out of the log.
    `  operator token:      ${tokenGiven ? 'the OPERATOR_TOKEN you set' : rt.config.OPERATOR_TOKEN}   (also for ${base}/metrics)`,
    `  open data loaded:    ${data.loaded.map((l) => `${l.kind} ${l.rows}`).join(', ')} (synthetic)`,
    '',
    '  try (location, constraints and owner blocks fill in as the ingest goes on):',
    `  curl -s ${auth} '${base}/v1/applications/nearby?postcode=${pc}&radius=500&limit=3'`,
    `  curl -s ${auth} '${base}/v1/owners/${data.owner}/applications?limit=3'`,
    `  curl -s ${auth} '${base}/v1/constraints?postcode=${pc}'`,
    '',
    '  and: /v1/councils, /v1/owners?q=sample, /v1/licensed-premises?council=' +
      first!.slug +
      ', /v1/licensing/changes, /v1/hmo-licences?council=' +
      first!.slug +
      ', /v1/appeals (the appeals load once the ingest is done)',
    '',
  ].join('\n');
}
