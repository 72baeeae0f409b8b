// Property data the per-application joins read: EPC certificates, price paid, company titles,
// companies and their corporate controllers, parcels (spec 2.2, 2.6).
import type { Knex } from '../db.js';

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
}

export async function latestEpc(
  db: Knex,
  uprn: string | null,
  postcodeNorm: string | null,
  key: string | null,
) {
  if (uprn) {
    const r = await db('epc_certificates').where({ uprn }).orderBy('lodgement_date', 'desc').first();
    if (r) return r;
  }
  if (!postcodeNorm || !key) return null;
  return (
    (await db('epc_certificates')
      .where({ postcode_norm: postcodeNorm, address_norm: key })
      .orderBy('lodgement_date', 'desc')
      .first()) ?? null
  );
}

export async function salesAt(db: Knex, postcodeNorm: string, key: string) {
  return db('price_paid')
    .where({ postcode_norm: postcodeNorm, address_norm: key })
    .orderBy('transfer_date', 'desc')
    .select('price', 'transfer_date', 'property_type', 'tenure', 'new_build');
}

/** Company titles in one postcode (freehold and leasehold, CCOD and OCOD). */
export async function titlesInPostcode(db: Knex, postcodeNorm: string): Promise<TitleRow[]> {
  return db('land_titles')
    .where({ postcode_norm: postcodeNorm })
    .whereIn('kind', ['ccod', 'ocod'])
    .select('*');
}

export async function companiesByNumber(db: Knex, numbers: string[]) {
  if (!numbers.length) return [];
  return db('companies').whereIn('company_number', numbers).select('*');
}

export async function controllersOf(db: Knex, numbers: string[]) {
  if (!numbers.length) return [];
  return db('company_controllers').whereIn('company_number', numbers).select('*');
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

export interface ParcelHit {
  inspire_id: string;
  area_m2: number;
  /** Metres from the point to the parcel's edge. */
  edge: number;
  /** UPRNs of the other property points inside the parcel. */
  others: string[];
  geojson: unknown;
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
    geojson: JSON.parse(x.geojson),
  }));
}

/** Address keys known for property points (EPC certificates and registered leases carry the UPRN). */
export async function addressKeysOfUprns(db: Knex, uprns: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!uprns.length) return out;
  const r = await db.raw<{ rows: { uprn: string; address_norm: string }[] }>(
    `SELECT DISTINCT uprn, address_norm FROM epc_certificates WHERE uprn = ANY(?)
     UNION SELECT DISTINCT uprn, address_norm FROM land_titles WHERE kind = 'lease' AND uprn = ANY(?) AND address_norm IS NOT NULL`,
    [uprns, uprns],
  );
  for (const x of r.rows) out.set(x.uprn, [...(out.get(x.uprn) ?? []), x.address_norm]);
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
