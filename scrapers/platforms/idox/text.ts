// Small text helpers shared by the Idox parsers: whitespace, Idox date formats, keyVal, URLs.
import type { RawDate } from '../../contract.js';
import { fullYear, isoFromParts, monthNumber } from '../../../enrich/normalise/dates.js';

const WHITESPACE_RUN = /\s+/g;
/** Whitespace that `clean` must rewrite inside trimmed text: a run, or any but a plain space. */
const ODD_WHITESPACE = /[^\S ]| {2}/;

/**
 * Collapse runs of whitespace (incl. NBSP) to one space and trim: what a person reads. Most cells
 * only need trimming (a newline either side), so the text is only rewritten where it has a run
 * of whitespace or a tab, newline or NBSP inside.
 */
export function clean(s: string | null | undefined): string {
  if (!s) return '';
  const t = s.trim();
  return ODD_WHITESPACE.test(t) ? t.replace(WHITESPACE_RUN, ' ') : t;
}

/** Clean, and null for an empty cell. */
export function cleanOrNull(s: string | null | undefined): string | null {
  const c = clean(s);
  return c === '' ? null : c;
}

/**
 * An Idox date as a RawDate. Idox prints "Wed 08 Aug 2018" on summary and dates tabs,
 * "17 May 2022" on documents, and some councils "08/08/2018"; a cell with no date reads
 * "Not Available" or is empty, which gives null. "Aug 2018" has month precision.
 */
export function parseIdoxDate(s: string | null | undefined): RawDate | null {
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

/** The date a form field wants: dd/mm/yyyy (Idox's date(...) inputs). */
export function toIdoxFormDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** Idox's key for an application or property, from any URL that carries it. */
export function keyValFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // Lambeth double-escapes the ampersand ("&amp;amp;keyVal="), so match the name wherever it sits.
  const m = /[?&;]keyVal=([^&#"'\s]+)/i.exec(url);
  return m ? decodeURIComponent(m[1]) : null;
}

export function activeTabFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /[?&;]activeTab=([A-Za-z]+)/.exec(url);
  return m ? m[1] : null;
}

/** Absolute URL of an href on a page; null when there is none. */
export function absUrl(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  const h = href.trim().replace(/&amp;/g, '&');
  if (!h || h.startsWith('javascript:') || h === '#') return null;
  try {
    return new URL(h, base).toString();
  } catch {
    return null;
  }
}

/** First whole number in a text ("Documents (7)", "There are 7 documents"), or null. */
export function firstInt(s: string | null | undefined): number | null {
  const m = /(\d[\d,]*)/.exec(s ?? '');
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

/** UK local calendar date of an instant, YYYY-MM-DD. */
export function ukDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

export function addDays(isoDate: string, days: number): string {
  const t = Date.UTC(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
  );
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso + 'T00:00:00Z') - Date.parse(fromIso + 'T00:00:00Z')) / 86_400_000);
}
