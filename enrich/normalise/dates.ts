// Council date strings to YYYY-MM-DD with the date precision values of spec 2.2.
// Wording seen on portals: "Mon 01 Oct 2018" (Idox), "01/10/2018", "1 October 2018", "1st Oct 2018",
// "01-Oct-18" (Isle of Man), "2018-10-01", "01.10.2018". Day-first throughout: these are UK registers.

/** Spec 2.2 date_precision values. */
export type DatePrecision = 'day' | 'first-seen' | 'week' | 'approx' | 'issued';

export interface CouncilDate {
  date: string;
  precision: DatePrecision;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ].*)?$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const WORDED = /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{2}|\d{4})$/;
const MONTH_FIRST = /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;

/** A register year: two-digit years are this century up to the late 1960s. */
export function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  // Two-digit years on registers are this century up to the late 1960s.
  return n < 70 ? 2000 + n : 1900 + n;
}

/** YYYY-MM-DD for a calendar date, or null for an impossible one (31 June, 29 February 2023). */
export function isoFromParts(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Month number of an English month name or abbreviation (Jan, Sept, September), case-insensitive. */
export function monthNumber(name: string): number | undefined {
  name = name.toLowerCase();
  return MONTHS[name.slice(0, 4) === 'sept' ? 'sept' : name.slice(0, 3)];
}

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
