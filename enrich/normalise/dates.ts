// Council date strings to YYYY-MM-DD with the date precision values of spec 2.2.
// Wording seen on portals: "Mon 01 Oct 2018" (Idox), "01/10/2018", "1 October 2018", "1st Oct 2018",
// "01-Oct-18" (Isle of Man), "2018-10-01", "01.10.2018". Day-first throughout: these are UK registers.
import { fullYear, isoFromParts, monthNumber } from '../../core/calendar.js';

import type { DatePrecision } from '../../core/domain/planning/vocabulary.js';

export interface CouncilDate {
  date: string;
  precision: DatePrecision;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ].*)?$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const WORDED = /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{2}|\d{4})$/;
const MONTH_FIRST = /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;

/** A council date string as YYYY-MM-DD, or null where it is not a whole date. */
export function councilDateToIso(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!t) return null;
  let m = ISO.exec(t);
  if (m) return isoFromParts(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC.exec(t);
  if (m) return isoFromParts(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = WORDED.exec(t);
  if (m) {
    const mo = monthNumber(m[2]);
    return mo ? isoFromParts(fullYear(m[3]), mo, Number(m[1])) : null;
  }
  m = MONTH_FIRST.exec(t);
  if (m) {
    const mo = monthNumber(m[1]);
    return mo ? isoFromParts(Number(m[3]), mo, Number(m[2])) : null;
  }
  return null;
}

/**
 * Parse a date the council register publishes. Precision is `day` (the register's own date) unless the
 * caller says the date is an approximation or an issued date (spec 2.2).
 */
export function parseCouncilDate(
  text: string | null | undefined,
  precision: DatePrecision = 'day',
): CouncilDate | null {
  const date = councilDateToIso(text);
  return date ? { date, precision } : null;
}

/** Monday of the week holding `iso` (the `week` precision of a weekly list). */
export function mondayOf(iso: string): string {
  const dt = new Date(`${iso}T00:00:00Z`);
  const back = (dt.getUTCDay() + 6) % 7;
  dt.setUTCDate(dt.getUTCDate() - back);
  return dt.toISOString().slice(0, 10);
}

/**
 * The decided date and its precision: the council's decision date is `day`; a register with only the
 * decision notice's issue date gives `issued` (equal to decision.issued_date).
 */
export function decidedDate(
  decisionDate: string | null | undefined,
  issuedDate: string | null | undefined,
): CouncilDate | null {
  return parseCouncilDate(decisionDate, 'day') ?? parseCouncilDate(issuedDate, 'issued');
}
