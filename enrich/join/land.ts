// Description matching of land (spec 2.6 `of: land`, `via: description`), pure. Company titles of
// development land and fields carry no postcode; the register describes them in words ("Land on the
// north side of Example Road, London", "Land adjoining 14 Example Road"). An application on such land
// says the same in its address or description. A title is matched only when every part of the
// description agrees: the kind of place (land, site, plot, field), its relation to the anchor (at,
// adjoining, to the rear of, a compass side, off), the anchor itself (house number, street, or a
// named place, compared by match.ts) and the title's town, which must appear in the application's
// words. The council must be the title's district (checked by the repository). See
// docs/enrichment.md for the rules that make a match high confidence.
import { STREET_WORDS, WORD_FORMS } from './address.js';
import { parseAddress, type ParsedAddress } from './match.js';

export interface LandDescription {
  /** at, adjoining, rear, off, or a compass side (north, south west …). */
  relation: string;
  anchor: ParsedAddress;
  /** The town or locality named after the anchor (null when it names none). */
  town: string | null;
}

const HEAD =
  '(?:PART OF |THE )?(?:DEVELOPMENT LAND|BUILDING PLOTS?|LAND|SITES?|PLOTS?(?: \\d+)?|FIELDS?|PADDOCKS?|GROUND)';
const SIDE = '(NORTH EAST|NORTH WEST|SOUTH EAST|SOUTH WEST|NORTH|SOUTH|EAST|WEST)(?:ERN|ERLY)?';
const RELATIONS: [string, (m: RegExpExecArray) => string][] = [
  [
    `(?:LYING |SITUATE |SITUATED )?(?:(?:TO|ON|AT) (?:THE )?)?${SIDE}(?: SIDE)? OF`,
    (m) => m[1]!.toLowerCase(),
  ],
  ['(?:LYING |SITUATE |SITUATED )?(?:(?:TO|ON|AT) (?:THE )?)?REAR OF|BEHIND', () => 'rear'],
  ['ADJOINING|ADJACENT TO|ADJACENT|ADJ TO|ADJ|NEXT TO|BESIDE|ABUTTING', () => 'adjoining'],
  ['OFF', () => 'off'],
  ['AT|KNOWN AS|OF', () => 'at'],
];

// Each relation compiled once, anchored at the start (a title) and anywhere (an application).
const PATTERNS = RELATIONS.map(
  ([rel, relation]) =>
    [new RegExp(`^${HEAD} (?:${rel}) (.+)$`), new RegExp(`\\b${HEAD} (?:${rel}) (.+)$`), relation] as const,
);
const LAND_WORD = new RegExp(`\\b${HEAD} `);

function clean(s: string): string {
  return s
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/(NORTH|SOUTH)[\s-]+(EAST|WEST)/g, '$1 $2')
    .replace(/[^A-Z0-9,\- ]/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

function describe(m: RegExpExecArray, rel: (m: RegExpExecArray) => string, tail: string) {
  const parts = tail
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const anchor = parseAddress(parts[0]);
  if (!anchor || anchor.unit !== null || (!anchor.street && !anchor.name)) return null;
  return { relation: rel(m), anchor, town: parts[1] ?? null };
}

/**
 * A land description. `anywhere` finds it inside longer text (an application's description:
 * "Erection of 9 dwellings on land to the rear of 14 Example Road"); otherwise the text must begin
 * with it (a title's property description). Null when the text does not describe land.
 */
export function parseLand(text: string | null | undefined, anywhere = false): LandDescription | null {
  if (!text) return null;
  const t = clean(text);
  // A cheap test first: most texts (every property address) name no land at all.
  if (!LAND_WORD.test(t)) return null;
  for (const [start, within, relation] of PATTERNS) {
    const m = (anywhere ? within : start).exec(t);
    if (!m) continue;
    const d = describe(m, relation, m[m.length - 1]!);
    if (d) return d;
  }
  return null;
}

/** The same anchor: number, street and name all agree (no tolerance of a missing part). */
export function sameAnchor(a: ParsedAddress, b: ParsedAddress): boolean {
  return a.number === b.number && a.street === b.street && a.name === b.name;
}

/** The application's words hold the title's town (or the title names none). */
export function townFits(title: LandDescription, appText: string): boolean {
  if (!title.town) return true;
  return ` ${clean(appText).replace(/,/g, ' ')} `.includes(` ${title.town} `);
}

const SHORT_FORMS = new Set(Object.values(WORD_FORMS));

/**
 * The longest plain word of an anchor (not a street word or a shortened form, which the register
 * may spell out), as it stands in the raw description with apostrophes dropped: a title whose
 * anchor agrees holds it, so the repository narrows the district's titles by it before parsing.
 */
export function anchorWord(a: ParsedAddress): string | null {
  const words = `${a.name ?? ''} ${a.street ?? ''}`
    .split(' ')
    .filter(
      (w) =>
        /^[A-Z]{3,}$/.test(w) && !STREET_WORDS.has(w) && !SHORT_FORMS.has(w) && w !== 'THE' && w !== 'AND',
    );
  return words.sort((x, y) => y.length - x.length)[0] ?? null;
}
