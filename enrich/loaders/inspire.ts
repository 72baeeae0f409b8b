// INSPIRE index polygons (HM Land Registry, GML in EPSG:27700): one parcel per <LR:PREDEFINED>
// member with its INSPIREID and polygon posList, cut out of the stream by pattern (the files are
// machine-written, one schema; sax built every tag and text node: most of the load's time). A parcel
// whose ring is certainly simple (bng.ts) is transformed to WGS84 and its area computed here, and
// COPYed straight into parcels in binary (ST_IsValid, ST_MakeValid, ST_Area(geography) and the
// stage's second write cost more than the COPY itself); any other goes as EWKB through the stage the
// way every parcel went before (made valid if need be, transformed and its area taken by PostGIS). The JS
// transform is within 1e-9 degrees of PostGIS's where PostGIS applies the Helmert of EPSG:27700; each
// load first checks that the server still does (one with the OSTN15 grid does not: every parcel then
// goes through the stage and is transformed by PostGIS).
import type { Transform } from 'node:stream';
import { GEOMETRY_STAGE, withStagedGeometry } from './constraints.js';
import {
  fillTable,
  LoadFormatError,
  openCounted,
  RowError,
  type LoaderSpec,
  type MergeContext,
  type Rejection,
  type SourceRecord,
} from './framework.js';
import { bngArea, bngToWgs84Near, certainlySimpleRing, extent, wgs84Area } from './bng.js';
import { polygonWkb } from './wkb.js';

interface Parcel {
  /** Ordinal of the parcel in the file (its line in rejections). */
  line: number;
  id: string;
  rings: string[]; // posList text per ring, exterior first
}

const PARCEL = /<(?:[\w.-]+:)?PREDEFINED[\s>][\s\S]*?<\/(?:[\w.-]+:)?PREDEFINED\s*>/g;
const PARCEL_OPEN = /<(?:[\w.-]+:)?PREDEFINED[\s>]/g;
const RING = /<(?:[\w.-]+:)?(?:posList|coordinates)(?:\s[^>]*)?>([^<]*)</g;
const ID = /<(?:[\w.-]+:)?INSPIREID(?:\s[^>]*)?>([^<]*)</g;

/**
 * Where a search of `xml` for the tag named `name` (after an optional prefix) may start: the last '<'
 * before the name's first occurrence (a tag's '<' is the last one before its name, so no match starts
 * earlier), -1 when the name is nowhere. Spares the patterns the geometry before the id, and the
 * member's opening before the rings.
 */
function searchFrom(xml: string, name: string): number {
  const k = xml.indexOf(name);
  return k < 0 ? -1 : Math.max(0, xml.lastIndexOf('<', k));
}

function parcelOf(line: number, xml: string): Parcel {
  const rings: string[] = [];
  const pos = searchFrom(xml, 'posList');
  const coordinates = searchFrom(xml, 'coordinates');
  // exec with lastIndex, not matchAll: that clones the regular expression for every parcel.
  RING.lastIndex = pos < 0 ? coordinates : coordinates < 0 ? pos : Math.min(pos, coordinates);
  if (RING.lastIndex >= 0) for (let m = RING.exec(xml); m; m = RING.exec(xml)) rings.push(m[1]!.trim());
  ID.lastIndex = searchFrom(xml, 'INSPIREID');
  const id = ID.lastIndex < 0 ? undefined : ID.exec(xml);
  return { line, id: id?.[1]?.trim() ?? '', rings };
}

/** `readBytes`: the size of a read, the stream's own by default (tests cut a file into small chunks). */
async function* readGml(
  file: string,
  counter: Transform,
  readBytes?: number,
): AsyncGenerator<SourceRecord<Parcel>[]> {
  const name = file.split('/').pop();
  let buf = '';
  let sawRoot = false;
  let ordinal = 0;
  const input = openCounted(file, counter, { highWaterMark: readBytes });
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
  // The file ends inside a parcel, or before the root closes: cut off (the load is refused). The
  // buffer holds all the file had after its last parcel (or its last 64 characters): the closing tag.
  const cut = (error: string): SourceRecord<Parcel>[] => [
    { line: ordinal + 1, value: undefined as unknown as Parcel, error, truncated: true },
  ];
  PARCEL_OPEN.lastIndex = 0;
  if (PARCEL_OPEN.test(buf)) yield cut('parcel is not closed');
  else if (!/<\/(?:[\w.-]+:)?FeatureCollection\s*>\s*$/.test(buf))
    yield cut('the FeatureCollection is not closed');
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

/** Scratch for a parcel's grid coordinates, every ring one after the other (toRow restarts at 0). */
let coords = new Float64Array(4096);
let used = 0;

/** 10^k, exact as doubles up to 10^22. */
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));

