// Categories: the service's own multi-label taxonomy (categories.data.ts), compiled once at load.
//
// Speed: running every category's regex over every description cost about 25 µs a record. Instead one
// pass over the text finds the trigger substrings (categories.data.ts `triggers`, triggers.ts) and only
// the categories they point to run their regex; the result is the same as running every regex.
import { CATEGORY_RULES } from './categories.data.js';
import { TriggerSet } from './triggers.js';
import type { CategoryRef, Procedure } from './types.js';

/** GET /v1/categories items: slug, label and what the category covers, in priority order. */
export const categoriesTaxonomy: ReadonlyArray<{ slug: string; label: string; description: string }> =
  CATEGORY_RULES.map((c) => Object.freeze({ slug: c.slug, label: c.label, description: c.description }));

interface Compiled {
  ref: CategoryRef;
  match: RegExp | null;
  unless: RegExp | null;
  procedures: ReadonlySet<Procedure>;
  primaryFor: ReadonlySet<Procedure>;
  homes: boolean;
}

const COMPILED: Compiled[] = CATEGORY_RULES.filter((c) => c.slug !== 'other').map((c) => ({
  ref: Object.freeze({ slug: c.slug, label: c.label }),
  match: c.match ? new RegExp(c.match) : null,
  unless: c.unless ? new RegExp(c.unless) : null,
  procedures: new Set(c.procedures ?? []),
  primaryFor: new Set(c.primaryFor ?? []),
  homes: c.homes ?? false,
}));
const OTHER_RULE = CATEGORY_RULES.find((c) => c.slug === 'other')!;
const OTHER: CategoryRef = Object.freeze({ slug: OTHER_RULE.slug, label: OTHER_RULE.label });

const TRIGGERS = new TriggerSet(CATEGORY_RULES.filter((c) => c.slug !== 'other').map((c) => c.triggers));

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
  const g = d ? TRIGGERS.scan(d) : -1;
  const out: CategoryRef[] = [];
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
      c.match.test(d) &&
      !(c.unless !== null && c.unless.test(d))
    )
      hit = true;
    if (!hit) continue;
    out.push(c.ref);
    if (procedure !== null && c.primaryFor.has(procedure)) primary = c.ref;
  }
  if (out.length === 0) {
    if (!d && procedure === null) return { categories: [], category: null };
    return { categories: [OTHER], category: OTHER };
  }
  return { categories: out, category: primary ?? out[0] };
}

/** The categories whose triggers occur in a plain-cased description (for the trigger tests). */
export function triggeredCategories(d: string): string[] {
  const g = TRIGGERS.scan(d);
  return COMPILED.filter((_, ci) => TRIGGERS.candidate(ci, g)).map((c) => c.ref.slug);
}
