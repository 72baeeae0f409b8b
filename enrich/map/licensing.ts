// One raw register record (scrapers/registers/contract.ts) -> the licences row the store step writes
// (licensing spec 2.1), its content hash and the marks of its parties. Pure: the company register,
// UPRN and postcode look-ups are done by the caller and handed in.
//
// No person, ever (licensing spec 1): a party is kept only as a company (by its wording, or because
// the company register holds its exact name); anything else is withheld: not stored, and its name
// is also taken out of the free text (premises name, address, conditions, trading names) of every
// record of the read, where a sole trader's name is often printed again. What is kept of a withheld party
// is a mark: a hash of its role, its record and its name, so a change of supervisor is seen
// ("dps_change") without the person being stored; marks are never served.
import { createHash } from 'node:crypto';
import {
  ID_PREFIXES,
  PARTY_ROLES,
  type CompanyParty,
  type Confidence,
  type DateRole,
  type LicensedActivity,
  type LicensingDate,
  type LicensingRecordType,
  type LicensingStatus,
  type PartyRole,
  type PointConfidence,
} from '../../core/domain/licensing/vocabulary.js';
import type { RawRegisterRecord } from '../../scrapers/registers/contract.js';
import { bngToWgs84 } from '../loaders/bng.js';
import {
  companyNameKeys,
  normaliseLicensing,
  type NormalisedLicensing,
} from '../normalise/licensing/index.js';

export interface LicensingCouncil {
  id: number;
  slug: string;
  nation: string;
}

/** The columns of `licences` that come from the register (migration 052). */
export interface LicenceContent {
  record_type: LicensingRecordType;
  key: string;
  key_norm: string;
  status: LicensingStatus;
  status_raw: string | null;
  type: string;
  subtype: string | null;
  regime: string;
  type_raw: string | null;
  application_kind: string | null;
  premises_name: string | null;
  address: string | null;
  postcode: string | null;
  postcode_norm: string | null;
  postcode_district: string | null;
  uprn: string | null;
  ward: string | null;
  lat: number | null;
  lng: number | null;
  point_source: PointConfidence | null;
  activities: LicensedActivity[];
  activity_codes: string[];
  parties: CompanyParty[];
  party_company_numbers: string[];
  dates: Partial<Record<DateRole, LicensingDate>>;
  date_received: string | null;
  date_decided: string | null;
  date_granted: string | null;
  date_start: string | null;
  date_expires: string | null;
  consultation_end: string | null;
  hearing_date: string | null;
  conditions: string | null;
  record_url: string | null;
  plan_url: string | null;
  confidence: Confidence;
  source_kind: 'live_register' | 'published_file';
}

export interface MappedLicence {
  content: LicenceContent;
  /** Per party role, a hash of the role's parties as printed (withheld ones too). Never served. */
  marks: Partial<Record<PartyRole, string>>;
  /** Over content and marks: equal hashes, nothing to write. */
  hash: string;
  /** The raw record's hash (rawRecordHash): what the adapter read, before normalisation. */
  rawHash?: string;
}

/**
 * A raw register record's hash over what the adapter read (not where: provenance left out). Equal
 * raw hashes and different rows: the code, not the register, changed.
 */
export function rawRecordHash(r: RawRegisterRecord): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        r.record_type,
        r.key,
        r.fields,
        r.roles,
        r.address,
        r.postcode,
        r.dates,
        r.source.layout,
      ]),
    )
    .digest('hex')
    .slice(0, 32);
}

/** A company the company register holds under a name key (companies.name_norm). */
export interface CompanyMatch {
  company_number: string;
}

export interface MapLookups {
  /** Company register matches by name key (parties.companyNameKeys). */
  companies: Map<string, CompanyMatch>;
  /** Property points by UPRN (uprn_points). */
  uprnPoints: Map<string, { lat: number; lng: number }>;
  /** Postcode centroids by postcode_norm (postcodes). */
  postcodePoints: Map<string, { lat: number; lng: number }>;
}

export const NO_LOOKUPS: MapLookups = {
  companies: new Map(),
  uprnPoints: new Map(),
  postcodePoints: new Map(),
};

