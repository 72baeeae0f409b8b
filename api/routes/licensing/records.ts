// The two record endpoints of licensing spec 4.2-4.4 share everything but their words: a search
// (JSON, or CSV with format=csv) and one record by id (with related planning), both metered, over
// api/services/licensing.ts. A licensing list endpoint is one call of licensingRecordRoutes.
import type { ApiApp, ApiDeps } from '../../deps.js';
import { includeContact } from '../../params.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  type applicationsQuerySchema,
  licenceListSchema,
  licenceSingleSchema,
  type licencesQuerySchema,
  licensingIdParams,
  singleQuerySchema,
} from '../../schemas/licensing.js';
import { getRecord, searchRecords, type RecordEndpoint } from '../../services/licensing.js';
import { licencesCsv } from '../../../feed/licensing/csv.js';

/** What one record endpoint says of itself; the rest is the same for every one. */
export interface LicensingRecordEndpoint {
  /** The list path ('/v1/licensed-premises'); by id is `${path}/:id`, the CSV file `<last part>.csv`. */
  path: string;
  endpoint: RecordEndpoint;
  /** The prefix of its records' public ids. */
  idPrefix: 'lic_' | 'lap_';
  querystring: typeof licencesQuerySchema | typeof applicationsQuerySchema;
  list: { summary: string; description: string };
  single: { summary: string };
}

/** GET `path` (search) and GET `path`/{id}, registered in that order. */
export function licensingRecordRoutes(app: ApiApp, deps: ApiDeps, e: LicensingRecordEndpoint): void {
  const csvName = `${e.path.slice(e.path.lastIndexOf('/') + 1)}.csv`;
  app.get(
    e.path,
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: e.list.summary,
        description: e.list.description,
        querystring: e.querystring,
        response: { 200: licenceListSchema, ...errorResponses(403, 422) },
      },
    },
    async (req, reply) => {
      const r = await searchRecords(deps, req.account, req.query, e.endpoint);
      if (req.query.format === 'csv')
        return sendCsv(
          reply,
          r.records,
          { next_cursor: r.meta.next_cursor, total: r.meta.total as number | undefined },
          csvName,
          licencesCsv,
        );
      return sendJson(reply, { data: r.records, meta: listMeta(r.meta, r.records.length) });
    },
  );

  app.get(
    `${e.path}/:id`,
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: e.single.summary,
        params: licensingIdParams(e.idPrefix),
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
          e.endpoint,
          includeContact(req.query.include_contact),
        ),
      ),
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