/**
 * Flat coordinates of a posList (or GML 2 coordinates) ring: one pass, no regular expression; a view
 * over the scratch array, valid until the next parcel (a growing array per ring was garbage). Each
 * number as Number() reads it: a plain decimal of up to 15 digits is its integer over a power of ten
 * (both exact doubles, one correctly rounded division: Clinger's fast path) read from the character
 * codes, anything else (exponents, hex, more digits, Infinity, garbage) goes to Number() itself.
 * Without the substring and Number() per coordinate: about half the ring's time, two thirds with the
 * decimals of real files.
 */
function ringCoords(pos: string): Float64Array {
  const start = used;
  const n = pos.length;
  let ok = true;
  for (let i = 0; i < n;) {
    let c = pos.charCodeAt(i);
    if (separator(c)) {
      i++;
      continue;
    }
    const t0 = i;
    const neg = c === 45;
    if (neg || c === 43) i++;
    let m = 0;
    let digits = 0;
    let frac = -1;
    for (; i < n; i++) {
      c = pos.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        m = m * 10 + (c - 48);
        digits++;
        if (frac >= 0) frac++;
      } else if (c === 46 && frac < 0) frac = 0;
      else break;
    }
    let v: number;
    if (i < n && !separator(c)) {
      while (i < n && !separator(pos.charCodeAt(i))) i++;
      v = Number(pos.slice(t0, i));
    } else if (digits > 0 && digits <= 15) v = frac > 0 ? (neg ? -m : m) / POW10[frac]! : neg ? -m : m;
    else v = Number(pos.slice(t0, i));
    if (!Number.isFinite(v)) ok = false;
    // Grown by a new array: views of the rings before keep the old one.
    if (used === coords.length) {
      const grown = new Float64Array(2 * coords.length);
      grown.set(coords);
      coords = grown;
    }
    coords[used++] = v;
  }
  const count = used - start;
  if (!ok || count < 8 || count % 2) throw new RowError('polygon ring has too few or unreadable coordinates');
  return coords.subarray(start, used);
}

function ringWkt(n: ArrayLike<number>): string {
  const pts: string[] = [];
  for (let i = 0; i < n.length; i += 2) pts.push(`${n[i]} ${n[i + 1]}`);
  return `(${pts.join(',')})`;
}

/**
 * British National Grid metres far inside the projection's domain (PostGIS throws only for points
 * some thousands of kilometres out): a certain parcel is transformed while it is COPYed, where an
 * exception would end the load.
 */
function nearGrid(ring: ArrayLike<number>): boolean {
  for (let i = 0; i < ring.length; i += 2)
    if (!(ring[i]! > -1e6 && ring[i]! < 2e6 && ring[i + 1]! > -1e6 && ring[i + 1]! < 3e6)) return false;
  return true;
}

/** Scratch for a certain parcel's WGS84 coordinates. */
let wgs = new Float64Array(1024);

/**
 * A single-ring parcel that is certainly valid in WGS84 (its EWKB) with its area in m², else null
 * (PostGIS decides).
 */
function certainParcel(rings: Float64Array[]): { wkb: Buffer; area: number } | null {
  if (rings.length !== 1 || !nearGrid(rings[0]!) || !certainlySimpleRing(rings[0]!)) return null;
  const ring = rings[0]!;
  if (wgs.length < ring.length) wgs = new Float64Array(Math.max(ring.length, 2 * wgs.length));
  // A view of the ring's length over the scratch array (the transform allocates nothing else). The
  // ring is closed (toRow's polygonWkb checked it): its last point is its first, whose transform is
  // copied rather than computed again (a fifth of a four-cornered parcel's transform).
  const n = ring.length;
  const lnglat = wgs.subarray(0, n);
  bngToWgs84Near(ring, lnglat, n - 2);
  lnglat[n - 2] = lnglat[0]!;
  lnglat[n - 1] = lnglat[1]!;
  for (let i = 0; i < lnglat.length; i++) if (!Number.isFinite(lnglat[i])) return null;
  // Up to 200 m across the area scale at the centroid is exact enough (bng.ts, test/enrich/bng.test.ts).
  const area = extent(ring) <= 200 ? bngArea(rings) : wgs84Area([lnglat]);
  return { wkb: polygonWkb([lnglat], 4326)!, area };
}

/** Largest difference allowed between the JS transform and the server's, degrees (about 1 mm). */
export const TRANSFORM_TOLERANCE = 1e-8;

/**
 * British National Grid points across Great Britain, all on land (at sea PostGIS may choose another
 * operation): Cornwall, Plymouth, Southampton, Dover, London, Cardiff, Norwich, Manchester, Leeds,
 * Carlisle, Newcastle, Glasgow, Edinburgh, Aberdeen, Inverness, Thurso.
 */
