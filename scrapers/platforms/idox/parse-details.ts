// The Further Information sub-tab (activeTab=details): application type, decision and its level,
// case officer, parish, ward, applicant and agent. Councils add their own rows; those are kept
// verbatim in `extra`.
import type { RawDates } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, type PageInput } from './page.js';
import { labelledRows } from '../../kit/html.js';
import { tabsKeyval, sortRows, type TextFields } from './fields.js';

export interface IdoxDetails {
  keyval: string | null;
  text: TextFields;
  dates: Partial<RawDates>;
  extra: Record<string, string>;
  rows: Record<string, string>;
}

export function parseDetails(input: PageInput, url: string): IdoxDetails {
  const doc = asDoc(input);
  const rows = labelledRows(doc, 'applicationDetails');
  if (rows.length === 0) {
    throw new LayoutChangedError('Idox further information tab without table#applicationDetails', {
      url,
      pageKind: 'details',
    });
  }
  const sorted = sortRows(rows);
  return { keyval: tabsKeyval(doc, url), ...sorted };
}
