// A fresh database per test file, cloned from the migrated template (STYLE 14).
import { createDb, type Knex } from '../../core/db.js';
import { closeWhenFileEnds } from './cleanup.js';
import { adminUrl, templateName, uniqueName, withAdmin } from './pg.js';

export interface TestDb {
  url: string;
  name: string;
  db: Knex;
  drop(): Promise<void>;
}

/** Creates a database cloned from the template; dropped automatically after the file's tests. */
export async function freshDatabase(opts: { autoDrop?: boolean; empty?: boolean } = {}): Promise<TestDb> {
  const name = uniqueName('plandata_test');
  await withAdmin((c) =>
    c.query(
      opts.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${templateName()}"`,
    ),
  );
  const url = adminUrl(name);
  const db = createDb({ url, poolMax: 5 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await db.destroy();
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  if (opts.autoDrop !== false) closeWhenFileEnds(drop);
  return { url, name, db, drop };
}
