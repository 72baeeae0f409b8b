// Constraint layer features (spec 2.3): one query finds every `within` and `near` hit for a point.
import { queryNamed, type Knex } from '../../db.js';

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

// One statement for every point: the `within` branch probes the planar GiST index; the near rules
// arrive as arrays and each is one probe of the (layer, geography) GiST index (migration 035), so
// distances are true metres and a rule reads only its own layer's entries near the point. The loaded
// layer releases (meta.sources) come back on every row of the same answer, so the API's check is one
// round trip. Named, so each pooled connection parses and plans it once (planning the old nine-branch
// UNION ALL took longer than running it).
const HITS_SQL = `WITH p AS (SELECT ST_SetSRID(ST_MakePoint($1, $2), 4326) AS m,
    ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography AS g),
  hits AS (
    SELECT f.layer, f.name, f.reference, f.url, f.grade, f.dataset, 0::float8 AS metres, false AS is_point
    FROM p, layer_features f
    WHERE ST_Intersects(f.geom, p.m)
      AND GeometryType(f.geom) NOT IN ('POINT', 'MULTIPOINT', 'LINESTRING', 'MULTILINESTRING')
    UNION ALL
    SELECT f.layer, f.name, f.reference, f.url, f.grade, f.dataset, ST_Distance(f.geom::geography, p.g),
      GeometryType(f.geom) IN ('POINT', 'MULTIPOINT')
    FROM p, unnest($3::text[], $4::text[], $5::float8[]) AS r(layer, dataset, metres)
    CROSS JOIN LATERAL (
      SELECT * FROM layer_features f
      WHERE f.layer = r.layer AND ST_DWithin(f.geom::geography, p.g, r.metres)
        AND (r.dataset IS NULL OR f.dataset = r.dataset)
    ) f
  )
  SELECT s.sources, h.* FROM (
    SELECT coalesce(json_agg(json_build_object('scope', scope, 'release', release) ORDER BY scope), '[]')
      AS sources
    FROM data_releases WHERE kind = 'constraints'
  ) s LEFT JOIN hits h ON true`;

export interface LayerSource {
  scope: string;
  release: string;
}

/**
 * Features containing the point, and features of the near rules within their distance, with the
 * release of every loaded layer. `within` uses the planar index; `near` the (layer, geography)
 * index, so distances are true metres.
 */
export async function hitsAndSourcesAt(
  db: Knex,
  lat: number,
  lng: number,
  near: NearRule[],
): Promise<{ hits: LayerHit[]; sources: LayerSource[] }> {
  const rows = await queryNamed<LayerHit & { sources: LayerSource[] }>(db, 'plandata_layer_hits', HITS_SQL, [
    lng,
    lat,
    near.map((n) => n.layer),
    near.map((n) => n.dataset),
    near.map((n) => n.metres),
  ]);
  const hits: LayerHit[] = [];
  for (const h of rows)
    if (h.layer !== null)
      hits.push({
        layer: h.layer,
        name: h.name,
        reference: h.reference,
        url: h.url,
        grade: h.grade,
        dataset: h.dataset,
        metres: Number(h.metres),
        is_point: h.is_point,
      });
  return { hits, sources: rows[0]?.sources ?? [] };
}

/** Features containing the point, and features of the near rules within their distance. */
export async function hitsAt(db: Knex, lat: number, lng: number, near: NearRule[]): Promise<LayerHit[]> {
  return (await hitsAndSourcesAt(db, lat, lng, near)).hits;
}

/** Release of each loaded layer, for meta.sources. */
export async function layerSources(db: Knex): Promise<{ scope: string; release: string; loaded_at: Date }[]> {
  return db('data_releases')
    .where({ kind: 'constraints' })
    .select('scope', 'release', 'loaded_at')
    .orderBy('scope');
}
