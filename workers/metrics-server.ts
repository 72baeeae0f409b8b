// A worker process's /metrics (Prometheus text) on its own port, WORKER_METRICS_PORT or
// `plandata worker --metrics-port`: the jobs, fetches, stores and webhook deliveries this process ran
// (core/metrics.ts), with the queue depths and health gauges read when scraped.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { METRICS_CONTENT_TYPE, metricsText, registry, stateRegistry } from '../core/metrics.js';
import type { Queues } from '../core/queues.js';
import type { Logger } from '../core/logger.js';
import { FatalError } from '../core/errors.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(opts: {
  port: number;
  host: string;
  db: Knex;
  queues: Queues;
  log: Logger;
}): Promise<MetricsServer> {
  const state = stateRegistry({ db: opts.db, queues: () => opts.queues });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    metricsText(registry, state).then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (err: Error) => {
        opts.log.warn({ err: err.message }, 'metrics collection failed');
        res.writeHead(503, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${err.message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE' || err.code === 'EACCES'
          ? new FatalError(
              `worker metrics port ${opts.port} is not free to use (${err.code}): set WORKER_METRICS_PORT or --metrics-port to another`,
            )
          : err,
      ),
    );
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host === '0.0.0.0' ? '127.0.0.1' : opts.host}:${port}/metrics`;
  opts.log.info({ url }, 'worker metrics listening');
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
