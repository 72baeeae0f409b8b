// Dates as UK portals print them, read into RawDates (the council's date with its precision).
import { fullYear, isoFromParts, monthNumber } from '../../core/calendar.js';
import type { RawDate } from '../contract.js';
import { clean } from './text.js';

/**
 * A UK register date as a RawDate. Idox prints "Wed 08 Aug 2018" on summary and dates tabs,
 * "17 May 2022" on documents, and some councils "08/08/2018"; a cell with no date reads
 * "Not Available" or is empty, which gives null. "Aug 2018" has month precision.
 */
export function parseUkDate(s: string | null | undefined): RawDate | null {
  const t = clean(s);
  if (!t) return null;
  let m = /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/.exec(t);
  if (m) {
    const mon = monthNumber(m[2]);
    const d = mon ? isoFromParts(Number(m[3]), mon, Number(m[1])) : null;
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t);
  if (m) {
    // UK portals write day first.
    const d = isoFromParts(fullYear(m[3]), Number(m[2]), Number(m[1]));
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(t);
  if (m) {
    const d = isoFromParts(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? { date: d, precision: 'day' } : null;
  }
  m = /^([A-Za-z]{3,9})\s+(\d{4})$/.exec(t);
  if (m) {
    const mon = monthNumber(m[1]);
    const d = mon ? isoFromParts(Number(m[2]), mon, 1) : null;
    return d ? { date: d, precision: 'month' } : null;
  }
  return null;
}
