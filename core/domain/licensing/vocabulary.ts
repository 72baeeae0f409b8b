// The licensing product's vocabularies (licensing spec 2, 3, 4): every value a normalised field, a
// filter or a change-feed row can take, written once. Normalisation (enrich/normalise/licensing)
// produces them, the store keeps them, the API's schemas and parameter checks derive from them.

/** Spec 3: one word per status, the same for every council. */
export const LICENSING_STATUSES = [
  'applied',
  'in_consultation',
  'granted',
  'current',
  'suspended',
  'surrendered',
  'revoked',
  'lapsed',
  'expired',
  'refused',
  'withdrawn',
  'provisional',
  'unknown',
] as const;
export type LicensingStatus = (typeof LICENSING_STATUSES)[number];

/** Statuses of an open application (spec 3 `open`). */
export const OPEN_STATUSES: readonly LicensingStatus[] = ['applied', 'in_consultation'];
/** Statuses of a decided application (spec 3 `decided`: granted, refused, withdrawn and the like). */
export const DECIDED_STATUSES: readonly LicensingStatus[] = [
  'granted',
  'current',
  'provisional',
  'refused',
  'withdrawn',
  'revoked',
  'suspended',
  'surrendered',
  'lapsed',
  'expired',
];
/** Statuses a licence in force has on the register (spec 2.1 `in_force`, spec 3 `in_force`). */
export const IN_FORCE_STATUSES: readonly LicensingStatus[] = ['granted', 'current'];
/** Statuses of an ended licence (spec 3 `ended`; a licence gone from the register is ended too). */
export const ENDED_STATUSES: readonly LicensingStatus[] = ['expired', 'surrendered', 'revoked', 'lapsed'];

/** Spec 3's status filter shortcuts, per endpoint. `in_force` and `ended` also read presence. */
export const STATUS_SHORTCUTS = {
  applications: { open: OPEN_STATUSES, decided: DECIDED_STATUSES, all: LICENSING_STATUSES },
  licences: { in_force: IN_FORCE_STATUSES, ended: ENDED_STATUSES, all: LICENSING_STATUSES },
} as const;
export const APPLICATION_STATUS_SHORTCUTS = ['open', 'decided', 'all'] as const;
export const LICENCE_STATUS_SHORTCUTS = ['in_force', 'ended', 'all'] as const;

/** A published file older than this is not evidence a licence is still in force (spec 2.1). */
export const PUBLISHED_FILE_STALE_MONTHS = 12;

/** The two kinds of record (spec 4.5 `record_type`); their public ids start `lic_` and `lap_`. */
export const RECORD_TYPES = ['licence', 'application'] as const;
export type LicensingRecordType = (typeof RECORD_TYPES)[number];
export const ID_PREFIXES: Record<LicensingRecordType, string> = { licence: 'lic_', application: 'lap_' };

/** Spec 4.2 `type`. */
export const LICENCE_TYPES = [
  'premises',
  'club',
  'tens',
  'gambling',
  'taxi_operator',
  'street_trading',
  'scrap_metal',
  'animal',
  'sex_establishment',
  'pavement',
  'other',
] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Spec 4.3 `subtype`: the finer register type, by type (a type with none has an empty list). */
export const SUBTYPES = {
  premises: ['provisional_statement'],
  club: [],
  tens: ['standard', 'late'],
  gambling: [
    'betting',
    'adult_gaming_centre',
    'bingo',
    'casino',
    'family_entertainment_centre',
    'track',
    'gaming_machine_permit',
    'club_gaming_permit',
    'gaming_machine_notification',
    'small_society_lottery',
    'temporary_use_notice',
  ],
  taxi_operator: ['private_hire_operator'],
  street_trading: ['consent', 'licence', 'temporary'],
  scrap_metal: ['site', 'collector'],
  animal: ['boarding', 'breeding', 'selling', 'riding', 'exhibiting', 'zoo', 'dangerous_wild_animals'],
  sex_establishment: ['sex_shop', 'sex_cinema', 'sexual_entertainment_venue'],
  pavement: [],
  other: [
    'special_treatment',
    'house_to_house_collection',
    'street_collection',
    'petroleum',
    'environmental_permit',
    'registration',
  ],
} as const satisfies Record<LicenceType, readonly string[]>;
export type Subtype = (typeof SUBTYPES)[LicenceType][number];
export const ALL_SUBTYPES: readonly Subtype[] = [...new Set(Object.values(SUBTYPES).flat())];

/** Spec 4.2 `regime`: the law a licence is under. */
export const REGIMES = [
  'LA2003',
  'LSA2005',
  'GA2005',
  'taxi',
  'street_trading',
  'animal',
  'sex_est',
  'scrap_metal',
  'pavement',
  'other',
] as const;
export type Regime = (typeof REGIMES)[number];

