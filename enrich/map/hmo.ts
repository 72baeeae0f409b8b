// Raw HMO register record -> the hmo_licences row's content (spec 2.9): normalised
// (enrich/normalise/hmo), geocoded from the look-ups the store step made in one query each (the
// register's own point, else the UPRN's, else the postcode's centroid, with geo_source and
// geo_precision), keyed for the planning match (the address key within its postcode), and hashed so
// a read that changes nothing writes nothing but last_seen. No person is kept: a register's applicant
// or holder names are in its raw pages only.
import { hash } from 'node:crypto';
import type { HmoGeoPrecision, HmoGeoSource } from '../../core/domain/hmo/vocabulary.js';
import {
  HMO_DATE_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  normaliseHmo,
  type HmoNormalised,
  type HmoNumberField,
  type HmoTextField,
} from '../normalise/hmo/index.js';
import type { RawRegisterRecord } from '../../scrapers/registers/contract.js';
import { addressKey, buildingKey } from '../join/address.js';
import { bngToWgs84 } from '../loaders/bng.js';

export const HMO_NUMBER_COLUMNS = Object.keys(NUMBER_FIELDS) as HmoNumberField[];
export const HMO_TEXT_COLUMNS = Object.keys(TEXT_FIELDS) as HmoTextField[];

/** A licence's stored content: every column the store compares and writes (no ids, no times). */
export interface HmoContent {
  record_type: string;
  licence_ref: string;
  ref_norm: string;
  licence_type: string;
  scheme: string | null;
  status: string;
  status_raw: string | null;
  application_type: string | null;
  address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  uprn: string | null;
  ward: string | null;
  lad_code: string | null;
  lat: number | null;
  lng: number | null;
  geo_source: HmoGeoSource | null;
  geo_precision: HmoGeoPrecision | null;
  licence_start: string | null;
  licence_start_precision: string | null;
  licence_expiry: string | null;
  licence_expiry_precision: string | null;
  application_date: string | null;
  application_date_precision: string | null;
  decision_date: string | null;
  decision_date_precision: string | null;
  first_licensed: string | null;
  first_licensed_precision: string | null;
  last_inspected: string | null;
  last_inspected_precision: string | null;
  licence_term_months: number | null;
  built_from_year: number | null;
  built_to_year: number | null;
  coverage: string;
  /** The address key (enrich/join/address.ts) and its building's, for the planning match. */
  address_key: string | null;
  building_key: string | null;
  // The counts and texts of spec 2.9 (HMO_NUMBER_COLUMNS, HMO_TEXT_COLUMNS).
  [k: string]: string | number | null;
}

/** The columns of HmoContent, in the order the store writes them. */
export const HMO_CONTENT_COLUMNS: readonly string[] = [
  'record_type',
  'licence_ref',
  'ref_norm',
  'licence_type',
  'scheme',
  'status',
  'status_raw',
  'application_type',
  'address',
  'postcode',
  'postcode_norm',
  'postcode_district',
  'uprn',
  'ward',
  'lad_code',
  'lat',
  'lng',
  'geo_source',
  'geo_precision',
  ...HMO_DATE_FIELDS.flatMap((f) => [f, `${f}_precision`]),
  ...HMO_NUMBER_COLUMNS,
  ...HMO_TEXT_COLUMNS,
  'licence_term_months',
  'built_from_year',
  'built_to_year',
  'coverage',
  'address_key',
  'building_key',
];

export interface HmoLookups {
  /** Postcode (no space) -> its centroid and local authority district. */
  postcodes: Map<string, { lat: number; lng: number; lad_code: string | null }>;
  /** UPRN -> its point. */
  uprns: Map<string, { lat: number; lng: number }>;
}

