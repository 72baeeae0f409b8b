// GET /v1/hmo-licences, /v1/hmo-licences/coverage, /v1/hmo-licences/{id} (spec 2.9, 4.11). Handlers
// parse, call the services and send JSON or CSV; the SQL is in core/repositories/hmo.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { HMO_PLANNING_FILTERS, HMO_SORTS } from '../../../core/domain/hmo/vocabulary.js';
import { toCsv } from '../../../feed/csv.js';
import { HMO_CSV_COLUMNS } from '../../../feed/hmo/record.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { idParams, param } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { Enum, Nullable, OpenObject } from '../../schemas/common.js';
import { getHmoLicence, hmoCoverageReport, searchHmo } from '../../services/hmo.js';

const searchQuery = Type.Object(
  {
    council: param.council(),
    postcode: param.postcode('A full postcode (S10 1EL), a sector (S10 1), a district (S10) or an area (S).'),
    status: Type.Optional(
      Type.String({
        description:
          'Comma-separated licence_status values for the day in meta.as_of (licensed, applied, exempt, refused, withdrawn, revoked, surrendered, superseded, expired, unknown), or active: licensed for the day and still on the register as last read.',
      }),
    ),
    licence_type: Type.Optional(
      Type.String({ description: 'Comma-separated: mandatory, additional, hmo_other, temporary_exemption.' }),
    ),
    min_occupants: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, description: 'At least this many permitted occupants.' }),
    ),
    min_households: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, description: 'At least this many permitted households.' }),
    ),
    expires_within: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 60,
        description: 'Months: licences whose expiry falls from meta.as_of to this many months after it.',
      }),
    ),
    sort: Type.Optional(
      Enum(HMO_SORTS, {
        default: 'newest',
        description: 'newest: latest licence start first (default); expiry: soonest expiry first.',
      }),
    ),
    planning: Type.Optional(
      Enum(HMO_PLANNING_FILTERS, {
        description:
          'hmo_use: a planning application at the address is an HMO proposal (create, convert to, extend or change use); any: any application at the address; none: none.',
      }),
    ),
    removed: Type.Optional(
      Enum(['exclude', 'include', 'only'], {
        default: 'exclude',
        description:
          'Licences no longer listed on their register: left out (default), included, or only those.',
      }),
    ),
    first_seen_since: param.date('First seen on the register on or after'),
    ward: Type.Optional(
      Type.String({ maxLength: 100, description: 'The ward as the register names it (case ignored).' }),
    ),
    limit: param.limit(),
    cursor: param.cursor,
    format: param.format,
  },
  { additionalProperties: false },
);

const licence = OpenObject({ description: 'An HMO licence record (spec 2.9).' });
const recordsMeta = Type.Object({
  used: Type.Integer(),
  cap: Nullable(Type.Integer()),
  remaining: Nullable(Type.Integer()),
  one_off: Type.Boolean(),
});
const listResponse = Type.Object({
  data: Type.Array(licence),
  meta: Type.Object(
    {
      limit: Type.Integer(),
      count: Type.Integer(),
      next_cursor: Nullable(Type.String()),
      records: recordsMeta,
      as_of: Type.String({ description: 'The day licence_status is computed for (YYYY-MM-DD, UK).' }),
      filters: OpenObject({ description: 'The query as run, defaults included.' }),
      source: Type.Array(OpenObject(), {
        description: 'Each register the records come from, with the attribution to keep with them.',
      }),
    },
    { additionalProperties: true },
  ),
});
const coverageRow = OpenObject({ description: 'A council and its HMO register (spec 2.9 coverage row).' });
const coverageResponse = Type.Object({
  data: Type.Array(coverageRow),
  meta: OpenObject(),
});

export async function hmoLicenceRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/hmo-licences',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['hmo'],
        summary: 'Search HMO licences',
        description:
          'By place, status for the day, licence type, occupants, expiry and planning at the address; newest licence start first, or soonest expiry (sort=expiry); one opaque keyset cursor. Each licence is a record (spec 8).',
        querystring: searchQuery,
        response: { 200: listResponse, ...errorResponses() },
      },
    },
    async (req, reply) => {
      const { records, meta } = await searchHmo(deps, req.account, req.query);
      if (req.query.format === 'csv') {
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        reply.header('Content-Disposition', 'attachment; filename="hmo-licences.csv"');
        reply.header('X-Count', String(records.length));
        if (meta.next_cursor) reply.header('X-Next-Cursor', meta.next_cursor);
        return (reply as FastifyReply).send(toCsv(records, HMO_CSV_COLUMNS));
      }
      return sendJson(reply, { data: records, meta } as never);
    },
  );

  app.get(
    '/v1/hmo-licences/coverage',
    {
      schema: {
        tags: ['hmo'],
        summary: 'HMO register coverage: every council and district, shown or not with the reason',
        description: 'Active licences against official counts. Counted as a request, not as records.',
        response: { 200: coverageResponse, ...errorResponses() },
      },
    },
    async (_req, reply) => sendJson(reply, await hmoCoverageReport(deps)),
  );

  app.get(
    '/v1/hmo-licences/:id',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['hmo'],
        summary: 'One HMO licence by id',
        params: idParams('HMO licence'),
        response: { 200: Type.Object({ data: licence, meta: OpenObject() }), ...errorResponses(404) },
      },
    },
    async (req, reply) => sendJson(reply, await getHmoLicence(deps, req.account, req.params.id)),
  );
}
