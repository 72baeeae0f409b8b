// One load and one parse per fetched page. A platform's fetch step often reads a page to know which
// pages to fetch next (Idox: the summary's tabs, the related tab's property link), and its parse
// step reads every page again; when both run in one process on the same FetchedPage objects
// (scrape.fetch stores inline), the loaded document, its detected kind and the parses fetch needed
// are reused instead of done twice. Keyed weakly by the page object and checked against its text,
// so a page read back from snapshots is simply parsed afresh. Parsers only read the document (none
// mutates it), so a shared document gives the same output.
import type { FetchedPage } from '../contract.js';
import type { HtmlIndex } from './html.js';

interface Loaded {
  text: string;
  /** Loaded on first use; null again after dropDoc. */
  doc: HtmlIndex | null;
  parsed: Map<(input: HtmlIndex, url: string) => unknown, Map<string, unknown>>;
}

export interface PageMemo {
  /** The page's document, loaded once per page object (until dropDoc). */
  pageDoc(page: FetchedPage): HtmlIndex;
  /**
   * Lets the page's document go, keeping its parses. A fetch step that parses each page as it
   * arrives drops its document before asking for the next: a document then dies young instead of
   * living through the application's remaining requests and its store, which moved every one of
   * them to the old generation (garbage collection was a tenth of the worker's time;
   * docs/benchmarks/ingest.md). A later call that needs the document loads it again.
   */
  dropDoc(page: FetchedPage): void;
  /**
   * `parser`'s result for the page at `url` (a page-kind detector is a parser too), computed once
   * per page object. Callers only read the result, never change it.
   */
  pageParsed<T>(page: FetchedPage, url: string, parser: (input: HtmlIndex, url: string) => T): T;
}

/** A memo of pages loaded with `load` (a platform's own loader, e.g. one that trims its chrome). */
export function pageMemo(load: (html: string) => HtmlIndex): PageMemo {
  const loaded = new WeakMap<FetchedPage, Loaded>();
  const entry = (page: FetchedPage): Loaded => {
    let e = loaded.get(page);
    if (!e || e.text !== page.text) {
      e = { text: page.text, doc: null, parsed: new Map() };
      loaded.set(page, e);
    }
    return e;
  };
  const doc = (e: Loaded): HtmlIndex => (e.doc ??= load(e.text));
  return {
    pageDoc: (page) => doc(entry(page)),
    dropDoc(page) {
      const e = loaded.get(page);
      if (e) e.doc = null;
    },
    pageParsed<T>(page: FetchedPage, url: string, parser: (input: HtmlIndex, url: string) => T): T {
      const e = entry(page);
      let byUrl = e.parsed.get(parser);
      if (!byUrl) e.parsed.set(parser, (byUrl = new Map()));
      if (!byUrl.has(url)) byUrl.set(url, parser(doc(e), url));
      return byUrl.get(url) as T;
    },
  };
}
