// What both owner joins give of a matched title (spec 2.6): its proprietors, each with its Companies
// House block (status, accounts, group, parents, ultimate owner), the release it came from, and the
// owner types of the title.
import type { Knex } from '../../core/db.js';
import {
  companiesByNumber,
  controllersOf,
  freeholdTitleCount,
  freeholdTitlesOf,
  groupMembers,
  majorityParent,
  type CompanyRow,
  type TitleRow,
} from '../../core/repositories/open-data/ownership.repository.js';
import { statusCode } from '../loaders/ownership.js';

export interface CompanyRef {
  company_number: string;
  name: string | null;
}

export interface CompaniesHouseBlock {
  name: string;
  status: string | null;
  status_code: string;
  incorporated_on: string | null;
  sic_codes: string[];
  nature_of_business: string[];
  previous_names: unknown[];
  accounts: Partial<NonNullable<CompanyRow['accounts']>> & { overdue: boolean };
  confirmation_statement: CompanyRow['confirmation_statement'];
  charges: CompanyRow['charges'];
  freehold_titles: number;
  group: { top: CompanyRef; size: number; titles: number };
  parents: { name: string; company_number: string | null; share_band: string | null; majority: boolean }[];
  ultimate_owner: CompanyRef | null;
}

export interface ProprietorBlock {
  name: string;
  company_number: string | null;
  category: string | null;
  country_incorporated: string | null;
  links: { companies_house: string } | null;
  companies_house: CompaniesHouseBlock | null;
}

/** The fields of a title record that say when and how it was registered, and which release said so. */
export interface TitleRegistration {
  date_proprietor_added: string | null;
  price_paid: number | null;
  release: string;
  release_month: string;
}

export function ownerTypes(t: TitleRow): string[] {
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

/**
 * The proprietors of a title, each with its Companies House block, and every company above them
 * (owner_scope=group matches on any of them).
 */
export async function proprietorBlocks(
  db: Knex,
  t: TitleRow,
): Promise<{ proprietors: ProprietorBlock[]; groups: string[] }> {
  const numbers = t.proprietors.map((p) => p.company_number).filter((n): n is string => !!n);
  const companies = new Map((await companiesByNumber(db, numbers)).map((c) => [c.company_number, c]));
  const controllers = await controllersOf(db, numbers);
  const ancestors = new Set<string>();
  const out: ProprietorBlock[] = [];
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
    let ch: CompaniesHouseBlock | null = null;
    if (c && sameName) {
      const block = await companyBlock(db, c, controllers);
      for (const n of block.chain) ancestors.add(n);
      ch = block.companiesHouse;
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

/**
 * The Companies House block of one company (spec 2.6 proprietors[].companies_house), and the chain of
 * majority controllers above it (the company first). `controllers` may hold the PSC rows of more
 * companies than this one; they are read when not given.
 */
export async function companyBlock(
  db: Knex,
  c: CompanyRow,
  controllers?: Awaited<ReturnType<typeof controllersOf>>,
): Promise<{ companiesHouse: CompaniesHouseBlock; chain: string[] }> {
  const mine = controllers ?? (await controllersOf(db, [c.company_number]));
  const parents = mine
    .filter((k) => k.company_number === c.company_number)
    .map((k) => ({
      name: k.controller_name,
      company_number: k.controller_number,
      share_band: k.share_band,
      majority: k.majority,
    }));
  // Ultimate owner: follow majority corporate controllers upwards (cycle-safe, at most 10 levels).
  const chain = [c.company_number];
  for (let i = 0; i < 10; i++) {
    const up = await majorityParent(db, chain[chain.length - 1]!);
    if (!up || chain.includes(up)) break;
    chain.push(up);
  }
  const top = chain[chain.length - 1]!;
  const topCo = top !== c.company_number ? (await companiesByNumber(db, [top]))[0] : c;
  const members = await groupMembers(db, top);
  return {
    chain,
    companiesHouse: {
      name: c.name,
      status: c.status,
      status_code: statusCode(c.status),
      incorporated_on: c.incorporated_on,
      sic_codes: c.sic_codes,
      nature_of_business: c.sic_codes.map((s) => s.replace(/^\d+\s*-\s*/, '')),
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
    },
  };
}

// One formatter for every release name ("June 2024"): toLocaleString builds one per call.
const RELEASE_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
function monthName(release: string): string {
  const [y, m] = release.split('-');
  return RELEASE_MONTH.format(new Date(Date.UTC(Number(y), Number(m) - 1, 1)));
}

export function registration(t: TitleRow): TitleRegistration {
  return {
    date_proprietor_added: t.date_proprietor_added,
    price_paid: t.price_paid === null ? null : Number(t.price_paid),
    release: monthName(t.release),
    release_month: t.release,
  };
}
