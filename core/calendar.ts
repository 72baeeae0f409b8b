// Calendar arithmetic on YYYY-MM-DD dates and the UK's local calendar day (registers are kept in
// UK local dates): shared by the parsers, normalisation, the scheduler and the simulator.

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

/** A register year: two-digit years are this century up to the late 1960s. */
export function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  // Two-digit years on registers are this century up to the late 1960s.
  return n < 70 ? 2000 + n : 1900 + n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD for a calendar date, or null for an impossible one (31 June, 29 February 2023). */
export function isoFromParts(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return null;
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return null;
  // Registers' dates are read by the hundred thousand: the month's length without a Date.
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (d > (m === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[m - 1])) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Month number of an English month name or abbreviation (Jan, Sept, September), case-insensitive. */
export function monthNumber(name: string): number | undefined {
  name = name.toLowerCase();
  return MONTHS[name.slice(0, 4) === 'sept' ? 'sept' : name.slice(0, 3)];
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
