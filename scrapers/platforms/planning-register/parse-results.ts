// A page of search results (POST /Search/Results, then /Search/Results/<n>): one block per
// application holding a link to its display page (/Planning/Display/<reference>) and its labelled
// summary fields (a dl.searchResultsList of dt/dd pairs in the current theme; a table row under
// named columns in older ones), then a ul.pagination. Read by what the blocks hold, not by
// position: the link says which application, the labels say which field.
import type { RawDate } from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import type { El, HtmlIndex } from '../../kit/html.js';
import { tidyHref } from '../../kit/record-fields.js';
import { absUrl, clean, cleanOrNull, firstInt } from '../../kit/text.js';
import { asDoc, type PageInput } from './page.js';

export interface DefResultItem {
  reference: string;
  url: string;
  address: string | null;
  description: string | null;
  status: string | null;
  received: RawDate | null;
  validated: RawDate | null;
  /** Every labelled field of the block, verbatim. */
  fields: Record<string, string>;
}

export interface DefResults {
  items: DefResultItem[];
  /** The page the pager marks as current; null without a pager. */
  page: number | null;
  next_url: string | null;
  /** "Showing 1 to 10 of 61", "61 results": the total, where the page states it. */
  total: number | null;
}

const DISPLAY_LINK = /\/Planning\/Display[/?]/i;

/** The block a result link sits in: its dl, table row, list item or result container. */
function blockOf(doc: HtmlIndex, a: El): El {
  for (let p = doc.parents[a]; p >= 0; p = doc.parents[p]) {
    const n = doc.names[p];
    if (n === 'dl' || n === 'tr' || n === 'li' || n === 'article') return p;
    if (n === 'div' && /result/i.test(doc.attr(p, 'class') ?? '')) return p;
  }
  return doc.parents[a];
}

function blockFields(doc: HtmlIndex, block: El, headers: string[]): Record<string, string> {
  const { names } = doc;
  const out: Record<string, string> = {};
  if (names[block] === 'tr') {
    doc.children(block, 'td').forEach((td, i) => {
      const label = headers[i] ?? doc.attr(td, 'title') ?? doc.attr(td, 'data-label');
      if (label) out[label] = clean(doc.textOf(td));
    });
    return out;
  }
  for (const dt of doc.find([block], (e) => names[e] === 'dt')) {
    let dd = doc.ends[dt] + 1;
    while (dd < doc.size && names[dd] !== 'dd' && names[dd] !== 'dt' && dd <= doc.ends[block])
      dd = doc.ends[dd] + 1;
    if (dd > doc.ends[block] || names[dd] !== 'dd') continue;
    const label = clean(doc.textOf(dt)).replace(/:$/, '');
    if (label) out[label] = clean(doc.textOf(dd));
  }
  return out;
}

function field(fields: Record<string, string>, re: RegExp): string | null {
  for (const [label, value] of Object.entries(fields)) if (re.test(label)) return cleanOrNull(value);
  return null;
}

function tableHeaders(doc: HtmlIndex, tr: El): string[] {
  let table = doc.parents[tr];
  while (table >= 0 && doc.names[table] !== 'table') table = doc.parents[table];
  if (table < 0) return [];
  const head = doc.find([table], (e) => doc.names[e] === 'tr' && doc.children(e, 'th').length > 1)[0];
  return head === undefined ? [] : doc.children(head, 'th').map((th) => clean(doc.textOf(th)));
}

function referenceFromUrl(href: string): string | null {
  const m =
    /\/Planning\/Display\/(.+?)(?:[?#]|$)/i.exec(href) ?? /[?&]applicationNumber=([^&#]+)/i.exec(href);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

function pagerOf(doc: HtmlIndex, url: string): { page: number | null; next: string | null } {
  const { names } = doc;
  const pager = doc.byClass('pagination')[0];
  if (pager === undefined) return { page: null, next: null };
  let page: number | null = null;
  for (const li of doc.find([pager], (e) => names[e] === 'li')) {
    if (doc.hasClass(li, 'active') || doc.attr(li, 'aria-current') === 'page')
      page ??= firstInt(doc.textOf(li));
  }
  const links = doc.find([pager], (e) => names[e] === 'a');
  const target = (a: El): string | null => {
    const href = tidyHref(doc.attr(a, 'href'));
    const t =
      href && href !== '#' && !href.startsWith('javascript:')
        ? href
        : tidyHref(doc.attr(a, 'data-ajax-target'));
    return absUrl(t, url);
  };
  for (const a of links) {
    const label = clean(doc.textOf(a));
    if (
      doc.attr(a, 'rel') === 'next' ||
      /^next\b/i.test(doc.attr(a, 'aria-label') ?? '') ||
      /^(next|next\s*[»›>]|[»›>])$/i.test(label)
    ) {
      const t = target(a);
      if (t) return { page, next: t };
    }
  }
  if (page !== null) {
    for (const a of links) if (clean(doc.textOf(a)) === String(page + 1)) return { page, next: target(a) };
  }
  return { page, next: null };
}

export function parseResults(input: PageInput, url: string): DefResults {
  const doc = asDoc(input);
  const { names } = doc;
  const items: DefResultItem[] = [];
  const seen = new Set<string>();
  const headerCache = new Map<El, string[]>();
  for (let a = 0; a < doc.size; a++) {
    if (names[a] !== 'a') continue;
    const href = tidyHref(doc.attr(a, 'href'));
    if (!href || !DISPLAY_LINK.test(href)) continue;
    const link = absUrl(href, url);
    if (!link || seen.has(link)) continue;
    seen.add(link);
    const block = blockOf(doc, a);
    let headers: string[] = [];
    if (names[block] === 'tr') {
      headers = headerCache.get(block) ?? tableHeaders(doc, block);
      headerCache.set(block, headers);
    }
    const fields = blockFields(doc, block, headers);
    const reference = cleanOrNull(doc.textOf(a)) ?? referenceFromUrl(href);
    if (!reference) continue;
    items.push({
      reference,
      url: link,
      address: field(fields, /address|location|site/i),
      description: field(fields, /proposal|description/i),
      status: field(fields, /status/i),
      received: parseUkDate(field(fields, /received/i)),
      validated: parseUkDate(field(fields, /valid/i)),
      fields,
    });
  }
  const { page, next } = pagerOf(doc, url);
  const count = doc.byClass('searchResultsCount')[0];
  const countText = count === undefined ? '' : clean(doc.textOf(count));
  const m =
    /\bof\s+(\d[\d,]*)/i.exec(countText) ?? /(\d[\d,]*)\s+(?:results|records|applications)/i.exec(countText);
  return { items, page, next_url: next, total: m ? Number(m[1].replace(/,/g, '')) : null };
}
