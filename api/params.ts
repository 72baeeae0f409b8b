// The API's shared parameters, each as its TypeBox schema (`param.*`: what Fastify validates and the
// OpenAPI document shows) beside its parser (what a route or service calls once the schema has passed).
// Every malformed value is a 400 invalid_request naming the parameter (spec 7), never a 500. The parsers
// the export builder needs too (feed/exports.ts) live in core/params.ts and are re-exported here, so a
// route takes every parameter from this one module.
import { Type } from '@sinclair/typebox';
import type { Account } from '../core/accounts.js';
import { decodeCursor, encodeCursor, type CursorPosition } from '../core/cursor.js';
import type { Knex } from '../core/db.js';
import { InvalidRequestError } from '../core/errors.js';
import { isValidDate, parsePostcode } from '../core/params.js';
import { postcodePoint, type PostcodeMatch } from '../core/repositories/planning/applications.repository.js';
import { inUk } from '../enrich/constraints/uk.js';
import { Enum } from './schemas/common.js';

export {
  displayPostcode,
  isValidDate,
  parseCompanyNumber,
  parseCouncil,
  parseDate,
  parseDateRange,
  parseList,
  parsePostcode,
  rangeCheck,
} from '../core/params.js';

export const FORMATS = ['json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** Spec 4.3: nearby radius in metres. */
export const NEARBY_DEFAULT_RADIUS = 1000;
export const NEARBY_MAX_RADIUS = 5000;

/**
 * The largest id one of our own rows can have: alerts, webhooks and exports have PostgreSQL integer
 * (int4) serial ids. A whole-number path id outside 1..MAX_ROW_ID is a 404 naming it, answered without
 * a query (api/plugins/errors.ts); a body field referring to a row (alert_id) is a 400 naming it.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** The pattern of a YYYY-MM-DD parameter (api/plugins/errors.ts words its failure). */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Schemas of the shared parameters, for a route's querystring or body Type.Object. */
export const param = {
  /**
   * The id of one of our rows (an alert, a webhook, an export): a whole number written in decimal
   * (api/plugins/input.ts), from 1 to MAX_ROW_ID. Every route taking a numeric id takes it as this.
   */
  id: (description: string) => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description }),
  council: (description = 'Council slug (see /v1/councils).') => Type.Optional(Type.String({ description })),
  postcode: (description: string) => Type.Optional(Type.String({ description })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Latitude (WGS84).' })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Longitude (WGS84).' })),
  // No maximum: spec 4.3 clamps larger values (parseRadius), however large.
  radius: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: `Metres, default ${NEARBY_DEFAULT_RADIUS}; larger than ${NEARBY_MAX_RADIUS} is clamped to ${NEARBY_MAX_RADIUS}.`,
    }),
  ),
  bbox: Type.Optional(
    Type.String({
      description: 'Bounding box: min_lng,min_lat,max_lng,max_lat (WGS84 degrees, comma-separated).',
      maxLength: 200,
    }),
  ),
  /** A YYYY-MM-DD date; `description` says which date and which end of the range. */
  date: (description: string) =>
    Type.Optional(Type.String({ description: `${description} (YYYY-MM-DD)`, pattern: DATE_PATTERN })),
  cursor: Type.Optional(
    Type.String({ description: 'meta.next_cursor of the previous page.', maxLength: 1000 }),
  ),
  limit: (description = 'Page size, capped per plan.') =>
    Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description })),
  format: Type.Optional(
    Enum(FORMATS, { default: 'json', description: 'json (default) or csv (the same page as text/csv).' }),
  ),
  includeContact: Type.Optional(
    Enum(['false', 'true'], { description: 'false omits contact fields and their metering.' }),
  ),
};

/** Path parameters of a route on one of our rows: `{id}` (param.id). */
export function idParams(what: string) {
  return Type.Object({ id: param.id(`${what} id (a whole number).`) });
}

/** Page size (spec 4.1, 8): limit wins over per_page; capped at the plan's maximum page. */
export function pageSize(
  account: Account,
  limit: number | undefined,
  perPage?: number,
  dflt?: number,
): number {
  const asked = limit ?? perPage;
  const max = account.plan.maxPage;
  if (asked === undefined) return Math.min(dflt ?? max, max);
  if (!Number.isInteger(asked) || asked < 1)
    throw new InvalidRequestError(
      'limit must be a whole number of at least 1.',
      limit !== undefined ? 'limit' : 'per_page',
    );
  return Math.min(asked, max);
}

/** include_contact (spec 2.2): contact fields and their metering unless `false`. */
export function includeContact(v: string | undefined): boolean {
  return v !== 'false';
}

/**
 * The position a cursor holds, or null without one. `read` checks the position's shape for this
 * query (null when it is not one): a cursor of another shape, like one tampered with or from another
 * query (core/cursor.ts), is a 400 naming `cursor`.
 */
export function readCursor<T>(
  secret: string,
  fingerprint: string,
  token: string | undefined,
  read: (p: CursorPosition) => T | null,
): T | null {
  if (token === undefined) return null;
  const position = read(decodeCursor(secret, fingerprint, token));
  if (position === null) throw new InvalidRequestError('cursor is not valid for this query.', 'cursor');
  return position;
}

/** meta.next_cursor: the signed position after the page, or null on the last page. */
export function nextCursor(
  secret: string,
  fingerprint: string,
  position: CursorPosition | null | undefined,
): string | null {
  return position ? encodeCursor(secret, fingerprint, position) : null;
}

