import type { Command } from '../command.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateDownAll, migrateLatest, migrationStatus } from '../../migrations/runner.js';

export const migrateCommand: Command = {
  usage:
    'usage: plandata migrate [up|down|status]\n  up      apply every pending migration (default)\n  down    roll every migration back, to an empty schema\n  status  list applied and pending migrations',
  async run(args) {
    const action = args[0] ?? 'up';
    if (!['up', 'down', 'status'].includes(action)) throw new UsageError(`unknown action '${action}'`);
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
