// Councils abolished since, and the current council each became: former-councils.csv, derived from
// mySociety's register of UK local authorities (`end-date`, `replaced-by`, followed to a council
// that exists now and matched to the councils file by its ONS code). A national register that still
// names an abolished council (the Gambling Commission's "Allerdale Borough Council") files its rows
// under the successor (scrapers/kit/council-names.ts). A council split between two successors
// (Cumbria, Northamptonshire) has no row: there is no telling which of its rows went where.
//   npx tsx scrapers/councils/former-councils.ts [--fixtures <dir>]   (rewrites former-councils.csv)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

export const formerCouncilsFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'former-councils.csv',
);

export interface FormerCouncil {
  /** The abolished council's name (its official name; its short name on a row of its own). */
  name: string;
  /** The day it ended, as mySociety gives it. */
  ended: string;
  /** The slug of the current council it became (scrapers/councils/councils.csv). */
  successor: string;
}

/** The former councils from mySociety's register and the councils file's slugs by ONS code. */
export function deriveFormerCouncils(
  authoritiesCsv: string,
  councils: readonly { slug: string; ons_code: string | null }[],
): FormerCouncil[] {
  const rows = parse(authoritiesCsv, { columns: true, bom: true }) as Record<string, string>[];
  const byCode = new Map(rows.map((r) => [r['local-authority-code'], r]));
  const slugByOns = new Map(councils.filter((c) => c.ons_code).map((c) => [c.ons_code!, c.slug]));
  const out: FormerCouncil[] = [];
  for (const r of rows) {
    if (!r['end-date'] || !r['replaced-by']) continue;
    // Follow the successors to one that exists now; a split (two codes) ends the search.
    let code = r['replaced-by'].trim();
    for (let hops = 0; hops < 5 && byCode.get(code)?.['end-date']; hops++)
      code = (byCode.get(code)!['replaced-by'] ?? '').trim();
    if (!code || code.includes(',')) continue;
    const successor = slugByOns.get(byCode.get(code)?.['gss-code'] ?? '');
    if (!successor) continue;
    for (const name of new Set([r['official-name'], r['nice-name']].filter(Boolean)))
      out.push({ name, ended: r['end-date'], successor });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.successor.localeCompare(b.successor));
}

export function formerCouncilsCsv(rows: FormerCouncil[]): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return (
    ['name,ended,successor', ...rows.map((r) => [r.name, r.ended, r.successor].map(q).join(','))].join('\n') +
    '\n'
  );
}

let cached: FormerCouncil[] | null = null;

/** The committed former-councils file. */
export function formerCouncils(): FormerCouncil[] {
  cached ??= parse(readFileSync(formerCouncilsFile, 'utf8'), { columns: true }) as FormerCouncil[];
  return cached;
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--fixtures');
  const root =
    i > 0
      ? process.argv[i + 1]
      : path.resolve(path.dirname(formerCouncilsFile), '..', '..', '..', 'shared', 'fixtures');
  const councils = parse(readFileSync(path.join(path.dirname(formerCouncilsFile), 'councils.csv'), 'utf8'), {
    columns: true,
    relax_column_count_less: true,
  }) as { slug: string; ons_code: string }[];
  const rows = deriveFormerCouncils(
    readFileSync(path.join(root, 'open-data/geography/uk-local-authorities-mysociety.csv'), 'utf8'),
    councils,
  );
  writeFileSync(formerCouncilsFile, formerCouncilsCsv(rows));
  console.log(`wrote ${rows.length} former council names to ${formerCouncilsFile}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
