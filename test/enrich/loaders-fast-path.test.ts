// The loaders' fast paths (issue 7, load speed): COPY straight into the target and its fallback to
// the stage, the GeoJSON feature splitter, the INSPIRE GML scanner and geometry sent as EWKB and read
// set-wise, with the per-feature fallback when PostGIS throws. Same rows, rejections and releases as
// the stage path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db.js';
import { calendarDay, runLoad } from '../../enrich/loaders/framework.js';
import { loaders } from '../../enrich/loaders/index.js';
import { constraintsLoader } from '../../enrich/loaders/constraints.js';
import type { Knex } from '../../core/db.js';
import { FILES, synthetic } from './synthetic.js';

let db: Knex;
const dir = mkdtempSync(path.join(tmpdir(), 'loaders-fast-'));
const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
};
const rows = async (sql: string, bindings: unknown[] = []) =>
  (await db.raw(sql, bindings as never[])).rows as Record<string, unknown>[];

describe('loader fast paths', () => {
  beforeAll(async () => {
    db = (await freshDatabase()).db;
  });

  it('an upsert kind COPYs straight into an empty table, then reloads through the stage: same rows', async () => {
    const first = await runLoad(db, loaders.uprn!, synthetic(FILES.uprn), { release: '2024-05' });
    expect([first.direct, first.loaded, first.rejected]).toEqual([true, 6, 2]);
    expect(first.rejections.map((r) => r.line)).toEqual([8, 9]);
    const before = await rows(`SELECT uprn, lat, lng, release FROM uprn_points ORDER BY uprn`);
    expect(before[0]).toEqual({ uprn: '900000000014', lat: 51.5862, lng: -0.1702, release: '2024-05' });
    const again = await runLoad(db, loaders.uprn!, synthetic(FILES.uprn), { release: '2024-06' });
    expect([again.direct, again.loaded, again.rejected]).toEqual([false, 6, 2]);
    const after = await rows(`SELECT uprn, lat, lng, release FROM uprn_points ORDER BY uprn`);
    expect(after).toEqual(before.map((r) => ({ ...r, release: '2024-06' })));
    expect(
      await rows(`SELECT release, rows_loaded, rows_rejected FROM data_releases WHERE kind = 'uprn'`),
    ).toEqual([{ release: '2024-06', rows_loaded: 6, rows_rejected: 2 }]);
  });

  it('a key twice in a first load falls back to the stage: one row kept, rejections counted once', async () => {
    const f = file(
      'epc-dup.csv',
      [
        'LMK_KEY,ADDRESS1,ADDRESS2,ADDRESS3,POSTCODE,CURRENT_ENERGY_RATING,CURRENT_ENERGY_EFFICIENCY,TOTAL_FLOOR_AREA,LODGEMENT_DATE,UPRN',
        '111,1 HIGH ROAD,,,N2 0AA,C,70,80,2021-03-04,100000000001',
        '222,2 HIGH ROAD,,,N2 0AA,Z,70,80,2021-03-04,',
        '111,1 HIGH ROAD,,,N2 0AA,B,81,80,2022-03-04,100000000001',
        '333,3 HIGH ROAD,,,N2 0AA,D,60,95.5,2020-01-02,',
      ].join('\n') + '\n',
    );
    const s = await runLoad(db, loaders.epc!, f, { release: '2024-06' });
    expect(s.direct).toBe(false);
    expect(s.rejections).toEqual([{ line: 3, reason: "CURRENT_ENERGY_RATING 'Z' is not A+ to G" }]);
    expect(await rows(`SELECT lmk_key, floor_area FROM epc_certificates ORDER BY lmk_key`)).toEqual([
      { lmk_key: '111', floor_area: 80 },
      { lmk_key: '333', floor_area: 95.5 },
    ]);
    expect(await rows(`SELECT rows_loaded, rows_rejected FROM data_releases WHERE kind = 'epc'`)).toEqual([
      { rows_loaded: 2, rows_rejected: 1 },
    ]);
  });

  it('price paid into an empty table: deletions (D) have nothing to delete and are not stored', async () => {
    const s = await runLoad(db, loaders['price-paid']!, synthetic(FILES.ppUpdate), { release: '2024-06' });
    expect(s.direct).toBe(true);
    expect(s.rejections).toEqual([{ line: 4, reason: "record status 'X' is not A, C or D" }]);
    expect(
      (await rows(`SELECT transaction_id FROM price_paid ORDER BY 1`)).map((r) => r.transaction_id),
    ).toEqual(['{90000000-0000-4000-8000-000000000002}', '{90000000-0000-4000-8000-000000000007}']);
  });

  it('postcodes: the point written as EWKB is the point the stage merge makes', async () => {
    const f = file('pc.csv', 'Postcode,lat,long\nN2 0AA,51.5862001,-0.1702003\nLS6 1AA,53.8199,-1.5766\n');
    const s = await runLoad(db, loaders.postcodes!, f, { release: '2025-05' });
    expect([s.direct, s.loaded]).toEqual([true, 2]);
    expect(
      await rows(
        `SELECT postcode, ST_AsEWKB(location::geometry) = ST_AsEWKB(ST_SetSRID(ST_MakePoint(lng, lat), 4326)) AS same
         FROM postcodes ORDER BY 1`,
      ),
    ).toEqual([
      { postcode: 'LS6 1AA', same: true },
      { postcode: 'N2 0AA', same: true },
    ]);
  });

  it('GeoJSON: features cut out by braces (strings respected), a broken one rejected by ordinal, geometry as plandata_geom reads it', async () => {
    const sq = (x: number, y: number) => [
      [x, y],
      [x + 50, y],
      [x + 50, y + 50],
      [x, y + 50],
      [x, y],
    ];
    const feature = (name: string, geometry: unknown) =>
      JSON.stringify({ type: 'Feature', properties: { name, reference: name.slice(0, 3) }, geometry });
    const f = file(
      'layer.geojson',
      [
        '{"type":"FeatureCollection","name":"x {\\"features\\": [",',
        '"features":[',
        feature('A {x} "quoted" ] \\ name', { type: 'Polygon', coordinates: [sq(526800, 189000)] }) + ',',
        '{"type":"Feature","properties":{"name":},"geometry":null},',
        feature('B3d', { type: 'Point', coordinates: [526850, 189050, 12] }) + ',',
        feature('Cfar', { type: 'Point', coordinates: [1e30, 1e30] }) + ',',
        feature('Dmulti', {
          type: 'MultiPolygon',
          coordinates: [[sq(526900, 189100)], [sq(527000, 189200)]],
        }),
        '],"crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::27700"}}}',
      ].join('\n'),
    );
    const s = await runLoad(db, constraintsLoader('article4'), f, { release: '2025-05', scope: 'article4' });
    expect(s.direct).toBe(false);
    expect([s.loaded, s.rejected]).toEqual([3, 2]);
    expect(s.rejections).toEqual([
      { line: 2, reason: 'feature is not valid JSON' },
      { line: 4, reason: 'geometry cannot be read' },
    ]);
    const got = await rows(
      `SELECT name, GeometryType(geom) AS type, ST_NDims(geom) AS dims FROM layer_features WHERE layer = 'article4' ORDER BY name`,
    );
    expect(got).toEqual([
      { name: 'A {x} "quoted" ] \\ name', type: 'POLYGON', dims: 2 },
      { name: 'B3d', type: 'POINT', dims: 2 }, // 3-D: sent as GeoJSON text, Z dropped (the column is 2-D)
      { name: 'Dmulti', type: 'MULTIPOLYGON', dims: 2 },
    ]);
    const same = await rows(
      `SELECT ST_AsEWKB(geom) = ST_AsEWKB(plandata_geom(?, 27700)) AS same FROM layer_features WHERE name = 'Dmulti'`,
      [
        JSON.stringify({
          type: 'MultiPolygon',
          coordinates: [[sq(526900, 189100)], [sq(527000, 189200)]],
        }),
      ],
    );
    expect(same).toEqual([{ same: true }]);
  });

  it('INSPIRE GML: parcels by pattern; an unclosed ring rejected, a truncated file refused; same geometry as from WKT', async () => {
    const parcel = (id: number, pos: string) =>
      `<wfs:member><LR:PREDEFINED gml:id="P.${id}"><LR:GEOMETRY><gml:Polygon srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">${pos}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>\n<LR:INSPIREID>${id}</LR:INSPIREID></LR:PREDEFINED></wfs:member>\n`;
    const ring = '526857.0 189058.0 526879.0 189058.0 526879.0 189080.0 526857.0 189080.0 526857.0 189058.0';
    const members =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a comment -->\n<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:LR="www.landregistry.gov.uk">\n' +
      parcel(7001, ring) +
      parcel(
        7002,
        '526900.0 189100.0 526920.0 189100.0 526920.0 189120.0 526900.0 189120.0 526901.0 189101.0',
      ) +
      parcel(7003, ring.replace(/526857\.0/g, '526757.0'));
    // A file cut off inside its last parcel is refused whole (it used to load the parcels before the
    // cut, the cut one rejected): nothing written.
    const cut = file(
      'parcels-cut.gml',
      members + '<wfs:member><LR:PREDEFINED gml:id="P.7004"><LR:GEOMETRY><gml:Polygon>',
    );
    await expect(runLoad(db, loaders.inspire!, cut, { release: '2024-06' })).rejects.toThrow(
      'parcels-cut.gml ends in the middle of a record (line 4: parcel is not closed): the file looks truncated',
    );
    expect(await rows(`SELECT count(*)::int AS n FROM parcels`)).toEqual([{ n: 0 }]);
    const f = file('parcels.gml', members + '</wfs:FeatureCollection>\n');
    const s = await runLoad(db, loaders.inspire!, f, { release: '2024-06' });
    expect([s.loaded, s.rejected]).toEqual([2, 1]);
    expect(s.rejections).toEqual([{ line: 2, reason: 'parcel 7002: polygon cannot be read' }]);
    // A certainly simple parcel is transformed in JS and COPYed straight into parcels: the same
    // polygon as PostGIS's transform, vertex by vertex within 1e-8 degrees, not byte for byte (V8's
    // and glibc's libm differ in the last bit; 1e-8 degrees is about 1 mm, far below the ~5 m
    // accuracy of the Helmert transformation itself).
    const same = await rows(
      `SELECT ST_SRID(p.geom) = ST_SRID(g) AND GeometryType(p.geom) = GeometryType(g)
           AND ST_NPoints(p.geom) = ST_NPoints(g) AS same,
         (SELECT max(greatest(abs(ST_X(a.geom) - ST_X(b.geom)), abs(ST_Y(a.geom) - ST_Y(b.geom))))
          FROM ST_DumpPoints(p.geom) a JOIN ST_DumpPoints(g) b USING (path)) < 1e-8 AS within,
         round(area_m2) AS area
       FROM parcels p, plandata_geom(?, 27700) g WHERE inspire_id = '7001'`,
      [`POLYGON((${ring.replace(/(\S+) (\S+)( |$)/g, '$1 $2,').replace(/,$/, '')}))`],
    );
    expect(same).toEqual([{ same: true, within: true, area: 484 }]);
  });

  it('dates read by character code: ISO with or without a time, UK day first, real calendar days only', () => {
    const cases: [string, string, string | null][] = [
      ['2021-03-04', '/', '2021-03-04'],
      ['2021-03-04 10:00:00', '/', '2021-03-04'],
      ['04/03/2021', '/', '2021-03-04'],
      ['04-03-2021', '-/', '2021-03-04'],
      ['04-03-2021', '/', null],
      ['04/03-2021', '-/', '2021-03-04'],
      ['29/02/2020', '/', '2020-02-29'],
      ['29/02/2019', '/', null],
      ['29/02/1900', '/', null],
      ['29/02/2000', '/', '2000-02-29'],
      ['31-02-2020', '-/', null],
      ['31/04/2020', '/', null],
      ['2022-13-01', '/', null],
      ['2022-00-10', '/', null],
      ['0999-01-01', '/', null],
      ['1/3/2021', '/', null],
      ['2021-3-04', '/', null],
      ['04/03/21', '/', null],
      ['04/03/2021x', '/', null],
      ['20x1-03-04', '/', null],
      ['\uff12021-03-04', '/', null],
    ];
    for (const [text, separators, want] of cases) expect(calendarDay(text, separators), text).toBe(want);
  });
});
