// GET /v1/constraints (spec 2.4, 4.7): the constraint check for one UK point, given as lat/lng or a
// full postcode (geocoded server-side). Pro and above; one record per distinct point per month.
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../../core/errors.js';
import { requirePlan } from '../../../core/plans.js';
import { postcodePoint } from '../../../core/repositories/open-data/postcodes.repository.js';
import { checkPointWithSources } from '../../../enrich/constraints/check.js';
import { normalisePostcode } from '../../../enrich/join/address.js';
import { inUk } from '../../../enrich/constraints/uk.js';
import { chargeRecords, pointKey } from '../../../feed/metering.js';
import type { ApiDeps } from '../../app.js';

function coordinate(raw: unknown, param: string, min: number, max: number): number {
  const s = typeof raw === 'string' ? raw.trim() : '';
  const n = Number(s);
  if (s === '' || !Number.isFinite(n) || n < min || n > max)
    throw new InvalidRequestError(`${param} must be a number from ${min} to ${max}.`, param);
  return n;
}

export async function constraintRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get('/v1/constraints', { config: { meteredRead: true } }, async (req) => {
    requirePlan(req.account, 'pro', 'constraints');
    const q = req.query as Record<string, unknown>;
    let lat: number;
    let lng: number;
    let precise: boolean;
    if (q.postcode !== undefined) {
      if (q.lat !== undefined || q.lng !== undefined)
        throw new InvalidRequestError('Send either lat and lng or postcode, not both.', 'postcode');
      const norm = normalisePostcode(String(q.postcode));
      if (!norm || norm.length !== String(q.postcode).replace(/\s+/g, '').length)
        throw new InvalidRequestError(
          'postcode must be a full UK postcode (for example NW11 6XU).',
          'postcode',
        );
      const p = await postcodePoint(deps.db, norm);
      if (!p)
        throw new InvalidRequestError(
          `postcode ${String(q.postcode)} is not a known UK postcode.`,
          'postcode',
        );
      [lat, lng, precise] = [p.lat, p.lng, false]; // a postcode centroid: single trees are not read (spec 2.3)
    } else {
      if (q.lat === undefined)
        throw new InvalidRequestError('lat and lng, or postcode, are required.', 'lat');
      if (q.lng === undefined) throw new InvalidRequestError('lng is required with lat.', 'lng');
      lat = coordinate(q.lat, 'lat', -90, 90);
      lng = coordinate(q.lng, 'lng', -180, 180);
      // The point must be in the UK (spec 4.7): a coarse outline of Great Britain and Northern
      // Ireland, not a bounding box, so Dublin or Douglas are refused (enrich/constraints/uk.ts).
      if (!inUk(lat, lng))
        throw new InvalidRequestError(
          `The point ${lat}, ${lng} is outside the UK: constraints are checked for UK points only.`,
          'lat',
        );
      precise = true;
    }
    // The check (with the layer releases) and the record charge are one round trip each, sent at
    // once: the request waits for the slower, not for both. A 429 from the charge still refuses the
    // answer; a check that fails after its charge leaves the point counted, and re-reading it this
    // month is free (spec 8), so a retry costs nothing.
    const [{ constraints, sources }, charge] = await Promise.all([
      checkPointWithSources(deps.db, { lat, lng, precise }),
      chargeRecords(deps.db, req.account, [pointKey(lat, lng)]),
    ]);
    return {
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
    };
  });
}
