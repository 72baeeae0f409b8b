// GET /v1/decision-stats (spec 4.10, 3.1): median days to decision, the shares decided within eight
// weeks (and thirteen, and within the agreed time where the council publishes its target date),
// approval rate (approved / (approved + refused)) and rank, for a council, a nation or the UK, by kind
// of application and period. Computed from our own records into decision_stats by the
// planning.derived job (nightly), so every scope is one indexed read; meta.computed_at says when, and
// meta.coverage says when a council's records are too few or start inside the period.
import { Type } from '@sinclair/typebox';
import {
  DECISION_KIND_LABELS,
  DECISION_KINDS,
  DEFAULT_PERIOD,
  MIN_TIMED,
  PERIOD_PATTERN,
  type DecisionKind,
} from '../../../core/domain/planning/decision-kinds.js';
import { NATIONS } from '../../../core/domain/planning/vocabulary.js';
import { InvalidRequestError } from '../../../core/errors.js';
import {
  DecisionStatsRepository,
  type StatsRow,
} from '../../../core/repositories/planning/decision-stats.repository.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { param, parseCouncil, parseList } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { Enum, Nullable } from '../../schemas/common.js';

const query = Type.Object(
  {
    council: param.council('Council slug: the figures of one council (with its rank in its nation).'),
    nation: Type.Optional(
      Enum(NATIONS, { description: 'The figures of one nation (with its rank among the four).' }),
    ),
    kind: Type.Optional(
      Type.String({
        description: `Comma-separated kinds: ${DECISION_KINDS.join(', ')}. Default: every kind.`,
        maxLength: 200,
      }),
    ),
    period: Type.Optional(
      Type.String({
        pattern: PERIOD_PATTERN,
        description: `A quarter (2026-Q1), a calendar year (2026) or ${DEFAULT_PERIOD} (default), by decision date.`,
      }),
    ),
  },
  { additionalProperties: false },
);

const position = Type.Integer({ description: '1 = best among those ranked.' });
const statsRow = Type.Object({
  kind: Enum(DECISION_KINDS),
  label: Type.String(),
  decided: Type.Integer({ description: 'Decisions (approved, refused or decided) in the period.' }),
  timed: Type.Integer({ description: 'Of them, with day-exact start and decision dates (used for times).' }),
  median_days: Nullable(
    Type.Number({ description: 'Median days from validation (else receipt) to decision.' }),
  ),
  within_8_weeks: Nullable(Type.Number({ description: 'Share of timed decisions made within 56 days.' })),
  within_13_weeks: Nullable(
    Type.Number({ description: 'Share within 91 days (the major statutory period).' }),
  ),
  within_agreed_time: Nullable(
    Type.Number({ description: "Share decided by the council's target date, where it publishes one." }),
  ),
  agreed_time_known: Type.Integer({ description: 'Timed decisions with a published target date.' }),
  in_time: Nullable(
    Type.Number({
      description:
        'Share within the statutory period (13 weeks major, 8 weeks otherwise) or by the target date: the official "in time".',
    }),
  ),
  approved: Type.Integer(),
  refused: Type.Integer(),
  withdrawn: Type.Integer(),
  approval_rate: Nullable(Type.Number({ description: 'approved / (approved + refused) (spec 3.1).' })),
  rank: Nullable(
    Type.Object({
      among: Type.String(),
      of: Type.Integer(),
      median_days: position,
      within_8_weeks: position,
      approval_rate: position,
    }),
  ),
});

const response = Type.Object({
  data: Type.Array(statsRow),
  meta: Type.Object({
    count: Type.Integer(),
    scope: Type.Object({
      level: Enum(['council', 'nation', 'uk']),
      council: Nullable(Type.Object({ slug: Type.String(), name: Type.String() })),
      nation: Nullable(Type.String()),
    }),
    period: Type.Object({
      label: Type.String(),
      from: Nullable(Type.String({ format: 'date' })),
      to: Nullable(Type.String({ format: 'date' })),
    }),
    coverage: Type.Object({
      thin: Type.Boolean(),
      note: Nullable(Type.String()),
      held_from: Nullable(Type.String({ format: 'date' })),
    }),
    how: Type.String(),
    computed_at: Nullable(Type.String({ format: 'date-time' })),
    as_of: Nullable(Type.String({ format: 'date' })),
  }),
});

const share = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : null);

