// Leaseholders (spec 2.6): company leasehold titles (CCOD, OCOD) of this unit, this property, the
// whole building or elsewhere in the building. The registered leases file gives each lease's term
// (fewer than seven years, or ended, is not matched) and its UPRN (a lease of the application's own
// UPRN is this unit or this property whatever the wording). Never the freehold owner's; roofs,
// airspace, substations, telecoms sites, parking spaces and garages excluded; at most five, newest
// first. Reads the titles the freehold-owner join read.
import type { Join } from './join.js';
import { excludedLease, parseLeaseTerm } from './lease-term.js';
import { buildingOf, parseAddress, sameProperty } from './match.js';
import {
  proprietorBlocks,
  registration,
  type ProprietorBlock,
  type TitleRegistration,
} from './proprietors.js';

export interface Leaseholder extends TitleRegistration {
  title_number: string;
  tenure: 'leasehold';
  of: 'part' | 'property' | 'building';
  relation: 'this_unit' | 'this_property' | 'whole_building' | 'elsewhere_in_building';
  via: 'address';
  confidence: null;
  titles_matched: null;
  proprietors: ProprietorBlock[];
}

const MAX_LEASEHOLDERS = 5;

export const leaseholders: Join = {
  name: 'leaseholders',
  async run(app, { db, found }, out) {
    const addr = app.parsed;
    const bldg = app.building;
    const ownerNums = new Set(found.freehold?.company_numbers ?? []);
    const registered = found.titles
      .filter((l) => l.kind === 'lease')
      .map((l) => ({
        ...l,
        a: parseAddress(l.property_address),
        term: parseLeaseTerm(l.lease_term),
      }));
    const titles = found.titles
      .filter((t) => t.kind !== 'lease' && t.tenure === 'Leasehold')
      .map((t) => ({ t, a: parseAddress(t.property_address) }));
    const today = new Date().toISOString().slice(0, 10);
    const leases: { lease: Leaseholder; nums: string[] }[] = [];
    for (const { t, a } of titles) {
      if (!a || excludedLease(a)) continue;
      if (t.company_numbers.some((n) => ownerNums.has(n))) continue;
      const regs = registered.filter((l) => sameProperty(l.a, a));
      if (regs.some((l) => l.a && excludedLease(l.a))) continue;
      // The newest registered lease of the title's property says its term.
      const reg = regs.sort((x, y) => (y.lease_date ?? '').localeCompare(x.lease_date ?? ''))[0];
      if (reg && reg.term.years !== null && reg.term.years < 7) continue;
      if (reg?.term.ends && reg.term.ends < today) continue;
      const direct = (!!app.uprn && regs.some((l) => l.uprn === app.uprn)) || sameProperty(a, addr);
      const tb = buildingOf(a);
      let where: Pick<Leaseholder, 'relation' | 'of'> | null = null;
      if (direct)
        where = bldg ? { relation: 'this_unit', of: 'part' } : { relation: 'this_property', of: 'property' };
      else if (bldg && sameProperty(a, bldg)) where = { relation: 'whole_building', of: 'building' };
      else if (tb && sameProperty(tb, bldg ?? addr))
        where = { relation: 'elsewhere_in_building', of: 'part' };
      if (!where) continue;
      const { proprietors } = await proprietorBlocks(db, t);
      leases.push({
        lease: {
          title_number: t.title_number,
          tenure: 'leasehold',
          of: where.of,
          relation: where.relation,
          via: 'address',
          confidence: null,
          titles_matched: null,
          ...registration(t),
          proprietors,
        },
        nums: t.company_numbers,
      });
    }
    leases.sort((x, y) =>
      (y.lease.date_proprietor_added ?? '').localeCompare(x.lease.date_proprietor_added ?? ''),
    );
    const top = leases.slice(0, MAX_LEASEHOLDERS);
    out.leaseholders = top.length ? top.map((l) => l.lease) : null;
    out.leaseholder_company_numbers = top.length ? [...new Set(top.flatMap((l) => l.nums))] : null;
  },
};
