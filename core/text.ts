// Whitespace as a person reads it: the one definition the scrapers' toolkit (scrapers/kit/text.ts)
// and the register normalisers (enrich/normalise/appeals) share. Here because both may import core
// and neither may import the other.

const WHITESPACE_RUN = /\s+/g;
/** Whitespace that `clean` must rewrite inside trimmed text: a run, or any but a plain space. */
const ODD_WHITESPACE = /[^\S ]| {2}/;

/**
 * Collapse runs of whitespace (incl. NBSP) to one space and trim: what a person reads. Most cells
 * only need trimming (a newline either side), so the text is only rewritten where it has a run
 * of whitespace or a tab, newline or NBSP inside.
 */
export function clean(s: string | null | undefined): string {
  if (!s) return '';
  const t = s.trim();
  return ODD_WHITESPACE.test(t) ? t.replace(WHITESPACE_RUN, ' ') : t;
}

/** Clean, and null for an empty cell. */
export function cleanOrNull(s: string | null | undefined): string | null {
  const c = clean(s);
  return c === '' ? null : c;
}
