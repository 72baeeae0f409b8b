// The operators' health picture, as the /status page (api/routes/status.ts) and `plandata status`
// (cli/commands/status.ts) both show it: every council with its platform, health, last read, newest
// record, records and broken reason; every register source (licensing, HMO, appeals) the same; and
// the queues' depths.
import type { Knex } from 'knex';
import { CouncilsRepository } from '../core/repositories/councils.repository.js';
import { healthStatus, StatusRepository, type HealthStatus } from '../core/repositories/status.repository.js';
import { queueDepths, type Queues } from '../core/queues.js';
import { withTimeout } from '../core/redis.js';

export interface SourceStatus {
  /** The council's slug (the API's council filter). */
  council: string;
  council_name: string;
  /** Portal platform (planning) or register adapter (registers). */
  platform: string | null;
  health: HealthStatus;
  last_read: string | null;
  newest_record: string | null;
  records: number | null;
  consecutive_failures: number;
  broken_reason: string | null;
  last_error: string | null;
}

export interface RegisterStatus extends SourceStatus {
  register: string;
  /** The source's name within the council's register ('main' when it has one). */
  source: string;
}

export interface QueueStatus {
  queue: string;
  counts: Record<string, number>;
}

export interface StatusPicture {
  as_of: string;
  councils: SourceStatus[];
  registers: RegisterStatus[];
  /** Null when Redis did not answer (the page still shows the rest). */
  queues: QueueStatus[] | null;
  queues_error: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function statusPicture(deps: { db: Knex; queues: Queues }): Promise<StatusPicture> {
  const [coverage, sources, queues] = await Promise.all([
    new CouncilsRepository(deps.db).coverage(),
    new StatusRepository(deps.db).registerSources(),
    withTimeout(queueDepths(deps.queues), 3000).then(
      (q) => ({ q, error: null }),
      (err: Error) => ({ q: null, error: err.message }),
    ),
  ]);
  return {
    as_of: new Date().toISOString(),
    councils: coverage.map((c) => ({
      council: c.slug,
      council_name: c.name,
      platform: c.platform,
      health: healthStatus(c),
      last_read: iso(c.last_success_at),
      newest_record: [c.newest_record_date, c.live_newest].filter(Boolean).sort().pop() ?? null,
      records: Math.max(c.live_records, 0),
      consecutive_failures: c.consecutive_failures,
      broken_reason: c.broken ? c.broken_reason : null,
      last_error: c.consecutive_failures > 0 ? c.last_error : null,
    })),
    registers: sources.map((r) => ({
      register: r.register,
      source: r.name,
      council: r.council_slug,
      council_name: r.council_name,
      platform: r.adapter,
      health: healthStatus(r),
      last_read: iso(r.last_success_at),
      newest_record: r.newest_record_date,
      records: r.records_count,
      consecutive_failures: r.consecutive_failures,
      broken_reason: r.broken ? r.broken_reason : null,
      last_error: r.consecutive_failures > 0 ? r.last_error : null,
    })),
    queues: queues.q,
    queues_error: queues.error,
  };
}
