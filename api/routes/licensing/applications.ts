// GET /v1/licensing-applications (licensing spec 4.2-4.4: open by default, with the last day for
// representations) and /v1/licensing-applications/{id} (with related planning).
import type { ApiApp, ApiDeps } from '../../deps.js';
import { applicationsQuerySchema } from '../../schemas/licensing.js';
import { licensingRecordRoutes } from './records.js';

export async function licensingApplicationRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  licensingRecordRoutes(app, deps, {
    path: '/v1/licensing-applications',
    endpoint: 'applications',
    idPrefix: 'lap_',
    querystring: applicationsQuerySchema,
    list: {
      summary: 'Applications to licensing registers at a place; open ones by default',
      description:
        'Open applications carry consultation_end, the last day for representations. Every search names a place. Each application new to the account this month counts as 2 records. A point circle holding more than 5,000 records is refused with 422 query_too_broad.',
    },
    single: { summary: 'One licensing application, with the planning applications at the same premises' },
  });
}
