// Which DEF Planning Register page is this? DEF answers most things with HTTP 200: the disclaimer
// gate is served in place of any page until it is accepted (Fylde: disclaimer-gate-23-0695.html),
// a search with one hit answers with that application's display page, one with none with a
// "no records" message. So the kind is read off the page, never assumed from the URL asked for.
import type { FetchedPage } from '../../contract.js';
import { isBlockWording } from '../../kit/blocks.js';
import { bodyText, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { asDoc, defPages, findForm, hasDefMarks, titleOf, type PageInput } from './page.js';

export type DefPageKind =
  'gate' | 'display' | 'results' | 'no-results' | 'search-form' | 'error' | 'blocked' | 'unknown';

const NO_RESULTS =
  /\bno (?:records|results|applications|matching (?:records|results|applications))(?: (?:were|have been))? found\b|\bdid not (?:return|find|match) any (?:results|records|applications)\b|\breturned no (?:results|records)\b|\bthere are no (?:results|records|applications) (?:matching|for)\b/i;

const ERROR_WORDING =
  /an error occurred while processing your request|server error in '\/' application|an unexpected error has occurred/i;

const DISPLAY_IDS = ['displaypage', 'summarytable', 'MainDetails'];
const DISPLAY_CLASSES = ['appNoTbl', 'summaryTbl', 'details-grid'];

/** Whether the page holds a link to an application's display page (a result list does). */
function hasDisplayLinks(doc: HtmlIndex): boolean {
  for (let e = 0; e < doc.size; e++) {
    if (doc.names[e] !== 'a') continue;
    const href = doc.attr(e, 'href');
    if (href && /\/Planning\/Display[/?]/i.test(href)) return true;
  }
  return false;
}

/** The disclaimer gate's form: it posts to /Disclaimer/Accept (with a returnUrl). */
export function isGateForm(doc: HtmlIndex, form: number): boolean {
  return /Disclaimer\/Accept/i.test(doc.attr(form, 'action') ?? '');
}

/** The advanced search form: form#advancedSearchForm, posting to /Search/Results. */
export function isSearchForm(doc: HtmlIndex, form: number): boolean {
  return (
    doc.attr(form, 'id') === 'advancedSearchForm' ||
    /\/Search\/Results\b/i.test(doc.attr(form, 'action') ?? '')
  );
}

export function detectDefPage(input: PageInput): DefPageKind {
  const doc = asDoc(input);
  const title = titleOf(doc);
  // A firewall's page carries none of DEF's marks; a DEF page may well say "access denied" in its
  // disclaimer text, so the wording is only read on pages that are not DEF's.
  if (!hasDefMarks(doc)) {
    const text = clean(bodyText(doc)).slice(0, 4000) + ' ' + title;
    if (isBlockWording(text)) return 'blocked';
  }
  if (findForm(doc, (f) => isGateForm(doc, f)) >= 0) return 'gate';
  if (
    DISPLAY_IDS.some((id) => doc.byId(id).length > 0) ||
    DISPLAY_CLASSES.some((c) => doc.byClass(c).length > 0)
  )
    return 'display';
  if (hasDisplayLinks(doc)) return 'results';
  const text = clean(bodyText(doc));
  if (NO_RESULTS.test(text)) return 'no-results';
  if (findForm(doc, (f) => isSearchForm(doc, f)) >= 0) return 'search-form';
  const headings = doc
    .byTag('h1')
    .concat(doc.byTag('h2'))
    .map((h) => clean(doc.textOf(h)));
  if (/^error\b/i.test(title) || headings.some((h) => /^error\.?$/i.test(h)) || ERROR_WORDING.test(text))
    return 'error';
  return 'unknown';
}

/** The page's kind, detected once per page object and URL. */
export function pageKind(page: FetchedPage, url: string): DefPageKind {
  return defPages.pageParsed(page, url, detectDefPage);
}
