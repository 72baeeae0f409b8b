// The premises key of an address, for related_planning (licensing spec 2.1): planning applications
// at the same premises as a licence, where neither carries a UPRN to match by, are those within the
// same full postcode whose address has the same key. The key is the address's building number (with
// its flat or unit, which make it other premises) and its street, as words: case, punctuation, the
// postcode, floor words ("ground floor": the same premises) and the usual abbreviations (St, Rd,
// ...) do not count. An address without a number is keyed by its words up to its street (its
// building's name and street), "the", "public house" and "PH" left out. Pure.

const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  pl: 'place',
  sq: 'square',
  cres: 'crescent',
  ct: 'court',
  dr: 'drive',
  gdns: 'gardens',
  gdn: 'gardens',
  terr: 'terrace',
  tce: 'terrace',
  pde: 'parade',
  hwy: 'highway',
  grn: 'green',
  cl: 'close',
  wy: 'way',
  mkt: 'market',
  bldgs: 'buildings',
  sta: 'station',
  stn: 'station',
  apt: 'flat',
  apartment: 'flat',
};

const STREET_WORDS = new Set([
  'street',
  'road',
  'avenue',
  'lane',
  'place',
  'square',
  'crescent',
  'court',
  'drive',
  'gardens',
  'terrace',
  'parade',
  'highway',
  'green',
  'close',
  'way',
  'market',
  'hill',
  'row',
  'walk',
  'yard',
  'mews',
  'grove',
  'broadway',
  'circus',
  'quay',
  'wharf',
  'precinct',
  'arcade',
  'centre',
]);

/** Words of a sub-unit: "flat 2" and "unit 4" are other premises than the building's number alone. */
const UNIT_WORDS = new Set(['flat', 'unit', 'suite', 'shop', 'kiosk', 'stall']);
const NOISE = new Set(['the', 'ph']);
const POSTCODE = /\b[a-z]{1,2}[0-9][a-z0-9]?\s*[0-9][a-z]{2}\b/g;
const FLOOR =
  /\b(lower ground|upper ground|ground|first|second|third|fourth|fifth|top|1st|2nd|3rd|4th|5th)\s+floors?\b|\bbasement\b|\bpart of\b/g;

/** Words of an address after the rules above. */
function words(address: string): string[] {
  const s = address
    .toLowerCase()
    .replace(POSTCODE, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/public house/g, ' ')
    .replace(FLOOR, ' ')
    .replace(/[^a-z0-9]+/g, ' ');
  return s
    .split(' ')
    .filter((w) => w !== '' && !NOISE.has(w))
    .map((w) => ABBREVIATIONS[w] ?? w);
}

const hasDigit = (w: string) => /[0-9]/.test(w);

/** The premises key of an address, or null when it has none (no words). */
export function premisesKey(address: string | null | undefined): string | null {
  if (!address) return null;
  const w = words(address);
  if (w.length === 0) return null;
  const out: string[] = [];
  let i = w.findIndex(hasDigit);
  if (i >= 0) {
    // A flat or unit number before the building's number stays part of the key.
    if (i > 0 && UNIT_WORDS.has(w[i - 1])) {
      out.push(w[i - 1] === 'apt' ? 'flat' : w[i - 1], w[i]);
      const j = w.slice(i + 1).findIndex(hasDigit);
      // "Flat 2, 12 High Street": the building number follows; "Unit 4, High Street": it does not.
      if (j >= 0 && j <= 2) i = i + 1 + j;
      else i = i + 1;
      if (hasDigit(w[i] ?? '')) out.push(w[i++]);
    } else out.push(w[i++]);
    // Several numbers in a row (12 14 for "12-14") are one building.
    while (i < w.length && hasDigit(w[i])) out.push(w[i++]);
  } else i = 0;
  // The street: words up to and including the first street word, at most four.
  let n = 0;
  while (i < w.length && n < 4) {
    out.push(w[i]);
    n++;
    if (STREET_WORDS.has(w[i])) break;
    i++;
  }
  return out.length ? out.join(' ') : null;
}
