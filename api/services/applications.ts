// GET /v1/applications (spec 4.1, 2.1): parameters -> filters, plan gates, the archive rule, the page
// on a keyset cursor, hints and historical_* meta, metering, serialisation.
import { COMMERCIAL_WORK, EPC_RATINGS, NATIONS } from '../../core/domain/planning/vocabulary.js';
import type { Knex } from '../../core/db.js';
import type { Config } from '../../core/config.js';
import { queryFingerprint } from '../../core/cursor.js';
import { InvalidRequestError, NotFoundError } from '../../core/errors.js';
import { isArchiveId } from '../../core/ids.js';
import { LIVE_START } from '../../core/domain/planning/archive.js';
import { planAtLeast, featureGates, requireParameterGates } from '../../core/plans.js';
import {
  ApplicationsRepository,
  LIVE_ONLY_FILTERS,
  type ApplicationFilters,
  type ApplicationRow,
  type PageMetering,
  type SearchPosition,
} from '../../core/repositories/planning/applications.repository.js';
import type { MeterArgs } from '../../core/repositories/usage.repository.js';
import type { CouncilRef } from '../../core/repositories/councils.repository.js';
import { CATEGORIES } from '../../core/domain/planning/categories.js';
import { PROCEDURES, STAGES } from '../../core/domain/planning/vocabulary.js';
import type { Account } from '../plugins/auth.js';
import { appealsOfApplication } from '../../feed/planning/appeal.js';
import { AppealsRepository } from '../../core/repositories/appeals/appeals.repository.js';
import {
  hasContact,
  listEnvelope,
  serializeApplication,
  type ApplicationRecord,
} from '../../feed/planning/record.js';
import {
  applyCharge,
  chargeRecords,
  meterArgsDecided,
  recordKey,
  recordsDelivered,
  type ChargeResult,
} from '../../feed/metering.js';
import { attributionFor } from '../../feed/attribution.js';
import {
  displayPostcode,
  includeContact,
  nextCursor,
  pageSize,
  parseCompanyNumber,
  parseCouncil,
  parseDateRange,
  parseInstant,
  parseList,
  parsePostcode,
  rangeCheck,
  readCursor,
} from '../params.js';
import type { SearchQuery } from '../schemas/planning/application.js';
import { associatedSummary } from './associated.js';

/** Live records start in 2026 (spec 1); a received-date range reaching before it may include the archive. */
export { LIVE_START };
/** Archive counts for meta.total stop here (total_capped). */
export const ARCHIVE_COUNT_CAP = 100_000;

export interface Deps {
  db: Knex;
  config: Config;
}

const categorySlugs = CATEGORIES.map((c) => c.slug);

