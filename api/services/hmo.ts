// GET /v1/hmo-licences (spec 2.9, 4.11): parameters -> filters, the page on a keyset cursor carrying
// the day it was computed for (so a search paged over midnight keeps its as_of), record metering,
// meta (records, as_of, the filters as run with their defaults, the registers' attribution).
// GET /v1/hmo-licences/coverage: every council and district, counted as a request, not as records.
import { ukDate } from '../../core/calendar.js';
import { queryFingerprint } from '../../core/cursor.js';
import type { Knex } from '../../core/db.js';
import type { Config } from '../../core/config.js';
import { NotFoundError } from '../../core/errors.js';
import {
  HMO_LICENCE_TYPES,
  HMO_STATUS_FILTERS,
  type HmoStatusFilter,
} from '../../core/domain/hmo/vocabulary.js';
import {
  HmoLicencesRepository,
  type HmoFilters,
  type HmoPosition,
  type HmoSortKey,
} from '../../core/repositories/hmo/licences.repository.js';
import { hmoCoverage } from '../../core/repositories/hmo/registers.repository.js';
import { chargeRecords } from '../../feed/metering.js';
import { hmoSources, serializeHmoLicence, type HmoLicenceRecord } from '../../feed/hmo/record.js';
import type { Account } from '../plugins/auth.js';
import {
  displayPostcode,
  nextCursor,
  pageSize,
  parseCouncil,
  parseDate,
  parseList,
  parsePostcode,
  readCursor,
} from '../params.js';
import { recordsDelivered } from './applications.js';

export interface Deps {
  db: Knex;
  config: Config;
}

export interface HmoQuery {
  council?: string;
  postcode?: string;
  status?: string;
  licence_type?: string;
  min_occupants?: number;
  min_households?: number;
  expires_within?: number;
  sort?: string;
  planning?: string;
  removed?: string;
  first_seen_since?: string;
  ward?: string;
  limit?: number;
  cursor?: string;
  format?: string;
}

/** A record key of the metering (spec 8): one HMO licence. */
export const hmoRecordKey = (id: number) => `hl:${id}`;

function recordsMeta(
  account: Account,
  charge: { used: number; cap: number | null; remaining: number | null },
) {
  return {
    used: charge.used,
    cap: charge.cap,
    remaining: charge.remaining,
    one_off: account.allowances.oneOff,
  };
}

export async function searchHmo(
  deps: Deps,
  account: Account,
  q: HmoQuery,
): Promise<{
  records: HmoLicenceRecord[];
  meta: Record<string, unknown> & { limit: number; next_cursor: string | null };
}> {
  const limit = pageSize(account, q.limit);
  const f: HmoFilters = { removed: (q.removed as HmoFilters['removed']) ?? 'exclude' };
  let councilSlug: string | null = null;
  if (q.council !== undefined) {
    const c = await parseCouncil(deps.db, q.council);
    f.councilId = c.id;
    councilSlug = c.slug;
  }
  if (q.postcode !== undefined) f.postcode = parsePostcode(q.postcode);
  f.status = parseList(q.status, 'status', HMO_STATUS_FILTERS) as HmoStatusFilter[] | undefined;
  f.licenceTypes = parseList(q.licence_type, 'licence_type', HMO_LICENCE_TYPES);
  f.minOccupants = q.min_occupants;
  f.minHouseholds = q.min_households;
  f.expiresWithin = q.expires_within;
  if (q.planning !== undefined) f.planning = q.planning as HmoFilters['planning'];
  f.firstSeenSince = parseDate(q.first_seen_since, 'first_seen_since');
  if (q.ward !== undefined && q.ward.trim() !== '') f.ward = q.ward.trim();
  const sort = (q.sort as HmoSortKey | undefined) ?? 'newest';

  const fingerprint = `hmo?${queryFingerprint({
    council: f.councilId,
    postcode: q.postcode?.toUpperCase().replace(/\s+/g, ''),
    status: f.status?.join(','),
    licence_type: f.licenceTypes?.join(','),
    min_occupants: f.minOccupants,
    min_households: f.minHouseholds,
    expires_within: f.expiresWithin,
    planning: f.planning,
    removed: f.removed,
    first_seen_since: f.firstSeenSince,
    ward: f.ward?.toLowerCase(),
    sort,
  })}`;
  const after = readCursor(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
    (typeof p.d === 'string' || p.d === null) && typeof p.i === 'number' && typeof p.a === 'string'
      ? { d: p.d as string | null, i: p.i, a: p.a }
      : null,
  );
  // The day licence_status is computed for: today (UK), or the first page's day when paging on.
  const asOf = after?.a ?? ukDate(new Date());
  const page = await new HmoLicencesRepository(deps.db).search(f, {
    sort,
    limit,
    after: after ? ({ d: after.d, i: after.i } satisfies HmoPosition) : null,
    asOf,
  });
  const charge = await chargeRecords(
    deps.db,
    account,
    recordsDelivered(
      account,
      page.rows.map((r) => hmoRecordKey(r.id)),
    ),
  );
  const records = page.rows.map(serializeHmoLicence);
  const meta: Record<string, unknown> & { limit: number; next_cursor: string | null } = {
    limit,
    count: records.length,
    next_cursor: nextCursor(deps.config.CURSOR_SECRET, fingerprint, page.next && { ...page.next, a: asOf }),
    records: recordsMeta(account, charge),
    as_of: asOf,
    filters: {
      council: councilSlug,
      postcode: f.postcode
        ? f.postcode.kind === 'full'
          ? displayPostcode(f.postcode.norm)
          : q.postcode!.trim().toUpperCase()
        : null,
      status: f.status ?? null,
      licence_type: f.licenceTypes ?? null,
      min_occupants: f.minOccupants ?? null,
      min_households: f.minHouseholds ?? null,
      expires_within: f.expiresWithin ?? null,
      planning: f.planning ?? null,
      removed: f.removed,
      first_seen_since: f.firstSeenSince ?? null,
      ward: f.ward ?? null,
      sort,
      limit,
    },
    source: hmoSources(page.rows),
  };
  if (records.length === 0 && !q.cursor)
    meta.hint = councilSlug
      ? `No licence of ${councilSlug} matched. Whether its HMO register is held, and why not, is in /v1/hmo-licences/coverage.`
      : 'No licence matched. Which councils\u2019 HMO registers are held is in /v1/hmo-licences/coverage.';
  return { records, meta };
}

