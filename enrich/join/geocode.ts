// Geocoding (spec 2.2 location): the UPRN's point, else the council's own point, else the postcode
// centroid. A new or moved point clears the constraint check so the nightly check reads it again.
import { postcodePoint, uprnPoint } from '../../core/repositories/open-data/postcodes.repository.js';
import type { Join } from './join.js';

export const geocode: Join = {
  name: 'geocode',
  async run(app, { db, found }, out) {
    let point: { lat: number; lng: number } | null = null;
    if (app.uprn) point = await uprnPoint(db, app.uprn);
    if (point) found.point = { ...point, source: 'uprn' };
    // Read even when the UPRN gave the point: the parish join falls back on its parish code.
    found.postcodeRow = app.postcodeNorm ? await postcodePoint(db, app.postcodeNorm) : null;
    if (!found.point && app.location_source === 'council' && app.lat !== null && app.lng !== null)
      found.point = { lat: app.lat, lng: app.lng, source: 'council' };
    if (!found.point && found.postcodeRow)
      found.point = { lat: found.postcodeRow.lat, lng: found.postcodeRow.lng, source: 'postcode' };
    const p = found.point;
    if (!p) return;
    out.location = { lat: p.lat, lng: p.lng };
    out.location_source = p.source;
    if (app.lat !== p.lat || app.lng !== p.lng) {
      out.constraints = null;
      out.constraints_checked_at = null;
    }
  },
};
