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
  /** A platform name, or `unknown` (no portal found) or `unsupported` (the council's own system). */
  platform: string;
  /** Empty where no portal is known. */
  base_url: string;
  /** Why the council is not read, where that is more than "no adapter for its platform" (the rows added for every authority). */
  reason?: string | null;
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
export const PLATFORM_FAMILY: Record<string, string> = {
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

export interface Authority {
  name: string;
  gss: string;
  nation: CouncilRow['nation'];
  keys: Set<string>;
}

export function readAuthorities(csv: string): Authority[] {
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
  // Not a prefix of Chesterfield: Cheshire West and Chester's portal is pa.cheshirewestandchester.
  Chester: 'Cheshire West and Chester',
};

/** The authority a UKPlanning scraper name denotes: an exact key, else the one name it begins. */
export function matchAuthority(scraperName: string, authorities: Authority[]): Authority | null {
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

function csvCell(v: string | null | undefined): string {
  if (v === undefined) return '';
  if (v === null) return '';
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/**
 * The councils file: the six columns of every row, and a seventh, `reason`, on the rows that carry
 * one (the authorities added after the portal list's councils). Rows without it keep their six
 * cells, so the portal list's rows read as they always have.
 */
export function toCsv(rows: CouncilRow[]): string {
  const lines = [[...COUNCIL_COLUMNS, 'reason'].join(',')];
  for (const r of rows) {
    const cells = COUNCIL_COLUMNS.map((c) => csvCell(r[c]));
    if (r.reason !== undefined) cells.push(csvCell(r.reason));
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}

export const councilsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'councils.csv');

/** Reads a councils file (ours, or one in the same columns) and checks every row. */
export function readCouncilsCsv(text: string, file = 'councils file'): CouncilRow[] {
  const rows = parse(text, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count_less: true,
  }) as Record<string, string>[];
  const out: CouncilRow[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const line = i + 2;
    for (const c of ['slug', 'name', 'nation', 'platform'] as const) {
      if (!r[c]?.trim()) throw new Error(`${file} line ${line}: ${c} is empty`);
    }
    // A portal is known, or the row says why the council is not read (platform unknown/unsupported).
    const unread = ['unknown', 'unsupported'].includes(r.platform.trim());
    if (!r.base_url?.trim() && !unread) throw new Error(`${file} line ${line}: base_url is empty`);
    if (unread && !r.reason?.trim())
      throw new Error(`${file} line ${line}: a council with platform ${r.platform.trim()} needs a reason`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug))
      throw new Error(`${file} line ${line}: bad slug '${r.slug}'`);
    if (seen.has(r.slug)) throw new Error(`${file} line ${line}: duplicate slug '${r.slug}'`);
    seen.add(r.slug);
    if (!Object.values(NATIONS).includes(r.nation as CouncilRow['nation'])) {
      throw new Error(`${file} line ${line}: nation must be england, scotland, wales or northern-ireland`);
    }
    if (r.base_url?.trim()) {
      try {
        new URL(r.base_url);
      } catch {
        throw new Error(`${file} line ${line}: base_url is not a URL`);
      }
    }
    out.push({
      slug: r.slug,
      name: r.name.trim(),
      nation: r.nation as CouncilRow['nation'],
      ons_code: r.ons_code?.trim() || null,
      platform: r.platform.trim(),
      base_url: (r.base_url ?? '').trim(),
      ...(r.reason !== undefined ? { reason: r.reason.trim() || null } : {}),
    });
  });
  return out;
}