function serialize(kind: DecisionKind, r: StatsRow | undefined) {
  const z = r ?? null;
  const approved = z?.approved ?? 0;
  const refused = z?.refused ?? 0;
  const timed = z?.timed ?? 0;
  const rank = z?.rank as
    | { among: string; of: number; median_days: number; within_8_weeks: number; approval_rate: number }
    | null
    | undefined;
  return {
    kind,
    label: DECISION_KIND_LABELS[kind],
    decided: z?.decided ?? 0,
    timed,
    median_days: z?.median_days ?? null,
    within_8_weeks: share(z?.within_8_weeks ?? 0, timed),
    within_13_weeks: share(z?.within_13_weeks ?? 0, timed),
    within_agreed_time: share(z?.within_agreed ?? 0, z?.agreed_known ?? 0),
    agreed_time_known: z?.agreed_known ?? 0,
    in_time: share(z?.in_time ?? 0, timed),
    approved,
    refused,
    withdrawn: z?.withdrawn ?? 0,
    approval_rate: share(approved, approved + refused),
    rank: rank
      ? {
          among: rank.among,
          of: rank.of,
          median_days: rank.median_days,
          within_8_weeks: rank.within_8_weeks,
          approval_rate: rank.approval_rate,
        }
      : null,
  };
}

const HOW = `Computed from this service's own records (live and archive) by decision date. Times run from the validation date (else the received date) to the decision date, for records whose two dates are day-exact. Kinds follow the official returns: major (10 or more homes, 1,000 m2, 1 ha, or the council's major label), minor (1 to 9 homes, new or extended commercial floorspace), other (the rest of full, outline, reserved matters, variations, listed building and advertisement consents; householder included), with prior approvals, certificates, discharges and tree works counted apart. Councils are ranked within their nation, nations among the four, when at least ${MIN_TIMED} decisions are timed.`;

export async function decisionStatsRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/decision-stats',
    {
      schema: {
        tags: ['decision-stats'],
        summary: 'Decision-time statistics for a council, a nation or the UK',
        description:
          'One row per kind of application. Every plan; a request, not records. Recomputed nightly: meta.computed_at.',
        querystring: query,
        response: { 200: response, ...errorResponses() },
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.council !== undefined && q.nation !== undefined)
        throw new InvalidRequestError('Give council or nation, not both (neither: the UK).', 'nation');
      const council = q.council !== undefined ? await parseCouncil(deps.db, q.council) : undefined;
      const kinds = (parseList(q.kind, 'kind', DECISION_KINDS) as DecisionKind[] | undefined) ?? [
        ...DECISION_KINDS,
      ];
      const period = q.period ?? DEFAULT_PERIOD;
      const level = council ? 'council' : q.nation ? 'nation' : 'uk';
      const scope = council ? String(council.id) : (q.nation ?? 'uk');
      const repo = new DecisionStatsRepository(deps.db);
      const [rows, refresh] = await Promise.all([
        repo.read(level, scope, period, [...new Set([...kinds, 'all'])]),
        repo.lastRefresh(),
      ]);
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      const data = kinds.map((k) => serialize(k, byKind.get(k)));
      const any = rows[0];
      const from = any?.period_from ?? periodBounds(period, refresh?.as_of ?? null).from;
      const to = any?.period_to ?? periodBounds(period, refresh?.as_of ?? null).to;
      // Coverage is judged on every planning decision of the scope, whatever kinds were asked.
      const all = byKind.get('all');
      const heldFrom = any?.held_from ?? null;
      const notes: string[] = [];
      if (!refresh)
        notes.push(
          'The statistics have not been computed yet on this service (the planning.derived job, nightly).',
        );
      if (level === 'council' && heldFrom && from && heldFrom > from)
        notes.push(
          `This council's records start on ${heldFrom}, inside the period: its figures cover part of it.`,
        );
      if ((all?.timed ?? 0) < MIN_TIMED)
        notes.push(
          `Fewer than ${MIN_TIMED} planning decisions with exact dates are held for this scope and period: read the figures with care.`,
        );
      else if (all && all.timed < all.decided / 2)
        notes.push('Fewer than half the decisions held have day-exact dates: times are read from the rest.');
      return sendJson(reply, {
        data,
        meta: {
          count: data.length,
          scope: {
            level,
            council: council ? { slug: council.slug, name: council.name } : null,
            nation:
              level === 'nation'
                ? (q.nation ?? null)
                : level === 'council'
                  ? (council?.nation ?? null)
                  : null,
          },
          period: { label: period, from, to },
          coverage: {
            thin: notes.length > 0,
            note: notes.length ? notes.join(' ') : null,
            held_from: heldFrom,
          },
          how: HOW,
          computed_at: refresh ? refresh.refreshed_at.toISOString() : null,
          as_of: refresh?.as_of ?? null,
        },
      } as never);
    },
  );
}

/** The dates a period label covers (last-12-months: to the day the figures were computed for). */
export function periodBounds(
  period: string,
  asOf: string | null,
): { from: string | null; to: string | null } {
  const qm = /^(\d{4})-Q([1-4])$/.exec(period);
  if (qm) {
    const y = Number(qm[1]);
    const q = Number(qm[2]);
    const end = new Date(Date.UTC(y, q * 3, 0)).toISOString().slice(0, 10);
    return { from: `${y}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`, to: end };
  }
  if (/^\d{4}$/.test(period)) return { from: `${period}-01-01`, to: `${period}-12-31` };
  if (!asOf) return { from: null, to: null };
  const [y, m, d] = asOf.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y - 1, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from, to: asOf };
}
