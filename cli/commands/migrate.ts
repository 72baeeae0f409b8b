import { createInterface } from 'node:readline/promises';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { ensureDatabase } from '../database.js';
import { UsageError } from '../../core/errors.js';
import { config, redactUrl } from '../../core/config.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateDownAll, migrateLatest, migrationStatus } from '../../migrations/runner.js';

const usage = `usage: plandata migrate [up|down|status] [--yes]
  up      apply every pending migration (default); creates the database DATABASE_URL names
          when it does not exist yet
  down    roll every migration back, to an empty schema: every table and its data is dropped.
          Asks first on a terminal; elsewhere it needs --yes
  status  list applied and pending migrations`;

/** On a terminal: asks, and answers whether the user typed yes. */
async function confirmed(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

export const migrateCommand: Command = {
  usage,
  async run(args) {
    const { values, positionals } = parse(args, { yes: { type: 'boolean', short: 'y' } });
    if (positionals.length > 1) throw new UsageError(`one action at a time (unexpected '${positionals[1]}')`);
    const action = positionals[0] ?? 'up';
    if (!['up', 'down', 'status'].includes(action)) throw new UsageError(`unknown action '${action}'`);
    if (values.yes && action !== 'down') throw new UsageError('--yes applies to migrate down only');
    if (action === 'down' && !values.yes) {
      const target = redactUrl(config().DATABASE_URL);
      if (!process.stdin.isTTY) {
        console.error(
          `plandata migrate: down drops every table and its data in ${target}; run it with --yes to confirm`,
        );
        return 2;
      }
      if (!(await confirmed(`Drop every table and its data in ${target}? Type yes to confirm: `))) {
        console.error('plandata migrate: not confirmed; nothing was changed');
        return 1;
      }
    }
    if (action === 'up') await ensureDatabase(config().DATABASE_URL);
    const rt = await openRuntime({ name: 'migrate', needRedis: false });
    try {
      if (action === 'up') {
        const applied = await migrateLatest(rt.db);
        console.log(
          applied.length ? `applied ${applied.length}: ${applied.join(', ')}` : 'already up to date',
        );
      } else if (action === 'down') {
        const reverted = await migrateDownAll(rt.db);
        console.log(
          reverted.length ? `reverted ${reverted.length}: ${reverted.join(', ')}` : 'nothing to revert',
        );
      } else {
        const s = await migrationStatus(rt.db);
        console.log(
          `applied (${s.applied.length}): ${s.applied.join(', ') || '-'}\npending (${s.pending.length}): ${s.pending.join(', ') || '-'}`,
        );
      }
      return 0;
    } finally {
      await rt.close();
    }
  },
};
