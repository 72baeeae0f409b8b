// GET /v1/consents/expiring (spec 2.8, 4.8): permitted full and outline permissions whose time limit
// falls in a window (today to `months` ahead; with passed=1 also the last 90 days), ordered by limit
// date, on a keyset cursor. Read from consent_limits, which the planning.derived job rebuilds nightly
// (core/repositories/planning/consents.repository.ts); meta.how says when. Paid plans (the archive);
// each consent delivered is its application's record, charged as usual (spec 8).
import { Type } from '@sinclair/typebox';
import { queryFingerprint } from '../../../core/cursor.js';
import { InvalidRequestError } from '../../../core/errors.js';
import { featureGates, requirePlan } from '../../../core/plans.js';
import {
  HOUSEHOLDER_MODES,
  PASSED_DAYS,
  TIME_LIMIT_RULES,
} from '../../../core/domain/planning/time-limits.js';
import {
  ConsentsRepository,
  type ConsentQuery,
  type ConsentRow,
} from '../../../core/repositories/planning/consents.repository.js';
import { chargeRecords, recordKey } from '../../../feed/metering.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { nextCursor, pageSize, param, parseBbox, parseCouncil, readCursor } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { Enum, Nullable } from '../../schemas/common.js';
import { recordsDelivered } from '../../services/applications.js';

export const DEFAULT_MONTHS = 6;
export const MAX_MONTHS = 12;

const query = Type.Object(
  {
    council: param.council(),
    bbox: param.bbox,
    months: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_MONTHS,
        description: `Months ahead of today the window reaches (default ${DEFAULT_MONTHS}, at most ${MAX_MONTHS}).`,
      }),
    ),
    passed: Type.Optional(
      Enum(['1'], { description: `1: the window also takes the last ${PASSED_DAYS} days (limits passed).` }),
    ),
    householder: Type.Optional(
      Enum(HOUSEHOLDER_MODES, {
        description: 'exclude (default) householder permissions, include them, or only them.',
      }),
    ),
    min_homes: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'At least this many homes stated.' }),
    ),
    limit: param.limit(),
    cursor: param.cursor,
    total: Type.Optional(Enum(['1'], { description: '1: meta.total, the whole window count.' })),
  },
  { additionalProperties: false },
);

const followOn = Type.Object({
  count: Type.Integer({ description: 'Applications citing the permission (same council).' }),
  discharges: Type.Integer(),
  variations: Type.Integer({ description: 'Variations of conditions (s73) and other amendments.' }),
  reserved_matters: Type.Integer(),
  last_date: Nullable(Type.String({ format: 'date', description: 'Latest received date among them.' })),
  conditions_named: Type.Array(Type.String(), {
    description: 'Condition numbers the discharge applications name.',
  }),
  live_applications: Type.Integer({ description: 'Of them, live records (received 2026 onward).' }),
});

const consent = Type.Object({
  id: Type.String({ description: 'The application public id (h_ for archive records).' }),
  reference: Type.String(),
  authority: Type.Object({ slug: Type.String(), name: Type.String() }),
  address: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  procedure: Enum(['full', 'outline']),
  decided_date: Type.String({ format: 'date' }),
  time_limit: Type.Object({
    date: Type.String({ format: 'date' }),
    rule: Enum(TIME_LIMIT_RULES),
    years: Type.Integer(),
    assumes: Type.String(),
    limit_passed: Type.Boolean(),
  }),
  homes: Nullable(Type.Integer()),
  householder: Type.Boolean(),
  follow_on: followOn,
  links: Type.Object({ council: Nullable(Type.String()) }),
  source: Enum(['live', 'historical']),
});

const response = Type.Object({
  data: Type.Array(consent),
  meta: Type.Object({
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    window: Type.Object({
      from: Type.String({ format: 'date' }),
      to: Type.String({ format: 'date' }),
      months: Type.Integer(),
      includes_passed: Type.Boolean(),
    }),
    householder: Enum(HOUSEHOLDER_MODES),
    how: Type.String(),
    computed_at: Nullable(
      Type.String({ format: 'date-time', description: 'When the limits were last computed.' }),
    ),
    total: Type.Optional(Type.Integer()),
    hint: Type.Optional(Type.String()),
  }),
});

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** today + n calendar months, as PostgreSQL's date + interval (31 Jan + 1 month -> 28/29 Feb). */
function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(y, m - 1 + n, Math.min(d, last)));
}

