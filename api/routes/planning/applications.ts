// GET /v1/applications (spec 4.1), GET /v1/applications/nearby (4.3), GET /v1/applications/{id} (4.2).
// Handlers parse, call the services and send JSON or CSV; the SQL lives in the repository.
import { Type } from '@sinclair/typebox';
import { queryFingerprint } from '../../../core/cursor.js';
import { ApplicationsRepository } from '../../../core/repositories/planning/applications.repository.js';
import { CATEGORY_SLUGS } from '../../../core/domain/planning/categories.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import {
  includeContact,
  NEARBY_DEFAULT_RADIUS,
  NEARBY_MAX_RADIUS,
  nextCursor,
  pageSize,
  param,
  parseList,
  parsePointOrPostcode,
  parseRadius,
  readCursor,
} from '../../params.js';
import { sendCsv } from '../../plugins/csv.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses, jsonOrCsv } from '../../plugins/openapi.js';
import {
  applicationListSchema,
  applicationSingleSchema,
  searchQuerySchema,
} from '../../schemas/planning/application.js';
import {
  contactMeta,
  deliver,
  envelope,
  getApplication,
  pageMeter,
  searchApplications,
} from '../../services/applications.js';
import { attributionFor } from '../../../feed/attribution.js';

const nearbyQuerySchema = Type.Object(
  {
    lat: param.lat,
    lng: param.lng,
    postcode: param.postcode('Full or partial UK postcode instead of lat/lng, geocoded server-side.'),
    radius: param.radius,
    category: Type.Optional(Type.String({ description: 'Comma-separated category slugs.' })),
    limit: param.limit(),
    cursor: param.cursor,
    format: param.format,
    include_contact: param.includeContact,
  },
  { additionalProperties: false },
);

const idParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'Public id or numeric id.' }),
});
const singleQuery = Type.Object({ include_contact: param.includeContact }, { additionalProperties: false });

export async function applicationRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/applications',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['applications'],
        summary: 'Search applications',
        description:
          'Newest received first (date_received DESC NULLS LAST, then id DESC): live records, then archive records on paid plans when the date range reaches before 2026 with a scope, all on one opaque keyset cursor.',
        querystring: searchQuerySchema,
        response: { 200: jsonOrCsv(applicationListSchema), ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      const result = await searchApplications(deps, req.account, req.query);
      if (req.query.format === 'csv')
        return sendCsv(reply, result.records, {
          next_cursor: result.meta.next_cursor,
          total: result.meta.total as number | undefined,
        });
      return sendJson(reply, envelope(result));
    },
  );

  app.get(
    '/v1/applications/nearby',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['applications'],
        summary: 'Applications near a point or postcode, nearest first',
        description: `Live records within radius metres (default ${NEARBY_DEFAULT_RADIUS}, at most ${NEARBY_MAX_RADIUS}), nearest first, each with distance_m.`,
        querystring: nearbyQuerySchema,
        response: { 200: jsonOrCsv(applicationListSchema), ...errorResponses() },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const account = req.account;
      const { lat, lng } = await parsePointOrPostcode(deps.db, q, { postcode: 'any' });
      const radius =
        parseRadius(q.radius, { max: NEARBY_MAX_RADIUS, over: 'clamp' }) ?? NEARBY_DEFAULT_RADIUS;
      const limit = pageSize(account, q.limit);
      const categories = parseList(q.category, 'category', CATEGORY_SLUGS);
      const fingerprint = `nearby?${queryFingerprint({ lat, lng, radius, category: categories?.join(',') })}`;
      const after = readCursor(deps.config.CURSOR_SECRET, fingerprint, q.cursor, (p) =>
        typeof p.m === 'number' && typeof p.i === 'number' ? { m: p.m, i: p.i } : null,
      );
      const contact = includeContact(q.include_contact);
      const meter = pageMeter(account, contact);
      const page = await new ApplicationsRepository(deps.db).nearby({
        lat,
        lng,
        radius,
        categories,
        limit,
        after,
        meter,
      });
      const { records, charge } = await deliver(deps, account, page.rows, {
        single: false,
        includeContact: contact,
        metered: page.metering,
      });
      const next = nextCursor(deps.config.CURSOR_SECRET, fingerprint, page.next);
      if (q.format === 'csv') return sendCsv(reply, records, { next_cursor: next }, 'nearby.csv');
      const meta: Record<string, unknown> & { limit: number; next_cursor: string | null } = {
        limit,
        next_cursor: next,
        location: { lat, lng },
        radius,
      };
      if (records.length === 0)
        meta.hint = `No live application within ${radius} m of this point.${radius < NEARBY_MAX_RADIUS ? ` Widen radius (at most ${NEARBY_MAX_RADIUS}).` : ''} About 3% of records have no coordinates and never appear in nearby results.`;
      const contactUse = contactMeta(charge);
      if (contactUse) meta.contact = contactUse;
      return sendJson(reply, envelope({ records, meta }));
    },
  );

  app.get(
    '/v1/applications/:id',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['applications'],
        summary: 'One application by public id or numeric id',
        description: 'Archive ids (h_...) are not individually retrievable: 404.',
        params: idParams,
        querystring: singleQuery,
        response: { 200: applicationSingleSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const data = await getApplication(
        deps,
        req.account,
        req.params.id,
        includeContact(req.query.include_contact),
      );
      const attribution = attributionFor([data as unknown as Record<string, unknown>]);
      return sendJson(reply, { data, meta: attribution.length ? { attribution } : {} });
    },
  );
}
