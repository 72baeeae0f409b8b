// Test data for the feed tests: councils and applications written straight into the test database
// (the store step's own tests cover how they normally arrive), and API keys.
import type { Knex } from '../../core/db.js';
import { newApplicationId } from '../../core/ids.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import { AlertsRepository, type AlertRow } from '../../core/repositories/planning/alerts.repository.js';
import type { PlanName } from '../../core/plans.js';

export async function addCouncil(db: Knex, slug: string, nation = 'england'): Promise<number> {
  const [{ id }] = (await db('councils')
    .insert({ slug, name: `${slug} council`, nation, platform: 'idox' })
    .returning('id')) as { id: number }[];
  return id;
}

export interface AppInput {
  councilId: number;
  reference: string;
  nation?: string;
  lat?: number;
  lng?: number;
  categories?: string[];
  owners?: string[];
  description?: string;
}

/** Inserts a live application with its first version row; returns its numeric id. */
export async function addApplication(db: Knex, a: AppInput): Promise<number> {
  const [{ id }] = (await db('applications')
    .insert({
      public_id: newApplicationId(),
      council_id: a.councilId,
      reference: a.reference,
      reference_norm: a.reference.toUpperCase().replace(/\s+/g, ''),
      nation: a.nation ?? 'england',
      description: a.description ?? `Test application ${a.reference}`,
      categories: a.categories ?? [],
      owner_company_numbers: a.owners ?? null,
      location:
        a.lat !== undefined && a.lng !== undefined
          ? db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [a.lng, a.lat])
          : null,
      content_hash: `h-${a.reference}`,
      stage: 'pending',
    })
    .returning('id')) as { id: number }[];
  await db('application_versions').insert({
    application_id: id,
    version: 1,
    content_hash: `h-${a.reference}`,
    snapshot: JSON.stringify({ categories: a.categories ?? [] }),
  });
  return id;
}

export async function addKey(db: Knex, plan: PlanName, email: string): Promise<string> {
  return (await new KeysRepository(db).create({ email, plan })).key;
}

/** A daily council alert of the account, every category. */
export async function addCouncilAlert(
  db: Knex,
  account: string,
  councilId: number,
  name: string | null = null,
): Promise<AlertRow> {
  return new AlertsRepository(db).create(account, {
    type: 'council',
    name,
    lat: null,
    lng: null,
    radius_m: null,
    council_id: councilId,
    nation: null,
    owner_company: null,
    owner_scope: null,
    categories: null,
    frequency: 'daily',
  });
}

/** Polls `fn` every 50 ms until it returns a value (default 20 s, then throws). */
export async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
