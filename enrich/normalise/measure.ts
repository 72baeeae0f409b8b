// Figures stated in descriptions: floorspace (square metres) and site area (hectares). Where several are
// stated the largest is taken: it is the scheme's total in wording like "demolition of 400 sqm and
// erection of 1,250 sqm".
const AREA =
  /(?<![\d.])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?:(sq\.?\s?m(?:etres?|eters?)?\b|sqm\b|m2\b|m\^2|square met(?:re|er)s?|sq\.?\s?metres?)|(sq\.?\s?ft\b|sqft\b|square feet|sq\.? feet|ft2\b))/g;
const SITE = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:(ha\b|hectares?)|(acres?))/g;
const SQFT_TO_SQM = 0.09290304;
const ACRE_TO_HA = 0.40468564;

/** Largest floorspace stated in a plain-cased description, in square metres (rounded to 0.1), or null. */
export function floorspaceFrom(d: string): number | null {
  let best: number | null = null;
  AREA.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = AREA.exec(d)) !== null) {
    let v = Number(m[1].replace(/,/g, ''));
    if (m[3]) v *= SQFT_TO_SQM;
    if (!Number.isFinite(v) || v <= 0) continue;
    if (best === null || v > best) best = v;
  }
  return best === null ? null : Math.round(best * 10) / 10;
}

/** Largest site area stated, in hectares, or null. */
export function siteAreaFrom(d: string): number | null {
  let best: number | null = null;
  SITE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SITE.exec(d)) !== null) {
    let v = Number(m[1]);
    if (m[3]) v *= ACRE_TO_HA;
    if (best === null || v > best) best = v;
  }
  return best;
}
