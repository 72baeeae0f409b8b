// A local authority's name as a national register prints it ("London Borough of Tower Hamlets",
// "Dudley Metropolitan Borough Council", "City of Wolverhampton Council") -> the council's slug in
// scrapers/councils/councils.csv. Both sides are reduced to the place's name (lower case, "&" as
// "and", punctuation and the kind of council dropped) and must then be equal; a few councils whose
// registers name them otherwise than the councils file are listed by hand; a council abolished
// since is its successor, where the register says so ("(now ...)") or mySociety's register does
// (scrapers/councils/former-councils.csv). No near matches: a name that is not a known council's
// gives null (a council split between two, one the file does not list).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { formerCouncils } from '../councils/former-councils.js';

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

/** A council as the matcher knows it: its slug and its name (the councils table's, or its file's). */
export interface CouncilName {
  slug: string;
  name: string;
}

/** What a national register's authority name matched: a council's slug, or why none. */
export type AuthorityMatch =
  { slug: string; via: 'name' | 'alias' | 'successor' | 'former' } | { slug: null; reason: string };

// "Corby Borough Council (now North Northamptonshire Council)": the register names the successor.
const SUCCESSOR = /\(\s*now\s+([^)]+)\)/i;

/**
 * Matches the local authority names a national register prints to councils: both reduced to their
 * place (placeName) and equal, or one of the few ALIASES, or the successor a name gives in
 * "(now ...)". Never a near match; a place two councils share is ambiguous and matches neither.
 */
export class AuthorityMatcher {
  private readonly byPlace = new Map<string, string | null>();
  private readonly slugs: Set<string>;
  private readonly seen = new Map<string, AuthorityMatch>();
  private readonly former = new Map<string, string | null>();

  /**
   * `former`: councils abolished since and the council each became (scrapers/councils/
   * former-councils.csv): a name that is no current council's is filed under its successor.
   */
  constructor(councils: readonly CouncilName[], former: readonly { name: string; successor: string }[] = []) {
    this.slugs = new Set(councils.map((c) => c.slug));
    for (const c of councils) {
      const place = placeName(c.name);
      this.byPlace.set(place, this.byPlace.has(place) && this.byPlace.get(place) !== c.slug ? null : c.slug);
    }
    for (const f of former) {
      if (!this.slugs.has(f.successor)) continue;
      const place = placeName(f.name);
      this.former.set(
        place,
        this.former.has(place) && this.former.get(place) !== f.successor ? null : f.successor,
      );
    }
  }

  private ofName(name: string): { slug: string; via: 'name' | 'alias' | 'former' } | null {
    const place = placeName(name);
    const own = this.byPlace.get(place);
    if (own) return { slug: own, via: 'name' };
    if (own === null) return null;
    const alias = ALIASES[place];
    if (alias && this.slugs.has(alias)) return { slug: alias, via: 'alias' };
    const successor = this.former.get(place);
    if (successor) return { slug: successor, via: 'former' };
    return null;
  }

  match(authority: string | null | undefined): AuthorityMatch {
    const key = authority ?? '';
    let m = this.seen.get(key);
    if (!m) this.seen.set(key, (m = this.matchOnce(key)));
    return m;
  }

  private matchOnce(authority: string): AuthorityMatch {
    const name = authority.trim();
    if (!name) return { slug: null, reason: 'the row names no local authority' };
    const successor = SUCCESSOR.exec(name)?.[1];
    if (successor) {
      const s = this.ofName(successor);
      if (s) return { slug: s.slug, via: 'successor' };
    }
    const m = this.ofName(name);
    if (m) return m;
    if (this.byPlace.get(placeName(name)) === null)
      return { slug: null, reason: `'${placeName(name)}' is the place of more than one council` };
    return { slug: null, reason: 'no council of that name' };
  }
}

let fromFile: AuthorityMatcher | null = null;

function fileMatcher(): AuthorityMatcher {
  if (fromFile) return fromFile;
  // The councils file's appended rows carry a seventh cell (reason); the others six.
  const rows = parse(readFileSync(COUNCILS_CSV, 'utf8'), {
    columns: true,
    relax_column_count_less: true,
  }) as CouncilName[];
  fromFile = new AuthorityMatcher(rows, formerCouncils());
  return fromFile;
}

/**
 * The slug of the council a register names, by the committed councils file (a parse needs no
 * database), or null where it is not a council the service knows. The national read files rows by
 * the councils table itself (AuthorityMatcher over its rows).
 */
export function councilSlugFor(name: string | null | undefined): string | null {
  const m = fileMatcher().match(name);
  return m.slug;
}
