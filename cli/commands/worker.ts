import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { runWorkers } from '../../workers/main.js';
import { jobNames, type JobName } from '../../core/jobs.js';
import { createLogger } from '../../core/logger.js';

export const workerCommand: Command = {
  usage: `usage: plandata worker [--queues <names>] [--concurrency <n>] [--metrics-port <port>]
  --metrics-port: serve this process's Prometheus /metrics there (default WORKER_METRICS_PORT; none when unset)
  queues: ${jobNames.join(', ')}`,
  async run(args) {
    const { values } = parse(
      args,
      { queues: { type: 'string' }, concurrency: { type: 'string' }, 'metrics-port': { type: 'string' } },
      false,
    );
    const mp = values['metrics-port'];
    if (mp !== undefined && (!/^\d+$/.test(mp) || Number(mp) > 65535))
      throw new UsageError(`--metrics-port must be a port number (got '${mp}')`);
    const metricsPort = mp !== undefined ? Number(mp) : undefined;
    const only = values.queues !== undefined ? values.queues.split(',').map((s) => s.trim()) : undefined;
    for (const q of only ?? [])
      if (!jobNames.includes(q as JobName))
        throw new UsageError(q ? `unknown queue '${q}'` : '--queues names no queue');
    const concurrency = values.concurrency !== undefined ? Number(values.concurrency) : undefined;
    if (
      concurrency !== undefined &&
      (!/^\d+$/.test(values.concurrency!) || !Number.isSafeInteger(concurrency) || concurrency < 1)
    )
      throw new UsageError(`--concurrency must be a positive integer (got '${values.concurrency}')`);
    const log = createLogger(process.env.LOG_LEVEL ?? 'info');
    // Signals are handled from before the first job can start, so a SIGTERM is never missed.
    // First signal: drain gracefully (finish in-flight jobs). A second one within the drain abandons
    // them: BullMQ's stalled-job check then hands them to another worker, so nothing is lost.
    const starting = runWorkers({ only: only as JobName[] | undefined, concurrency, metricsPort });
    let signals = 0;
    const onSignal = (sig: string) => {
      signals++;
      log.info(
        `${sig} received (${signals}), ${signals === 1 ? 'finishing in-flight jobs' : 'abandoning in-flight jobs'}`,
      );
      starting
        .then((h) => h.stop(signals > 1))
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    };
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    process.on('SIGINT', () => onSignal('SIGINT'));
    await starting;
    await new Promise(() => {});
    return 0;
  },
};
