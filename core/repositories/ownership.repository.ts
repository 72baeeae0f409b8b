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

/**
 * The parcel outline under the strict rule of spec 2.2: the point lies inside exactly one parcel of
 * 30 m2 to 1 ha, at least 1 m from its edge, holding no other property point (UPRN) than this one.
 */
export async function strictParcel(
  db: Knex,
  lat: number,
  lng: number,
  uprn: string | null,
): Promise<unknown | null> {
  const r = await db.raw<{
    rows: { inspire_id: string; area_m2: number; edge: number; others: number; n: number; geojson: string }[];
  }>(
    `WITH p AS (SELECT ST_SetSRID(ST_MakePoint(?, ?), 4326) AS g),
     hits AS (SELECT inspire_id, area_m2, geom FROM parcels, p WHERE ST_Contains(geom, p.g))
     SELECT h.inspire_id, h.area_m2, ST_Distance(ST_Boundary(h.geom)::geography, p.g::geography) AS edge,
       (SELECT count(*) FROM uprn_points u WHERE ST_Contains(h.geom, ST_SetSRID(ST_MakePoint(u.lng, u.lat), 4326))
          AND u.lat BETWEEN ST_YMin(h.geom) AND ST_YMax(h.geom) AND u.lng BETWEEN ST_XMin(h.geom) AND ST_XMax(h.geom)
          AND u.uprn IS DISTINCT FROM ?) AS others,
       (SELECT count(*) FROM hits) AS n, ST_AsGeoJSON(h.geom, 7) AS geojson
     FROM hits h, p`,
    [lng, lat, uprn],
  );
  if (r.rows.length !== 1) return null;
  const x = r.rows[0]!;
  if (x.area_m2 < 30 || x.area_m2 > 10_000 || x.edge < 1 || Number(x.others) > 0) return null;
  return JSON.parse(x.geojson);
}
