// GET /v1/constraints (spec 2.4, 4.7): the constraint check for one UK point, given as lat/lng or a
// full postcode (geocoded server-side). Pro and above; one record per distinct point per month.
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../core/errors.js';
import { requirePlan } from '../../core/plans.js';
import { postcodePoint } from '../../core/repositories/postcodes.repository.js';
import { layerSources } from '../../core/repositories/layers.repository.js';
import { checkPoint } from '../../enrich/constraints/check.js';
import { normalisePostcode } from '../../enrich/join/address.js';
import { chargeRecords, pointKey } from '../services/metering.js';
import type { ApiDeps } from '../app.js';

// Great Britain and Northern Ireland with their islands (Scilly to Shetland, Fermanagh to Lowestoft).
const UK = { south: 49.8, north: 60.95, west: -8.7, east: 1.8 };

function coordinate(raw: unknown, param: string, min: number, max: number): number {
  const s = typeof raw === 'string' ? raw.trim() : '';
  const n = Number(s);
  if (s === '' || !Number.isFinite(n)) throw new InvalidRequestError(`${param} must be a number.`, param);
  if (n < min || n > max)
    throw new InvalidRequestError(`${param} is outside the UK: the point must be in the UK.`, param);
  return n;
}

export async function constraintRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get('/v1/constraints', async (req) => {
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
      lat = coordinate(q.lat, 'lat', UK.south, UK.north);
      lng = coordinate(q.lng, 'lng', UK.west, UK.east);
      precise = true;
    }
    const constraints = await checkPoint(deps.db, { lat, lng, precise });
    const charge = await chargeRecords(deps.db, req.account, [pointKey(lat, lng)]);
    const sources = await layerSources(deps.db);
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
