// JSON schemas of the application record (spec 2.2) and the list envelope (spec 2.1), used as route
// response schemas: they document the API in /v1/openapi.json and drive Fastify's serialiser. Objects
// keep additional properties so plan-dependent and contact fields pass through.
import { STAGES } from '../../../core/domain/planning/vocabulary.js';

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
const obj = (description: string) => ({ type: ['object', 'null'], additionalProperties: true, description });
const date = (description = 'YYYY-MM-DD') => ({ type: ['string', 'null'], format: 'date', description });

const categoryRef = {
  type: 'object',
  properties: { slug: { type: 'string' }, label: { type: 'string' } },
  required: ['slug', 'label'],
};

export const applicationRecordSchema = {
  type: 'object',
  additionalProperties: true,
  description:
    'Application record (spec 2.2). Gated fields are absent below their plan; contact fields appear only with the Contact Data add-on; created_at, updated_at, sales, outline, appeals and associated only on single-record responses; distance_m only on nearby results.',
  properties: {
    id: {
      type: 'string',
      description: 'Public id; archive ids start h_ and are not individually retrievable.',
    },
    reference: nullable('string'),
    authority: {
      type: 'object',
      properties: { slug: { type: 'string' }, name: { type: 'string' } },
      required: ['slug', 'name'],
    },
    address: nullable('string'),
    postcode: nullable('string'),
    ward: nullable('string'),
    parish: nullable('string'),
    parish_code: nullable('string'),
    uprn: nullable('string'),
    service_uprn: nullable('string', { description: 'Paid plans.' }),
    service_uprn_source: nullable('string', { description: 'Paid plans.' }),
    description: nullable('string'),
    category: { anyOf: [categoryRef, { type: 'null' }] },
    categories: { type: 'array', items: categoryRef },
    planning_route: nullable('string'),
    dwelling_count: nullable('integer'),
    commercial: nullable('boolean'),
    commercial_work: nullable('string'),
    commercial_use_class: nullable('string'),
    floorspace_sqm: nullable('number'),
    major_development: nullable('boolean'),
    committee: obj('{outcome, meeting_date, committee, url} or null'),
    status: nullable('string'),
    stage: nullable('string', {
      enum: [...STAGES, null],
    }),
    decision: obj('{outcome, issued_date, level} or null'),
    appeal: obj('Appeal block or null'),
    date_received: date(),
    date_validated: date(),
    date_decided: date(),
    date_precision: {
      type: 'object',
      properties: { received: nullable('string'), decided: nullable('string') },
    },
    key_dates: obj(
      'target_decision, committee, consultation_end, advertised, statutory_expiry, permission_expiry (null on historical records)',
    ),
    location: {
      type: ['object', 'null'],
      properties: { lat: { type: 'number' }, lng: { type: 'number' } },
    },
    last_sale: obj('Pro and above: {price, date, property_type, tenure}'),
    sales: {
      type: 'array',
      items: { type: 'object', additionalProperties: true },
      description: 'Single record, Pro and above.',
    },
    freehold_owner: obj('Pro and above (spec 2.6)'),
    freehold_owner_available: { type: 'boolean', description: 'Starter keys, instead of freehold_owner.' },
    leaseholders: { type: ['array', 'null'], items: { type: 'object', additionalProperties: true } },
    leaseholder_available: { type: 'boolean', description: 'Starter keys, instead of leaseholders.' },
    constraints: {
      type: ['array', 'null'],
      items: { type: 'object', additionalProperties: true },
      description: 'Pro and above (spec 2.3); null until checked, [] when checked and nothing found.',
    },
    documents_count: nullable('integer'),
    comments: obj('{objections, supporting, received, consulted, counted_at}'),
    links: {
      type: 'object',
      properties: {
        service: nullable('string'),
        council: nullable('string'),
        associated: nullable('string'),
      },
    },
    source: { type: 'string', enum: ['live', 'historical'] },
    changed_at: nullable('string', { format: 'date-time' }),
    created_at: nullable('string', { format: 'date-time' }),
    updated_at: nullable('string', { format: 'date-time' }),
    outline: obj('Single record, paid plans: GeoJSON parcel outline'),
    appeals: { type: 'array', items: { type: 'object', additionalProperties: true } },
    associated: obj('Single record: {role, count, principal}; null until associated linking is live'),
    distance_m: { type: 'number', description: 'Nearby results: metres from the point.' },
    applicant: { type: 'string' },
    agent: { type: 'string' },
    agent_email: { type: 'string' },
    agent_phone: { type: 'string' },
    agent_address: { type: 'string' },
    applicant_address: { type: 'string' },
    case_officer: { type: 'string' },
    case_officer_email: { type: 'string' },
    case_officer_phone: { type: 'string' },
  },
} as const;

export const listMetaSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    limit: { type: 'integer' },
    count: { type: 'integer' },
    next_cursor: { type: ['string', 'null'] },
    hint: { type: 'string' },
    historical_available: { type: 'boolean' },
    historical_included: { type: 'boolean' },
    historical_more: { type: 'boolean' },
    historical_note: { type: 'string' },
    total: { type: 'integer' },
    total_capped: { type: 'boolean' },
    contact: { type: 'object', additionalProperties: true },
    parish: { type: 'object', additionalProperties: true },
    owner_filter: { type: 'object', additionalProperties: true },
  },
  required: ['limit', 'count', 'next_cursor'],
} as const;

export const applicationListSchema = {
  type: 'object',
  description: 'List envelope (spec 2.1). With format=csv the same page as text/csv.',
  properties: { data: { type: 'array', items: applicationRecordSchema }, meta: listMetaSchema },
  required: ['data', 'meta'],
} as const;

export const applicationSingleSchema = {
  type: 'object',
  properties: {
    data: applicationRecordSchema,
    meta: { type: 'object', additionalProperties: true },
  },
  required: ['data', 'meta'],
} as const;
