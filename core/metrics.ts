// Prometheus metrics (prom-client). The counters of work done (jobs, fetches, stores, webhook
// deliveries) live in one process-wide registry, incremented where the work happens; the gauges of
// state (queue depths, councils by health) are read when scraped, by the process that serves them
// (api/plugins/metrics.ts, workers/metrics-server.ts). Names and labels: docs/operations.md.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Knex } from 'knex';
import { queueDepths, type Queues } from './queues.js';
import { withTimeout } from './redis.js';
import { StatusRepository } from './repositories/status.repository.js';

export { Registry };

/** The process's registry: work counters and Node's own process metrics (plandata_process_*, ...). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'plandata_' });

/** Seconds, from a few milliseconds (a store) to minutes (a council's discovery). */
const DURATION_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

export const metrics = {
  jobs: new Counter({
    name: 'plandata_jobs_total',
    help: 'Jobs run by this worker process, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  }),
  jobDuration: new Histogram({
    name: 'plandata_job_duration_seconds',
    help: 'Time a job took in its handler, by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  }),
  fetches: new Counter({
    name: 'plandata_fetches_total',
    help: 'Requests to council portals and registers, by platform (or register adapter) and HTTP status ("error" when no response came).',
    labelNames: ['platform', 'status'] as const,
    registers: [registry],
  }),
  recordsStored: new Counter({
    name: 'plandata_records_stored_total',
    help: 'Records through the store step, by product and outcome (created, changed, unchanged).',
    labelNames: ['product', 'outcome'] as const,
    registers: [registry],
  }),
  versionsWritten: new Counter({
    name: 'plandata_versions_written_total',
    help: 'Versions written (a new record or a real change), by product. Planning: version rows; licensing: records whose version moved (their change-feed rows); HMO, which keeps no history: rows written new or changed.',
    labelNames: ['product'] as const,
    registers: [registry],
  }),
  webhookDeliveries: new Counter({
    name: 'plandata_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome (delivered, retry, failed, cancelled, skipped).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  emailDeliveries: new Counter({
    name: 'plandata_email_deliveries_total',
    help: 'Alert e-mail attempts, by outcome (sent, retry, failed, interrupted: a worker died while sending it).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
};

/** A store step's records by outcome (a read's counts; an absent outcome is none). */
export type StoreOutcomes = Partial<Record<'created' | 'changed' | 'unchanged', number>>;

/**
 * Counts a store step's work under its product (planning, licensing, hmo). Called once the step's
 * writes are committed, so a rolled-back store counts nothing.
 */
export function countStored(product: string, outcomes: StoreOutcomes, versions: number): void {
  for (const outcome of ['created', 'changed', 'unchanged'] as const) {
    const n = outcomes[outcome] ?? 0;
    if (n > 0) metrics.recordsStored.inc({ product, outcome }, n);
  }
  if (versions > 0) metrics.versionsWritten.inc({ product }, versions);
}

/**
 * A registry of the state gauges, read when scraped: jobs per queue and state, councils by health,
 * register sources by register and health. One per serving process (an app, a worker's port), so
 * two in one process (tests) never register a name twice.
 */
export function stateRegistry(source: { db: Knex; queues: () => Queues }): Registry {
  const reg = new Registry();
  new Gauge({
    name: 'plandata_queue_jobs',
    help: 'Jobs in each queue by state (BullMQ; completed and failed are the ones kept, trimmed by age).',
    labelNames: ['queue', 'state'],
    registers: [reg],
    async collect() {
      this.reset();
      for (const { queue, counts } of await withTimeout(queueDepths(source.queues()), 5000))
        for (const [state, n] of Object.entries(counts)) this.set({ queue, state }, n);
    },
  });
  new Gauge({
    name: 'plandata_councils',
    help: 'Councils (planning portals) by health (ok, failing, broken, disabled, not_read).',
    labelNames: ['health'],
    registers: [reg],
    async collect() {
      this.reset();
      for (const r of await new StatusRepository(source.db).councilsByHealth())
        this.set({ health: r.health }, r.n);
    },
  });
  new Gauge({
    name: 'plandata_register_sources',
    help: 'Register sources (table council_registers) by register and health.',
    labelNames: ['register', 'health'],
    registers: [reg],
    async collect() {
      this.reset();
      for (const r of await new StatusRepository(source.db).registersByHealth())
        this.set({ register: r.register, health: r.health }, r.n);
    },
  });
  return reg;
}

/** The Prometheus text of several registries together (the process's and a state registry). */
export async function metricsText(...registries: Registry[]): Promise<string> {
  return Registry.merge(registries).metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
