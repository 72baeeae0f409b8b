// Categories: the service's own multi-label taxonomy (categories.data.ts), compiled once at load.
//
// Speed: running every category's regex over every description cost about 25 µs a record. Instead one
// pass over the text finds the trigger substrings (categories.data.ts `triggers`, triggers.ts) and only
// the categories they point to run their regex; the result is the same as running every regex.
import { CATEGORIES } from '../../core/domain/planning/categories.js';
import { CATEGORY_RULES } from './categories.data.js';
import { TriggerSet } from './triggers.js';
import type { CategoryRef, Procedure } from '../../core/domain/planning/vocabulary.js';

// One rule per category of the vocabulary, in its order (the order is the priority).
const LABELS = new Map(CATEGORIES.map((c) => [c.slug, c.label]));
if (CATEGORY_RULES.map((c) => c.slug).join() !== CATEGORIES.map((c) => c.slug).join())
  throw new Error(
    'categories.data.ts must have one rule per category of core/domain/planning/categories.ts, in order',
  );
const labelOf = (slug: string): string => LABELS.get(slug)!;

interface Compiled {
  ref: CategoryRef;
  match: RegExp | null;
  unless: RegExp | null;
  procedures: ReadonlySet<Procedure>;
  primaryFor: ReadonlySet<Procedure>;
  homes: boolean;
  works: boolean;
}

const COMPILED: Compiled[] = CATEGORY_RULES.filter((c) => c.slug !== 'other').map((c) => ({
  ref: Object.freeze({ slug: c.slug, label: labelOf(c.slug) }),
  match: c.match ? new RegExp(c.match) : null,
  unless: c.unless ? new RegExp(c.unless) : null,
  procedures: new Set(c.procedures ?? []),
  primaryFor: new Set(c.primaryFor ?? []),
  homes: c.homes ?? false,
  works: c.works ?? false,
}));
const OTHER_RULE = CATEGORY_RULES.find((c) => c.slug === 'other')!;
const OTHER: CategoryRef = Object.freeze({ slug: OTHER_RULE.slug, label: labelOf(OTHER_RULE.slug) });

const TRIGGERS = new TriggerSet(CATEGORY_RULES.filter((c) => c.slug !== 'other').map((c) => c.triggers));

const CONDITION_WORD = /\bconditions? /g;
// "3 (external materials), 4 (landscaping) and 7 (parking)": the numbered list after "condition(s)".
const CONDITION_LIST =
  /(?:nos?\.? ?)?\d+[a-z]?(?: ?\([^)]*\))?(?:(?:, ?|,? and |,? & )\d+[a-z]?(?: ?\([^)]*\))?)*/y;

function withoutConditionTopics(d: string): string {
  let out = '';
  let last = 0;
  CONDITION_WORD.lastIndex = 0;
  for (let m = CONDITION_WORD.exec(d); m; m = CONDITION_WORD.exec(d)) {
    CONDITION_LIST.lastIndex = m.index + m[0].length;
    const list = CONDITION_LIST.exec(d);
    if (!list || !list[0].includes('(')) continue;
    out += d.slice(last, list.index) + list[0].replace(/ ?\([^)]*\)/g, '');
    last = list.index + list[0].length;
    CONDITION_WORD.lastIndex = last;
  }
  return last === 0 ? d : out + d.slice(last);
}

export interface CategoryResult {
  categories: CategoryRef[];
  category: CategoryRef | null;
}

/**
 * Categories for a plain-cased description. Null primary only where there is no description and no
 * route to go on; a description nothing matches is `other`.
 */
export function categoriesFrom(
  d: string,
  procedure: Procedure | null,
  dwellingCount: number | null,
): CategoryResult {
  // On a discharge or variation record, the works a condition's topic names ("condition 3 (external
  // materials)", "condition 11 (cycle parking)") are a detail of the permission, not what it is for;
  // a use or building it names ("(Mosque travel plan)") still says what the permission is for.
  const topicless =
    (procedure === 'discharge' || procedure === 'amendment') && d.includes('condition') && d.includes('(')
      ? withoutConditionTopics(d)
      : d;
  const g = d ? TRIGGERS.scan(d) : -1;
  const out: CategoryRef[] = [];
  const hits: number[] = [];
  let primary: CategoryRef | null = null;
  for (let ci = 0; ci < COMPILED.length; ci++) {
    const c = COMPILED[ci];
    let hit =
      (c.homes && dwellingCount !== null && dwellingCount > 0) ||
      (procedure !== null && c.procedures.has(procedure));
    if (
      !hit &&
      c.match !== null &&
      d !== '' &&
      TRIGGERS.candidate(ci, g) &&
      c.match.test(c.works ? topicless : d) &&
      !(c.unless !== null && c.unless.test(d))
    )
      hit = true;
    if (!hit) continue;
    out.push(c.ref);
    hits.push(ci);
    if (procedure !== null && c.primaryFor.has(procedure)) primary = c.ref;
  }
  if (out.length === 0) {
    if (!d && procedure === null) return { categories: [], category: null };
    return { categories: [OTHER], category: OTHER };
  }
  return { categories: out, category: primary ?? primaryOf(d, hits) };
}

/** The categories whose triggers occur in a plain-cased description (for the trigger tests). */
export function triggeredCategories(d: string): string[] {
  const g = TRIGGERS.scan(d);
  return COMPILED.filter((_, ci) => TRIGGERS.candidate(ci, g)).map((c) => c.ref.slug);
}

