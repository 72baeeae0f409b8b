import type { Command } from '../command.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { createLogger } from '../../core/logger.js';

export const apiCommand: Command = {
  usage: 'usage: plandata api',
  async run() {
    const { url, stop } = await runApi();
    const log = createLogger(process.env.LOG_LEVEL ?? 'info');
    log.info(`api listening on ${url}`);
    exitOnSignals(stop, log);
    await new Promise(() => {}); // serve until a signal
    return 0;
  },
};
