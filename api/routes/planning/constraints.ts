// GET /v1/constraints (spec 2.4, 4.7): the constraint check for one UK point, given as lat/lng or a
// full postcode (geocoded server-side). Pro and above; one record per distinct point per month.
import { Type } from '@sinclair/typebox';
import { requirePlan } from '../../../core/plans.js';
import { checkPointWithSources } from '../../../enrich/constraints/check.js';
import { chargeRecords, pointKey } from '../../../feed/metering.js';
import type { ApiApp, ApiDeps } from '../../deps.js';
import { param, parsePointOrPostcode } from '../../params.js';
import { sendJson } from '../../plugins/json.js';
import { errorResponses } from '../../plugins/openapi.js';
import { recordsDelivered } from '../../services/applications.js';
import { Enum, Nullable } from '../../schemas/common.js';

// Unknown parameters pass here, as they did before this route had a schema (the other routes refuse
// them).
const query = Type.Object({
  lat: param.lat,
  lng: param.lng,
  postcode: param.postcode('A full UK postcode instead of lat/lng, geocoded server-side.'),
});

/** Spec 2.3. */
const constraintEntry = Type.Object(
  {
    layer: Type.String({ description: 'Layer key (listed, park, conservation, agri, ...).' }),
    label: Type.String(),
    relation: Enum(['within', 'near']),
    metres: Nullable(Type.Number({ description: 'Distance for near; null for within.' })),
    name: Nullable(Type.String()),
    reference: Nullable(Type.String()),
    url: Nullable(Type.String()),
    grade: Nullable(Type.String({ description: 'Meaning depends on the layer (spec 2.3).' })),
    dataset: Nullable(Type.String({ description: 'Sub-designation (spec 2.3).' })),
  },
  { additionalProperties: true },
);

/** Spec 2.4. */
const constraintsResponse = Type.Object({
  data: Type.Object({
    location: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
    constraints: Type.Array(constraintEntry, { description: 'Most significant first.' }),
  }),
  meta: Type.Object({
    count: Type.Integer(),
    checked_at: Type.String({ format: 'date-time' }),
    sources: Type.String({ description: 'The layer releases checked.' }),
    records: Type.Object({
      used: Type.Integer(),
      cap: Nullable(Type.Integer({ description: 'null: custom allowance without a figure.' })),
      remaining: Nullable(Type.Integer()),
      one_off: Type.Boolean(),
    }),
  }),
});

export async function constraintRoutes(app: ApiApp, deps: ApiDeps): Promise<void> {
  app.get(
    '/v1/constraints',
    {
      config: { meteredRead: true },
      schema: {
        tags: ['constraints'],
        summary: 'Constraints at a UK point or full postcode (Pro and above)',
        description:
          'One record per distinct point (rounded to 5 decimals) per month; re-reading a point is free. Single protected trees are read only for a given lat/lng, never for a postcode.',
        querystring: query,
        response: { 200: constraintsResponse, ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      requirePlan(req.account, 'pro', 'constraints');
      // A postcode's point is its centroid: single trees are not read for it (spec 2.3).
      const { lat, lng, precise } = await parsePointOrPostcode(deps.db, req.query, {
        postcode: 'full',
        ukOnly: true,
      });
      // The check (with the layer releases) and the record charge are one round trip each, sent at
      // once: the request waits for the slower, not for both. A 429 from the charge still refuses the
      // answer; a check that fails after its charge leaves the point counted, and re-reading it this
      // month is free (spec 8), so a retry costs nothing.
      const [{ constraints, sources }, charge] = await Promise.all([
        checkPointWithSources(deps.db, { lat, lng, precise }),
        chargeRecords(deps.db, req.account, recordsDelivered(req.account, [pointKey(lat, lng)])),
      ]);
      // Serialised with JSON.stringify as before this route had a response schema (which documents it).
      return sendJson(reply, {
        data: { location: { lat, lng }, constraints },
        meta: {
          count: constraints.length,
          checked_at: new Date().toISOString(),
          sources: sources.length
            ? `National open datasets: ${sources.map((s) => `${s.scope} (${s.release})`).join(', ')}.`
            : 'No constraint layers loaded.',
          records: {
            used: charge.used,
            cap: charge.cap,
            remaining: charge.remaining,
            one_off: req.account.allowances.oneOff,
          },
        },
      });
    },
  );
}
