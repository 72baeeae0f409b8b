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

function tokens(s: string): string[] {
  return s
    .toUpperCase()
    .replace(POSTCODE_RE, ' ')
    .replace(/&/g, ' AND ')
    .replace(/(\d)\s*-\s*(\d)/g, '$1-$2')
    .replace(/[^A-Z0-9\- ,]/g, ' ')
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => WORD_FORMS[t] ?? t);
}

/**
 * The address key: words up to and including the first street word that follows a house number or
 * name (SAON PAON STREET); without a street word, the first two comma parts. Null when empty.
 */
export function addressKey(s: string | null | undefined): string | null {
  if (!s) return null;
  const toks = tokens(s);
  let end = -1;
  for (let i = 1; i < toks.length; i++) {
    if (STREET_WORDS.has(toks[i]!) && toks[i - 1] !== ',') {
      end = i;
      break;
    }
  }
  let kept: string[];
  if (end >= 0) kept = toks.slice(0, end + 1);
  else {
    kept = [];
    let parts = 0;
    for (const t of toks) {
      if (t === ',') {
        parts++;
        if (parts >= 2) break;
        continue;
      }
      kept.push(t);
    }
  }
  const key = kept
    .filter((t) => t !== ',')
    .join(' ')
    .trim();
  return key || null;
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
  return addressKey(parts.filter((p) => p && p.trim()).join(', '));
}
