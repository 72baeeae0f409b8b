// Address keys shared by the loaders and the joins (pure). Every source writes an address
// differently (price paid splits SAON/PAON/street, EPC has three lines, title registers one line
// with the postcode in brackets, councils free text), so each is reduced to the same key: the
// words up to and including the street, upper case, punctuation dropped, common words shortened.
// Joins compare keys by equality within one postcode, so a match is exact, never fuzzy.

const POSTCODE_RE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/;

/** Upper case, no spaces; null when the text holds no full postcode. */
export function normalisePostcode(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = POSTCODE_RE.exec(s.toUpperCase());
  return m ? `${m[1]}${m[2]}` : null;
}

/** The display form: outward code, one space, inward code. */
export function displayPostcode(norm: string): string {
  return `${norm.slice(0, -3)} ${norm.slice(-3)}`;
}

/** Long and short forms of common address words, to one form. */
export const WORD_FORMS: Record<string, string> = {
  ROAD: 'RD',
  STREET: 'ST',
  AVENUE: 'AVE',
  DRIVE: 'DR',
  LANE: 'LN',
  PLACE: 'PL',
  COURT: 'CT',
  CRESCENT: 'CRES',
  GARDENS: 'GDNS',
  TERRACE: 'TER',
  CLOSE: 'CL',
  SQUARE: 'SQ',
  GROVE: 'GR',
  APARTMENT: 'FLAT',
  APT: 'FLAT',
  MAISONETTE: 'FLAT',
  SAINT: 'ST',
};
/** Words that end a street name (in their WORD_FORMS form). */
export const STREET_WORDS = new Set([
  'RD',
  'ST',
  'AVE',
  'DR',
  'LN',
  'PL',
  'CT',
  'CRES',
  'GDNS',
  'TER',
  'CL',
  'SQ',
  'GR',
  'WAY',
  'HILL',
  'WALK',
  'ROW',
  'PARADE',
  'MEWS',
  'VALE',
  'RISE',
  'PARK',
  'GREEN',
  'GATE',
  'VIEW',
  'PASSAGE',
  'YARD',
  'BROADWAY',
  'HIGHWAY',
  'WHARF',
]);

/**
 * Upper case, the first postcode out, `&` as AND, `12 - 14` as `12-14`: the text whose maximal runs of
 * [A-Z0-9-] are the address words (every other character separates words; a comma is a word of its
 * own). The rare rewrites run only when their character is there: this is called for every row of
 * the price-paid, EPC and title files.
 */
function addressText(s: string): string {
  let u = s.toUpperCase();
  const pc = POSTCODE_RE.exec(u);
  if (pc) u = `${u.slice(0, pc.index)} ${u.slice(pc.index + pc[0].length)}`;
  if (u.includes('&')) u = u.replace(/&/g, ' AND ');
  if (u.includes('-')) u = u.replace(/(\d)\s*-\s*(\d)/g, '$1-$2');
  return u;
}

/** A..Z, 0..9 and '-': the characters of an address word. */
function wordChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45;
}

const COMMA = 44;

/**
 * The address key: words up to and including the first street word that follows a house number or
 * name (SAON PAON STREET); without a street word, the first two comma parts. Null when empty.
 * One pass over the characters, stopping at the street word (no word arrays: see addressText).
 */
export function addressKey(s: string | null | undefined): string | null {
  if (!s) return null;
  const u = addressText(s);
  const n = u.length;
  let key = ''; // the words so far (commas dropped), in their WORD_FORMS form
  let twoParts: string | null = null; // key when the second comma was met
  let commas = 0;
  let words = 0; // words and commas so far
  let afterComma = false;
  for (let i = 0; i < n;) {
    const c = u.charCodeAt(i);
    if (c === COMMA) {
      if (++commas === 2) twoParts = key;
      words++;
      afterComma = true;
      i++;
      continue;
    }
    if (!wordChar(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && wordChar(u.charCodeAt(j))) j++;
    const raw = u.slice(i, j);
    const w = WORD_FORMS[raw] ?? raw;
    key = key ? `${key} ${w}` : w;
    if (words > 0 && !afterComma && STREET_WORDS.has(w)) return key;
    words++;
    afterComma = false;
    i = j;
  }
  const out = twoParts ?? key;
  return out || null;
}

const UNIT_RE =
  /^(FLAT|UNIT|ROOM|STUDIO|BASEMENT|GROUND FLOOR|FIRST FLOOR|SECOND FLOOR|TOP FLOOR)\b\s*[A-Z0-9-]*\s*/;

/**
 * The building key of a flat or unit: its key without the unit part ("FLAT 2 14 SMITH RD" →
 * "14 SMITH RD"). Null when the address names no unit (the property is the building).
 */
export function buildingKey(key: string | null): string | null {
  if (!key) return null;
  const m = UNIT_RE.exec(key);
  if (!m) return null;
  const rest = key.slice(m[0].length).trim();
  return rest && rest !== key ? rest : null;
}

/** Price paid address parts (SAON, PAON, street) to the same key. */
export function partsKey(...parts: (string | null | undefined)[]): string | null {
  let s = '';
  for (const p of parts) if (p && p.trim()) s = s ? `${s}, ${p}` : p;
  return addressKey(s);
}
