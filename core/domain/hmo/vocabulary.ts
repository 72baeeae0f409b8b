// The HMO licence product's vocabularies (spec 2.9, 3.2, 4.11): every value a normalised field or a
// filter can take, written once. Normalisation (enrich/normalise/hmo) produces them, the store keeps
// them, the API's schemas and parameter checks derive from them.

/**
 * Spec 2.9 licence_type. `mandatory` (the national scheme: large HMOs in England and Wales, every
 * HMO in Scotland and Northern Ireland), `additional` (a council's additional licensing scheme),
 * `hmo_other` (an HMO licence whose register does not say under which scheme), and
 * `temporary_exemption` (a temporary exemption notice: a house exempted from licensing for up to
 * three months, published beside the licences by some councils).
 */
export const HMO_LICENCE_TYPES = ['mandatory', 'additional', 'hmo_other', 'temporary_exemption'] as const;
export type HmoLicenceType = (typeof HMO_LICENCE_TYPES)[number];

/**
 * What the register says of a licence (its own wording read into one word). licence_status is this
 * word computed for a day (spec 3.2): past its expiry a licence is `expired` whatever the register
 * says; a revoked one stays revoked.
 */
export const HMO_STATUSES = [
  'licensed',
  'applied',
  'exempt',
  'refused',
  'withdrawn',
  'revoked',
  'surrendered',
  'superseded',
  'expired',
  'unknown',
] as const;
export type HmoStatus = (typeof HMO_STATUSES)[number];

/** Statuses the day's expiry does not override: the register's decision stands. */
export const HMO_FINAL_STATUSES: readonly HmoStatus[] = [
  'refused',
  'withdrawn',
  'revoked',
  'surrendered',
  'superseded',
];

/**
 * The `status` filter (spec 4.11): a status, or `active` (licensed for the day and still on the
 * register as last read).
 */
export const HMO_STATUS_FILTERS = ['active', ...HMO_STATUSES] as const;
export type HmoStatusFilter = (typeof HMO_STATUS_FILTERS)[number];

/** How an application for the licence was made (the register's wording read, where it says). */
export const HMO_APPLICATION_TYPES = ['new', 'renewal', 'variation', 'transfer', 'other'] as const;
export type HmoApplicationType = (typeof HMO_APPLICATION_TYPES)[number];

/** Spec 2.9: each date's precision. `derived`: computed from another date the register gives. */
export const HMO_DATE_PRECISIONS = ['day', 'month', 'year', 'derived'] as const;
export type HmoDatePrecision = (typeof HMO_DATE_PRECISIONS)[number];

/** Spec 2.9 geo_precision: a building's point (the register's own or a UPRN's), or a postcode's centroid. */
export const HMO_GEO_PRECISIONS = ['rooftop', 'centroid'] as const;
export type HmoGeoPrecision = (typeof HMO_GEO_PRECISIONS)[number];

/** Where a licence's point came from. */
export const HMO_GEO_SOURCES = ['register', 'uprn', 'postcode'] as const;
export type HmoGeoSource = (typeof HMO_GEO_SOURCES)[number];

/**
 * Spec 2.9 coverage: `full` when the council's own register is read whole as it publishes it;
 * `grey` when what is held is less than that: a third party's copy or conversion of the register,
 * a partial view of it (search results), or a register no longer published whose last read is kept.
 */
export const HMO_COVERAGE = ['full', 'grey'] as const;
export type HmoCoverage = (typeof HMO_COVERAGE)[number];

/**
 * Spec 2.9 coverage reasons: why a council's licences are not shown. Null when they are.
 * `not_included` is every council no one has looked at yet.
 */
export const HMO_COVERAGE_REASONS = {
  not_online: 'register not published online',
  on_request: 'register only available on request',
  search_only: 'register only available as an online search',
  reuse_restricted: 'register reuse restricted',
  not_included: 'not yet included',
} as const;
export type HmoCoverageReason = keyof typeof HMO_COVERAGE_REASONS;

/** Spec 4.11 sort. `newest`: latest licence start first; `expiry`: soonest expiry first. */
export const HMO_SORTS = ['newest', 'expiry'] as const;
export type HmoSort = (typeof HMO_SORTS)[number];

/** Spec 4.11 planning filter: licences where an application at the address is an HMO proposal. */
export const HMO_PLANNING_FILTERS = ['hmo_use', 'any', 'none'] as const;
export type HmoPlanningFilter = (typeof HMO_PLANNING_FILTERS)[number];

/** The record types of an HMO register's rows. */
export const HMO_RECORD_TYPES = ['licence', 'temporary_exemption'] as const;
export type HmoRecordType = (typeof HMO_RECORD_TYPES)[number];
