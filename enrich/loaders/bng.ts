// Geometry arithmetic for the INSPIRE loader, in JS (pure functions): for a parcel whose ring is
// certainly simple, all that PostGIS did per parcel (inspire.ts).
// - the transform to WGS84: the same one PostGIS applies here for EPSG:27700 (the PROJ pipeline
//   "OSGB36 to WGS 84 (6)": inverse transverse Mercator on Airy 1830, 7-parameter Helmert in the
//   position-vector convention, WGS84), within 1e-9 degrees of ST_Transform; per parcel through the
//   cell polynomials of bngToWgs84Near, within 1e-13 degrees of the series;
// - the geodesic area (ST_Area(geography), about 10 µs a parcel), from those coordinates;
// - the validity check (ST_IsValid, about 3 µs): a ring that is certainly simple is not sent to it.

const AIRY = ellipsoid(6377563.396, 299.3249646);
const WGS84 = ellipsoid(6378137, 298.257223563);

interface Ellipsoid {
  a: number;
  b: number;
  e2: number;
  /** Second eccentricity squared. */
  ep2: number;
  n: number;
}

function ellipsoid(a: number, rf: number): Ellipsoid {
  const f = 1 / rf;
  const e2 = f * (2 - f);
  return { a, b: a * (1 - f), e2, ep2: e2 / (1 - e2), n: f / (2 - f) };
}

// British National Grid (EPSG:27700): Airy 1830, origin 49°N 2°W, scale 0.9996012717, false origin
// 400 km west, 100 km north.
const K0 = 0.9996012717;
const LAT0 = (49 * Math.PI) / 180;
const LON0 = (-2 * Math.PI) / 180;
const E0 = 400000;
const N0 = -100000;
const SIN_LON0 = Math.sin(LON0);
const COS_LON0 = Math.cos(LON0);

// Krüger's series in the third flattening n to n^6 (Karney, "Transverse Mercator with an accuracy
// of a few nanometers", J. Geodesy 85 (2011), eqs. 11, 15, 35, 36): alpha maps conformal to
// rectifying coordinates, beta back; CHI maps geodetic to conformal latitude, PHI back.
const n = AIRY.n;
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;
const n5 = n4 * n;
const n6 = n5 * n;
const ALPHA = [
  n / 2 - (2 * n2) / 3 + (5 * n3) / 16 + (41 * n4) / 180 - (127 * n5) / 288 + (7891 * n6) / 37800,
  (13 * n2) / 48 - (3 * n3) / 5 + (557 * n4) / 1440 + (281 * n5) / 630 - (1983433 * n6) / 1935360,
  (61 * n3) / 240 - (103 * n4) / 140 + (15061 * n5) / 26880 + (167603 * n6) / 181440,
  (49561 * n4) / 161280 - (179 * n5) / 168 + (6601661 * n6) / 7257600,
  (34729 * n5) / 80640 - (3418889 * n6) / 1995840,
  (212378941 * n6) / 319334400,
];
const BETA = [
  n / 2 - (2 * n2) / 3 + (37 * n3) / 96 - n4 / 360 - (81 * n5) / 512 + (96199 * n6) / 604800,
  n2 / 48 + n3 / 15 - (437 * n4) / 1440 + (46 * n5) / 105 - (1118711 * n6) / 3870720,
  (17 * n3) / 480 - (37 * n4) / 840 - (209 * n5) / 4480 + (5569 * n6) / 90720,
  (4397 * n4) / 161280 - (11 * n5) / 504 - (830251 * n6) / 7257600,
  (4583 * n5) / 161280 - (108847 * n6) / 3991680,
  (20648693 * n6) / 638668800,
];
const CHI = [
  -2 * n + (2 * n2) / 3 + (4 * n3) / 3 - (82 * n4) / 45 + (32 * n5) / 45 + (4642 * n6) / 4725,
  (5 * n2) / 3 - (16 * n3) / 15 - (13 * n4) / 9 + (904 * n5) / 315 - (1522 * n6) / 945,
  (-26 * n3) / 15 + (34 * n4) / 21 + (8 * n5) / 5 - (12686 * n6) / 2835,
  (1237 * n4) / 630 - (12 * n5) / 5 - (24832 * n6) / 14175,
  (-734 * n5) / 315 + (109598 * n6) / 31185,
  (444337 * n6) / 155925,
];
const PHI = [
  2 * n - (2 * n2) / 3 - 2 * n3 + (116 * n4) / 45 + (26 * n5) / 45 - (2854 * n6) / 675,
  (7 * n2) / 3 - (8 * n3) / 5 - (227 * n4) / 45 + (2704 * n5) / 315 + (2323 * n6) / 945,
  (56 * n3) / 15 - (136 * n4) / 35 - (1262 * n5) / 105 + (73814 * n6) / 2835,
  (4279 * n4) / 630 - (332 * n5) / 35 - (399572 * n6) / 14175,
  (4174 * n5) / 315 - (144838 * n6) / 6237,
  (601676 * n6) / 22275,
];
/** Rectifying radius times the scale: metres of northing per radian of rectifying latitude. */
const KA = ((K0 * AIRY.a) / (1 + n)) * (1 + n2 / 4 + n4 / 64 + n6 / 256);

