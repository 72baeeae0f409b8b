// Parsing and normalising parameters shared by the API (api/params.ts re-exports these beside its own)
// and the export builder (feed/exports.ts): every malformed value is a 400 invalid_request naming the
// parameter (spec 7), never a 500.
import type { Knex } from './db.js';
import { InvalidRequestError } from './errors.js';
import { CouncilsRepository, type CouncilRef } from './repositories/councils.repository.js';
import type { PostcodeMatch } from './repositories/planning/applications.repository.js';

/**
 * A council slug (case and surrounding spaces ignored) -> the council; an unknown slug is a 400 naming
 * the parameter. The look-up is CouncilsRepository.bySlug: kept a minute per process, new councils
 * found at once.
 */
export async function parseCouncil(db: Knex, raw: string, param = 'council'): Promise<CouncilRef> {
  const council = await new CouncilsRepository(db).bySlug(raw.trim().toLowerCase());
  if (!council)
    throw new InvalidRequestError(`${param} '${raw}' is not a covered council: see /v1/councils.`, param);
  return council;
}

const OUTWARD = '[A-Z]{1,2}[0-9][A-Z0-9]?';
const fullRe = new RegExp(`^(${OUTWARD})([0-9][A-Z]{2})$`);
const districtRe = new RegExp(`^${OUTWARD}$`);
const sectorRe = new RegExp(`^(${OUTWARD}) ?([0-9])$`);
const areaRe = /^[A-Z]{1,2}$/;

/**
 * A full or partial UK postcode: full (SW11 1AA), sector (SW11 1), district (SW11) or area (SW).
 * Case and spaces are ignored; SW11 without a space is the district, as the spec's example reads it.
 */
export function parsePostcode(raw: string, param = 'postcode'): PostcodeMatch {
  const upper = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  const norm = upper.replace(/ /g, '');
  const full = fullRe.exec(norm);
  if (full) return { kind: 'full', norm };
  // "N3 1" is a sector (the space says where the outward code ends); "SW11" is a district.
  const spaced = upper.includes(' ') ? sectorRe.exec(upper) : null;
  if (spaced) return { kind: 'sector', norm: `${spaced[1]}${spaced[2]}`, district: spaced[1] };
  if (districtRe.test(norm)) return { kind: 'district', district: norm };
  const sec = sectorRe.exec(norm);
  if (sec) return { kind: 'sector', norm: `${sec[1]}${sec[2]}`, district: sec[1] };
  if (areaRe.test(norm)) return { kind: 'area', area: norm };
  throw new InvalidRequestError(
    `${param} is not a UK postcode: give a full postcode (SW11 1AA), a sector (SW11 1), a district (SW11) or an area (SW).`,
    param,
  );
}

/** Display form of a full normalised postcode: outward, space, inward. */
export function displayPostcode(norm: string): string {
  return `${norm.slice(0, -3)} ${norm.slice(-3)}`;
}

/** A calendar date between 1800 and 2999 (the range PostgreSQL and the data can hold sensibly). */
export function isValidDate(s: string): boolean {
  if (!/^(18|19|2\d)\d{2}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function parseDate(v: string | undefined, param: string): string | undefined {
  if (v === undefined) return undefined;
  if (!isValidDate(v))
    throw new InvalidRequestError(`${param} must be a date as YYYY-MM-DD (got '${v}').`, param);
  return v;
}

/**
 * A date range of two optional YYYY-MM-DD parameters; `from` after `to` is a 400 naming the `from`
 * parameter. Dates compare as strings (one fixed-width format).
 */
export function parseDateRange(
  from: string | undefined,
  to: string | undefined,
  params: readonly [from: string, to: string],
): { from?: string; to?: string } {
  const range = { from: parseDate(from, params[0]), to: parseDate(to, params[1]) };
  if (range.from && range.to && range.from > range.to)
    throw new InvalidRequestError(`${params[0]} is after ${params[1]}.`, params[0]);
  return range;
}

/** A comma-separated list whose every item is one of `allowed`; duplicates removed. */
export function parseList(
  v: string | undefined,
  param: string,
  allowed: readonly string[],
  normalise: (s: string) => string = (s) => s.trim().toLowerCase(),
): string[] | undefined {
  if (v === undefined) return undefined;
  const items = v
    .split(',')
    .map(normalise)
    .filter((s) => s !== '');
  if (items.length === 0) throw new InvalidRequestError(`${param} must not be empty.`, param);
  for (const i of items) {
    if (!allowed.includes(i))
      throw new InvalidRequestError(
        `${param} has an unknown value '${i}': use ${allowed.join(', ')}.`,
        param,
      );
  }
  return [...new Set(items)];
}

/**
 * A company registry number in its 8-character registry form: leading zeros may be omitted (spec 4.1),
 * and a two-letter prefix (SC, NI, OC, ...) keeps its place.
 */
export function parseCompanyNumber(v: string | undefined, param: string): string | undefined {
  if (v === undefined) return undefined;
  const s = v.trim().toUpperCase();
  const m = /^([A-Z]{2})?(\d{1,8})$/.exec(s);
  if (!m || (m[1] ? m[1].length + m[2].length > 8 : false))
    throw new InvalidRequestError(`${param} is not a company registry number (got '${v}').`, param);
  const prefix = m[1] ?? '';
  return prefix + m[2].padStart(8 - prefix.length, '0');
}

export function rangeCheck(min: number | undefined, max: number | undefined, minParam: string): void {
  if (min !== undefined && max !== undefined && min > max)
    throw new InvalidRequestError(`${minParam} is greater than its maximum counterpart.`, minParam);
}
