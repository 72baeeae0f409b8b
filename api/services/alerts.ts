// Saved alerts (spec 4.5): request bodies (the spec shows only the owner body; the others are ours,
// documented in docs/alerts.md), their validation, and the alert as the API shows it.
import { InvalidRequestError, PermissionError } from '../../core/errors.js';
import { requirePlan } from '../../core/plans.js';
import {
  AlertsRepository,
  alertTypes,
  type AlertFields,
  type AlertRow,
  type AlertType,
} from '../../core/repositories/planning/alerts.repository.js';
import { CATEGORIES } from '../../core/domain/planning/categories.js';
import { groupOf } from '../../core/repositories/open-data/ownership.repository.js';
import type { Account } from '../plugins/auth.js';
import { parseCompanyNumber, parseCouncil, parseList, parseRadius } from '../params.js';
import type { AlertBody, AlertView } from '../schemas/planning/alert.js';
import type { Knex } from '../../core/db.js';

/** Alerts per account (not shown in the spec: ours, docs/alerts.md). */
export const MAX_ALERTS_PER_ACCOUNT = 100;
export const DEFAULT_RADIUS_M = 1000;
export const MAX_RADIUS_M = 5000;

/** Which body fields belong to which type; any other criteria field is a 400 naming it. */
const criteria: Record<AlertType, (keyof AlertBody)[]> = {
  radius: ['lat', 'lng', 'radius'],
  council: ['council'],
  national: ['nation'],
  owner: ['owner_company', 'owner_scope'],
};
const allCriteria = Object.values(criteria).flat();

function fail(param: string, message: string): never {
  throw new InvalidRequestError(message, param);
}

function checkForeignFields(type: AlertType, body: AlertBody): void {
  for (const k of allCriteria)
    if (body[k] !== undefined && !criteria[type].includes(k))
      fail(
        k,
        `${k} does not apply to a ${type} alert (it takes ${criteria[type].join(', ') || 'no criteria'}).`,
      );
}

function fromRow(row: AlertRow): AlertFields {
  return {
    type: row.type,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    radius_m: row.radius_m,
    council_id: row.council_id,
    nation: row.nation,
    owner_company: row.owner_company,
    owner_scope: row.owner_scope,
    owner_members: row.owner_members,
    categories: row.categories,
    frequency: row.frequency,
  };
}

/**
 * Applies a body to a starting point (empty for POST, the stored alert for PATCH) and returns the
 * complete, checked fields. Throws 400 naming the field, 403 for an owner alert below Pro.
 */
export async function resolveAlert(
  db: Knex,
  account: Account,
  body: AlertBody,
  current: AlertRow | null,
): Promise<AlertFields> {
  let type: AlertType;
  if (current) {
    if (body.type !== undefined && body.type !== current.type)
      fail('type', `type cannot be changed (this is a ${current.type} alert): create a new alert instead.`);
    type = current.type;
  } else {
    if (body.type === undefined) fail('type', `type is required: one of ${alertTypes.join(', ')}.`);
    if (!(alertTypes as string[]).includes(body.type))
      fail('type', `type must be one of ${alertTypes.join(', ')} (got '${body.type}').`);
    type = body.type as AlertType;
  }
  if (type === 'owner') requirePlan(account, 'pro', 'type');
  checkForeignFields(type, body);
  const f: AlertFields = current
    ? fromRow(current)
    : {
        type,
        name: null,
        lat: null,
        lng: null,
        radius_m: null,
        council_id: null,
        nation: null,
        owner_company: null,
        owner_scope: null,
        owner_members: null,
        categories: null,
        frequency: 'daily',
      };
  if (body.name !== undefined) {
    const n = body.name === null ? null : body.name.trim();
    if (n !== null && n.length > 200) fail('name', 'name is longer than 200 characters.');
    f.name = n === '' ? null : n;
  }
  if (body.category !== undefined)
    f.categories =
      body.category === null
        ? null
        : (parseList(
            body.category,
            'category',
            CATEGORIES.map((c) => c.slug),
          ) ?? null);
  // frequency, nation and owner_scope are values of the body schema (api/schemas/planning/alert.ts).
  if (body.frequency !== undefined) f.frequency = body.frequency;
  if (type === 'radius') {
    if (body.lat !== undefined) f.lat = body.lat;
    if (body.lng !== undefined) f.lng = body.lng;
    if (f.lat === null) fail('lat', 'lat is required for a radius alert.');
    if (f.lng === null) fail('lng', 'lng is required for a radius alert.');
    if (f.lat < 49 || f.lat > 61.5) fail('lat', 'lat must be a UK latitude (49 to 61.5).');
    if (f.lng < -8.8 || f.lng > 2.1) fail('lng', 'lng must be a UK longitude (-8.8 to 2.1).');
    f.radius_m = parseRadius(body.radius, { max: MAX_RADIUS_M, over: 'refuse' }) ?? f.radius_m;
    f.radius_m ??= DEFAULT_RADIUS_M;
  } else if (type === 'council') {
    if (body.council !== undefined) f.council_id = (await parseCouncil(db, body.council)).id;
    if (f.council_id === null) fail('council', 'council is required for a council alert.');
  } else if (type === 'national') {
    if (body.nation !== undefined) f.nation = body.nation;
  } else {
    if (body.owner_company !== undefined)
      f.owner_company = parseCompanyNumber(body.owner_company, 'owner_company')!;
    if (body.owner_scope !== undefined) f.owner_scope = body.owner_scope;
    if (f.owner_company === null) fail('owner_company', 'owner_company is required for an owner alert.');
    f.owner_scope ??= 'company';
    // scope=group: the companies of the group as GET /v1/owners/{number}?scope=group reads it (from
    // the top company down); the nightly planning.derived job refreshes them.
    f.owner_members = f.owner_scope === 'group' ? await groupOf(db, f.owner_company) : null;
  }
  return f;
}

export async function createAlert(db: Knex, account: Account, body: AlertBody): Promise<AlertRow> {
  const fields = await resolveAlert(db, account, body, null);
  const repo = new AlertsRepository(db);
  if ((await repo.countForAccount(account.email)) >= MAX_ALERTS_PER_ACCOUNT)
    throw new PermissionError(
      `This account already has ${MAX_ALERTS_PER_ACCOUNT} alerts, the most an account may hold: delete one first.`,
      'alerts',
    );
  return repo.create(account.email, fields);
}

/** The alert as the API shows it: every criteria key present, null where it does not apply. */
export function alertView(a: AlertRow, baseUrl: string): AlertView {
  const base = baseUrl.replace(/\/$/, '');
  // nation and frequency are stored only through the body schema's values.
  return {
    id: a.id,
    type: a.type,
    name: a.name,
    lat: a.lat === null ? null : Number(a.lat),
    lng: a.lng === null ? null : Number(a.lng),
    radius: a.radius_m,
    council: a.council_slug,
    nation: a.nation as AlertView['nation'],
    owner_company: a.owner_company,
    owner_scope: a.owner_scope,
    category: a.categories ? a.categories.join(',') : null,
    frequency: a.frequency as AlertView['frequency'],
    created_at: new Date(a.created_at).toISOString(),
    updated_at: new Date(a.updated_at).toISOString(),
    links: { matches: `${base}/v1/alerts/${a.id}/matches` },
  };
}
