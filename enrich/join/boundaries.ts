// Parish and ward by point (spec 2.2; 4.1: "coordinates inside the parish boundary"). Where no parish
// polygons are loaded the postcode directory's parish code (ONSPD) stands in. The council's own ward
// wording is kept; the ONS ward fills it only when the council gives none.
import { boundariesAt, hasBoundaries } from '../../core/repositories/open-data/boundaries.repository.js';
import type { Join } from './join.js';

export const boundaries: Join = {
  name: 'boundaries',
  async run(app, { db, found }, out) {
    const point = found.point;
    if (!point) return;
    const hits = await boundariesAt(db, point.lat, point.lng);
    const parish = hits.find((h) => h.kind === 'parish');
    const ward = hits.find((h) => h.kind === 'ward');
    if (parish) {
      out.parish = parish.name;
      out.parish_code = parish.code;
    } else if (await hasBoundaries(db, 'parish')) {
      out.parish = null;
      out.parish_code = null;
    } else if (found.postcodeRow?.parish_code) out.parish_code = found.postcodeRow.parish_code;
    if (ward && !app.ward) out.ward = ward.name;
  },
};
