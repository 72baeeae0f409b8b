// Reads of the operators' health picture: councils and register sources counted by health (the
// metrics gauges), and every register source with its council and health (the /status page and
// `plandata status`). The councils' coverage list itself is CouncilsRepository.coverage().
import type { Knex } from 'knex';

/** The health of a council or a register source: the same rule as GET /v1/councils' health.status. */
export const HEALTH_STATUSES = ['ok', 'failing', 'broken', 'disabled', 'not_read'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** healthStatus() as SQL over a row of councils or council_registers (alias t). */
const HEALTH_SQL = `CASE WHEN NOT t.enabled THEN 'disabled' WHEN t.broken THEN 'broken'
  WHEN t.consecutive_failures > 0 THEN 'failing' WHEN t.last_success_at IS NULL THEN 'not_read'
  ELSE 'ok' END`;

/** The health of a council or a register source from its health columns. */
export function healthStatus(r: {
  enabled: boolean;
  broken: boolean;
  consecutive_failures: number;
  last_success_at: Date | null;
}): HealthStatus {
  if (!r.enabled) return 'disabled';
  if (r.broken) return 'broken';
  if (r.consecutive_failures > 0) return 'failing';
  if (!r.last_success_at) return 'not_read';
  return 'ok';
}

/** A register source with its council, for the status picture. */
export interface RegisterSourceStatus {
  council_slug: string;
  council_name: string;
  register: string;
  name: string;
  adapter: string;
  enabled: boolean;
  broken: boolean;
  broken_reason: string | null;
  consecutive_failures: number;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  newest_record_date: string | null;
  records_count: number | null;
  last_error: string | null;
}

export class StatusRepository {
  constructor(private readonly db: Knex) {}

  async councilsByHealth(): Promise<{ health: HealthStatus; n: number }[]> {
    const r = await this.db.raw<{ rows: { health: HealthStatus; n: number }[] }>(
      `SELECT ${HEALTH_SQL} AS health, count(*)::int AS n FROM councils t GROUP BY 1`,
    );
    return r.rows;
  }

  async registersByHealth(): Promise<{ register: string; health: HealthStatus; n: number }[]> {
    const r = await this.db.raw<{ rows: { register: string; health: HealthStatus; n: number }[] }>(
      `SELECT t.register, ${HEALTH_SQL} AS health, count(*)::int AS n FROM council_registers t GROUP BY 1, 2`,
    );
    return r.rows;
  }

  /** Every register source (licensing, HMO, appeals) with its council, by register then council. */
  async registerSources(): Promise<RegisterSourceStatus[]> {
    return (await this.db('council_registers as r')
      .join('councils as c', 'c.id', 'r.council_id')
      .orderBy([{ column: 'r.register' }, { column: 'c.name' }, { column: 'r.name' }])
      .select(
        'c.slug as council_slug',
        'c.name as council_name',
        'r.register',
        'r.name',
        'r.adapter',
        'r.enabled',
        'r.broken',
        'r.broken_reason',
        'r.consecutive_failures',
        'r.last_attempt_at',
        'r.last_success_at',
        this.db.raw('r.newest_record_date::text AS newest_record_date'),
        'r.records_count',
        'r.last_error',
      )) as RegisterSourceStatus[];
  }
}
