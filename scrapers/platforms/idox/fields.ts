// Sorting an Idox key-value table into record fields, dates and verbatim extras; and reading the
// application tabs (their URLs and the counts in their labels) that every application page carries.
import type { RawDate, RawDates } from '../../contract.js';
import {
  descendantsOf,
  docIndex,
  firstDescendant,
  hasClass,
  type CheerioAPI,
  type LabelledRow,
} from './dom.js';
import { DATE_LABELS, TEXT_LABELS, TEXT_LABEL_PRIORITY, labelKey } from './labels.js';
import { absUrl, clean, firstInt, keyValFromUrl, parseIdoxDate } from './text.js';

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
      const d: RawDate | null = parseIdoxDate(value);
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

export function readTabs($: CheerioAPI, pageUrl: string): IdoxTabs {
  const tabs: IdoxTabs = { urls: {}, counts: {}, keyval: null };
  // `ul.tabs a, ul.tabs li.nodocuments > span`, walked through the page index (dom.ts).
  const lists = (docIndex($).byClass.get('tabs') ?? []).filter((e) => e.name === 'ul');
  const items = descendantsOf(
    lists,
    (e) =>
      e.name === 'a' ||
      (e.name === 'span' &&
        e.parent?.type === 'tag' &&
        e.parent.name === 'li' &&
        hasClass(e.parent, 'nodocuments')),
  );
  for (const el of items) {
    const span = firstDescendant(el, 'span');
    const label = clean($.text([span ?? el]));
    const href = el.name === 'a' ? el.attribs.href : undefined;
    const url = absUrl(href, pageUrl);
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

/** Counts stated in the summary's "There are N documents/cases/properties associated" lines. */
export function summaryInfoCounts($: CheerioAPI): {
  documents: number | null;
  cases: number | null;
  properties: number | null;
} {
  // Searched under #summaryInfo found once, not three times from the top of the page.
  const info = $('#summaryInfo');
  const read = (sel: string): number | null => {
    if (info.length === 0) return null;
    const p = info.find(sel).first();
    return p.length ? firstInt(p.text()) : null;
  };
  return {
    documents: read('.associateddocument'),
    cases: read('.associatedcase'),
    properties: read('.associatedproperty'),
  };
}

/**
 * The progress stepper newer Idox themes show above the tabs (Halton 2022: Received, Validated,
 * Consultation, Recommendation and/or Committee, Decided), step name to date; steps without a
 * date are left out.
 */
export function readStepper($: CheerioAPI): Record<string, RawDate> {
  const out: Record<string, RawDate> = {};
  $('.stepper-wrapper .stepper-item').each((_, item) => {
    const name = clean($(item).find('.status').first().text());
    const date = parseIdoxDate($(item).find('.date').first().text());
    if (name && date) out[name] = date;
  });
  return out;
}
