// Reads of councils for the API: slug look-ups for the `council` filter and the coverage list of
// GET /v1/councils (spec 4.4). The scraping pipeline writes these rows; this module only reads.
import type { Knex } from 'knex';

export interface CouncilRef {
  id: number;
  slug: string;
  name: string;
  nation: string;
}

export interface CouncilCoverageRow extends CouncilRef {
  ons_code: string | null;
  platform: string | null;
  enabled: boolean;
  records_count: number;
  newest_record_date: string | null;
  oldest_record_date: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  consecutive_failures: number;
  broken: boolean;
  broken_reason: string | null;
  broken_since: Date | null;
  live_records: number;
  live_newest: string | null;
  live_oldest: string | null;
  archive_records: number;
}

export class CouncilsRepository {
  constructor(private readonly db: Knex) {}

  async findBySlug(slug: string): Promise<CouncilRef | null> {
    const r = (await this.db('councils').where({ slug }).first('id', 'slug', 'name', 'nation')) as
      CouncilRef | undefined;
    return r ?? null;
  }

  /**
   * Every council with its coverage: the counters the store step keeps on the council row, and the
   * live and archive record counts read from the indexes (index-only scans on council_id).
   */
  async coverage(): Promise<CouncilCoverageRow[]> {
    const rows = await this.db.raw<{ rows: CouncilCoverageRow[] }>(`
      WITH live AS (
        SELECT council_id, count(*)::int AS n, max(date_received) AS newest, min(date_received) AS oldest
        FROM applications GROUP BY council_id),
      arch AS (SELECT council_id, count(*)::int AS n FROM archive_applications GROUP BY council_id)
      SELECT c.id, c.slug, c.name, c.nation, c.ons_code, c.platform, c.enabled, c.records_count,
        c.newest_record_date, c.oldest_record_date, c.last_attempt_at, c.last_success_at,
        c.consecutive_failures, c.broken, c.broken_reason, c.broken_since,
        coalesce(live.n, 0) AS live_records, live.newest::text AS live_newest, live.oldest::text AS live_oldest,
        coalesce(arch.n, 0) AS archive_records
      FROM councils c LEFT JOIN live ON live.council_id = c.id LEFT JOIN arch ON arch.council_id = c.id
      ORDER BY c.name, c.slug`);
    return rows.rows;
  }
}
