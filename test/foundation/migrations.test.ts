import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { migrateDownAll, migrateLatest, migrationStatus } from '../../migrations/runner.js';
import { migrations } from '../../migrations/index.js';

async function tables(db: import('knex').Knex): Promise<string[]> {
  const r = await db.raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  return (r.rows as { tablename: string }[]).map((x) => x.tablename);
}

describe('migrations', () => {
  it('go up, down to zero and up again cleanly', async () => {
    const { db } = await freshDatabase({ empty: true });
    const up1 = await migrateLatest(db);
    expect(up1).toEqual(migrations.map(([n]) => n));
    const afterUp = await tables(db);
    for (const t of [
      'councils',
      'applications',
      'archive_applications',
      'application_versions',
      'documents',
      'raw_pages',
      'fetch_log',
      'api_keys',
      'usage_monthly',
      'usage_records',
    ]) {
      expect(afterUp).toContain(t);
    }
    const ext = await db.raw(
      `SELECT extname FROM pg_extension WHERE extname IN ('postgis', 'pg_trgm') ORDER BY 1`,
    );
    expect(ext.rows.map((r: { extname: string }) => r.extname)).toEqual(['pg_trgm', 'postgis']);

    const down = await migrateDownAll(db);
    expect(down).toHaveLength(migrations.length);
    expect((await tables(db)).filter((t) => !t.startsWith('knex_'))).toEqual([]);
    expect((await migrationStatus(db)).applied).toEqual([]);

    const up2 = await migrateLatest(db);
    expect(up2).toEqual(up1);
    expect(await tables(db)).toEqual(afterUp);
  });

  it('plans the indexes of the spec 4.1 filters and nearby search', async () => {
    const { db } = await freshDatabase();
    const r = await db.raw(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'applications'`);
    const defs = (r.rows as { indexdef: string }[]).map((x) => x.indexdef).join('\n');
    expect(defs).toMatch(/USING gist \(location\)/);
    expect(defs).toMatch(/USING gin \(search\)/);
    expect(defs).toMatch(/\(council_id, date_received DESC NULLS LAST, id DESC\)/);
    expect(defs).toMatch(/\(changed_at, id\)/);
    expect(defs).toMatch(/UNIQUE INDEX .* \(council_id, reference\)/);
  });
});
