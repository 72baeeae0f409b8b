// Outline (spec 2.2 strict rules). Only a precise point (UPRN or council) inside exactly one parcel
// holding no other property point, or only flats of the same building (known from the addresses EPC
// and lease records give those UPRNs). Either the parcel is of 30 m2 to 1 ha with the point at least
// 1 m from its edge, or a sale names the parcel: the property's own latest sale is the freehold of a
// whole house (price paid tenure F, detached, semi-detached or terraced) and the point is its UPRN's,
// so the one parcel round that point holding no other property is the house's freehold; then up to
// 5 ha (houses with grounds) and no edge distance (terraced houses' points sit on the frontage).
import {
  addressesOfUprns,
  parcelsAt,
  type GeoJsonGeometry,
} from '../../core/repositories/open-data/ownership.repository.js';
import type { Join } from './join.js';
import { buildingOf, parseAddress, sameProperty } from './match.js';

const HOUSE_TYPES = ['D', 'S', 'T'];

export const outline: Join = {
  name: 'outline',
  async run(app, { db, found }, out) {
    const point = found.point;
    if (!point || point.source === 'postcode') return;
    const parcels = await parcelsAt(db, point.lat, point.lng, app.uprn);
    let geometry: GeoJsonGeometry | null = null;
    const p = parcels.length === 1 ? parcels[0]! : null;
    const sale = found.lastSale;
    const saleNames =
      point.source === 'uprn' && sale?.tenure === 'F' && HOUSE_TYPES.includes(sale.property_type ?? '');
    if (p && p.area_m2 >= 30 && p.area_m2 <= 10_000 && p.edge >= 1) {
      if (!p.others.length) geometry = p.geojson;
      else {
        const building = app.building ?? app.parsed;
        const known = await addressesOfUprns(db, p.others);
        const sameBuilding = (u: string) =>
          !!building &&
          (known.get(u) ?? []).length > 0 &&
          known.get(u)!.every((k) => sameProperty(buildingOf(parseAddress(k)), building));
        if (p.others.every(sameBuilding)) geometry = p.geojson;
      }
    } else if (p && saleNames && !p.others.length && p.area_m2 >= 30 && p.area_m2 <= 50_000)
      geometry = p.geojson;
    out.outline = geometry;
  },
};
