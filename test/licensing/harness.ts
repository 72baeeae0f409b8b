// Shared set-up of the licensing tests: simulated councils with a licensing register, the council
// and register rows pointing at the simulator, reads through the real licensing.read job.
import type { Knex } from 'knex';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../core/repositories/licensing/registers.repository.js';
import type { LicensingReadRow } from '../../core/repositories/licensing/reads.repository.js';
import type { Queues } from '../../core/queues.js';
import type { Runtime } from '../../core/runtime.js';
import type { SimRegisterSpec } from '../../sim/data.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { startRead, waitForRead } from '../../workers/services/registers/now.js';

export interface LicensingCouncil {
  slug: string;
  register: Omit<SimRegisterSpec, 'adapter'>;
  nation?: string;
}

/** The simulator with the councils' licensing registers, and their rows in the database. */
export async function licensingSim(
  rt: Runtime,
  seed: number,
  councils: LicensingCouncil[],
  day = 0,
): Promise<Simulator> {
  const sim = await startSimulator({
    seed,
    day,
    councils: councils.map((c) => ({
      slug: c.slug,
      applications: 20,
      registers: { licensing: { adapter: 'register-file', ...c.register } },
    })),
  });
  await registerCouncils(rt.db, sim, councils);
  return sim;
}

export async function registerCouncils(
  db: Knex,
  sim: Simulator,
  councils: LicensingCouncil[],
): Promise<void> {
  await new CouncilsAdminRepository(db).load(
    councils.map((c) => ({
      slug: c.slug,
      name: c.slug,
      nation: c.nation ?? 'england',
      ons_code: null,
      platform: 'idox',
      base_url: sim.portalUrl(c.slug),
    })),
  );
  const registers = new CouncilRegistersRepository(db);
  for (const c of councils) {
    const council = await new CouncilsAdminRepository(db).bySlug(c.slug);
    const cfg = sim.registerConfig(c.slug, 'licensing');
    await registers.upsert({
      councilId: council!.id,
      register: 'licensing',
      adapter: cfg.adapter,
      url: cfg.url,
      options: cfg.options ?? null,
    });
  }
}

export async function sourceOf(db: Knex, slug: string): Promise<RegisterToRead> {
  const [r] = await new CouncilRegistersRepository(db).ofCouncil(slug, 'licensing');
  if (!r) throw new Error(`no licensing register for ${slug}`);
  return r;
}

/** One read of the council's register through the licensing.read job, waited for. */
export async function readNow(rt: Runtime, queues: Queues, slug: string): Promise<LicensingReadRow> {
  const id = await startRead(rt, queues, await sourceOf(rt.db, slug), 'test');
  return waitForRead(rt, id, { pollMs: 50, timeoutMs: 120_000 });
}

export interface FeedRow {
  position: number;
  id: string;
  key: string;
  source: string;
  change_type: string;
  event_type: string | null;
  field: string | null;
  before: unknown;
  after: unknown;
  significance: string;
  alertable: boolean;
  backfill: boolean;
  event_date: string | null;
  read_id: number;
}

/** The change feed, oldest first, with each row's record key. */
export async function feed(db: Knex, where: { read_id?: number } = {}): Promise<FeedRow[]> {
  const q = db('licensing_changes as c')
    .join('licences as l', 'l.id', 'c.licence_id')
    .select(
      'c.position',
      'c.id',
      'l.key',
      'c.source',
      'c.change_type',
      'c.event_type',
      'c.field',
      'c.before',
      'c.after',
      'c.significance',
      'c.alertable',
      'c.backfill',
      'c.event_date',
      'c.read_id',
    )
    .orderBy('c.position');
  if (where.read_id !== undefined) q.where('c.read_id', where.read_id);
  return (await q) as FeedRow[];
}
