// Derives plandata's own councils data file (scrapers/councils/councils.csv) from public lists:
// which portal each council runs comes from the 2026 UKPlanning configs (iceyaye), its official
// name, nation and ONS (GSS) code from mySociety's UK local authorities register. Only facts are
// kept (names, codes, URLs, platform family); the source files are read in place, never copied.
//
//   npx tsx scrapers/councils/derive.ts [--fixtures <dir>]   (rewrites councils.csv)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

export interface CouncilRow {
  slug: string;
  name: string;
  nation: 'england' | 'scotland' | 'wales' | 'northern-ireland';
  ons_code: string | null;
  platform: string;
  base_url: string;
}

export const COUNCIL_COLUMNS: (keyof CouncilRow)[] = [
  'slug',
  'name',
  'nation',
  'ons_code',
  'platform',
  'base_url',
];

/** The source files, relative to the fixtures folder. */
export const SOURCES = {
  portals: 'portals/councils/iceyaye_ukplanning_council_configs_2026.csv',
  authorities: 'open-data/geography/uk-local-authorities-mysociety.csv',
};

// UKPlanning names its scraper families; the Idox variants are one platform to us (they differ in
// how the search is driven, which the adapter handles). Its names for the others follow their
// pages, not their vendors: its "northgate" family is the register at /Search/Advanced ->
// /Planning/Display/<ref> behind a disclaimer, which is DEF's Planning Register (Leicester's page in
// fixtures/portals/planning-register-def is one; FredTheFork lists the Vale of Glamorgan's as DEF);
// "planning_explorer" is Northgate Planning Explorer; "northgate_assure" is NEC's Assure
// (ES/Presentation), another product, which no adapter reads yet.
const PLATFORM_FAMILY: Record<string, string> = {
  idox: 'idox',
  idox_endexc: 'idox',
  idox_crumb: 'idox',
  northgate: 'planning-register',
  northgate_assure: 'northgate-assure',
  planning_explorer: 'northgate',
  planning_register: 'planning-register',
  salesforce: 'arcus',
  salesforce_direct: 'arcus',
  ni_portal: 'ni-portal',
  agile: 'agile',
  tascomi: 'tascomi',
  ocella: 'ocella',
  civica: 'civica',
  swiftlg: 'swiftlg',
  fastweb: 'fastweb',
  statmap: 'statmap',
  appsearchserv: 'appsearchserv',
  acolnet: 'acolnet',
};

const NATIONS: Record<string, CouncilRow['nation']> = {
  England: 'england',
  Scotland: 'scotland',
  Wales: 'wales',
  'Northern Ireland': 'northern-ireland',
};

/** Letters and digits only, lower case, without the filler words names vary on. */
export function nameKey(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        w && !['and', 'the', 'of', 'city', 'council', 'borough', 'district', 'county', 'royal'].includes(w),
    )
    .join('');
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface Authority {
  name: string;
  gss: string;
  nation: CouncilRow['nation'];
  keys: Set<string>;
}

function readAuthorities(csv: string): Authority[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const out: Authority[] = [];
  for (const r of rows) {
    // Only councils that exist now: an abolished district's portal has gone with it.
    if (r['current-authority'] !== 'True' || r['end-date']) continue;
    // Combined and strategic authorities decide no planning applications.
    if (r['local-authority-type'] === 'COMB' || r['local-authority-type'] === 'SRA') continue;
    const nation = NATIONS[r.nation];
    if (!nation || !r['gss-code']) continue;
    const keys = new Set<string>([nameKey(r['nice-name']), nameKey(r['official-name'])]);
    for (const alt of (r['alt-names'] ?? '').split(',')) if (alt.trim()) keys.add(nameKey(alt));
    keys.delete('');
    out.push({ name: r['nice-name'], gss: r['gss-code'], nation, keys });
  }
  return out;
}

// UKPlanning short names that match no register name and more than one by prefix.
const SHORT_NAMES: Record<string, string> = {
  City: 'City of London',
  Kingston: 'Kingston upon Thames',
  Glamorgan: 'Vale of Glamorgan',
};

/** The authority a UKPlanning scraper name denotes: an exact key, else the one name it begins. */
function matchAuthority(scraperName: string, authorities: Authority[]): Authority | null {
  const key = nameKey(SHORT_NAMES[scraperName] ?? scraperName);
  if (!key) return null;
  const exact = authorities.filter((a) => a.keys.has(key));
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return null;
  // UKPlanning shortens names ("Barking" for Barking and Dagenham): accept a unique prefix match.
  const prefixed = authorities.filter((a) => [...a.keys].some((k) => k.startsWith(key)));
  return prefixed.length === 1 ? prefixed[0] : null;
}