/** Parameters -> filters. Throws 400 naming the parameter, 403 for a gated one (spec 7, 8). */
export async function parseFilters(
  deps: Deps,
  account: Account,
  query: SearchQuery,
): Promise<{ filters: ApplicationFilters; council?: CouncilRef }> {
  requireParameterGates(account, query);
  const f: ApplicationFilters = {};
  if (query.postcode !== undefined) f.postcode = parsePostcode(query.postcode);
  let council: CouncilRef | undefined;
  if (query.council !== undefined) {
    council = await parseCouncil(deps.db, query.council);
    f.councilId = council.id;
  }
  if (query.nation !== undefined) f.nation = parseList(query.nation, 'nation', NATIONS)![0];
  f.categories = parseList(query.category, 'category', categorySlugs);
  if (query.q !== undefined) {
    const q = query.q.trim();
    if (q === '') throw new InvalidRequestError('q must not be empty.', 'q');
    if (q.length > 200) throw new InvalidRequestError('q is longer than 200 characters.', 'q');
    f.q = q;
  }
  if (query.reference !== undefined) {
    const r = query.reference.toUpperCase().replace(/\s+/g, '');
    if (r === '') throw new InvalidRequestError('reference must not be empty.', 'reference');
    f.referenceNorm = r;
  }
  if (query.status !== undefined) {
    if (query.status.trim() === '') throw new InvalidRequestError('status must not be empty.', 'status');
    f.status = query.status.trim();
  }
  f.stages = parseList(query.stage, 'stage', STAGES);
  f.procedures = parseList(query.procedure, 'procedure', PROCEDURES);
  f.commercialWork = parseList(query.commercial_work, 'commercial_work', COMMERCIAL_WORK);
  if (query.committee !== undefined) f.committee = true;
  if (query.major !== undefined) f.major = query.major === 'all' ? 'all' : 'schemes';
  if (query.parish !== undefined) {
    const p = query.parish.trim().toUpperCase();
    if (!/^[EW]04\d{6}$/.test(p))
      throw new InvalidRequestError(
        'parish must be an ONS parish code (E04... in England, W04... in Wales; Scotland and Northern Ireland have no parish tier).',
        'parish',
      );
    f.parishCode = p;
  }
  f.dmin = query.dmin;
  f.ownerCompany = parseCompanyNumber(query.owner_company, 'owner_company');
  if (query.owner_scope !== undefined) {
    if (!f.ownerCompany)
      throw new InvalidRequestError('owner_scope is used with owner_company.', 'owner_scope');
    f.ownerScope = query.owner_scope as 'company' | 'group';
  }
  f.leaseholderCompany = parseCompanyNumber(query.leaseholder_company, 'leaseholder_company');
  if (query.owner_type !== undefined) f.ownerType = query.owner_type as ApplicationFilters['ownerType'];
  f.minPrice = query.min_price;
  f.maxPrice = query.max_price;
  rangeCheck(f.minPrice, f.maxPrice, 'min_price');
  f.minFloorArea = query.min_floor_area;
  f.maxFloorArea = query.max_floor_area;
  rangeCheck(f.minFloorArea, f.maxFloorArea, 'min_floor_area');
  // A '+' in a query string is a space: "A+" arrives as "A " unless the client encoded it.
  f.epcRatings = parseList(query.epc_rating, 'epc_rating', EPC_RATINGS, (s) =>
    /^\s*A\s+$/i.test(s) ? 'A+' : s.trim().toUpperCase(),
  );
  const received = parseDateRange(query.date_from, query.date_to, ['date_from', 'date_to']);
  f.dateFrom = received.from;
  f.dateTo = received.to;
  const decided = parseDateRange(query.decided_from, query.decided_to, ['decided_from', 'decided_to']);
  f.decidedFrom = decided.from;
  f.decidedTo = decided.to;
  f.changedSince = parseInstant(query.changed_since, 'changed_since');
  for (const k of Object.keys(f) as (keyof ApplicationFilters)[]) if (f[k] === undefined) delete f[k];
  return { filters: f, council };
}

export interface ArchiveDecision {
  /** Archive records are merged into this query. */
  include: boolean;
  /** The query reaches the archive by its date range (whatever the plan). */
  reaches: boolean;
  /** Why the archive is not included, for meta.historical_note. */
  note: string | null;
  /** Plan below the archive gate while the query would otherwise include it. */
  planBlocked: boolean;
}

/**
 * Spec 4.1 date_from/date_to: a range reaching before 2026 together with a scope (council, nation,
 * coordinates or keyword; here also postcode, parish and reference, which are narrower) includes archive
 * results on paid plans. Live-only filters (category, status, ...) keep the archive out.
 */
export function archiveDecision(account: Account, f: ApplicationFilters): ArchiveDecision {
  const reaches = Boolean((f.dateFrom && f.dateFrom < LIVE_START) || (f.dateTo && f.dateTo < LIVE_START));
  if (!reaches) return { include: false, reaches, note: null, planBlocked: false };
  const liveOnly = LIVE_ONLY_FILTERS.filter((k) => f[k] !== undefined);
  if (liveOnly.length > 0) {
    const names = liveOnly.map((k) => paramOfFilter[k] ?? k);
    return {
      include: false,
      reaches,
      planBlocked: false,
      note: `Historical records are excluded: ${names.join(', ')} ${names.length === 1 ? 'exists' : 'exist'} only on live records (2026 onward).`,
    };
  }
  const scoped = Boolean(f.councilId !== undefined || f.nation || f.q || f.postcode || f.referenceNorm);
  if (!scoped) {
    return {
      include: false,
      reaches,
      planBlocked: false,
      note: 'Historical records are included only when the date range comes with a council, nation, postcode or keyword (q).',
    };
  }
  if (!planAtLeast(account.plan, featureGates.archive)) {
    return {
      include: false,
      reaches,
      planBlocked: true,
      note: 'Historical records (before 2026) need a paid plan; this key is on the Demo plan.',
    };
  }
  return { include: true, reaches, planBlocked: false, note: null };
}

