// Loading an Idox page into the kit's HtmlIndex, and the look-ups every Idox page shares: its heading,
// its message box and its CSRF token (in scrapers/kit/public-access.ts, which Idox's licensing
// module reads its pages with too), and the page memo the fetch step and the record builder share.
import type { HtmlIndex } from '../../kit/html.js';
import { pageMemo } from '../../kit/page-memo.js';
import { loadIdoxPage } from '../../kit/public-access.js';

export { csrfToken, loadIdoxPage, messages, pageHeading, trimIdoxPage } from '../../kit/public-access.js';

/** A page given either as HTML or already loaded (detect and parse share one load). */
export type PageInput = string | HtmlIndex;

export function asDoc(input: PageInput): HtmlIndex {
  return typeof input === 'string' ? loadIdoxPage(input) : input;
}

/** Idox pages as fetch and the record builder share them (kit/page-memo.ts), loaded trimmed. */
export const idoxPages = pageMemo(loadIdoxPage);
