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

export const roadmapEndpoints: RoadmapEndpoint[] = [
  { method: 'GET', url: '/v1/applications/:id/history', summary: 'Status and decision timeline (spec 4.6)' },
  {
    method: 'GET',
    url: '/v1/applications/:id/associated',
    summary: 'Associated applications (spec 2.5, 4.6)',
  },
  {
    method: 'GET',
    url: '/v1/applications/:id/documents',
    summary: 'Documents on the council file (spec 4.6)',
  },
  {
    method: 'GET',
    url: '/v1/consents/expiring',
    summary: 'Consents approaching their time limit (spec 2.8, 4.8)',
  },
  { method: 'GET', url: '/v1/decision-stats', summary: 'Decision-time statistics (spec 4.10)' },
  { method: 'GET', url: '/v1/owners', summary: 'Owners by name or registry number (spec 4.12)' },
  { method: 'GET', url: '/v1/owners/:number', summary: 'One owner or group (spec 2.6, 4.12)' },
  {
    method: 'GET',
    url: '/v1/owners/:number/applications',
    summary: "Applications on an owner's land (spec 4.12)",
  },
  { method: 'GET', url: '/v1/owners/:number/group', summary: 'Company group tree (spec 4.12)' },
  { method: 'GET', url: '/v1/licensing-applications', summary: 'Licensing applications (licensing spec 4)' },
  {
    method: 'GET',
    url: '/v1/licensing-applications/:id',
    summary: 'One licensing application (licensing spec 4)',
  },
  { method: 'GET', url: '/v1/licensed-premises', summary: 'Licensed premises (licensing spec 4)' },
  { method: 'GET', url: '/v1/licensed-premises/:id', summary: 'One licence (licensing spec 4)' },
  {
    method: 'GET',
    url: '/v1/licensed-premises/:id/history',
    summary: 'Licence history (licensing spec 2.2, 4)',
  },
  {
    method: 'GET',
    url: '/v1/licensing/coverage',
    summary: 'Licensing register coverage (licensing spec 2.4)',
  },
  { method: 'GET', url: '/v1/licensing/changes', summary: 'Licensing change feed (licensing spec 4.5)' },
];

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
