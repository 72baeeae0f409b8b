// Is a point in the UK? (spec 4.7: "the point must be in the UK"). A coarse outline, drawn by hand
// at about 10 km accuracy: Great Britain with its islands (Scilly to Shetland) and Northern Ireland
// with the land border to the Republic of Ireland. It leaves out the Republic, the Isle of Man and
// the Channel Islands (Crown dependencies, not the UK) and France. Points at sea near a coast are
// accepted; border villages within a few km of the Irish border may fall on the wrong side.
// [lat, lng] vertices.
const GREAT_BRITAIN: [number, number][] = [
  [49.82, -6.55],
  [49.85, -5.15],
  [50.2, -3.7],
  [50.5, -2.4],
  [50.55, -1.3],
  [50.7, 0.3],
  [50.9, 1.05],
  [51.1, 1.5],
  [51.4, 1.55],
  [52.0, 1.7],
  [52.5, 1.85],
  [52.95, 1.8],
  [53.1, 0.4],
  [53.6, 0.25],
  [54.15, -0.05],
  [54.6, -0.8],
  [55.1, -1.4],
  [55.8, -1.7],
  [56.05, -2.3],
  [56.6, -2.35],
  [57.25, -1.7],
  [57.75, -1.7],
  [57.7, -3.5],
  [58.1, -3.0],
  [58.5, -2.9],
  [58.75, -2.5],
  [59.4, -2.3],
  [59.9, -1.05],
  [60.9, -0.65],
  [60.9, -1.9],
  [59.3, -3.5],
  [58.7, -5.15],
  [58.62, -6.3],
  [58.3, -7.2],
  [57.6, -7.8],
  [56.75, -7.75],
  [56.45, -7.1],
  [55.6, -6.6],
  [55.25, -5.85],
  [54.6, -5.05],
  [54.65, -4.2],
  [54.45, -3.65],
  [53.85, -3.15],
  [53.45, -4.75],
  [52.75, -4.85],
  [52.15, -4.55],
  [51.88, -5.45],
  [51.6, -5.25],
  [51.1, -4.7],
  [50.6, -4.8],
  [50.05, -5.8],
  [50.1, -6.6],
];
const NORTHERN_IRELAND: [number, number][] = [
  [55.1, -7.2],
  [55.22, -6.95],
  [55.35, -6.9],
  [55.45, -6.2],
  [55.25, -5.85],
  [54.75, -5.45],
  [54.55, -5.35],
  [54.25, -5.45],
  [54.0, -5.9],
  [54.03, -6.1],
  [54.1, -6.27],
  [54.04, -6.45],
  [54.06, -6.62],
  [54.18, -6.72],
  [54.28, -6.92],
  [54.42, -7.03],
  [54.32, -7.13],
  [54.17, -7.25],
  [54.12, -7.35],
  [54.16, -7.55],
  [54.26, -7.82],
  [54.33, -8.02],
  [54.47, -8.2],
  [54.55, -7.85],
  [54.68, -7.7],
  [54.78, -7.55],
  [54.83, -7.47],
  [54.92, -7.42],
  [55.02, -7.38],
  [55.07, -7.28],
];

function inside(poly: [number, number][], lat: number, lng: number): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i]!;
    const [yj, xj] = poly[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/** True when the point lies inside the coarse outline of Great Britain or Northern Ireland. */
export function inUk(lat: number, lng: number): boolean {
  return inside(GREAT_BRITAIN, lat, lng) || inside(NORTHERN_IRELAND, lat, lng);
}