// ---- Every UK local planning authority (issue 17) ----
//
// The portal list above names the councils that run a known portal. The councils file also lists
// every other UK local planning authority, appended after those rows (so their order and cells stay
// as they were), each with why it is not read. The authorities are:
// - every current council of mySociety's register (district, unitary, metropolitan and London
//   borough councils, the City of London, Welsh and Scottish councils, Northern Ireland's districts,
//   and England's county councils, which decide minerals, waste and their own development);
// - England's national park authorities and development corporations with planning powers: the
//   current entries of MHCLG's planning-authority list (digital-land) with a local planning
//   authority code, or with decisions in the live table P153; their ONS codes from P153;
// - Wales's and Scotland's national park authorities, which no file here lists: their ONS codes are
//   those of ONS's National Parks (December 2022) names and codes (W18, S21), kept below by hand.
// Each is matched to the 2026 UKPlanning configs as the councils above are (national parks by their
// scraper names, below); one found there on a platform family gets that platform and portal, one on
// a bespoke system platform `unsupported`, and one not found `unknown`, with the reason.

export const AUTHORITY_SOURCES = {
  ...SOURCES,
  planningAuthorities: 'registers/planning-applications/digital-land-spec/codelist_planning-authority.csv',
  decisions: 'registers/decision-stats/p153-all-lpas/p153_non_major_in_time_by_lpa.csv',
  portals2026: 'portals/councils/fredthefork_uk_planning_scraper_authorities_2026.csv',
};

/** National park authorities outside England (ONS National Parks, December 2022). */
const PARKS_OUTSIDE_ENGLAND: { name: string; ons: string; nation: CouncilRow['nation'] }[] = [
  { name: 'Bannau Brycheiniog National Park Authority', ons: 'W18000001', nation: 'wales' },
  { name: 'Pembrokeshire Coast National Park Authority', ons: 'W18000002', nation: 'wales' },
  { name: 'Eryri National Park Authority', ons: 'W18000003', nation: 'wales' },
  { name: 'Loch Lomond and The Trossachs National Park Authority', ons: 'S21000002', nation: 'scotland' },
  { name: 'Cairngorms National Park Authority', ons: 'S21000003', nation: 'scotland' },
];

/** UKPlanning's scraper names of the national parks, to their ONS codes. */
const PARK_SCRAPERS: Record<string, string> = {
  BreconBeacons: 'W18000001',
  PembrokeCoast: 'W18000002',
  Snowdonia: 'W18000003',
  LochLomond: 'S21000002',
  Cairngorms: 'S21000003',
  Dartmoor: 'E26000001',
  Exmoor: 'E26000002',
  NorthumberlandPark: 'E26000004',
  NorthYorkMoors: 'E26000005',
  PeakDistrict: 'E26000006',
  Broads: 'E26000007',
  NewForestPark: 'E26000009',
  SouthDowns: 'E26000010',
  LakeDistrict: 'E26000011',
  YorkshireDales: 'E26000012',
};

/** Platforms whose base URL is taken from the 2026 search-page list (the UKPlanning base is another page). */
const BASE_FROM_2026_LIST: Record<string, RegExp> = {
  ocella: /\/OcellaWeb\//i,
  civica: /\/search-applications/i,
};

/**
 * A platform told by its search page's URL, where the path is the software's own: Idox Public
 * Access (/online-applications/), DEF's Planning Register (*.planning-register.co.uk, /Search/Advanced),
 * OcellaWeb (/OcellaWeb/). Returns the platform and the portal base the adapter takes.
 */
function platformOfPage(page: string): [string, string] | null {
  let u: URL;
  try {
    u = new URL(page);
  } catch {
    return null;
  }
  const cut = (re: RegExp) =>
    u.origin + u.pathname.slice(0, u.pathname.search(re)) + u.pathname.match(re)![0];
  if (/\/online-applications\b/i.test(u.pathname)) return ['idox', cut(/\/online-applications/i)];
  if (/\/OcellaWeb\b/i.test(u.pathname)) return ['ocella', cut(/\/OcellaWeb/i)];
  if (/\.planning-register\.co\.uk$/i.test(u.hostname) || /\/Search\/Advanced$/i.test(u.pathname))
    return ['planning-register', u.origin];
  return null;
}

