// Writes to the councils table: loading the councils data file and keeping council health
// (ARCHITECTURE, Scrapers: a council that fails keeps its old data and raises its flag). Reads for
// the API live in councils.repository.ts.
import type { Knex } from 'knex';

export interface CouncilInput {
  slug: string;
  name: string;
  nation: string;
  ons_code: string | null;
  platform: string;
  base_url: string;
  scraper_options?: Record<string, unknown> | null;
  expected_daily_records?: number | null;
  /** supported, unsupported or unknown (see migrations/083_council_coverage.ts); kept when undefined. */
  coverage?: 'supported' | 'unsupported' | 'unknown' | null;
  coverage_reason?: string | null;
}

export interface ScrapeCouncil {
  id: number;
  slug: string;
  name: string;
  nation: string;
  platform: string | null;
  base_url: string | null;
  enabled: boolean;
  broken: boolean;
  records_count: number;
  expected_daily_records: number | null;
  consecutive_failures: number;
  scraper_options: Record<string, unknown> | null;
}

const scrapeColumns = [
  'id',
  'slug',
  'name',
  'nation',
  'platform',
  'base_url',
  'enabled',
  'broken',
  'records_count',
  'expected_daily_records',
  'consecutive_failures',
  'scraper_options',
];

/** Failures in a row after which a council is flagged broken even without a layout change. */
export const BROKEN_AFTER_FAILURES = 3;

/**
 * A failed read of a source's health row (a council's portal in `councils`, a register source in
 * `council_registers`): the failure counted and its error kept; `broken` rises at once when forced,
 * or after BROKEN_AFTER_FAILURES failures in a row, and keeps the reason and time it first rose.
 */
export async function markFailedRead(
  db: Knex,
  table: 'councils' | 'council_registers',
  id: number,
  error: string,
  opts: { broken?: boolean; at?: Date } = {},
): Promise<{ consecutive_failures: number; broken: boolean }> {
  const at = opts.at ?? new Date();
  const broken = !!opts.broken;
  const res = await db.raw(
    `UPDATE ${table} SET
       last_attempt_at = ?, last_error = ?, consecutive_failures = consecutive_failures + 1,
       broken = broken OR ? OR consecutive_failures + 1 >= ?,
       broken_reason = CASE WHEN broken THEN broken_reason
                            WHEN ? OR consecutive_failures + 1 >= ? THEN ? ELSE broken_reason END,
       broken_since = CASE WHEN broken THEN broken_since
                           WHEN ? OR consecutive_failures + 1 >= ? THEN ? ELSE broken_since END,
       updated_at = now()
     WHERE id = ?
     RETURNING consecutive_failures, broken`,
    [
      at,
      error.slice(0, 2000),
      broken,
      BROKEN_AFTER_FAILURES,
      broken,
      BROKEN_AFTER_FAILURES,
      error.slice(0, 500),
      broken,
      BROKEN_AFTER_FAILURES,
      at,
      id,
    ],
  );
  return res.rows[0];
}

export class CouncilsAdminRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Upserts councils by slug: identity and portal fields are replaced, health and coverage are
   * kept. Returns how many rows were inserted and updated. One transaction: a bad row changes nothing.
   */
  async load(rows: CouncilInput[]): Promise<{ inserted: number; updated: number }> {
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    return this.db.transaction(async (trx) => {
      let inserted = 0;
      let updated = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500).map((r) => ({
          slug: r.slug,
          name: r.name,
          nation: r.nation,
          ons_code: r.ons_code,
          platform: r.platform,
          base_url: r.base_url || null,
          ...(r.scraper_options !== undefined
            ? { scraper_options: r.scraper_options === null ? null : JSON.stringify(r.scraper_options) }
            : {}),
          ...(r.expected_daily_records !== undefined
            ? { expected_daily_records: r.expected_daily_records }
            : {}),
          ...(r.coverage !== undefined
            ? { coverage: r.coverage, coverage_reason: r.coverage_reason ?? null }
            : {}),
        }));
        const merge = Object.keys(chunk[0]).filter((k) => k !== 'slug');
        const res = (await trx('councils')
          .insert(chunk)
          .onConflict('slug')
          .merge([...merge, 'updated_at'])
          .returning(trx.raw('(xmax = 0) AS inserted'))) as unknown as { inserted: boolean }[];
        for (const r of res) {
          if (r.inserted) inserted++;
          else updated++;
        }
      }
      return { inserted, updated };
    });
  }

  /** Every council's id, slug and name (a national register's authorities are matched to these). */
  async names(): Promise<{ id: number; slug: string; name: string }[]> {
    return (await this.db('councils').orderBy('slug').select('id', 'slug', 'name')) as {
      id: number;
      slug: string;
      name: string;
    }[];
  }

  async bySlug(slug: string): Promise<ScrapeCouncil | null> {
    const row = await this.db('councils').select(scrapeColumns).where({ slug }).first();
    return (row as ScrapeCouncil | undefined) ?? null;
  }

  async byId(id: number): Promise<ScrapeCouncil | null> {
    const row = await this.db('councils').select(scrapeColumns).where({ id }).first();
    return (row as ScrapeCouncil | undefined) ?? null;
  }

  /** Enabled councils on the given platforms, in slug order (the nightly schedule spreads them). */
  async scrapeable(platforms: string[]): Promise<ScrapeCouncil[]> {
    return (await this.db('councils')
      .select(scrapeColumns)
      .where({ enabled: true })
      .whereIn('platform', platforms)
      .whereNotNull('base_url')
      .orderBy('slug')) as ScrapeCouncil[];
  }

  async markAttempt(id: number, at: Date = new Date()): Promise<void> {
    await this.db('councils').where({ id }).update({ last_attempt_at: at, updated_at: this.db.fn.now() });
  }

  /**
   * A successful read: failures reset, the broken flag cleared, coverage recomputed from the
   * council's stored applications (records count, newest and oldest received date).
   */
  async markSuccess(id: number, at: Date = new Date()): Promise<void> {
    await this.db.raw(
      `UPDATE councils c SET
         last_success_at = ?, last_attempt_at = ?, consecutive_failures = 0,
         broken = false, broken_reason = NULL, broken_since = NULL, last_error = NULL,
         records_count = s.n, newest_record_date = s.newest, oldest_record_date = s.oldest,
         updated_at = now()
       FROM (SELECT count(*)::int AS n, max(date_received) AS newest, min(date_received) AS oldest
               FROM applications WHERE council_id = ?) s
       WHERE c.id = ?`,
      [at, at, id, id],
    );
  }

  /**
   * A failed read. `broken` is forced by a layout change (the parser no longer fits the portal);
   * otherwise the flag rises after BROKEN_AFTER_FAILURES failures in a row. Stored data is untouched.
   */
  async markFailure(
    id: number,
    error: string,
    opts: { broken?: boolean; at?: Date } = {},
  ): Promise<{ consecutive_failures: number; broken: boolean }> {
    return markFailedRead(this.db, 'councils', id, error, opts);
  }

  /** Minute of the night each council's nightly run starts (workers/schedules.ts spreads them). */
  async setScheduleMinute(id: number, minute: number): Promise<void> {
    await this.db('councils').where({ id }).update({ schedule_minute: minute });
  }
}
