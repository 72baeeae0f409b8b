// TypeBox schemas of the application record (spec 2.2), the list envelope (spec 2.1) and the query of
// GET /v1/applications (spec 4.1). The record schemas document the API in /v1/openapi.json; the routes
// serialise records with JSON.stringify (faster for these many nullable, plan-dependent fields), so
// objects keep additional properties and list no required field the record may lack.
import { Type, type Static } from '@sinclair/typebox';
import { CATEGORY_SLUGS } from '../../../core/domain/planning/categories.js';
import {
  COMMERCIAL_WORK,
  EPC_RATINGS,
  NATIONS,
  OWNER_TYPES,
  PROCEDURES,
  STAGES,
} from '../../../core/domain/planning/vocabulary.js';
import { param } from '../../params.js';
import { Enum, Nullable, OpenObject } from '../common.js';

/** Spec 4.1 owner_scope. */
export const OWNER_SCOPES = ['company', 'group'] as const;

const text = Nullable(Type.String());
const date = (description = 'YYYY-MM-DD') => Nullable(Type.String({ format: 'date', description }));
const dateTime = Nullable(Type.String({ format: 'date-time' }));
const block = (description: string) => Nullable(OpenObject({ description }));
const openArray = (options: { description?: string } = {}) => Type.Array(OpenObject(), options);

const categoryRef = Type.Object({ slug: Enum(CATEGORY_SLUGS), label: Type.String() });

export const applicationRecordSchema = Type.Partial(
  Type.Object({
    id: Type.String({
      description: 'Public id; archive ids start h_ and are not individually retrievable.',
    }),
    reference: text,
    authority: Type.Object({ slug: Type.String(), name: Type.String() }),
    address: text,
    postcode: text,
    ward: text,
    parish: text,
    parish_code: text,
    uprn: text,
    service_uprn: Nullable(Type.String({ description: 'Paid plans.' })),
    service_uprn_source: Nullable(Type.String({ description: 'Paid plans.' })),
    description: text,
    category: Nullable(categoryRef),
    categories: Type.Array(categoryRef),
    planning_route: text,
    dwelling_count: Nullable(Type.Integer()),
    commercial: Nullable(Type.Boolean()),
    commercial_work: Nullable(Enum(COMMERCIAL_WORK)),
    commercial_use_class: text,
    floorspace_sqm: Nullable(Type.Number()),
    major_development: Nullable(Type.Boolean()),
    committee: block('{outcome, meeting_date, committee, url} or null'),
    status: text,
    stage: Nullable(Enum(STAGES)),
    decision: block('{outcome, issued_date, level} or null'),
    appeal: block('Appeal block or null'),
    date_received: date(),
    date_validated: date(),
    date_decided: date(),
    date_precision: Type.Partial(Type.Object({ received: text, decided: text })),
    key_dates: block(
      'target_decision, committee, consultation_end, advertised, statutory_expiry, permission_expiry (null on historical records)',
    ),
    location: Nullable(Type.Partial(Type.Object({ lat: Type.Number(), lng: Type.Number() }))),
    last_sale: block('Pro and above: {price, date, property_type, tenure}'),
    sales: openArray({ description: 'Single record, Pro and above.' }),
    freehold_owner: block('Pro and above (spec 2.6)'),
    freehold_owner_available: Type.Boolean({ description: 'Starter keys, instead of freehold_owner.' }),
    leaseholders: Nullable(openArray()),
    leaseholder_available: Type.Boolean({ description: 'Starter keys, instead of leaseholders.' }),
    constraints: Nullable(
      openArray({
        description: 'Pro and above (spec 2.3); null until checked, [] when checked and nothing found.',
      }),
    ),
    documents_count: Nullable(Type.Integer()),
    comments: block('{objections, supporting, received, consulted, counted_at}'),
    links: Type.Partial(
      Type.Object({
        service: text,
        council: text,
        associated: text,
      }),
    ),
    source: Enum(['live', 'historical']),
    changed_at: dateTime,
    created_at: dateTime,
    updated_at: dateTime,
    outline: block('Single record, paid plans: GeoJSON parcel outline'),
    appeals: openArray({
      description:
        'Single record, every plan: the appeal records of the application in the shape of GET /v1/appeals (spec 2.7; joined by council reference in the same authority; appellant and agent never here), newest decision first; where none is held, the appeal block when the council publishes one; else [].',
    }),
    associated: block(
      'Single record: {role (principal, member, linked, standalone), count (members, this one included), principal ({id, reference, source}; id null when the plan cannot see the archive) or null} (spec 2.5)',
    ),
    distance_m: Type.Number({ description: 'Nearby results: metres from the point.' }),
    applicant: Type.String(),
    agent: Type.String(),
    agent_email: Type.String(),
    agent_phone: Type.String(),
    agent_address: Type.String(),
    applicant_address: Type.String(),
    case_officer: Type.String(),
    case_officer_email: Type.String(),
    case_officer_phone: Type.String(),
  }),
  {
    additionalProperties: true,
    description:
      'Application record (spec 2.2). Gated fields are absent below their plan; contact fields appear only with the Contact Data add-on; created_at, updated_at, sales, outline, appeals and associated only on single-record responses; distance_m only on nearby results.',
  },
);

