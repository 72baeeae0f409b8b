import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { claimKeyspace } from '../../core/keyspace.js';
import { openRuntime } from '../../core/runtime.js';

const usage = `usage: plandata queues reset --yes
  reset   clear this REDIS_PREFIX's queues, run counters and limits when they belong to another
          database (a reset or new database, or one restored from a backup), and tie the prefix to
          this database (DATABASE_URL). Their queued jobs are lost: they belong to the other
          database. Nothing happens when the prefix is already this database's.`;

export const queuesCommand: Command = {
  usage,
  async run(args) {
    const { values, positionals } = parse(args, { yes: { type: 'boolean', short: 'y' } });
    if (positionals[0] !== 'reset' || positionals.length > 1)
      throw new UsageError(
        positionals.length ? `unknown action '${positionals.join(' ')}'` : 'give an action: reset',
      );
    if (!values.yes)
      throw new UsageError('reset deletes the queued jobs of another database: run it with --yes');
    const rt = await openRuntime({ name: 'cli' });
    try {
      const { cleared } = await claimKeyspace(
        { db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX },
        { reset: true },
      );
      console.log(
        cleared
          ? `plandata queues: cleared ${cleared} keys of another database under '${rt.config.REDIS_PREFIX}'`
          : `plandata queues: '${rt.config.REDIS_PREFIX}' is this database's; nothing to clear`,
      );
      return 0;
    } finally {
      await rt.close();
    }
  },
};
