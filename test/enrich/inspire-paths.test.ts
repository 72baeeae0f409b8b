// The INSPIRE loader's two ways (enrich/loaders/inspire.ts): a certainly simple parcel is transformed
// in JS (area too) and COPYed straight into parcels, any other is checked and made valid by PostGIS
// as before. Both must store what the old single way stored: the same geometry (bytes for the
// checked way, within 1e-8 degrees per vertex for the JS transform), the area within the tolerance
// of bng.ts, the same rejections. A load whose server transforms otherwise, or with an id twice,
// goes PostGIS's way for every parcel.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { runLoad } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { inspireLoaderWith } from '../../enrich/loaders/inspire.js';
import type { Knex } from '../../core/db.js';

let db: Knex;

const member = (id: number, rings: string[]) =>
  `<wfs:member><LR:PREDEFINED gml:id="P.${id}"><LR:GEOMETRY><gml:Polygon srsName="urn:ogc:def:crs:EPSG::27700">` +
  rings
    .map(
      (r, i) =>
        `<gml:${i ? 'interior' : 'exterior'}><gml:LinearRing><gml:posList srsDimension="2">${r}</gml:posList></gml:LinearRing></gml:${i ? 'interior' : 'exterior'}>`,
    )
    .join('') +
  `</gml:Polygon></LR:GEOMETRY><LR:INSPIREID>${id}</LR:INSPIREID></LR:PREDEFINED></wfs:member>\n`;

const square = (x: number, y: number, d: number) =>
  `${x} ${y} ${x + d} ${y} ${x + d} ${y + d} ${x} ${y + d} ${x} ${y}`;
const wkt = (rings: string[]) =>
  `POLYGON(${rings.map((r) => `(${r.replace(/(\S+) (\S+)( |$)/g, '$1 $2,').replace(/,$/, '')})`).join(',')})`;

