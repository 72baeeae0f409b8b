// The INSPIRE loader's JS geometry (enrich/loaders/bng.ts) against PostGIS on this server: the
// BNG → WGS84 transform PostGIS applies within its area of use (the area then computed from it), the
// geodesic area against ST_Area(geography), and the simplicity check never calling an invalid ring
// certain. Real polygons: the fixtures' conservation areas, flood zone and wards, sent to EPSG:27700
// by PostGIS. Generated: 8,000 small rings, some crossing or touching themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { hasFixtures, readFixtureText } from '../helpers/fixtures.js';
import {
  bngArea,
  bngToWgs84,
  bngToWgs84Near,
  certainlySimpleRing,
  extent,
  wgs84Area,
} from '../../enrich/loaders/bng.js';
import type { Knex } from '../../core/db.js';

let db: Knex;
const sql = async <T>(text: string, bindings: unknown[]) =>
  (await db.raw(text, bindings as never[])).rows as T[];

function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** Flat rings of every polygon in a GeoJSON fixture, in BNG as PostGIS transforms them. */
async function bngRingsOf(rel: string): Promise<number[][][]> {
  const fc = JSON.parse(readFixtureText(rel)) as { features: { geometry: unknown }[] };
  const out = await sql<{ rings: string }>(
    `SELECT json_agg(ST_AsGeoJSON(ST_ExteriorRing(d.geom), 3)::json -> 'coordinates') AS rings
     FROM unnest(?::text[]) AS g(j),
       LATERAL ST_Dump(ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(g.j), 4326), 27700)) d
     GROUP BY d.path[1], g.j`,
    [fc.features.map((f) => JSON.stringify(f.geometry))],
  );
  return out.map((r) => (r.rings as unknown as number[][][]).map((ring) => ring.flat()));
}

/** The fixtures' real polygons: conservation areas, a flood zone and wards. */
const REAL_POLYGONS = [
  'open-data/planning-constraints/barnet-conservation-area.planning-data.geojson',
  'open-data/planning-constraints/london-flood-zone-2-simplified-barnet-camden.geojson',
  'open-data/geography/wards-2013-camden.geojson',
];

/**
 * The documented tolerance of wgs84Area: 1e-7 of the area plus 1e-10 D³ m², D the ring's extent in
 * metres (its edges are straight in an equal-area plane, not geodesics): under 0.001 m² for a 200 m
 * parcel, about 1 m² for a 3 km one (1e-7 to 3e-7 of its area); plus 1e-4 m² of rounding.
 */
function areaTolerance(area: number, ring: number[]): number {
  return 1e-7 * area + 1e-10 * extent(ring) ** 3 + 1e-4;
}

