// GET /v1/applications/{id}/associated (spec 2.5, 4.6): the family around the principal application,
// with the conditions ledger. Live applications only; one request, the members returned charged as
// records (spec 8).
import type { ApiApp, ApiDeps } from '../../deps.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  applicationIdParams,
  associatedQuery,
  associatedResponse,
} from '../../schemas/planning/per-application.js';
import { getAssociated } from '../../services/associated.js';

export async function associatedRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/applications/:id/associated',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['applications'],
        summary: 'Associated applications: the family around the principal, with the conditions ledger',
        description:
          'Live applications only (archive ids answer 404). Linking is exact and within one council: by references cited in descriptions, and by a shared reference core on the same site; never by proximity. Archive members (source historical) are omitted on the Demo plan and counted in meta.historical_omitted. One request; every member returned is charged as a record (spec 8).',
        params: applicationIdParams,
        querystring: associatedQuery,
        response: { 200: associatedResponse, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const result = await getAssociated(deps, req.account, req.params.id, {
        excludeHistorical: req.query.historical === 'exclude',
      });
      return sendJson(reply, result);
    },
  );
}
