// The Weekly/Monthly Lists search form (search.do?action=weeklyList): the weeks it offers, the
// date types (validated or decided) and the form to post. Its results page is an ordinary results
// page (parse-results.ts); Lambeth's saved weekly list is one.
import type { RawDate } from '../../contract.js';
import { LayoutChangedError } from '../../errors.js';
import { asDoc, csrfToken, readForm, type FormSnapshot, type PageInput } from './dom.js';
import { clean, parseIdoxDate } from './text.js';

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
  const $ = asDoc(input);
  const form = readForm($, 'form#weeklyListForm, form[action*="weeklyListResults"]', url);
  if (!form)
    throw new LayoutChangedError('Idox weekly list page without its form', { url, pageKind: 'weekly-list' });
  const weeks: IdoxWeek[] = [];
  $('select#week option').each((_, o) => {
    const value = $(o).attr('value') ?? clean($(o).text());
    const start = parseIdoxDate(value);
    weeks.push({
      value,
      label: clean($(o).text()),
      start: start ? { date: start.date, precision: 'week' } : null,
    });
  });
  const dateTypes: { value: string; label: string }[] = [];
  $('input[name="dateType"]').each((_, i) => {
    const id = $(i).attr('id');
    const label = id ? clean($(`label[for="${id}"]`).text()) : '';
    dateTypes.push({ value: $(i).attr('value') ?? '', label });
  });
  return { form, weeks, date_types: dateTypes, csrf: csrfToken($) };
}
