// HMO licence normalisation (ARCHITECTURE: enrich/normalise): pure functions from one HMO register
// record's wording to the normalised fields of spec 2.9: the register's status read into one word
// beside its wording, the licence's type and scheme, how it was applied for, every count and text
// the register gives by whatever name it gives it, each date with its precision, the address and
// postcode, and whether what is read is the council's own register whole (coverage). No I/O: the
// postcode's point and the planning applications at the address are the store step's.
import type {
  HmoApplicationType,
  HmoCoverage,
  HmoDatePrecision,
  HmoLicenceType,
  HmoRecordType,
  HmoStatus,
} from '../../../core/domain/hmo/vocabulary.js';
import { extractPostcode, normalisePostcode, postcodeDistrict } from '../postcode.js';
import { fieldDate, wordingDate, type HmoDate } from './dates.js';
import {
  NUMBER_FIELDS,
  TEXT_FIELDS,
  fieldsByLabel,
  intOf,
  type HmoNumberField,
  type HmoTextField,
} from './fields.js';
import { hmoLayoutHint } from './layouts.js';
import { applicationTypeOf, licenceTypeOf, statusOf } from './status.js';

export type { HmoDate } from './dates.js';
export { statusOf, statusFromWording, licenceTypeOf, applicationTypeOf } from './status.js';
export { NUMBER_FIELDS, TEXT_FIELDS } from './fields.js';
export type { HmoNumberField, HmoTextField } from './fields.js';
export { HMO_LAYOUT_HINTS, hmoLayoutHint } from './layouts.js';
export { hmoStatusOn } from './status-on.js';

/** What HMO normalisation reads: the part of a raw register record it needs (scrapers/registers/contract.ts). */
export interface HmoWording {
  record_type: string;
  key: string;
  fields: Record<string, string | null>;
  roles: Partial<Record<string, string>>;
  address: string | null;
  postcode: string | null;
  dates: Record<string, { date: string; precision: 'day' | 'week' | 'month' | 'year' } | null>;
  source: { kind: 'file' | 'page'; layout: string };
}

/** The dates of spec 2.9 that a register may give. */
export const HMO_DATE_FIELDS = [
  'licence_start',
  'licence_expiry',
  'application_date',
  'decision_date',
  'first_licensed',
  'last_inspected',
] as const;
export type HmoDateField = (typeof HMO_DATE_FIELDS)[number];

export interface HmoNormalised {
  record_type: HmoRecordType;
  /** The register's own reference, verbatim. */
  licence_ref: string;
  /** Upper case, no spaces: the reference as the store keys it. */
  ref_norm: string;
  licence_type: HmoLicenceType;
  /** The scheme the register names the licence under, in its wording; null where it names none. */
  scheme: string | null;
  /** The register's status read into one word (not yet for a day: see hmoStatusOn). */
  status: HmoStatus;
  /** The register's status wording; null where it prints none (the layout says what its rows are). */
  status_raw: string | null;
  application_type: HmoApplicationType | null;
  address: string | null;
  /** Display form (S10 1EL), from its own column or the end of the address. */
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  uprn: string | null;
  ward: string | null;
  /** The register's own point in degrees, or on the British National Grid. */
  point: { lat: number; lng: number } | null;
  grid: { easting: number; northing: number } | null;
  dates: Record<HmoDateField, HmoDate | null>;
  numbers: Record<HmoNumberField, number | null>;
  texts: Record<HmoTextField, string | null>;
  licence_term_months: number | null;
  built_from_year: number | null;
  built_to_year: number | null;
  coverage: HmoCoverage;
}

/** Spreadsheet line-break escapes, or whitespace to rewrite inside trimmed text. */
const ODD_TEXT = /_x000D_|[^\S ]| {2}/i;
function text(s: string | null | undefined): string | null {
  if (!s) return null;
  let t = s.trim();
  // Most cells need only the trim: rewrite only where there is something to rewrite.
  if (ODD_TEXT.test(t))
    t = t
      .replace(/_x000D_/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return t === '' ? null : t;
}

/** An address as a person reads it: line breaks and pipes to commas, no doubled commas or trailing stop. */
export function tidyAddress(s: string | null | undefined): string | null {
  if (!s) return null;
  const lines = s
    .replace(/_x000D_/gi, '\n')
    .split(/\r\n|\r|\n|\s*\|\s*/)
    .map((l) =>
      l
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^,+|,+$/g, '')
        .trim(),
    )
    .filter(Boolean);
  const t = lines
    .join(', ')
    .replace(/\s*,\s*(,\s*)+/g, ', ')
    .replace(/\s+,/g, ',')
    .replace(/[.,]\s*$/, '')
    .trim();
  return t === '' ? null : t;
}