/** Σ c[j] sin(2(j+1)x) by Clenshaw's recurrence (two calls to sin and cos, not twelve). */
function sinSeries(c: number[], x: number): number {
  const s2 = Math.sin(2 * x);
  const t = 2 * Math.cos(2 * x);
  let b1 = 0;
  let b2 = 0;
  for (let j = c.length - 1; j >= 0; j--) {
    const b = c[j]! + t * b1 - b2;
    b2 = b1;
    b1 = b;
  }
  return b1 * s2;
}

/** Rectifying latitude of the origin: the false northing's offset along the central meridian. */
const XI0 = (() => {
  const chi = LAT0 + sinSeries(CHI, LAT0);
  return chi + sinSeries(ALPHA, chi);
})();

// The Helmert transformation EPSG:1314 (OSGB36 to WGS 84 (6), the one PROJ chooses without the
// OSTN15 grid): metres, arc seconds, parts per million; position-vector convention.
const ARCSEC = Math.PI / (180 * 3600);
const TX = 446.448;
const TY = -125.157;
const TZ = 542.06;
const RX = 0.15 * ARCSEC;
const RY = 0.247 * ARCSEC;
const RZ = 0.842 * ARCSEC;
const S = 1 - 20.489e-6;
const DEG = 180 / Math.PI;

/**
 * Flat [x, y, …] in British National Grid metres to flat [lng, lat, …] in WGS84 degrees (a new
 * array; non-finite values when a point is outside the projection's domain).
 */
export function bngToWgs84(xy: ArrayLike<number>): number[] {
  const out = new Array<number>(xy.length);
  for (let i = 0; i < xy.length; i += 2) {
    // Inverse transverse Mercator (Krüger series) to Airy latitude and longitude.
    const xi = (xy[i + 1]! - N0) / KA + XI0;
    const eta = (xy[i]! - E0) / KA;
    // ξ' + iη' = ζ − Σ β_j sin(2jζ), ζ = ξ + iη: Clenshaw's recurrence in complex numbers, from
    // sin and cos of 2ζ (three transcendental calls instead of twenty-four).
    const s2x = Math.sin(2 * xi);
    const c2x = Math.cos(2 * xi);
    const e2 = Math.exp(2 * eta);
    const sh = (e2 - 1 / e2) / 2;
    const ch = (e2 + 1 / e2) / 2;
    const tr = 2 * c2x * ch; // 2 cos 2ζ
    const ti = -2 * s2x * sh;
    let br = 0;
    let bi = 0;
    let pr = 0;
    let pi = 0;
    for (let j = 5; j >= 0; j--) {
      const nr = BETA[j]! + tr * br - ti * bi - pr;
      const ni = tr * bi + ti * br - pi;
      pr = br;
      pi = bi;
      br = nr;
      bi = ni;
    }
    const sr = s2x * ch; // sin 2ζ
    const si = c2x * sh;
    const xip = xi - (br * sr - bi * si);
    const etap = eta - (br * si + bi * sr);
    const sinhEtap = Math.sinh(etap);
    const cosXip = Math.cos(xip);
    // sqrt, not Math.hypot (ten times slower in V8; no overflow possible here).
    const r1 = Math.sqrt(sinhEtap * sinhEtap + cosXip * cosXip);
    const chi = Math.atan2(Math.sin(xip), r1);
    const phi = chi + sinSeries(PHI, chi);
    // λ = λ0 + atan2(sinh η', cos ξ'): its cosine and sine from the sum formulas, not three calls.
    const cosD = cosXip / r1;
    const sinD = sinhEtap / r1;
    // Airy geodetic (height 0) to Earth-centred coordinates.
    const sinPhi = Math.sin(phi);
    const cosPhi = Math.cos(phi);
    const nu = AIRY.a / Math.sqrt(1 - AIRY.e2 * sinPhi * sinPhi);
    const x = nu * cosPhi * (COS_LON0 * cosD - SIN_LON0 * sinD);
    const y = nu * cosPhi * (SIN_LON0 * cosD + COS_LON0 * sinD);
    const z = nu * (1 - AIRY.e2) * sinPhi;
    // Helmert, position vector.
    const X = TX + S * (x - RZ * y + RY * z);
    const Y = TY + S * (RZ * x + y - RX * z);
    const Z = TZ + S * (-RY * x + RX * y + z);
    // Earth-centred to WGS84 geodetic (Bowring's formula, as PROJ's cart step).
    const p = Math.sqrt(X * X + Y * Y);
    // θ = atan2(Z a, p b): its sine and cosine straight from the two sides.
    const za = Z * WGS84.a;
    const pb = p * WGS84.b;
    const rt = Math.sqrt(za * za + pb * pb);
    const st = za / rt;
    const ct = pb / rt;
    const lat = Math.atan2(Z + WGS84.ep2 * WGS84.b * st * st * st, p - WGS84.e2 * WGS84.a * ct * ct * ct);
    out[i] = Math.atan2(Y, X) * DEG;
    out[i + 1] = lat * DEG;
  }
  return out;
}