/**
 * A radius in metres, a whole number from 1. Above `max` it is clamped (nearby, spec 4.3) or refused
 * (a radius an alert keeps, which must not change silently).
 */
export function parseRadius(
  v: number | undefined,
  opts: { max: number; over: 'clamp' | 'refuse' },
  param = 'radius',
): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || v < 1 || (opts.over === 'refuse' && v > opts.max))
    throw new InvalidRequestError(`${param} must be a whole number of metres from 1 to ${opts.max}.`, param);
  return Math.min(v, opts.max);
}

export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** bbox as min_lng,min_lat,max_lng,max_lat (the GeoJSON order), each within its range, min <= max. */
export function parseBbox(v: string | undefined, param = 'bbox'): Bbox | undefined {
  if (v === undefined) return undefined;
  const parts = v.split(',').map((s) => s.trim());
  const n = parts.map(Number);
  const bad = (why: string) =>
    new InvalidRequestError(`${param} must be min_lng,min_lat,max_lng,max_lat: ${why} (got '${v}').`, param);
  if (parts.length !== 4 || parts.some((s) => s === '') || n.some((x) => !Number.isFinite(x)))
    throw bad('four numbers');
  const [minLng, minLat, maxLng, maxLat] = n;
  if ([minLng, maxLng].some((x) => x < -180 || x > 180)) throw bad('longitudes from -180 to 180');
  if ([minLat, maxLat].some((x) => x < -90 || x > 90)) throw bad('latitudes from -90 to 90');
  if (minLng > maxLng || minLat > maxLat) throw bad('each minimum at most its maximum');
  return { minLng, minLat, maxLng, maxLat };
}

/**
 * An instant given as a date (midnight UTC) or an ISO 8601 datetime, without an offset read as UTC
 * (spec 4.1 changed_since). Returned as an ISO instant; microseconds are kept when given without an
 * offset, since the instant is compared in PostgreSQL.
 */
export function parseInstant(v: string | undefined, param: string): string | undefined {
  if (v === undefined) return undefined;
  const s = v.trim();
  const bad = () =>
    new InvalidRequestError(
      `${param} must be a date (YYYY-MM-DD) or an ISO 8601 datetime such as 2026-03-01T06:00:00Z (got '${v}').`,
      param,
    );
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    if (!isValidDate(s)) throw bad();
    return `${s}T00:00:00.000Z`;
  }
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(s);
  if (!m || !isValidDate(m[1])) throw bad();
  const d = new Date(`${m[1]}T${m[2]}${m[3] ? m[3].toUpperCase() : 'Z'}`);
  if (Number.isNaN(d.getTime())) throw bad();
  const frac = /\.(\d{4,6})$/.exec(m[2]);
  return frac && !m[3] ? `${m[1]}T${m[2]}Z` : d.toISOString();
}

export interface PointOrPostcode {
  lat?: number;
  lng?: number;
  postcode?: string;
}

export interface Located {
  lat: number;
  lng: number;
  /** The point was given; false for a postcode's point (spec 2.3: single trees are not read then). */
  precise: boolean;
}

/**
 * `lat` and `lng` (already numbers in range: param.lat, param.lng), or `postcode` geocoded from the
 * postcode directory (a full postcode's own point; a sector, district or area's mean point). Options:
 * `postcode: 'full'` refuses partial postcodes (spec 4.7); `ukOnly` refuses points outside the UK
 * outline (enrich/constraints/uk.ts).
 */
export async function parsePointOrPostcode(
  db: Knex,
  q: PointOrPostcode,
  opts: { postcode: 'full' | 'any'; ukOnly?: boolean },
): Promise<Located> {
  if (q.postcode !== undefined) {
    if (q.lat !== undefined || q.lng !== undefined)
      throw new InvalidRequestError('Give either lat and lng or postcode, not both.', 'postcode');
    const match =
      opts.postcode === 'full' ? parseFullPostcode(q.postcode) : parsePostcode(q.postcode, 'postcode');
    const p = await postcodePoint(db, match);
    if (!p)
      throw new InvalidRequestError(
        `postcode ${q.postcode.trim().toUpperCase()} is not in the postcode directory.`,
        'postcode',
      );
    return { lat: p.lat, lng: p.lng, precise: false };
  }
  if (q.lat === undefined) throw new InvalidRequestError('lat and lng, or postcode, are required.', 'lat');
  if (q.lng === undefined)
    throw new InvalidRequestError('lng is required with lat (or give postcode).', 'lng');
  // A coarse outline of Great Britain and Northern Ireland, not a bounding box, so Dublin or Douglas
  // are refused.
  if (opts.ukOnly && !inUk(q.lat, q.lng))
    throw new InvalidRequestError(
      `The point ${q.lat}, ${q.lng} is outside the UK: only UK points are covered.`,
      'lat',
    );
  return { lat: q.lat, lng: q.lng, precise: true };
}

function parseFullPostcode(raw: string): PostcodeMatch {
  let match: PostcodeMatch | null = null;
  try {
    match = parsePostcode(raw, 'postcode');
  } catch {
    // Reported below with what this parameter takes: a full postcode only.
  }
  if (match?.kind !== 'full')
    throw new InvalidRequestError('postcode must be a full UK postcode (for example NW11 6XU).', 'postcode');
  return match;
}
