// The licensing read API (licensing spec 2-4, 7, 8): parameters -> filters, the place rules, the
// 5,000-record circle, keyset cursors bound to their query, meta.coverage for unread councils,
// related planning, metering (2 records per licence or application new this month), parties with the
// Contact Data add-on, and serialisation (feed/licensing/record.ts).
import type { Config } from '../../core/config.js';
import { queryFingerprint } from '../../core/cursor.js';
import type { Knex } from '../../core/db.js';
import {
  ACTIVITIES,
  ALL_SUBTYPES,
  APPLICATION_STATUS_SHORTCUTS,
  CHANGE_TYPES,
  CORRECTION_TYPES,
  EVENT_TYPES,
  FEED_SOURCE_PARAMS,
  BACKFILL_PARAMS,
  LICENCE_STATUS_SHORTCUTS,
  LICENCE_TYPES,
  LICENSING_STATUSES,
  RECORD_TYPES,
  REGIMES,
  SIGNIFICANCE,
  STATUS_SHORTCUTS,
} from '../../core/domain/licensing/vocabulary.js';
import { NATIONS } from '../../core/domain/planning/vocabulary.js';
import { InvalidRequestError, NotFoundError, QueryTooBroadError } from '../../core/errors.js';
import { requirePlan } from '../../core/plans.js';
import type { CouncilRef } from '../../core/repositories/councils.repository.js';
import {
  LicensingApiRepository,
  type ChangeApiRow,
  type FeedFilters,
  type LicenceApiRow,
  type LicensingPlace,
  type RecordFilters,
  type RecordPosition,
  type RecordSort,
  type RelatedApplicationRow,
  type StatusFilter,
} from '../../core/repositories/licensing/api.repository.js';
import {
  licensingCoverage,
  type CoverageRow,
} from '../../core/repositories/licensing/registers.repository.js';
import { monthsBefore } from '../../enrich/normalise/licensing/in-force.js';
import { PUBLISHED_FILE_STALE_MONTHS } from '../../core/domain/licensing/vocabulary.js';
import { ukDate } from '../../core/calendar.js';
import { premisesKey } from '../../feed/licensing/address.js';
import { licensingContactKey, licensingRecordKeys } from '../../feed/licensing/metering.js';
import {
  hasParties,
  partiesIncluded,
  serializeChange,
  serializeLicence,
  type LicensingRecord,
  type LicensingView,
  type RelatedPlanning,
} from '../../feed/licensing/record.js';
import { chargeRecords, type ChargeResult } from '../../feed/metering.js';
import type { Account } from '../plugins/auth.js';
import { UsageRepository } from '../../core/repositories/usage.repository.js';
import {
  includeContact,
  nextCursor,
  parseBbox,
  parseCouncil,
  parseDate,
  parseDateRange,
  parseInstant,
  parseList,
  parsePostcode,
  parseRadius,
  readCursor,
} from '../params.js';
import { inUk } from '../../enrich/constraints/uk.js';
import { contactMeta, recordsDelivered } from './applications.js';

export interface LicensingDeps {
  db: Knex;
  config: Config;
}

/** Spec 4.2, 8: radius in metres, 1 to 5000, default 1000. */
export const LICENSING_DEFAULT_RADIUS = 1000;
export const LICENSING_MAX_RADIUS = 5000;
/** Spec 4.2, 8: more than this many records inside a point circle is refused. */
export const CIRCLE_MAX_RECORDS = 5000;
/** Spec 4.2, 8: a bbox at most this many degrees each way. */
export const BBOX_MAX_DEGREES = 0.5;
/** Spec 4.2, 8: page sizes; Demo 10 everywhere. */
export const RECORD_PAGE_MAX = 50;
export const FEED_PAGE_MAX = 100;
export const DEMO_PAGE_MAX = 10;
/** related_planning: at most this many applications on one record. */
export const RELATED_PLANNING_MAX = 50;

/** Page size of a licensing endpoint: `max` (Demo 10), a larger value capped (spec 4.2 limit). */
export function licensingPageSize(account: Account, limit: number | undefined, max: number): number {
  const cap = account.plan.name === 'demo' ? DEMO_PAGE_MAX : max;
  if (limit === undefined) return cap;
  if (!Number.isInteger(limit) || limit < 1)
    throw new InvalidRequestError('limit must be a whole number of at least 1.', 'limit');
  return Math.min(limit, cap);
}

