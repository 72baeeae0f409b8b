// Constraint layer features (spec 2.3): one query finds every `within` and `near` hit for a point.
import type { Knex } from '../db.js';

export interface LayerHit {
  layer: string;
  name: string | null;
  reference: string | null;
  url: string | null;
  grade: string | null;
  dataset: string | null;
  /** Metres from the point to the feature (0 when inside). */
  metres: number;
  is_point: boolean;
}

export interface NearRule {
  layer: string;
  metres: number;
  /** Only features of this dataset (e.g. 'tree'); null for every feature of the layer. */
  dataset: string | null;
}

/**
 * Features containing the point, and features of the near rules within their distance. `within`
 * uses the planar index; `near` the geography index, so distances are true metres.
 */
export async function hitsAt(db: Knex, lat: number, lng: number, near: NearRule[]): Promise<LayerHit[]> {
  const nearSql = near
    .map((_r, i) =>
      `SELECT layer, name, reference, url, grade, dataset, ST_Distance(geom::geography, p.g) AS metres,
           GeometryType(geom) IN ('POINT','MULTIPOINT') AS is_point
         FROM layer_features, p WHERE layer = ? AND (?::text IS NULL OR dataset = ?)
           AND ST_DWithin(geom::geography, p.g, ?)`.replace(/\bi\b/g, String(i)),
    )
    .join(' UNION ALL ');
  const bindings: (string | number | null)[] = [lng, lat];
  for (const r of near) bindings.push(r.layer, r.dataset, r.dataset, r.metres);
  const sql = `WITH p AS (SELECT ST_SetSRID(ST_MakePoint(?, ?), 4326) AS m,
                 ST_SetSRID(ST_MakePoint(${'?'}, ${'?'}), 4326)::geography AS g)
    SELECT layer, name, reference, url, grade, dataset, 0::float8 AS metres, false AS is_point
    FROM layer_features, p WHERE ST_Intersects(geom, p.m) AND GeometryType(geom) NOT IN ('POINT','MULTIPOINT','LINESTRING','MULTILINESTRING')
    ${nearSql ? `UNION ALL ${nearSql}` : ''}`;
  const r = await db.raw<{ rows: LayerHit[] }>(sql, [lng, lat, ...bindings]);
  return r.rows.map((h) => ({ ...h, metres: Number(h.metres) }));
}

/** Applications the nightly check should (re)visit: never checked, or moved since the check. */
export async function applicationsToCheck(
  db: Knex,
  limit: number,
): Promise<{ id: number; lat: number; lng: number; location_source: string | null }[]> {
  const r = await db.raw<{
    rows: { id: number; lat: number; lng: number; location_source: string | null }[];
  }>(
    `SELECT id, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lng, location_source
     FROM applications WHERE location IS NOT NULL AND constraints_checked_at IS NULL
     ORDER BY id LIMIT ?`,
    [limit],
  );
  return r.rows;
}

export async function saveConstraints(db: Knex, id: number, entries: unknown[]): Promise<void> {
  await db('applications')
    .where({ id })
    .update({ constraints: JSON.stringify(entries), constraints_checked_at: db.fn.now() });
}

/** Release of each loaded layer, for meta.sources. */
export async function layerSources(db: Knex): Promise<{ scope: string; release: string; loaded_at: Date }[]> {
  return db('data_releases')
    .where({ kind: 'constraints' })
    .select('scope', 'release', 'loaded_at')
    .orderBy('scope');
}
