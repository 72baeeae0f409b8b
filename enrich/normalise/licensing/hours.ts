// Licensed days and times as registers write them (licensing spec 2.1: permitted hours, not
// opening hours): "Mon-Sat 10:00-23:00", "Thu10:00-23:00", "Sunday 12:00 to 22:30",
// "23:00 - 01:00 (Fri & Sat)", "10:30 - 00:00", "03:45AM to 11:15PM", "11.00 - 00.30",
// "1000-2300 hrs", "Midnight", "Noon", "24 hours". Each time range is paired with the days written
// next to it: before it when the text starts with days ("Mon-Sat 10:00-23:00, Sun 12:00-22:30"),
// after it otherwise ("23:00 - 01:00 (Fri & Sat)"); a range with no days of its own takes the days
// of the range before it ("Mon-Sat 10:00-14:00 & 18:00-23:00"), and text with no days at all gives
// days null. Wording with no time range gives null: never a guess.
import { WEEKDAYS, type HoursWindow, type Weekday } from '../../../core/domain/licensing/vocabulary.js';

const DAY_NAME =
  /\b(mon(?:day|\.)?|tue(?:s|sday|\.)?|wed(?:s|nesday|\.)?|thu(?:r|rs|rsday|\.)?|fri(?:day|\.)?|sat(?:urday|\.)?|sun(?:day|\.)?)(?=\b|\d)/g;
const DAY_INDEX: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
const ALL_DAYS = /\b(daily|every ?day|each day|all week|7 days|seven days|mon(day)? to sun(day)?)\b/;
const WEEKDAYS_WORD = /\bweek ?days\b/;
const WEEKENDS_WORD = /\bweek ?ends?\b/;

// A clock time: 23:00, 23.00, 11pm, 11:15PM, 0:00, 2300 (with or without hrs), midnight, noon.
const TIME = String.raw`(?:(?:[01]?\d|2[0-4])[:.][0-5]\d\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s*hrs?|\s*hours)?|(?:[01]?\d|2[0-4])\s*(?:am|pm|a\.m\.|p\.m\.)|(?:[01]\d|2[0-4])[0-5]\d\s*(?:hrs?|hours)?|midnight|noon|midday)`;
const RANGE = new RegExp(String.raw`(${TIME})\s*(?:-|–|—|to|until|till|til)\s*(${TIME})`, 'g');
const ALL_DAY = /\b24 ?(hours|hrs|hour)\b|\ball day\b|\bround the clock\b/;

/**
 * A clock time as HH:MM (24-hour), or null. `end`: midnight and 00:00 end a day ('24:00').
 * "Midnight", "0:00", "00:30", "23:30", "11pm", "11:15PM", "2300hrs", "Noon".
 */