/** The place parameters of spec 4.2, as a route receives them. */
export interface PlaceQuery {
  council?: string;
  jurisdiction?: string;
  postcode?: string;
  uprn?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  bbox?: string;
}

export interface ParsedPlace {
  place: LicensingPlace;
  councils: CouncilRef[];
  /** A place was named (council, postcode, uprn, point or bbox). */
  named: boolean;
}

export const PLACE_MISSING =
  'Name a place: council, postcode, uprn, lat and lng (with radius), or bbox. jurisdiction narrows a place and is not one.';

/** Spec 4.2's place rules. `required`: every search names a place (the feed may not, on Business). */
export async function parsePlace(db: Knex, q: PlaceQuery, required: boolean): Promise<ParsedPlace> {
  const place: LicensingPlace = {};
  const councils: CouncilRef[] = [];
  if (q.council !== undefined) {
    const slugs = [
      ...new Set(
        q.council
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (!slugs.length) throw new InvalidRequestError('council must not be empty.', 'council');
    for (const s of slugs) councils.push(await parseCouncil(db, s));
    place.councilIds = councils.map((c) => c.id);
  }
  if (q.jurisdiction !== undefined) place.nations = parseList(q.jurisdiction, 'jurisdiction', NATIONS);
  if (q.postcode !== undefined) {
    const m = parsePostcode(q.postcode, 'postcode');
    if (m.kind === 'area')
      throw new InvalidRequestError(
        `postcode must be a full postcode (N1 9GU) or a district (N1), not an area (${m.area}).`,
        'postcode',
      );
    place.postcode = m;
  }
  if (q.uprn !== undefined) {
    const u = q.uprn.trim();
    if (!/^\d{1,12}$/.test(u))
      throw new InvalidRequestError(
        'uprn must be a unique property reference number (up to 12 digits).',
        'uprn',
      );
    place.uprn = String(Number(u));
  }
  if (q.lat !== undefined || q.lng !== undefined) {
    if (q.lat === undefined) throw new InvalidRequestError('lat is required with lng.', 'lat');
    if (q.lng === undefined) throw new InvalidRequestError('lng is required with lat.', 'lng');
    if (!inUk(q.lat, q.lng))
      throw new InvalidRequestError(
        `The point ${q.lat}, ${q.lng} is outside the UK: only UK points are covered.`,
        'lat',
      );
    const radius =
      parseRadius(q.radius, { max: LICENSING_MAX_RADIUS, over: 'refuse' }) ?? LICENSING_DEFAULT_RADIUS;
    place.point = { lat: q.lat, lng: q.lng, radius };
  } else if (q.radius !== undefined)
    throw new InvalidRequestError('radius is used with lat and lng.', 'radius');
  if (q.bbox !== undefined) {
    if (place.point) throw new InvalidRequestError('Give a point (lat, lng) or a bbox, never both.', 'bbox');
    const b = parseBbox(q.bbox)!;
    if (b.maxLng - b.minLng > BBOX_MAX_DEGREES || b.maxLat - b.minLat > BBOX_MAX_DEGREES)
      throw new InvalidRequestError(
        `bbox must be at most ${BBOX_MAX_DEGREES} degree each way (got ${+(b.maxLng - b.minLng).toFixed(6)} by ${+(b.maxLat - b.minLat).toFixed(6)}).`,
        'bbox',
      );
    place.bbox = b;
  }
  const named = Boolean(place.councilIds || place.postcode || place.uprn || place.point || place.bbox);
  if (required && !named)
    throw new InvalidRequestError(PLACE_MISSING, q.jurisdiction !== undefined ? 'jurisdiction' : null);
  return { place, councils, named };
}

/** REGIMES are written as the law names them (LA2003): matched ignoring case. */
function regimeOf(s: string): string {
  const t = s.trim();
  return REGIMES.find((r) => r.toLowerCase() === t.toLowerCase()) ?? t;
}

export type RecordEndpoint = 'applications' | 'licences';

/** Spec 3: a status list of statuses and the endpoint's shortcuts; absent = the endpoint's default. */
export function parseStatus(v: string | undefined, endpoint: RecordEndpoint): StatusFilter | undefined {
  const shortcuts: readonly string[] =
    endpoint === 'applications' ? APPLICATION_STATUS_SHORTCUTS : LICENCE_STATUS_SHORTCUTS;
  const items = parseList(v ?? (endpoint === 'applications' ? 'open' : 'in_force'), 'status', [
    ...shortcuts,
    ...LICENSING_STATUSES,
  ])!;
  if (items.includes('all')) return undefined;
  const f: StatusFilter = { statuses: [], inForce: false, ended: false };
  const table = STATUS_SHORTCUTS[endpoint] as Record<string, readonly string[]>;
  for (const i of items) {
    if (i === 'in_force') f.inForce = true;
    else if (i === 'ended') f.ended = true;
    else if (table[i]) f.statuses.push(...table[i]);
    else f.statuses.push(i);
  }
  f.statuses = [...new Set(f.statuses)];
  return f;
}

/** The query of GET /v1/licensing-applications and /v1/licensed-premises (spec 4.2-4.4). */
export interface RecordQuery extends PlaceQuery {
  type?: string;
  subtype?: string;
  regime?: string;
  activity?: string;
  status?: string;
  decided_from?: string;
  decided_to?: string;
  received_from?: string;
  received_to?: string;
  first_seen_since?: string;
  changed_since?: string;
  proposed_hours_change?: string;
  consultation_end_from?: string;
  consultation_end_to?: string;
  sort?: string;
  total?: string;
  include_contact?: string;
  limit?: number;
  cursor?: string;
  format?: string;
}

/** Today in the UK and the day before which a published file is stale (spec 2.1 in_force). */
export function staleBefore(now: Date = new Date()): string {
  return monthsBefore(ukDate(now), PUBLISHED_FILE_STALE_MONTHS);
}

export async function parseRecordFilters(
  db: Knex,
  q: RecordQuery,
  endpoint: RecordEndpoint,
): Promise<{ filters: RecordFilters; councils: CouncilRef[] }> {
  const { place, councils } = await parsePlace(db, q, true);
  const f: RecordFilters = {
    ...place,
    recordType: endpoint === 'applications' ? 'application' : 'licence',
    staleBefore: staleBefore(),
  };
  f.status = parseStatus(q.status, endpoint);
  f.types = parseList(q.type, 'type', LICENCE_TYPES);
  f.subtypes = parseList(q.subtype, 'subtype', ALL_SUBTYPES);
  f.regimes = parseList(q.regime, 'regime', REGIMES, regimeOf);
  f.activities = parseList(q.activity, 'activity', ACTIVITIES);
  const decided = parseDateRange(q.decided_from, q.decided_to, ['decided_from', 'decided_to']);
  f.decidedFrom = decided.from;
  f.decidedTo = decided.to;
  const received = parseDateRange(q.received_from, q.received_to, ['received_from', 'received_to']);
  f.receivedFrom = received.from;
  f.receivedTo = received.to;
  f.firstSeenSince = parseDate(q.first_seen_since, 'first_seen_since');
  f.changedSince = parseInstant(q.changed_since, 'changed_since');
  if (endpoint === 'applications') {
    if (q.proposed_hours_change !== undefined) f.proposedHoursChange = true;
    const ce = parseDateRange(q.consultation_end_from, q.consultation_end_to, [
      'consultation_end_from',
      'consultation_end_to',
    ]);
    f.consultationEndFrom = ce.from;
    f.consultationEndTo = ce.to;
  }
  for (const k of Object.keys(f) as (keyof RecordFilters)[]) if (f[k] === undefined) delete f[k];
  return { filters: f, councils };
}

export const APPLICATION_SORTS = ['received', 'consultation_end', 'added', 'id', 'nearest'] as const;
export const LICENCE_SORTS = ['id', 'newest', 'expiry', 'added', 'nearest'] as const;

/** Spec 4.4 sort: nearest needs a point and is the default with one. */
export function parseSort(v: string | undefined, endpoint: RecordEndpoint, hasPoint: boolean): RecordSort {
  if (v === undefined) return hasPoint ? 'nearest' : endpoint === 'applications' ? 'received' : 'id';
  const allowed: readonly string[] = endpoint === 'applications' ? APPLICATION_SORTS : LICENCE_SORTS;
  if (!allowed.includes(v))
    throw new InvalidRequestError(`sort has an unknown value '${v}': use ${allowed.join(', ')}.`, 'sort');
  if (v === 'nearest' && !hasPoint) throw new InvalidRequestError('sort=nearest needs lat and lng.', 'sort');
  return v as RecordSort;
}

/** Parameters that do not change which rows a query returns or their order (kept out of cursors). */
const PAGING_PARAMS = ['cursor', 'format', 'limit', 'total', 'include_contact'];

function fingerprintOf(path: string, q: object): string {
  const params: Record<string, unknown> = { ...(q as Record<string, unknown>) };
  for (const k of PAGING_PARAMS) delete params[k];
  return `${path}?${queryFingerprint(params)}`;
}

/** What this request sees: parties with the add-on (or Pro and above) unless include_contact=false. */
export function viewOf(deps: LicensingDeps, account: Account, include: boolean): LicensingView {
  return {
    plan: account.plan,
    parties: include && partiesIncluded(account.plan, account.contactAddon),
    baseUrl: deps.config.PUBLIC_BASE_URL,
  };
}

/** What a response serves: each record's view (parties or not) and meta.contact. */
export interface LicensingCharge {
  charge: ChargeResult;
  /** The view of the record with this row id: parties only where its contact value may be served. */
  viewFor: (id: number) => LicensingView;
  /** meta.contact, when contact values were metered. */
  contact?: Record<string, unknown>;
}

/**
 * Charges the records a response delivers (spec 8: 2 each, new to the account this month; free to
 * re-read) and meters those delivering a company party on the contact allowance (planning spec 8:
 * only records delivering a contact value count, each once a month). When the page would pass that
 * allowance, it runs out within the page: the records already counted this month (free re-reads),
 * then the others in page order while the allowance lasts, keep their parties; the records past it
 * are served without them, and meta.contact says how many (`withheld`).
 */
export async function chargeLicensing(
  deps: LicensingDeps,
  account: Account,
  delivered: { ids: number[]; contactIds: number[] },
  view: LicensingView,
): Promise<LicensingCharge> {
  const keys = recordsDelivered(account, licensingRecordKeys(delivered.ids));
  const contactIds = view.parties ? [...new Set(delivered.contactIds)] : [];
  const contactKeys = recordsDelivered(account, contactIds.map(licensingContactKey));
  const opts = { contactKeys, contactIncluded: true };
  const charge = await chargeRecords(deps.db, account, keys, view.parties ? opts : {});
  const withoutParties = { ...view, parties: false };
  if (charge.contact?.allowed ?? true) return { charge, viewFor: () => view, contact: contactMeta(charge) };
  // The page as a whole would pass the allowance (and so metered no contact): meter the part it holds.
  const counted = await new UsageRepository(deps.db).contactCounted(
    account.email,
    account.period,
    contactKeys,
  );
  let room = charge.contact!.remaining;
  const grantKeys = contactKeys.filter((k) => counted.has(k) || (room > 0 && room-- > 0));
  // The records were charged by the first call and the request counted: this one meters contact only.
  const second = await chargeRecords(deps.db, account, keys, { ...opts, contactKeys: grantKeys });
  const served = new Set(
    contactIds.filter((_, i) =>
      second.contact?.allowed ? grantKeys.includes(contactKeys[i]) : counted.has(contactKeys[i]),
    ),
  );
  // No contact key left to meter (none granted): the first call's figures, where nothing was metered.
  const contact = contactMeta(second.contact ? second : charge)!;
  const withheld = contactIds.length - served.size;
  contact.withheld = withheld;
  contact.note = `The Contact Data allowance for this month ran out within this response: ${withheld} record${withheld === 1 ? ' was' : 's were'} served without parties (the records past the allowance); records already counted this month keep theirs.`;
  // A record with no company party delivers no contact value: it is served as asked (parties: []).
  const bearing = new Set(contactIds);
  return {
    charge: second,
    viewFor: (id) => (bearing.has(id) && !served.has(id) ? withoutParties : view),
    contact,
  };
}

/** What a page of records delivers: its records, and those with a company party when parties are served. */
function deliveredBy(rows: LicenceApiRow[], view: LicensingView): { ids: number[]; contactIds: number[] } {
  return {
    ids: rows.map((r) => r.id),
    contactIds: view.parties ? rows.filter(hasParties).map((r) => r.id) : [],
  };
}

/** meta.coverage (spec 2.1): the councils in the query, read or not; unread ones are missing coverage. */
export async function coverageMeta(
  deps: LicensingDeps,
  parsed: { place: LicensingPlace; councils: CouncilRef[] },
): Promise<Record<string, unknown>> {
  const slugs = parsed.councils.length
    ? parsed.councils.map((c) => c.slug)
    : await new LicensingApiRepository(deps.db).councilsInPlace(parsed.place);
  if (!slugs.length) return { councils: [], unread: [] };
  const rows = (await new LicensingApiRepository(deps.db).readState(slugs)).filter(
    (r) => !parsed.place.nations || parsed.place.nations.includes(r.nation),
  );
  const unread = rows.filter((r) => !r.read).map((r) => r.council);
  const out: Record<string, unknown> = {
    councils: rows.map((r) => ({
      council: r.council,
      name: r.name,
      read: r.read,
      last_read: r.last_read ? new Date(r.last_read).toISOString() : null,
    })),
    unread,
  };
  if (unread.length)
    out.note = `The licensing register of ${unread.join(', ')} is not read: no records there is missing coverage, never zero licences (see /v1/licensing/coverage).`;
  return out;
}

export interface ListResult {
  records: LicensingRecord[];
  meta: Record<string, unknown> & { limit: number; next_cursor: string | null };
}

/** GET /v1/licensing-applications and /v1/licensed-premises (spec 4.2-4.4). */
export async function searchRecords(
  deps: LicensingDeps,
  account: Account,
  q: RecordQuery,
  endpoint: RecordEndpoint,
): Promise<ListResult> {
  const limit = licensingPageSize(account, q.limit, RECORD_PAGE_MAX);
  const { filters, councils } = await parseRecordFilters(deps.db, q, endpoint);
  const sort = parseSort(q.sort, endpoint, filters.point !== undefined);
  const path = endpoint === 'applications' ? 'licensing-applications' : 'licensed-premises';
  const fingerprint = fingerprintOf(path, q);
  const after = readCursor<RecordPosition>(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
    typeof p.i === 'number' && (p.v === null || typeof p.v === 'string' || typeof p.v === 'number')
      ? { v: p.v, i: p.i }
      : null,
  );
  const repo = new LicensingApiRepository(deps.db);
  const wantTotal = q.total === '1';
  // Spec 4.2, 7: more than 5,000 records inside a circle is refused (first page; a cursor continues
  // the query it came from). With total=1 the exact count is that check too: the query is counted once.
  let total: number | undefined;
  if (filters.point && !after) {
    const n = await repo.count(filters, wantTotal ? undefined : CIRCLE_MAX_RECORDS);
    if (n > CIRCLE_MAX_RECORDS)
      throw new QueryTooBroadError(
        `More than ${CIRCLE_MAX_RECORDS.toLocaleString('en-GB')} records lie inside this circle of ${filters.point.radius} m: narrow the radius or add filters (status, type, activity, dates).`,
        'radius',
      );
    if (wantTotal) total = n;
  }
  // The page, its coverage and its total are independent reads: sent together. No count runs unless
  // total=1 asks for one.
  const [page, coverage, counted] = await Promise.all([
    repo.search({ filters, sort, after, limit }),
    coverageMeta(deps, { place: filters, councils }),
    wantTotal && total === undefined ? repo.count(filters) : Promise.resolve(total),
  ]);
  total = counted;
  const include = includeContact(q.include_contact);
  const asked = viewOf(deps, account, include);
  const { viewFor, contact } = await chargeLicensing(deps, account, deliveredBy(page.rows, asked), asked);
  const records = page.rows.map((r) => serializeLicence(r, viewFor(r.id)));
  const meta: ListResult['meta'] = {
    limit,
    next_cursor: nextCursor(deps.config.CURSOR_SECRET, fingerprint, page.next && { ...page.next }),
    sort,
  };
  if (filters.point)
    meta.location = { lat: filters.point.lat, lng: filters.point.lng, radius: filters.point.radius };
  if (total !== undefined) meta.total = total;
  meta.coverage = coverage;
  if (records.length === 0) {
    const hint = emptyHint(endpoint, q, meta.coverage as { unread: string[] });
    if (hint) meta.hint = hint;
  }
  if (contact) meta.contact = contact;
  return { records, meta };
}

function emptyHint(endpoint: RecordEndpoint, q: RecordQuery, coverage: { unread: string[] }): string | null {
  if (coverage.unread.length)
    return `The licensing register of ${coverage.unread.join(', ')} is not read: no records is missing coverage, not zero licences.`;
  if (q.status === undefined)
    return endpoint === 'applications'
      ? 'Only open applications (applied, in consultation) are listed by default: status=all lists every application.'
      : 'Only licences in force are listed by default: status=all lists every licence.';
  if (q.postcode !== undefined && parsePostcode(q.postcode).kind === 'full')
    return 'A full postcode matches that unit only: search its district (the outward code) or a point with a radius.';
  return null;
}

/** Path ids: lic_ for /v1/licensed-premises, lap_ for /v1/licensing-applications. */
function checkIdPrefix(id: string, endpoint: RecordEndpoint): void {
  const want = endpoint === 'applications' ? 'lap_' : 'lic_';
  if (id.startsWith(want)) return;
  const other = id.startsWith('lic_')
    ? ' (a licence: /v1/licensed-premises/{id})'
    : id.startsWith('lap_')
      ? ' (an application: /v1/licensing-applications/{id})'
      : '';
  throw new NotFoundError(
    `No ${endpoint === 'applications' ? 'licensing application' : 'licence'} with id ${id}${other}.`,
    'id',
  );
}

async function recordById(deps: LicensingDeps, id: string, endpoint: RecordEndpoint): Promise<LicenceApiRow> {
  checkIdPrefix(id, endpoint);
  const row = await new LicensingApiRepository(deps.db).byPublicId(id, staleBefore());
  if (!row || row.record_type !== (endpoint === 'applications' ? 'application' : 'licence'))
    throw new NotFoundError(
      `No ${endpoint === 'applications' ? 'licensing application' : 'licence'} with id ${id}.`,
      'id',
    );
  return row;
}

/** One record with its related planning (spec 2.1, 4.1). */
export async function getRecord(
  deps: LicensingDeps,
  account: Account,
  id: string,
  endpoint: RecordEndpoint,
  include: boolean,
): Promise<{ data: LicensingRecord; meta: Record<string, unknown> }> {
  const row = await recordById(deps, id, endpoint);
  const related = await relatedPlanning(deps, row);
  const asked = viewOf(deps, account, include);
  const { viewFor, contact } = await chargeLicensing(deps, account, deliveredBy([row], asked), asked);
  const meta: Record<string, unknown> = { related_planning: related.meta };
  if (contact) meta.contact = contact;
  return { data: serializeLicence(row, viewFor(row.id), { relatedPlanning: related.entries }), meta };
}

/** GET /v1/licensed-premises/{id}/history (spec 2.2): the record and every row on it, newest first. */
export async function getHistory(
  deps: LicensingDeps,
  account: Account,
  id: string,
  q: { include_corrections?: string; include_contact?: string },
): Promise<{ data: Record<string, unknown>; meta: Record<string, unknown> }> {
  const row = await recordById(deps, id, 'licences');
  const sources = q.include_corrections === '1' ? ['event', 'change', 'correction'] : ['event', 'change'];
  const rows = await new LicensingApiRepository(deps.db).history(row.id, sources);
  const asked = viewOf(deps, account, includeContact(q.include_contact));
  const { viewFor, contact } = await chargeLicensing(deps, account, deliveredBy([row], asked), asked);
  const meta: Record<string, unknown> = { count: rows.length, include_corrections: sources.length === 3 };
  if (contact) meta.contact = contact;
  const view = viewFor(row.id);
  return {
    data: { record: serializeLicence(row, view), events: rows.map((r) => serializeChange(r, view)) },
    meta,
  };
}

/**
 * related_planning (spec 2.1): live planning applications at the same premises, by UPRN (the
 * council's on the application or the one the service holds), and, within the record's full
 * postcode, by the premises key of the address (feed/licensing/address.ts) for applications that
 * carry no other UPRN. meta.related_planning says how.
 */
export async function relatedPlanning(
  deps: LicensingDeps,
  row: LicenceApiRow,
): Promise<{ entries: RelatedPlanning[]; meta: Record<string, unknown> }> {
  const repo = new LicensingApiRepository(deps.db);
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const entries: RelatedPlanning[] = [];
  const seen = new Set<number>();
  const add = (a: RelatedApplicationRow, by: 'uprn' | 'address') => {
    if (seen.has(a.id) || entries.length >= RELATED_PLANNING_MAX) return;
    seen.add(a.id);
    entries.push({
      id: a.public_id,
      reference: a.reference,
      authority: { slug: a.council_slug, name: a.council_name },
      address: a.address,
      postcode: a.postcode,
      uprn: a.uprn ?? a.service_uprn,
      description: a.description,
      stage: a.stage,
      status: a.status,
      procedure: a.procedure,
      date_received: a.date_received,
      date_decided: a.date_decided,
      matched_by: by,
      links: { service: `${base}/v1/applications/${a.public_id}`, council: a.council_link },
    });
  };
  let byAddress = 0;
  if (row.uprn) for (const a of await repo.planningByUprn(row.uprn, RELATED_PLANNING_MAX)) add(a, 'uprn');
  const byUprn = entries.length;
  const key = premisesKey(row.address);
  const fullPostcode = row.postcode_norm && /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(row.postcode_norm);
  if (key && fullPostcode) {
    for (const a of await repo.planningAtPostcode(row.postcode_norm!, 500)) {
      const other = [a.uprn, a.service_uprn].filter((u): u is string => !!u);
      // An application naming another property's UPRN is not these premises, whatever its wording.
      if (row.uprn && other.length && !other.includes(row.uprn)) continue;
      if (premisesKey(a.address) === key) add(a, 'address');
    }
    byAddress = entries.length - byUprn;
  }
  const how = byUprn && byAddress ? 'uprn_and_address' : byUprn ? 'uprn' : byAddress ? 'address' : 'none';
  const meta: Record<string, unknown> = {
    how,
    by_uprn: byUprn,
    by_address: byAddress,
    uprn: row.uprn,
    postcode: row.postcode,
    premises_key: key,
  };
  if (!row.uprn && !(key && fullPostcode))
    meta.note =
      'This record has no UPRN, and no address with a full postcode: nothing to match planning applications by.';
  else if (how === 'none')
    meta.note = row.uprn
      ? 'No live planning application carries this UPRN or this address within the postcode.'
      : 'No live planning application has this address within the postcode.';
  return { entries, meta };
}

/** GET /v1/licensing/coverage (spec 2.4). Counted as a request, not as records. */
export async function coverage(
  deps: LicensingDeps,
  q: { council?: string; jurisdiction?: string },
): Promise<{ data: Record<string, unknown>[]; meta: Record<string, unknown> }> {
  let slugs: string[] | undefined;
  if (q.council !== undefined) {
    const parsed = await parsePlace(deps.db, { council: q.council }, false);
    slugs = parsed.councils.map((c) => c.slug);
  }
  const nations = parseList(q.jurisdiction, 'jurisdiction', NATIONS);
  const rows = (await licensingCoverage(deps.db, slugs)).filter(
    (r) => !nations || nations.includes(r.nation),
  );
  return {
    data: rows.map(coverageRow),
    meta: {
      count: rows.length,
      councils_read: rows.filter((r) => r.read).length,
      in_force: rows.reduce((n, r) => n + (r.in_force ?? 0), 0),
      open_applications: rows.reduce((n, r) => n + (r.open_applications ?? 0), 0),
      as_of: new Date().toISOString(),
    },
  };
}

function coverageRow(r: CoverageRow): Record<string, unknown> {
  return {
    council: r.council,
    name: r.name,
    nation: r.nation,
    read: r.read,
    last_read: r.last_read ? new Date(r.last_read).toISOString() : null,
    broken: r.broken ?? false,
    in_force: r.in_force,
    in_force_by_type: r.in_force_by_type,
    open_applications: r.open_applications,
    sources: r.sources.map((x) => ({
      ...x,
      last_read: x.last_read ? new Date(x.last_read).toISOString() : null,
    })),
  };
}

// ----- The change feed (spec 4.5) -----------------------------------------------------------------

export interface FeedQuery extends PlaceQuery {
  type?: string;
  regime?: string;
  activity?: string;
  source?: string;
  event_type?: string;
  change_type?: string;
  significance?: string;
  alertable?: string;
  include_corrections?: string;
  record_type?: string;
  backfill?: string;
  changed_since?: string;
  include_contact?: string;
  limit?: number;
  cursor?: string;
  format?: string;
}

/** The filters of spec 4.5 (also a licensing webhook's `licensing` object). */
export async function parseFeedFilters(
  db: Knex,
  q: FeedQuery,
): Promise<{ filters: FeedFilters; parsed: ParsedPlace }> {
  const parsed = await parsePlace(db, q, false);
  const source = q.source ?? 'all';
  if (!(FEED_SOURCE_PARAMS as readonly string[]).includes(source))
    throw new InvalidRequestError(`source must be one of ${FEED_SOURCE_PARAMS.join(', ')}.`, 'source');
  const sources = source === 'events' ? ['event'] : source === 'changes' ? ['change'] : ['event', 'change'];
  const corrections = q.include_corrections === '1';
  if (corrections) sources.push('correction');
  const f: FeedFilters = { ...parsed.place, sources, backfill: 'include' };
  f.eventTypes = parseList(q.event_type, 'event_type', EVENT_TYPES);
  f.changeTypes = parseList(q.change_type, 'change_type', CHANGE_TYPES);
  const correctionAsked = f.changeTypes?.find((t) => (CORRECTION_TYPES as readonly string[]).includes(t));
  if (correctionAsked && !corrections)
    throw new InvalidRequestError(
      `change_type ${correctionAsked} is a correction: add include_corrections=1.`,
      'change_type',
    );
  if (q.significance !== undefined)
    f.significance = parseList(q.significance, 'significance', SIGNIFICANCE)![0];
  if (q.alertable !== undefined) f.alertable = true;
  if (q.record_type !== undefined) f.recordType = parseList(q.record_type, 'record_type', RECORD_TYPES)![0];
  f.types = parseList(q.type, 'type', LICENCE_TYPES);
  f.regimes = parseList(q.regime, 'regime', REGIMES, regimeOf);
  f.activities = parseList(q.activity, 'activity', ACTIVITIES);
  if (q.backfill !== undefined)
    f.backfill = parseList(q.backfill, 'backfill', BACKFILL_PARAMS)![0] as FeedFilters['backfill'];
  f.changedSince = parseDate(q.changed_since, 'changed_since');
  for (const k of Object.keys(f) as (keyof FeedFilters)[]) if (f[k] === undefined) delete f[k];
  return { filters: f, parsed };
}

/** The all-councils feed is Business and above (spec 4, 8); naming a place works on any plan. */
export function requireFeedPlace(account: Account, named: boolean): void {
  if (!named) requirePlan(account, 'business', 'council');
}

/** GET /v1/licensing/changes (spec 4.5). */
export async function changeFeed(deps: LicensingDeps, account: Account, q: FeedQuery): Promise<ListResult> {
  const limit = licensingPageSize(account, q.limit, FEED_PAGE_MAX);
  const { filters, parsed } = await parseFeedFilters(deps.db, q);
  requireFeedPlace(account, parsed.named);
  const fingerprint = fingerprintOf('licensing/changes', q);
  const after =
    readCursor<number>(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
      typeof p.p === 'number' && Number.isInteger(p.p) && p.p >= 0 ? p.p : null,
    ) ?? 0;
  const page = await new LicensingApiRepository(deps.db).feed(filters, after, limit);
  // Spec 4.5 rules 2 and 4: the cursor is the position after the last row read, returned on the last
  // page too. A page that is not full has read every row up to the feed's head.
  const last = page.rows.length ? page.rows[page.rows.length - 1].position : after;
  const position = page.rows.length === limit ? last : Math.max(last, page.head, after);
  const records = await chargeFeed(deps, account, page.rows, includeContact(q.include_contact));
  const meta: ListResult['meta'] = {
    limit,
    next_cursor: nextCursor(deps.config.CURSOR_SECRET, fingerprint, { p: position }),
    more: page.rows.length === limit,
  };
  if (parsed.named) meta.coverage = await coverageMeta(deps, parsed);
  return { records: records.rows, meta: { ...meta, ...records.meta } };
}

/** Feed rows delivered: the records they are about are charged (2 each, new this month). */
async function chargeFeed(
  deps: LicensingDeps,
  account: Account,
  rows: ChangeApiRow[],
  include: boolean,
): Promise<{ rows: LicensingRecord[]; meta: Record<string, unknown> }> {
  const ids = [...new Set(rows.map((r) => r.licence_id))];
  // Party values in party rows are contact values: metered per record, as a record's parties are.
  const asked = viewOf(deps, account, include);
  const contactIds = asked.parties
    ? rows.filter((r) => r.field?.startsWith('parties.') && (r.before || r.after)).map((r) => r.licence_id)
    : [];
  const { viewFor, contact } = await chargeLicensing(deps, account, { ids, contactIds }, asked);
  const meta: Record<string, unknown> = {};
  if (contact) meta.contact = contact;
  return { rows: rows.map((r) => serializeChange(r, viewFor(r.licence_id))), meta };
}
