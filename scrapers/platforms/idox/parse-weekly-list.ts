// The Weekly/Monthly Lists search form (search.do?action=weeklyList): the weeks it offers, the
// date types (validated or decided) and the form to post. Its results page is an ordinary results
// page (parse-results.ts); Lambeth's saved weekly list is one.
import type { RawDate } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, csrfToken, type PageInput } from './page.js';
import { optionsOf, readForm, type FormSnapshot } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { parseUkDate } from '../../kit/dates.js';

export interface IdoxWeek {
  /** Option value to post, verbatim (e.g. "6 Oct 2014"). */
  value: string;
  label: string;
  /** The week's first day, as Idox prints it (a Monday on every portal seen). */
  start: RawDate | null;
}

export interface IdoxWeeklyListForm {
  form: FormSnapshot;
  weeks: IdoxWeek[];
  /** Radio values for the list type, e.g. DC_Validated, DC_Decided. */
  date_types: { value: string; label: string }[];
  csrf: string | null;
}

export function parseWeeklyList(input: PageInput, url: string): IdoxWeeklyListForm {
  const doc = asDoc(input);
  // `form#weeklyListForm, form[action*="weeklyListResults"]`
  const form = readForm(
    doc,
    (f) => doc.attr(f, 'id') === 'weeklyListForm' || !!doc.attr(f, 'action')?.includes('weeklyListResults'),
    url,
  );
  if (!form)
    throw new LayoutChangedError('Idox weekly list page without its form', { url, pageKind: 'weekly-list' });
  const weeks: IdoxWeek[] = [];
  for (const o of optionsOf(doc, 'week')) {
    const label = clean(doc.textOf(o));
    const value = doc.attr(o, 'value') ?? label;
    const start = parseUkDate(value);
    weeks.push({
      value,
      label,
      start: start ? { date: start.date, precision: 'week' } : null,
    });
  }
  const dateTypes: { value: string; label: string }[] = [];
  const labels = doc.byTag('label');
  for (const i of doc.byTag('input')) {
    if (doc.attr(i, 'name') !== 'dateType') continue;
    const id = doc.attr(i, 'id');
    // `label[for="<id>"]`, every one
    const label = id ? clean(doc.textOfAll(labels.filter((l) => doc.attr(l, 'for') === id))) : '';
    dateTypes.push({ value: doc.attr(i, 'value') ?? '', label });
  }
  return { form, weeks, date_types: dateTypes, csrf: csrfToken(doc) };
}
