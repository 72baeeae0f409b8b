// Owners (spec 2.6 owner record, 4.12): who an owner is (a company, or with scope=group every company
// under its top company), the owner record, the group tree, and metering: an owner is one record
// ('o:<number>', 'o:<top>/group'), and every application a response carries is charged as usual.
import type { Knex } from '../../core/db.js';
import type { Config } from '../../core/config.js';
import { NotFoundError } from '../../core/errors.js';
import {
  companiesByNumber,
  groupMembers,
  topCompany,
  releaseOf,
} from '../../core/repositories/open-data/ownership.repository.js';
import { OwnersRepository, type OwnerIndexRow } from '../../core/repositories/open-data/owners.repository.js';
import type { ApplicationRow } from '../../core/repositories/planning/applications.repository.js';
import {
  OwnerApplicationsRepository,
  type OwnerScope,
} from '../../core/repositories/planning/owner-applications.repository.js';
import { companyBlock } from '../../enrich/join/proprietors.js';
import { statusCode } from '../../enrich/loaders/ownership.js';
import { chargeRecords, recordKey, type ChargeResult } from '../../feed/metering.js';
import { hasContact, serializeApplication, type ApplicationRecord } from '../../feed/planning/record.js';
import type { Account } from '../plugins/auth.js';
import { parseCompanyNumber } from '../params.js';
import { recordsDelivered } from './applications.js';

export interface Deps {
  db: Knex;
  config: Config;
}

export interface Owner {
  /** The company asked for. */
  asked: string;
  scope: OwnerScope;
  /** The company the record is of: the asked one, or the group's top company. */
  name: string | null;
  index: OwnerIndexRow | null;
}

const CH = 'https://find-and-update.company-information.service.gov.uk/company/';

/** The owner's record key (spec 8: an owner, company or group, is one record). */
export function ownerKey(o: Owner): string {
  return o.scope.group ? `o:${o.scope.number}/group` : `o:${o.scope.number}`;
}

/** The path's registry number -> the owner; 404 when neither the land files nor the registry know it. */
export async function resolveOwner(db: Knex, raw: string, scope: 'company' | 'group'): Promise<Owner> {
  const asked = parseCompanyNumber(raw, 'number')!;
  const owners = new OwnersRepository(db);
  const number = scope === 'group' ? await topCompany(db, asked) : asked;
  const members = scope === 'group' ? await groupMembers(db, number) : [number];
  const [index, names] = await Promise.all([owners.indexed([asked, number]), owners.names([number])]);
  if (!index.get(asked) && !(await companiesByNumber(db, [asked])).length)
    throw new NotFoundError(
      `No owner with registry number ${asked}: the company holds no title in the company-owned land files and is not in the company registry.`,
      'number',
    );
  return {
    asked,
    scope: { number, group: scope === 'group', members },
    name: names.get(number)?.name ?? null,
    index: index.get(number) ?? null,
  };
}

/** meta.sources (spec 2.1): the land-registry owners files and the company-registry file. */
export async function ownerSources(db: Knex): Promise<Record<string, unknown>[]> {
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const out: Record<string, unknown>[] = [];
  for (const [kind, name] of [
    ['ccod', 'HM Land Registry: UK companies that own property in England and Wales'],
    ['ocod', 'HM Land Registry: overseas companies that own property in England and Wales'],
    ['companies', 'Companies House: basic company data'],
  ] as const) {
    const r = (await releaseOf(db, kind)) as { release: string; loaded_at: Date } | null;
    if (!r) continue;
    const [y, m] = r.release.split('-').map(Number) as [number, number];
    out.push({
      file: kind,
      name,
      release: month.format(new Date(Date.UTC(y, m - 1, 1))),
      release_month: r.release,
      loaded_at: r.loaded_at instanceof Date ? r.loaded_at.toISOString() : String(r.loaded_at),
    });
  }
  return out;
}

/**
 * Charges the owner and the applications a response carries in one metering call (spec 8), and
 * serialises the applications (full records when `full`). Contact values are metered as on search.
 */
export async function deliverOwner(
  deps: Deps,
  account: Account,
  owner: Owner,
  rows: ApplicationRow[],
  includeContact: boolean,
): Promise<{ records: ApplicationRecord[]; charge: ChargeResult }> {
  const contactOn = account.contactAddon && includeContact;
  const keys = recordsDelivered(account, [ownerKey(owner), ...rows.map((r) => recordKey(r.source, r.id))]);
  const contactKeys = contactOn
    ? recordsDelivered(
        account,
        rows.filter(hasContact).map((r) => recordKey(r.source, r.id)),
      )
    : [];
  const charge = await chargeRecords(deps.db, account, keys, contactOn ? { contactKeys } : {});
  const withContact = contactOn && (charge.contact?.allowed ?? true);
  const records = rows.map((r) =>
    serializeApplication(r, {
      account,
      single: false,
      includeContact: withContact,
      baseUrl: deps.config.PUBLIC_BASE_URL,
    }),
  );
  return { records, charge };
}

