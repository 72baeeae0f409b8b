// TypeBox schemas of the licensing endpoints (licensing spec 2, 4): their queries (every parameter of
// 4.2-4.5) and their responses, for validation and /v1/openapi.json. Values come from the vocabularies
// in core/domain/licensing. Records are sent with JSON.stringify (api/plugins/json.ts): the record
// schemas document them and list no required field a record may lack.
import { Type } from '@sinclair/typebox';
import {
  ACTIVITIES,
  APPLICATION_KINDS,
  CHANGE_SOURCES,
  CHANGE_TYPES,
  EVENT_TYPES,
  LICENCE_TYPES,
  LICENSING_STATUSES,
  PARTY_ROLES,
  PRESENCE,
  RECORD_TYPES,
  SIGNIFICANCE,
} from '../../core/domain/licensing/vocabulary.js';
import { NATIONS } from '../../core/domain/planning/vocabulary.js';
import { DATE_PATTERN, param } from '../params.js';
import { Enum, Nullable, OpenObject } from './common.js';

const text = Nullable(Type.String());
const date = (description = 'YYYY-MM-DD') => Nullable(Type.String({ format: 'date', description }));
const dateTime = Nullable(Type.String({ format: 'date-time' }));
const list = (values: readonly string[], what: string) =>
  Type.Optional(
    Type.String({ description: `Comma-separated ${what}: ${values.join(', ')}.`, maxLength: 1000 }),
  );
const day = (description: string) =>
  Type.Optional(Type.String({ description: `${description} (YYYY-MM-DD).`, pattern: DATE_PATTERN }));
const one = (description: string) => Type.Optional(Enum(['1'], { description }));

/** Spec 4.2: the place parameters (every search names one; jurisdiction only narrows). */
const placeParams = {
  council: Type.Optional(
    Type.String({
      description: 'Council slug, or several comma-separated (see /v1/licensing/coverage).',
      maxLength: 2000,
    }),
  ),
  jurisdiction: list(NATIONS, 'jurisdictions (narrows a place; not a place on its own)'),
  postcode: Type.Optional(
    Type.String({
      description:
        'A full postcode matches that unit; a district (outward code) matches the whole district and never another sharing its leading characters (N1 never matches N19 or NW1).',
      maxLength: 20,
    }),
  ),
  uprn: Type.Optional(
    Type.String({ description: "The property's unique property reference number.", maxLength: 20 }),
  ),
  lat: Type.Optional(
    Type.Number({ minimum: -90, maximum: 90, description: 'Latitude of a UK point (with lng).' }),
  ),
  lng: Type.Optional(
    Type.Number({ minimum: -180, maximum: 180, description: 'Longitude of a UK point (with lat).' }),
  ),
  radius: Type.Optional(
    Type.Integer({
      description:
        'Metres around lat/lng, 1 to 5000 (default 1000). More than 5,000 records inside the circle is refused: 422 query_too_broad.',
    }),
  ),
  bbox: Type.Optional(
    Type.String({
      description: 'minLng,minLat,maxLng,maxLat, at most 0.5 degree each way. A point or a box, never both.',
      maxLength: 200,
    }),
  ),
};

const typeParams = {
  type: list(LICENCE_TYPES, 'types'),
  regime: Type.Optional(
    Type.String({
      description:
        'Comma-separated laws: LA2003, LSA2005, GA2005, taxi, street_trading, animal, sex_est, scrap_metal, pavement, other.',
      maxLength: 1000,
    }),
  ),
  activity: list(ACTIVITIES, 'activities (any of them)'),
};

const paging = (max: number) => ({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      description: `Page size: at most ${max} (Demo 10); larger values are capped.`,
    }),
  ),
  cursor: param.cursor,
  format: param.format,
});

