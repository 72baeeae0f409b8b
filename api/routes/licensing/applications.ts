// GET /v1/licensing-applications (licensing spec 4.2-4.4: open by default, with the last day for
// representations) and /v1/licensing-applications/{id} (with related planning).
import type { ApiApp, ApiDeps } from '../../deps.js';
import { includeContact } from '../../params.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  applicationsQuerySchema,
  licenceListSchema,
  licenceSingleSchema,
  licensingIdParams,
  singleQuerySchema,
} from '../../schemas/licensing.js';
import { getRecord, searchRecords } from '../../services/licensing.js';
import { licencesCsv } from '../../../feed/licensing/csv.js';
import { listMeta } from './premises.js';

export async function licensingApplicationRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/licensing-applications',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'Applications to licensing registers at a place; open ones by default',
        description:
          'Open applications carry consultation_end, the last day for representations. Every search names a place. Each application new to the account this month counts as 2 records. A point circle holding more than 5,000 records is refused with 422 query_too_broad.',
        querystring: applicationsQuerySchema,
        response: { 200: licenceListSchema, ...errorResponses(403, 422) },
      },
    },
    async (req, reply) => {
      const r = await searchRecords(deps, req.account, req.query, 'applications');
      if (req.query.format === 'csv')
        return sendCsv(
          reply,
          r.records,
          { next_cursor: r.meta.next_cursor, total: r.meta.total as number | undefined },
          'licensing-applications.csv',
          licencesCsv,
        );
      return sendJson(reply, { data: r.records, meta: listMeta(r.meta, r.records.length) });
    },
  );

  app.get(
    '/v1/licensing-applications/:id',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'One licensing application, with the planning applications at the same premises',
        params: licensingIdParams('lap_'),
        querystring: singleQuerySchema,
        response: { 200: licenceSingleSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await getRecord(
          deps,
          req.account,
          req.params.id,
          'applications',
          includeContact(req.query.include_contact),
        ),
      ),
  );
}