const paramOfFilter: Partial<Record<keyof ApplicationFilters, string>> = {
  categories: 'category',
  status: 'status',
  commercialWork: 'commercial_work',
  committee: 'committee',
  major: 'major',
  parishCode: 'parish',
  dmin: 'dmin',
  ownerCompany: 'owner_company',
  leaseholderCompany: 'leaseholder_company',
  ownerType: 'owner_type',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minFloorArea: 'min_floor_area',
  maxFloorArea: 'max_floor_area',
  epcRatings: 'epc_rating',
  decidedFrom: 'decided_from',
  decidedTo: 'decided_to',
  changedSince: 'changed_since',
};

/** Parameters that do not change which rows a query returns or their order (kept out of cursors). */
const PAGING_PARAMS = ['cursor', 'format', 'limit', 'per_page', 'total', 'include_contact'];

/**
 * Delivers rows: charges the records (429 when the allowance is used up), meters contact-bearing
 * records when the add-on applies, and serialises. Shared by search, nearby and by-id.
 */
export async function deliver(
  deps: Deps,
  account: Account,
  rows: ApplicationRow[],
  opts: {
    single: boolean;
    includeContact: boolean;
    /** The metering the page's own statement did (pageMeter), when it did. */
    metered?: PageMetering;
  },
): Promise<{ records: ApplicationRecord[]; charge: ChargeResult }> {
  const contactOn = account.contactAddon && opts.includeContact;
  const keysOf = (list: ApplicationRow[]) =>
    recordsDelivered(
      account,
      list.map((r) => recordKey(r.source, r.id)),
    );
  let charge: ChargeResult;
  if (opts.metered) {
    charge = applyCharge(account, opts.metered.meter, opts.metered.charge);
    // The request is counted now; the records still to charge when the statement could not.
    if (!opts.metered.complete) charge = await chargeRecords(deps.db, account, keysOf(rows));
  } else {
    const contactKeys = contactOn ? keysOf(rows.filter(hasContact)) : [];
    charge = await chargeRecords(deps.db, account, keysOf(rows), contactOn ? { contactKeys } : {});
  }
  const includeContact = contactOn && (charge.contact?.allowed ?? true);
  const records = rows.map((r) =>
    serializeApplication(r, {
      account,
      single: opts.single,
      includeContact,
      baseUrl: deps.config.PUBLIC_BASE_URL,
    }),
  );
  return { records, charge };
}

export { recordsDelivered };

/**
 * The metering a page's read may do in its own statement (one round trip for the page and its charge):
 * for every read but one delivering contact values under the Contact Data add-on, which meters the
 * records that hold one and so needs the rows first. Resolves once the request's per-minute decision
 * is known (the statement is built meanwhile); rejects with its refusal.
 */
export function pageMeter(account: Account, includeContact: boolean): Promise<MeterArgs> | undefined {
  // A HEAD charges no record: the page is read alone and deliver() counts the request.
  if (account.headersOnly) return undefined;
  if (account.contactAddon && includeContact) return undefined;
  const m = meterArgsDecided(account, []);
  // Awaited by the repository before it sends the statement; never left unobserved meanwhile.
  m.catch(() => {});
  return m;
}

/** meta.contact (spec 2.1): contact-bearing records metered by this call and what remains. */
export function contactMeta(charge: ChargeResult): Record<string, unknown> | undefined {
  const c = charge.contact;
  if (!c) return undefined;
  const out: Record<string, unknown> = {
    metered: c.metered,
    used: c.used,
    cap: c.cap,
    remaining: c.remaining,
  };
  if (!c.allowed)
    out.note =
      'The Contact Data allowance for this month is used up: contact fields were left out of this response.';
  return out;
}

