// The postcode directory and property points (spec 2.2 geocoding).
import type { Knex } from '../../db.js';

/** A postcode's centroid and its ONS codes. */
export interface PostcodeRow {
  lat: number;
  lng: number;
  parish_code: string | null;
  ward_code: string | null;
}

export async function postcodePoint(db: Knex, postcodeNorm: string): Promise<PostcodeRow | null> {
  const r = await db('postcodes')
    .where({ postcode_norm: postcodeNorm })
    .first('lat', 'lng', 'parish_code', 'ward_code');
  return r ?? null;
}

export async function uprnPoint(db: Knex, uprn: string): Promise<{ lat: number; lng: number } | null> {
  const r = await db('uprn_points').where({ uprn }).first('lat', 'lng');
  return r ?? null;
}
