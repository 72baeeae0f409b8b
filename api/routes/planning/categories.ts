// GET /v1/categories (spec 4.4): the service's planning categories, the taxonomy of the normaliser
// (enrich/normalise/categories.data.ts), in priority order. Items carry the slug the `category` filter
// takes, a label and what the category covers.
import { Type } from '@sinclair/typebox';
import { CATEGORIES } from '../../../core/domain/planning/categories.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { errorResponses } from '../../plugins/openapi.js';

// The slug is a plain string here: this list is the vocabulary itself (an enum would only make the
// serialiser match each item against every slug).
const categoryListSchema = Type.Partial(
  Type.Object({
    data: Type.Array(
      Type.Partial(
        Type.Object({
          slug: Type.String({ description: 'Value of the category filter.' }),
          label: Type.String(),
          description: Type.String(),
        }),
      ),
    ),
    meta: Type.Partial(Type.Object({ count: Type.Integer() })),
  }),
);

export async function categoryRoutes(app: ApiApp, _deps: ApiDeps): Promise<void> {
  const data = CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, description: c.description }));
  app.get(
    '/v1/categories',
    {
      schema: {
        tags: ['coverage'],
        summary: 'Planning categories (values of the category filter)',
        response: { 200: categoryListSchema, ...errorResponses() },
      },
    },
    async () => ({ data, meta: { count: data.length } }),
  );
}