/**
 * Side of the cells of bngToWgs84Near, metres. Within one the transform is smooth enough for a cubic
 * in each axis; the error falls with the fourth power of the side: 1.3e-11 degrees at 10 km, 1e-12 at
 * 5 km, 6e-14 at 2.5 km over Great Britain (the last as close as bngToWgs84 itself is to PostGIS).
 */
const CELL_SIDE = 2500;
/** Cells kept (about 8 MB); past this the cache is emptied (a council's parcels touch some hundreds). */
const MAX_CELLS = 20000;
// Lagrange basis of the nodes 0, 1/3, 2/3, 1 in monomials: row p holds the u^p coefficient of each
// node's basis polynomial (exact in binary).
const LAGRANGE = [
  [1, 0, 0, 0],
  [-5.5, 9, -4.5, 1],
  [9, -22.5, 18, -4.5],
  [-4.5, 13.5, -13.5, 4.5],
];
const cells = new Map<number, Float64Array>();

/**
 * A cell's two bicubic polynomials in (u, v) ∈ [0, 1]²: [lng at the corner, lat at the corner, 16
 * coefficients of lng − corner, 16 of lat − corner], c[p][q] of u^p v^q at 2 + 4p + q, through
 * bngToWgs84 at the 4 × 4 points of the cell's thirds.
 */
function cellOf(i: number, j: number): Float64Array {
  const key = (i + 4096) * 8192 + (j + 4096);
  let c = cells.get(key);
  if (c) return c;
  if (cells.size >= MAX_CELLS) cells.clear();
  const xy = new Array<number>(32);
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++) {
      xy[2 * (4 * a + b)] = (i + a / 3) * CELL_SIDE;
      xy[2 * (4 * a + b) + 1] = (j + b / 3) * CELL_SIDE;
    }
  const ll = bngToWgs84(xy);
  c = new Float64Array(34);
  c[0] = ll[0]!;
  c[1] = ll[1]!;
  for (let k = 0; k < 2; k++)
    for (let p = 0; p < 4; p++)
      for (let q = 0; q < 4; q++) {
        let s = 0;
        for (let a = 0; a < 4; a++)
          for (let b = 0; b < 4; b++)
            s += LAGRANGE[p]![a]! * LAGRANGE[q]![b]! * (ll[2 * (4 * a + b) + k]! - ll[k]!);
        c[2 + 16 * k + 4 * p + q] = s;
      }
  cells.set(key, c);
  return c;
}

