// The API process: listen, and on SIGTERM stop accepting, finish in-flight requests, close pools.
import { openRuntime, type Runtime } from '../core/runtime.js';
import { claimKeyspace } from '../core/keyspace.js';
import { buildApp } from './app.js';

export async function runApi(
  opts: { runtime?: Runtime; port?: number; host?: string } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const rt = opts.runtime ?? (await openRuntime({ name: 'api' }));
  // Exports are queued from the API: the keyspace must be this database's (core/keyspace.ts).
  await claimKeyspace({ db: rt.db, redis: rt.redis, prefix: rt.config.REDIS_PREFIX });
  const app = await buildApp(rt);
  const url = await app.listen({ port: opts.port ?? rt.config.PORT, host: opts.host ?? rt.config.HOST });
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      rt.logger.info('api stopping');
      await app.close();
      if (!opts.runtime) await rt.close();
    })());
  return { url, stop };
}

/** Installs SIGTERM/SIGINT handlers that run stop() once and exit 0. */
export function exitOnSignals(stop: () => Promise<void>, log: { info: (m: string) => void }): void {
  const onSignal = (sig: string) => {
    log.info(`${sig} received, shutting down`);
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => onSignal('SIGTERM'));
  process.once('SIGINT', () => onSignal('SIGINT'));
}
