// One parse per fetched page. The fetch step must read the summary and related tabs to know which
// pages to fetch next, and the parse step reads every page again; when both run in one process
// on the same FetchedPage objects (scrape.fetch stores inline), the loaded document and its
// detected kind (and the summary and related parses fetch needed) are reused instead of parsed twice. Keyed weakly by the page object, checked
// against its text, so a page read back from snapshots is simply parsed afresh. Parsers only
// read the document (none mutates it), so a shared document gives the same output.
import type { FetchedPage } from '../../contract.js';
import { detectIdoxPage, type IdoxPageKind } from './detect.js';
import { loadHtml, type IdoxDoc } from './dom.js';

interface Loaded {
  text: string;
  /** Loaded on first use; null again after dropDoc. */
  doc: IdoxDoc | null;
  kinds: Map<string, IdoxPageKind>;
  parsed: Map<(input: IdoxDoc, url: string) => unknown, Map<string, unknown>>;
}

const loaded = new WeakMap<FetchedPage, Loaded>();

function entry(page: FetchedPage): Loaded {
  let e = loaded.get(page);
  if (!e || e.text !== page.text) {
    e = { text: page.text, doc: null, kinds: new Map(), parsed: new Map() };
    loaded.set(page, e);
  }
  return e;
}

function doc(e: Loaded): IdoxDoc {
  return (e.doc ??= loadHtml(e.text));
}

/** The page's document, loaded once per page object (until dropDoc). */
export function pageDoc(page: FetchedPage): IdoxDoc {
  return doc(entry(page));
}

/**
 * Lets the page's document go, keeping its detected kinds and parses. The fetch step parses each
 * page as it arrives and drops its document before asking for the next: a document then dies
 * young instead of living through the application's remaining requests and its store, which
 * moved every one of them to the old generation (garbage collection was a tenth of the worker's
 * time; docs/benchmarks/ingest.md). A later call that needs the document loads it again.
 */
export function dropDoc(page: FetchedPage): void {
  const e = loaded.get(page);
  if (e) e.doc = null;
}

/** The page's kind as detectIdoxPage reads it at `url`, detected once per page object and URL. */
export function pageKind(page: FetchedPage, url: string): IdoxPageKind {
  const e = entry(page);
  let kind = e.kinds.get(url);
  if (kind === undefined) {
    kind = detectIdoxPage(doc(e), url);
    e.kinds.set(url, kind);
  }
  return kind;
}

/**
 * `parser`'s result for the page at `url`, parsed once per page object: fetch reads the summary
 * (for its tabs) and the related tab (for the property link) that the record builder reads again.
 * Callers only read the result, never change it.
 */
export function pageParsed<T>(page: FetchedPage, url: string, parser: (input: IdoxDoc, url: string) => T): T {
  const e = entry(page);
  let byUrl = e.parsed.get(parser);
  if (!byUrl) e.parsed.set(parser, (byUrl = new Map()));
  if (!byUrl.has(url)) byUrl.set(url, parser(doc(e), url));
  return byUrl.get(url) as T;
}
