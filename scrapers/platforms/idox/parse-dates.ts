// The Important Dates sub-tab (activeTab=dates). Idox reuses table#simpleDetailsTable here; the
// labels vary by council (see labels.ts), dates print as "Wed 08 Aug 2018" or "Not Available".
import type { RawDates } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, type PageInput } from './page.js';
import { labelledRows } from '../../kit/html.js';
import { tabsKeyval, sortRows } from './fields.js';
import { TEXT_LABELS, labelKey } from './labels.js';

export interface IdoxDates {
  keyval: string | null;
  dates: Partial<RawDates>;
  /** Date rows with no RawDates field (e.g. "Standard Consultation Date"), label to value verbatim. */
  extra: Record<string, string>;
  rows: Record<string, string>;
}

export function parseDates(input: PageInput, url: string): IdoxDates {
  const doc = asDoc(input);
  const rows = labelledRows(doc, 'simpleDetailsTable');
  if (rows.length === 0) {
    throw new LayoutChangedError('Idox important dates tab without table#simpleDetailsTable', {
      url,
      pageKind: 'dates',
    });
  }
  const sorted = sortRows(rows);
  // Text rows on a dates tab are unusual; keep them with the extras rather than drop them.
  const extra = { ...sorted.extra };
  for (const { label, value } of rows) if (TEXT_LABELS[labelKey(label)]) extra[label] = value;
  return { keyval: tabsKeyval(doc, url), dates: sorted.dates, extra, rows: sorted.rows };
}
