// Text helpers every parser shares: whitespace as a person reads it, absolute links, counts in text.

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

/** Absolute URL of an href on a page; null when there is none. */
export function absUrl(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  const h = href.trim().replace(/&amp;/g, '&');
  if (!h || h.startsWith('javascript:') || h === '#') return null;
  try {
    return new URL(h, base).toString();
  } catch {
    return null;
  }
}

/** First whole number in a text ("Documents (7)", "There are 7 documents"), or null. */
export function firstInt(s: string | null | undefined): number | null {
  const m = /(\d[\d,]*)/.exec(s ?? '');
  return m ? Number(m[1].replace(/,/g, '')) : null;
}
