// GET /v1/applications/{id}/history (spec 4.6, 2.10): the status and decision timeline of a live
// application, newest first, from the versions the store step writes. A request; no record is charged
// (the timeline is not an application record).
import { queryFingerprint } from '../../../core/cursor.js';
import { HISTORY_FIELDS } from '../../../core/domain/planning/associated.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { nextCursor, pageSize, parseList, readCursor } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  applicationIdParams,
  historyQuery,
  historyResponse,
} from '../../schemas/planning/per-application.js';
import { getHistory } from '../../services/history.js';

const HOW =
  'Each event is a version of the record in which a field of the status and decision timeline moved, read from the council portal by the nightly re-read (observed_at is when the service read it; council_dates are the dates the council published). Changes elsewhere in the record (documents, comments) are not events here.';

export async function historyRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/applications/:id/history',
    {
      schema: {
        tags: ['applications'],
        summary: 'Status and decision timeline of an application, newest first',
        description:
          'Live applications only (archive records never change: their ids answer 404). Every plan; counts as a request, charges no record.',
        params: applicationIdParams,
        querystring: historyQuery,
        response: { 200: historyResponse, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const limit = pageSize(req.account, q.limit);
      const fields = parseList(q.field, 'field', HISTORY_FIELDS);
      const fingerprint = `history?${queryFingerprint({ id: req.params.id, field: fields?.join(',') })}`;
      const before = readCursor(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
        typeof p.v === 'number' ? p.v : null,
      );
      const h = await getHistory(deps.db, req.params.id);
      const events = h.events.filter(
        (e) =>
          (before === null || e.version < before) &&
          (!fields || e.changes.some((c) => fields.includes(c.field))),
      );
      const page = events.slice(0, limit);
      const more = events.length > limit;
      return sendJson(reply, {
        data: page,
        meta: {
          limit,
          count: page.length,
          next_cursor: nextCursor(
            deps.config.CURSOR_SECRET,
            fingerprint,
            more ? { v: page[page.length - 1].version } : null,
          ),
          application: h.application,
          how: HOW,
        },
      });
    },
  );
}
