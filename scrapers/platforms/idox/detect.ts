// Which Idox Public Access page is this? Idox answers most failures with HTTP 200 (a search with
// no hits re-renders the form with a message; a restricted application gives a page titled
// "Error"), so the kind is read off the page, never assumed from the URL asked for.
import {
  asDoc,
  docIndex,
  hasAncestor,
  hasClass,
  messages,
  pageHeading,
  tagWithId,
  type CheerioAPI,
  type PageInput,
} from './dom.js';
import { activeTabFromUrl, clean } from './text.js';

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

// Pages that firewalls and rate limiters put in front of a portal, served with 200. These are
// not Idox pages (no #idox/#pa wrapper), so they are matched on their wording.
const BLOCK_WORDING = [
  /the requested url was rejected/i,
  /request rejected/i,
  /access denied/i,
  /you have been blocked/i,
  /too many requests/i,
  /unusual traffic/i,
  /attention required/i,
  /verify you are (a )?human/i,
  /incapsula incident/i,
];

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

function activeTabKind($: CheerioAPI): IdoxPageKind | null {
  let sub: IdoxPageKind | null = null;
  let top: IdoxPageKind | null = null;
  // `ul.tabs a.active`, through the index.
  for (const a of docIndex($).byClass.get('active') ?? []) {
    if (a.name !== 'a' || !hasAncestor(a, (u) => u.name === 'ul' && hasClass(u, 'tabs'))) continue;
    const id = a.attribs.id ?? '';
    if (SUBTAB_KIND[id]) sub = SUBTAB_KIND[id];
    else if (TAB_KIND[id]) top = TAB_KIND[id];
  }
  return sub ?? top;
}

export function detectIdoxPage(input: PageInput, url = ''): IdoxPageKind {
  const $ = asDoc(input);
  // Id, tag and class look-ups go through one index of the page (dom.ts docIndex).
  const idx = docIndex($);
  const isIdox = idx.byId.has('idox') || idx.byId.has('pa');
  const heading = pageHeading($);
  const titleEl = idx.byTag.get('title')?.[0];
  const title = titleEl ? clean($(titleEl).text()) : '';

  if (!isIdox) {
    const text = clean($('body').text() || $.root().text()).slice(0, 4000) + ' ' + title;
    if (BLOCK_WORDING.some((re) => re.test(text))) return 'blocked';
  }

  if (heading === 'Error' || (title === 'Error' && isIdox)) {
    const content = clean($('.content').first().text() || $('body').text());
    return /permission denied|do not have permission/i.test(content) ? 'permission-denied' : 'error';
  }

  const msgs = messages($).join(' ');
  if (/too many results/i.test(msgs)) return 'too-many-results';
  if (/no results found/i.test(msgs)) return 'no-results';

  // A property's pages carry tabs of their own; the URL and table say which they are.
  if (/propertyDetails\.do/i.test(url) || tagWithId($, 'table', 'propertyAddress').length > 0) {
    return activeTabFromUrl(url) === 'relatedCases' ? 'related' : 'property';
  }

  // An application tab first: its related-cases list uses the results markup for each case.
  const tabKind = activeTabKind($);
  if (tabKind) return tabKind;

  if (
    tagWithId($, 'ul', 'searchresults').length > 0 ||
    (idx.byClass.get('searchresult') ?? []).some((e) => e.name === 'li')
  )
    return 'results';

  if (tagWithId($, 'table', 'Documents').length > 0) return 'documents';
  if (tagWithId($, 'table', 'applicationDetails').length > 0) return 'details';
  if (tagWithId($, 'table', 'simpleDetailsTable').length > 0) {
    const hasReference = $('table#simpleDetailsTable th')
      .toArray()
      .some((th) => /^reference$/i.test(clean($(th).text())));
    return hasReference ? 'summary' : 'dates';
  }

  if ($('form[action*="weeklyListResults"], select#week').length > 0) return 'weekly-list';
  if ($('form#advancedSearchForm, form#simpleSearchForm, form[action*="advancedSearchResults"]').length > 0) {
    return 'search-form';
  }

  // A tab the page names only in its URL (a council theme without the tabs list).
  const urlKind = URL_TAB_KIND[activeTabFromUrl(url) ?? ''];
  if (urlKind && isIdox && idx.byClass.has('tabcontainer')) return urlKind;
  return 'unknown';
}