export interface SearchResult {
  records: ApplicationRecord[];
  meta: Record<string, unknown> & { limit: number; next_cursor: string | null };
}

export async function searchApplications(
  deps: Deps,
  account: Account,
  query: SearchQuery,
): Promise<SearchResult> {
  const limit = pageSize(account, query.limit, query.per_page);
  const { filters, council } = await parseFilters(deps, account, query);
  const archive = archiveDecision(account, filters);
  const repo = new ApplicationsRepository(deps.db);

  const fpParams: Record<string, unknown> = { ...query, _archive: archive.include ? 1 : 0 };
  for (const p of PAGING_PARAMS) delete fpParams[p];
  const fingerprint = `applications?${queryFingerprint(fpParams)}`;
  const after = readCursor<SearchPosition>(deps.config.CURSOR_SECRET, fingerprint, query.cursor, (p) =>
    typeof p.s === 'number' && typeof p.i === 'number' && (p.d === null || typeof p.d === 'string')
      ? { s: p.s, d: p.d, i: p.i, ...(typeof p.h === 'string' ? { h: p.h } : {}) }
      : null,
  );

  const contact = includeContact(query.include_contact);
  const meter = pageMeter(account, contact);
  const page = await repo.search({ filters, includeArchive: archive.include, limit, after, meter });
  const { records, charge } = await deliver(deps, account, page.rows, {
    single: false,
    includeContact: contact,
    metered: page.metering,
  });

  const next = nextCursor(deps.config.CURSOR_SECRET, fingerprint, page.next && { ...page.next });
  const historicalIncluded = page.rows.some((r) => r.source === 'historical');
  let historicalAvailable = false;
  if (archive.planBlocked) historicalAvailable = await repo.archiveExists(filters);

  const meta: SearchResult['meta'] = { limit, next_cursor: next };
  if (records.length === 0) {
    const hint = emptyHint(filters, council, archive);
    if (hint) meta.hint = hint;
  }
  meta.historical_available = historicalAvailable;
  meta.historical_included = historicalIncluded;
  meta.historical_more = archive.include && page.nextIsArchive;
  if (archive.note && (archive.planBlocked ? historicalAvailable : true)) meta.historical_note = archive.note;
  if (query.total === '1') {
    const t = await repo.count(filters, archive.include, ARCHIVE_COUNT_CAP);
    meta.total = t.total;
    meta.total_capped = t.capped;
  }
  const contactUse = contactMeta(charge);
  if (contactUse) meta.contact = contactUse;
  if (filters.parishCode)
    meta.parish = (await repo.parishInfo(filters.parishCode)) ?? {
      code: filters.parishCode,
      name: null,
      council: null,
    };
  if (filters.ownerCompany)
    meta.owner_filter = {
      company_number: filters.ownerCompany,
      scope: filters.ownerScope ?? 'company',
      owner_type: filters.ownerType ?? null,
    };
  return { records, meta };
}

/**
 * meta.hint: why a query returned nothing, where the reason is knowable (spec 2.1). The council's
 * health and newest record are those of the council look-up (at most a minute old).
 */
