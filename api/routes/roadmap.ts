// Endpoints of the spec that are on the roadmap: each answers 501 not_implemented (spec 7, 9) until it
// is built. This list is the one place to edit: whoever builds one of these removes its line here and
// registers the real route module in api/routes/index.ts.
//
// Not listed (being built now elsewhere): /v1/alerts..., /v1/webhooks..., /v1/exports..., /v1/constraints.
import { NotImplementedError } from '../../core/errors.js';
import type { ApiApp } from '../deps.js';
import { errorResponseSchema } from '../plugins/openapi.js';

export interface RoadmapEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
}

// Empty since wave 2 built the last of them (history, associated, documents, expiring consents,
// decision statistics, owners, appeals, HMO licences and the licensing product).
export const roadmapEndpoints: RoadmapEndpoint[] = [];

export async function roadmapRoutes(app: ApiApp): Promise<void> {
  for (const e of roadmapEndpoints) {
    app.route({
      method: e.method,
      url: e.url,
      schema: {
        tags: ['roadmap'],
        summary: `${e.summary}: roadmap, answers 501`,
        response: { 401: errorResponseSchema, 501: errorResponseSchema },
      },
      handler: async () => {
        throw new NotImplementedError(
          `${e.method} ${e.url.replace(/:(\w+)/g, '{$1}')} is on the roadmap and not live yet.`,
        );
      },
    });
  }
}
