// Property data the per-application joins read: EPC certificates, price paid, company titles,
// companies and their corporate controllers, parcels (spec 2.2, 2.6).
import type { Knex } from '../../db.js';

export interface TitleRow {
  kind: string;
  title_number: string;
  tenure: string;
  property_address: string | null;
  address_norm: string | null;
  price_paid: number | null;
  date_proprietor_added: string | null;
  proprietors: {
    name: string;
    company_number: string | null;
    category: string | null;
    country_incorporated: string | null;
  }[];
  company_numbers: string[];
  release: string;
  /** Registered leases (kind lease): date, term as written, the leased property's UPRN. */
  lease_date: string | null;
  lease_term: string | null;
  uprn: string | null;
}

/** An EPC domestic certificate (migration 031; dates as 'YYYY-MM-DD'). */
export interface EpcRow {
  lmk_key: string;
  uprn: string | null;
  address_norm: string;
  postcode_norm: string | null;
  address: string | null;
  rating: string | null;
  efficiency: number | null;
  floor_area: number | null;
  property_type: string | null;
  built_form: string | null;
  inspection_date: string | null;
  lodgement_date: string | null;
  release: string;
}

/** A price-paid sale with its address parts (codes as in the file: property type D S T F O, tenure F L). */
export interface SaleRow {
  price: number;
  transfer_date: string;
  property_type: string | null;
  tenure: string | null;
  new_build: string | null;
  saon: string | null;
  paon: string | null;
  street: string | null;
}

/** A company of the Companies House basic data (JSON columns as the loader writes them). */
export interface CompanyRow {
  company_number: string;
  name: string;
  name_norm: string;
  category: string | null;
  status: string | null;
  country_of_origin: string | null;
  incorporated_on: string | null;
  dissolved_on: string | null;
  sic_codes: string[];
  previous_names: unknown[];
  accounts: { type: string | null; made_up_to: string | null; next_due: string | null } | null;
  confirmation_statement: Record<string, unknown> | null;
  charges: { total: number; outstanding: number } | null;
  postcode: string | null;
  release: string;
}

/** A corporate person with significant control of a company. */
export interface ControllerRow {
  company_number: string;
  controller_name: string;
  controller_number: string | null;
  natures: string[];
  share_band: string | null;
  majority: boolean;
  notified_on: string | null;
  release: string;
}

/** Latest EPC certificate of a UPRN. */
export async function latestEpcByUprn(db: Knex, uprn: string): Promise<EpcRow | null> {
  return (
    ((await db('epc_certificates').where({ uprn }).orderBy('lodgement_date', 'desc').first()) as
      EpcRow | undefined) ?? null
  );
}

/**
 * Every EPC certificate in a postcode, newest first (the join picks the property's by address).
 * `digits`, the property's house number without letters, narrows to certificates whose address
 * holds it: a certificate of that number always does.
 */
export async function epcInPostcode(
  db: Knex,
  postcodeNorm: string,
  digits: string | null,
): Promise<EpcRow[]> {
  const q = db<EpcRow>('epc_certificates')
    .where({ postcode_norm: postcodeNorm })
    .orderBy('lodgement_date', 'desc');
  if (digits) q.whereLike('address', `%${digits}%`);
  return q;
}

/** Every price-paid sale in a postcode, newest first, with its address parts (`digits` as above). */
export async function salesInPostcode(
  db: Knex,
  postcodeNorm: string,
  digits: string | null,
): Promise<SaleRow[]> {
  const q = db('price_paid')
    .where({ postcode_norm: postcodeNorm })
    .orderBy('transfer_date', 'desc')
    .select('price', 'transfer_date', 'property_type', 'tenure', 'new_build', 'saon', 'paon', 'street');
  if (digits) q.whereRaw("coalesce(paon, '') || ' ' || coalesce(saon, '') LIKE ?", [`%${digits}%`]);
  return (await q) as SaleRow[];
}

/**
 * Company titles in one postcode (freehold and leasehold, CCOD and OCOD) and the registered leases
 * (kind lease) in it or of the property's UPRN, in one query.
 */
export async function titlesAt(db: Knex, postcodeNorm: string, uprn: string | null): Promise<TitleRow[]> {
  return (await db('land_titles')
    .where((w) => {
      w.where({ postcode_norm: postcodeNorm }).whereIn('kind', ['ccod', 'ocod', 'lease']);
      if (uprn) w.orWhere({ kind: 'lease', uprn });
    })
    .select('*')) as TitleRow[];
}

/**
 * Company titles with no postcode in a council's district whose description holds `word` (upper
 * case, apostrophes dropped): land and fields, matched by description (spec 2.6). The district
 * comparison is plandata_district_core of migration 038.
 */
export async function landTitlesOfCouncil(db: Knex, councilId: number, word: string): Promise<TitleRow[]> {
  const r = await db.raw<{ rows: TitleRow[] }>(
    `SELECT t.* FROM councils c JOIN land_titles t
       ON plandata_district_core(t.district) = plandata_district_core(c.name)
     WHERE c.id = ? AND t.postcode_norm IS NULL AND t.kind IN ('ccod', 'ocod')
       AND translate(upper(t.property_address), '''’', '') LIKE ?
     ORDER BY t.title_number`,
    [councilId, `%${word}%`],
  );
  return r.rows;
}

export async function companiesByNumber(db: Knex, numbers: string[]): Promise<CompanyRow[]> {
  if (!numbers.length) return [];
  return (await db('companies').whereIn('company_number', numbers).select('*')) as CompanyRow[];
}

