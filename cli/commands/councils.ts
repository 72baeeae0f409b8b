import { readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { UsageError } from '../../core/errors.js';
import { openRuntime } from '../../core/runtime.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { councilsFile, readCouncilsCsv, type CouncilRow } from '../../scrapers/councils/derive.js';
import { adapters } from '../../scrapers/platforms/index.js';
import {
  NATIONAL,
  optionsOf,
  readRegistersCsv,
  registersFile,
  type RegisterRow,
} from '../../scrapers/councils/registers.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { NationalRegistersRepository } from '../../core/repositories/licensing/national.repository.js';
import type { Knex } from 'knex';

/**
 * A council's coverage as loaded: supported where an adapter reads its platform; otherwise why not,
 * in the row's own words where it gives them (scrapers/councils/README.md).
 */
export function coverageOf(row: CouncilRow): {
  coverage: 'supported' | 'unsupported' | 'unknown';
  coverage_reason: string | null;
} {
  if (adapters[row.platform] && row.base_url) return { coverage: 'supported', coverage_reason: null };
  if (row.platform === 'unknown')
    return { coverage: 'unknown', coverage_reason: row.reason ?? 'no planning register known' };
  if (row.platform === 'unsupported')
    return { coverage: 'unsupported', coverage_reason: row.reason ?? 'runs a system no adapter reads' };
  return {
    coverage: 'unsupported',
    coverage_reason: row.reason ?? `no adapter reads its platform (${row.platform}) yet`,
  };
}
import { printStatus } from './status.js';

/** Columns a councils file must have (ons_code may be left out). */
const REQUIRED = ['slug', 'name', 'nation', 'platform', 'base_url'];

const usage = `usage:
  plandata councils status
      every council: platform, health, last read, newest record, records, broken reason
  plandata councils load [--file <csv>] [--registers <csv>]
      upserts councils by slug from a CSV (slug,name,nation,ons_code,platform,base_url[,reason]);
      default: the committed scrapers/councils/councils.csv. Health and records are kept; coverage
      (supported where an adapter reads the platform, else unsupported or unknown with the reason)
      is set from the row. Then the licensing, HMO and appeals register sources from a registers
      CSV (council,register,name,adapter,layout,url,format,cadence,published,source; council
      'national' for a national register), by default the committed scrapers/councils/registers.csv
      when no --file is given. Every row is checked first: a bad row is named with its line and
      reason and no register is loaded. A second load of the same file changes nothing.`;

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(
      `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}

/** Checks a registers file against the councils known (the table's and the file's being loaded). */
export function checkRegisters(file: string, text: string, councils: ReadonlySet<string>): RegisterRow[] {
  const { rows, errors } = readRegistersCsv(text, councils);
  if (errors.length)
    throw new UsageError(
      `${file}: ${errors.length} bad row${errors.length === 1 ? '' : 's'}, no register loaded:\n` +
        errors.map((e) => `  line ${e.line}: ${e.reason}`).join('\n'),
    );
  return rows;
}

/** Loads checked register rows: councils' sources, and national registers by name. */
export async function loadRegisters(
  db: Knex,
  rows: RegisterRow[],
): Promise<{ inserted: number; updated: number; unchanged: number; national: number }> {
  const ids = new Map((await new CouncilsAdminRepository(db).names()).map((c) => [c.slug, c.id]));
  const out = { inserted: 0, updated: 0, unchanged: 0, national: 0 };
  const national = new NationalRegistersRepository(db);
  for (const r of rows.filter((x) => x.council === NATIONAL)) {
    out[await national.upsert({ ...common(r), name: r.name })]++;
    out.national++;
  }
  const counts = await new CouncilRegistersRepository(db).load(
    rows
      .filter((x) => x.council !== NATIONAL)
      .map((r) => ({ ...common(r), councilId: ids.get(r.council)!, name: r.name, national: null })),
  );
  out.inserted += counts.inserted;
  out.updated += counts.updated;
  out.unchanged += counts.unchanged;
  return out;
}

function common(r: RegisterRow) {
  return {
    register: r.register,
    adapter: r.adapter,
    url: r.url,
    options: optionsOf(r),
    layout: r.layout,
    format: r.format,
    cadence: r.cadence,
    sourceNote: r.source,
    enabled: true,
  };
}

export const councilsCommand: Command = {
  usage,
  async run(args) {
    const [action, ...rest] = args;
    if (action === 'status') {
      parse(rest, {}, false);
      return printStatus({ registers: false, queues: false });
    }
    if (action !== 'load')
      throw new UsageError(action ? `unknown action '${action}'` : 'an action is required');
    const { values } = parse(rest, { file: { type: 'string' }, registers: { type: 'string' } }, false);
    const file = values.file ?? councilsFile;
    const text = readText(file);
    // The header first: a file of another kind is named as such, not as an error on its line 2.
    const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '')
      .split(',')
      .map((h) => h.trim().replace(/^"(.*)"$/, '$1'));
    const missing = REQUIRED.filter((c) => !header.includes(c));
    if (!text.trim()) throw new UsageError(`${file} is empty`);
    if (missing.length)
      throw new UsageError(`${file} is not a councils CSV: the header lacks ${missing.join(', ')}`);
    let rows;
    try {
      rows = readCouncilsCsv(text, file);
    } catch (err) {
      // A bad row loads nothing: the file is checked whole before the database is touched.
      const message = (err as Error).message;
      throw new UsageError(message.startsWith(file) ? message : `${file}: ${message}`);
    }
    if (rows.length === 0) throw new UsageError(`${file} holds no councils`);
    const regFile = values.registers ?? (values.file ? null : registersFile);
    const regText = regFile ? readText(regFile) : null;
    const rt = await openRuntime({ name: 'councils', needRedis: false });
    try {
      // The registers are checked before anything is written, against the councils the table
      // holds and those this load adds.
      let registers: RegisterRow[] = [];
      if (regFile && regText !== null) {
        const known = new Set([
          ...(await new CouncilsAdminRepository(rt.db).names()).map((c) => c.slug),
          ...rows.map((r) => r.slug),
        ]);
        registers = checkRegisters(regFile, regText, known);
      }
      const { inserted, updated } = await new CouncilsAdminRepository(rt.db).load(
        rows.map((r) => ({ ...r, ...coverageOf(r) })),
      );
      console.log(`councils loaded from ${file}: ${inserted} inserted, ${updated} updated`);
      if (regFile) {
        const r = await loadRegisters(rt.db, registers);
        console.log(
          `registers loaded from ${regFile}: ${r.inserted} inserted, ${r.updated} updated, ${r.unchanged} unchanged (${registers.length} sources, ${r.national} national)`,
        );
      }
      return 0;
    } finally {
      await rt.close();
    }
  },
};
