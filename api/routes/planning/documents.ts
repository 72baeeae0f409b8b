// GET /v1/applications/{id}/documents (spec 4.6, 2.10): the documents on a live application's council
// file (type, date, group, link), with titles naming a member of the public marked and the council's
// documents page in meta. A request; no record is charged (documents are not application records).
import { queryFingerprint } from '../../../core/cursor.js';
import { DOCUMENT_GROUPS } from '../../../core/domain/planning/associated.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { nextCursor, pageSize, parseList, readCursor } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import {
  applicationIdParams,
  documentsQuery,
  documentsResponse,
} from '../../schemas/planning/per-application.js';
import { getDocuments } from '../../services/documents.js';

export async function documentRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/applications/:id/documents',
    {
      schema: {
        tags: ['applications'],
        summary: 'Documents on the council file of an application',
        description:
          "Live applications only (archive records keep no documents: their ids answer 404). In the council's order, as read from its portal (Idox's documents tab; other platforms as they list documents). Every plan; counts as a request, charges no record.",
        params: applicationIdParams,
        querystring: documentsQuery,
        response: { 200: documentsResponse, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const limit = pageSize(req.account, q.limit);
      const groups = parseList(q.group, 'group', DOCUMENT_GROUPS);
      const fingerprint = `documents?${queryFingerprint({ id: req.params.id, group: groups?.join(',') })}`;
      const after = readCursor(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
        typeof p.p === 'number' ? p.p : null,
      );
      const list = await getDocuments(deps.db, req.params.id);
      const docs = list.documents.filter(
        (d) => (after === null || d.position > after) && (!groups || groups.includes(d.group)),
      );
      const page = docs.slice(0, limit);
      return sendJson(reply, {
        data: page,
        meta: {
          limit,
          count: page.length,
          next_cursor: nextCursor(
            deps.config.CURSOR_SECRET,
            fingerprint,
            docs.length > limit ? { p: page[page.length - 1].position } : null,
          ),
          application: list.application,
          documents_count: list.documents_count,
          documents_page: list.documents_page,
        },
      });
    },
  );
}
