// Walking a search's result pages: every item of every page, the next page by the link each page
// gives, until a page gives none (or says it was the last). A results page without a readable
// result, a pager that loops back or never ends, means the portal has changed: the council fails,
// never "the search found nothing".
import { LayoutChangedError } from './errors.js';

export interface ResultPage<T> {
  items: T[];
  next_url: string | null;
  /** The page says it is the last ("Records 51 to 61 of 61") whatever its links say. */
  last?: boolean;
}

export interface PagerWalk<L extends { url: string }, T> {
  /** The portal's name, for messages ("Northgate"). */
  portal: string;
  council: string;
  maxPages: number;
  /** The first results page, already loaded. */
  first: L;
  read: (page: L) => ResultPage<T>;
  /** Loads the page at `url` (linked from `from`), checking it is a results page. */
  next: (url: string, from: L) => Promise<L>;
}

export async function* walkResultPages<L extends { url: string }, T>(w: PagerWalk<L, T>): AsyncGenerator<T> {
  let current = w.first;
  const visited = new Set<string>([current.url]);
  for (let pages = 1; ; pages++) {
    const results = w.read(current);
    if (results.items.length === 0) {
      throw new LayoutChangedError(`${w.portal} results page with no readable results`, {
        url: current.url,
        council: w.council,
        pageKind: 'results',
      });
    }
    yield* results.items;
    if (!results.next_url || results.last || visited.has(results.next_url)) return;
    if (pages >= w.maxPages) {
      throw new LayoutChangedError(`${w.portal} pager did not end after ${w.maxPages} pages`, {
        url: current.url,
        council: w.council,
      });
    }
    visited.add(results.next_url);
    current = await w.next(results.next_url, current);
  }
}
