// GET /v1/councils (spec 4.4): covered councils with coverage metadata. The item shape is ours (spec
// 2.10 leaves it open): slug (the `council` filter value), name, nation, ONS code, portal platform,
// record counts and dates, the last successful read and the health of the council's scraping.
import { Type } from '@sinclair/typebox';
import { NATIONS } from '../../core/domain/planning/vocabulary.js';
import { CouncilsRepository, type CouncilCoverageRow } from '../../core/repositories/councils.repository.js';
import { HEALTH_STATUSES, healthStatus } from '../../core/repositories/status.repository.js';
import type { ApiApp, ApiDeps } from '../deps.js';
import { errorResponses } from '../plugins/openapi.js';
import { Enum, Nullable } from '../schemas/common.js';

const councilSchema = Type.Partial(
  Type.Object({
    slug: Type.String({ description: 'Value of the council filter.' }),
    name: Type.String(),
    // A plain string: the councils table does not hold nation to the vocabulary, and an enum would make
    // the serialiser refuse a row outside it.
    nation: Type.String({ description: NATIONS.join(', ') }),
    ons_code: Nullable(Type.String()),
    platform: Nullable(
      Type.String({ description: 'Portal software the council runs (idox, northgate, ...).' }),
    ),
    records: Type.Integer({ description: 'Live records held.' }),
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
    meta: Type.Partial(Type.Object({ count: Type.Integer(), as_of: Type.String() })),
  }),
);

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function councilItem(r: CouncilCoverageRow) {
  const newest = [r.newest_record_date, r.live_newest].filter(Boolean).sort().pop() ?? null;
  const oldest = [r.oldest_record_date, r.live_oldest].filter(Boolean).sort()[0] ?? null;
  return {
    slug: r.slug,
    name: r.name,
    nation: r.nation,
    ons_code: r.ons_code,
    platform: r.platform,
    records: Math.max(r.live_records, 0),
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
        summary: 'Covered councils with coverage metadata',
        response: { 200: councilListSchema, ...errorResponses() },
      },
    },
    async () => {
      if (!cache || Date.now() - cache.at > CACHE_MS) {
        const rows = await new CouncilsRepository(deps.db).coverage();
        cache = { at: Date.now(), items: rows.map(councilItem) };
      }
      return {
        data: cache.items,
        meta: { count: cache.items.length, as_of: new Date(cache.at).toISOString() },
      };
    },
  );
}