/** A short application entry of the owner record's lists. */
function summary(r: ApplicationRow, base: string) {
  const live = r.source !== 'historical';
  const links = (r.links ?? {}) as Record<string, string | null | undefined>;
  return {
    id: r.public_id,
    reference: r.reference,
    authority: { slug: r.council_slug, name: r.council_name },
    address: r.address,
    postcode: r.postcode,
    description: r.description,
    procedure: r.procedure,
    stage: r.stage,
    date_received: r.date_received,
    date_decided: r.date_decided,
    source: live ? 'live' : 'historical',
    links: {
      service: links.service ?? `${base}/v1/applications/${r.public_id}`,
      council: links.council ?? null,
    },
  };
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const LIST = 25;

/** The owner record of spec 2.6 (GET /v1/owners/{number}). */
export async function ownerRecord(deps: Deps, account: Account, owner: Owner) {
  const db = deps.db;
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const s = owner.scope;
  const apps = new OwnerApplicationsRepository(db);
  const owners = new OwnersRepository(db);
  const now = Date.now();
  const today = day(now);
  const [company] = await companiesByNumber(db, [s.number]);
  const [ch, counts, perMonth, lapsing, refusals, appealed, agents, titles, recent, memberRows, sources] =
    await Promise.all([
      company ? companyBlock(db, company) : Promise.resolve(null),
      apps.counts(s),
      apps.perMonth(
        s,
        `${new Date(now).getUTCFullYear() - 2}-${String(new Date(now).getUTCMonth() + 1).padStart(2, '0')}-01`,
      ),
      apps.lapsing(s, today, day(now + 365 * 86_400_000), LIST),
      apps.refusalsAndWithdrawals(s, LIST),
      apps.appealed(s, LIST),
      account.contactAddon ? apps.agents(s, 10) : Promise.resolve(null),
      owners.titleCounts(s.members),
      owners.recentTitles(s.members, `${new Date(now).getUTCFullYear() - 3}${today.slice(4)}`, 50),
      s.group ? owners.names(s.members) : Promise.resolve(null),
      ownerSources(db),
    ]);
  const listed = new Map<string, ApplicationRow>();
  for (const r of [...lapsing, ...refusals, ...appealed]) listed.set(recordKey(r.source, r.id), r);
  await deliverOwner(deps, account, owner, [...listed.values()], false);
  const data = {
    company_number: s.number,
    name: owner.name,
    scope: s.group ? 'group' : 'company',
    companies_house: ch?.companiesHouse ?? null,
    group: s.group
      ? {
          top: { company_number: s.number, name: owner.name },
          size: s.members.length,
          members: s.members.map((n) => ({
            company_number: n,
            name: memberRows?.get(n)?.name ?? null,
            status_code: memberRows?.get(n)?.status ? statusCode(memberRows.get(n)!.status) : null,
          })),
        }
      : null,
    titles: {
      freehold: titles.freehold,
      leasehold: titles.leasehold,
      registered_last_3_years: recent,
    },
    applications: {
      live: counts.live,
      historical: counts.historical,
      total: counts.live + counts.historical,
      leased_live: counts.leased_live,
      leased_historical: counts.leased_historical,
      leased_live_direct: counts.leased_live_direct,
      leased_historical_direct: counts.leased_historical_direct,
      refused: counts.refused,
      withdrawn: counts.withdrawn,
      per_month: perMonth,
    },
    permissions_lapsing: lapsing.map((r) => ({
      ...summary(r, base),
      expires: r.expires,
      estimated: r.estimated,
    })),
    refusals_withdrawals: refusals.map((r) => summary(r, base)),
    appeals: appealed.map((r) => ({ ...summary(r, base), appeal: r.appeal })),
    agents,
    links: {
      applications: `${base}/v1/owners/${owner.asked}/applications${s.group ? '?scope=group' : ''}`,
      group: `${base}/v1/owners/${owner.asked}/group`,
      companies_house: company ? `${CH}${s.number}` : null,
    },
  };
  return { data, sources, applicationsListed: listed.size };
}

export interface GroupNode {
  company_number: string;
  name: string | null;
  status_code: string | null;
  freehold_titles: number;
  leasehold_titles: number;
  share_band: string | null;
  children: GroupNode[];
}

/** The group as a tree from its top company (GET /v1/owners/{number}/group). */
export async function groupTree(db: Knex, top: string, members: string[]): Promise<GroupNode> {
  const owners = new OwnersRepository(db);
  const [edges, names, index] = await Promise.all([
    owners.groupEdges(members),
    owners.names(members),
    owners.indexed(members),
  ]);
  const node = (n: string, share: string | null): GroupNode => ({
    company_number: n,
    name: names.get(n)?.name ?? null,
    status_code: names.get(n)?.status ? statusCode(names.get(n)!.status) : null,
    freehold_titles: index.get(n)?.freehold_titles ?? 0,
    leasehold_titles: index.get(n)?.leasehold_titles ?? 0,
    share_band: share,
    children: [],
  });
  const nodes = new Map<string, GroupNode>([[top, node(top, null)]]);
  for (const e of edges)
    if (!nodes.has(e.company_number)) nodes.set(e.company_number, node(e.company_number, e.share_band));
  for (const m of members) if (!nodes.has(m)) nodes.set(m, node(m, null));
  const placed = new Set([top]);
  for (const e of edges) {
    if (e.company_number === top) continue;
    nodes.get(e.parent)?.children.push(nodes.get(e.company_number)!);
    placed.add(e.company_number);
  }
  for (const m of members) if (!placed.has(m)) nodes.get(top)!.children.push(nodes.get(m)!);
  const sort = (g: GroupNode) => {
    g.children.sort(
      (a, b) => b.freehold_titles - a.freehold_titles || a.company_number.localeCompare(b.company_number),
    );
    g.children.forEach(sort);
  };
  const root = nodes.get(top)!;
  sort(root);
  return root;
}
