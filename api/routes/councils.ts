// GET /v1/councils (spec 4.4): every UK local planning authority with its coverage. The item shape
// is ours (spec 2.10 leaves it open): slug (the `council` filter value), name, nation, ONS code,
// authority type, portal platform, coverage (whether its register is read, and why not), record
// counts and dates, the last successful read and the health of the council's scraping. A council
// whose register is not read has `records: null`, never 0: missing coverage is not zero
// applications.
import { Type } from '@sinclair/typebox';
import { NATIONS } from '../../core/domain/planning/vocabulary.js';
import { CouncilsRepository, type CouncilCoverageRow } from '../../core/repositories/councils.repository.js';
import { HEALTH_STATUSES, healthStatus } from '../../core/repositories/status.repository.js';
import type { ApiApp, ApiDeps } from '../deps.js';
import { errorResponses } from '../plugins/openapi.js';
import { Enum, Nullable } from '../schemas/common.js';

const COVERAGE_STATUSES = ['supported', 'broken', 'unsupported', 'unknown'] as const;
type CoverageStatus = (typeof COVERAGE_STATUSES)[number];
const AUTHORITY_TYPES = [
  'district',
  'unitary',
  'metropolitan-district',
  'london-borough',
  'county',
  'national-park',
  'development-corporation',
  'other',
] as const;
type AuthorityType = (typeof AUTHORITY_TYPES)[number];

/** The kind of planning authority, read off its ONS (GSS) code's entity prefix. */
export function authorityType(ons: string | null): AuthorityType {
  const p = (ons ?? '').slice(0, 3);
  switch (p) {
    case 'E06':
    case 'W06':
    case 'S12':
      return 'unitary';
    case 'E07':
    case 'N09':
      return 'district';
    case 'E08':
      return 'metropolitan-district';
    case 'E09':
      return 'london-borough';
    case 'E10':
      return 'county';
    case 'E26':
    case 'W18':
    case 'S21':
      return 'national-park';
    case 'E51':
      return 'development-corporation';
    default:
      return 'other';
  }
}

const councilSchema = Type.Partial(
  Type.Object({
    slug: Type.String({ description: 'Value of the council filter.' }),
    name: Type.String(),
    // A plain string: the councils table does not hold nation to the vocabulary, and an enum would make
    // the serialiser refuse a row outside it.
    nation: Type.String({ description: NATIONS.join(', ') }),
    ons_code: Nullable(Type.String()),
    authority_type: Enum(AUTHORITY_TYPES, {
      description:
        'From the ONS code: district, unitary (incl. Welsh and Scottish councils), metropolitan-district, london-borough, county (minerals, waste and its own development), national-park, development-corporation.',
    }),
    coverage: Type.Partial(
      Type.Object(
        {
          status: Enum(COVERAGE_STATUSES, {
            description:
              'supported: its register is read; broken: it is read but reading has stopped working (records held may be stale); unsupported: not read (its own system, a platform without an adapter, or a register shared with another council); unknown: no register found.',
          }),
          read: Type.Boolean({
            description:
              'Whether records here stand for the council: false means no coverage, not no applications.',
          }),
          reason: Nullable(
            Type.String({ description: 'Why it is not read (or is broken); null when read.' }),
          ),
        },
        {
          description: 'Whether the council is covered at all. A council not read has records null, never 0.',
        },
      ),
    ),
    platform: Nullable(
      Type.String({ description: 'Portal software the council runs (idox, northgate, ...).' }),
    ),
    records: Nullable(
      Type.Integer({
        description:
          'Live records held; null where the register has never been read (no coverage, not zero).',
      }),
    ),
    historical_records: Type.Integer({ description: 'Archive records held (before 2026).' }),
    newest_record: Nullable(Type.String({ format: 'date', description: 'Newest received date held.' })),
    oldest_record: Nullable(Type.String({ format: 'date' })),
    last_read: Nullable(
      Type.String({ format: 'date-time', description: 'Last successful read of the portal.' }),
    ),
    health: Type.Partial(
      Type.Object({
        status: Enum(HEALTH_STATUSES),
        consecutive_failures: Type.Integer(),
        last_attempt: Nullable(Type.String({ format: 'date-time' })),
        broken_since: Nullable(Type.String({ format: 'date-time' })),
        reason: Nullable(Type.String()),
      }),
    ),
  }),
);

