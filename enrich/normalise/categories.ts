// Categories: the service's own multi-label taxonomy (categories.data.ts), compiled once at load.
import { CATEGORY_RULES } from './categories.data.js';
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
  needs: readonly string[] | null;
}

const COMPILED: Compiled[] = CATEGORY_RULES.map((c) => ({
  ref: Object.freeze({ slug: c.slug, label: c.label }),
  match: c.match ? new RegExp(c.match) : null,
  unless: c.unless ? new RegExp(c.unless) : null,
  procedures: new Set(c.procedures ?? []),
  primaryFor: new Set(c.primaryFor ?? []),
  homes: c.homes ?? false,
  needs: c.needs ?? null,
}));

function present(d: string, needs: readonly string[] | null): boolean {
  if (needs === null) return true;
  for (const n of needs) if (d.includes(n)) return true;
  return false;
}
const OTHER = COMPILED.find((c) => c.ref.slug === 'other')!.ref;

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
  const out: CategoryRef[] = [];
  let primary: CategoryRef | null = null;
  for (const c of COMPILED) {
    if (c.ref.slug === 'other') continue;
    let hit =
      (c.homes && dwellingCount !== null && dwellingCount > 0) ||
      (procedure !== null && c.procedures.has(procedure));
    if (!hit && c.match && d && present(d, c.needs) && c.match.test(d) && !(c.unless && c.unless.test(d)))
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
