// The per-application joins (issue 7): geocoding, parish and ward codes, EPC, price paid, freehold
// owner and leaseholders (spec 2.6, address matching), and the parcel outline (spec 2.2 strict rule).
// Each reads the national tables loaded by enrich/loaders and writes the columns of migration 003.
import type { Knex } from '../../core/db.js';
import { postcodePoint, uprnPoint } from '../../core/repositories/postcodes.repository.js';
import { boundariesAt, hasBoundaries } from '../../core/repositories/boundaries.repository.js';
import {
  addressKeysOfUprns,
  companiesByNumber,
  controllersOf,
  freeholdTitleCount,
  freeholdTitlesOf,
  groupMembers,
  latestEpc,
  majorityParent,
  parcelsAt,
  salesAt,
  titlesInPostcode,
  type TitleRow,
} from '../../core/repositories/ownership.repository.js';
import { statusCode } from '../loaders/ownership.js';
import { addressKey, buildingKey, normalisePostcode } from './address.js';

const PROPERTY_TYPES: Record<string, string> = {
  D: 'detached',
  S: 'semi-detached',
  T: 'terraced',
  F: 'flat',
  O: 'other',
};
const TENURES: Record<string, string> = { F: 'freehold', L: 'leasehold' };
// Leases of these are never matched (spec 2.6).
const EXCLUDED_LEASES =
  /\b(ROOF|ROOFS|AIRSPACE|AIR SPACE|SUBSTATION|SUB STATION|TELECOM\w*|MAST|PARKING SPACE\w*|GARAGE\w*)\b/i;

interface AppRow {
  id: number;
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

function monthName(release: string): string {
  const [y, m] = release.split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
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
    `SELECT id, ward, address, postcode, uprn, location_source, ST_Y(location::geometry) lat, ST_X(location::geometry) lng
     FROM applications WHERE id = ?`,
    [id],
  );
  const app = r.rows[0];
  if (!app) return {};
  const update: Record<string, unknown> = {};
  const pc = normalisePostcode(app.postcode) ?? normalisePostcode(app.address);
  const key = addressKey(app.address);
  const bkey = buildingKey(key);

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

  // EPC: latest certificate by UPRN, else by address key in the postcode.
  const epc = await latestEpc(db, app.uprn, pc, key);
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

  // Price paid: every sale at the exact address key (spec 2.2 last_sale, sales).
  if (pc && key) {
    const sales = (await salesAt(db, pc, key)).map((s) => ({
      price: Number(s.price),
      date: s.transfer_date,
      property_type: PROPERTY_TYPES[s.property_type] ?? null,
      tenure: TENURES[s.tenure] ?? null,
      new_build: s.new_build === 'Y',
    }));
    if (sales.length) {
      update.sales = JSON.stringify(sales);
      update.last_sale = JSON.stringify(sales[0]);
      update.last_sale_price = sales[0]!.price;
    }
  }

  // Owners (spec 2.6), address matching only: the title's address key equals the property's
  // (of property) or, for a flat or unit, its building's (of building).
  if (pc && key) {
    const titles = await titlesInPostcode(db, pc);
    const free = titles.filter((t) => t.tenure === 'Freehold');
    const own = free.filter((t) => t.address_norm === key);
    const bld = bkey ? free.filter((t) => t.address_norm === bkey) : [];
    const match =
      own.length === 1
        ? { t: own[0]!, of: 'property' }
        : !own.length && bld.length === 1
          ? { t: bld[0]!, of: 'building' }
          : null;
    if (match) {
      const { proprietors, groups } = await proprietorBlocks(db, match.t);
      update.freehold_owner = JSON.stringify({
        title_number: match.t.title_number,
        tenure: 'freehold',
        of: match.of,
        via: 'address',
        confidence: null,
        titles_matched: null,
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

    // Leaseholders: company leasehold titles at this unit, this property, the whole building, or
    // elsewhere in the building; never the freehold owner; at most five, newest first.
    const ownerNums = new Set(match?.t.company_numbers ?? []);
    const leases = [];
    for (const t of titles) {
      if (t.tenure !== 'Leasehold' || !t.address_norm || EXCLUDED_LEASES.test(t.property_address ?? ''))
        continue;
      if (t.company_numbers.some((n) => ownerNums.has(n))) continue;
      let relation: string | null = null;
      let of: string | null = null;
      if (t.address_norm === key)
        [relation, of] = bkey ? ['this_unit', 'part'] : ['this_property', 'property'];
      else if (bkey && t.address_norm === bkey) [relation, of] = ['whole_building', 'building'];
      else if (bkey && buildingKey(t.address_norm) === bkey)
        [relation, of] = ['elsewhere_in_building', 'part'];
      else if (!bkey && buildingKey(t.address_norm) === key)
        [relation, of] = ['elsewhere_in_building', 'part'];
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
  }

  // Outline (spec 2.2 strict rule): only a precise point (UPRN or council), inside exactly one
  // parcel of 30 m2 to 1 ha, at least 1 m from its edge, holding no other property point, or only
  // flats of the same building (known from the addresses EPC and lease records give those UPRNs).
  if (point && source !== 'postcode') {
    const parcels = await parcelsAt(db, point.lat, point.lng, app.uprn);
    let outline: unknown = null;
    const p = parcels.length === 1 ? parcels[0]! : null;
    if (p && p.area_m2 >= 30 && p.area_m2 <= 10_000 && p.edge >= 1) {
      if (!p.others.length) outline = p.geojson;
      else {
        const building = bkey ?? key;
        const known = await addressKeysOfUprns(db, p.others);
        const sameBuilding = (u: string) =>
          !!building &&
          (known.get(u) ?? []).length > 0 &&
          known.get(u)!.every((k) => buildingKey(k) === building);
        if (p.others.every(sameBuilding)) outline = p.geojson;
      }
    }
    update.outline = outline ? JSON.stringify(outline) : null;
  }

  await db('applications')
    .where({ id })
    .update({ ...update, enriched_at: db.fn.now() });
  return update;
}
