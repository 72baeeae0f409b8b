// Administrative boundaries by point (spec 2.2 parish, parish_code, ward; 4.1 parish filter).
import type { Knex } from '../../db.js';

export interface BoundaryHit {
  kind: string;
  code: string;
  name: string;
}

/** The parish and ward whose polygon covers the point (a point on a shared edge takes the lower code). */
export async function boundariesAt(db: Knex, lat: number, lng: number): Promise<BoundaryHit[]> {
  const r = await db.raw<{ rows: BoundaryHit[] }>(
    `SELECT DISTINCT ON (kind) kind, code, name FROM boundaries
     WHERE ST_Covers(geom, ST_SetSRID(ST_MakePoint(?, ?), 4326)) ORDER BY kind, code`,
    [lng, lat],
  );
  return r.rows;
}

/** True when boundaries of the kind are loaded (else the postcode directory's code is the fallback). */
export async function hasBoundaries(db: Knex, kind: string): Promise<boolean> {
  return !!(await db('boundaries').where({ kind }).first('id'));
}
