// vitest globalSetup, once per run: builds dist/ (tests that start the `plandata` command run the
// compiled code users run, test/helpers/cli.ts) and one migrated template database per migration
// set. Each test file then clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
import { spawn } from 'node:child_process';
import { adminUrl, templateName, withAdmin } from './pg.js';
import { checkoutDir } from './cli.js';
import { createDb } from '../../core/db.js';
import { migrateLatest } from '../../migrations/runner.js';

export default async function setup(): Promise<void> {
  await Promise.all([build(), template()]);
}

/** `npm run build` without its type check (incremental: well under a second when dist/ is current). */
function build(): Promise<void> {
  const child = spawn(process.execPath, ['bin/build.js', '--no-check'], {
    cwd: checkoutDir,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`bin/build.js exited ${code}`)))),
  );
}

async function template(): Promise<void> {
  const name = templateName();
  await withAdmin(async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    const building = `${name}_build_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const db = createDb({ url: adminUrl(building), poolMax: 2 });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    // Renamed only once fully migrated, so a crashed build never leaves a half template behind.
    await admin
      .query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
      .catch(async (err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // another run built it meanwhile
        await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      });
    await admin.query(`ALTER DATABASE "${name}" WITH is_template true`);
  });
}
