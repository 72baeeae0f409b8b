// Constraint layers (spec 2.3) from planning.data.gov.uk GeoJSON (FeatureCollection or a bare
// Feature) or CSV with a WKT `geometry` (or `point`) column. Coordinates in British National Grid
// (EPSG:27700, recognised by their size or a crs member) are transformed to WGS84 in PostgreSQL.
// Loading a layer from a file replaces what that file gave the layer before.
import { createReadStream } from 'node:fs';
import type { Transform } from 'node:stream';
import type pg from 'pg';
import { featureFields, layerByKey, type LayerDef } from '../constraints/layers.js';
import { readCsv } from './csv.js';
import { LoadFormatError, openCounted, RowError, type LoaderSpec, type SourceRecord } from './framework.js';
import { geoJsonHex } from './wkb.js';

export interface FeatureIn {
  line: number;
  properties: Record<string, unknown>;
  /** Hex EWKB in `srid` when the reader could encode the geometry (see wkb.ts), else null. */
  wkb: string | null;
  /** The source text (GeoJSON or WKT) when there is no `wkb`, for plandata_geom. */
  geometry: string;
  srid: number;
}

/** Stage columns of a geometry (FeatureIn's wkb, geometry and srid, in that order). */
export const GEOMETRY_STAGE: [string, string][] = [
  ['wkb', 'geometry'],
  ['geometry', 'text'],
  ['srid', 'integer'],
];

/**
 * Runs `run` with the SQL expression of the stage's geometry in WGS84 (null when unreadable). First
 * set-wise (plandata_geom_wgs84, no subtransaction per feature); if PostGIS throws on some feature
 * that pass is rolled back and run again with plandata_geom, whose exception block makes that one
 * feature null (a rejection) instead of aborting the load.
 */
export async function withStagedGeometry<R>(
  client: pg.ClientBase,
  run: (geom: string) => Promise<R>,
): Promise<R> {
  const text = 'plandata_geom(geometry, srid)';
  await client.query('SAVEPOINT geometry');
  try {
    const out = await run(`CASE WHEN wkb IS NOT NULL THEN plandata_geom_wgs84(wkb) ELSE ${text} END`);
    await client.query('RELEASE SAVEPOINT geometry');
    return out;
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT geometry');
    return run(`CASE WHEN wkb IS NOT NULL THEN plandata_geom(wkb) ELSE ${text} END`);
  }
}

function firstNumber(geom: unknown): number | null {
  let g = geom;
  while (Array.isArray(g)) {
    if (typeof g[0] === 'number') return Math.abs(g[0]);
    g = g[0];
  }
  return null;
}

function sridOfGeoJson(geometry: {
  coordinates?: unknown;
  geometries?: { coordinates?: unknown }[];
}): number {
  const n = firstNumber(geometry.coordinates ?? geometry.geometries?.[0]?.coordinates);
  return n !== null && n > 1000 ? 27700 : 4326;
}

function sridOfWkt(wkt: string): number {
  const m = /(-?\d+(?:\.\d+)?)/.exec(wkt);
  return m && Math.abs(Number(m[1])) > 1000 ? 27700 : 4326;
}

