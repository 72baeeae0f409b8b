// The pages of Idox Public Access's licensing module, told apart and read: its advanced search
// (search.do?action=advanced&searchType=Licencing, or LicencingApplication for applications), the
// results list (li.searchresult with its "Ref. No: ... | Status: ... | Applicant Name: ..." line),
// and a licence's tabs at licencingDetails.do?activeTab=summary|details|dates&keyVal=...: the
// summary table (with the licensed activities and their times, table.noticeDetails), further
// information and important dates. Idox answers most failures with HTTP 200 (no results re-renders
// the search form with a message; a firewall's block page), so the kind is read off the page.
import { parse as parseCsv } from 'csv-parse/sync';
import type { RawDate } from '../../contract.js';
import { isBlockWording } from '../../kit/blocks.js';
import { parseUkDate } from '../../kit/dates.js';
import { BlockedError, LayoutChangedError, TransientError, type ScraperError } from '../../kit/errors.js';
import {
  bodyText,
  labelledRows,
  readForm,
  type El,
  type FormSnapshot,
  type HtmlIndex,
} from '../../kit/html.js';
import {
  activeTabFromUrl,
  keyValFromUrl,
  loadIdoxPage,
  messages,
  metaPairs,
  pageHeading,
} from '../../kit/public-access.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';

export type LicensingPageKind =
  | 'search-form'
  | 'results'
  | 'no-results'
  | 'too-many-results'
  | 'summary'
  | 'details'
  | 'dates'
  | 'error'
  | 'blocked'
  | 'unknown';

const TAB_KINDS: Record<string, LicensingPageKind> = {
  subtab_summary: 'summary',
  subtab_details: 'details',
  subtab_dates: 'dates',
};

/** Whether a link or form goes to the licensing module (licencingDetails.do, searchType=Licencing...). */
const LICENSING_LINK = /licencing(?:Application)?Details\.do|searchType=Licencing/i;

function hasLicensingLinks(doc: HtmlIndex): boolean {
  const { names } = doc;
  for (let e = 0; e < doc.size; e++) {
    if (names[e] === 'a' && LICENSING_LINK.test(doc.attr(e, 'href') ?? '')) return true;
    if (
      names[e] === 'input' &&
      doc.attr(e, 'name') === 'searchType' &&
      /^Licencing/i.test(doc.attr(e, 'value') ?? '')
    )
      return true;
  }
  return false;
}

export function loadPage(html: string): HtmlIndex {
  return loadIdoxPage(html);
}

/**
 * The kind of a licensing module page; 'unknown' for anything else, a planning page of the same
 * portal included (its links and forms are not the licensing module's).
 */
export function detectLicensingPage(doc: HtmlIndex): LicensingPageKind {
  const isIdox = doc.byId('idox').length > 0 || doc.byId('pa').length > 0;
  if (!isIdox) {
    const titleEl = doc.names.indexOf('title');
    const text = clean(bodyText(doc)).slice(0, 4000) + ' ' + (titleEl >= 0 ? clean(doc.textOf(titleEl)) : '');
    return isBlockWording(text) ? 'blocked' : 'unknown';
  }
  if (pageHeading(doc) === 'Error') return 'error';
  const msgs = messages(doc).join(' ');
  if (/too many results/i.test(msgs)) return 'too-many-results';
  if (/no results found/i.test(msgs)) return 'no-results';
  if (!hasLicensingLinks(doc)) return 'unknown';
  for (const a of doc.byClass('active')) {
    const kind = TAB_KINDS[doc.attr(a, 'id') ?? ''];
    if (kind && doc.names[a] === 'a') return kind;
  }
  if (doc.byId('searchresults').length > 0 || doc.byClass('searchresult').some((e) => doc.names[e] === 'li'))
    return 'results';
  if (doc.byId('advancedSearchForm').some((e) => doc.names[e] === 'form')) return 'search-form';
  return 'unknown';
}

/** What a page of kind `kind` means where one of `expected` was wanted. */
export function pageKindError(
  kind: LicensingPageKind,
  expected: LicensingPageKind[],
  url: string,
  council?: string,
): ScraperError {
  const details = { url, council, pageKind: kind };
  if (kind === 'blocked') return new BlockedError(`a block page at ${url}`, details);
  if (kind === 'error') return new TransientError(`Idox error page at ${url}`, details);
  return new LayoutChangedError(
    `expected a licensing ${expected.join(' or ')} page, got ${kind} at ${url}`,
    details,
  );
}

export interface LicensingSearchForm {
  form: FormSnapshot;
  /** The category select's options (value, label), "All" left out. */
  categories: { value: string; label: string }[];
}

export function parseSearchForm(doc: HtmlIndex, url: string): LicensingSearchForm | null {
  const form = readForm(doc, (f) => doc.attr(f, 'id') === 'advancedSearchForm', url);
  if (!form) return null;
  const { names } = doc;
  const categories: { value: string; label: string }[] = [];
  for (const sel of doc.byTag('select')) {
    if (doc.attr(sel, 'name') !== 'searchCriteria.categoryType') continue;
    for (const o of doc.find([sel], (e) => names[e] === 'option')) {
      const value = doc.attr(o, 'value') ?? '';
      if (value) categories.push({ value, label: clean(doc.textOf(o)) });
    }
  }
  return { form, categories };
}

