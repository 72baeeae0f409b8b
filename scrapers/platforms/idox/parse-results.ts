// A page of search results (advanced search, weekly list, paging): one li.searchresult per
// application with its summary link (carrying keyVal), proposal, address and the "metaInfo" line
// "Ref. No: X | Received: ... | Validated: ... | Status: ...", plus the pager.
import type { RawDate } from '../../contract.js';
import { asDoc, type PageInput } from './page.js';
import { optionsOf, readForm, type El, type FormSnapshot } from '../../kit/html.js';
import { absUrl, clean, cleanOrNull, firstInt } from '../../kit/text.js';
import { keyValFromUrl } from './text.js';
import { metaPairs } from '../../kit/public-access.js';
import { parseUkDate } from '../../kit/dates.js';

export interface IdoxResultItem {
  reference: string;
  keyval: string | null;
  url: string | null;
  description: string | null;
  address: string | null;
  received: RawDate | null;
  validated: RawDate | null;
  status: string | null;
  /** Every "Label: value" of the metaInfo line, verbatim. */
  meta: Record<string, string>;
}

export interface IdoxResults {
  items: IdoxResultItem[];
  /** "Showing 1-10 of 29": total 29, first 1, last 10; null on a list with no pager. */
  total: number | null;
  first: number | null;
  last: number | null;
  page: number | null;
  next_url: string | null;
  previous_url: string | null;
  /** Page number to URL, for the numbered pager links. */
  page_urls: Record<number, string>;
  results_per_page: number | null;
  /** The form that re-pages the search (sort order, results per page). */
  pager_form: FormSnapshot | null;
}

export function parseResults(input: PageInput, url: string): IdoxResults {
  const doc = asDoc(input);
  const { names } = doc;
  const items: IdoxResultItem[] = [];
  for (const li of doc.byClass('searchresult')) {
    if (names[li] !== 'li') continue;
    let a = doc.firstChild(li, 'a');
    if (a < 0) a = doc.firstNamed(li, 'a');
    const link = absUrl(a >= 0 ? doc.attr(a, 'href') : undefined, url);
    const metaNode = doc.firstDescendant(li, (e) => names[e] === 'p' && doc.hasClass(e, 'metaInfo'));
    const meta = metaNode >= 0 ? metaPairs(doc, metaNode) : {};
    const reference = meta['Ref. No'] ?? meta['Ref No'] ?? meta['Reference'] ?? null;
    if (!reference) continue;
    const address = doc.firstDescendant(li, (e) => names[e] === 'p' && doc.hasClass(e, 'address'));
    items.push({
      reference,
      keyval: keyValFromUrl(link),
      url: link,
      description: cleanOrNull(a >= 0 ? doc.textOf(a) : ''),
      address: cleanOrNull(address >= 0 ? doc.textOf(address) : ''),
      received: parseUkDate(meta['Received'] ?? meta['Received Date']),
      validated: parseUkDate(meta['Validated'] ?? meta['Registered'] ?? meta['Valid']),
      status: meta['Status'] ?? null,
      meta,
    });
  }

  // `p.pager`, the first
  let pager = -1;
  for (const e of doc.byClass('pager')) {
    if (names[e] === 'p') {
      pager = e;
      break;
    }
  }
  let total: number | null = null;
  let first: number | null = null;
  let last: number | null = null;
  let page: number | null = null;
  const pageUrls: Record<number, string> = {};
  const pagerLink = (cls: string): El =>
    pager < 0 ? -1 : doc.firstDescendant(pager, (e) => names[e] === 'a' && doc.hasClass(e, cls));
  if (pager >= 0) {
    const showing = clean(doc.textOfAll(doc.find([pager], (e) => doc.hasClass(e, 'showing'))));
    const m = /(\d+)\s*-\s*(\d+)\s+of\s+(\d+)/i.exec(showing);
    if (m) {
      first = Number(m[1]);
      last = Number(m[2]);
      total = Number(m[3]);
    }
    for (const s of doc.children(pager, 'strong')) page ??= firstInt(doc.textOf(s));
    for (const a of doc.find([pager], (e) => names[e] === 'a' && doc.hasClass(e, 'page'))) {
      const n = firstInt(doc.textOf(a));
      const u = absUrl(doc.attr(a, 'href'), url);
      if (n !== null && u) pageUrls[n] = u;
    }
  }
  // `select#resultsPerPage option[selected]`
  const selected = optionsOf(doc, 'resultsPerPage').find((o) => doc.attr(o, 'selected') !== undefined);
  const perPage = selected === undefined ? undefined : doc.attr(selected, 'value');
  const next = pagerLink('next');
  const previous = pagerLink('previous');
  return {
    items,
    total,
    first,
    last,
    page,
    next_url: absUrl(next >= 0 ? doc.attr(next, 'href') : undefined, url),
    previous_url: absUrl(previous >= 0 ? doc.attr(previous, 'href') : undefined, url),
    page_urls: pageUrls,
    results_per_page: perPage ? Number(perPage) : null,
    pager_form: readForm(doc, (f) => doc.attr(f, 'id') === 'searchResults', url),
  };
}
