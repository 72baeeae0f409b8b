// The demo's data path (`plandata demo`, and test/ops/demo.test.ts on a small scale): the portal
// simulator with its councils, their licensing and HMO registers, the synthetic national files of
// sim/open-data.ts written to a temporary folder and loaded through the loaders of `plandata load`
// (before ingest, so every stored application is joined to them), the ingest through the workers,
// and once it is done the synthetic appeals casework file loaded as `plandata appeals load` loads
// one (appeals join to stored applications), the constraint check and the derived tables.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '../core/calendar.js';
import type { Knex } from '../core/db.js';
import type { Logger } from '../core/logger.js';
import type { JobName } from '../core/jobs.js';
import type { Queues } from '../core/queues.js';
import type { Runtime } from '../core/runtime.js';
import { CouncilsAdminRepository } from '../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../core/repositories/licensing/registers.repository.js';
import { runConstraintCheck } from '../enrich/constraints/nightly.js';
import { startSimulator } from '../sim/server.js';
import { runWorkers, type WorkerHandle } from '../workers/main.js';
import { refreshDerived } from '../workers/services/derived.js';
import { startHmoRead } from '../workers/services/registers/hmo-read.js';
import { startRead, waitForRead } from '../workers/services/registers/now.js';
import { startRun, waitForRun } from '../workers/services/scrape/now.js';
import { constraintsLoader } from '../enrich/loaders/constraints.js';
import { runLoad, type LoaderSpec } from '../enrich/loaders/framework.js';
import { loaders } from '../enrich/loaders/index.js';
import {
  simAppealsFile,
  simOpenData,
  type SimOpenDataCouncil,
  type SimOpenDataFile,
} from '../sim/open-data.js';
import type { Simulator } from '../sim/server.js';
import { filePage } from './commands/appeals.js';
import { loadAppeals, type AppealsLoadResult } from '../workers/services/registers/appeals-store.js';

/** The simulated councils of a demo with the (synthetic) local authority codes their rows carry. */
export interface DemoCouncil {
  slug: string;
  onsCode: string;
}

/** Synthetic local authority codes of the demo councils: E06 (unitary) 999xxx, never a real one. */
export const demoOnsCode = (i: number): string => `E06999${String(i + 1).padStart(3, '0')}`;

function specOf(f: SimOpenDataFile): LoaderSpec<never> {
  return (f.kind === 'constraints' ? constraintsLoader(f.layer!) : loaders[f.kind]!) as LoaderSpec<never>;
}

function simCouncils(sim: Simulator, councils: DemoCouncil[]): SimOpenDataCouncil[] {
  return councils.map((c) => ({ data: sim.council(c.slug), onsCode: c.onsCode }));
}

/** What the demo loaded, kind by kind, and the places its example requests show. */
export interface DemoOpenData {
  loaded: { kind: string; file: string; rows: number }[];
  /** A postcode in a conservation area with live applications around it. */
  postcode: string;
  /** The company owning the most of the simulated councils' titles. */
  owner: string;
}

/** Writes the synthetic national files to a temporary folder, loads them, and removes the folder. */
export async function loadDemoOpenData(
  db: Knex,
  sim: Simulator,
  councils: DemoCouncil[],
  seed: number,
): Promise<DemoOpenData> {
  const data = simOpenData(seed, simCouncils(sim, councils));
  return inTempDir(async (dir) => {
    const loaded: DemoOpenData['loaded'] = [];
    for (const f of data.files) {
      const file = path.join(dir, f.name);
      await writeFile(file, f.body);
      const s = await runLoad(db, specOf(f), file, {
        release: f.release,
        scope: f.layer ?? '',
        progress: false,
      });
      loaded.push({ kind: f.layer ? `${f.kind} ${f.layer}` : f.kind, file: f.name, rows: s.loaded });
    }
    return { loaded, postcode: data.postcode, owner: data.owner };
  });
}