const recordParams = {
  ...placeParams,
  ...typeParams,
  subtype: Type.Optional(
    Type.String({
      description:
        'Comma-separated finer register types (gambling: betting, adult_gaming_centre, bingo, ...; animal: boarding, breeding, ...).',
      maxLength: 1000,
    }),
  ),
  decided_from: day('Decided on or after'),
  decided_to: day('Decided on or before'),
  received_from: day('Received by the council on or after'),
  received_to: day('Received by the council on or before'),
  first_seen_since: day('First seen on the council register on or after'),
  changed_since: Type.Optional(
    Type.String({
      description: 'YYYY-MM-DD or a UTC time: records with a change observed on or after it.',
      maxLength: 40,
    }),
  ),
  total: one('1 adds meta.total: records matching the whole query.'),
  include_contact: param.includeContact,
  ...paging(50),
};

export const applicationsQuerySchema = Type.Object(
  {
    ...recordParams,
    status: Type.Optional(
      Type.String({
        description: `open (default: applied or in_consultation), decided, all, or comma-separated statuses: ${LICENSING_STATUSES.join(', ')}.`,
        maxLength: 500,
      }),
    ),
    proposed_hours_change: one(
      '1: variation applications (not a change of supervisor) and records whose history holds an hours change.',
    ),
    consultation_end_from: day('Last day for representations on or after'),
    consultation_end_to: day('Last day for representations on or before'),
    sort: Type.Optional(
      Type.String({
        description:
          'received (newest first; default without a point), consultation_end (soonest first), added (newest to the register first), id, nearest (needs lat and lng; default with them).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const licencesQuerySchema = Type.Object(
  {
    ...recordParams,
    status: Type.Optional(
      Type.String({
        description: `in_force (default: granted or current, on the register as read, not from a published file over 12 months old), ended (expired, surrendered, revoked, lapsed, or gone from the register), all, or comma-separated statuses: ${LICENSING_STATUSES.join(', ')}.`,
        maxLength: 500,
      }),
    ),
    sort: Type.Optional(
      Type.String({
        description:
          'id (default without a point), newest (latest granted first), expiry (soonest expiry first), added (newest to the register first), nearest (needs lat and lng; default with them).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Spec 4.5 filters: the query of GET /v1/licensing/changes and a licensing webhook's `licensing` object. */
export const feedFilterProps = {
  ...placeParams,
  ...typeParams,
  source: Type.Optional(
    Type.String({
      description: 'events (derived events), changes (one row per field that moved), all (default).',
    }),
  ),
  event_type: list(EVENT_TYPES, 'derived event types (reads events only)'),
  change_type: Type.Optional(
    Type.String({
      description: `Comma-separated kinds: ${CHANGE_TYPES.join(', ')} (extraction_correction and format_change with include_corrections=1).`,
      maxLength: 1000,
    }),
  ),
  significance: Type.Optional(Type.String({ description: 'consumer or professional (events only).' })),
  alertable: one(
    '1: only events the service would alert on (not backfill, not suppressed, not low confidence).',
  ),
  include_corrections: one('1 adds corrections (type correction): extraction_correction, format_change.'),
  record_type: Type.Optional(Type.String({ description: 'licence or application.' })),
  backfill: Type.Optional(
    Type.String({ description: 'include (default; each row says backfill), exclude, only.' }),
  ),
  changed_since: day('Rows observed on or after that day (observed_date)'),
};

export const feedQuerySchema = Type.Object(
  { ...feedFilterProps, include_contact: param.includeContact, ...paging(100) },
  { additionalProperties: false },
);

export const historyQuerySchema = Type.Object(
  {
    include_corrections: one('1 adds corrections (extraction_correction, format_change).'),
    include_contact: param.includeContact,
  },
  { additionalProperties: false },
);

export const singleQuerySchema = Type.Object(
  { include_contact: param.includeContact },
  { additionalProperties: false },
);

export const coverageQuerySchema = Type.Object(
  { council: placeParams.council, jurisdiction: placeParams.jurisdiction },
  { additionalProperties: false },
);

export const licensingIdParams = (prefix: 'lic_' | 'lap_') =>
  Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64, description: `Public id (${prefix}...).` }),
  });

const hoursWindow = Type.Object({
  days: Nullable(Type.Array(Type.String())),
  start: Type.String({ description: 'HH:MM' }),
  end: Type.String({ description: 'HH:MM; 24:00 is midnight; an end before the start runs past midnight.' }),
});

const relatedPlanning = Type.Partial(
  Type.Object({
    id: Type.String(),
    reference: Type.String(),
    authority: Type.Object({ slug: Type.String(), name: Type.String() }),
    address: text,
    postcode: text,
    uprn: text,
    description: text,
    stage: text,
    status: text,
    procedure: text,
    date_received: date(),
    date_decided: date(),
    matched_by: Enum(['uprn', 'address']),
    links: Type.Object({ service: Type.String(), council: text }),
  }),
);

export const licenceRecordSchema = Type.Partial(
  Type.Object(
    {
      id: Type.String({ description: 'Public id: lic_ (licence) or lap_ (application).' }),
      record_type: Enum(RECORD_TYPES),
      reference: Type.String({ description: "The register's own reference, verbatim." }),
      authority: Type.Object({ slug: Type.String(), name: Type.String() }),
      nation: Enum(NATIONS),
      type: Enum(LICENCE_TYPES),
      subtype: text,
      regime: Type.String(),
      type_raw: Nullable(Type.String({ description: "The council's own type wording." })),
      application_kind: Nullable(Enum(APPLICATION_KINDS)),
      status: Enum(LICENSING_STATUSES),
      status_raw: Nullable(Type.String({ description: "The council's own status wording." })),
      in_force: Nullable(
        Type.Boolean({
          description:
            'Licences: granted or current on the register as last read, and not from a published file over 12 months old. Null on applications.',
        }),
      ),
      presence: Enum(PRESENCE, {
        description:
          'present, not_seen (missing from the last read), absent (missing for 2 reads and 7 days): never proof of closure.',
      }),
      premises_name: text,
      address: text,
      postcode: text,
      uprn: text,
      ward: text,
      location: Nullable(Type.Object({ lat: Type.Number(), lng: Type.Number() })),
      distance_m: Type.Number({ description: 'Point searches: metres from the point.' }),
      activities: Type.Array(
        Type.Object({ activity: Enum(ACTIVITIES), hours: Nullable(Type.Array(hoursWindow)) }),
        {
          description:
            'What the licence permits, with permitted (not opening) hours where the register gives them.',
        },
      ),
      date_received: date(),
      date_decided: date(),
      date_granted: date(),
      date_start: date(),
      date_expires: date(),
      consultation_end: date('Last day for representations.'),
      hearing_date: date(),
      confidence: OpenObject({
        description:
          '{point: building|council_point|postcode_centre|null, status: council_word|inferred, source: live_register|published_file, dates: {role: day|week|month|year}}',
      }),
      source: Type.Object({ kind: Type.String(), published: date('Published file date.') }),
      conditions: Nullable(Type.String({ description: 'Paid plans.' })),
      conditions_available: Type.Boolean({
        description: 'Demo: whether the record has conditions (shown on paid plans).',
      }),
      links: Type.Partial(
        Type.Object({
          service: Type.String(),
          council: text,
          plan: Nullable(Type.String({ description: 'Plan link; paid plans.' })),
          history: Type.String({ description: 'Licences: the history endpoint.' }),
        }),
      ),
      parties: Type.Array(
        Type.Object({
          role: Enum(PARTY_ROLES),
          name: Type.String(),
          company_number: text,
          charity_number: text,
          trading_as: text,
        }),
        {
          description: 'Contact Data add-on (included on Pro and above): companies only. Absent without it.',
        },
      ),
      first_seen_date: Type.String({ format: 'date' }),
      last_seen_at: dateTime,
      missing_since: dateTime,
      changed_at: dateTime,
      related_planning: Type.Array(relatedPlanning, {
        description:
          'Single records: live planning applications at the same premises (see meta.related_planning).',
      }),
    },
    { additionalProperties: true },
  ),
);

export const changeRowSchema = Type.Partial(
  Type.Object(
    {
      id: Type.String({
        description: 'Stable lev_ id: identical on every read and in every webhook delivery.',
      }),
      source: Enum(CHANGE_SOURCES),
      change_type: Enum(CHANGE_TYPES),
      event_type: Nullable(Enum(EVENT_TYPES)),
      field: text,
      before: Type.Unknown(),
      after: Type.Unknown(),
      withheld: Nullable(
        Enum(['contact_data', 'paid_plan'], {
          description:
            'Why before and after are null: a party row without the Contact Data add-on, or conditions or the plan link below a paid plan.',
        }),
      ),
      significance: Enum(SIGNIFICANCE),
      alertable: Type.Boolean(),
      backfill: Type.Boolean(),
      event_date: date('Given by the council.'),
      event_date_precision: text,
      effective_date: date('When it takes effect, where the register says.'),
      observed_at: Type.String({ format: 'date-time', description: 'When the service saw it.' }),
      observed_date: Type.String({ format: 'date', description: 'UK date of observed_at (changed_since).' }),
      record_type: Enum(RECORD_TYPES),
      type: Enum(LICENCE_TYPES),
      regime: Type.String(),
      record: OpenObject({
        description: '{id, authority {slug, name}, premises_name, postcode, status, links {service}}',
      }),
    },
    { additionalProperties: true },
  ),
);

/** meta.contact: the Contact Data allowance (spec 2.1 parties; planning spec 8). */
const contactMeta = Type.Optional(
  OpenObject({
    description:
      '{metered, used, cap, remaining, withheld, note}: records with a company party metered by this response and the allowance left; when it ran out within the response, withheld is how many records were served without parties (those past the allowance; records already counted this month keep theirs).',
  }),
);

const listMeta = Type.Object(
  {
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    total: Type.Optional(Type.Integer()),
    coverage: Type.Optional(
      OpenObject({ description: '{councils: [{council, name, read, last_read}], unread: [slugs], note}' }),
    ),
    hint: Type.Optional(Type.String()),
    contact: contactMeta,
  },
  { additionalProperties: true },
);

export const licenceListSchema = Type.Object({ data: Type.Array(licenceRecordSchema), meta: listMeta });
export const licenceSingleSchema = Type.Object({
  data: licenceRecordSchema,
  meta: Type.Object(
    {
      related_planning: Type.Optional(
        OpenObject({
          description:
            '{how: uprn|address|uprn_and_address|none, by_uprn, by_address, uprn, postcode, premises_key, note}',
        }),
      ),
      contact: contactMeta,
    },
    { additionalProperties: true },
  ),
});
export const historySchema = Type.Object({
  data: Type.Object({ record: licenceRecordSchema, events: Type.Array(changeRowSchema) }),
  meta: OpenObject(),
});
export const feedSchema = Type.Object({
  data: Type.Array(changeRowSchema),
  meta: Type.Object(
    {
      limit: Type.Integer(),
      count: Type.Integer(),
      next_cursor: Type.String({
        description: 'Returned on the last page too: keep it and ask again later.',
      }),
      more: Type.Boolean({ description: 'A full page: more rows follow now.' }),
      coverage: Type.Optional(OpenObject()),
      contact: contactMeta,
    },
    { additionalProperties: true },
  ),
});
export const coverageSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      council: Type.String({ description: 'The slug the council filter takes.' }),
      name: Type.String(),
      nation: Type.String(),
      read: Type.Boolean({ description: 'Its licensing register is read (a source read and not broken).' }),
      last_read: dateTime,
      broken: Type.Boolean(),
      in_force: Nullable(Type.Integer({ description: 'Null when not read: never zero.' })),
      in_force_by_type: Nullable(
        OpenObject({ description: 'Licences in force by type; null when not read.' }),
      ),
      open_applications: Nullable(Type.Integer({ description: 'Null when not read: never zero.' })),
      sources: Type.Array(
        Type.Object({
          name: Type.String({
            description:
              "The source's name within the council's register (e.g. 'premises', or 'gambling-commission' for its share of the Gambling Commission's national register).",
          }),
          national: Nullable(
            Type.String({
              description: "The national register this source is the council's share of; null for its own.",
            }),
          ),
          read: Type.Boolean({ description: 'Read successfully and not broken.' }),
          last_read: dateTime,
          in_force: Nullable(Type.Integer({ description: 'Null when not read: never zero.' })),
          in_force_by_type: Nullable(OpenObject({ description: 'Null when not read.' })),
        }),
        { description: 'Each enabled source of its licensing register, the source named; empty when none.' },
      ),
    }),
  ),
  meta: OpenObject(),
});
