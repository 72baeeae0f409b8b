// Price paid (spec 2.2 last_sale, sales): every sale at the same address in the postcode, newest
// first. The latest sale is kept for the outline join (a sale can name the parcel).
import { salesInPostcode } from '../../core/repositories/open-data/ownership.repository.js';
import type { Join } from './join.js';
import { parseAddress, pricePaidAddress, sameProperty } from './match.js';

const PROPERTY_TYPES: Record<string, string> = {
  D: 'detached',
  S: 'semi-detached',
  T: 'terraced',
  F: 'flat',
  O: 'other',
};
const TENURES: Record<string, string> = { F: 'freehold', L: 'leasehold' };

export const pricePaid: Join = {
  name: 'price-paid',
  async run(app, { db, found }, out) {
    const addr = app.parsed;
    if (!app.postcodeNorm || !addr) return;
    const sold = (await salesInPostcode(db, app.postcodeNorm, app.digits)).filter((s) =>
      sameProperty(parseAddress(pricePaidAddress(s.saon, s.paon, s.street)), addr),
    );
    const sales = sold.map((s) => ({
      price: Number(s.price),
      date: s.transfer_date,
      property_type: PROPERTY_TYPES[s.property_type ?? ''] ?? null,
      tenure: TENURES[s.tenure ?? ''] ?? null,
      new_build: s.new_build === 'Y',
    }));
    if (!sales.length) return;
    found.lastSale = sold[0]!;
    out.sales = sales;
    out.last_sale = sales[0]!;
    out.last_sale_price = sales[0]!.price;
  },
};
