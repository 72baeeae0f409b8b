// Shared set-up of the HMO tests: councils with an HMO register source, a saved register file read
// through the store step (the file path of workers/services/registers/hmo-read.ts), and the
// SYNTHETIC postcode points the geocoding reads (the real postcode directory is not among the
// fixtures for these councils: open-data/postcodes covers Leeds and north London only).
import type { Knex } from 'knex';
import { createLogger } from '../../core/logger.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  CouncilRegistersRepository,
  type RegisterToRead,
} from '../../core/repositories/licensing/registers.repository.js';
import type { FetchedPage } from '../../scrapers/contract.js';
import { decodeBody } from '../../scrapers/kit/charset.js';
import { readHmoFromPages } from '../../workers/services/registers/hmo-read.js';
import { readFixture } from '../helpers/fixtures.js';

export const quietLog = createLogger('silent');

export interface HmoCouncil {
  slug: string;
  name: string;
  nation: string;
  ons_code: string | null;
}

export async function hmoCouncils(db: Knex, councils: HmoCouncil[]): Promise<void> {
  await new CouncilsAdminRepository(db).load(
    councils.map((c) => ({
      ...c,
      platform: 'idox',
      base_url: `https://${c.slug}.example/online-applications`,
    })),
  );
}

/** An HMO register source of a council (its URL is where the saved file stands in for the council's). */
export async function hmoSource(
  db: Knex,
  slug: string,
  opts: { name?: string; adapter?: string; url?: string } = {},
): Promise<RegisterToRead> {
  const council = await new CouncilsAdminRepository(db).bySlug(slug);
  if (!council) throw new Error(`no council ${slug}`);
  const registers = new CouncilRegistersRepository(db);
  const row = await registers.upsert({
    councilId: council.id,
    register: 'hmo',
    name: opts.name ?? 'main',
    adapter: opts.adapter ?? 'register-file',
    url: opts.url ?? `https://${slug}.example/registers/hmo-${opts.name ?? 'main'}.csv`,
  });
  return (await registers.byId(row.id))!;
}

/** A real saved register file as the page a fetch would have given. */
export function savedFile(rel: string, url = `https://register.example/${rel}`): FetchedPage {
  const body = readFixture(rel);
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': rel.endsWith('.xlsx') ? 'application/vnd.ms-excel' : 'text/csv' },
    body,
    text: decodeBody(body, 'text/csv; charset=utf-8'),
    fetchedAt: new Date().toISOString(),
  };
}

/** Reads one saved file as the source's register on `day` (the read's observed time is noon UTC). */
export async function readFile(db: Knex, source: RegisterToRead, rel: string, day: string) {
  return readHmoFromPages(db, source, [savedFile(rel)], {
    log: quietLog,
    observedAt: new Date(`${day}T12:00:00Z`),
    trigger: 'test',
  });
}

/**
 * SYNTHETIC postcode points: every postcode given, placed on a small grid around `centre` and filed
 * under the council's district code, so a read's geocoding can be checked. Not real centroids.
 */
export async function syntheticPostcodes(
  db: Knex,
  postcodes: string[],
  centre: { lat: number; lng: number; lad: string },
): Promise<void> {
  const rows = [...new Set(postcodes)].map((pc, i) => ({
    postcode_norm: pc.replace(/\s+/g, ''),
    postcode: pc,
    lat: centre.lat + (i % 50) * 0.0005,
    lng: centre.lng + Math.floor(i / 50) * 0.0005,
    location: db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [
      centre.lng + Math.floor(i / 50) * 0.0005,
      centre.lat + (i % 50) * 0.0005,
    ]),
    lad_code: centre.lad,
    release: 'SYNTHETIC',
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db('postcodes')
      .insert(rows.slice(i, i + 1000))
      .onConflict('postcode_norm')
      .ignore();
}

/** Every full postcode written in a text (the registers' own postcode columns and addresses). */
export function postcodesIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(/\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[ABD-HJLNP-UW-Z]{2})\b/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}
