// Registered leases (pure): the kinds never matched (below), and the term as the leases file writes
// it: "125 years from 1 March 2021",
// "999 years (less 10 days) from 24 June 1985", "21 years from 29.9.1980", "From and including
// 1 January 2005 to and including 31 December 2129". Spec 2.6 counts leases of seven years or more.
import { monthNumber } from '../../core/calendar.js';
import type { ParsedAddress } from './match.js';

export interface LeaseTerm {
  /** Length in whole years (null when the text gives neither a length nor both ends). */
  years: number | null;
  /** Last day of the term, YYYY-MM-DD (null when unknown). */
  ends: string | null;
}

const DATE_RE = /(\d{1,2})(?:ST|ND|RD|TH)?\s+([A-Z]{3})[A-Z]*\s+(\d{4})|(\d{1,2})[./-](\d{1,2})[./-](\d{4})/g;

function dates(t: string): Date[] {
  const out: Date[] = [];
  for (const m of t.matchAll(DATE_RE)) {
    const [d, mo, y] = m[1]
      ? [Number(m[1]), (monthNumber(m[2]!) ?? 0) - 1, Number(m[3])]
      : [Number(m[4]), Number(m[5]) - 1, Number(m[6])];
    if (mo < 0 || mo > 11 || d < 1 || d > 31) continue;
    out.push(new Date(Date.UTC(y, mo, d)));
  }
  return out;
}

const iso = (d: Date): string => d.toISOString().slice(0, 10);

export function parseLeaseTerm(text: string | null | undefined): LeaseTerm {
  const t = (text ?? '').toUpperCase();
  const found = dates(t);
  const y = /(\d+)\s+YEARS?\b/.exec(t);
  if (y) {
    const years = Number(y[1]);
    const from = /\bFROM\b/.test(t) ? found[0] : undefined;
    if (!from) return { years, ends: null };
    const end = new Date(from);
    end.setUTCFullYear(end.getUTCFullYear() + years);
    end.setUTCDate(end.getUTCDate() - 1);
    return { years, ends: iso(end) };
  }
  if (/\bFROM\b/.test(t) && /\bTO\b/.test(t) && found.length >= 2) {
    const [a, b] = [found[0]!, found[1]!];
    // Whole years from the first day to the day after the last (both ends are inclusive: 1 June
    // 1990 to 31 May 2015 is 25 years).
    const after = new Date(b.getTime() + 86_400_000);
    const md = (d: Date) => d.getUTCMonth() * 100 + d.getUTCDate();
    const years = after.getUTCFullYear() - a.getUTCFullYear() - (md(after) < md(a) ? 1 : 0);
    return { years, ends: iso(b) };
  }
  return { years: null, ends: null };
}

// Leases of these are never matched (spec 2.6). Read from the words naming the leased thing before
// the street ("Garage 3, 20 Example Road", "Roof space at 20 …"), so that a flat on Garage Lane or a
// flat let with its parking space is still a flat.
const EXCLUDED_LEASES =
  /\b(ROOF\w*|AIRSPACE|AIR SPACE|SUBSTATION|SUB STATION|ELECTRICITY STATION|TELECOM\w*|MAST|PARKING SPACES?|PARKING BAYS?|CAR SPACES?|GARAGES?|GARAGING|LOCK UP)\b/;
/** A lease of a roof, airspace, substation, telecoms site, parking space or garage. */
export function excludedLease(a: ParsedAddress): boolean {
  return a.unit === null && EXCLUDED_LEASES.test(a.name ?? '');
}
