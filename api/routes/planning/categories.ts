// GET /v1/categories (spec 4.4): the service's planning categories, the taxonomy of the normaliser
// (enrich/normalise/categories.data.ts), in priority order. Items carry the slug the `category` filter
// takes, a label and what the category covers.
import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from '../../../core/domain/planning/categories.js';
import type { ApiDeps } from '../../app.js';
import { errorResponses } from '../../plugins/openapi.js';

export async function categoryRoutes(app: FastifyInstance, _deps: ApiDeps): Promise<void> {
  const data = CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, description: c.description }));
  app.get(
    '/v1/categories',
    {
      schema: {
        tags: ['coverage'],
        summary: 'Planning categories (values of the category filter)',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    slug: { type: 'string' },
                    label: { type: 'string' },
                    description: { type: 'string' },
                  },
                },
              },
              meta: { type: 'object', properties: { count: { type: 'integer' } } },
            },
          },
          ...errorResponses(),
        },
      },
    },
    async () => ({ data, meta: { count: data.length } }),
  );
}