/**
 * bngToWgs84 into `out` by a bicubic polynomial per cell of CELL_SIDE metres through bngToWgs84's values
 * (cached): within 1e-13 degrees of it over Great Britain and 1e-11 anywhere in the loader's domain
 * (test/enrich/bng.test.ts), with no sine, cosine or arctangent per point where bngToWgs84 calls
 * thirteen (a tenth of the loader's node time). A council's parcels lie in a few hundred cells, each
 * computed once (16 points of bngToWgs84). `n`: the first n values of `xy` only.
 */
export function bngToWgs84Near<T extends { [i: number]: number }>(
  xy: ArrayLike<number>,
  out: T,
  n = xy.length,
): T {
  let ci = NaN;
  let cj = NaN;
  let c: Float64Array | undefined;
  for (let k = 0; k < n; k += 2) {
    const x = xy[k]! / CELL_SIDE;
    const y = xy[k + 1]! / CELL_SIDE;
    const i = Math.floor(x);
    const j = Math.floor(y);
    // Cells are keyed for 20,000 km around the origin; anything else (or not a number) exactly.
    if (!(i >= -4096 && i < 4096 && j >= -4096 && j < 4096)) {
      const p = bngToWgs84([xy[k]!, xy[k + 1]!]);
      out[k] = p[0]!;
      out[k + 1] = p[1]!;
      continue;
    }
    if (i !== ci || j !== cj || !c) {
      c = cellOf(i, j);
      ci = i;
      cj = j;
    }
    const u = x - i;
    const v = y - j;
    // Horner in v for each power of u, then in u.
    const l0 = c[2]! + v * (c[3]! + v * (c[4]! + v * c[5]!));
    const l1 = c[6]! + v * (c[7]! + v * (c[8]! + v * c[9]!));
    const l2 = c[10]! + v * (c[11]! + v * (c[12]! + v * c[13]!));
    const l3 = c[14]! + v * (c[15]! + v * (c[16]! + v * c[17]!));
    const b0 = c[18]! + v * (c[19]! + v * (c[20]! + v * c[21]!));
    const b1 = c[22]! + v * (c[23]! + v * (c[24]! + v * c[25]!));
    const b2 = c[26]! + v * (c[27]! + v * (c[28]! + v * c[29]!));
    const b3 = c[30]! + v * (c[31]! + v * (c[32]! + v * c[33]!));
    out[k] = c[0]! + (l0 + u * (l1 + u * (l2 + u * l3)));
    out[k + 1] = c[1]! + (b0 + u * (b1 + u * (b2 + u * b3)));
  }
  return out;
}

// Authalic (equal-area) sphere of WGS84: latitude ↦ authalic latitude keeps areas.
const WE = Math.sqrt(WGS84.e2);
const qOf = (sinPhi: number) =>
  (1 - WGS84.e2) *
  (sinPhi / (1 - WGS84.e2 * sinPhi * sinPhi) -
    (1 / (2 * WE)) * Math.log((1 - WE * sinPhi) / (1 + WE * sinPhi)));
const QP = qOf(1);
const RQ = WGS84.a * Math.sqrt(QP / 2);

/** Signed planar area of a ring of Lambert azimuthal equal-area coordinates about (sinB0, cosB0, lng0). */
/** Lambert azimuthal equal-area x, y (metres) of lng, lat about (sinB0, cosB0, lng0), into out[at…]. */
function laea(
  lng: number,
  lat: number,
  sinB0: number,
  cosB0: number,
  lng0: number,
  out: number[],
  at: number,
): void {
  const sinB = qOf(Math.sin(lat / DEG)) / QP;
  const cosB = Math.sqrt(1 - sinB * sinB);
  const dl = (lng - lng0) / DEG;
  const cosDl = Math.cos(dl);
  const k = Math.sqrt(2 / (1 + sinB0 * sinB + cosB0 * cosB * cosDl));
  out[at] = RQ * k * cosB * Math.sin(dl);
  out[at + 1] = RQ * k * (cosB0 * sinB - sinB0 * cosB * cosDl);
}

/** Signed planar area of a ring of Lambert azimuthal equal-area coordinates about (sinB0, cosB0, lng0). */
function laeaRingArea(lnglat: ArrayLike<number>, sinB0: number, cosB0: number, lng0: number): number {
  const xy = [0, 0];
  let sum = 0;
  let px = 0;
  let py = 0;
  for (let i = 0; i < lnglat.length; i += 2) {
    laea(lnglat[i]!, lnglat[i + 1]!, sinB0, cosB0, lng0, xy, 0);
    if (i) sum += px * xy[1]! - xy[0]! * py;
    px = xy[0]!;
    py = xy[1]!;
  }
  return sum / 2;
}

