// TypeBox schemas of saved alerts (spec 4.5; the shapes the spec leaves open are ours, docs/alerts.md):
// the POST and PATCH body, the alert as shown and the responses around it.
import { Type, type Static } from '@sinclair/typebox';
import { NATIONS } from '../../../core/domain/planning/vocabulary.js';
import { alertTypes } from '../../../core/repositories/planning/alerts.repository.js';
import { Enum, Nullable } from '../common.js';
import { OWNER_SCOPES } from './application.js';

/** How often an alert is sent: the one value the spec shows. */
export const ALERT_FREQUENCIES = ['daily'] as const;

const nullableText = (description: string) => Type.Optional(Nullable(Type.String({ description })));

/**
 * POST and PATCH bodies: every field optional here (PATCH sends what changes); what each alert type
 * needs is checked by api/services/alerts.ts.
 */
export const alertBodySchema = Type.Object(
  {
    type: Type.Optional(
      Enum(alertTypes, {
        description: 'owner: Pro and above. Required on POST; fixed after.',
      }),
    ),
    name: nullableText('Your label for the alert (at most 200 characters).'),
    lat: Type.Optional(Type.Number({ description: 'radius: latitude of the centre (WGS84).' })),
    lng: Type.Optional(Type.Number({ description: 'radius: longitude of the centre (WGS84).' })),
    radius: Type.Optional(Type.Integer({ description: 'radius: metres, 1 to 5000, default 1000.' })),
    council: Type.Optional(Type.String({ description: 'council: council slug (see /v1/councils).' })),
    nation: Type.Optional(
      Nullable(Enum(NATIONS, { description: 'national: absent or null = the whole UK.' })),
    ),
    owner_company: Type.Optional(
      Type.String({ description: 'owner: company registry number (leading zeros may be omitted).' }),
    ),
    owner_scope: Type.Optional(Enum(OWNER_SCOPES, { description: 'owner: company (default) or group.' })),
    category: nullableText(
      'Any type: comma-separated category slugs; only applications in one of them match. null clears.',
    ),
    frequency: Type.Optional(Enum(ALERT_FREQUENCIES, { description: 'The one value the spec shows.' })),
  },
  { additionalProperties: false },
);
export type AlertBody = Static<typeof alertBodySchema>;

/** The alert as shown (docs/alerts.md): every criteria key present, null where it does not apply. */
export const alertSchema = Type.Partial(
  Type.Object({
    id: Type.Integer(),
    type: Enum(alertTypes),
    name: Nullable(Type.String()),
    lat: Nullable(Type.Number({ description: 'radius' })),
    lng: Nullable(Type.Number({ description: 'radius' })),
    radius: Nullable(Type.Integer({ description: 'radius: metres' })),
    council: Nullable(Type.String({ description: 'council: slug' })),
    nation: Nullable(Enum(NATIONS, { description: 'national: null = the whole UK' })),
    owner_company: Nullable(Type.String({ description: 'owner' })),
    owner_scope: Nullable(Enum(OWNER_SCOPES, { description: 'owner' })),
    category: Nullable(Type.String({ description: 'comma-separated category slugs' })),
    frequency: Enum(ALERT_FREQUENCIES),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    links: Type.Partial(Type.Object({ matches: Type.String() }), { additionalProperties: true }),
  }),
  { additionalProperties: true },
);
export type AlertView = Static<typeof alertSchema>;

/** meta of the alert endpoints (spec 2.1): the account the alert belongs to. */
export const ownerMetaSchema = Type.Partial(
  Type.Object({
    owner: Type.String({ description: "The account: the key's e-mail." }),
    count: Type.Integer(),
  }),
  { additionalProperties: true },
);

export const alertSingleSchema = Type.Partial(Type.Object({ data: alertSchema, meta: ownerMetaSchema }));
export const alertListSchema = Type.Partial(
  Type.Object({ data: Type.Array(alertSchema), meta: ownerMetaSchema }),
);
export const alertDeletedSchema = Type.Partial(
  Type.Object({
    data: Type.Partial(
      Type.Object({
        id: Type.Integer(),
        deleted: Type.Boolean(),
        webhooks_deleted: Type.Array(Type.Integer(), {
          description: 'Webhooks linked to the alert, deleted with it.',
        }),
      }),
    ),
    meta: ownerMetaSchema,
  }),
);
