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

/** Which way round a register writes numeric dates: UK registers day first; some exports month first. */
export type DateOrder = 'dmy' | 'mdy';

const NUMERIC_DATE =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?: ?[AP]M)?)?$/i;
const WORDED_DATE =
  /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+Z?)?$/;

/**
 * A date cell of a published register file as a RawDate: "13/05/2016" (or month first where the
 * register writes so: "07/27/2007 12:00:00 AM"), "10-Sep-19", "1 October 2018", "2016-05-13".
 * A time of day is dropped (registers give midnight). Null for an empty cell; undefined for text
 * that is not a whole date, so the caller can refuse the row rather than guess.
 */
export function parseRegisterDate(
  s: string | null | undefined,
  order: DateOrder,
): RawDate | null | undefined {
  const t = clean(s);
  if (!t) return null;
  let m = NUMERIC_DATE.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [d, mon] = order === 'dmy' ? [a, b] : [b, a];
    const iso = isoFromParts(fullYear(m[3]), mon, d);
    return iso ? { date: iso, precision: 'day' } : undefined;
  }
  m = WORDED_DATE.exec(t);
  if (m) {
    const mon = monthNumber(m[2]);
    const iso = mon ? isoFromParts(fullYear(m[3]), mon, Number(m[1])) : null;
    return iso ? { date: iso, precision: 'day' } : undefined;
  }
  m = ISO_DATE.exec(t);
  if (m) {
    const iso = isoFromParts(Number(m[1]), Number(m[2]), Number(m[3]));
    return iso ? { date: iso, precision: 'day' } : undefined;
  }
  return undefined;
}
