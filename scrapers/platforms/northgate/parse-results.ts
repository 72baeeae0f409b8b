// A page of search results (Generic/StdResults.aspx): table.display_table, a header row of
// th.data_header naming the columns (Application Number, Site Address, Development Description,
// Status, Date Registered; some skins add Decision), one row per application whose first cell links
// to its StdDetails page; above it "Records 1 to 10 of 61" and the pager (the current page as
// span.results_page_number_sel, the others as a.results_page_number, then arrows to the next and
// last pages). Cells are read by their column's heading (or the cell's own title), not position.
import type { RawDate } from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import type { El, HtmlIndex } from '../../kit/html.js';
import { isPlaceholder, tidyHref } from '../../kit/record-fields.js';
import { absUrl, clean, cleanOrNull, firstInt } from '../../kit/text.js';
import { asDoc, type PageInput } from './page.js';
import { param0 } from './parse-details.js';

export interface NorthgateResultItem {
  reference: string;
  keyval: string | null;
  url: string;
  address: string | null;
  description: string | null;
  status: string | null;
  /** "Date Registered": the date the application was made valid. */
  validated: RawDate | null;
  received: RawDate | null;
  /** Every cell by its column heading, verbatim. */
  fields: Record<string, string>;
}

export interface NorthgateResults {
  items: NorthgateResultItem[];
  /** "Records 1 to 10 of 61". */
  first: number | null;
  last: number | null;
  total: number | null;
  page: number | null;
  next_url: string | null;
}

function nextLink(doc: HtmlIndex, url: string): { page: number | null; next: string | null } {
  const { names } = doc;
  const sel = doc.byClass('results_page_number_sel')[0];
  const page = sel === undefined ? null : firstInt(doc.textOf(sel));
  const pagers = doc.byClass('align_center');
  const scope = sel !== undefined ? [doc.parents[sel]] : pagers;
  for (const a of doc.find(scope, (e) => names[e] === 'a')) {
    const img = doc.firstNamed(a, 'img');
    const hint = `${doc.attr(a, 'title') ?? ''} ${img >= 0 ? `${doc.attr(img, 'alt') ?? ''} ${doc.attr(img, 'title') ?? ''}` : ''}`;
    if (/next page/i.test(hint)) return { page, next: absUrl(tidyHref(doc.attr(a, 'href')), url) };
  }
  if (page !== null) {
    for (const a of doc.find(scope, (e) => names[e] === 'a')) {
      if (clean(doc.textOf(a)) === String(page + 1))
        return { page, next: absUrl(tidyHref(doc.attr(a, 'href')), url) };
    }
  }
  return { page, next: null };
}

export function parseResults(input: PageInput, url: string): NorthgateResults {
  const doc = asDoc(input);
  const { names } = doc;
  const items: NorthgateResultItem[] = [];
  for (const table of doc.byClass('display_table')) {
    if (names[table] !== 'table') continue;
    let headers: string[] = [];
    for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
      const ths = doc.children(tr, 'th');
      const tds = doc.children(tr, 'td');
      if (ths.length > 1 && tds.length === 0) {
        headers = ths.map((th) => clean(doc.textOf(th)));
        continue;
      }
      if (tds.length === 0) continue;
      const a = doc.firstDescendant(
        tr,
        (e) => names[e] === 'a' && /StdDetails\.aspx/i.test(doc.attr(e, 'href') ?? ''),
      );
      if (a < 0) continue;
      const link = absUrl(tidyHref(doc.attr(a, 'href')), url);
      const reference = cleanOrNull(doc.textOf(a));
      if (!link || !reference) continue;
      const fields: Record<string, string> = {};
      tds.forEach((td: El, i: number) => {
        const label = headers[i] ?? doc.attr(td, 'title');
        if (label) fields[label] = clean(doc.textOf(td));
      });
      const get = (re: RegExp): string | null => {
        for (const [k, v] of Object.entries(fields)) if (re.test(k)) return isPlaceholder(v) ? null : v;
        return null;
      };
      items.push({
        reference,
        keyval: param0(link),
        url: link,
        address: get(/address|location/i),
        description: get(/description|proposal/i),
        status: get(/status/i),
        validated: parseUkDate(get(/registered|valid/i)),
        received: parseUkDate(get(/received/i)),
        fields,
      });
    }
  }
  const position = doc.byId('lblPagePosition')[0];
  const m = /(\d[\d,]*)\s+to\s+(\d[\d,]*)\s+of\s+(\d[\d,]*)/i.exec(
    position === undefined ? '' : clean(doc.textOf(position)),
  );
  const n = (s: string | undefined) => (s === undefined ? null : Number(s.replace(/,/g, '')));
  const { page, next } = nextLink(doc, url);
  return { items, first: n(m?.[1]), last: n(m?.[2]), total: n(m?.[3]), page, next_url: next };
}
