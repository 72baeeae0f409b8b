// Freehold owner (spec 2.6): by address, the company freehold title of the property (of property)
// or, for a flat or unit, of its building (of building), only when exactly one fits; else, for land,
// by description (of land). The owner's company numbers, the companies above them and the owner
// types feed the owner alerts and filters.
import type { Knex } from '../../core/db.js';
import {
  landTitlesOfCouncil,
  titlesAt,
  type TitleRow,
} from '../../core/repositories/open-data/ownership.repository.js';
import type { Join, JoinInput } from './join.js';
import { anchorWord, parseLand, sameAnchor, townFits } from './land.js';
import { parseAddress, sameProperty } from './match.js';
import {
  ownerTypes,
  proprietorBlocks,
  registration,
  type ProprietorBlock,
  type TitleRegistration,
} from './proprietors.js';

export interface FreeholdOwner extends TitleRegistration {
  title_number: string;
  tenure: 'freehold';
  of: 'property' | 'building' | 'land';
  via: 'address' | 'description';
  confidence: 'high' | null;
  titles_matched: number | null;
  proprietors: ProprietorBlock[];
}

/** Who holds a title: its company numbers, else its proprietors' names. */
function holder(t: TitleRow): string {
  return t.company_numbers.length
    ? [...t.company_numbers].sort().join(' ')
    : t.proprietors
        .map((p) => p.name.toUpperCase())
        .sort()
        .join(' ');
}

/**
 * Description matching of land (spec 2.6; rules in docs/enrichment.md). The application's address,
 * else its description, must describe land ("Land to the rear of 14 Example Road"); a company
 * freehold title with no postcode in the council's district must describe it the same way (same
 * relation, same anchor, its town in the application's words). Every titled place with that anchor
 * and town must be held by one company, else the place is shared and nothing is matched;
 * titles_matched is how many of that company's freehold titles fit. The newest of them is given.
 */
async function landMatch(db: Knex, app: JoinInput): Promise<{ t: TitleRow; titlesMatched: number } | null> {
  const want = parseLand(app.address, true) ?? parseLand(app.description, true);
  const word = want && anchorWord(want.anchor);
  if (!want || !word) return null;
  const words = [app.address, app.description].filter(Boolean).join(', ');
  const here = (await landTitlesOfCouncil(db, app.council_id, word))
    .map((t) => ({ t, d: parseLand(t.property_address) }))
    .filter((x) => x.d && sameAnchor(x.d.anchor, want.anchor) && townFits(x.d, words));
  if (new Set(here.map((x) => holder(x.t))).size !== 1) return null;
  const fits = here
    .filter((x) => x.t.tenure === 'Freehold' && x.d!.relation === want.relation)
    .map((x) => x.t)
    .sort(
      (a, b) =>
        (b.date_proprietor_added ?? '').localeCompare(a.date_proprietor_added ?? '') ||
        a.title_number.localeCompare(b.title_number),
    );
  return fits.length ? { t: fits[0]!, titlesMatched: fits.length } : null;
}

type Match = Pick<FreeholdOwner, 'of' | 'via' | 'titles_matched'> & { t: TitleRow };

export const freeholdOwner: Join = {
  name: 'freehold-owner',
  async run(app, { db, found }, out) {
    found.titles = app.postcodeNorm ? await titlesAt(db, app.postcodeNorm, app.uprn) : [];
    const free = found.titles
      .filter((t) => t.kind !== 'lease' && t.tenure === 'Freehold')
      .map((t) => ({ t, a: parseAddress(t.property_address) }));
    const own = app.parsed ? free.filter((x) => sameProperty(x.a, app.parsed)) : [];
    const bld = app.building ? free.filter((x) => sameProperty(x.a, app.building)) : [];
    let match: Match | null =
      own.length === 1
        ? { t: own[0]!.t, of: 'property', via: 'address', titles_matched: null }
        : !own.length && bld.length === 1
          ? { t: bld[0]!.t, of: 'building', via: 'address', titles_matched: null }
          : null;
    if (!match && !own.length && !bld.length) {
      const land = await landMatch(db, app);
      if (land) match = { t: land.t, of: 'land', via: 'description', titles_matched: land.titlesMatched };
    }
    if (!match) {
      out.freehold_owner = null;
      out.owner_company_numbers = null;
      out.owner_group_numbers = null;
      out.owner_types = null;
      return;
    }
    found.freehold = match.t;
    const { proprietors, groups } = await proprietorBlocks(db, match.t);
    const owner: FreeholdOwner = {
      title_number: match.t.title_number,
      tenure: 'freehold',
      of: match.of,
      via: match.via,
      // Only high-confidence description matches are given (spec 2.6); null for address matches.
      confidence: match.via === 'description' ? 'high' : null,
      titles_matched: match.titles_matched,
      ...registration(match.t),
      proprietors,
    };
    out.freehold_owner = owner;
    out.owner_company_numbers = match.t.company_numbers;
    out.owner_group_numbers = [...new Set([...match.t.company_numbers, ...groups])];
    out.owner_types = ownerTypes(match.t);
  },
};