const councilListSchema = Type.Partial(
  Type.Object({
    data: Type.Array(councilSchema),
    meta: Type.Partial(
      Type.Object({
        count: Type.Integer(),
        as_of: Type.String(),
        coverage: Type.Partial(
          Type.Object(
            {
              supported: Type.Integer(),
              broken: Type.Integer(),
              unsupported: Type.Integer(),
              unknown: Type.Integer(),
              read_share: Type.Number({
                description: 'Share of the listed planning authorities whose register is read (supported).',
              }),
            },
            { description: 'Councils by coverage status.' },
          ),
        ),
      }),
    ),
  }),
);

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

function coverage(r: CouncilCoverageRow): { status: CoverageStatus; read: boolean; reason: string | null } {
  let status: CoverageStatus =
    (r.coverage as CoverageStatus | null) ??
    (!r.platform || r.platform === 'unknown'
      ? 'unknown'
      : r.platform === 'unsupported'
        ? 'unsupported'
        : 'supported');
  let reason = r.coverage_reason ?? null;
  if (status === 'supported' && !r.enabled) {
    status = 'unsupported';
    reason = 'reading is switched off for this council';
  } else if (status === 'supported' && r.broken) {
    status = 'broken';
    reason = `reading its register has stopped working${r.broken_reason ? ` (${r.broken_reason})` : ''}; records held may be out of date`;
  } else if (status === 'supported' && !r.last_success_at) reason = 'not read yet';
  else if (status === 'supported') reason = null;
  if (status === 'unknown' && !reason) reason = 'no planning register known';
  if (status === 'unsupported' && !reason) reason = 'its register is not read';
  return { status, read: status === 'supported' && !!r.last_success_at, reason };
}

export function councilItem(r: CouncilCoverageRow) {
  const newest = [r.newest_record_date, r.live_newest].filter(Boolean).sort().pop() ?? null;
  const oldest = [r.oldest_record_date, r.live_oldest].filter(Boolean).sort()[0] ?? null;
  return {
    slug: r.slug,
    name: r.name,
    nation: r.nation,
    ons_code: r.ons_code,
    authority_type: authorityType(r.ons_code),
    coverage: coverage(r),
    platform: r.platform,
    // Never read and nothing held: no coverage, which a 0 would hide.
    records: r.last_success_at || r.live_records > 0 ? Math.max(r.live_records, 0) : null,
    historical_records: r.archive_records,
    newest_record: newest,
    oldest_record: oldest,
    last_read: iso(r.last_success_at),
    health: {
      status: healthStatus(r),
      consecutive_failures: r.consecutive_failures,
      last_attempt: iso(r.last_attempt_at),
      broken_since: iso(r.broken_since),
      reason: r.broken ? (r.broken_reason ?? null) : null,
    },
  };
}

// Coverage is an aggregate over every record: computed at most once a minute per process.
const CACHE_MS = 60_000;

export async function councilRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  let cache: { at: number; items: ReturnType<typeof councilItem>[] } | null = null;
  app.get(
    '/v1/councils',
    {
      schema: {
        tags: ['coverage'],
        summary: 'Every planning authority with its coverage: read, broken, unsupported or unknown, and why',
        response: { 200: councilListSchema, ...errorResponses() },
      },
    },
    async () => {
      if (!cache || Date.now() - cache.at > CACHE_MS) {
        const rows = await new CouncilsRepository(deps.db).coverage();
        cache = { at: Date.now(), items: rows.map(councilItem) };
      }
      const by = { supported: 0, broken: 0, unsupported: 0, unknown: 0 };
      for (const c of cache.items) by[c.coverage.status]++;
      const n = cache.items.length;
      return {
        data: cache.items,
        meta: {
          count: n,
          as_of: new Date(cache.at).toISOString(),
          coverage: { ...by, read_share: n ? Math.round((by.supported / n) * 1000) / 1000 : 0 },
        },
      };
    },
  );
}
