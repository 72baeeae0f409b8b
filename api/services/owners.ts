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
  type Interest,
  type OnlyIds,
  type OwnerScope,
} from '../../core/repositories/planning/owner-applications.repository.js';
import {
  OWNER_AGENTS,
  OWNER_LIST,
  OwnerFiguresRepository,
  type OwnerFigures,
} from '../../core/repositories/planning/owner-figures.repository.js';
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

/** The precomputed histogram's months from `since` (YYYY-MM-DD), oldest first, as perMonth gives them. */
function monthsFrom(perMonth: Record<string, number>, since: string): { month: string; count: number }[] {
  return Object.entries(perMonth)
    .filter(([m]) => m >= since.slice(0, 7))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, count]) => ({ month, count }));
}

/**
 * The owner record of spec 2.6 (GET /v1/owners/{number}). Its application figures (the counts, the
 * month histogram, the lists' members, the agents) are the nightly rebuild's (owner_figures, as of
 * `figures.as_of`); an owner the last rebuild did not hold (it had no application then), or every
 * owner when `opts.live`, has them computed now by the same rules (`figures.computed` = live). The
 * lists' records are read as they are now and re-checked: one that no longer qualifies is left out.
 */
export async function ownerRecord(deps: Deps, account: Account, owner: Owner, opts: { live?: boolean } = {}) {
  const db = deps.db;
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const s = owner.scope;
  const apps = new OwnerApplicationsRepository(db);
  const owners = new OwnersRepository(db);
  const now = Date.now();
  const today = day(now);
  const since = `${new Date(now).getUTCFullYear() - 2}-${String(new Date(now).getUTCMonth() + 1).padStart(2, '0')}-01`;
  const [[company], fig] = await Promise.all([
    companiesByNumber(db, [s.number]),
    opts.live ? Promise.resolve(null) : new OwnerFiguresRepository(db).get(s),
  ]);
  const only = (live: number[], archive: number[]): OnlyIds | undefined =>
    fig ? { live, archive } : undefined;
  // A list the figures hold no member of needs no read.
  const listed = <T>(o: OnlyIds | undefined, read: () => Promise<T[]>): Promise<T[]> =>
    o && !o.live.length && !o.archive.length ? Promise.resolve([]) : read();
  const lapsingIds = only(fig?.lapsing_live ?? [], fig?.lapsing_archive ?? []);
  const refusalIds = only(fig?.refusals_live ?? [], fig?.refusals_archive ?? []);
  const appealIds = only(fig?.appeals_live ?? [], []);
  const [ch, counts, perMonth, lapsing, refusals, appealed, agents, titles, recent, memberRows, sources] =
    await Promise.all([
      company ? companyBlock(db, company) : Promise.resolve(null),
      fig ? Promise.resolve(fig) : apps.counts(s),
      fig ? Promise.resolve(monthsFrom(fig.per_month, since)) : apps.perMonth(s, since),
      listed(lapsingIds, () => apps.lapsing(s, today, day(now + 365 * 86_400_000), OWNER_LIST, lapsingIds)),
      listed(refusalIds, () => apps.refusalsAndWithdrawals(s, OWNER_LIST, refusalIds)),
      listed(appealIds, () => apps.appealed(s, OWNER_LIST, appealIds)),
      account.contactAddon
        ? fig
          ? Promise.resolve(fig.agents)
          : apps.agents(s, OWNER_AGENTS)
        : Promise.resolve(null),
      owners.titleCounts(s.members),
      owners.recentTitles(s.members, `${new Date(now).getUTCFullYear() - 3}${today.slice(4)}`, 50),
      s.group ? owners.names(s.members) : Promise.resolve(null),
      ownerSources(db),
    ]);
  const carried = new Map<string, ApplicationRow>();
  for (const r of [...lapsing, ...refusals, ...appealed]) carried.set(recordKey(r.source, r.id), r);
  await deliverOwner(deps, account, owner, [...carried.values()], false);
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
    figures: figuresNote(fig),
    links: {
      applications: `${base}/v1/owners/${owner.asked}/applications${s.group ? '?scope=group' : ''}`,
      group: `${base}/v1/owners/${owner.asked}/group`,
      companies_house: company ? `${CH}${s.number}` : null,
    },
  };
  return { data, sources, applicationsListed: carried.size };
}

/** Where the record's application figures come from (docs/owners.md "Figures and as_of"). */
function figuresNote(fig: OwnerFigures | null) {
  return fig
    ? { as_of: fig.as_of, computed: 'nightly' as const }
    : { as_of: null, computed: 'live' as const };
}

/**
 * The totals of GET /v1/owners/{number}/applications for an interest: the nightly figures' (as_of
 * their day), else counted now (as_of null).
 */
export async function ownerTotals(
  db: Knex,
  s: OwnerScope,
  interest: Interest,
): Promise<{ live: number; historical: number; as_of: string | null }> {
  const fig = await new OwnerFiguresRepository(db).get(s);
  if (!fig) return { ...(await new OwnerApplicationsRepository(db).totals(s, interest)), as_of: null };
  if (interest === 'owned') return { live: fig.live, historical: fig.historical, as_of: fig.as_of };
  if (interest === 'leased')
    return { live: fig.leased_live, historical: fig.leased_historical, as_of: fig.as_of };
  return { live: fig.any_live, historical: fig.any_historical, as_of: fig.as_of };
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