export interface LicensingResultItem {
  reference: string;
  keyval: string | null;
  url: string | null;
  /** The link's text (the licence's type and premises, as the list prints it). */
  title: string | null;
  address: string | null;
  status: string | null;
  /** Every "Label: value" of the result's line, verbatim. */
  meta: Record<string, string>;
}

export interface LicensingResults {
  items: LicensingResultItem[];
  next_url: string | null;
}

export function parseResults(doc: HtmlIndex, url: string): LicensingResults {
  const { names } = doc;
  const items: LicensingResultItem[] = [];
  for (const li of doc.byClass('searchresult')) {
    if (names[li] !== 'li') continue;
    const a = doc.firstNamed(li, 'a');
    const link = absUrl(a >= 0 ? doc.attr(a, 'href') : undefined, url);
    const metaEl = doc.firstDescendant(li, (e) => names[e] === 'p' && doc.hasClass(e, 'metaInfo'));
    const meta = metaEl >= 0 ? metaPairs(doc, metaEl) : {};
    const reference = meta['Ref. No'] ?? meta['Ref No'] ?? meta['Reference'] ?? null;
    if (!reference) continue;
    const address = doc.firstDescendant(li, (e) => names[e] === 'p' && doc.hasClass(e, 'address'));
    items.push({
      reference,
      keyval: keyValFromUrl(link),
      url: link,
      title: cleanOrNull(a >= 0 ? doc.textOf(a) : ''),
      address: cleanOrNull(address >= 0 ? doc.textOf(address) : ''),
      status: meta['Status'] ?? null,
      meta,
    });
  }
  let next: El = -1;
  for (const p of doc.byClass('pager')) {
    next = doc.firstDescendant(p, (e) => names[e] === 'a' && doc.hasClass(e, 'next'));
    if (next >= 0) break;
  }
  return { items, next_url: absUrl(next >= 0 ? doc.attr(next, 'href') : undefined, url) };
}

/** One licensed activity's days and times, as the summary's activities table lists them. */
export interface LicensedTime {
  activity: string;
  when: string;
}

export interface LicensingTab {
  kind: 'summary' | 'details' | 'dates';
  /** Every labelled row, label -> value as printed. */
  rows: { label: string; value: string }[];
  /** The licensed activities and their times (summary tab). */
  activities: LicensedTime[];
  /** The other tabs' links (activeTab -> absolute URL). */
  tabs: Record<string, string>;
  keyval: string | null;
  heading: string;
}

/** The summary's activities table: th[scope=row] the activity (spanning its rows), td its days and times. */
function licensedTimes(doc: HtmlIndex): LicensedTime[] {
  const { names } = doc;
  const out: LicensedTime[] = [];
  for (const table of doc.byClass('noticeDetails')) {
    if (names[table] !== 'table') continue;
    let activity = '';
    for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
      const th = doc.firstChild(tr, 'th');
      if (th >= 0) activity = clean(doc.textOf(th));
      const when = doc
        .children(tr, 'td')
        .map((td) => clean(doc.textOf(td)))
        .filter(Boolean)
        .join(' ');
      if (activity && when) out.push({ activity, when });
    }
  }
  return out;
}

export function parseTab(doc: HtmlIndex, url: string, kind: 'summary' | 'details' | 'dates'): LicensingTab {
  const rows = [...labelledRows(doc, 'simpleDetailsTable'), ...labelledRows(doc, 'applicationDetails')];
  const tabs: Record<string, string> = {};
  let keyval: string | null = null;
  const { names } = doc;
  for (const ul of doc.byClass('tabs')) {
    if (names[ul] !== 'ul') continue;
    for (const a of doc.find([ul], (e) => names[e] === 'a')) {
      const href = absUrl(doc.attr(a, 'href'), url);
      const tab = activeTabFromUrl(href);
      if (href && tab && !tabs[tab]) tabs[tab] = href;
      keyval ??= keyValFromUrl(href);
    }
  }
  return {
    kind,
    rows,
    activities: kind === 'summary' ? licensedTimes(doc) : [],
    tabs,
    keyval,
    heading: pageHeading(doc),
  };
}

/** A date cell of a licensing page: null where empty or "Not Available", undefined where no date. */
export function pageDate(value: string): RawDate | null | undefined {
  const v = clean(value);
  if (!v || /^(?:not available|n\/a|none)$/i.test(v)) return null;
  return parseUkDate(v) ?? undefined;
}

/**
 * One result line of the module's results list as scraped text ("Ref. No: 20/06276/HMOREN |
 * Status: Current Licence | Applicant Name: ..."): "Label: value" pairs split at the dividers.
 */
export function metaText(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('|')) {
    const t = clean(part);
    const i = t.indexOf(':');
    if (i <= 0) continue;
    out[clean(t.slice(0, i))] = clean(t.slice(i + 1));
  }
  return out;
}

/**
 * Rows of a CSV file of scraped result lines (each row: the result's meta line, its address), or
 * null where the file is not one: its first cell must read "Ref. No: ... | Status: ...".
 */
export function resultsTextRows(text: string): string[][] | null {
  if (!/^\uFEFF?"?Ref\.? No:/.test(text)) return null;
  let rows: string[][];
  try {
    rows = parseCsv(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
  } catch {
    return null;
  }
  if (!rows.length || !/\bStatus:/.test(rows[0][0] ?? '')) return null;
  return rows;
}
