// The per-application joins (issue 7): geocoding, parish and ward codes, EPC, price paid, freehold
// owner and leaseholders (spec 2.6: by address, land by description, leases with the registered
// leases file), and the parcel outline (spec 2.2 strict rules). Addresses compare through match.ts.
// Each reads the national tables loaded by enrich/loaders and writes the columns of migration 003.
import type { Knex } from '../../core/db.js';
import { postcodePoint, uprnPoint } from '../../core/repositories/open-data/postcodes.repository.js';
import { boundariesAt, hasBoundaries } from '../../core/repositories/open-data/boundaries.repository.js';
import {
  addressesOfUprns,
  companiesByNumber,
  controllersOf,
  epcInPostcode,
  freeholdTitleCount,
  freeholdTitlesOf,
  groupMembers,
  landTitlesOfCouncil,
  latestEpcByUprn,
  majorityParent,
  parcelsAt,
  salesInPostcode,
  titlesAt,
  type TitleRow,
} from '../../core/repositories/open-data/ownership.repository.js';
import { statusCode } from '../loaders/ownership.js';
import { normalisePostcode } from './address.js';
import { anchorWord, parseLand, sameAnchor, townFits } from './land.js';
import { excludedLease, parseLeaseTerm } from './lease-term.js';
import { buildingOf, parseAddress, pricePaidAddress, sameProperty } from './match.js';

const PROPERTY_TYPES: Record<string, string> = {
  D: 'detached',
  S: 'semi-detached',
  T: 'terraced',
  F: 'flat',
  O: 'other',
};
const TENURES: Record<string, string> = { F: 'freehold', L: 'leasehold' };
interface AppRow {
  id: number;
  council_id: number;
  description: string | null;
  ward: string | null;
  address: string | null;
  postcode: string | null;
  uprn: string | null;
  location_source: string | null;
  lat: number | null;
  lng: number | null;
}

function ownerTypes(t: TitleRow): string[] {
  const out = new Set<string>();
  if (t.kind === 'ocod') out.add('overseas');
  for (const p of t.proprietors) {
    const c = (p.category ?? '').toLowerCase();
    if (/local authority|county council|corporate body|government|crown|nhs|health/.test(c))
      out.add('public');
    if (/housing association|registered society|industrial and provident|community benefit/.test(c))
      out.add('housing');
  }
  return [...out];
}