/**
 * Area in square metres on the WGS84 ellipsoid of a polygon given as flat [lng, lat, …] rings
 * (exterior first, closed), as ST_Area(geography) gives it: the exterior less the holes. Mapped to
 * the authalic sphere and then by an equal-area azimuthal projection centred on the first vertex,
 * where the edges are taken as straight (PostGIS follows geodesics): within 1e-7 of the area plus
 * 1e-10 D³ m² (D the extent in metres) of ST_Area(geography), under 0.001 m² for a 200 m parcel,
 * about 1 m² for a 3 km one (test/enrich/bng.test.ts).
 */
export function wgs84Area(rings: ArrayLike<number>[]): number {
  const first = rings[0]!;
  const sinB0 = qOf(Math.sin(first[1]! / DEG)) / QP;
  const cosB0 = Math.sqrt(1 - sinB0 * sinB0);
  let area = 0;
  for (let r = 0; r < rings.length; r++) {
    const a = Math.abs(laeaRingArea(rings[r]!, sinB0, cosB0, first[0]!));
    area += r ? -a : a;
  }
  return Math.abs(area);
}

/** Diagonal of a flat ring's bounding box (its extent, in the ring's units). */
export function extent(ring: ArrayLike<number>): number {
  let minx = Infinity;
  let maxx = -Infinity;
  let miny = Infinity;
  let maxy = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    minx = Math.min(minx, ring[i]!);
    maxx = Math.max(maxx, ring[i]!);
    miny = Math.min(miny, ring[i + 1]!);
    maxy = Math.max(maxy, ring[i + 1]!);
  }
  return Math.hypot(maxx - minx, maxy - miny);
}

/** Step of the central differences in bngArea, metres: truncation and rounding both under 1e-9. */
const H = 10;

/**
 * Area in square metres on the WGS84 ellipsoid of a polygon given in British National Grid (flat
 * rings, exterior first), as ST_Area(ST_Transform(g, 4326)::geography) gives it: the plane area in
 * the grid times the area scale of the grid → WGS84 map at the exterior's centroid (the determinant
 * of its Jacobian by central differences, through the equal-area projection of wgs84Area, kept on a
 * 2 km grid and interpolated): no point of the parcel itself is transformed. Within the tolerance of wgs84Area for
 * parcels up to 200 m across (slivers some hundreds of metres long drift beyond it: the scale varies
 * along them), so the loader uses it only for those (test/enrich/bng.test.ts).
 */
export function bngArea(rings: ArrayLike<number>[]): number {
  const ext = rings[0]!;
  const x0 = ext[0]!;
  const y0 = ext[1]!;
  let planar = 0;
  let cx = 0;
  let cy = 0;
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r]!;
    let a2 = 0;
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const ax = ring[i]! - x0;
      const ay = ring[i + 1]! - y0;
      const bx = ring[i + 2]! - x0;
      const by = ring[i + 3]! - y0;
      const c = ax * by - bx * ay;
      a2 += c;
      if (r === 0) {
        cx += (ax + bx) * c;
        cy += (ay + by) * c;
      }
    }
    if (r === 0) {
      cx = x0 + cx / (3 * a2);
      cy = y0 + cy / (3 * a2);
    }
    planar += r ? -Math.abs(a2 / 2) : Math.abs(a2 / 2);
  }
  return Math.abs(planar * gridAreaScale(cx, cy));
}

/** Area scale of the grid → WGS84 map at x, y: the determinant of its Jacobian, central differences. */
function areaScale(x: number, y: number): number {
  const p = bngToWgs84([x - H, y, x + H, y, x, y - H, x, y + H]);
  const sinB0 = qOf(Math.sin(p[1]! / DEG)) / QP;
  const cosB0 = Math.sqrt(1 - sinB0 * sinB0);
  const xy = new Array<number>(8);
  for (let i = 0; i < 8; i += 2) laea(p[i]!, p[i + 1]!, sinB0, cosB0, p[0]!, xy, i);
  return ((xy[2]! - xy[0]!) * (xy[7]! - xy[5]!) - (xy[3]! - xy[1]!) * (xy[6]! - xy[4]!)) / (4 * H * H);
}