export function parseClock(text: string, end = false): string | null {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (t === 'midnight') return end ? '24:00' : '00:00';
  if (t === 'noon' || t === 'midday') return '12:00';
  let m = /^([01]?\d|2[0-4])(?:[:.]([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.)?(?:\s*(?:hrs?|hours))?$/.exec(t);
  let h: number;
  let min: number;
  if (m && (m[2] !== undefined || m[3] !== undefined)) {
    h = Number(m[1]);
    min = Number(m[2] ?? 0);
    const ap = m[3]?.replace(/\./g, '');
    if (ap) {
      if (h < 1 || h > 12) return null;
      if (ap === 'pm' && h !== 12) h += 12;
      if (ap === 'am' && h === 12) h = 0;
    }
  } else {
    m = /^([01]\d|2[0-4])([0-5]\d)(?:\s*(?:hrs?|hours))?$/.exec(t);
    if (!m) return null;
    h = Number(m[1]);
    min = Number(m[2]);
  }
  if (h === 24 && min !== 0) return null;
  if (h === 24 && !end) h = 0;
  if (end && h === 0 && min === 0) h = 24;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

function dayOf(token: string): number {
  return DAY_INDEX[token.slice(0, 3)];
}

/** The days named in a stretch of text ("Mon-Sat", "Friday & Saturday", "Monday to Thursday"), or null. */
export function parseDays(text: string): Weekday[] | null {
  const t = text.toLowerCase();
  const set = new Set<number>();
  if (ALL_DAYS.test(t)) for (let i = 0; i < 7; i++) set.add(i);
  if (WEEKDAYS_WORD.test(t)) for (let i = 0; i < 5; i++) set.add(i);
  if (WEEKENDS_WORD.test(t)) [5, 6].forEach((i) => set.add(i));
  const names = [...t.matchAll(DAY_NAME)];
  for (let i = 0; i < names.length; i++) {
    const a = names[i];
    const b = names[i + 1];
    const between = b ? t.slice(a.index! + a[0].length, b.index) : '';
    if (b && /^\s*(?:-|–|—|to|until|through|thru)\s*$/.test(between)) {
      // A range of days, wrapping round the week where it is written so ("Fri-Mon").
      const from = dayOf(a[1]);
      const to = dayOf(b[1]);
      for (let d = from; ; d = (d + 1) % 7) {
        set.add(d);
        if (d === to) break;
      }
      i++;
    } else set.add(dayOf(a[1]));
  }
  if (set.size === 0) return null;
  return [...set].sort((x, y) => x - y).map((d) => WEEKDAYS[d]);
}

interface FoundRange {
  at: number;
  end: number;
  start: string;
  stop: string;
}

/** The time ranges of a text, in order, with where each stands. */
function ranges(t: string): FoundRange[] {
  const out: FoundRange[] = [];
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(t); m; m = RANGE.exec(t)) {
    const start = parseClock(m[1]);
    const stop = parseClock(m[2], true);
    if (start && stop && start !== stop) out.push({ at: m.index, end: m.index + m[0].length, start, stop });
  }
  return out;
}

/**
 * The permitted hours in a register's wording, or null where it gives no time range. "24 hours"
 * (or "all day") is 00:00-24:00 on the days it names.
 */
export function parseHours(text: string | null | undefined): HoursWindow[] | null {
  if (!text) return null;
  const t = text
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (!t) return null;
  const found = ranges(t);
  if (found.length === 0) {
    if (ALL_DAY.test(t)) return [{ days: parseDays(t), start: '00:00', end: '24:00' }];
    return null;
  }
  // Days written before the first range: each range's days are the ones just before it.
  const daysFirst = parseDays(t.slice(0, found[0].at)) !== null;
  const out: HoursWindow[] = [];
  let carried: Weekday[] | null = null;
  found.forEach((r, i) => {
    const stretch = daysFirst
      ? t.slice(i === 0 ? 0 : found[i - 1].end, r.at)
      : t.slice(r.end, i + 1 < found.length ? found[i + 1].at : t.length);
    const days = parseDays(stretch) ?? carried;
    carried = days;
    out.push({ days, start: r.start, end: r.stop });
  });
  return out;
}

/** Minutes from 00:00 of a HH:MM time. */
function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/**
 * The minutes of the week the windows permit, as a set of per-day bitmaps over 48 hours (a window
 * past midnight stays on the day it starts). Days null: every day.
 */
function cover(windows: HoursWindow[]): Uint8Array[] {
  const out = WEEKDAYS.map(() => new Uint8Array(2880));
  for (const w of windows) {
    const s = minutes(w.start);
    let e = minutes(w.end);
    if (e <= s) e += 1440;
    for (const d of w.days ?? WEEKDAYS) {
      const day = out[WEEKDAYS.indexOf(d)];
      for (let m = s; m < e; m++) day[m] = 1;
    }
  }
  return out;
}

/** How two sets of hours compare: later or earlier on any day (longer), shorter, both, or neither. */
export function compareHours(
  before: HoursWindow[] | null,
  after: HoursWindow[] | null,
): { longer: boolean; shorter: boolean } {
  if (!before || !after) return { longer: false, shorter: false };
  const a = cover(before);
  const b = cover(after);
  let longer = false;
  let shorter = false;
  for (let d = 0; d < 7; d++) {
    for (let m = 0; m < 2880; m++) {
      if (b[d][m] && !a[d][m]) longer = true;
      else if (a[d][m] && !b[d][m]) shorter = true;
    }
  }
  return { longer, shorter };
}