describe('INSPIRE: certain parcels and checked parcels', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
  });

  const parcels: [number, string[]][] = [
    [8001, [square(526857, 189058, 22)]], // certain
    [
      8002,
      [square(530000, 180000, 400), '530100 180100 530100 180200 530200 180200 530200 180100 530100 180100'],
    ], // a hole
    [8003, ['531000 181000 531050 181050 531050 181000 531000 181050 531000 181000']], // a bow tie
    [8004, ['532000 182000 532030 182000 532030 182000 532030 182030 532000 182030 532000 182000']], // a repeated point
    [
      8005,
      [
        '533000 183000 533040 183000 533040 183040 533020 183040 533020 183060 533020 183040 533000 183040 533000 183000',
      ],
    ], // a spike
    [8006, [square(430000, 433000, 150)]], // certain (Leeds)
  ];

  /** Loads the parcels (and more) with `loader` and checks each of the first `checked` against PostGIS. */
  async function loadAndCompare(
    all: [number, string[]][],
    checked: number,
    loader = loaders.inspire!,
    exact = (id: number) => id !== 8001 && id !== 8006,
    spillBytes?: number,
  ) {
    const dir = mkdtempSync(path.join(tmpdir(), 'inspire-paths-'));
    const f = path.join(dir, 'parcels.gml');
    writeFileSync(
      f,
      '<?xml version="1.0" encoding="UTF-8"?>\n<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:LR="www.landregistry.gov.uk">\n' +
        all.map(([id, rings]) => member(id, rings)).join('') +
        '</wfs:FeatureCollection>\n',
    );
    const s = await runLoad(db, loader, f, { release: '2024-06', spillBytes });
    rmSync(dir, { recursive: true, force: true });
    // What PostGIS alone makes of each parcel: stored when one polygon, else a rejection (the bow tie
    // becomes two triangles, the spike a polygon and a line).
    const expected: { line: number; reason: string }[] = [];
    for (const [i, [id, rings]] of all.slice(0, checked).entries()) {
      const [r] = (
        await db.raw(
          `SELECT GeometryType(g) = 'POLYGON' AS polygon, ST_AsEWKB(p.geom) = ST_AsEWKB(g) AS same,
             ST_SRID(p.geom) = ST_SRID(g) AND GeometryType(p.geom) = GeometryType(g)
               AND ST_NPoints(p.geom) = ST_NPoints(g) AS same_shape,
             (SELECT max(greatest(abs(ST_X(a.geom) - ST_X(b.geom)), abs(ST_Y(a.geom) - ST_Y(b.geom))))
              FROM ST_DumpPoints(p.geom) a JOIN ST_DumpPoints(g) b USING (path)) AS worst,
             p.area_m2 AS area, ST_Area(g::geography) AS pg_area
           FROM plandata_geom(?, 27700) g LEFT JOIN parcels p ON p.inspire_id = ?`,
          [wkt(rings), String(id)],
        )
      ).rows as {
        polygon: boolean;
        same: boolean | null;
        same_shape: boolean | null;
        worst: number | null;
        area: number | null;
        pg_area: number;
      }[];
      if (!r!.polygon) {
        expected.push({ line: i + 1, reason: `parcel ${id}: polygon cannot be read` });
        continue;
      }
      if (exact(id)) expect([id, r!.same]).toEqual([id, true]);
      else {
        // Transformed in JS: within 1e-8 degrees of PostGIS per vertex, not byte for byte (V8's and
        // glibc's libm differ in the last bit; 1e-8 degrees is about 1 mm, far below the ~5 m
        // accuracy of the Helmert transformation itself).
        expect([id, r!.same_shape]).toEqual([id, true]);
        expect(r!.worst!).toBeLessThan(1e-8);
      }
      expect(Math.abs(r!.area! - r!.pg_area)).toBeLessThan(1e-7 * r!.pg_area + 1e-3);
    }
    expect(expected.map((e) => e.line)).toContain(3);
    expect(s.rejections).toEqual(expected);
    return { s, expected };
  }

  it('stores every kind of parcel as PostGIS alone would', async () => {
    const { s, expected } = await loadAndCompare(parcels, 6);
    expect([s.direct, s.note]).toEqual([true, undefined]);
    const [n] = (await db.raw(`SELECT count(*)::int AS n FROM parcels`)).rows as { n: number }[];
    expect([n!.n, s.loaded]).toEqual([6 - expected.length, 6 - expected.length]);
  });

  it('leaves statistics of the looked-up columns (a small sample: migration 039) and the look-up on the GiST index', async () => {
    await loadAndCompare(parcels, 6);
    const stats = (
      await db.raw(
        `SELECT a.attname, a.attstattarget, EXISTS (SELECT 1 FROM pg_statistic s
           WHERE s.starelid = a.attrelid AND s.staattnum = a.attnum) AS analysed
         FROM pg_attribute a WHERE a.attrelid = 'parcels'::regclass AND a.attname IN ('inspire_id', 'geom')
         ORDER BY a.attname`,
      )
    ).rows;
    expect(stats).toEqual([
      { attname: 'geom', attstattarget: 10, analysed: true },
      { attname: 'inspire_id', attstattarget: 10, analysed: true },
    ]);
    const plan = (
      await db.raw(
        `EXPLAIN SELECT inspire_id FROM parcels h
         WHERE ST_Contains(h.geom, ST_SetSRID(ST_MakePoint(-0.1702, 51.5862), 4326))`,
      )
    ).rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']);
    expect(plan.join('\n')).toMatch(/Index Scan .*parcels_geom_idx/);
  });

  it('the parcels set aside for PostGIS go through a temporary file past the memory bound, same result', async () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('plandata-spill-')).length;
    const { s, expected } = await loadAndCompare(parcels, 6, loaders.inspire!, undefined, 1);
    expect([s.direct, s.note]).toEqual([true, undefined]);
    const [n] = (await db.raw(`SELECT count(*)::int AS n FROM parcels`)).rows as { n: number }[];
    expect([n!.n, s.loaded]).toEqual([6 - expected.length, 6 - expected.length]);
    // The temporary file is gone once the load ends.
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('plandata-spill-')).length).toBe(before);
  });

  it('an id met twice: the whole load goes the checked way and the first parcel stays', async () => {
    // As the loader's first test had it: the same id again, after the checked parcels.
    const twice: [number, string[]][] = [...parcels.slice(0, 5), [8001, [square(600000, 300000, 10)]]];
    const { s, expected } = await loadAndCompare(twice, 5, loaders.inspire!, () => true);
    expect(s.direct).toBe(false);
    // The repeated id: one row (the first parcel's); the summary counts the parcels read and kept.
    const [n] = (await db.raw(`SELECT count(*)::int AS n FROM parcels`)).rows as { n: number }[];
    expect([n!.n, s.loaded]).toEqual([5 - expected.length, 6 - expected.length]);
  });

  it("a server whose transform differs from the JS one: every parcel is PostGIS's, and the summary says why", async () => {
    // At sea (north of Shetland) PostGIS picks another operation than the Helmert of EPSG:27700, as a
    // server with the OSTN15 grid would everywhere.
    const { s, expected } = await loadAndCompare(
      parcels,
      6,
      inspireLoaderWith([700000, 1200000]) as typeof loaders.inspire,
      () => true,
    );
    expect(s.direct).toBe(false);
    expect(s.note).toMatch(
      /^parcels transformed by PostGIS: .* differs from plandata's by .* at 700000 1200000/,
    );
    const [n] = (await db.raw(`SELECT count(*)::int AS n FROM parcels`)).rows as { n: number }[];
    expect(n!.n).toBe(6 - expected.length);
  });
});
