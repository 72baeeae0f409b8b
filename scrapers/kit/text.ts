// Text helpers every parser shares: whitespace as a person reads it, absolute links, counts in text.

// Whitespace as a person reads it is defined once in core (the register normalisers use it too).
export { clean, cleanOrNull } from '../../core/text.js';

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