const ROLE_DATES: Record<HmoDateField, readonly string[]> = {
  licence_start: ['start', 'commenced', 'issued', 'granted', 'first_issue'],
  licence_expiry: ['expires', 'expiry', 'end'],
  application_date: ['received', 'applied'],
  decision_date: ['decided', 'decision'],
  first_licensed: ['first_licensed'],
  last_inspected: ['inspected', 'last_inspected'],
};

/** Whole months from one day to another, rounded (a licence of 17/11/2023 to 16/11/2028 is 60). */
function monthsBetween(from: string, to: string): number | null {
  const [fy, fm, fd] = [+from.slice(0, 4), +from.slice(5, 7), +from.slice(8, 10)];
  const [ty, tm, td] = [+to.slice(0, 4), +to.slice(5, 7), +to.slice(8, 10)];
  const months = (ty - fy) * 12 + (tm - fm) + (td - fd + 1) / 30;
  const m = Math.round(months);
  return m > 0 ? m : null;
}

const YEAR = /^\s*(1[5-9]\d\d|20\d\d)\s*$/;
/** "1900-1918", "Pre 1919", "1930s" -> [from, to]; a single year -> [year, year]. */
function builtYears(s: string | null): [number | null, number | null] {
  if (!s) return [null, null];
  const range = /(\d{4})\s*(?:-|–|to)\s*(\d{4})/.exec(s);
  if (range) return [Number(range[1]), Number(range[2])];
  const decade = /^\s*(\d{3})0s\s*$/.exec(s);
  if (decade) return [Number(`${decade[1]}0`), Number(`${decade[1]}9`)];
  const before = /\b(?:pre|before)\s*(\d{4})/i.exec(s);
  if (before) return [null, Number(before[1]) - 1];
  const after = /\b(?:post|after)\s*(\d{4})/i.exec(s);
  if (after) return [Number(after[1]) + 1, null];
  const one = YEAR.exec(s);
  if (one) return [Number(one[1]), Number(one[1])];
  return [null, null];
}

const NO_NUMBERS = Object.fromEntries(Object.keys(NUMBER_FIELDS).map((f) => [f, null])) as Record<
  HmoNumberField,
  number | null
>;
const NO_TEXTS = Object.fromEntries(Object.keys(TEXT_FIELDS).map((f) => [f, null])) as Record<
  HmoTextField,
  string | null
>;

/** A licence reference as licences are told apart by: upper case, no spaces. */
export const hmoRefNorm = (key: string): string => key.toUpperCase().replace(/\s+/g, '');

