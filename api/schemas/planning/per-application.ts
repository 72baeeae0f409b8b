// Schemas of the per-application endpoints (spec 4.6): history, associated applications, documents.
import { Type } from '@sinclair/typebox';
import {
  CONDITION_STATUSES,
  DOCUMENT_GROUPS,
  FAMILY_ROLES,
  HISTORY_FIELDS,
} from '../../../core/domain/planning/associated.js';
import { PROCEDURES, STAGES } from '../../../core/domain/planning/vocabulary.js';
import { Enum, Nullable } from '../common.js';

const text = Nullable(Type.String());
const date = (description = 'YYYY-MM-DD') => Nullable(Type.String({ format: 'date', description }));

/** Path of every per-application route: a live record's public id or numeric id. */
export const applicationIdParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'Public id (pa_...) or numeric id of a live application. Archive ids (h_...) answer 404.',
  }),
});

export const applicationRef = Type.Object(
  { id: Type.String({ description: 'Public id.' }), reference: Type.String() },
  { description: 'The application the response is about.' },
);

// ---- history ----

export const historyChangeSchema = Type.Object({
  field: Enum(HISTORY_FIELDS, {
    description:
      'What moved: the council status text, the normalised stage, the decision (outcome wording), its level or issue date, the validated or decided date, the committee outcome, the appeal status or outcome, the target decision date, the permission expiry date.',
  }),
  from: Nullable(Type.String({ description: 'Value before (null: not published before).' })),
  to: Nullable(Type.String({ description: 'Value after (null: no longer published).' })),
});

export const historyEventSchema = Type.Object({
  version: Type.Integer({ description: 'The record version the change was read in (1 = first read).' }),
  observed_at: Type.String({ format: 'date-time', description: 'When the service read the change (UTC).' }),
  first_seen: Type.Boolean({ description: 'The record as first read: every change is from null.' }),
  changes: Type.Array(historyChangeSchema),
  status: Nullable(Type.String({ description: "The council's status text as of this version." })),
  stage: Nullable(Enum(STAGES, { description: 'Normalised stage as of this version (spec 3.1).' })),
  decision: Nullable(
    Type.Object({ outcome: text, issued_date: date(), level: text }, { description: 'As of this version.' }),
  ),
  council_dates: Type.Object(
    {
      received: date(),
      validated: date(),
      decided: date(),
      decision_issued: date(),
      committee: date(),
      appeal_lodged: date(),
      appeal_decided: date(),
    },
    { description: "The council's own dates as published in this version." },
  ),
});

export const historyQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Events per page, capped per plan.' }),
    ),
    cursor: Type.Optional(
      Type.String({ description: 'meta.next_cursor of the previous page.', maxLength: 1000 }),
    ),
    field: Type.Optional(
      Type.String({
        description: `Comma-separated: only events in which one of these moved (${HISTORY_FIELDS.join(', ')}).`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const historyResponse = Type.Object({
  data: Type.Array(historyEventSchema, { description: 'Newest first.' }),
  meta: Type.Object({
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    application: applicationRef,
    how: Type.String(),
  }),
});

// ---- associated ----

const memberLinks = Type.Object({ service: text, council: text, associated: text });

export const familyMemberSchema = Type.Object({
  id: Type.String({ description: 'Public id; archive members start h_.' }),
  reference: Type.String(),
  procedure: Nullable(Enum(PROCEDURES)),
  stage: Nullable(Enum(STAGES)),
  depth: Type.Integer({ description: '0 = the principal.' }),
  parent_id: Nullable(
    Type.String({
      description:
        'Public id of the parent member; null for the principal, or when the parent is omitted or not held.',
    }),
  ),
  parent_reference: Nullable(
    Type.String({
      description: "The parent's council reference, also when the parent is omitted (Demo) or not held.",
    }),
  ),
  is_this: Type.Boolean({ description: 'The requested application.' }),
  source: Enum(['live', 'historical']),
  date_received: date(),
  links: memberLinks,
});

export const conditionEntrySchema = Type.Object({
  number: Type.String({ description: 'Condition number as the council writes it.' }),
  label: Nullable(
    Type.String({ description: "The council's wording of the condition, where a description gives it." }),
  ),
  status: Enum(CONDITION_STATUSES, { description: 'Spec 3.2.' }),
  parent_id: Nullable(Type.String({ description: 'Public id of the permission the condition is on.' })),
  parent_reference: Type.String({ description: 'Reference of the permission the condition is on.' }),
  applications: Type.Array(Type.String(), {
    description: 'Ids of the discharge and variation applications about it, oldest first.',
  }),
});

export const associatedQuery = Type.Object(
  {
    historical: Type.Optional(
      Enum(['include', 'exclude'], {
        description:
          'include (default): archive members are returned on paid plans (and charged as records); exclude: live members only. The Demo plan never sees archive members.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const associatedResponse = Type.Object({
  data: Type.Object({
    id: Type.String(),
    reference: Type.String(),
    role: Enum(FAMILY_ROLES, {
      description:
        'principal (others hang off it), member (belongs to the returned principal), linked (relatives exist, no principal could be placed), standalone.',
    }),
    principal: Nullable(familyMemberSchema),
    conditions: Type.Array(conditionEntrySchema, { description: 'The conditions ledger.' }),
    count: Type.Integer({ description: 'Members returned.' }),
    applications: Type.Array(familyMemberSchema, {
      description: 'Members in date order, this one included.',
    }),
  }),
  meta: Type.Object({
    how: Type.String(),
    historical_available: Type.Boolean({
      description: 'Archive members exist that this response leaves out.',
    }),
    historical_omitted: Type.Optional(
      Type.Integer({ description: 'Archive members left out (Demo plan, or historical=exclude).' }),
    ),
    conditions_note: Type.Optional(Type.String()),
  }),
});

// ---- documents ----

export const documentEntrySchema = Type.Object({
  position: Type.Integer({ description: "Place in the council's list (0 first)." }),
  title: Nullable(Type.String({ description: "The council's description of the document, verbatim." })),
  type: Nullable(Type.String({ description: 'Document type as the council files it.' })),
  group: Enum(DOCUMENT_GROUPS, { description: 'Group read from the type and title.' }),
  date: date('Date published.'),
  url: Nullable(Type.String({ description: 'Link to the document on the council portal.' })),
  names_member_of_public: Type.Boolean({
    description:
      'The title names a member of the public (a neighbour comment filed under a name or address).',
  }),
});

export const documentsQuery = Type.Object(
  {
    group: Type.Optional(Type.String({ description: `Comma-separated: ${DOCUMENT_GROUPS.join(', ')}.` })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Documents per page, capped per plan.' }),
    ),
    cursor: Type.Optional(
      Type.String({ description: 'meta.next_cursor of the previous page.', maxLength: 1000 }),
    ),
  },
  { additionalProperties: false },
);

export const documentsResponse = Type.Object({
  data: Type.Array(documentEntrySchema, { description: "In the council's order." }),
  meta: Type.Object({
    limit: Type.Integer(),
    count: Type.Integer(),
    next_cursor: Nullable(Type.String()),
    application: applicationRef,
    documents_count: Type.Integer({ description: 'Documents on the council file.' }),
    documents_page: Nullable(
      Type.String({ description: "The council's documents page for the application." }),
    ),
  }),
});
