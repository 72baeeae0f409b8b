// INSPIRE index polygons (HM Land Registry, GML in EPSG:27700): one parcel per <LR:PREDEFINED>
// member with its INSPIREID and polygon posList, cut out of the stream by pattern (the files are
// machine-written, one schema; sax built every tag and text node: most of the load's time), encoded
// as EWKB and transformed to WGS84 in PostgreSQL. A parcel whose ring is certainly simple (bng.ts)
// comes with its area, computed here: PostgreSQL then only transforms it (ST_IsValid, ST_MakeValid
// and ST_Area(geography) cost more than the transform); any other goes the way every parcel went
// before (made valid if need be, area from PostGIS).
import { createReadStream } from 'node:fs';
import type { Transform } from 'node:stream';
import { GEOMETRY_STAGE, withStagedGeometry } from './constraints.js';
import {
  fillTable,
  LoadFormatError,
  RowError,
  type LoaderSpec,
  type MergeContext,
  type Rejection,
  type SourceRecord,
} from './framework.js';
import { bngArea, bngToWgs84, certainlySimpleRing, extent, wgs84Area } from './bng.js';
import { polygonHex } from './wkb.js';

interface Parcel {
  /** Ordinal of the parcel in the file (its line in rejections). */
  line: number;
  id: string;
  rings: string[]; // posList text per ring, exterior first
}

const PARCEL = /<(?:[\w.-]+:)?PREDEFINED[\s>][\s\S]*?<\/(?:[\w.-]+:)?PREDEFINED\s*>/g;
const PARCEL_OPEN = /<(?:[\w.-]+:)?PREDEFINED[\s>]/g;
const RING = /<(?:[\w.-]+:)?(?:posList|coordinates)(?:\s[^>]*)?>([^<]*)</g;
const ID = /<(?:[\w.-]+:)?INSPIREID(?:\s[^>]*)?>([^<]*)</;

function parcelOf(line: number, xml: string): Parcel {
  const rings: string[] = [];
  for (const m of xml.matchAll(RING)) rings.push(m[1]!.trim());
  return { line, id: ID.exec(xml)?.[1]?.trim() ?? '', rings };
}

async function* readGml(file: string, counter: Transform): AsyncGenerator<SourceRecord<Parcel>[]> {
  const name = file.split('/').pop();
  let buf = '';
  let sawRoot = false;
  let ordinal = 0;
  const input = createReadStream(file).pipe(counter);
  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) {
    buf += chunk;
    if (!sawRoot) {
      // The root element, after the XML declaration, comments and doctype.
      const t = buf.replace(/^\uFEFF/, '').replace(/^(\s*<[?!][\s\S]*?>)*\s*/, '');
      if (t && !t.startsWith('<')) throw new LoadFormatError(`${name} is not readable GML: no XML element`);
      const root = /^<([\w.:-]+)[\s/>]/.exec(t);
      if (!root) {
        if (buf.length > 1 << 16) throw new LoadFormatError(`${name} is not readable GML: no root element`);
        continue;
      }
      if (root[1]!.replace(/^.*:/, '') !== 'FeatureCollection')
        throw new LoadFormatError(`${name} is not INSPIRE GML (root <${root[1]}>)`);
      sawRoot = true;
    }
    const out: SourceRecord<Parcel>[] = [];
    let end = 0;
    PARCEL.lastIndex = 0;
    for (let m = PARCEL.exec(buf); m; m = PARCEL.exec(buf)) {
      ordinal++;
      out.push({ line: ordinal, value: parcelOf(ordinal, m[0]) });
      end = PARCEL.lastIndex;
    }
    // Keep from the next unfinished parcel, else only a tail that may hold the start of its tag.
    PARCEL_OPEN.lastIndex = end;
    const open = PARCEL_OPEN.exec(buf);
    buf = buf.slice(open ? open.index : Math.max(end, buf.length - 64));
    yield out;
  }
  if (!sawRoot) throw new LoadFormatError(`${name} is empty`);
  PARCEL_OPEN.lastIndex = 0;
  if (PARCEL_OPEN.test(buf))
    yield [{ line: ordinal + 1, value: undefined as unknown as Parcel, error: 'parcel is not closed' }];
}

/** A separator of posList numbers: what /[\s,]/ matches. */
function separator(c: number): boolean {
  return (
    c === 44 ||
    c === 32 ||
    (c >= 9 && c <= 13) ||
    (c > 127 &&
      (c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff))
  );
}