/** A record's public id: its prefix and a hash of its council, register source and key (stable). */
export function licencePublicId(
  councilSlug: string,
  sourceName: string,
  recordType: LicensingRecordType,
  key: string,
): string {
  const h = createHash('sha256').update(`${councilSlug}\n${sourceName}\n${recordType}\n${key}`).digest();
  return `${ID_PREFIXES[recordType]}${base32(h, 16)}`;
}

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, as core/ids.ts

export function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length >= length) break;
  }
  return out;
}

/** The record's map key within its register source. */
export function recordKey(recordType: string, key: string): string {
  return `${recordType}\n${key}`;
}

// ----- Withheld names ---------------------------------------------------------------------------

const TITLES = /\b(mr|mrs|ms|miss|mx|messrs|dr|sir|dame|lord|lady|rev|reverend|prof|cllr|councillor)\b\.?/gi;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The forms of a withheld party's name to take out of free text: as printed, and without titles. */
export function withheldForms(text: string): string[] {
  const stripped = text.replace(TITLES, ' ').replace(/\s+/g, ' ').trim();
  return [...new Set([text, stripped])].filter((f) => words(f).length >= 2);
}

function words(s: string): string[] {
  return (s.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/**
 * Takes withheld names out of text: each name is matched as a whole sequence of words, case and
 * punctuation aside ("Mark Lane" is not in "Broadmark Lane"). Names of one word are not names a
 * person is known by and are left alone.
 */
export class Redactor {
  private readonly byFirst = new Map<string, string[][]>();
  size = 0;
  /** Hashes of the names earlier reads of the source withheld (nameHash), and the source's scope. */
  private remembered: Set<string> | null = null;
  private scope = '';

  /** The names earlier reads of the source withheld, as their hashes (never the names). */
  remember(scope: string, hashes: readonly string[]): void {
    this.scope = scope;
    this.remembered = hashes.length ? new Set(hashes) : null;
  }

  /** This read's withheld names as hashes, for the source to remember (council_registers.withheld_names). */
  hashes(scope: string): string[] {
    const out: string[] = [];
    for (const list of this.byFirst.values()) for (const w of list) out.push(nameHash(scope, w));
    return out;
  }

  /** A remembered name of 2 to REMEMBERED_MAX_WORDS words starting at word i: its length, or 0. */
  private rememberedAt(found: { w: string }[], i: number): number {
    if (!this.remembered) return 0;
    for (let len = Math.min(REMEMBERED_MAX_WORDS, found.length - i); len >= 2; len--) {
      const w = found.slice(i, i + len).map((f) => f.w);
      if (this.remembered.has(nameHash(this.scope, w))) return len;
    }
    return 0;
  }

  add(text: string): void {
    for (const form of withheldForms(text)) {
      const w = words(form);
      const list = this.byFirst.get(w[0]) ?? [];
      if (!list.some((x) => x.length === w.length && x.every((y, i) => y === w[i]))) {
        list.push(w);
        this.size++;
      }
      this.byFirst.set(w[0], list);
    }
  }

  /**
   * The text without any withheld name; null when nothing is left. `remembered`: also the names earlier
   * reads of the source withheld (for the premises and trading names, where a sole trader is printed
   * again, and stays printed after the licence is transferred).
   */
  redact(text: string | null, remembered = false): string | null {
    if (!text || (this.size === 0 && !(remembered && this.remembered))) return text;
    const found = [...text.matchAll(WORD)].map((m) => ({
      w: m[0].toLowerCase(),
      start: m.index!,
      end: m.index! + m[0].length,
    }));
    const cut: [number, number][] = [];
    for (let i = 0; i < found.length; i++) {
      const cands = this.byFirst.get(found[i].w);
      let best = 0;
      for (const c of cands ?? [])
        if (c.length > best && i + c.length <= found.length && c.every((w, j) => found[i + j].w === w))
          best = c.length;
      if (!best && remembered) best = this.rememberedAt(found, i);
      if (best) {
        cut.push([found[i].start, found[i + best - 1].end]);
        i += best - 1;
      }
    }
    if (!cut.length) return text;
    let out = '';
    let at = 0;
    for (const [s, e] of cut) {
      out += text.slice(at, s);
      at = e;
    }
    out += text.slice(at);
    const tidy = out
      .replace(/\s*([,;|&])(\s*[,;|&])+/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:.|&-]+|[\s,;:|&-]+$/g, '')
      .trim();
    return tidy === '' ? null : tidy;
  }
}

/** The longest name (in words) a source remembers by hash. */
export const REMEMBERED_MAX_WORDS = 5;

/** A withheld name as a source remembers it: a truncated hash salted with the source's scope. */
export function nameHash(scope: string, nameWords: readonly string[]): string {
  return createHash('sha256')
    .update(`${scope}\n${nameWords.join(' ')}`)
    .digest('hex')
    .slice(0, 20);
}

// ----- Mapping ----------------------------------------------------------------------------------

/** The read's records normalised, with the ones never read (personal licences, ...) counted apart. */
export function normaliseRead(
  records: RawRegisterRecord[],
  nation: string | null,
): { kept: { raw: RawRegisterRecord; n: NormalisedLicensing }[]; excluded: Record<string, number> } {
  const kept: { raw: RawRegisterRecord; n: NormalisedLicensing }[] = [];
  const excluded: Record<string, number> = {};
  for (const raw of records) {
    const n = normaliseLicensing(raw, { nation });
    if (n.excluded) excluded[n.excluded] = (excluded[n.excluded] ?? 0) + 1;
    else kept.push({ raw, n });
  }
  return { kept, excluded };
}

/** The company name keys a read needs looked up (companies.name_norm). */
export function companyKeysOf(records: NormalisedLicensing[]): string[] {
  const keys = new Set<string>();
  for (const n of records)
    for (const p of n.parties) {
      if (p.verdict.kind === 'lookup') for (const k of companyNameKeys(p.verdict.name)) keys.add(k);
      if (p.verdict.kind === 'company')
        for (const c of p.verdict.companies)
          if (!c.company_number) for (const k of companyNameKeys(c.name)) keys.add(k);
    }
  return [...keys];
}

function matchCompany(name: string, companies: Map<string, CompanyMatch>): CompanyMatch | null {
  for (const k of companyNameKeys(name)) {
    const m = companies.get(k);
    if (m) return m;
  }
  return null;
}

function mark(scope: string, role: PartyRole, texts: string[]): string {
  const norm = texts
    .map((t) =>
      t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    )
    .sort()
    .join('\n');
  return createHash('sha256').update(`${scope}\n${role}\n${norm}`).digest('hex').slice(0, 16);
}

function roundDeg(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function pointOf(
  n: NormalisedLicensing,
  lookups: MapLookups,
): { lat: number; lng: number; source: PointConfidence } | null {
  if (n.point) return { lat: roundDeg(n.point.lat), lng: roundDeg(n.point.lng), source: n.point.confidence };
  if (n.grid) {
    const [lng, lat] = bngToWgs84([n.grid.easting, n.grid.northing]);
    if (Number.isFinite(lat) && Number.isFinite(lng))
      return { lat: roundDeg(lat), lng: roundDeg(lng), source: n.grid.confidence };
  }
  const u = n.uprn ? lookups.uprnPoints.get(n.uprn) : undefined;
  if (u) return { lat: roundDeg(u.lat), lng: roundDeg(u.lng), source: 'building' };
  const pc = n.postcode ? lookups.postcodePoints.get(n.postcode.replace(/\s+/g, '')) : undefined;
  if (pc) return { lat: roundDeg(pc.lat), lng: roundDeg(pc.lng), source: 'postcode_centre' };
  return null;
}

/** Stable JSON: object keys in order, so equal content hashes equal. */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

/** Whether a party is withheld once the company register has been asked (`companies`). */
function withheld(p: NormalisedLicensing['parties'][number], companies: Map<string, CompanyMatch>): boolean {
  return (
    p.verdict.kind === 'withheld' || (p.verdict.kind === 'lookup' && !matchCompany(p.verdict.name, companies))
  );
}

/**
 * The withheld names of a read's records, to take out of every record's free text: a sole trader
 * is often printed again as a premises or trading name, and not always on its own record.
 */
export function redactorFor(records: NormalisedLicensing[], companies: Map<string, CompanyMatch>): Redactor {
  const r = new Redactor();
  for (const n of records) for (const p of n.parties) if (withheld(p, companies)) r.add(p.text);
  return r;
}

/**
 * The stored row of one normalised record. `scope` identifies the record for its marks (its register
 * source and key); `redactor` holds the read's withheld names (redactorFor), taken out of the
 * record's premises name, address, conditions and trading names; a company's own name is kept.
 */
export function mapLicence(
  n: NormalisedLicensing,
  scope: string,
  lookups: MapLookups,
  redactor: Redactor = redactorFor([n], lookups.companies),
): MappedLicence {
  const parties: CompanyParty[] = [];
  const byRole = new Map<PartyRole, string[]>();
  for (const p of n.parties) {
    byRole.set(p.role, [...(byRole.get(p.role) ?? []), p.text]);
    if (p.verdict.kind === 'company') {
      for (const c of p.verdict.companies) {
        const m = c.company_number ? null : matchCompany(c.name, lookups.companies);
        parties.push({
          role: p.role,
          name: c.name,
          company_number: c.company_number ?? m?.company_number ?? null,
          charity_number: c.charity_number,
          trading_as: redactor.redact(c.trading_as, true),
        });
      }
    } else if (p.verdict.kind === 'lookup') {
      const m = matchCompany(p.verdict.name, lookups.companies);
      if (m)
        parties.push({
          role: p.role,
          name: p.verdict.name,
          company_number: m.company_number,
          charity_number: null,
          trading_as: redactor.redact(p.verdict.trading_as, true),
        });
    }
  }
  const marks: Partial<Record<PartyRole, string>> = {};
  for (const role of PARTY_ROLES) {
    const texts = byRole.get(role);
    if (texts) marks[role] = mark(scope, role, texts);
  }
  const point = pointOf(n, lookups);
  const d = n.dates;
  const datePrecisions: Confidence['dates'] = {};
  for (const [k, v] of Object.entries(d)) if (v) datePrecisions[k as DateRole] = v.precision;
  const content: LicenceContent = {
    record_type: n.record_type,
    key: n.key,
    key_norm: n.key.toUpperCase().replace(/\s+/g, ''),
    status: n.status,
    status_raw: n.status_raw,
    type: n.type,
    subtype: n.subtype,
    regime: n.regime,
    type_raw: n.type_raw,
    application_kind: n.application_kind,
    premises_name: redactor.redact(n.premises_name, true),
    address: redactor.redact(n.address),
    postcode: n.postcode,
    postcode_norm: n.postcode ? n.postcode.replace(/\s+/g, '') : null,
    postcode_district: n.postcode_district,
    uprn: n.uprn,
    ward: n.ward,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    point_source: point?.source ?? null,
    activities: n.activities,
    activity_codes: n.activities.map((a) => a.activity),
    parties,
    party_company_numbers: [...new Set(parties.map((p) => p.company_number).filter((x): x is string => !!x))],
    dates: d,
    date_received: d.received?.date ?? null,
    date_decided: d.decided?.date ?? null,
    date_granted: d.granted?.date ?? null,
    date_start: d.start?.date ?? null,
    date_expires: d.expires?.date ?? null,
    consultation_end: d.last_representation?.date ?? null,
    hearing_date: d.hearing?.date ?? null,
    conditions: redactor.redact(n.conditions),
    record_url: n.record_url,
    plan_url: n.plan_url,
    confidence: {
      point: point?.source ?? null,
      status: n.status_confidence,
      source: n.source_kind,
      dates: datePrecisions,
    },
    source_kind: n.source_kind,
  };
  // Key order is fixed by this function, so plain JSON is canonical enough (and far faster).
  const hash = createHash('sha256')
    .update(JSON.stringify([content, marks]))
    .digest('hex')
    .slice(0, 32);
  return { content, marks, hash };
}
