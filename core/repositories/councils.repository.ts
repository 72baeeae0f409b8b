// Reads of councils for the API and the export builder: the one council look-up by slug (the
// `council` parameter of searches, alerts and exports) and the coverage list of GET /v1/councils
// (spec 4.4). The scraping pipeline writes these rows (CouncilsAdminRepository); this module only reads.
import type { Knex } from 'knex';

/** A council as a `council` parameter resolves to it. */
export interface CouncilRef {
  id: number;
  slug: string;
  name: string;
  nation: string;
  /** Health and newest record for meta.hint: at most COUNCIL_CACHE_MS old (see bySlug). */
  broken: boolean;
  newest_record_date: string | null;
  /** Whether its register is read at all, and why not (migrations/083_council_coverage.ts). */
  coverage: string | null;
  coverage_reason: string | null;
  platform: string | null;
}

export interface CouncilCoverageRow extends CouncilRef {
  ons_code: string | null;
  enabled: boolean;
  records_count: number;
  oldest_record_date: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  consecutive_failures: number;
  broken_reason: string | null;
  broken_since: Date | null;
  last_error: string | null;
  live_records: number;
  live_newest: string | null;
  live_oldest: string | null;
  archive_records: number;
}

/** How long a council found by slug is kept by a process. */
export const COUNCIL_CACHE_MS = 60_000;
/** Kept councils per database handle; only found councils are kept, so this bounds nothing real. */
const COUNCIL_CACHE_MAX = 5_000;

// Councils change rarely and every council-scoped request resolves one, so found councils are kept
// per process (per knex handle: each test database has its own ids) for COUNCIL_CACHE_MS. Misses are
// never kept: a council added with `plandata councils load` is found by the next request of every
// process. A change to a known council (its health, its newest record, a renamed or removed slug) is
// seen within COUNCIL_CACHE_MS; restarting the process forgets everything at once.
const kept = new WeakMap<Knex, Map<string, { until: number; council: CouncilRef }>>();

export class CouncilsRepository {
  constructor(private readonly db: Knex) {}

  /** The council of a slug (exact, lower case), or null; kept COUNCIL_CACHE_MS when found. */
  async bySlug(slug: string): Promise<CouncilRef | null> {
    let cache = kept.get(this.db);
    if (!cache) kept.set(this.db, (cache = new Map()));
    const now = Date.now();
    const hit = cache.get(slug);
    if (hit && hit.until > now) return hit.council;
    const council = await this.readBySlug(slug);
    if (council) {
      if (cache.size >= COUNCIL_CACHE_MAX) cache.clear();
      cache.set(slug, { until: now + COUNCIL_CACHE_MS, council });
    } else cache.delete(slug);
    return council;
  }

  private async readBySlug(slug: string): Promise<CouncilRef | null> {
    const r = (await this.db('councils')
      .where({ slug })
      .first(
        'id',
        'slug',
        'name',
        'nation',
        'broken',
        'newest_record_date',
        'coverage',
        'coverage_reason',
        'platform',
      )) as CouncilRef | undefined;
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
        c.consecutive_failures, c.broken, c.broken_reason, c.broken_since, c.last_error, c.coverage,
        c.coverage_reason,
        coalesce(live.n, 0) AS live_records, live.newest::text AS live_newest, live.oldest::text AS live_oldest,
        coalesce(arch.n, 0) AS archive_records
      FROM councils c LEFT JOIN live ON live.council_id = c.id LEFT JOIN arch ON arch.council_id = c.id
      ORDER BY c.name, c.slug`);
    return rows.rows;
  }
}
