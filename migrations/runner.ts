import type { Knex } from 'knex';
import { migrations, type Migration } from './index.js';

const source: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, m]) => m,
};

const options = { migrationSource: source, tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(options)) as [number, string[]];
  return applied;
}

/** Rolls back every migration (down to zero). */
export async function migrateDownAll(db: Knex): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(options, true)) as [number, string[]];
  return reverted;
}

export async function migrationStatus(db: Knex): Promise<{ applied: string[]; pending: string[] }> {
  const [done, pending] = (await db.migrate.list(options)) as [{ name: string }[], [string, Migration][]];
  return { applied: done.map((d) => d.name), pending: pending.map(([n]) => n) };
}