function emptyHint(
  f: ApplicationFilters,
  council: CouncilRef | undefined,
  archive: ArchiveDecision,
): string | null {
  const today = new Date().toISOString().slice(0, 10);
  if (f.dateFrom && f.dateFrom > today) return `date_from (${f.dateFrom}) is in the future.`;
  if (f.postcode?.kind === 'full') {
    const pc = displayPostcode(f.postcode.norm);
    const district = f.postcode.norm.slice(0, -3);
    return `A full postcode covers only about 15 addresses. For applications around ${pc} use /v1/applications/nearby?postcode=${encodeURIComponent(pc)}, or search the district with postcode=${district}.`;
  }
  if (f.referenceNorm && f.councilId === undefined)
    return 'reference matches a council reference exactly (ignoring case and spaces) and is unique only within a council: add council, or use q for a partial match.';
  if (f.referenceNorm)
    return 'reference matches the council reference exactly (ignoring case and spaces): check it, or use q for a partial match.';
  if (archive.reaches && !archive.include && f.dateTo && f.dateTo < LIVE_START)
    return `Live records start in 2026 and this date range ends before it. ${archive.note ?? ''}`.trim();
  if (f.parishCode)
    return 'parish matches records by their coordinates inside the parish boundary; records without coordinates cannot match, and the parish code may not be covered yet.';
  if (f.decidedFrom || f.decidedTo)
    return 'decided_from and decided_to exclude records without a decision date (undecided applications).';
  if (f.minPrice !== undefined || f.maxPrice !== undefined)
    return 'min_price and max_price match only applications with a matched sale price (England and Wales).';
  if (f.minFloorArea !== undefined || f.maxFloorArea !== undefined || f.epcRatings)
    return 'Floor area and EPC rating filters match only applications with an energy performance certificate.';
  if (council) {
    const unread =
      (council.coverage !== null && council.coverage !== 'supported') ||
      council.platform === 'unknown' ||
      council.platform === 'unsupported';
    if (unread)
      return `council ${council.slug}: its planning register is not read${council.coverage_reason ? ` (${council.coverage_reason})` : ''}, so no records here is no coverage, not no applications (see /v1/councils).`;
    if (council.broken)
      return `council ${council.slug}: reading its portal is failing at the moment, so its newest records may be missing (see /v1/councils).`;
    if (f.dateFrom && council.newest_record_date && council.newest_record_date < f.dateFrom)
      return `council ${council.slug}: the newest record held is from ${council.newest_record_date} (see /v1/councils).`;
  }
  return null;
}

/** GET /v1/applications/{id} (spec 4.2). */
export async function getApplication(
  deps: Deps,
  account: Account,
  id: string,
  includeContact: boolean,
): Promise<ApplicationRecord> {
  if (isArchiveId(id))
    throw new NotFoundError(
      `${id} is a historical (archive) record: those are not individually retrievable. Find it with council and reference on /v1/applications.`,
      'id',
    );
  const repo = new ApplicationsRepository(deps.db);
  if ((account.contactAddon && includeContact) || account.headersOnly) {
    // Contact metering needs the row first (which records deliver a contact value): two round trips.
    // A HEAD reads the row alone too: deliver() charges it nothing and counts the request.
    const [row, associated, appeals] = await Promise.all([
      repo.findLive(id),
      associatedSummary(deps, account.plan, id),
      new AppealsRepository(deps.db).forApplication(id),
    ]);
    if (!row) throw new NotFoundError(`No application with id ${id}.`, 'id');
    const { records } = await deliver(deps, account, [row], { single: true, includeContact });
    records[0].associated = associated;
    records[0].appeals = appealsOfApplication(appeals, row, row.appeal);
    return records[0];
  }
  // One round trip: the record and its charge (and the request count of this metered read) together;
  // its associated summary (spec 2.5) is read at the same time on another connection.
  const m = await meterArgsDecided(account, []);
  const [{ row, charge }, associated, appeals] = await Promise.all([
    repo.findLiveMetered(id, m),
    associatedSummary(deps, account.plan, id),
    new AppealsRepository(deps.db).forApplication(id),
  ]);
  applyCharge(account, m, charge);
  if (!row) throw new NotFoundError(`No application with id ${id}.`, 'id');
  const record = serializeApplication(row, {
    account,
    single: true,
    includeContact: false,
    baseUrl: deps.config.PUBLIC_BASE_URL,
  });
  record.associated = associated;
  record.appeals = appealsOfApplication(appeals, row, row.appeal);
  return record;
}

/** Serialises a list response with meta in the order of spec 2.1. */
export function envelope(result: SearchResult) {
  const attribution = attributionFor(result.records as unknown as Record<string, unknown>[]);
  if (attribution.length) result.meta.attribution = attribution;
  return listEnvelope(result.records, result.meta);
}
