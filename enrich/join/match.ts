// Tolerant address comparison within one postcode (pure). The stored address keys (address.ts) are
// exact; councils, EPC assessors, price paid and the title registers word one property differently
// ("Flat 2, 20 Example Road" / "2, 20 Example Rd" / "Apartment 2 20 EXAMPLE ROAD"). Each address is
// parsed into its parts (unit, house number, building name or qualifier, street) and two addresses
// are the same property when those parts agree. Ordinary variation is tolerated (case, punctuation,
// apostrophes, flat/unit/apartment prefixes, "Flat 2" vs "2", street-word abbreviations, "20 A" vs
// "20A", a building name beside a house number); a different house number, a different unit or a
// qualifier ("Land adjoining 14 …", "Garage 3, 20 …") never matches.
import { STREET_WORDS, WORD_FORMS } from './address.js';

export interface ParsedAddress {
  /** Flat or unit: "2", "A", or a floor ("GROUND FLOOR") when the flat has no number. */
  unit: string | null;
  /** House number as written: "20", "20A", "14-16". */
  number: string | null;
  /** Words before the number that are not a unit: a building name, or a qualifier of the property. */
  name: string | null;
  /** True when `name` holds a qualifier (land, garage, roof …): then it must agree exactly. */
  qualified: boolean;
  /** Street words (abbreviated forms, without a leading THE). */
  street: string | null;
}

const UNIT_WORDS = new Set(['FLAT', 'UNIT', 'ROOM', 'STUDIO', 'SUITE']);
const FLOOR_RE =
  /^(LOWER GROUND FLOOR|UPPER GROUND FLOOR|GROUND FLOOR|BASEMENT|FIRST FLOOR|SECOND FLOOR|THIRD FLOOR|FOURTH FLOOR|TOP FLOOR|1ST FLOOR|2ND FLOOR|3RD FLOOR)( FLAT)?$/;
// Words saying the text is not the property itself but land, a part or an appurtenance of it. A
// qualified address only matches the same wording, so a broad list only makes matching stricter.
const QUALIFIER_RE =
  /^(LAND|SITE|PLOTS?|PART|REAR|ADJ\w*|NEXT|BESIDE|BEHIND|GARAG\w*|PARKING|SPACES?|ROOF\w*|AIR\w*|SUB\w*STATION|STORES?|FORMER|SIDE|TELECOM\w*|MAST|YARD|PADDOCK|FIELDS?|OUTBUILDINGS?)$/;
// Street words beyond those of the stored keys (address.ts), read only here.
const MORE_STREET_WORDS = ['BOULEVARD', 'ESPLANADE', 'EMBANKMENT', 'CIRCUS', 'QUAY', 'APPROACH', 'MALL'];
const STREET_END = new Set([...STREET_WORDS, ...MORE_STREET_WORDS]);
const NUMBER_RE = /^\d+[A-Z]?(-\d+[A-Z]?)?$/;
const POSTCODES_RE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;

