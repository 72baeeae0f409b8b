// GET /v1/appeals (spec 2.7, 4.9). Every plan.
import { Type } from '@sinclair/typebox';
import { APPEAL_KINDS } from '../../../core/domain/appeals/vocabulary.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { param } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { Enum, Nullable, OpenObject } from '../../schemas/common.js';
import { searchAppeals } from '../../services/appeals.js';

const query = Type.Object(
  {
    council: param.council(),
    outcome: Type.Optional(
      Type.String({
        description: 'Comma-separated: allowed, dismissed, split, quashed, withdrawn, invalid, other.',
      }),
    ),
    type: Type.Optional(
      Type.String({
        description: 'Comma-separated: planning, householder, enforcement, listed, lawful, advert, trees.',
      }),
    ),
    since: param.date('Decided on or after'),
    until: param.date('Decided on or before'),
    reference: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          "The council's application reference, or the appeal's reference in full (APP/U2750/W/25/3360163) or as its case number (3360163): finds the case whatever its kind.",
      }),
    ),
    postcode: Type.Optional(
      Type.String({
        maxLength: 10,
        description: 'The start of the site postcode (an area, district, sector or full postcode).',
      }),
    ),
    min_residences: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100000, description: 'At least this many residences.' }),
    ),
    kind: Type.Optional(
      Enum(APPEAL_KINDS, {
        default: 'appeals',
        description:
          'appeals (default); other: specialist casework only (call-ins, orders, certificates), excluded by default; all.',
      }),
    ),
    limit: param.limit(),
    cursor: param.cursor,
    include_contact: param.includeContact,
  },
  { additionalProperties: false },
);

export async function appealRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/appeals',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['appeals'],
        summary: 'Decided planning appeals for England, newest first',
        description:
          'Each appeal a record. Appellant and agent names only with the Contact Data add-on, metered on it. meta.source names the data file and its end date.',
        querystring: query,
        response: {
          200: Type.Object({
            data: Type.Array(OpenObject()),
            meta: Type.Object(
              {
                limit: Type.Integer(),
                count: Type.Integer(),
                next_cursor: Nullable(Type.String()),
                source: Type.String(),
              },
              { additionalProperties: true },
            ),
          }),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const { records, meta } = await searchAppeals(deps, req.account, req.query);
      return sendJson(reply, { data: records, meta } as never);
    },
  );
}
