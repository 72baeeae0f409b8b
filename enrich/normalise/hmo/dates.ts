// Dates of an HMO register with their precision (spec 2.9: day, month, year, derived). The adapter
// reads the layout's date columns with their precision; dates a register gives under other labels
// (first licensed, last inspected) are read here from the wording.
import type { HmoDatePrecision } from '../../../core/domain/hmo/vocabulary.js';

export interface HmoDate {
  date: string;
  precision: HmoDatePrecision;
}

/** An adapter's date: a week is given as its first day, to the day. */
export function wordingDate(w: { date: string; precision: 'day' | 'week' | 'month' | 'year' }): HmoDate {
  return { date: w.date, precision: w.precision === 'week' ? 'day' : w.precision };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function valid(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || y < 1800 || y > 2200) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const yy = (s: string) => (s.length === 2 ? (Number(s) > 69 ? 1900 : 2000) + Number(s) : Number(s));

/** A UK register's date wording: 2019-09-10, 10/09/2019, 10-Sep-19, 10 September 2019, Sep 2019, 2019. */
export function parseHmoDate(s: string | null | undefined): HmoDate | null {
  const t = (s ?? '').trim().toLowerCase();
  if (!t) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[t ].*)?$/.exec(t);
  if (m) {
    const d = valid(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const d = valid(yy(m[3]), Number(m[2]), Number(m[1]));
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^(\d{1,2})[\s/-]+([a-z]{3})[a-z]*[\s/-]+(\d{2}|\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2])) {
    const d = valid(yy(m[3]), MONTHS.indexOf(m[2]) + 1, Number(m[1]));
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^([a-z]{3})[a-z]*[\s/-]+(\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1])) {
    const d = valid(Number(m[2]), MONTHS.indexOf(m[1]) + 1, 1);
    return d ? { date: d, precision: 'month' } : null;
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) {
    const d = valid(Number(m[2]), Number(m[1]), 1);
    return d ? { date: d, precision: 'month' } : null;
  }
  m = /^(\d{4})$/.exec(t);
  if (m) {
    const d = valid(Number(m[1]), 1, 1);
    return d ? { date: d, precision: 'year' } : null;
  }
  return null;
}

/** The first of `labels` the record has, as a date; null when none is there or none reads as one. */
export function fieldDate(
  byLabel: { get(label: string): string | undefined },
  labels: readonly string[],
): HmoDate | null {
  for (const l of labels) {
    const d = parseHmoDate(byLabel.get(l));
    if (d) return d;
  }
  return null;
}
