// One parse per fetched page. The fetch step must read the summary and related tabs to know which
// pages to fetch next, and the parse step reads every page again; when both run in one process
// on the same FetchedPage objects (scrape.fetch stores inline), the loaded document and its
// detected kind are reused instead of parsed twice. Keyed weakly by the page object, checked
// against its text, so a page read back from snapshots is simply parsed afresh. Parsers only
// read the document (none mutates it), so a shared document gives the same output.
import type { FetchedPage } from '../../contract.js';
import { detectIdoxPage, type IdoxPageKind } from './detect.js';
import { loadHtml, type CheerioAPI } from './dom.js';

interface Loaded {
  text: string;
  $: CheerioAPI;
  kinds: Map<string, IdoxPageKind>;
}

const loaded = new WeakMap<FetchedPage, Loaded>();

function entry(page: FetchedPage): Loaded {
  let e = loaded.get(page);
  if (!e || e.text !== page.text) {
    e = { text: page.text, $: loadHtml(page.text), kinds: new Map() };
    loaded.set(page, e);
  }
  return e;
}

/** The page's document, loaded once per page object. */
export function pageDoc(page: FetchedPage): CheerioAPI {
  return entry(page).$;
}

/** The page's kind as detectIdoxPage reads it at `url`, detected once per page object and URL. */
export function pageKind(page: FetchedPage, url: string): IdoxPageKind {
  const e = entry(page);
  let kind = e.kinds.get(url);
  if (kind === undefined) {
    kind = detectIdoxPage(e.$, url);
    e.kinds.set(url, kind);
  }
  return kind;
}
