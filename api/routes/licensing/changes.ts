// GET /v1/licensing/changes (licensing spec 4.5): the change feed, oldest first, on a position
// cursor returned on the last page too. The feed for all councils at once is Business and above.
import type { ApiApp, ApiDeps } from '../../deps.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { feedQuerySchema, feedSchema } from '../../schemas/licensing.js';
import { changeFeed } from '../../services/licensing.js';
import { changesCsv } from '../../../feed/licensing/csv.js';
import { listMeta } from './records.js';

export async function licensingChangesRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/licensing/changes',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['licensing'],
        summary: 'The licensing change feed: derived events and field changes, oldest first',
        description:
          'Rows with stable lev_ ids, oldest first. meta.next_cursor is returned on the last page too: keep it and ask again later for the rows since. Without a place the feed covers every council: Business and above. The records the rows are about are charged as records (2 each, new to the account this month).',
        querystring: feedQuerySchema,
        response: { 200: feedSchema, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const r = await changeFeed(deps, req.account, req.query);
      if (req.query.format === 'csv')
        return sendCsv(
          reply,
          r.records,
          { next_cursor: r.meta.next_cursor },
          'licensing-changes.csv',
          changesCsv,
        );
      // Records are typed loosely (feed/licensing/record.ts); the schema documents them.
      return sendJson(reply, { data: r.records, meta: listMeta(r.meta, r.records.length) } as never);
    },
  );
}