export async function getHmoLicence(
  deps: Deps,
  account: Account,
  id: number,
): Promise<{ data: HmoLicenceRecord; meta: Record<string, unknown> }> {
  const asOf = ukDate(new Date());
  const row = await new HmoLicencesRepository(deps.db).byId(id, asOf);
  if (!row) throw new NotFoundError(`No HMO licence with id ${id}.`, 'id');
  const charge = await chargeRecords(deps.db, account, recordsDelivered(account, [hmoRecordKey(row.id)]));
  return {
    data: serializeHmoLicence(row),
    meta: { records: recordsMeta(account, charge), as_of: asOf, source: hmoSources([row]) },
  };
}

export async function hmoCoverageReport(
  deps: Deps,
): Promise<{ data: Record<string, unknown>[]; meta: Record<string, unknown> }> {
  const asOf = ukDate(new Date());
  const rows = await hmoCoverage(deps.db, asOf);
  let shown = 0;
  let active = 0;
  let officialTotal = 0;
  let officialCovered = 0;
  let activeWithOfficial = 0;
  const sources = new Set<string>();
  for (const r of rows) {
    if (r.shown) {
      shown++;
      active += r.active_licences ?? 0;
    }
    if (r.official_licensed_hmos !== null) {
      officialTotal += r.official_licensed_hmos;
      if (r.official_source) sources.add(r.official_source);
      if (r.shown) {
        officialCovered += r.official_licensed_hmos;
        activeWithOfficial += r.active_licences ?? 0;
      }
    }
  }
  return {
    data: rows.map((r) => ({
      council: r.council,
      name: r.name,
      nation: r.nation,
      districts: r.districts,
      shown: r.shown,
      coverage: r.coverage,
      reason: r.reason,
      note: r.note,
      active_licences: r.active_licences,
      official_licensed_hmos: r.official_licensed_hmos,
      official_year: r.official_year,
      register_date: r.register_date,
      last_read: r.last_read ? r.last_read.toISOString() : null,
    })),
    meta: {
      count: rows.length,
      councils_shown: shown,
      active_licences: active,
      official_total: officialTotal,
      official_covered: officialCovered,
      coverage_pct: officialTotal > 0 ? Math.round((1000 * activeWithOfficial) / officialTotal) / 10 : null,
      official_sources: [...sources].sort(),
      as_of: asOf,
      source:
        "Councils' HMO licence registers as each publishes them; official counts of licensed HMOs as official_sources name them. County councils are not housing authorities and are not listed.",
    },
  };
}
