import type { Command } from '../command.js';
import { exitOnSignals, runApi } from '../../api/main.js';
import { openRuntime } from '../../core/runtime.js';
import { migrateLatest } from '../../migrations/runner.js';
import { runWorkers } from '../../workers/main.js';

export const demoCommand: Command = {
  summary: 'the main job on one machine: migrate, run the workers and serve the API',
  usage: 'usage: plandata demo',
  async run() {
    const rt = await openRuntime({ name: 'demo' });
    const applied = await migrateLatest(rt.db);
    rt.logger.info({ applied }, 'database migrated');
    const workers = await runWorkers({ runtime: rt });
    const api = await runApi({ runtime: rt });
    rt.logger.info(
      `plandata demo: API on ${api.url} (try ${api.url.replace('0.0.0.0', '127.0.0.1')}/health)`,
    );
    exitOnSignals(async () => {
      await api.stop();
      await workers.stop();
      await rt.close();
    }, rt.logger);
    await new Promise(() => {});
    return 0;
  },
};