/** Flat coordinates of a posList (or GML 2 coordinates) ring: one pass, no regular expression. */
function ringCoords(pos: string): number[] {
  const out: number[] = [];
  const n = pos.length;
  let ok = true;
  for (let i = 0; i < n;) {
    if (separator(pos.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !separator(pos.charCodeAt(j))) j++;
    const v = Number(pos.slice(i, j));
    if (!Number.isFinite(v)) ok = false;
    out.push(v);
    i = j;
  }
  if (!ok || out.length < 8 || out.length % 2)
    throw new RowError('polygon ring has too few or unreadable coordinates');
  return out;
}

function ringWkt(n: number[]): string {
  const pts: string[] = [];
  for (let i = 0; i < n.length; i += 2) pts.push(`${n[i]} ${n[i + 1]}`);
  return `(${pts.join(',')})`;
}

/**
 * British National Grid metres far inside the projection's domain (PostGIS throws only for points
 * some thousands of kilometres out): a certain parcel is transformed while it is COPYed, where an
 * exception would end the load.
 */
function nearGrid(ring: number[]): boolean {
  for (let i = 0; i < ring.length; i += 2)
    if (!(ring[i]! > -1e6 && ring[i]! < 2e6 && ring[i + 1]! > -1e6 && ring[i + 1]! < 3e6)) return false;
  return true;
}

/** Area in m² of a single-ring parcel that is certainly valid, else null (PostGIS decides). */
function certainArea(rings: number[][]): number | null {
  if (rings.length !== 1 || !nearGrid(rings[0]!) || !certainlySimpleRing(rings[0]!)) return null;
  const ring = rings[0]!;
  // Up to 200 m across the area scale at the centroid is exact enough (four points transformed);
  // a larger parcel is transformed point by point (bng.ts, test/enrich/bng.test.ts).
  if (extent(ring) <= 200) return bngArea(rings);
  const lnglat = bngToWgs84(ring);
  for (const v of lnglat) if (!Number.isFinite(v)) return null;
  return wgs84Area([lnglat]);
}

/**
 * Moves the staged parcels chosen by `where` into parcels the way every parcel went before: made
 * valid where PostGIS finds them invalid, area from ST_Area(geography); a parcel that is no single
 * polygon afterwards is a rejection. Geometry is read set-wise into a second temp table (UPDATEs of
 * the stage would write every row again). MakeValid may wrap a single polygon in a collection; it is
 * kept when there is exactly one.
 */
async function mergeChecked(
  client: MergeContext['client'],
  release: string,
  where: string,
): Promise<{ loaded: number; rejections: Rejection[] }> {
  await withStagedGeometry(client, (geom) =>
    client.query(
      `CREATE TEMP TABLE staged ON COMMIT DROP AS
       SELECT line, inspire_id,
         CASE WHEN GeometryType(g) <> 'POLYGON' AND ST_NumGeometries(g) = 1 THEN ST_GeometryN(g, 1) ELSE g END AS g
       FROM (SELECT line, inspire_id, ${geom} AS g FROM stage WHERE ${where}) s`,
    ),
  );
  const r = await client.query(
    `INSERT INTO parcels (inspire_id, geom, area_m2, release)
     SELECT inspire_id, g, ST_Area(g::geography), $1 FROM staged
     WHERE g IS NOT NULL AND GeometryType(g) = 'POLYGON'
     ON CONFLICT (inspire_id) DO NOTHING`,
    [release],
  );
  const bad = await client.query<{ inspire_id: string; line: number }>(
    `SELECT inspire_id, line FROM staged WHERE g IS NULL OR GeometryType(g) <> 'POLYGON' ORDER BY line`,
  );
  return {
    loaded: r.rowCount ?? 0,
    rejections: bad.rows.map((b) => ({
      line: b.line,
      reason: `parcel ${b.inspire_id}: polygon cannot be read`,
    })),
  };
}

export const inspireLoader: LoaderSpec<Parcel> = {
  kind: 'inspire',
  formatByFirstRecord: true,
  stage: [['line', 'integer'], ['inspire_id', 'text'], ...GEOMETRY_STAGE, ['area_m2', 'double precision']],
  // A certain parcel (one with its area) is transformed by PostgreSQL as it arrives.
  stageGenerated: [
    'g geometry GENERATED ALWAYS AS (CASE WHEN area_m2 IS NOT NULL THEN ST_Transform(wkb, 4326) END) STORED',
  ],
  read: readGml,
  toRow(p) {
    if (!/^\d+$/.test(p.id)) throw new RowError(`INSPIREID '${p.id}' is not a number`);
    if (!p.rings.length) throw new RowError('parcel has no polygon');
    const rings = p.rings.map(ringCoords);
    const wkb = polygonHex(rings, 27700);
    // A ring PostGIS would refuse (not closed) goes as WKT: plandata_geom reports it.
    if (!wkb) return [p.line, p.id, null, `POLYGON(${rings.map(ringWkt).join(',')})`, 27700, null];
    return [p.line, p.id, wkb, null, 27700, certainArea(rings)];
  },
  async merge({ client, release }) {
    return fillTable(
      client,
      'parcels',
      async () => {
        await client.query(`DELETE FROM parcels`);
        // A key met twice in the file: the first parcel with it stays (before, one of them did).
        // Tried without ON CONFLICT first: its speculative insertion cost 80-90 ms per 20,000
        // parcels against 40-55 ms, about a third of the baseline COPY.
        const insert = (onConflict: string) =>
          client.query(
            `INSERT INTO parcels (inspire_id, geom, area_m2, release)
             SELECT inspire_id, g, area_m2, $1 FROM stage WHERE g IS NOT NULL ${onConflict}`,
            [release],
          );
        await client.query('SAVEPOINT certain');
        let certain: number;
        try {
          certain = (await insert('')).rowCount ?? 0;
          await client.query('RELEASE SAVEPOINT certain');
        } catch (err) {
          if ((err as { code?: string }).code !== '23505') throw err;
          await client.query('ROLLBACK TO SAVEPOINT certain');
          certain = (await insert('ON CONFLICT (inspire_id) DO NOTHING')).rowCount ?? 0;
        }
        const rest = await mergeChecked(client, release, 'area_m2 IS NULL');
        return { loaded: certain + rest.loaded, rejections: rest.rejections };
      },
      true,
    );
  },
};