export function serializeConsent(r: ConsentRow, today: string) {
  return {
    id: r.public_id,
    reference: r.reference,
    authority: { slug: r.council_slug, name: r.council_name },
    address: r.address,
    postcode: r.postcode,
    procedure: r.procedure,
    decided_date: r.decided_date,
    time_limit: {
      date: r.limit_date,
      rule: r.rule,
      years: r.years,
      assumes: r.assumes,
      limit_passed: r.limit_date < today,
    },
    homes: r.homes,
    householder: r.householder,
    follow_on: r.follow_on,
    links: { council: r.links?.council ?? null },
    source: r.source,
  };
}

const HOW =
  "Permitted full and outline permissions (live and archive records) with their time limit: commencement (full: 3 years in England and Scotland, 5 in Wales and Northern Ireland, from the decision), reserved_matters (outline, the same years) or commencement_after_rm (outline with reserved matters approved: the later of those years and 2 years from the last approval); a Scottish permission in principle has one 5-year limit. The council's published expiry date wins where given. Follow-ons are the applications of the same council whose description cites the permission's reference. A condition may set another period; a consent with no follow-on is a prompt to check the site, not a finding of lapse.";

export async function consentRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/consents/expiring',
    {
      schema: {
        tags: ['consents'],
        summary: 'Consents approaching their time limit (paid plans)',
        description:
          'Ordered by limit date (then id). Each consent delivered is its application record for metering (spec 8). The limits are computed nightly; meta.computed_at says when.',
        querystring: query,
        response: { 200: response, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      requirePlan(req.account, featureGates.expiring_consents!, 'consents');
      const limit = pageSize(req.account, q.limit);
      const council = q.council !== undefined ? await parseCouncil(deps.db, q.council) : undefined;
      const bbox = parseBbox(q.bbox);
      const months = q.months ?? DEFAULT_MONTHS;
      if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS)
        throw new InvalidRequestError(`months must be a whole number from 1 to ${MAX_MONTHS}.`, 'months');
      const today = isoDay(Date.now());
      const passed = q.passed === '1';
      const cq: ConsentQuery = {
        from: passed ? isoDay(Date.now() - PASSED_DAYS * DAY) : today,
        to: addMonths(today, months),
        councilId: council?.id,
        bbox,
        householder: q.householder ?? 'exclude',
        minHomes: q.min_homes,
      };
      const fp = `consents?${queryFingerprint({
        council: council?.id,
        bbox: q.bbox,
        months,
        passed: passed ? 1 : 0,
        householder: cq.householder,
        min_homes: q.min_homes,
      })}`;
      const after = readCursor(deps.config.CURSOR_SECRET, fp, q.cursor, (p) =>
        typeof p.d === 'string' && typeof p.p === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.d)
          ? { d: p.d, p: p.p }
          : null,
      );
      const repo = new ConsentsRepository(deps.db);
      const [page, refresh, total] = await Promise.all([
        repo.page(cq, limit, after),
        repo.lastRefresh(),
        q.total === '1' ? repo.count(cq) : Promise.resolve(undefined),
      ]);
      await chargeRecords(
        deps.db,
        req.account,
        recordsDelivered(
          req.account,
          page.rows.map((r) => recordKey(r.source, r.app_id)),
        ),
      );
      const data = page.rows.map((r) => serializeConsent(r, today));
      const meta: Record<string, unknown> = {
        limit,
        count: data.length,
        next_cursor: nextCursor(deps.config.CURSOR_SECRET, fp, page.next),
        window: { from: cq.from, to: cq.to, months, includes_passed: passed },
        householder: cq.householder,
        how: HOW,
        computed_at: refresh ? refresh.refreshed_at.toISOString() : null,
      };
      if (total !== undefined) meta.total = total;
      if (!data.length && !after)
        meta.hint = !refresh
          ? 'The time limits have not been computed yet on this service (the planning.derived job, nightly).'
          : `No permitted full or outline permission reaches its limit in this window${cq.householder === 'exclude' ? ' (householder permissions excluded: householder=include)' : ''}; widen months (at most ${MAX_MONTHS}) or add passed=1.`;
      return sendJson(reply, { data, meta } as never);
    },
  );
}