export const listMetaSchema = Type.Object(
  {
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    hint: Type.Optional(Type.String()),
    historical_available: Type.Optional(Type.Boolean()),
    historical_included: Type.Optional(Type.Boolean()),
    historical_more: Type.Optional(Type.Boolean()),
    historical_note: Type.Optional(Type.String()),
    total: Type.Optional(Type.Integer()),
    total_capped: Type.Optional(Type.Boolean()),
    contact: Type.Optional(OpenObject()),
    parish: Type.Optional(OpenObject()),
    owner_filter: Type.Optional(OpenObject()),
  },
  { additionalProperties: true },
);

export const applicationListSchema = Type.Object(
  { data: Type.Array(applicationRecordSchema), meta: listMetaSchema },
  { description: 'List envelope (spec 2.1). With format=csv the same page as text/csv.' },
);

export const applicationSingleSchema = Type.Object({
  data: applicationRecordSchema,
  meta: OpenObject(),
});

const str = (description: string) => Type.Optional(Type.String({ description }));
const list = (values: readonly string[], note = '') => str(`Comma-separated: ${values.join(', ')}.${note}`);

/** Query parameters of spec 4.1 (GET /v1/applications). */
export const searchQuerySchema = Type.Object(
  {
    postcode: param.postcode(
      'Postcode on the application, ignoring case and spaces; a district (SW11) matches all of it.',
    ),
    council: param.council(),
    nation: Type.Optional(Enum(NATIONS, { description: 'Nation.' })),
    category: str('Comma-separated category slugs (see /v1/categories). Live only.'),
    q: str('Keyword in description, address or reference.'),
    reference: str('Exact council reference, ignoring case and spaces.'),
    status: str("Substring of the council's raw status text. Live only."),
    stage: list(STAGES),
    procedure: list(PROCEDURES, ' Consent routes (spec 4.1).'),
    commercial_work: list(COMMERCIAL_WORK, ' Live only.'),
    committee: Type.Optional(
      Type.Literal('1', { description: 'Applications with a planning-committee decision.' }),
    ),
    major: Type.Optional(
      Enum(['1', 'all'], { description: '1 = major schemes; all adds the paperwork on them.' }),
    ),
    parish: str('ONS parish code (E04..., W04...).'),
    dmin: Type.Optional(
      Type.Integer({
        description: 'Minimum stated dwelling count. Live only.',
        minimum: 0,
        maximum: 1_000_000,
      }),
    ),
    owner_company: str('Company registry number owning the freehold. Pro and above.'),
    owner_scope: Type.Optional(Enum(OWNER_SCOPES, { description: 'With owner_company.' })),
    leaseholder_company: str('Company registry number holding a registered lease. Pro and above.'),
    owner_type: Type.Optional(Enum(OWNER_TYPES, { description: 'Pro and above.' })),
    min_price: Type.Optional(
      Type.Integer({
        description: 'Last sale price at least (pounds). Pro and above.',
        minimum: 0,
        maximum: 1e12,
      }),
    ),
    max_price: Type.Optional(
      Type.Integer({
        description: 'Last sale price at most (pounds). Pro and above.',
        minimum: 0,
        maximum: 1e12,
      }),
    ),
    min_floor_area: Type.Optional(
      Type.Number({ description: 'EPC floor area at least (m2). Paid plans.', minimum: 0, maximum: 1e7 }),
    ),
    max_floor_area: Type.Optional(
      Type.Number({ description: 'EPC floor area at most (m2). Paid plans.', minimum: 0, maximum: 1e7 }),
    ),
    epc_rating: list(EPC_RATINGS, ' Paid plans.'),
    date_from: param.date('Received on or after'),
    date_to: param.date('Received on or before'),
    decided_from: param.date('Decided on or after'),
    decided_to: param.date('Decided on or before'),
    changed_since: str(
      'Content changed at or after this instant: YYYY-MM-DD or ISO 8601 datetime (no offset = UTC). Oldest change first on a keyset cursor; poll with the largest changed_at seen. Live only; Pro and above.',
    ),
    limit: param.limit(),
    per_page: param.limit('Alias of limit; limit wins.'),
    cursor: param.cursor,
    total: Type.Optional(Type.Literal('1', { description: 'Adds meta.total.' })),
    format: param.format,
    include_contact: param.includeContact,
  },
  { additionalProperties: false },
);

/** The query string of GET /v1/applications as validated by its schema. */
export type SearchQuery = Static<typeof searchQuerySchema>;