interface PlanningAuthority {
  name: string;
  ons: string;
  nation: CouncilRow['nation'];
  keys: Set<string>;
  county: boolean;
}

function csvRows(text: string): Record<string, string>[] {
  return parse(text, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}

/** Every current UK local planning authority (see above), with its ONS code. */
export function planningAuthorities(read: (rel: string) => string): PlanningAuthority[] {
  const out: PlanningAuthority[] = [];
  const counties = new Set(
    csvRows(read(SOURCES.authorities))
      .filter((r) => r['local-authority-type'] === 'CTY')
      .map((r) => r['gss-code']),
  );
  for (const a of readAuthorities(read(SOURCES.authorities)))
    out.push({ name: a.name, ons: a.gss, nation: a.nation, keys: a.keys, county: counties.has(a.gss) });
  const decisions = new Map<string, { ons: string; decided: boolean }>();
  for (const r of csvRows(read(AUTHORITY_SOURCES.decisions))) {
    if (r.organisation && r.reference)
      decisions.set(r.organisation, { ons: r.reference, decided: /^\d/.test(r.volume ?? '') });
  }
  for (const r of csvRows(read(AUTHORITY_SOURCES.planningAuthorities))) {
    if (!/^(national-park-authority|development-corporation):/.test(r.reference) || r['end-date']) continue;
    const d = decisions.get(r.reference);
    if (!d || (!r['local-planning-authority'] && !d.decided)) continue;
    out.push({
      name: r.name,
      ons: d.ons,
      nation: 'england',
      keys: new Set([nameKey(r.name)]),
      county: false,
    });
  }
  for (const p of PARKS_OUTSIDE_ENGLAND)
    out.push({ name: p.name, ons: p.ons, nation: p.nation, keys: new Set([nameKey(p.name)]), county: false });
  return out;
}

export interface CouncilsFile {
  rows: CouncilRow[];
  /** The rows appended for the authorities the portal list does not give. */
  added: CouncilRow[];
  byCoverage: Record<string, number>;
}

/** The councils file: the portal list's councils, then every other planning authority (appended). */
export function deriveCouncilsFile(read: (rel: string) => string): CouncilsFile {
  const listed = deriveCouncils(read(SOURCES.portals), read(SOURCES.authorities)).councils;
  const authorities = planningAuthorities(read);
  const asAuthority = (a: PlanningAuthority): Authority => ({
    name: a.name,
    gss: a.ons,
    nation: a.nation,
    keys: a.keys,
  });
  // The 2026 search-page list, by authority.
  const pages2026 = new Map<string, string>();
  for (const r of csvRows(read(AUTHORITY_SOURCES.portals2026))) {
    const a = matchAuthority(r.authority_name ?? '', authorities.map(asAuthority));
    if (a && r.url && !pages2026.has(a.gss)) pages2026.set(a.gss, r.url);
  }
  const rows = listed.map((c) => {
    const page = c.ons_code ? pages2026.get(c.ons_code) : undefined;
    const re = BASE_FROM_2026_LIST[c.platform];
    if (!page || !re?.test(page)) return c;
    const u = new URL(page);
    u.search = '';
    return {
      ...c,
      base_url: u
        .toString()
        .replace(/\/planningSearch$/i, '')
        .replace(/\/+$/, ''),
    };
  });
  const have = new Set(listed.map((c) => c.ons_code));
  const slugs = new Set(listed.map((c) => c.slug));
  // The UKPlanning config of each authority not in the list (the first one not archived).
  const configs = new Map<string, Record<string, string>>();
  for (const p of parse(read(SOURCES.portals), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as Record<string, string>[]) {
    const ons = PARK_SCRAPERS[p.name] ?? matchAuthority(p.name, authorities.map(asAuthority))?.gss;
    if (!ons || have.has(ons)) continue;
    const prev = configs.get(ons);
    if (!prev || (prev.archived === 'True' && p.archived !== 'True')) configs.set(ons, p);
  }
  const added: CouncilRow[] = [];
  for (const a of authorities) {
    if (have.has(a.ons)) continue;
    let slug = slugify(a.name);
    if (slugs.has(slug)) slug = slugify(`${a.name} ${a.county ? 'county council' : 'planning authority'}`);
    slugs.add(slug);
    const base = { slug, name: a.name, nation: a.nation, ons_code: a.ons };
    const cfg = configs.get(a.ons);
    const family = cfg ? PLATFORM_FAMILY[cfg.platform] : undefined;
    let url: URL | null;
    try {
      url = cfg?.base_url ? new URL(cfg.base_url) : null;
    } catch {
      url = null;
    }
    const page = pages2026.get(a.ons);
    if (cfg && family && url && cfg.archived !== 'True') {
      added.push({ ...base, platform: family, base_url: url.toString().replace(/\/+$/, ''), reason: null });
    } else if (cfg && !family && cfg.platform && cfg.platform !== 'None' && cfg.platform !== 'defunct') {
      added.push({
        ...base,
        platform: 'unsupported',
        base_url: url ? url.toString().replace(/\/+$/, '') : '',
        reason: `runs its own system (UKPlanning 2026 scraper '${cfg.platform}'), which no adapter reads`,
      });
    } else if (page && platformOfPage(page)) {
      const [platform, portal] = platformOfPage(page)!;
      added.push({ ...base, platform, base_url: portal, reason: null });
    } else if (page) {
      added.push({
        ...base,
        platform: 'unknown',
        base_url: page,
        reason: 'a register is listed (FredTheFork 2026) but its software is not identified',
      });
    } else {
      added.push({
        ...base,
        platform: 'unknown',
        base_url: '',
        reason: a.county
          ? 'county council (minerals, waste and its own development): no register found in the public portal lists'
          : 'no planning register found in the public portal lists',
      });
    }
  }
  added.sort((x, y) => x.slug.localeCompare(y.slug));
  // One register for two authorities (a joint service, a park read through its county's portal):
  // read once, under the council listed first; the other says where its applications are.
  const byPortal = new Map(rows.filter((c) => c.base_url).map((c) => [c.base_url.toLowerCase(), c.slug]));
  for (const c of added) {
    const key = c.base_url.toLowerCase();
    const owner = key ? byPortal.get(key) : undefined;
    if (owner && c.platform !== 'unknown' && c.platform !== 'unsupported') {
      c.reason = `shares one register with ${owner}: its applications are read there, under ${owner}`;
      c.platform = 'unsupported';
    } else if (key && !owner) byPortal.set(key, c.slug);
  }
  const all = [...rows, ...added];
  const byCoverage: Record<string, number> = {};
  for (const c of all) byCoverage[c.platform] = (byCoverage[c.platform] ?? 0) + 1;
  return { rows: all, added, byCoverage };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--fixtures');
  const root =
    i > 0
      ? process.argv[i + 1]
      : path.resolve(path.dirname(councilsFile), '..', '..', '..', 'shared', 'fixtures');
  const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
  const d = deriveCouncils(read(SOURCES.portals), read(SOURCES.authorities));
  // Then every other UK planning authority, appended (scrapers/councils/authorities.ts).
  const all = deriveCouncilsFile(read);
  writeFileSync(councilsFile, toCsv(all.rows));
  console.log(`and ${all.added.length} more planning authorities appended`, all.byCoverage);
  const byPlatform: Record<string, number> = {};
  for (const c of d.councils) byPlatform[c.platform] = (byPlatform[c.platform] ?? 0) + 1;
  console.log(`wrote ${d.councils.length} councils to ${councilsFile}`, byPlatform);
  console.log(`skipped ${d.skipped.length} source rows:`);
  for (const s of d.skipped) console.log(`  ${s.source}: ${s.reason}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