/** Loads the synthetic appeals casework file (the register-file adapter's casework layout). */
export async function loadDemoAppeals(
  db: Knex,
  sim: Simulator,
  councils: DemoCouncil[],
  log: Logger,
): Promise<AppealsLoadResult> {
  const today = sim.today();
  const f = simAppealsFile(simCouncils(sim, councils), addDays(today, -sim.day()), today);
  return inTempDir(async (dir) => {
    const file = path.join(dir, f.name);
    await writeFile(file, f.body);
    return loadAppeals(db, {
      adapter: 'register-file',
      pages: [filePage(file)],
      sourceFile: f.name,
      log,
    });
  });
}

async function inTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plandata-demo-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The councils the demo ingests: simulated Idox portals on this machine (no internet needed). */
export const DEMO_COUNCILS: readonly DemoCouncil[] = ['sim-northbrook', 'sim-eastmere', 'sim-westford'].map(
  (slug, i) => ({ slug, onsCode: demoOnsCode(i) }),
);

export interface DemoOptions {
  /** Live applications per council; the archive is as many, the families one per 20. */
  apps: number;
  seed: number;
  /** Records of each council's HMO and licensing registers. */
  registerRecords?: number;
  /** Milliseconds between polls of a run or read. */
  pollMs?: number;
}

export interface DemoData {
  sim: Simulator;
  workers: WorkerHandle;
  openData: DemoOpenData;
  /**
   * Settles when everything in the background is done: the two ingests and the back-fill, the
   * second licensing read (its changes), the appeals, the constraint check and the derived tables.
   * Each step's failure is logged, not thrown: the API serves what is stored meanwhile.
   */
  ready: Promise<void>;
}