export async function* readGeoJson(
  file: string,
  counter: Transform,
): AsyncGenerator<SourceRecord<FeatureIn>[]> {
  // Sniff the top: a FeatureCollection streams its features; a bare Feature is read whole (small).
  const head = await new Promise<string>((resolve, reject) => {
    const s = createReadStream(file, { start: 0, end: 4095, encoding: 'utf8' });
    let t = '';
    s.on('data', (c) => (t += c));
    s.on('end', () => resolve(t));
    s.on('error', reject);
  });
  const name = file.split('/').pop();
  const top = head.replace(/^\uFEFF/, '').trimStart();
  if (!top.startsWith('{') || !/"type"\s*:\s*"(FeatureCollection|Feature)"/.test(top))
    throw new LoadFormatError(`${name} is not GeoJSON (no FeatureCollection or Feature)`);
  const bareFeature = !/"features"\s*:/.test(top) && /"type"\s*:\s*"Feature"/.test(top);
  if (bareFeature) {
    let text = '';
    for await (const c of openCounted(file, counter)) text += (c as Buffer).toString('utf8');
    let f: { properties?: Record<string, unknown>; geometry?: unknown };
    try {
      f = JSON.parse(text.replace(/^\uFEFF/, '')) as typeof f;
    } catch (err) {
      throw new LoadFormatError(`${name} is not readable GeoJSON (${(err as Error).message}): truncated?`);
    }
    yield [toFeature(1, f)];
    return;
  }
  // A FeatureCollection: each member of its "features" array is cut out by matching braces (strings
  // and escapes respected) and parsed alone: memory holds one feature, and a broken feature is one
  // rejection. (stream-json built every feature token by token: 5-8 times slower.)
  let buf = '';
  let pos = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let featuresDepth = -1; // depth inside the features array, -1 outside it
  let start = -1; // offset in buf of the feature being cut out
  let ordinal = 0;
  const input = openCounted(file, counter);
  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) {
    buf += chunk;
    const out: SourceRecord<FeatureIn>[] = [];
    for (; pos < buf.length; pos++) {
      const c = buf.charCodeAt(pos);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 92) escaped = true;
        else if (c === 34) inString = false;
        continue;
      }
      if (c === 34) inString = true;
      else if (c === 123 || c === 91) {
        if (
          c === 91 &&
          depth === 1 &&
          featuresDepth < 0 &&
          /"features"\s*:\s*$/.test(buf.slice(Math.max(0, pos - 64), pos))
        )
          featuresDepth = 2;
        else if (c === 123 && depth === featuresDepth) start = pos;
        depth++;
      } else if (c === 125 || c === 93) {
        depth--;
        if (depth === featuresDepth && start >= 0) {
          ordinal++;
          out.push(parseFeature(ordinal, buf.slice(start, pos + 1)));
          start = -1;
        } else if (c === 93 && depth === 1 && featuresDepth === 2) featuresDepth = -3; // array closed
      }
    }
    // Keep the feature being cut out, else a little context for the "features": look-behind.
    const keep = start >= 0 ? start : Math.max(0, pos - 64);
    buf = buf.slice(keep);
    pos -= keep;
    if (start >= 0) start = 0;
    yield out;
  }
  // The file ends inside a feature, or inside the collection: cut off (the load is refused).
  const cut = (error: string): SourceRecord<FeatureIn>[] => [
    { line: ordinal + 1, value: undefined as unknown as FeatureIn, error, truncated: true },
  ];
  if (start >= 0) yield cut('feature is not closed');
  else if (depth > 0 || inString) yield cut('the FeatureCollection is not closed');
}

function parseFeature(line: number, text: string): SourceRecord<FeatureIn> {
  let f: { properties?: Record<string, unknown>; geometry?: unknown };
  try {
    f = JSON.parse(text) as typeof f;
  } catch {
    return { line, value: undefined as unknown as FeatureIn, error: 'feature is not valid JSON' };
  }
  return toFeature(line, f);
}

function toFeature(
  line: number,
  f: { properties?: Record<string, unknown>; geometry?: unknown },
): SourceRecord<FeatureIn> {
  const g = f?.geometry as { type?: string; coordinates?: unknown } | null | undefined;
  if (!g || typeof g !== 'object' || !g.type)
    return { line, value: undefined as unknown as FeatureIn, error: 'feature has no geometry' };
  const srid = sridOfGeoJson(g);
  const wkb = geoJsonHex(g, srid);
  return {
    line,
    value: { line, properties: f.properties ?? {}, wkb, geometry: wkb ? '' : JSON.stringify(g), srid },
  };
}

