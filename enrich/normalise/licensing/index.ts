// Licensing normalisation (ARCHITECTURE: enrich/normalise): pure functions from one register
// record's wording to the normalised fields of licensing spec 2.1 and 4: status beside status_raw,
// type / subtype / regime, what an application asks for, activities with their hours, dates with
// their precision, the point the register gives and how far to trust it, and each party classified
// (company, to look up, or withheld). No I/O: the company register look-up and the grid transform
// are the store step's (enrich/map/licensing.ts).
import {
  DATE_ROLES,
  type ApplicationKind,
  type DateRole,
  type ExcludedKind,
  type LicenceType,
  type LicensedActivity,
  type LicensingDate,
  type LicensingRecordType,
  type LicensingStatus,
  type PartyRole,
  type PointConfidence,
  type Regime,
  type SourceKind,
  type StatusConfidence,
  type Subtype,
} from '../../../core/domain/licensing/vocabulary.js';
import { extractPostcode, normalisePostcode, postcodeDistrict } from '../postcode.js';
import { activitiesOf } from './activities.js';
import { layoutHint } from './layouts.js';
import { memo } from './memo.js';
import { classifyParty, partyTexts, type PartyVerdict } from './parties.js';
import { statusOf } from './status.js';
import { typeOf } from './type.js';
import type { LicensingWording, WordingDate } from './types.js';

export type { LicensingWording, WordingDate } from './types.js';
export { statusFromWording, statusOf } from './status.js';
export { typeOf } from './type.js';
export { parseHours, parseClock, parseDays, compareHours } from './hours.js';
export { activitiesOf, activitiesIn, activitiesOfFlag } from './activities.js';
export {
  classifyParty,
  companyNameKeys,
  companyNumber,
  hasCompanyForm,
  hasPersonTitle,
  partyTexts,
} from './parties.js';
export type { PartyVerdict, CompanyName } from './parties.js';
export { inForce } from './in-force.js';

/** One party as the register names it, with its verdict. `text` never leaves the store step. */
export interface PartyReading {
  role: PartyRole;
  text: string;
  verdict: PartyVerdict;
}

export interface NormalisedLicensing {
  record_type: LicensingRecordType;
  key: string;
  /** A kind never read (personal licence, taxi driver or vehicle): drop it, count it. */
  excluded: ExcludedKind | null;
  status: LicensingStatus;
  status_raw: string | null;
  status_confidence: StatusConfidence;
  type: LicenceType;
  subtype: Subtype | null;
  regime: Regime;
  type_raw: string | null;
  application_kind: ApplicationKind | null;
  premises_name: string | null;
  address: string | null;
  postcode: string | null;
  postcode_district: string | null;
  uprn: string | null;
  ward: string | null;
  /** The point the register gives in degrees, and whether it says it is a building's. */
  point: { lat: number; lng: number; confidence: PointConfidence } | null;
  /** The register's British National Grid point, where it gives one and no degrees. */
  grid: { easting: number; northing: number; confidence: PointConfidence } | null;
  activities: LicensedActivity[];
  parties: PartyReading[];
  dates: Partial<Record<DateRole, LicensingDate>>;
  /** The date the register says its file was extracted, where it says. */
  extracted: string | null;
  conditions: string | null;
  record_url: string | null;
  plan_url: string | null;
  source_kind: SourceKind;
}

const PARTY_ROLE_OF: [string, PartyRole][] = [
  ['holder', 'holder'],
  ['additional_holder', 'additional_holder'],
  ['supervisor', 'supervisor'],
  ['applicant', 'applicant'],
  ['agent', 'agent'],
];

// Register date roles as layouts and page parsers name them -> the roles of spec 4.3/4.4.
const DATE_SYNONYMS: Record<string, DateRole> = {
  issued: 'granted',
  first_issue: 'granted',
  approved: 'granted',
  commenced: 'start',
  start: 'start',
  expiry: 'expires',
  end: 'expires',
  decision: 'decided',
  consultation_end: 'last_representation',
  representations: 'last_representation',
  events: 'event',
};