export async function controllersOf(db: Knex, numbers: string[]): Promise<ControllerRow[]> {
  if (!numbers.length) return [];
  return (await db('company_controllers').whereIn('company_number', numbers).select('*')) as ControllerRow[];
}

export async function freeholdTitleCount(db: Knex, number: string): Promise<number> {
  const r = await db('land_titles')
    .where({ tenure: 'Freehold' })
    .whereRaw('company_numbers @> ARRAY[?]::text[]', [number])
    .count<{ count: number }[]>('* as count');
  return Number(r[0]?.count ?? 0);
}

export async function releaseOf(db: Knex, kind: string) {
  return (await db('data_releases').where({ kind, scope: '' }).first('release', 'loaded_at')) ?? null;
}

/** A GeoJSON geometry as PostGIS writes it (ST_AsGeoJSON). */
export interface GeoJsonGeometry {
  type: string;
  coordinates: unknown;
}

export interface ParcelHit {
  inspire_id: string;
  area_m2: number;
  /** Metres from the point to the parcel's edge. */
  edge: number;
  /** UPRNs of the other property points inside the parcel. */
  others: string[];
  geojson: GeoJsonGeometry;
}

/** The parcels containing a point, each with its edge distance and the other property points inside. */
export async function parcelsAt(
  db: Knex,
  lat: number,
  lng: number,
  uprn: string | null,
): Promise<ParcelHit[]> {
  const r = await db.raw<{
    rows: { inspire_id: string; area_m2: number; edge: number; others: string[]; geojson: string }[];
  }>(
    `WITH p AS (SELECT ST_SetSRID(ST_MakePoint(?, ?), 4326) AS g)
     SELECT h.inspire_id, h.area_m2, ST_Distance(ST_Boundary(h.geom)::geography, p.g::geography) AS edge,
       ARRAY(SELECT u.uprn FROM uprn_points u
             WHERE u.lat BETWEEN ST_YMin(h.geom) AND ST_YMax(h.geom) AND u.lng BETWEEN ST_XMin(h.geom) AND ST_XMax(h.geom)
               AND ST_Contains(h.geom, ST_SetSRID(ST_MakePoint(u.lng, u.lat), 4326))
               AND u.uprn IS DISTINCT FROM ? ORDER BY u.uprn) AS others,
       ST_AsGeoJSON(h.geom, 7) AS geojson
     FROM parcels h, p WHERE ST_Contains(h.geom, p.g)`,
    [lng, lat, uprn],
  );
  return r.rows.map((x) => ({
    inspire_id: x.inspire_id,
    area_m2: Number(x.area_m2),
    edge: Number(x.edge),
    others: x.others,
    geojson: JSON.parse(x.geojson) as GeoJsonGeometry,
  }));
}

/** Addresses known for property points (EPC certificates and registered leases carry the UPRN). */
export async function addressesOfUprns(db: Knex, uprns: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!uprns.length) return out;
  const r = await db.raw<{ rows: { uprn: string; address: string }[] }>(
    `SELECT DISTINCT uprn, address FROM epc_certificates WHERE uprn = ANY(?) AND address IS NOT NULL
     UNION SELECT DISTINCT uprn, property_address FROM land_titles
       WHERE kind = 'lease' AND uprn = ANY(?) AND property_address IS NOT NULL`,
    [uprns, uprns],
  );
  for (const x of r.rows) out.set(x.uprn, [...(out.get(x.uprn) ?? []), x.address]);
  return out;
}

/** The company that holds majority control of a company (PSC), if one is registered. */
export async function majorityParent(db: Knex, number: string): Promise<string | null> {
  const r = await db('company_controllers')
    .where({ company_number: number, majority: true })
    .whereNotNull('controller_number')
    .orderBy('notified_on', 'desc')
    .first('controller_number');
  return (r?.controller_number as string | undefined) ?? null;
}

/** The top company above `number` through majority control (cycle-safe, at most 10 levels). */
export async function topCompany(db: Knex, number: string): Promise<string> {
  const chain = [number];
  for (let i = 0; i < 10; i++) {
    const up = await majorityParent(db, chain[chain.length - 1]!);
    if (!up || chain.includes(up)) break;
    chain.push(up);
  }
  return chain[chain.length - 1]!;
}

/** The companies of the group `number` belongs to: every company under its top company, the top included. */
export async function groupOf(db: Knex, number: string): Promise<string[]> {
  return groupMembers(db, await topCompany(db, number));
}

/** Every company under a top company through majority control, the top included (cycle-safe). */
export async function groupMembers(db: Knex, top: string): Promise<string[]> {
  const r = await db.raw<{ rows: { company_number: string }[] }>(
    `WITH RECURSIVE g(company_number) AS (
       SELECT ?::text
       UNION
       SELECT c.company_number FROM company_controllers c JOIN g ON c.controller_number = g.company_number
       WHERE c.majority)
     SELECT company_number FROM g LIMIT 10000`,
    [top],
  );
  return r.rows.map((x) => x.company_number);
}

/** Freehold titles registered to any of the companies. */
export async function freeholdTitlesOf(db: Knex, numbers: string[]): Promise<number> {
  if (!numbers.length) return 0;
  const r = await db('land_titles')
    .where({ tenure: 'Freehold' })
    .whereRaw('company_numbers && ?::text[]', [numbers])
    .count<{ count: number }[]>('* as count');
  return Number(r[0]?.count ?? 0);
}
