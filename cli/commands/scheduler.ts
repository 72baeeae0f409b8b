import type { Command } from '../command.js';
import { parse } from '../args.js';
import { exitOnSignals } from '../../api/main.js';
import { createLogger } from '../../core/logger.js';
import { runScheduler } from '../../workers/scheduler.js';

export const schedulerCommand: Command = {
  usage: 'usage: plandata scheduler',
  async run(args) {
    parse(args, {}, false); // takes no arguments: an unknown one is named, exit 2
    const s = await runScheduler();
    exitOnSignals(() => s.stop(), createLogger(process.env.LOG_LEVEL ?? 'info'));
    await new Promise(() => {});
    return 0;
  },
};