export const AGREEMENT_SAMPLE = [
  180000, 40000, 248000, 55000, 442000, 112000, 632000, 141000, 526857, 189058, 318000, 176000, 623000,
  308000, 384000, 398000, 430000, 433000, 340000, 556000, 425000, 564000, 259000, 665000, 325000, 673000,
  394000, 806000, 266000, 845000, 311000, 968000,
];

/**
 * Null when the server's ST_Transform(27700 → 4326) gives the JS transform's answer within
 * TRANSFORM_TOLERANCE at every point of `sample` (flat BNG x, y), else why not.
 */
export async function transformDisagreement(
  client: MergeContext['client'],
  sample: number[],
): Promise<string | null> {
  const xs = sample.filter((_, i) => i % 2 === 0);
  const ys = sample.filter((_, i) => i % 2 === 1);
  const pg = await client.query<{ x: number; y: number }>(
    `SELECT ST_X(g) AS x, ST_Y(g) AS y
     FROM (SELECT o, ST_Transform(ST_SetSRID(ST_MakePoint(x, y), 27700), 4326) AS g
           FROM unnest($1::float8[], $2::float8[]) WITH ORDINALITY u(x, y, o)) s ORDER BY o`,
    [xs, ys],
  );
  // The transform the parcels get (bng.ts: within 1e-13 degrees of the series over Great Britain).
  const js = bngToWgs84Near(sample, new Array<number>(sample.length));
  for (let i = 0; i < pg.rows.length; i++) {
    const d = Math.max(Math.abs(js[2 * i]! - pg.rows[i]!.x), Math.abs(js[2 * i + 1]! - pg.rows[i]!.y));
    if (!(d <= TRANSFORM_TOLERANCE))
      return `parcels transformed by PostGIS: its EPSG:27700 → 4326 transform differs from plandata's by ${d.toExponential(1)} degrees at ${xs[i]} ${ys[i]} (a grid-based transformation such as OSTN15?)`;
  }
  return null;
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
  onConflict: string,
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
     ${onConflict}`,
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

/**
 * The loader; `sample` (flat BNG points) is what each load checks the server's transform on (a test
 * gives points at sea, where PostGIS transforms otherwise, to see the load go PostGIS's way);
 * `readBytes` as readGml's.
 */
export const inspireLoaderWith = (sample = AGREEMENT_SAMPLE, readBytes?: number): LoaderSpec<Parcel> => ({
  kind: 'inspire',
  formatByFirstRecord: true,
  // toRow adds a seventh cell for the direct COPY: a certain parcel's WGS84 EWKB (not staged).
  stage: [['line', 'integer'], ['inspire_id', 'text'], ...GEOMETRY_STAGE, ['area_m2', 'double precision']],
  // A certain parcel (one with its area) that goes through the stage (the server transforms
  // differently, or an id is met twice) is transformed by PostgreSQL as it arrives.
  stageGenerated: [
    'g geometry GENERATED ALWAYS AS (CASE WHEN area_m2 IS NOT NULL THEN ST_Transform(wkb, 4326) END) STORED',
  ],
  read: (file, counter) => readGml(file, counter, readBytes),
  toRow(p) {
    if (!/^\d+$/.test(p.id)) throw new RowError(`INSPIREID '${p.id}' is not a number`);
    if (!p.rings.length) throw new RowError('parcel has no polygon');
    used = 0;
    const rings = p.rings.map(ringCoords);
    const wkb = polygonWkb(rings, 27700);
    // A ring PostGIS would refuse (not closed) goes as WKT: plandata_geom reports it.
    if (!wkb) return [p.line, p.id, null, `POLYGON(${rings.map(ringWkt).join(',')})`, 27700, null];
    const certain = certainParcel(rings);
    return certain
      ? [p.line, p.id, wkb, null, 27700, certain.area, certain.wkb]
      : [p.line, p.id, wkb, null, 27700, null];
  },
  direct: {
    table: 'parcels',
    columns: ['inspire_id', 'geom', 'area_m2', 'release'],
    when: 'replace',
    alwaysAnalyze: true,
    async clear({ client }) {
      await client.query(`DELETE FROM parcels`);
    },
    row: (r, release) => (r.length > 6 ? [r[1]!, r[6]!, r[5]!, release] : 'stage'),
    binary: ['text', 'bytes', 'float8', 'text'],
    usable: (client) => transformDisagreement(client, sample),
    // No ON CONFLICT: an id met twice raises 23505 and the load goes through the stage, whose merge
    // keeps the first parcel with it.
    mergeRest: ({ client, release }) => mergeChecked(client, release, 'true', ''),
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
        const rest = await mergeChecked(
          client,
          release,
          'area_m2 IS NULL',
          'ON CONFLICT (inspire_id) DO NOTHING',
        );
        return { loaded: certain + rest.loaded, rejections: rest.rejections };
      },
      true,
    );
  },
});

export const inspireLoader = inspireLoaderWith();