function text(s: string | null | undefined): string | null {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** An address as a person reads it: pipes and doubled commas to commas, no trailing full stop. */
function tidyAddress(s: string | null): string | null {
  const t = text(s?.replace(/\s*\|\s*/g, ', ').replace(/(,\s*)+/g, ', '));
  return t ? t.replace(/[.,\s]+$/, '') || null : null;
}

function num(s: string | null | undefined): number | null {
  const t = text(s);
  if (!t || !/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

const isAccuracyHeader = memo((h: string) =>
  /spatial accuracy|positional accuracy|location accuracy|geocod(e|ing) (level|accuracy)/i.test(h),
);

/** Whether the register says its point is a building's (Camden: "Nearest OS Open Map-Local Building"). */
function pointConfidence(fields: Record<string, string | null>): PointConfidence {
  for (const h in fields) {
    const v = fields[h];
    if (v && isAccuracyHeader(h) && /building|property|address ?point|uprn/i.test(v)) return 'building';
  }
  return 'council_point';
}

function datesOf(raw: Record<string, WordingDate | null>): {
  dates: Partial<Record<DateRole, LicensingDate>>;
  extracted: string | null;
} {
  const dates: Partial<Record<DateRole, LicensingDate>> = {};
  let extracted: string | null = null;
  for (const [k, d] of Object.entries(raw)) {
    if (!d) continue;
    if (k === 'extracted') {
      extracted = d.date;
      continue;
    }
    const role = (DATE_ROLES as readonly string[]).includes(k) ? (k as DateRole) : DATE_SYNONYMS[k];
    if (role && !dates[role]) dates[role] = { date: d.date, precision: d.precision };
  }
  dates.decided ??= dates.granted ?? dates.refused;
  return { dates, extracted };
}

/** Every normalised field of one register record. */
export function normaliseLicensing(
  w: LicensingWording,
  opts: { nation?: string | null } = {},
): NormalisedLicensing {
  const hint = layoutHint(w.source.layout);
  const r = w.roles;
  const record_type: LicensingRecordType = w.record_type === 'application' ? 'application' : 'licence';
  const t = typeOf(
    { type: r.type, subtype: r.subtype, regime: r.regime, key: w.key, record_type, nation: opts.nation },
    { type: hint.type, subtype: hint.subtype, regime: hint.regime },
  );
  const s = statusOf(r.status, hint.status ?? null);
  let status = s.status;
  // A provisional statement granted is a provisional statement, not a licence (spec 3).
  if (
    status === 'granted' &&
    (t.subtype === 'provisional_statement' || t.application_kind === 'provisional_statement')
  )
    status = 'provisional';
  const address = tidyAddress(w.address);
  const postcode = normalisePostcode(w.postcode) ?? extractPostcode(address);
  const lat = num(r.lat);
  const lng = num(r.lng);
  const inUk = lat !== null && lng !== null && lat > 49 && lat < 61.5 && lng > -9 && lng < 2.5;
  const easting = num(r.easting);
  const northing = num(r.northing);
  const conf = pointConfidence(w.fields);
  const gridOk =
    easting !== null &&
    northing !== null &&
    easting > 0 &&
    easting < 700_000 &&
    northing > 0 &&
    northing < 1_300_000;
  const uprn = text(r.uprn)?.replace(/\.0+$/, '') ?? null;
  const parties: PartyReading[] = [];
  for (const [roleKey, role] of PARTY_ROLE_OF)
    for (const p of partyTexts(r[roleKey])) parties.push({ role, text: p, verdict: classifyParty(p) });
  const { dates, extracted } = datesOf(w.dates);
  return {
    record_type,
    key: w.key,
    excluded: t.excluded,
    status,
    status_raw: s.status_raw,
    status_confidence: s.confidence,
    type: t.type,
    subtype: t.subtype,
    regime: t.regime,
    type_raw: t.type_raw,
    application_kind: t.application_kind,
    premises_name: text(r.premises_name),
    address,
    postcode,
    postcode_district: postcodeDistrict(postcode),
    uprn: uprn && /^\d{1,12}$/.test(uprn) ? uprn : null,
    ward: text(r.ward),
    point: inUk ? { lat: lat!, lng: lng!, confidence: conf } : null,
    grid: !inUk && gridOk ? { easting: easting!, northing: northing!, confidence: conf } : null,
    activities: activitiesOf({
      activities: r.activities,
      hours: r.hours,
      fields: w.fields,
      type: t.type,
      subtype: t.subtype,
    }),
    parties,
    dates,
    extracted,
    conditions: text(r.conditions),
    record_url: text(r.record_url),
    plan_url: text(r.plan_url),
    source_kind: w.source.kind === 'file' ? 'published_file' : 'live_register',
  };
}