describe('BNG geometry in JS', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('transforms like ST_Transform within 1e-9 degrees across Great Britain', async () => {
    const r = rng(3);
    const flat: number[] = [526857, 189058, 430000, 433000, 325000, 673000, 180000, 40000];
    // Inland points between Cornwall and Caithness (PostGIS takes another transform at sea).
    for (let i = 0; i < 4000; i++) flat.push(200000 + r() * 400000, 50000 + r() * 900000);
    const pg = await sql<{ x: number; y: number }>(
      `SELECT ST_X(g) AS x, ST_Y(g) AS y FROM (SELECT o, ST_Transform(ST_SetSRID(ST_MakePoint(x, y), 27700), 4326) AS g
       FROM unnest(?::float8[], ?::float8[]) WITH ORDINALITY u(x, y, o)) s ORDER BY o`,
      [flat.filter((_, i) => i % 2 === 0), flat.filter((_, i) => i % 2 === 1)],
    );
    // The series, and the cell polynomials the loader uses.
    for (const js of [bngToWgs84(flat), bngToWgs84Near(flat, new Array<number>(flat.length))]) {
      let worst = 0;
      pg.forEach((p, i) => {
        worst = Math.max(worst, Math.abs(js[2 * i]! - p.x), Math.abs(js[2 * i + 1]! - p.y));
      });
      expect(worst).toBeLessThan(1e-9);
    }
  });

  it('the cell polynomials follow the series within 1e-13 degrees over Great Britain, 1e-11 anywhere near the grid', () => {
    const r = rng(5);
    for (const [x0, x1, y0, y1, bound] of [
      [0, 700000, 0, 1300000, 1e-13],
      // The loader's whole domain (nearGrid in inspire.ts), far out at sea.
      [-1e6, 2e6, -1e6, 3e6, 1e-11],
    ] as const) {
      const flat: number[] = [];
      for (let i = 0; i < 100000; i++) flat.push(x0 + r() * (x1 - x0), y0 + r() * (y1 - y0));
      const series = bngToWgs84(flat);
      const near = bngToWgs84Near(flat, new Float64Array(flat.length));
      let worst = 0;
      for (let i = 0; i < flat.length; i++) worst = Math.max(worst, Math.abs(series[i]! - near[i]!));
      expect(worst).toBeLessThan(bound);
      expect(worst).toBeGreaterThan(0); // a polynomial, not the series again
    }
    // Outside the cells' keys, or not a number: the series itself.
    expect(bngToWgs84Near([3e7, 1e5, NaN, 1], [0, 0, 0, 0])).toEqual([...bngToWgs84([3e7, 1e5]), NaN, NaN]);
  });

  it('stores parcels within 1e-8 degrees of ST_Transform per vertex: real and generated rings', async () => {
    // The loader COPYs bngToWgs84Near's coordinates as the stored geometry of a certain parcel. Not byte
    // for byte PostGIS's (V8's and glibc's libm differ in the last bit), within 1e-8 degrees (about
    // 1 mm; the Helmert transformation itself is good to about 5 m).
    const r = rng(11);
    const rings: number[][] = [];
    for (let i = 0; i < 2000; i++) {
      const cx = 200000 + r() * 400000;
      const cy = 50000 + r() * 900000;
      const ring: number[] = [];
      for (let j = 0; j < 6; j++) {
        const a = (2 * Math.PI * j) / 6;
        ring.push(
          Math.round((cx + 50 * Math.cos(a)) * 100) / 100,
          Math.round((cy + 50 * Math.sin(a)) * 100) / 100,
        );
      }
      ring.push(ring[0]!, ring[1]!);
      rings.push(ring);
    }
    let real = 0;
    if (hasFixtures)
      for (const rel of REAL_POLYGONS)
        for (const poly of await bngRingsOf(rel)) {
          rings.push(poly[0]!);
          real++;
        }
    const pg = await sql<{ xy: number[] }>(
      `SELECT (SELECT array_agg(v ORDER BY d.path, k) FROM ST_DumpPoints(ST_Transform(ST_SetSRID(ST_MakeLine(
                 ARRAY(SELECT ST_MakePoint(c[2 * i + 1], c[2 * i + 2]) FROM generate_series(0, array_length(c, 1) / 2 - 1) i)), 27700), 4326)) d,
               unnest(ARRAY[ST_X(d.geom), ST_Y(d.geom)]) WITH ORDINALITY v(v, k)) AS xy
       FROM (SELECT o, c FROM json_array_elements(?::json) WITH ORDINALITY j(c0, o),
               LATERAL (SELECT array_agg(x::float8 ORDER BY n) AS c FROM json_array_elements_text(c0) WITH ORDINALITY e(x, n)) a) s
       ORDER BY o`,
      [JSON.stringify(rings)],
    );
    let worst = 0;
    let points = 0;
    pg.forEach((p, i) => {
      const js = bngToWgs84Near(rings[i]!, new Array<number>(rings[i]!.length));
      expect(p.xy.length).toBe(js.length);
      for (let k = 0; k < js.length; k++) worst = Math.max(worst, Math.abs(js[k]! - p.xy[k]!));
      points += js.length / 2;
    });
    if (hasFixtures) expect(real).toBeGreaterThan(10);
    expect(points).toBeGreaterThan(14000);
    expect(worst).toBeLessThan(1e-8);
  });

  it('gives ST_Area(geography) within the documented tolerance and never calls an invalid ring certain', async () => {
    const r = rng(7);
    const rings: number[][] = [];
    for (let i = 0; i < 8000; i++) {
      const cx = 250000 + r() * 300000;
      const cy = 100000 + r() * 700000;
      const size = [5, 20, 200, 2000][i % 4]!;
      const corners = 3 + (i % 5);
      const ring: number[] = [];
      for (let j = 0; j < corners; j++) {
        // Every seventh ring has its corners in random order: many of those cross themselves.
        const a = i % 7 === 0 ? r() * 2 * Math.PI : (2 * Math.PI * j) / corners + r() * 0.5;
        const d = size * (0.3 + r());
        ring.push(
          Math.round((cx + d * Math.cos(a)) * 100) / 100,
          Math.round((cy + d * Math.sin(a)) * 100) / 100,
        );
      }
      if (i % 11 === 0) ring.push(ring[2]!, ring[3]!); // a corner visited twice
      ring.push(ring[0]!, ring[1]!);
      rings.push(ring);
    }
    if (hasFixtures)
      for (const rel of REAL_POLYGONS) for (const poly of await bngRingsOf(rel)) rings.push(poly[0]!);
    const wkt = rings.map((ring) => {
      const pts: string[] = [];
      for (let i = 0; i < ring.length; i += 2) pts.push(`${ring[i]} ${ring[i + 1]}`);
      return `POLYGON((${pts.join(',')}))`;
    });
    const pg = await sql<{ valid: boolean; area: number | null }>(
      `SELECT ST_IsValid(g) AS valid, CASE WHEN ST_IsValid(g) THEN ST_Area(ST_Transform(g, 4326)::geography) END AS area
       FROM (SELECT o, ST_GeomFromText(w, 27700) AS g FROM unnest(?::text[]) WITH ORDINALITY u(w, o)) s ORDER BY o`,
      [wkt],
    );
    let certain = 0;
    let invalid = 0;
    const wrong: string[] = [];
    pg.forEach((p, i) => {
      if (!p.valid) invalid++;
      if (certainlySimpleRing(rings[i]!)) {
        certain++;
        if (!p.valid) wrong.push(wkt[i]!);
      }
      if (p.valid) {
        const area = wgs84Area([bngToWgs84(rings[i]!)]);
        if (Math.abs(area - p.area!) > areaTolerance(p.area!, rings[i]!))
          wrong.push(`${wkt[i]}: ${area} against ${p.area}`);
        // bngArea is used for parcels up to 200 m across (larger ones are transformed point by point).
        const fromGrid = extent(rings[i]!) <= 200 ? bngArea([rings[i]!]) : p.area!;
        if (Math.abs(fromGrid - p.area!) > areaTolerance(p.area!, rings[i]!))
          wrong.push(`${wkt[i]}: grid ${fromGrid} against ${p.area}`);
      }
    });
    expect(wrong).toEqual([]);
    expect(invalid).toBeGreaterThan(500); // the generator makes invalid rings
    expect(certain).toBeGreaterThan(0.9 * (pg.length - invalid)); // and the check passes most valid ones
  });

  it('takes holes off the exterior, as PostGIS does', async () => {
    const outer = [530000, 180000, 530400, 180000, 530400, 180300, 530000, 180300, 530000, 180000];
    const hole = [530100, 180100, 530100, 180200, 530200, 180200, 530200, 180100, 530100, 180100];
    const [p] = await sql<{ area: number }>(
      `SELECT ST_Area(ST_Transform(ST_GeomFromText(?, 27700), 4326)::geography) AS area`,
      [
        `POLYGON((${[outer, hole]
          .map((r) =>
            r
              .map((v, i) => (i % 2 ? `${v},` : `${v} `))
              .join('')
              .replace(/,$/, ''),
          )
          .join('),(')}))`,
      ],
    );
    const area = wgs84Area([bngToWgs84(outer), bngToWgs84(hole)]);
    expect(Math.abs(area - p!.area) / p!.area).toBeLessThan(1e-7);
    expect(Math.abs(bngArea([outer, hole]) - p!.area) / p!.area).toBeLessThan(1e-7);
  });
});
