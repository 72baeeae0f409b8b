// Sorting an Idox key-value table into record fields, dates and verbatim extras; and reading the
// application tabs (their URLs and the counts in their labels) that every application page carries.
import type { RawDate, RawDates } from '../../contract.js';
import type { El, HtmlIndex, LabelledRow } from '../../kit/html.js';
import { DATE_LABELS, TEXT_LABELS, TEXT_LABEL_PRIORITY, labelKey } from './labels.js';
import { absUrl, clean, cleanOrNull, firstInt } from '../../kit/text.js';
import { keyValFromUrl } from './text.js';
import { parseUkDate } from '../../kit/dates.js';

export type TextFields = Partial<Record<(typeof TEXT_LABELS)[string], string | null>>;

export interface SortedFields {
  text: TextFields;
  dates: Partial<RawDates>;
  /** Labels this module does not map, value verbatim. */
  extra: Record<string, string>;
  /** Every row as printed, label to value. */
  rows: Record<string, string>;
}

export function sortRows(rows: LabelledRow[]): SortedFields {
  const out: SortedFields = { text: {}, dates: {}, extra: {}, rows: {} };
  const priority: Record<string, number> = {};
  for (const { label, value } of rows) {
    out.rows[label] = value;
    const key = labelKey(label);
    const dateField = DATE_LABELS[key];
    if (dateField) {
      const d: RawDate | null = parseUkDate(value);
      // First date for a field wins; an unparseable non-empty cell is kept verbatim in extra.
      if (!(dateField in out.dates) || out.dates[dateField] === null) out.dates[dateField] = d;
      if (!d && value && !/^not available$/i.test(value)) out.extra[label] = value;
      continue;
    }
    const textField = TEXT_LABELS[key];
    if (textField) {
      const p = TEXT_LABEL_PRIORITY[key] ?? 0;
      if (!(textField in out.text) || p < (priority[textField] ?? 99)) {
        out.text[textField] = value === '' ? null : value;
        priority[textField] = p;
      }
      continue;
    }
    out.extra[label] = value;
  }
  return out;
}

export interface IdoxTabs {
  /** activeTab name to absolute URL, e.g. summary, details, dates, documents, relatedCases, makeComment. */
  urls: Record<string, string>;
  /** Counts shown in tab labels, keyed by the label without its count ("Documents", "Comments", ...). */
  counts: Record<string, number>;
  /** The application's keyVal, read from its tab links. */
  keyval: string | null;
}

/** The tab list's entries: `ul.tabs a, ul.tabs li.nodocuments > span`, in document order. */
function tabItems(doc: HtmlIndex): El[] {
  const { names, parents } = doc;
  const lists = doc.byClass('tabs').filter((e) => names[e] === 'ul');
  return doc.find(
    lists,
    (e) =>
      names[e] === 'a' ||
      (names[e] === 'span' &&
        parents[e] >= 0 &&
        names[parents[e]] === 'li' &&
        doc.hasClass(parents[e], 'nodocuments')),
  );
}

function tabUrl(doc: HtmlIndex, el: El, pageUrl: string): string | null {
  return absUrl(doc.names[el] === 'a' ? doc.attr(el, 'href') : undefined, pageUrl);
}

export function readTabs(doc: HtmlIndex, pageUrl: string): IdoxTabs {
  const tabs: IdoxTabs = { urls: {}, counts: {}, keyval: null };
  for (const el of tabItems(doc)) {
    const span = doc.firstNamed(el, 'span');
    const label = clean(doc.textOf(span >= 0 ? span : el));
    const url = tabUrl(doc, el, pageUrl);
    if (url) {
      const m = /[?&]activeTab=([A-Za-z]+)/.exec(url);
      if (m && !tabs.urls[m[1]]) tabs.urls[m[1]] = url;
      tabs.keyval ??= keyValFromUrl(url);
    }
    const count = /\((\d+)\)\s*$/.exec(label);
    if (count) tabs.counts[clean(label.slice(0, count.index))] = Number(count[1]);
  }
  return tabs;
}

/**
 * readTabs(doc, pageUrl).keyval, reading tab links only until one carries it: the tabs other
 * than the summary need nothing else from the list, and resolving every link was most of it.
 */
export function tabsKeyval(doc: HtmlIndex, pageUrl: string): string | null {
  for (const el of tabItems(doc)) {
    const url = tabUrl(doc, el, pageUrl);
    const keyval = url ? keyValFromUrl(url) : null;
    if (keyval !== null) return keyval;
  }
  return null;
}

/** The reference in the crumb above the tabs (`.addressCrumb .caseNumber`), shared by every tab. */
export function caseNumber(doc: HtmlIndex): string | null {
  const inCrumb = [(a: number) => doc.hasClass(a, 'addressCrumb')];
  for (const e of doc.byClass('caseNumber')) if (doc.inside(e, inCrumb)) return cleanOrNull(doc.textOf(e));
  return null;
}

/** Counts stated in the summary's "There are N documents/cases/properties associated" lines. */
export function summaryInfoCounts(doc: HtmlIndex): {
  documents: number | null;
  cases: number | null;
  properties: number | null;
} {
  // `$('#summaryInfo').find('.cls').first()`
  const info = doc.byId('summaryInfo');
  const read = (cls: string): number | null => {
    if (info.length === 0) return null;
    const p = doc.find(info, (e) => doc.hasClass(e, cls))[0];
    return p === undefined ? null : firstInt(doc.textOf(p));
  };
  return {
    documents: read('associateddocument'),
    cases: read('associatedcase'),
    properties: read('associatedproperty'),
  };
}

/**
 * The progress stepper newer Idox themes show above the tabs (Halton 2022: Received, Validated,
 * Consultation, Recommendation and/or Committee, Decided), step name to date; steps without a
 * date are left out.
 */
export function readStepper(doc: HtmlIndex): Record<string, RawDate> {
  const out: Record<string, RawDate> = {};
  // `.stepper-wrapper .stepper-item`, then `.status` and `.date` inside each
  const inWrapper = [(a: number) => doc.hasClass(a, 'stepper-wrapper')];
  for (const item of doc.byClass('stepper-item')) {
    if (!doc.inside(item, inWrapper)) continue;
    const status = doc.firstDescendant(item, (e) => doc.hasClass(e, 'status'));
    const date = doc.firstDescendant(item, (e) => doc.hasClass(e, 'date'));
    const name = clean(status >= 0 ? doc.textOf(status) : '');
    const when = parseUkDate(date >= 0 ? doc.textOf(date) : '');
    if (name && when) out[name] = when;
  }
  return out;
}
