// GET /v1/licensing/coverage (licensing spec 2.4): per council, whether its licensing register is
// read, when last read, licences in force by type and open applications; null counts (never zero)
// when unread. Counted as a request, not as records (spec 8).
import type { ApiApp, ApiDeps } from '../../deps.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { coverageQuerySchema, coverageSchema } from '../../schemas/licensing.js';
import { coverage } from '../../services/licensing.js';

export async function licensingCoverageRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/licensing/coverage',
    {
      schema: {
        tags: ['licensing'],
        summary: 'Licensing register coverage by council',
        description:
          'Every council, its licensing register read or not. A council not read has null counts: no records there is missing coverage, never zero licences. The slugs listed are those the council filter takes. Counted as a request, not as records.',
        querystring: coverageQuerySchema,
        response: { 200: coverageSchema, ...errorResponses() },
      },
    },
    async (req, reply) => sendJson(reply, (await coverage(deps, req.query)) as never),
  );
}
