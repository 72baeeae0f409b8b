import type { Command } from '../command.js';
import { parse } from '../args.js';
import { checkPort, listenFailure } from '../port.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { config } from '../../core/config.js';
import { openRuntime } from '../../core/runtime.js';

export const apiCommand: Command = {
  usage: `usage: plandata api
  serves the read API on HOST:PORT (default 0.0.0.0:3000); a busy PORT stops it with one line`,
  async run(args) {
    parse(args, {}, false); // takes no arguments: an unknown one is named, exit 2
    const { HOST, PORT } = config();
    // Before PostgreSQL and Redis are even opened.
    await checkPort(HOST, PORT);
    const rt = await openRuntime({ name: 'api' });
    let api;
    try {
      api = await runApi({ runtime: rt });
    } catch (err) {
      await rt.close();
      // Taken between the check and the listen.
      throw listenFailure(err, HOST, PORT) ?? err;
    }
    rt.logger.info(`api listening on ${api.url}`);
    const { stop } = api;
    exitOnSignals(async () => {
      await stop();
      await rt.close();
    }, rt.logger);
    await new Promise(() => {}); // serve until a signal
    return 0;
  },
};
