// HMO register sources' health and the coverage of spec 2.9 (GET /v1/hmo-licences/coverage). A
// source is a council_registers row with register 'hmo' (migration 050): a failed read flags it
// (CouncilRegistersRepository.markFailure) and never touches its licences; a successful one clears
// the flag (CouncilRegistersRepository.markHealthy, the one success reset) with its counts from here.
import type { Knex } from 'knex';
import { HMO_COVERAGE_REASONS, type HmoCoverageReason } from '../../domain/hmo/vocabulary.js';
import { CouncilRegistersRepository } from '../licensing/registers.repository.js';

export class HmoRegistersRepository {
  constructor(private readonly db: Knex) {}

  /** A successful read of an HMO source: failures reset, the flag cleared, its counts written. */
  async markSuccess(
    id: number,
    readId: number,
    at: Date,
    counts: { records: number; active: number },
  ): Promise<void> {
    await new CouncilRegistersRepository(this.db).markHealthy(id, readId, at, {
      records_count: counts.records,
      in_force_by_type: this.db.raw("jsonb_build_object('active', ?::int)", [counts.active]),
      newest_record_date: this.db.raw(
        '(SELECT max(licence_start) FROM hmo_licences WHERE council_register_id = ?)',
        [id],
      ),
      updated_at: this.db.fn.now(),
    });
  }
}

export interface HmoCoverageRow {
  council: string;
  name: string;
  nation: string;
  districts: string[];
  shown: boolean;
  coverage: 'full' | 'grey' | null;
  reason: string | null;
  note: string | null;
  active_licences: number | null;
  official_licensed_hmos: number | null;
  official_year: number | null;
  register_date: string | null;
  last_read: Date | null;
  official_source: string | null;
  licence: string | null;
  broken: boolean;
}

export interface HmoCoverageInput {
  councilId: number;
  reason?: HmoCoverageReason | null;
  note?: string | null;
  officialLicensedHmos?: number | null;
  officialYear?: number | null;
  officialSource?: string | null;
  licence?: string | null;
}

/**
 * Spec 2.9 coverage: every council that licenses HMOs (district and unitary councils: county
 * councils are not housing authorities), shown or not with the reason, its active licences for the
 * day `asOf` against the official count. A council is shown once one of its HMO sources has been
 * read; a register that disappeared or changed its layout since keeps its licences and is shown
 * `grey` with a note, never emptied.
 */
export async function hmoCoverage(db: Knex, asOf: string): Promise<HmoCoverageRow[]> {
  const r = await db.raw<{
    rows: (HmoCoverageRow & {
      reason_code: string | null;
      broken_reason: string | null;
      grey: boolean | null;
      held: number | null;
    })[];
  }>(
    `WITH src AS (
       SELECT r.council_id,
              bool_or(r.enabled AND r.last_success_at IS NOT NULL) AS read_ever,
              bool_or(r.enabled AND r.broken) AS broken,
              string_agg(r.broken_reason, '; ' ORDER BY r.name) FILTER (WHERE r.enabled AND r.broken) AS broken_reason,
              max(r.last_success_at) FILTER (WHERE r.enabled) AS last_read,
              max(h.source_published) FILTER (WHERE r.enabled) AS register_date
         FROM council_registers r LEFT JOIN hmo_reads h ON h.id = r.last_read_id
        WHERE r.register = 'hmo' GROUP BY r.council_id
     ), lic AS (
       SELECT council_id,
              count(*) FILTER (WHERE status = 'licensed' AND removed_at IS NULL
                                 AND (licence_expiry IS NULL OR licence_expiry >= ?::date))::int AS active,
              count(*)::int AS held,
              bool_or(coverage = 'grey') AS grey
         FROM hmo_licences GROUP BY council_id
     )
     SELECT c.slug AS council, c.name, c.nation,
            CASE WHEN c.ons_code IS NULL THEN ARRAY[]::text[] ELSE ARRAY[c.ons_code] END AS districts,
            coalesce(src.read_ever, false) AS shown,
            coalesce(src.broken, false) AS broken, src.broken_reason,
            lic.grey, lic.held,
            CASE WHEN src.read_ever THEN coalesce(lic.active, 0) END AS active_licences,
            cc.reason AS reason_code, cc.note,
            cc.official_licensed_hmos, cc.official_year, cc.official_source, cc.licence,
            to_char(src.register_date, 'YYYY-MM-DD') AS register_date, src.last_read
       FROM councils c
       LEFT JOIN src ON src.council_id = c.id
       LEFT JOIN lic ON lic.council_id = c.id
       LEFT JOIN hmo_council_coverage cc ON cc.council_id = c.id
      WHERE c.ons_code IS NULL OR c.ons_code NOT LIKE 'E10%'
      ORDER BY c.slug`,
    [asOf],
  );
  return r.rows.map((x) => {
    const shown = x.shown;
    const grey = shown && (x.broken || !!x.grey);
    let note = x.note;
    if (shown && x.broken)
      note = `The register could not be read at its last attempt (${x.broken_reason ?? 'failed'}); the licences of its last successful read are kept.`;
    return {
      council: x.council,
      name: x.name,
      nation: x.nation,
      districts: x.districts,
      shown,
      coverage: shown ? (grey ? 'grey' : 'full') : null,
      reason: shown
        ? null
        : HMO_COVERAGE_REASONS[(x.reason_code as HmoCoverageReason | null) ?? 'not_included'],
      note,
      active_licences: x.active_licences,
      official_licensed_hmos: x.official_licensed_hmos,
      official_year: x.official_year,
      register_date: x.register_date,
      last_read: x.last_read,
      official_source: x.official_source,
      licence: x.licence,
      broken: x.broken,
    };
  });
}

/** Adds or replaces what is known of councils' HMO registers (migration 072), in one statement. */
export async function upsertHmoCoverage(db: Knex, rows: HmoCoverageInput[]): Promise<number> {
  if (!rows.length) return 0;
  await db('hmo_council_coverage')
    .insert(
      rows.map((r) => ({
        council_id: r.councilId,
        reason: r.reason ?? null,
        note: r.note ?? null,
        official_licensed_hmos: r.officialLicensedHmos ?? null,
        official_year: r.officialYear ?? null,
        official_source: r.officialSource ?? null,
        licence: r.licence ?? null,
        updated_at: db.fn.now(),
      })),
    )
    .onConflict('council_id')
    .merge();
  return rows.length;
}