/** Upper-case tokens with ',' between comma parts. */
function tokenise(s: string): string[] {
  return (
    s
      .toUpperCase()
      .replace(POSTCODES_RE, ' ')
      .replace(/['’`]/g, '')
      .replace(/&/g, ' AND ')
      .replace(/(\d)\s*-\s*(\d)/g, '$1-$2')
      // "445 To 451 Romford Road" is the range 445-451.
      .replace(/\b(\d+[A-Z]?) TO (\d+[A-Z]?)\b/g, '$1-$2')
      // "20 A Example Road" is 20A.
      .replace(/\b(\d+)\s+([A-Z])\b/g, '$1$2')
      .replace(/[^A-Z0-9\-, ]/g, ' ')
      .replace(/,/g, ' , ')
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => WORD_FORMS[t] ?? t)
  );
}

const isNumber = (t: string | undefined): boolean => !!t && NUMBER_RE.test(t);
const isWord = (t: string | undefined): boolean => !!t && t !== ',' && !isNumber(t);

function streetOf(words: string[]): string | null {
  const w = words[0] === 'THE' ? words.slice(1) : words;
  return w.length ? w.join(' ') : null;
}

/** Unit, building name or qualifier from the words before the house number. */
function prefixParts(prefix: string[]): Pick<ParsedAddress, 'unit' | 'name' | 'qualified'> {
  const parts: string[][] = [[]];
  for (const t of prefix) {
    if (t === ',') parts.push([]);
    else parts[parts.length - 1]!.push(t);
  }
  let unit: string | null = null;
  const rest: string[] = [];
  for (const p of parts.filter((x) => x.length)) {
    const text = p.join(' ');
    const u = p.findIndex((t) => UNIT_WORDS.has(t));
    if (unit === null && u >= 0 && p[u + 1] && !UNIT_WORDS.has(p[u + 1]!)) {
      unit = p[u + 1]!;
      rest.push(...p.slice(0, u).filter((t) => !FLOOR_RE.test(t)), ...p.slice(u + 2));
    } else if (unit === null && FLOOR_RE.test(text)) unit = text.replace(/ FLAT$/, '');
    else if (unit === null && p.length === 1 && isNumber(p[0])) unit = p[0]!;
    // "2 Maxwell Court, 8 Schreiber Grange": flat 2 of Maxwell Court.
    else if (unit === null && isNumber(p[0]) && p.slice(1).every((t) => isWord(t))) {
      unit = p[0]!;
      rest.push(...p.slice(1));
    } else rest.push(...p);
  }
  // A floor word before "FLAT 2" adds nothing to the unit.
  const cleaned = rest.filter((t) => !/^(GROUND|FIRST|SECOND|THIRD|TOP|FLOOR|BASEMENT)$/.test(t) || !unit);
  const qualified = cleaned.some((t) => QUALIFIER_RE.test(t));
  const name = cleaned.length ? cleaned.join(' ') : null;
  return { unit, name: qualified && name ? qualifierForm(name) : name, qualified };
}

/** One wording of a qualifier: "Land adj. to", "Land adjacent" → LAND ADJOINING; "to the rear of" → REAR OF. */
function qualifierForm(name: string): string {
  return name
    .replace(/\b(?:ADJ|ADJACENT|ADJOINING|NEXT)(?: TO)?\b/g, 'ADJOINING')
    .replace(/\b(?:(?:TO|AT|ON) )?(?:THE )?REAR OF\b/g, 'REAR OF')
    .replace(/\bLAND AT REAR OF\b/g, 'LAND REAR OF');
}

/** Parses free-text address (council, title register, EPC lines) into its parts; null when empty. */
export function parseAddress(s: string | null | undefined): ParsedAddress | null {
  if (!s) return null;
  const toks = tokenise(s);
  if (!toks.some((t) => t !== ',')) return null;
  // The house number: the last number followed by a word ("20 EXAMPLE RD"), or alone in its part
  // followed by a part of words (price paid "8, SCHREIBER GRANGE"). Numbers before it are units.
  let numberAt = -1;
  for (let i = 0; i < toks.length; i++) {
    if (!isNumber(toks[i])) continue;
    const alone = (i === 0 || toks[i - 1] === ',') && toks[i + 1] === ',' && isWord(toks[i + 2]);
    if (isWord(toks[i + 1]) || alone) numberAt = i;
  }
  if (numberAt >= 0) {
    const from = toks[numberAt + 1] === ',' ? numberAt + 2 : numberAt + 1;
    const end = streetEnd(toks, from);
    const pre = prefixParts(toks.slice(0, numberAt));
    // A unit written after the street ("20 Example Road, Flat 2").
    const after = toks.slice(end + 1);
    const u = after.findIndex((t) => UNIT_WORDS.has(t));
    const unit = pre.unit ?? (u >= 0 && isUnitId(after[u + 1]) ? after[u + 1]! : null);
    return { ...pre, unit, number: toks[numberAt]!, street: streetOf(toks.slice(from, end + 1)) };
  }
  // No house number: the street ends at the first street word after a word; the words before its
  // part are the property's name.
  for (let i = 1; i < toks.length; i++) {
    if (!STREET_END.has(toks[i]!) || !isWord(toks[i - 1])) continue;
    let from = i - 1;
    while (from > 0 && isWord(toks[from - 1])) from--;
    const end = streetEnd(toks, from);
    const pre = prefixParts(toks.slice(0, from));
    return { ...pre, number: null, street: streetOf(toks.slice(from, end + 1)) };
  }
  // Neither a number nor a street word: a named property; the second part is taken as its street.
  const parts = toks.join(' ').split(' , ');
  const pre = prefixParts(parts[0]!.split(' '));
  return { ...pre, number: null, street: parts[1] ? streetOf(parts[1].split(' ')) : null };
}

const isUnitId = (t: string | undefined): boolean => !!t && /^[A-Z]?\d*[A-Z]?$/.test(t) && t.length <= 5;

/**
 * The last word of a street starting at `from`: the first street word after another word (with any
 * street words right after it: "EXAMPLE PARK RD"), else the end of its comma part.
 */
function streetEnd(toks: string[], from: number): number {
  let end = from;
  for (let i = from; i < toks.length && isWord(toks[i]); i++) {
    end = i;
    if (i > from && STREET_END.has(toks[i]!) && !STREET_END.has(toks[i + 1] ?? '')) break;
  }
  return end;
}

/**
 * The same property: house numbers equal (both absent, or the same string), units equal, streets
 * equal (a named house without a number may lack a street on one side), and, where either names a
 * qualifier or there is no number, the names equal.
 */
export function sameProperty(a: ParsedAddress | null, b: ParsedAddress | null): boolean {
  if (!a || !b) return false;
  if (a.number !== b.number || a.unit !== b.unit) return false;
  if (a.number === null) {
    if (!a.name || a.name !== b.name) return false;
    if (a.street && b.street && a.street !== b.street) return false;
    return true;
  }
  if ((a.qualified || b.qualified) && a.name !== b.name) return false;
  return a.street !== null && a.street === b.street;
}

/** The building a flat or unit is in (null when the address names no unit). */
export function buildingOf(a: ParsedAddress | null): ParsedAddress | null {
  return a && a.unit !== null ? { ...a, unit: null } : null;
}

/** Price paid SAON, PAON and street as one address text (a PAON name is its own part). */
export function pricePaidAddress(saon: string | null, paon: string | null, street: string | null): string {
  const p = (paon ?? '').trim();
  const head = /^\d/.test(p) ? `${p} ${street ?? ''}` : [p, street].filter(Boolean).join(', ');
  return [saon, head].filter((x) => x && x.trim()).join(', ');
}