/**
 * Nodes of a 2 km grid where the area scale is known, filled as parcels need them (a council's file
 * touches some thousands; all of Great Britain about 220,000). The scale varies by about 1e-5 over a
 * kilometre, smoothly: bilinear interpolation between nodes is within 3e-8 of it.
 */
const CELL = 2000;
const nodeScales = new Map<number, number>();

function nodeScale(i: number, j: number): number {
  const key = (i + 2048) * 4096 + (j + 2048);
  let v = nodeScales.get(key);
  if (v === undefined) {
    v = areaScale(i * CELL, j * CELL);
    nodeScales.set(key, v);
  }
  return v;
}

function gridAreaScale(x: number, y: number): number {
  const i = Math.floor(x / CELL);
  const j = Math.floor(y / CELL);
  const u = x / CELL - i;
  const v = y / CELL - j;
  return (
    (1 - u) * (1 - v) * nodeScale(i, j) +
    u * (1 - v) * nodeScale(i + 1, j) +
    (1 - u) * v * nodeScale(i, j + 1) +
    u * v * nodeScale(i + 1, j + 1)
  );
}

/** Twice the signed area of triangle a, b, c and a bound on its rounding error. */
function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const l = (bx - ax) * (cy - ay);
  const r = (by - ay) * (cx - ax);
  const d = l - r;
  // Far above double rounding (about 1e-15 of the terms): anything nearer zero counts as "touching".
  return Math.abs(d) <= 1e-9 * (Math.abs(l) + Math.abs(r)) ? 0 : d;
}

/** Largest ring checked here; a longer one is left to ST_IsValid. */
const MAX_SIMPLE_CHECK = 400;

/**
 * True only when a closed ring (flat [x, y, …]) is certainly a valid polygon shell on its own: finite,
 * at least three distinct corners, no repeated point, no spike (an edge doubling back on the one
 * before), no two edges that cross or touch except neighbours at their shared corner, and an area.
 * Anything near a tie is "not certain" (false), as is a ring of more than MAX_SIMPLE_CHECK points:
 * PostGIS then checks it and makes it valid as before.
 */
export function certainlySimpleRing(xy: ArrayLike<number>): boolean {
  const m = xy.length / 2 - 1; // edges
  if (m < 3 || m > MAX_SIMPLE_CHECK) return false;
  let twiceArea = 0;
  for (let i = 0; i < m; i++) {
    const ax = xy[2 * i]!;
    const ay = xy[2 * i + 1]!;
    const bx = xy[2 * i + 2]!;
    const by = xy[2 * i + 3]!;
    if (!Number.isFinite(ax) || !Number.isFinite(ay)) return false;
    if (ax === bx && ay === by) return false;
    twiceArea += ax * by - bx * ay;
    // The next edge (cyclically) must not double back on this one.
    const j = i + 1 < m ? i + 1 : 0;
    const cx = xy[2 * j + 2]!;
    const cy = xy[2 * j + 3]!;
    if (orient(ax, ay, bx, by, cx, cy) === 0 && (bx - ax) * (cx - bx) + (by - ay) * (cy - by) <= 0)
      return false;
    // Every later edge that is not a neighbour must be apart from this one.
    const minx = Math.min(ax, bx);
    const maxx = Math.max(ax, bx);
    const miny = Math.min(ay, by);
    const maxy = Math.max(ay, by);
    for (let k = i + 2; k < m; k++) {
      if (i === 0 && k === m - 1) continue; // the closing edge neighbours the first
      const px = xy[2 * k]!;
      const py = xy[2 * k + 1]!;
      const qx = xy[2 * k + 2]!;
      const qy = xy[2 * k + 3]!;
      if (Math.max(px, qx) < minx || Math.min(px, qx) > maxx) continue;
      if (Math.max(py, qy) < miny || Math.min(py, qy) > maxy) continue;
      const d1 = orient(ax, ay, bx, by, px, py);
      const d2 = orient(ax, ay, bx, by, qx, qy);
      const d3 = orient(px, py, qx, qy, ax, ay);
      const d4 = orient(px, py, qx, qy, bx, by);
      if (d1 === 0 || d2 === 0 || d3 === 0 || d4 === 0) return false;
      if (d1 > 0 !== d2 > 0 && d3 > 0 !== d4 > 0) return false;
    }
  }
  return Math.abs(twiceArea) > 0;
}