export interface Derivation {
  councils: CouncilRow[];
  /** Source rows left out, with the reason (printed by the script, asserted by the test). */
  skipped: { source: string; reason: string }[];
}

export function deriveCouncils(portalsCsv: string, authoritiesCsv: string): Derivation {
  const authorities = readAuthorities(authoritiesCsv);
  const portals = parse(portalsCsv, { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
  const bySlug = new Map<string, CouncilRow>();
  const skipped: Derivation['skipped'] = [];
  for (const p of portals) {
    const source = p.name;
    const platform = PLATFORM_FAMILY[p.platform];
    if (!platform) {
      skipped.push({ source, reason: `platform '${p.platform}' is bespoke or none` });
      continue;
    }
    // `enabled: False` there means that project's scraper is off, not that the portal has gone.
    if (p.archived === 'True') {
      skipped.push({ source, reason: 'archived in the source list' });
      continue;
    }
    let base: URL;
    try {
      base = new URL(p.base_url);
    } catch {
      skipped.push({ source, reason: `no usable base URL ('${p.base_url}')` });
      continue;
    }
    const a = matchAuthority(source, authorities);
    if (!a) {
      skipped.push({
        source,
        reason: 'not a single current local authority (joint service, park, or abolished)',
      });
      continue;
    }
    const row: CouncilRow = {
      slug: slugify(a.name),
      name: a.name,
      nation: a.nation,
      ons_code: a.gss,
      platform,
      base_url: base.toString().replace(/\/+$/, ''),
    };
    if (bySlug.has(row.slug)) {
      skipped.push({ source, reason: `duplicate of ${row.slug}` });
      continue;
    }
    bySlug.set(row.slug, row);
  }
  const councils = [...bySlug.values()].sort((x, y) => x.slug.localeCompare(y.slug));
  return { councils, skipped };
}

function csvCell(v: string | null): string {
  if (v === null) return '';
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(rows: CouncilRow[]): string {
  const lines = [COUNCIL_COLUMNS.join(',')];
  for (const r of rows) lines.push(COUNCIL_COLUMNS.map((c) => csvCell(r[c])).join(','));
  return lines.join('\n') + '\n';
}

export const councilsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'councils.csv');

/** Reads a councils file (ours, or one in the same columns) and checks every row. */
export function readCouncilsCsv(text: string, file = 'councils file'): CouncilRow[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const out: CouncilRow[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const line = i + 2;
    for (const c of ['slug', 'name', 'nation', 'platform', 'base_url'] as const) {
      if (!r[c]?.trim()) throw new Error(`${file} line ${line}: ${c} is empty`);
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug))
      throw new Error(`${file} line ${line}: bad slug '${r.slug}'`);
    if (seen.has(r.slug)) throw new Error(`${file} line ${line}: duplicate slug '${r.slug}'`);
    seen.add(r.slug);
    if (!Object.values(NATIONS).includes(r.nation as CouncilRow['nation'])) {
      throw new Error(`${file} line ${line}: nation must be england, scotland, wales or northern-ireland`);
    }
    try {
      new URL(r.base_url);
    } catch {
      throw new Error(`${file} line ${line}: base_url is not a URL`);
    }
    out.push({
      slug: r.slug,
      name: r.name.trim(),
      nation: r.nation as CouncilRow['nation'],
      ons_code: r.ons_code?.trim() || null,
      platform: r.platform.trim(),
      base_url: r.base_url.trim(),
    });
  });
  return out;
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--fixtures');
  const root =
    i > 0
      ? process.argv[i + 1]
      : path.resolve(path.dirname(councilsFile), '..', '..', '..', 'shared', 'fixtures');
  const d = deriveCouncils(
    readFileSync(path.join(root, SOURCES.portals), 'utf8'),
    readFileSync(path.join(root, SOURCES.authorities), 'utf8'),
  );
  writeFileSync(councilsFile, toCsv(d.councils));
  const byPlatform: Record<string, number> = {};
  for (const c of d.councils) byPlatform[c.platform] = (byPlatform[c.platform] ?? 0) + 1;
  console.log(`wrote ${d.councils.length} councils to ${councilsFile}`, byPlatform);
  console.log(`skipped ${d.skipped.length} source rows:`);
  for (const s of d.skipped) console.log(`  ${s.source}: ${s.reason}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