export interface MappedHmo {
  content: HmoContent;
  hash: string;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The postcodes and UPRNs a read's records need looked up (postcodes without their space). */
export function lookupKeysOf(n: HmoNormalised[]): { postcodes: string[]; uprns: string[] } {
  const postcodes = new Set<string>();
  const uprns = new Set<string>();
  for (const x of n) {
    if (x.postcode_norm) postcodes.add(x.postcode_norm);
    if (!x.point && !x.grid && x.uprn) uprns.add(x.uprn);
  }
  return { postcodes: [...postcodes], uprns: [...uprns] };
}

/**
 * The content hash: over every column, in column order (each value, or NUL for none, then \u0001).
 * One digest of the whole text: the same bytes, so the same hash, as a digest fed column by column.
 */
export function hmoContentHash(c: HmoContent): string {
  let s = '';
  for (const k of HMO_CONTENT_COLUMNS) s += `${c[k] ?? '\u0000'}\u0001`;
  return hash('sha256', s, 'base64url').slice(0, 22);
}

export function mapHmo(n: HmoNormalised, lookups: HmoLookups): MappedHmo {
  let lat: number | null = null;
  let lng: number | null = null;
  let geoSource: HmoGeoSource | null = null;
  let geoPrecision: HmoGeoPrecision | null = null;
  if (n.point) {
    [lat, lng] = [n.point.lat, n.point.lng];
    [geoSource, geoPrecision] = ['register', 'rooftop'];
  } else if (n.grid) {
    const [x, y] = bngToWgs84([n.grid.easting, n.grid.northing]);
    [lat, lng] = [y, x];
    [geoSource, geoPrecision] = ['register', 'rooftop'];
  } else if (n.uprn && lookups.uprns.has(n.uprn)) {
    const p = lookups.uprns.get(n.uprn)!;
    [lat, lng] = [p.lat, p.lng];
    [geoSource, geoPrecision] = ['uprn', 'rooftop'];
  }
  const pc = n.postcode_norm ? lookups.postcodes.get(n.postcode_norm) : undefined;
  if (lat === null && pc) {
    [lat, lng] = [pc.lat, pc.lng];
    [geoSource, geoPrecision] = ['postcode', 'centroid'];
  }
  const key = addressKey(n.address);
  const c: HmoContent = {
    record_type: n.record_type,
    licence_ref: n.licence_ref,
    ref_norm: n.ref_norm,
    licence_type: n.licence_type,
    scheme: n.scheme,
    status: n.status,
    status_raw: n.status_raw,
    application_type: n.application_type,
    address: n.address,
    postcode: n.postcode,
    postcode_norm: n.postcode_norm,
    postcode_district: n.postcode_district,
    uprn: n.uprn,
    ward: n.ward,
    lad_code: pc?.lad_code ?? null,
    lat: lat === null ? null : round6(lat),
    lng: lng === null ? null : round6(lng!),
    geo_source: geoSource,
    geo_precision: geoPrecision,
    licence_start: n.dates.licence_start?.date ?? null,
    licence_start_precision: n.dates.licence_start?.precision ?? null,
    licence_expiry: n.dates.licence_expiry?.date ?? null,
    licence_expiry_precision: n.dates.licence_expiry?.precision ?? null,
    application_date: n.dates.application_date?.date ?? null,
    application_date_precision: n.dates.application_date?.precision ?? null,
    decision_date: n.dates.decision_date?.date ?? null,
    decision_date_precision: n.dates.decision_date?.precision ?? null,
    first_licensed: n.dates.first_licensed?.date ?? null,
    first_licensed_precision: n.dates.first_licensed?.precision ?? null,
    last_inspected: n.dates.last_inspected?.date ?? null,
    last_inspected_precision: n.dates.last_inspected?.precision ?? null,
    licence_term_months: n.licence_term_months,
    built_from_year: n.built_from_year,
    built_to_year: n.built_to_year,
    coverage: n.coverage,
    address_key: key,
    building_key: buildingKey(key),
  };
  // The counts and texts (HMO_NUMBER_COLUMNS, HMO_TEXT_COLUMNS): normalisation gives every one, null where absent.
  Object.assign(c, n.numbers, n.texts);
  return { content: c, hash: hmoContentHash(c) };
}

/** The store's key of a record within its source: record type and reference. */
export function hmoRecordKey(recordType: string, refNorm: string): string {
  return `${recordType}\n${refNorm}`;
}

/** Normalise every record of a read; a reference printed twice keeps the row whose hash is least. */
export function normaliseHmoRead(
  records: RawRegisterRecord[],
  nation: string,
): { kept: HmoNormalised[]; other: number } {
  const kept: HmoNormalised[] = [];
  let other = 0;
  for (const r of records) {
    if (r.register !== 'hmo') {
      other++;
      continue;
    }
    kept.push(normaliseHmo(r, { nation }));
  }
  return { kept, other };
}
