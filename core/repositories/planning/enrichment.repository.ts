// The enrichment writes of an application (spec 2.2, 2.3, 2.6): what the per-application joins read
// of it and the columns they write (migration 003, enriched_at of 034), and the nightly constraint
// check's batch and result. The national tables the joins read are in ../open-data/.
import type { Knex } from 'knex';

/** The application as the joins read it: its own wording, its point and where the point came from. */
export interface ApplicationToJoin {
  id: number;
  council_id: number;
  description: string | null;
  ward: string | null;
  address: string | null;
  postcode: string | null;
  uprn: string | null;
  location_source: string | null;
  lat: number | null;
  lng: number | null;
}

export type LocationSource = 'uprn' | 'council' | 'postcode';

/**
 * The columns the joins write. JSON columns take the value (stored as its JSON text); a key left out
 * keeps the stored value, a key set to null clears it.
 */
export interface JoinedColumns {
  location: { lat: number; lng: number };
  location_source: LocationSource;
  /** Cleared when the point is new or moved, so the nightly check reads it again. */
  constraints: null;
  constraints_checked_at: null;
  parish: string | null;
  parish_code: string | null;
  ward: string;
  floor_area: number | null;
  epc_rating: string | null;
  epc: object;
  sales: object[];
  last_sale: object;
  last_sale_price: number;
  freehold_owner: object | null;
  owner_company_numbers: string[] | null;
  owner_group_numbers: string[] | null;
  owner_types: string[] | null;
  leaseholders: object[] | null;
  leaseholder_company_numbers: string[] | null;
  outline: object | null;
}

const JSON_COLUMNS = new Set<keyof JoinedColumns>([
  'epc',
  'sales',
  'last_sale',
  'freehold_owner',
  'leaseholders',
  'outline',
]);

/** An application the nightly constraint check visits. */
export interface PointToCheck {
  id: number;
  lat: number;
  lng: number;
  location_source: string | null;
}

export class EnrichmentRepository {
  constructor(private readonly db: Knex) {}

  async application(id: number): Promise<ApplicationToJoin | null> {
    const r = await this.db.raw<{ rows: ApplicationToJoin[] }>(
      `SELECT id, council_id, description, ward, address, postcode, uprn, location_source, ST_Y(location::geometry) lat, ST_X(location::geometry) lng
     FROM applications WHERE id = ?`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  /** Applications the joins have not seen since their last change (or all), in id order, after `afterId`. */
  async idsToEnrich(opts: { all: boolean; afterId: number; limit: number }): Promise<number[]> {
    const q = this.db('applications')
      .where('id', '>', opts.afterId)
      .orderBy('id')
      .limit(opts.limit)
      .pluck('id');
    if (!opts.all) q.where((w) => w.whereNull('enriched_at').orWhereRaw('changed_at > enriched_at'));
    return (await q).map(Number);
  }

  /** Writes what the joins found, in the order they found it, and marks the application enriched. */
  async saveJoins(id: number, cols: Partial<JoinedColumns>): Promise<void> {
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(cols) as [keyof JoinedColumns, unknown][]) {
      if (k === 'location') {
        const p = v as JoinedColumns['location'];
        row[k] = this.db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [p.lng, p.lat]);
      } else if (JSON_COLUMNS.has(k)) row[k] = v === null ? null : JSON.stringify(v);
      else row[k] = v;
    }
    await this.db('applications')
      .where({ id })
      .update({ ...row, enriched_at: this.db.fn.now() });
  }

  /** Applications the nightly check should (re)visit: never checked, or moved since the check. */
  async pointsToCheck(limit: number): Promise<PointToCheck[]> {
    const r = await this.db.raw<{ rows: PointToCheck[] }>(
      `SELECT id, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lng, location_source
     FROM applications WHERE location IS NOT NULL AND constraints_checked_at IS NULL
     ORDER BY id LIMIT ?`,
      [limit],
    );
    return r.rows;
  }

  /** The check's entries ([] when nothing applies) and when it ran. */
  async saveConstraints(id: number, entries: object[]): Promise<void> {
    await this.db('applications')
      .where({ id })
      .update({ constraints: JSON.stringify(entries), constraints_checked_at: this.db.fn.now() });
  }
}
