// Seeding helpers for the API tests: councils, live and archive applications, keys and the app itself.
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../api/app.js';
import { newApplicationId, newArchiveId } from '../../core/ids.js';
import type { PlanName } from '../../core/plans.js';
import { KeysRepository } from '../../core/repositories/keys.repository.js';
import type { TestRuntime } from '../helpers/runtime.js';

let seq = 0;

export async function council(
  db: Knex,
  slug: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; slug: string; name: string }> {
  const name = (extra.name as string) ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const [row] = await db('councils')
    .insert({ slug, name, nation: 'england', platform: 'idox', ...extra })
    .returning(['id', 'slug', 'name']);
  return row;
}

export interface AppInput extends Record<string, unknown> {
  council_id: number;
  lat?: number;
  lng?: number;
}

/** Inserts a live application with sensible defaults; returns its numeric and public ids. */
export async function application(db: Knex, input: AppInput): Promise<{ id: number; public_id: string }> {
  const n = ++seq;
  const { lat, lng, ...rest } = input;
  const reference = (rest.reference as string) ?? `26/${String(n).padStart(5, '0')}/FUL`;
  const postcode = (rest.postcode as string | null | undefined) ?? null;
  const norm = postcode ? postcode.toUpperCase().replace(/\s+/g, '') : null;
  const row: Record<string, unknown> = {
    public_id: newApplicationId(),
    reference,
    reference_norm: reference.toUpperCase().replace(/\s+/g, ''),
    nation: 'england',
    description: `Application ${n}`,
    stage: 'pending',
    content_hash: `h${n}`,
    date_received: '2026-03-01',
    date_received_precision: 'day',
    postcode,
    postcode_norm: norm,
    postcode_district: norm ? norm.slice(0, -3) : null,
    ...rest,
  };
  for (const k of [
    'committee',
    'decision',
    'appeal',
    'key_dates',
    'last_sale',
    'sales',
    'freehold_owner',
    'leaseholders',
    'constraints',
    'outline',
    'comments',
    'links',
    'contact',
    'epc',
  ]) {
    if (row[k] !== undefined && row[k] !== null) row[k] = JSON.stringify(row[k]);
  }
  if (lat !== undefined && lng !== undefined)
    row.location = db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [lng, lat]);
  const [r] = await db('applications').insert(row).returning(['id', 'public_id']);
  return r;
}

export async function archive(db: Knex, input: AppInput): Promise<{ id: number; public_id: string }> {
  const n = ++seq;
  const { lat, lng, ...rest } = input;
  const reference = (rest.reference as string) ?? `H/${String(n).padStart(5, '0')}`;
  const postcode = (rest.postcode as string | null | undefined) ?? null;
  const norm = postcode ? postcode.toUpperCase().replace(/\s+/g, '') : null;
  const row: Record<string, unknown> = {
    public_id: newArchiveId(),
    reference,
    reference_norm: reference.toUpperCase().replace(/\s+/g, ''),
    nation: 'england',
    description: `Old application ${n}`,
    stage: 'approved',
    date_received: '2019-05-01',
    date_received_precision: 'day',
    postcode,
    postcode_norm: norm,
    postcode_district: norm ? norm.slice(0, -3) : null,
    ...rest,
  };
  if (row.freehold_owner) row.freehold_owner = JSON.stringify(row.freehold_owner);
  if (lat !== undefined && lng !== undefined)
    row.location = db.raw('ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography', [lng, lat]);
  const [r] = await db('archive_applications').insert(row).returning(['id', 'public_id']);
  return r;
}

export async function key(
  db: Knex,
  plan: PlanName,
  opts: {
    email?: string;
    contact?: boolean;
    issuedAt?: Date;
    legacy?: { requests?: number; export_rows?: number; records?: number };
  } = {},
): Promise<string> {
  const { key } = await new KeysRepository(db).create({
    email: opts.email ?? `${plan}-${++seq}@example.com`,
    plan,
    contactAddon: opts.contact ?? false,
    issuedAt: opts.issuedAt,
    legacyAllowances: opts.legacy ?? null,
  });
  return key;
}

export async function app(rt: TestRuntime): Promise<FastifyInstance> {
  const a = await buildApp(rt);
  await a.ready();
  return a;
}

/** A parsed JSON body, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Res {
  status: number;
  body: Json;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** GET with a key, returning status, parsed body and headers. */
export async function get(
  a: FastifyInstance,
  url: string,
  k: string | null,
  headers: Record<string, string> = {},
): Promise<Res> {
  const res = await a.inject({
    method: 'GET',
    url,
    headers: { ...(k ? { authorization: `Bearer ${k}` } : {}), ...headers },
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, headers: res.headers, text: res.body };
}
