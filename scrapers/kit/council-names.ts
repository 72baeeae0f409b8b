// A local authority's name as a national register prints it ("London Borough of Tower Hamlets",
// "Dudley Metropolitan Borough Council", "City of Wolverhampton Council") -> the council's slug in
// scrapers/councils/councils.csv. Both sides are reduced to the place's name (lower case, "&" as
// "and", punctuation and the kind of council dropped) and must then be equal; a few councils whose
// registers name them otherwise than the councils file are listed by hand. No near matches: a name
// that is not a known council's gives null (a council since merged, one the file does not list).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const COUNCILS_CSV = new URL('../councils/councils.csv', import.meta.url);

const PREFIXES = [
  'london borough of ',
  'royal borough of ',
  'borough council of ',
  'county borough of ',
  'city and county of ',
  'metropolitan borough of ',
  'borough of ',
  'city of ',
  'county ',
  'the ',
];
const SUFFIXES = [
  ' metropolitan borough council',
  ' metropolitan district council',
  ' county borough council',
  ' borough council',
  ' district council',
  ' county council',
  ' city council',
  ' council',
  ' corporation',
  ' city',
];

// Places whose name differs between the councils file and the registers, after reduction.
const ALIASES: Record<string, string> = {
  hull: 'kingston-upon-hull',
  newcastle: 'newcastle-upon-tyne',
  'rhondda cynon taf': 'rhondda-cynon-taff',
  'scottish borders': 'the-scottish-borders',
  'vale of glamorgan': 'the-vale-of-glamorgan',
  bristol: 'city-of-bristol',
  edinburgh: 'city-of-edinburgh',
  lincoln: 'city-of-lincoln',
  london: 'city-of-london',
};

/** A council's name reduced to its place: "City of Wolverhampton Council" -> "wolverhampton". */
export function placeName(name: string): string {
  let n = name
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[’'.,]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const p of PREFIXES)
      if (n.startsWith(p) && n.length > p.length) {
        n = n.slice(p.length);
        changed = true;
      }
    for (const s of SUFFIXES)
      if (n.endsWith(s) && n.length > s.length) {
        n = n.slice(0, -s.length);
        changed = true;
      }
  }
  return n;
}

let bySlugPlace: Map<string, string> | null = null;

function index(): Map<string, string> {
  if (bySlugPlace) return bySlugPlace;
  // The councils file's appended rows carry a seventh cell (reason); the others six.
  const rows = parse(readFileSync(COUNCILS_CSV, 'utf8'), {
    columns: true,
    relax_column_count_less: true,
  }) as {
    slug: string;
    name: string;
  }[];
  const m = new Map<string, string>();
  for (const r of rows) m.set(placeName(r.name), r.slug);
  for (const [place, slug] of Object.entries(ALIASES)) if (!m.has(place)) m.set(place, slug);
  bySlugPlace = m;
  return m;
}

/** The slug of the council a register names, or null where it is not a council the service knows. */
export function councilSlugFor(name: string | null | undefined): string | null {
  if (!name || !name.trim()) return null;
  return index().get(placeName(name)) ?? null;
}
