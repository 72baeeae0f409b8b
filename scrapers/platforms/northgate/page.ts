// A Northgate / NEC page as its parsers load it, and the marks that say a page is one of theirs:
// Planning Explorer's paths (GeneralSearch.aspx, Generic/StdResults.aspx, StdDetails.aspx, its
// XSLT skins) and the NEC document store's (PublicAccess_Live, its `var model` block).
import { HtmlIndex } from '../../kit/html.js';
import { pageMemo } from '../../kit/page-memo.js';
import { clean } from '../../kit/text.js';

export const NORTHGATE = 'northgate';

/** A page given either as HTML or already loaded (detect and parse share one load). */
export type PageInput = string | HtmlIndex;

export function asDoc(input: PageInput): HtmlIndex {
  return typeof input === 'string' ? HtmlIndex.load(input) : input;
}

/** Northgate pages as fetch and the record builder share them (kit/page-memo.ts). */
export const northgatePages = pageMemo((html) => HtmlIndex.load(html));

const MARKS =
  /PlanningExplorer|StdDetails\.aspx|StdResults\.aspx|GeneralSearch\.aspx|PublicAccess_Live|\/Northgate\//i;

/** Whether a page's links, scripts, styles or forms carry Northgate's or NEC's marks. */
export function hasNorthgateMarks(doc: HtmlIndex): boolean {
  for (let e = 0; e < doc.size; e++) {
    const a = doc.attribs[e];
    const v = a.href ?? a.src ?? a.action;
    if (v !== undefined && MARKS.test(v)) return true;
  }
  // The document store names its routes only in its script.
  return /var\s+\w+Url\s*=\s*'\/PublicAccess_Live\//i.test(doc.text);
}

export function titleOf(doc: HtmlIndex): string {
  const t = doc.names.indexOf('title');
  return t >= 0 ? clean(doc.textOf(t)) : '';
}