async function proprietorBlocks(db: Knex, t: TitleRow) {
  const numbers = t.proprietors.map((p) => p.company_number).filter((n): n is string => !!n);
  const companies = new Map(
    (await companiesByNumber(db, numbers)).map((c) => [c.company_number as string, c]),
  );
  const controllers = await controllersOf(db, numbers);
  // Each proprietor and every company above it: owner_scope=group matches on any of them.
  const ancestors = new Set<string>();
  const out = [];
  for (const p of t.proprietors) {
    const c = p.company_number ? companies.get(p.company_number) : undefined;
    // companies_house is null when the registry does not hold the number under that name (spec 2.6).
    const sameName =
      c &&
      c.name_norm ===
        p.name
          .toUpperCase()
          .replace(/[^A-Z0-9 ]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
    let ch = null;
    if (c && sameName) {
      const parents = controllers
        .filter((k) => k.company_number === c.company_number)
        .map((k) => ({
          name: k.controller_name,
          company_number: k.controller_number,
          share_band: k.share_band,
          majority: k.majority,
        }));
      // Ultimate owner: follow majority corporate controllers upwards (cycle-safe, at most 10 levels).
      const chain = [c.company_number as string];
      for (let i = 0; i < 10; i++) {
        const up = await majorityParent(db, chain[chain.length - 1]!);
        if (!up || chain.includes(up)) break;
        chain.push(up);
      }
      const top = chain[chain.length - 1]!;
      const topCo = top !== c.company_number ? (await companiesByNumber(db, [top]))[0] : c;
      const members = await groupMembers(db, top);
      for (const n of chain) ancestors.add(n);
      ch = {
        name: c.name,
        status: c.status,
        status_code: statusCode(c.status),
        incorporated_on: c.incorporated_on,
        sic_codes: c.sic_codes,
        nature_of_business: c.sic_codes.map((s: string) => s.replace(/^\d+\s*-\s*/, '')),
        previous_names: c.previous_names,
        accounts: {
          ...c.accounts,
          overdue: !!c.accounts?.next_due && c.accounts.next_due < new Date().toISOString().slice(0, 10),
        },
        confirmation_statement: c.confirmation_statement,
        charges: c.charges,
        freehold_titles: await freeholdTitleCount(db, c.company_number),
        group: {
          top: { company_number: top, name: topCo?.name ?? null },
          size: members.length,
          titles: await freeholdTitlesOf(db, members),
        },
        parents,
        ultimate_owner: top !== c.company_number ? { company_number: top, name: topCo?.name ?? null } : null,
      };
    }
    out.push({
      name: p.name,
      company_number: c && sameName ? p.company_number : null,
      category: p.category,
      country_incorporated: p.country_incorporated,
      links:
        p.company_number && c && sameName
          ? {
              companies_house: `https://find-and-update.company-information.service.gov.uk/company/${p.company_number}`,
            }
          : null,
      companies_house: ch,
    });
  }
  return { proprietors: out, groups: [...ancestors] };
}

// One formatter for every release name ("June 2024"): toLocaleString builds one per call.
const RELEASE_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
function monthName(release: string): string {
  const [y, m] = release.split('-');
  return RELEASE_MONTH.format(new Date(Date.UTC(Number(y), Number(m) - 1, 1)));
}

/** Who holds a title: its company numbers, else its proprietors' names. */
function holder(t: TitleRow): string {
  return t.company_numbers.length
    ? [...t.company_numbers].sort().join(' ')
    : t.proprietors
        .map((p) => p.name.toUpperCase())
        .sort()
        .join(' ');
}

/**
 * Description matching of land (spec 2.6; rules in docs/enrichment.md). The application's address,
 * else its description, must describe land ("Land to the rear of 14 Example Road"); a company
 * freehold title with no postcode in the council's district must describe it the same way (same
 * relation, same anchor, its town in the application's words). Every titled place with that anchor
 * and town must be held by one company, else the place is shared and nothing is matched;
 * titles_matched is how many of that company's freehold titles fit. The newest of them is given.
 */
async function landMatch(db: Knex, app: AppRow): Promise<{ t: TitleRow; titlesMatched: number } | null> {
  const want = parseLand(app.address, true) ?? parseLand(app.description, true);
  const word = want && anchorWord(want.anchor);
  if (!want || !word) return null;
  const words = [app.address, app.description].filter(Boolean).join(', ');
  const here = (await landTitlesOfCouncil(db, app.council_id, word))
    .map((t) => ({ t, d: parseLand(t.property_address) }))
    .filter((x) => x.d && sameAnchor(x.d.anchor, want.anchor) && townFits(x.d, words));
  if (new Set(here.map((x) => holder(x.t))).size !== 1) return null;
  const fits = here
    .filter((x) => x.t.tenure === 'Freehold' && x.d!.relation === want.relation)
    .map((x) => x.t)
    .sort(
      (a, b) =>
        (b.date_proprietor_added ?? '').localeCompare(a.date_proprietor_added ?? '') ||
        a.title_number.localeCompare(b.title_number),
    );
  return fits.length ? { t: fits[0]!, titlesMatched: fits.length } : null;
}

/** Applications the joins have not seen since their last change (or all), in id order, after `afterId`. */
export async function applicationsToEnrich(
  db: Knex,
  opts: { all: boolean; afterId: number; limit: number },
): Promise<number[]> {
  const q = db('applications').where('id', '>', opts.afterId).orderBy('id').limit(opts.limit).pluck('id');
  if (!opts.all) q.where((w) => w.whereNull('enriched_at').orWhereRaw('changed_at > enriched_at'));
  return (await q).map(Number);
}

/** Runs every join for one application and stores the results. Returns the fields it filled. */
export async function enrichApplication(db: Knex, id: number): Promise<Record<string, unknown>> {
  const r = await db.raw<{ rows: AppRow[] }>(
    `SELECT id, council_id, description, ward, address, postcode, uprn, location_source, ST_Y(location::geometry) lat, ST_X(location::geometry) lng
     FROM applications WHERE id = ?`,
    [id],
  );
  const app = r.rows[0];
  if (!app) return {};
  const update: Record<string, unknown> = {};
  const pc = normalisePostcode(app.postcode) ?? normalisePostcode(app.address);
  // The property's address in parts, compared tolerantly with every source in its postcode (match.ts).
  const addr = parseAddress(app.address);
  const bldg = buildingOf(addr);
  // The house number's digits narrow the postcode's certificates and sales before they are parsed.
  const digits = addr?.number ? /^\d+/.exec(addr.number)![0] : null;

  // Geocoding: UPRN point, else postcode centroid; a council's own point is kept (spec 2.2).
  let point: { lat: number; lng: number } | null = null;
  let source: string | null = null;
  if (app.uprn) {
    point = await uprnPoint(db, app.uprn);
    if (point) source = 'uprn';
  }
  const pcRow = pc ? await postcodePoint(db, pc) : null;
  if (!point && app.location_source === 'council' && app.lat !== null && app.lng !== null) {
    point = { lat: app.lat, lng: app.lng };
    source = 'council';
  }
  if (!point && pcRow) {
    point = { lat: pcRow.lat, lng: pcRow.lng };
    source = 'postcode';
  }
  if (point) {
    const moved = app.lat !== point.lat || app.lng !== point.lng;
    update.location = db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [point.lng, point.lat]);
    update.location_source = source;
    // A new or moved point is checked again by the nightly constraint check.
    if (moved) {
      update.constraints = null;
      update.constraints_checked_at = null;
    }
  }
  // Parish and ward by point (spec 2.2; 4.1: "coordinates inside the parish boundary"). Where no
  // parish polygons are loaded the postcode directory's parish code (ONSPD) stands in. The council's
  // own ward wording is kept; the ONS ward fills it only when the council gives none.
  if (point) {
    const hits = await boundariesAt(db, point.lat, point.lng);
    const parish = hits.find((h) => h.kind === 'parish');
    const ward = hits.find((h) => h.kind === 'ward');
    if (parish) {
      update.parish = parish.name;
      update.parish_code = parish.code;
    } else if (await hasBoundaries(db, 'parish')) {
      update.parish = null;
      update.parish_code = null;
    } else if (pcRow?.parish_code) update.parish_code = pcRow.parish_code;
    if (ward && !app.ward) update.ward = ward.name;
  }

  // EPC: latest certificate by UPRN, else the newest certificate at the same address in the postcode.
  let epc = app.uprn ? await latestEpcByUprn(db, app.uprn) : null;
  if (!epc && pc && addr)
    epc =
      (await epcInPostcode(db, pc, digits)).find((c) => sameProperty(parseAddress(c.address), addr)) ?? null;
  if (epc) {
    update.floor_area = epc.floor_area;
    update.epc_rating = epc.rating;
    update.epc = JSON.stringify({
      rating: epc.rating,
      efficiency: epc.efficiency,
      floor_area: epc.floor_area,
      property_type: epc.property_type,
      built_form: epc.built_form,
      inspection_date: epc.inspection_date,
      lodgement_date: epc.lodgement_date,
      certificate: epc.lmk_key,
    });
  }

  // Price paid: every sale at the same address in the postcode (spec 2.2 last_sale, sales).
  let lastSale: { tenure: string; property_type: string } | null = null;
  if (pc && addr) {
    const sold = (await salesInPostcode(db, pc, digits)).filter((s) =>
      sameProperty(parseAddress(pricePaidAddress(s.saon, s.paon, s.street)), addr),
    );
    const sales = sold.map((s) => ({
      price: Number(s.price),
      date: s.transfer_date,
      property_type: PROPERTY_TYPES[s.property_type] ?? null,
      tenure: TENURES[s.tenure] ?? null,
      new_build: s.new_build === 'Y',
    }));
    if (sales.length) {
      lastSale = sold[0]!;
      update.sales = JSON.stringify(sales);
      update.last_sale = JSON.stringify(sales[0]);
      update.last_sale_price = sales[0]!.price;
    }
  }

  // Owners (spec 2.6): by address, the company freehold title of the property (of property) or, for a
  // flat or unit, of its building (of building), only when exactly one fits; else, for land, by
  // description (of land).
  const rows = pc ? await titlesAt(db, pc, app.uprn) : [];
  const parsedTitles = rows
    .filter((t) => t.kind !== 'lease')
    .map((t) => ({ t, a: parseAddress(t.property_address) }));
  const free = parsedTitles.filter((x) => x.t.tenure === 'Freehold');
  const own = addr ? free.filter((x) => sameProperty(x.a, addr)) : [];
  const bld = bldg ? free.filter((x) => sameProperty(x.a, bldg)) : [];
  let match: { t: TitleRow; of: string; via: string; titlesMatched: number | null } | null =
    own.length === 1
      ? { t: own[0]!.t, of: 'property', via: 'address', titlesMatched: null }
      : !own.length && bld.length === 1
        ? { t: bld[0]!.t, of: 'building', via: 'address', titlesMatched: null }
        : null;
  if (!match && !own.length && !bld.length) {
    const land = await landMatch(db, app);
    if (land) match = { t: land.t, of: 'land', via: 'description', titlesMatched: land.titlesMatched };
  }
  if (match) {
    const { proprietors, groups } = await proprietorBlocks(db, match.t);
    update.freehold_owner = JSON.stringify({
      title_number: match.t.title_number,
      tenure: 'freehold',
      of: match.of,
      via: match.via,
      // Only high-confidence description matches are given (spec 2.6); null for address matches.
      confidence: match.via === 'description' ? 'high' : null,
      titles_matched: match.titlesMatched,
      date_proprietor_added: match.t.date_proprietor_added,
      price_paid: match.t.price_paid === null ? null : Number(match.t.price_paid),
      release: monthName(match.t.release),
      release_month: match.t.release,
      proprietors,
    });
    update.owner_company_numbers = match.t.company_numbers;
    update.owner_group_numbers = [...new Set([...match.t.company_numbers, ...groups])];
    update.owner_types = ownerTypes(match.t);
  } else {
    update.freehold_owner = null;
    update.owner_company_numbers = null;
    update.owner_group_numbers = null;
    update.owner_types = null;
  }

  // Leaseholders (spec 2.6): company leasehold titles (CCOD, OCOD) of this unit, this property, the
  // whole building or elsewhere in the building. The registered leases file gives each lease's term
  // (fewer than seven years, or ended, is not matched) and its UPRN (a lease of the application's
  // own UPRN is this unit or this property whatever the wording). Never the freehold owner's; roofs,
  // airspace, substations, telecoms sites, parking spaces and garages excluded; at most five, newest
  // first.
  const ownerNums = new Set(match?.t.company_numbers ?? []);
  const registered = rows
    .filter((l) => l.kind === 'lease')
    .map((l) => ({
      ...l,
      a: parseAddress(l.property_address),
      term: parseLeaseTerm(l.lease_term),
    }));
  const today = new Date().toISOString().slice(0, 10);
  const leases = [];
  for (const { t, a } of parsedTitles) {
    if (t.tenure !== 'Leasehold' || !a || excludedLease(a)) continue;
    if (t.company_numbers.some((n) => ownerNums.has(n))) continue;
    const regs = registered.filter((l) => sameProperty(l.a, a));
    if (regs.some((l) => l.a && excludedLease(l.a))) continue;
    // The newest registered lease of the title's property says its term.
    const reg = regs.sort((x, y) => (y.lease_date ?? '').localeCompare(x.lease_date ?? ''))[0];
    if (reg && reg.term.years !== null && reg.term.years < 7) continue;
    if (reg?.term.ends && reg.term.ends < today) continue;
    const direct = (!!app.uprn && regs.some((l) => l.uprn === app.uprn)) || sameProperty(a, addr);
    const tb = buildingOf(a);
    let relation: string | null = null;
    let of: string | null = null;
    if (direct) [relation, of] = bldg ? ['this_unit', 'part'] : ['this_property', 'property'];
    else if (bldg && sameProperty(a, bldg)) [relation, of] = ['whole_building', 'building'];
    else if (tb && sameProperty(tb, bldg ?? addr)) [relation, of] = ['elsewhere_in_building', 'part'];
    if (!relation) continue;
    const { proprietors } = await proprietorBlocks(db, t);
    leases.push({
      title_number: t.title_number,
      tenure: 'leasehold',
      of,
      relation,
      via: 'address',
      confidence: null,
      titles_matched: null,
      date_proprietor_added: t.date_proprietor_added,
      price_paid: t.price_paid === null ? null : Number(t.price_paid),
      release: monthName(t.release),
      release_month: t.release,
      proprietors,
      _nums: t.company_numbers,
    });
  }
  leases.sort((a, b) => (b.date_proprietor_added ?? '').localeCompare(a.date_proprietor_added ?? ''));
  const top = leases.slice(0, 5);
  update.leaseholders = top.length ? JSON.stringify(top.map(({ _nums, ...l }) => (void _nums, l))) : null;
  update.leaseholder_company_numbers = top.length ? [...new Set(top.flatMap((l) => l._nums))] : null;

  // Outline (spec 2.2 strict rules). Only a precise point (UPRN or council) inside exactly one parcel
  // holding no other property point, or only flats of the same building (known from the addresses EPC
  // and lease records give those UPRNs). Either the parcel is of 30 m2 to 1 ha with the point at least
  // 1 m from its edge, or a sale names the parcel: the property's own latest sale is the freehold of a
  // whole house (price paid tenure F, detached, semi-detached or terraced) and the point is its UPRN's,
  // so the one parcel round that point holding no other property is the house's freehold; then up to
  // 5 ha (houses with grounds) and no edge distance (terraced houses' points sit on the frontage).
  if (point && source !== 'postcode') {
    const parcels = await parcelsAt(db, point.lat, point.lng, app.uprn);
    let outline: unknown = null;
    const p = parcels.length === 1 ? parcels[0]! : null;
    const saleNames =
      source === 'uprn' && lastSale?.tenure === 'F' && ['D', 'S', 'T'].includes(lastSale.property_type);
    if (p && p.area_m2 >= 30 && p.area_m2 <= 10_000 && p.edge >= 1) {
      if (!p.others.length) outline = p.geojson;
      else {
        const building = bldg ?? addr;
        const known = await addressesOfUprns(db, p.others);
        const sameBuilding = (u: string) =>
          !!building &&
          (known.get(u) ?? []).length > 0 &&
          known.get(u)!.every((k) => sameProperty(buildingOf(parseAddress(k)), building));
        if (p.others.every(sameBuilding)) outline = p.geojson;
      }
    } else if (p && saleNames && !p.others.length && p.area_m2 >= 30 && p.area_m2 <= 50_000)
      outline = p.geojson;
    update.outline = outline ? JSON.stringify(outline) : null;
  }

  await db('applications')
    .where({ id })
    .update({ ...update, enriched_at: db.fn.now() });
  return update;
}
