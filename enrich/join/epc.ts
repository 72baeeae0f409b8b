// EPC (spec 2.2 floor_area, epc_rating, epc): the latest certificate by UPRN, else the newest
// certificate at the same address in the postcode.
import { epcInPostcode, latestEpcByUprn } from '../../core/repositories/open-data/ownership.repository.js';
import type { Join } from './join.js';
import { parseAddress, sameProperty } from './match.js';

export const epc: Join = {
  name: 'epc',
  async run(app, { db }, out) {
    let c = app.uprn ? await latestEpcByUprn(db, app.uprn) : null;
    const addr = app.parsed;
    if (!c && app.postcodeNorm && addr)
      c =
        (await epcInPostcode(db, app.postcodeNorm, app.digits)).find((x) =>
          sameProperty(parseAddress(x.address), addr),
        ) ?? null;
    if (!c) return;
    out.floor_area = c.floor_area;
    out.epc_rating = c.rating;
    out.epc = {
      rating: c.rating,
      efficiency: c.efficiency,
      floor_area: c.floor_area,
      property_type: c.property_type,
      built_form: c.built_form,
      inspection_date: c.inspection_date,
      lodgement_date: c.lodgement_date,
      certificate: c.lmk_key,
    };
  },
};