/** Polls until no job of these queues is waiting, active or delayed. */
async function drained(queues: Queues, names: JobName[], pollMs: number): Promise<void> {
  for (;;) {
    const counts = await Promise.all(
      names.map((n) => queues.get(n).getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
    );
    if (counts.every((c) => Object.values(c).every((v) => !v))) return;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Starts the demo's data path on a migrated database; what it starts is pushed on `started` (each
 * a stop, to be run in reverse order).
 */
export async function startDemoData(
  rt: Runtime,
  opts: DemoOptions,
  started: (() => Promise<void>)[],
): Promise<DemoData> {
  const { apps, seed } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const records = opts.registerRecords ?? 40;
  const log = rt.logger;
  const sim = await startSimulator({
    seed,
    councils: DEMO_COUNCILS.map(({ slug }) => ({
      slug,
      applications: apps,
      archive: apps,
      families: Math.max(2, Math.round(apps / 20)),
      // Each simulated council also publishes an HMO register (docs/hmo.md) and a licensing
      // register (docs/licensing.md) as files.
      registers: {
        hmo: { adapter: 'register-file', records },
        licensing: { adapter: 'register-file', records },
      },
    })),
    day: 0,
  });
  started.push(() => sim.close());
  const councils = new CouncilsAdminRepository(rt.db);
  await councils.load(
    DEMO_COUNCILS.map(({ slug, onsCode }) => ({
      slug,
      name: slug.replace(/^sim-/, '').replace(/^./, (c) => c.toUpperCase()) + ' (simulated)',
      nation: 'england',
      ons_code: onsCode,
      platform: 'idox',
      base_url: sim.portalUrl(slug),
    })),
  );
  log.info({ simulator: sim.url, councils: DEMO_COUNCILS.map((c) => c.slug) }, 'portal simulator started');
  const openData = await loadDemoOpenData(rt.db, sim, [...DEMO_COUNCILS], seed);
  log.info({ loaded: openData.loaded }, 'demo open data loaded');
  // The demo owns its keyspace: queues left by an earlier demo database are cleared (core/keyspace.ts).
  const workers = await runWorkers({ runtime: rt, resetKeyspace: true });
  started.push(() => workers.stop());
  const ids = new Map<string, number>();
  for (const { slug } of DEMO_COUNCILS) ids.set(slug, (await councils.bySlug(slug))!.id);

  // The simulated clock starts 30 days earlier: the first read sees those records pending, the
  // clock moves on and the second read records their changes (versions: GET .../history); then a
  // back-fill of the five years before 2026, whose records the store step files in the archive
  // (spec 1, 2.2).
  const recent = (): { since: string; until: string; trigger: string } => {
    const until = sim.today();
    return { since: addDays(until, -120), until, trigger: 'demo' };
  };
  // One council's failed run is logged and the others go on (so the steps after wait for them all).
  const ingest = async (slug: string, w: { since: string; until: string; trigger: string }) => {
    try {
      const runId = await startRun(rt, workers.queues, ids.get(slug)!, w);
      const { status, discovered, stored, error } = await waitForRun(rt, runId, { pollMs });
      log.info(
        { council: slug, window: `${w.since}..${w.until}`, status, discovered, stored, error },
        'demo ingest finished',
      );
    } catch (err) {
      log.error({ council: slug, err: (err as Error).message }, 'demo ingest failed');
    }
  };
  // Registers are read once at start; the licensing registers again once the clock has moved on,
  // so /v1/licensing/changes has the changes between the two reads.
  const registers = new CouncilRegistersRepository(rt.db);
  const registerOf = async (slug: string, register: 'hmo' | 'licensing') => {
    const cfg = sim.registerConfig(slug, register);
    const row = await registers.upsert({
      councilId: ids.get(slug)!,
      register,
      adapter: cfg.adapter,
      url: cfg.url,
    });
    return (await registers.byId(row.id))!;
  };
  const licensingReads: number[] = [];
  for (const { slug } of DEMO_COUNCILS) {
    await startHmoRead(rt, workers.queues, await registerOf(slug, 'hmo'), 'demo');
    licensingReads.push(await startRead(rt, workers.queues, await registerOf(slug, 'licensing'), 'demo'));
  }
  // Each step's summary is logged (the ingests and reads log their own).
  const step = async (what: string, run: () => Promise<object | void>) => {
    try {
      const done = await run();
      if (done) log.info({ done }, `demo ${what} done`);
    } catch (err) {
      log.error({ err: (err as Error).message }, `demo ${what} failed`);
    }
  };
  const slugs = DEMO_COUNCILS.map((c) => c.slug);
  // Nightly otherwise (the enrich.constraints job): once the joins that run after each store
  // (enrich.application) have located the records stored so far, the constraint check of those not
  // checked yet; after the first ingest already, so the live records have theirs early.
  const checkConstraints = async () => {
    await step('enrichment', () => drained(workers.queues, ['enrich.application'], pollMs));
    await step('constraint check', async () => ({ records: await runConstraintCheck(rt.db) }));
  };
  const ready = (async () => {
    await step('first ingest', async () => {
      await Promise.all(slugs.map((s) => ingest(s, recent())));
    });
    await checkConstraints();
    await step('first licensing reads', async () => {
      await Promise.all(licensingReads.map((id) => waitForRead(rt, id, { pollMs })));
    });
    sim.setDay(30);
    const backfill = { since: '2021-01-01', until: '2025-12-31', trigger: 'backfill' };
    await step('second ingest and back-fill', async () => {
      await Promise.all([
        ...slugs.flatMap((s) => [ingest(s, recent()), ingest(s, backfill)]),
        ...slugs.map(async (s) =>
          waitForRead(rt, await startRead(rt, workers.queues, await registerOf(s, 'licensing'), 'demo'), {
            pollMs,
          }),
        ),
      ]);
    });
    await step('appeals load', async () => {
      const r = await loadDemoAppeals(rt.db, sim, [...DEMO_COUNCILS], log);
      return { appeals: r.written, joined: r.joined };
    });
    await checkConstraints();
    // Nightly otherwise (the planning.derived job): the tables the expiring-consents,
    // decision-statistics and owner endpoints read.
    await step('derived tables', () => refreshDerived(rt.db));
  })();
  return { sim, workers, openData, ready };
}
