// Which Northgate / NEC page is this? Planning Explorer answers with HTTP 200 whatever happens (a
// search with no hits says so on a results page; an error page is an ASP.NET page of its own), so
// the kind is read off the page: the general search form (form#M3Form), a results page
// (table.display_table of StdDetails links), an application's StdDetails page ("Details Page for
// Planning Application - <ref>") or its dates page ("Dates Page for ..."), and the NEC document
// store's list (PublicAccess_Live: its rows in a `var model = {...}` script block).
import type { FetchedPage } from '../../contract.js';
import { isBlockWording } from '../../kit/blocks.js';
import { bodyText, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { asDoc, hasNorthgateMarks, northgatePages, titleOf, type PageInput } from './page.js';

export type NorthgatePageKind =
  | 'search-form'
  | 'results'
  | 'no-results'
  | 'details'
  | 'dates'
  | 'documents'
  | 'error'
  | 'blocked'
  | 'unknown';

const NO_RESULTS =
  /\bdid not (?:return|find|match) any (?:results|records|applications)\b|\bno (?:records|results|applications|matching records)(?: (?:were|have been))? found\b|\bno records to display\b|\bsearch returned no (?:results|records)\b/i;

const ERROR_WORDING =
  /server error in '[^']*' application|an error has occurred|an unexpected error|the page cannot be displayed|runtime error/i;

/** The headings of div.dataview blocks, in page order. */
export function dataviewHeadings(doc: HtmlIndex): string[] {
  const out: string[] = [];
  for (const dv of doc.byClass('dataview')) {
    const h = doc.firstNamed(dv, 'h1');
    if (h >= 0) out.push(clean(doc.textOf(h)));
  }
  return out;
}

function hasResultsTable(doc: HtmlIndex): boolean {
  for (const t of doc.byClass('display_table')) {
    if (
      doc.find([t], (e) => doc.names[e] === 'a' && /StdDetails\.aspx/i.test(doc.attr(e, 'href') ?? '')).length
    )
      return true;
  }
  return false;
}

/** The document store keeps its rows in a script: `var model = {"FlexibleColumns":...,"Rows":[...]}`. */
export function hasModelScript(doc: HtmlIndex): boolean {
  for (const s of doc.byTag('script')) {
    const t = doc.textOf(s);
    if (/var\s+model\s*=\s*\{/.test(t) && /"Rows"\s*:/.test(t)) return true;
  }
  return false;
}

export function isSearchFormPage(doc: HtmlIndex): boolean {
  if (doc.byId('M3Form').some((e) => doc.names[e] === 'form')) return true;
  for (let e = 0; e < doc.size; e++) {
    if (
      doc.names[e] === 'input' &&
      /^(dateStart|txtApplicationNumber|csbtnSearch)$/.test(doc.attr(e, 'name') ?? '')
    )
      return true;
  }
  return false;
}

export function detectNorthgatePage(input: PageInput): NorthgatePageKind {
  const doc = asDoc(input);
  const title = titleOf(doc);
  if (!hasNorthgateMarks(doc)) {
    const text = clean(bodyText(doc)).slice(0, 4000) + ' ' + title;
    if (isBlockWording(text)) return 'blocked';
  }
  if (hasModelScript(doc)) return 'documents';
  if (hasResultsTable(doc)) return 'results';
  const headings = dataviewHeadings(doc);
  if (headings.some((h) => /^dates page for\b/i.test(h))) return 'dates';
  if (headings.some((h) => /^details page for\b/i.test(h))) return 'details';
  const text = clean(bodyText(doc));
  if (NO_RESULTS.test(text)) return 'no-results';
  if (isSearchFormPage(doc)) return 'search-form';
  if (/\berror\b/i.test(title) || ERROR_WORDING.test(text)) return 'error';
  return 'unknown';
}

/** The page's kind, detected once per page object and URL. */
export function pageKind(page: FetchedPage, url: string): NorthgatePageKind {
  return northgatePages.pageParsed(page, url, detectNorthgatePage);
}