async function* readWktCsv(file: string, counter: Transform): AsyncGenerator<SourceRecord<FeatureIn>[]> {
  for await (const batch of readCsv(file, counter, {
    kind: 'constraint CSV',
    required: [],
    requiredAny: [['geometry', 'wkt', 'point']],
  }))
    yield batch.map((rec): SourceRecord<FeatureIn> => {
      if (rec.error) return rec as unknown as SourceRecord<FeatureIn>;
      const r = rec.value;
      const wkt = r.get('geometry') || r.get('wkt') || r.get('point');
      const props: Record<string, unknown> = {};
      for (const k of [
        'name',
        'reference',
        'entity',
        'dataset',
        'documentation-url',
        'document-url',
        'listed-building-grade',
        'grade',
        'flood-risk-level',
        'project-type',
        'stage',
        'design-standard',
        'protects-against',
        'defence-type',
        'flood-source',
        'band',
        'class',
        'survey',
      ])
        if (r.get(k)) props[k] = r.get(k);
      return {
        line: rec.line,
        value: { line: rec.line, properties: props, wkb: null, geometry: wkt, srid: sridOfWkt(wkt) },
      };
    });
}

/** The loader of one layer (scope = the layer key). */
export function constraintsLoader(layerKey: string): LoaderSpec<FeatureIn> {
  const layer: LayerDef | undefined = layerByKey.get(layerKey);
  if (!layer) throw new LoadFormatError(`unknown constraint layer '${layerKey}'`);
  return {
    kind: 'constraints',
    formatByFirstRecord: true,
    stage: [
      ['line', 'integer'],
      ['name', 'text'],
      ['reference', 'text'],
      ['url', 'text'],
      ['grade', 'text'],
      ['dataset', 'text'],
      ...GEOMETRY_STAGE,
    ],
    read: (file, counter) => (/\.csv$/i.test(file) ? readWktCsv(file, counter) : readGeoJson(file, counter)),
    toRow(f) {
      if (!f.wkb && !f.geometry) throw new RowError('empty geometry');
      const ds = f.properties.dataset;
      if (typeof ds === 'string' && ds && !layer.pdDatasets.includes(ds))
        throw new RowError(`dataset '${ds}' does not belong to layer '${layer.key}'`);
      const x = featureFields(layer, f.properties);
      return [
        f.line,
        x.name,
        x.reference,
        x.url,
        x.grade,
        x.dataset,
        f.wkb,
        f.wkb ? null : f.geometry,
        f.srid,
      ];
    },
    async merge({ client, release, source }) {
      // Geometry read set-wise in one pass into a second temp table (an UPDATE of the stage would
      // write every row twice).
      await withStagedGeometry(client, (geom) =>
        client.query(
          `CREATE TEMP TABLE staged ON COMMIT DROP AS
           SELECT line, name, reference, url, grade, dataset, ${geom} AS geom FROM stage`,
        ),
      );
      const bad = await client.query<{ line: number }>(
        `SELECT line FROM staged WHERE geom IS NULL ORDER BY line`,
      );
      await client.query(`DELETE FROM layer_features WHERE layer = $1 AND source = $2`, [layer.key, source]);
      const r = await client.query(
        `INSERT INTO layer_features (layer, source, name, reference, url, grade, dataset, geom, release)
         SELECT $1, $2, name, reference, url, grade, dataset, geom, $3 FROM staged WHERE geom IS NOT NULL`,
        [layer.key, source, release],
      );
      // The constraint check's plans depend on how many features each layer holds (spec 2.3 look-ups
      // by layer). Only those columns: a full ANALYZE also samples the geography index expression
      // (0.67 s on 900,000 features, more than the rest of the merge of a 20,000-feature file).
      await client.query(`ANALYZE layer_features (layer, dataset)`);
      return {
        loaded: r.rowCount ?? 0,
        rejections: bad.rows.map((b) => ({ line: b.line, reason: 'geometry cannot be read' })),
      };
    },
  };
}