/** What an application asks for (read from the register's application type wording). */
export const APPLICATION_KINDS = [
  'new',
  'variation',
  'minor_variation',
  'dps_variation',
  'transfer',
  'review',
  'renewal',
  'conversion',
  'provisional_statement',
  'interim_notice',
  'notification',
  'other',
] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Spec 4.2 `activity`: read from the activities the register lists. */
export const ACTIVITIES = [
  'alcohol',
  'alcohol_on',
  'alcohol_off',
  'late_night_refreshment',
  'regulated_entertainment',
  'live_music',
  'recorded_music',
  'films',
  'plays',
  'dance',
  'indoor_sport',
  'boxing_wrestling',
  'gaming_machines',
  'betting',
  'bingo',
  'animal_boarding',
  'dog_breeding',
  'selling_animals',
  'horse_riding',
  'exhibiting_animals',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** The regulated entertainment activities (an `entertainment_added` change, spec 4.5). */
export const ENTERTAINMENT_ACTIVITIES: readonly Activity[] = [
  'regulated_entertainment',
  'live_music',
  'recorded_music',
  'films',
  'plays',
  'dance',
  'indoor_sport',
  'boxing_wrestling',
];
export const ALCOHOL_ACTIVITIES: readonly Activity[] = ['alcohol', 'alcohol_on', 'alcohol_off'];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One window of permitted hours (spec 2.1 activities: permitted hours, not opening hours). Times are
 * HH:MM on a 24-hour clock; an end at midnight is '24:00'; an end before the start runs past
 * midnight ('23:00'-'01:00'). `days` null: the register gives the times without days (every day it
 * is licensed).
 */
export interface HoursWindow {
  days: Weekday[] | null;
  start: string;
  end: string;
}

/** One licensed activity, with its licensed days and times where the register gives them. */
export interface LicensedActivity {
  activity: Activity;
  /** null: the register gives no hours for it; [] never (no hours is null). */
  hours: HoursWindow[] | null;
}

/** Spec 4.5 `event_type`: derived events. */
export const EVENT_TYPES = [
  'application_new',
  'application_variation',
  'review_applied',
  'transfer',
  'dps_variation',
  'granted',
  'refused',
  'withdrawn',
  'hearing_scheduled',
  'hearing_moved',
] as const;
export type LicensingEventType = (typeof EVENT_TYPES)[number];

/** Spec 4.5 derived change kinds. */
export const DERIVED_CHANGE_TYPES = [
  'new_application',
  'alcohol_hours_extension',
  'late_night_refreshment_new',
  'entertainment_added',
  'off_sales_added',
  'review',
  'granted',
  'granted_shorter_hours',
  'refused',
  'withdrawn',
  'hearing_scheduled',
  'hearing_moved',
  'transfer',
  'dps_change',
] as const;
/**
 * Spec 4.5 field-change kinds. not_seen and absent mean a record missing from the register, never a
 * closure (spec 2.1 interpretation rules).
 */
export const FIELD_CHANGE_TYPES = ['added', 'changed', 'party', 'not_seen', 'absent', 'reappeared'] as const;
/** Spec 4.5 `include_corrections`: changes the service does not count as changes (type `correction`). */
export const CORRECTION_TYPES = ['extraction_correction', 'format_change'] as const;
export const CHANGE_TYPES = [...DERIVED_CHANGE_TYPES, ...FIELD_CHANGE_TYPES, ...CORRECTION_TYPES] as const;
export type DerivedChangeType = (typeof DERIVED_CHANGE_TYPES)[number];
export type FieldChangeType = (typeof FIELD_CHANGE_TYPES)[number];
export type CorrectionType = (typeof CORRECTION_TYPES)[number];
export type LicensingChangeType = (typeof CHANGE_TYPES)[number];

/** Spec 4.5 `source`: which rows a change-feed row is (corrections only with include_corrections). */
export const CHANGE_SOURCES = ['event', 'change', 'correction'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];
export const FEED_SOURCE_PARAMS = ['events', 'changes', 'all'] as const;
export const BACKFILL_PARAMS = ['include', 'exclude', 'only'] as const;

/** Spec 4.5 `significance`. Transfers and supervisor changes are register admin (professional). */
export const SIGNIFICANCE = ['consumer', 'professional'] as const;
export type Significance = (typeof SIGNIFICANCE)[number];
export const PROFESSIONAL_CHANGE_TYPES: readonly LicensingChangeType[] = ['transfer', 'dps_change', 'party'];

/** The roles of parties a register names (licensing spec 1: only companies are ever kept). */
export const PARTY_ROLES = ['holder', 'additional_holder', 'supervisor', 'applicant', 'agent'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** A party that is a company (or a registered charity): the only kind the service keeps (spec 1). */
export interface CompanyParty {
  role: PartyRole;
  name: string;
  company_number: string | null;
  charity_number: string | null;
  /** The trading name the register gives after "t/a", where it gives one. */
  trading_as: string | null;
}

/** Spec 2.1 `confidence`. */
export const POINT_CONFIDENCE = ['building', 'council_point', 'postcode_centre'] as const;
export type PointConfidence = (typeof POINT_CONFIDENCE)[number];
export const STATUS_CONFIDENCE = ['council_word', 'inferred'] as const;
export type StatusConfidence = (typeof STATUS_CONFIDENCE)[number];
export const SOURCE_KINDS = ['live_register', 'published_file'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const DATE_PRECISIONS = ['day', 'week', 'month', 'year'] as const;
export type LicensingDatePrecision = (typeof DATE_PRECISIONS)[number];

/** The register dates a record may carry, by role (licensing spec 2.2, 4.3, 4.4). */
export const DATE_ROLES = [
  'received',
  'decided',
  'granted',
  'refused',
  'start',
  'expires',
  'hearing',
  'last_representation',
  'transfer',
  'event',
] as const;
export type DateRole = (typeof DATE_ROLES)[number];

export interface LicensingDate {
  date: string;
  precision: LicensingDatePrecision;
}

export interface Confidence {
  point: PointConfidence | null;
  status: StatusConfidence;
  source: SourceKind;
  /** The precision of each date the record has. */
  dates: Partial<Record<DateRole, LicensingDatePrecision>>;
}

/** A record's presence on its register as last read (spec 4.5 not_seen / absent / reappeared). */
export const PRESENCE = ['present', 'not_seen', 'absent'] as const;
export type Presence = (typeof PRESENCE)[number];

/** Record kinds never read at all (licensing spec 1): dropped at ingest and counted. */
export const EXCLUDED_KINDS = ['personal_licence', 'taxi_driver', 'taxi_vehicle'] as const;
export type ExcludedKind = (typeof EXCLUDED_KINDS)[number];
