// GET /v1/licensed-premises (licensing spec 4.2-4.4: in force by default), /v1/licensed-premises/{id}
// (with related planning), both through records.ts, and /v1/licensed-premises/{id}/history (spec 2.2).
import type { ApiApp, ApiDeps } from '../../deps.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  historyQuerySchema,
  historySchema,
  licencesQuerySchema,
  licensingIdParams,
} from '../../schemas/licensing.js';
import { getHistory } from '../../services/licensing.js';
import { licensingRecordRoutes } from './records.js';

export async function licensedPremisesRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  licensingRecordRoutes(app, deps, {
    path: '/v1/licensed-premises',
    endpoint: 'licences',
    idPrefix: 'lic_',
    querystring: licencesQuerySchema,
    list: {
      summary: 'Licences of all kinds at a place; in force by default',
      description:
        'Every search names a place (council, postcode, uprn, lat+lng with radius, or bbox). Each licence new to the account this month counts as 2 records. A point circle holding more than 5,000 records is refused with 422 query_too_broad.',
    },
    single: { summary: 'One licence, with the planning applications at the same premises' },
  });

  app.get(
    '/v1/licensed-premises/:id/history',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'A licence and every event on it, newest first',
        description:
          "The council's own history where its register shows one and the changes the service observed between reads, each with event_date (the council's), observed_at (when the service saw it) and effective_date (when it takes effect, where the register says).",
        params: licensingIdParams('lic_'),
        querystring: historyQuerySchema,
        response: { 200: historySchema, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendJson(reply, (await getHistory(deps, req.account, req.params.id, req.query)) as never),
  );
}
