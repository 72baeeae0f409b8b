// GET /v1/licensed-premises (licensing spec 4.2-4.4: in force by default), /v1/licensed-premises/{id}
// (with related planning) and /v1/licensed-premises/{id}/history (spec 2.2). Handlers parse, call the
// licensing service and send JSON or CSV.
import type { ApiApp, ApiDeps } from '../../deps.js';
import { includeContact } from '../../params.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  historyQuerySchema,
  historySchema,
  licenceListSchema,
  licenceSingleSchema,
  licencesQuerySchema,
  licensingIdParams,
  singleQuerySchema,
} from '../../schemas/licensing.js';
import { getHistory, getRecord, searchRecords } from '../../services/licensing.js';
import { licencesCsv } from '../../../feed/licensing/csv.js';

export async function licensedPremisesRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/licensed-premises',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'Licences of all kinds at a place; in force by default',
        description:
          'Every search names a place (council, postcode, uprn, lat+lng with radius, or bbox). Each licence new to the account this month counts as 2 records. A point circle holding more than 5,000 records is refused with 422 query_too_broad.',
        querystring: licencesQuerySchema,
        response: { 200: licenceListSchema, ...errorResponses(403, 422) },
      },
    },
    async (req, reply) => {
      const r = await searchRecords(deps, req.account, req.query, 'licences');
      if (req.query.format === 'csv')
        return sendCsv(
          reply,
          r.records,
          { next_cursor: r.meta.next_cursor, total: r.meta.total as number | undefined },
          'licensed-premises.csv',
          licencesCsv,
        );
      return sendJson(reply, { data: r.records, meta: listMeta(r.meta, r.records.length) });
    },
  );

  app.get(
    '/v1/licensed-premises/:id',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'One licence, with the planning applications at the same premises',
        params: licensingIdParams('lic_'),
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
          'licences',
          includeContact(req.query.include_contact),
        ),
      ),
  );

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

/** List meta in the order of the planning envelope: limit, count, next_cursor, then the rest. */
export function listMeta(
  meta: Record<string, unknown> & { limit: number; next_cursor: string | null },
  count: number,
): Record<string, unknown> & { limit: number; count: number; next_cursor: string | null } {
  const { limit, next_cursor, ...rest } = meta;
  return { limit, count, next_cursor, ...rest };
}