// Primary category (categories.data.ts order is priority). One exception to the order: a description
// whose only works are demolition ("Demolition of former school buildings", "Prior notification of
// proposed demolition of former public house") is filed under demolition, not under the building
// demolished; where anything is built or altered as well, the table order decides.
const DEMOLITION_ONLY =
  /^(?:(?:prior notification|notification|application|prior approval)[^.]{0,40}?)?\bdemoli/;
const BUILDS =
  /\b(?:erect\w*|construct\w*|build|rebuild|replace\w*|extensions?|new|provision|install\w*|change of use|conver\w*|redevelop\w*|creat\w*|form|formation|alteration\w*)\b/;

// Primary precedence (docs/normalise.md, "Categories"): groups in this order, list order inside a group
// (table order among the generic works, which are listed in no group).
// What the application makes or changes the use to (homes, a change of use) first; then a kind of
// development people search for in itself (shopfronts, renewables, masts, trees, adverts, minerals);
// then the use or building the works are for (a place of worship or community building first: an office
// or shop in one is ancillary); last the generic building works and the listed status (extensions,
// basements, windows, parking, boundaries, plant, demolition, a listed building), which say how or
// where, not what for: "single storey rear extension to mosque" is a place of worship.
const PRIMARY_GROUPS: string[][] = [
  ['flat-conversion', 'new-homes', 'hmo', 'student-accommodation', 'care-and-supported-housing'],
  ['change-of-use'],
  ['shopfront', 'renewable-energy', 'telecoms', 'trees', 'advertisement', 'minerals-waste'],
  [
    'place-of-worship',
    'community',
    'hospitality',
    'retail',
    'offices',
    'industrial',
    'agriculture',
    'leisure-sport',
    'holiday-and-caravans',
  ],
];
const PRIMARY_RANK = new Map<string, number>();
PRIMARY_GROUPS.forEach((group, i) => group.forEach((slug, j) => PRIMARY_RANK.set(slug, i * 100 + j)));
const WORKS_RANK = PRIMARY_GROUPS.length * 100;

const HOMES: ReadonlySet<string> = new Set(['flat-conversion', 'new-homes']);
const ANCILLARY_HOME =
  /\b(?:ancillary|caretaker'?s?|imam'?s?|iman'?s?|priest'?s?|manager'?s?|warden'?s?|minister'?s?)(?: [\w-]+){0,3} (?:flat|dwelling|apartment|residential flat|accommodation)\b|\b(?:flat|apartment|dwelling) for (?:the )?(?:use of (?:the )?)?(?:imam|iman|caretaker|priest|manager|warden|minister)\b/;

// Rank of each compiled rule (index as in COMPILED) and whether it is a homes category.
const RANK: number[] = COMPILED.map((c) => PRIMARY_RANK.get(c.ref.slug) ?? WORKS_RANK);
const IS_HOME: boolean[] = COMPILED.map((c) => HOMES.has(c.ref.slug));

// A use named only as ancillary to the scheme's principal use ("a data centre (Use Class B8) including
// ancillary office accommodation", "with ancillary offices", "an ancillary cafe") serves that use and is not
// what the scheme is for: for the primary it ranks after every use the scheme names as its own, before the
// generic works. The phrase is "ancillary" and up to three words after it (a use class may come first), up to a
// preposition: "ancillary accommodation to mosque" and "(ancillary to mosque)" name the principal use after it.
const ANCILLARY_USE =
  /\bancillary (?!(?:to|for)\b)(?:(?:use )?class [a-z][\w()]* )?[\w-]+(?: (?!(?:to|for|of|and|with|within|at|in|on|the)\b)[\w-]+){0,2}/g;
const ANCILLARY_RANK = WORKS_RANK - 1;

/** Primary of the matched rules `hits` (indexes into COMPILED, in table order). */
function primaryOf(d: string, hits: number[]): CategoryRef {
  if (hits.length > 1 && DEMOLITION_ONLY.test(d) && !BUILDS.test(d)) {
    const demolition = hits.find((ci) => COMPILED[ci].ref.slug === 'demolition');
    if (demolition !== undefined) return COMPILED[demolition].ref;
  }
  const principal = hits.length > 1 && d.includes('ancillary') ? d.replace(ANCILLARY_USE, ' ') : null;
  let best = hits[0];
  let bestRank = Infinity;
  let bestOther = -1;
  let bestOtherRank = Infinity;
  for (const ci of hits) {
    let r = RANK[ci];
    if (principal !== null && r < WORKS_RANK && !IS_HOME[ci]) {
      const match = COMPILED[ci].match;
      if (match !== null && !match.test(principal)) r = ANCILLARY_RANK;
    }
    if (r < bestRank) {
      best = ci;
      bestRank = r;
    }
    if (!IS_HOME[ci] && r < bestOtherRank) {
      bestOther = ci;
      bestOtherRank = r;
    }
  }
  // One home ancillary to another use (the imam's or caretaker's flat of a mosque, a manager's flat over
  // a pub) does not make the scheme a housing scheme: the use it serves comes first.
  if (IS_HOME[best] && bestOther !== -1 && bestOtherRank < WORKS_RANK && ANCILLARY_HOME.test(d))
    return COMPILED[bestOther].ref;
  return COMPILED[best].ref;
}
