// A page of search results (advanced search, weekly list, paging): one li.searchresult per
// application with its summary link (carrying keyVal), proposal, address and the "metaInfo" line
// "Ref. No: X | Received: ... | Validated: ... | Status: ...", plus the pager.
import type { RawDate } from '../../contract.js';
import type { AnyNode } from 'domhandler';
import { asDoc, readForm, type CheerioAPI, type FormSnapshot, type PageInput } from './dom.js';
import { absUrl, clean, cleanOrNull, firstInt, keyValFromUrl, parseIdoxDate } from './text.js';

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

/** Split a metaInfo paragraph at its span.divider children into "Label: value" pairs. */
function metaPairs($: CheerioAPI, p: AnyNode): Record<string, string> {
  const parts: string[] = [''];
  $(p)
    .contents()
    .each((_, node) => {
      if (node.type === 'tag' && $(node).hasClass('divider')) parts.push('');
      else parts[parts.length - 1] += $(node).text();
    });
  const out: Record<string, string> = {};
  for (const part of parts) {
    const t = clean(part);
    const i = t.indexOf(':');
    if (i <= 0) continue;
    out[clean(t.slice(0, i))] = clean(t.slice(i + 1));
  }
  return out;
}

export function parseResults(input: PageInput, url: string): IdoxResults {
  const $ = asDoc(input);
  const items: IdoxResultItem[] = [];
  $('li.searchresult').each((_, li) => {
    const a = $(li).children('a').first().length ? $(li).children('a').first() : $(li).find('a').first();
    const link = absUrl(a.attr('href'), url);
    const metaNode = $(li).find('p.metaInfo').get(0);
    const meta = metaNode ? metaPairs($, metaNode) : {};
    const reference = meta['Ref. No'] ?? meta['Ref No'] ?? meta['Reference'] ?? null;
    if (!reference) return;
    items.push({
      reference,
      keyval: keyValFromUrl(link),
      url: link,
      description: cleanOrNull(a.text()),
      address: cleanOrNull($(li).find('p.address').first().text()),
      received: parseIdoxDate(meta['Received'] ?? meta['Received Date']),
      validated: parseIdoxDate(meta['Validated'] ?? meta['Registered'] ?? meta['Valid']),
      status: meta['Status'] ?? null,
      meta,
    });
  });

  const pager = $('p.pager').first();
  let total: number | null = null;
  let first: number | null = null;
  let last: number | null = null;
  let page: number | null = null;
  const pageUrls: Record<number, string> = {};
  if (pager.length) {
    const showing = clean(pager.find('.showing').text());
    const m = /(\d+)\s*-\s*(\d+)\s+of\s+(\d+)/i.exec(showing);
    if (m) {
      first = Number(m[1]);
      last = Number(m[2]);
      total = Number(m[3]);
    }
    pager.children('strong').each((_, s) => {
      page ??= firstInt($(s).text());
    });
    pager.find('a.page').each((_, a) => {
      const n = firstInt($(a).text());
      const u = absUrl($(a).attr('href'), url);
      if (n !== null && u) pageUrls[n] = u;
    });
  }
  const perPage = $('select#resultsPerPage option[selected]').attr('value');
  return {
    items,
    total,
    first,
    last,
    page,
    next_url: absUrl(pager.find('a.next').attr('href'), url),
    previous_url: absUrl(pager.find('a.previous').attr('href'), url),
    page_urls: pageUrls,
    results_per_page: perPage ? Number(perPage) : null,
    pager_form: readForm($, 'form#searchResults', url),
  };
}