/** Spec 2.9 for one register record. `nation` tells a Scottish or Northern Irish register (one scheme). */
export function normaliseHmo(r: HmoWording, opts: { nation: string }): HmoNormalised {
  const hint = hmoLayoutHint(r.source.layout);
  const recordType: HmoRecordType = /exemption/i.test(r.record_type) ? 'temporary_exemption' : 'licence';
  const byLabel = fieldsByLabel(r.fields);
  const statusRaw = text(r.roles.status);
  const status =
    statusOf(statusRaw, recordType) ??
    hint.status ??
    (recordType === 'temporary_exemption' ? 'exempt' : 'unknown');
  const typeWording = text([r.roles.type, r.roles.subtype].filter(Boolean).join(' | '));
  const licenceType = licenceTypeOf({
    recordType,
    key: r.key,
    wording: typeWording,
    nation: opts.nation,
  });
  const scheme =
    text(r.roles.subtype) ??
    (text(r.roles.type) && !/^(?:hmo|houses? in multiple occupation)$/i.test(r.roles.type!.trim())
      ? text(r.roles.type)
      : null);

  const dates = {} as Record<HmoDateField, HmoDate | null>;
  for (const f of HMO_DATE_FIELDS) {
    let d: HmoDate | null = null;
    for (const role of ROLE_DATES[f]) {
      const w = r.dates[role];
      if (w) {
        d = wordingDate(w);
        break;
      }
    }
    dates[f] = d;
  }
  if (!dates.first_licensed)
    dates.first_licensed = fieldDate(byLabel, [
      'date first licensed',
      'first licensed',
      'first licence date',
    ]);
  if (!dates.last_inspected)
    dates.last_inspected = fieldDate(byLabel, [
      'last inspected',
      'date last inspected',
      'last inspection date',
      'inspection date',
    ]);

  const numbers = { ...NO_NUMBERS };
  for (const [f, labels] of byLabel.numbers) {
    let v: number | null = null;
    for (const l of labels) {
      const got = byLabel.get(l);
      if (got !== undefined) {
        v = intOf(got);
        if (v !== null) break;
      }
    }
    numbers[f] = v;
  }
  if (numbers.max_occupants === null) numbers.max_occupants = intOf(r.roles.occupants ?? null);
  // The units role: a register's units column, unless the column it came from counts households.
  if (numbers.units === null && numbers.max_households === null) numbers.units = intOf(r.roles.units ?? null);

  const texts = { ...NO_TEXTS };
  for (const [f, labels] of byLabel.texts) {
    let v: string | null = null;
    for (const l of labels) {
      v = text(byLabel.get(l));
      if (v) break;
    }
    texts[f] = v;
  }
  if (!texts.licence_conditions) texts.licence_conditions = text(r.roles.conditions);
  if (!texts.property_description) texts.property_description = text(r.roles.description);

  let term = intOf(byLabel.get('licence term (months)') ?? byLabel.get('licence term months') ?? null);
  const termYears = intOf(
    byLabel.get('licence term (years)') ?? byLabel.get('licence duration (years)') ?? null,
  );
  if (term === null && termYears !== null) term = termYears * 12;
  const start = dates.licence_start;
  if (
    term === null &&
    start &&
    dates.licence_expiry &&
    start.precision === 'day' &&
    dates.licence_expiry.precision === 'day'
  )
    term = monthsBetween(start.date, dates.licence_expiry.date);
  const [builtFrom, builtTo] = builtYears(
    text(
      byLabel.get('built') ??
        byLabel.get('year built') ??
        byLabel.get('construction date') ??
        byLabel.get('age of property') ??
        null,
    ),
  );

  const address = tidyAddress(r.address);
  const postcode = normalisePostcode(r.postcode) ?? extractPostcode(address);
  const full = postcode && postcode.includes(' ') ? postcode : null;
  const lat = Number(r.roles.lat);
  const lng = Number(r.roles.lng);
  const easting = Number(r.roles.easting);
  const northing = Number(r.roles.northing);
  return {
    record_type: recordType,
    licence_ref: r.key,
    ref_norm: hmoRefNorm(r.key),
    licence_type: licenceType,
    scheme,
    status,
    status_raw: statusRaw,
    application_type: applicationTypeOf(r.key, typeWording),
    address,
    postcode: full,
    postcode_norm: full ? full.replace(' ', '') : null,
    postcode_district: full ? postcodeDistrict(full) : null,
    uprn: text(r.roles.uprn)?.replace(/\.0+$/, '') ?? null,
    ward: text(r.roles.ward),
    point:
      r.roles.lat &&
      r.roles.lng &&
      Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      lat > 49 &&
      lat < 61 &&
      lng > -9 &&
      lng < 2
        ? { lat, lng }
        : null,
    grid:
      r.roles.easting &&
      r.roles.northing &&
      Number.isFinite(easting) &&
      Number.isFinite(northing) &&
      easting > 0 &&
      northing > 0
        ? { easting, northing }
        : null,
    dates,
    numbers,
    texts,
    licence_term_months: term,
    built_from_year: builtFrom,
    built_to_year: builtTo,
    coverage: hint.coverage ?? 'full',
  };
}

export type { HmoDatePrecision };
