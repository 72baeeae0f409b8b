// Which Idox Public Access page is this? Idox answers most failures with HTTP 200 (a search with
// no hits re-renders the form with a message; a restricted application gives a page titled
// "Error"), so the kind is read off the page, never assumed from the URL asked for.
import type { FetchedPage } from '../../contract.js';
import { asDoc, idoxPages, messages, pageHeading, type PageInput } from './page.js';
import { bodyText, hasTagWithId, tagWithId, type HtmlIndex } from '../../kit/html.js';
import { activeTabFromUrl } from './text.js';
import { clean } from '../../kit/text.js';
import { isBlockWording } from '../../kit/blocks.js';

export type IdoxPageKind =
  | 'results'
  | 'summary'
  | 'details'
  | 'dates'
  | 'documents'
  | 'related'
  | 'property'
  | 'no-results'
  | 'too-many-results'
  | 'error'
  | 'permission-denied'
  | 'blocked'
  | 'search-form'
  | 'weekly-list'
  | 'unknown';

const SUBTAB_KIND: Record<string, IdoxPageKind> = {
  subtab_summary: 'summary',
  subtab_details: 'details',
  subtab_dates: 'dates',
};

const TAB_KIND: Record<string, IdoxPageKind> = {
  tab_summary: 'summary',
  tab_documents: 'documents',
  tab_relatedCases: 'related',
};

const URL_TAB_KIND: Record<string, IdoxPageKind> = {
  summary: 'summary',
  details: 'details',
  dates: 'dates',
  documents: 'documents',
  relatedCases: 'related',
};

function activeTabKind(doc: HtmlIndex): IdoxPageKind | null {
  let sub: IdoxPageKind | null = null;
  let top: IdoxPageKind | null = null;
  // `ul.tabs a.active`
  const { names } = doc;
  const inTabs = (u: number) => names[u] === 'ul' && doc.hasClass(u, 'tabs');
  for (const a of doc.byClass('active')) {
    if (names[a] !== 'a' || !doc.hasAncestor(a, inTabs)) continue;
    const id = doc.attr(a, 'id') ?? '';
    if (SUBTAB_KIND[id]) sub = SUBTAB_KIND[id];
    else if (TAB_KIND[id]) top = TAB_KIND[id];
  }
  return sub ?? top;
}

export function detectIdoxPage(input: PageInput, url = ''): IdoxPageKind {
  const doc = asDoc(input);
  const { names } = doc;
  const isIdox = doc.byId('idox').length > 0 || doc.byId('pa').length > 0;
  const heading = pageHeading(doc);
  const titleEl = names.indexOf('title');
  const title = titleEl >= 0 ? clean(doc.textOf(titleEl)) : '';

  if (!isIdox) {
    const text = clean(bodyText(doc)).slice(0, 4000) + ' ' + title;
    if (isBlockWording(text)) return 'blocked';
  }

  if (heading === 'Error' || (title === 'Error' && isIdox)) {
    const content = doc.byClass('content');
    const content0 = content.length > 0 ? doc.textOf(content[0]) : '';
    const text = clean(content0 || bodyText(doc));
    return /permission denied|do not have permission/i.test(text) ? 'permission-denied' : 'error';
  }

  const msgs = messages(doc).join(' ');
  if (/too many results/i.test(msgs)) return 'too-many-results';
  if (/no results found/i.test(msgs)) return 'no-results';

  // A property's pages carry tabs of their own; the URL and table say which they are.
  if (/propertyDetails\.do/i.test(url) || hasTagWithId(doc, 'table', 'propertyAddress')) {
    return activeTabFromUrl(url) === 'relatedCases' ? 'related' : 'property';
  }

  // An application tab first: its related-cases list uses the results markup for each case.
  const tabKind = activeTabKind(doc);
  if (tabKind) return tabKind;

  if (hasTagWithId(doc, 'ul', 'searchresults') || doc.byClass('searchresult').some((e) => names[e] === 'li'))
    return 'results';

  if (hasTagWithId(doc, 'table', 'Documents')) return 'documents';
  if (hasTagWithId(doc, 'table', 'applicationDetails')) return 'details';
  const simple = tagWithId(doc, 'table', 'simpleDetailsTable');
  if (simple.length > 0) {
    // `table#simpleDetailsTable th`
    const hasReference = doc
      .find(simple, (e) => names[e] === 'th')
      .some((th) => /^reference$/i.test(clean(doc.textOf(th))));
    return hasReference ? 'summary' : 'dates';
  }

  // `form[action*="weeklyListResults"], select#week`
  const formAction = (e: number, part: string) =>
    names[e] === 'form' && !!doc.attr(e, 'action')?.includes(part);
  if (hasTagWithId(doc, 'select', 'week') || names.some((_, e) => formAction(e, 'weeklyListResults')))
    return 'weekly-list';
  // `form#advancedSearchForm, form#simpleSearchForm, form[action*="advancedSearchResults"]`
  if (
    hasTagWithId(doc, 'form', 'advancedSearchForm') ||
    hasTagWithId(doc, 'form', 'simpleSearchForm') ||
    names.some((_, e) => formAction(e, 'advancedSearchResults'))
  ) {
    return 'search-form';
  }

  // A tab the page names only in its URL (a council theme without the tabs list).
  const urlKind = URL_TAB_KIND[activeTabFromUrl(url) ?? ''];
  if (urlKind && isIdox && doc.byClass('tabcontainer').length > 0) return urlKind;
  return 'unknown';
}

/** The page's kind as detectIdoxPage reads it at `url`, detected once per page object and URL. */
export function pageKind(page: FetchedPage, url: string): IdoxPageKind {
  return idoxPages.pageParsed(page, url, detectIdoxPage);
}
