// Geometry as EWKB (hex in a text COPY, raw in a binary one), written in JS by the readers that
// already hold the coordinates (GeoJSON, INSPIRE GML, postcode points). PostgreSQL reads EWKB in a
// COPY without a parser of its own (no ST_GeomFromGeoJSON/ST_GeomFromText per feature), so the stage
// can hold `geometry` and the merge can read it set-wise. Only what PostGIS is sure to accept is
// encoded: 2-D finite coordinates, lines of 2+ points, closed rings of 4+ points. Anything else gives
// null and the loader keeps the source text for plandata_geom, which reports it as unreadable line
// by line as before.

type Ring = ArrayLike<number>; // x0, y0, x1, y1, …

class Writer {
  private parts: Buffer[] = [];
  // Small enough for Node's shared pool (a 4 KiB buffer per feature was 6 % of a GeoJSON read).
  private cur = Buffer.allocUnsafe(256);
  private at = 0;
  private room(n: number) {
    if (this.at + n <= this.cur.length) return;
    this.parts.push(this.cur.subarray(0, this.at));
    this.cur = Buffer.allocUnsafe(Math.max(this.cur.length * 2, n));
    this.at = 0;
  }
  header(type: number, srid: number | null) {
    this.room(9);
    this.cur[this.at++] = 1; // little endian
    this.cur.writeUInt32LE(srid === null ? type : (type | 0x20000000) >>> 0, this.at);
    this.at += 4;
    if (srid !== null) {
      this.cur.writeUInt32LE(srid, this.at);
      this.at += 4;
    }
  }
  uint(n: number) {
    this.room(4);
    this.cur.writeUInt32LE(n, this.at);
    this.at += 4;
  }
  points(xy: Ring) {
    this.room(xy.length * 8);
    for (let i = 0; i < xy.length; i++) {
      this.cur.writeDoubleLE(xy[i]!, this.at);
      this.at += 8;
    }
  }
  hex(): string {
    this.parts.push(this.cur.subarray(0, this.at));
    return Buffer.concat(this.parts).toString('hex');
  }
}

/** Hex EWKB of one point (x = longitude for WGS84). */
export function pointHex(x: number, y: number, srid = 4326): string {
  const b = Buffer.allocUnsafe(25);
  b[0] = 1;
  b.writeUInt32LE(0x20000001, 1);
  b.writeUInt32LE(srid, 5);
  b.writeDoubleLE(x, 9);
  b.writeDoubleLE(y, 17);
  return b.toString('hex');
}

function finite(xy: Ring): boolean {
  for (let i = 0; i < xy.length; i++) if (!Number.isFinite(xy[i])) return false;
  return true;
}

/** A closed ring of 4+ points (what PostGIS requires of WKB input). */
function closedRing(xy: Ring): boolean {
  const n = xy.length;
  return n >= 8 && n % 2 === 0 && finite(xy) && xy[0] === xy[n - 2] && xy[1] === xy[n - 1];
}

let scratch = Buffer.allocUnsafe(4096);
// The doubles go through a DataView of the scratch (inlined by the optimiser; Buffer#writeDoubleLE
// is a function call with its checks for each).
let view = new DataView(scratch.buffer, scratch.byteOffset, scratch.length);

/**
 * EWKB of a polygon from flat coordinate rings (exterior first), a buffer of its own; null when
 * PostGIS could refuse it. The INSPIRE loader sends it as it is in a binary COPY, or as hex in a text
 * COPY (framework.ts copyCell).
 */
export function polygonWkb(rings: Ring[], srid: number): Buffer | null {
  if (!rings.length || !rings.every(closedRing)) return null;
  // Written into one scratch buffer, grown as needed, then copied out at its exact size (a growing
  // Writer and its concat were garbage for every parcel).
  let size = 13;
  for (const r of rings) size += 4 + 8 * r.length;
  if (scratch.length < size) {
    scratch = Buffer.allocUnsafe(Math.max(size, 2 * scratch.length));
    view = new DataView(scratch.buffer, scratch.byteOffset, scratch.length);
  }
  const b = scratch;
  const v = view;
  b[0] = 1; // little endian
  b.writeUInt32LE(0x20000003, 1);
  b.writeUInt32LE(srid, 5);
  b.writeUInt32LE(rings.length, 9);
  let at = 13;
  for (const r of rings) {
    b.writeUInt32LE(r.length / 2, at);
    at += 4;
    for (let i = 0; i < r.length; i++, at += 8) v.setFloat64(at, r[i]!, true);
  }
  const out = Buffer.allocUnsafe(size);
  b.copy(out, 0, 0, size);
  return out;
}

/** Flat [x, y, …] of GeoJSON positions; null unless every position is 2-D and finite. */
function flat(positions: unknown): number[] | null {
  if (!Array.isArray(positions)) return null;
  const out = new Array<number>(positions.length * 2);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i] as unknown;
    if (!Array.isArray(p) || p.length !== 2) return null;
    const [x, y] = p as [unknown, unknown];
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
      return null;
    out[2 * i] = x;
    out[2 * i + 1] = y;
  }
  return out;
}

function rings(coords: unknown): number[][] | null {
  if (!Array.isArray(coords) || !coords.length) return null;
  const out: number[][] = [];
  for (const c of coords) {
    const r = flat(c);
    if (!r || !closedRing(r)) return null;
    out.push(r);
  }
  return out;
}

interface GeoJsonGeometry {
  type?: unknown;
  coordinates?: unknown;
  geometries?: unknown;
}

function encode(g: GeoJsonGeometry, w: Writer, srid: number | null): boolean {
  switch (g.type) {
    case 'Point': {
      const p = flat([g.coordinates]);
      if (!p) return false;
      w.header(1, srid);
      w.points(p);
      return true;
    }
    case 'LineString': {
      const p = flat(g.coordinates);
      if (!p || p.length < 4) return false;
      w.header(2, srid);
      w.uint(p.length / 2);
      w.points(p);
      return true;
    }
    case 'Polygon': {
      const r = rings(g.coordinates);
      if (!r) return false;
      w.header(3, srid);
      w.uint(r.length);
      for (const x of r) {
        w.uint(x.length / 2);
        w.points(x);
      }
      return true;
    }
    case 'MultiPoint':
    case 'MultiLineString':
    case 'MultiPolygon': {
      if (!Array.isArray(g.coordinates) || !g.coordinates.length) return false;
      const part = g.type.slice(5);
      w.header(g.type === 'MultiPoint' ? 4 : g.type === 'MultiLineString' ? 5 : 6, srid);
      w.uint(g.coordinates.length);
      for (const c of g.coordinates as unknown[])
        if (!encode({ type: part, coordinates: c }, w, null)) return false;
      return true;
    }
    case 'GeometryCollection': {
      if (!Array.isArray(g.geometries) || !g.geometries.length) return false;
      w.header(7, srid);
      w.uint(g.geometries.length);
      for (const c of g.geometries as GeoJsonGeometry[])
        if (!c || typeof c !== 'object' || !encode(c, w, null)) return false;
      return true;
    }
    default:
      return false;
  }
}

/** Hex EWKB of a GeoJSON geometry in `srid`; null when it holds anything PostGIS could refuse. */
export function geoJsonHex(g: GeoJsonGeometry, srid: number): string | null {
  const w = new Writer();
  return encode(g, w, srid) ? w.hex() : null;
}
