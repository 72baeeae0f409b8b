// The councils' register sources as data: registers.csv, one row per source of a council's
// licensing or HMO register (or a national register read once for every council its rows name: the
// Gambling Commission's premises register, the Planning Inspectorate's appeals casework file),
// loaded into council_registers and national_registers by `plandata councils load`
// (scrapers/councils/README.md). Each row is checked on its own and every bad row is named with its
// line and the reason; nothing here touches a database (the loader passes the councils it knows).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { isoFromParts } from '../../core/calendar.js';
import { registerAdapters } from '../registers/index.js';

export const registersFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'registers.csv');

export const REGISTER_COLUMNS = [
  'council',
  'register',
  'name',
  'adapter',
  'layout',
  'url',
  'format',
  'cadence',
  'published',
  'source',
] as const;

/**
 * The registers a row may name: a council's licensing or HMO register, or an appeals source (the
 * Inspectorate's national casework file; a saved file is loaded by `plandata appeals load`).
 */
export const ROW_REGISTERS = ['licensing', 'hmo', 'appeals'] as const;
/** How often a source is read; the nightly schedule turns each into a cron pattern. */
export const CADENCES = ['daily', 'weekly', 'monthly'] as const;
export type Cadence = (typeof CADENCES)[number];
/** The council column's word for a national register, read once and filed under each council. */
export const NATIONAL = 'national';

export interface RegisterRow {
  /** The file's line the row is on (the header is line 1). */
  line: number;
  /** A council's slug, or NATIONAL. */
  council: string;
  register: (typeof ROW_REGISTERS)[number];
  name: string;
  adapter: string;
  layout: string;
  url: string;
  format: string;
  cadence: Cadence;
  /** YYYY-MM-DD, when the file was published or extracted, where the row knows it. */
  published: string | null;
  source: string;
}

export interface RowError {
  line: number;
  reason: string;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return !!m && isoFromParts(Number(m[1]), Number(m[2]), Number(m[3])) === s;
}

function httpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** Why one row cannot be loaded, or null. */
function rowError(r: Record<string, string>, councils: ReadonlySet<string>): string | null {
  const council = r.council ?? '';
  if (!council) return 'no council';
  if (council !== NATIONAL && !councils.has(council))
    return `unknown council '${council}' (not in the councils table)`;
  if (!(ROW_REGISTERS as readonly string[]).includes(r.register))
    return `unknown register '${r.register}' (one of: ${ROW_REGISTERS.join(', ')})`;
  if (!NAME.test(r.name ?? '')) return `the source name '${r.name}' is not lower-case words joined by '-'`;
  const adapter = registerAdapters[r.adapter];
  if (!adapter)
    return `unknown adapter '${r.adapter}' (one of: ${Object.keys(registerAdapters).sort().join(', ')})`;
  if (!(adapter.registers as readonly string[]).includes(r.register))
    return `the ${r.adapter} adapter reads no ${r.register} register`;
  const layout = adapter.layouts.find((l) => l.name === r.layout && l.register === r.register);
  if (!layout) return `unknown layout '${r.layout}' for a ${r.register} register of the ${r.adapter} adapter`;
  if (council === NATIONAL && !layout.national)
    return `a national register's rows must name their local authority, and the ${r.layout} layout has no such column`;
  if (council !== NATIONAL && layout.national)
    return `the ${r.layout} layout is a national register's: its council is '${NATIONAL}'`;
  if (!httpUrl(r.url)) return `the url '${r.url}' is not an http(s) URL`;
  if (!(adapter.formats as readonly string[]).includes(r.format))
    return `the ${r.adapter} adapter reads no '${r.format}' (it reads ${adapter.formats.join(', ')})`;
  if (!(CADENCES as readonly string[]).includes(r.cadence))
    return `unknown cadence '${r.cadence}' (one of: ${CADENCES.join(', ')})`;
  if (r.published && !isoDate(r.published)) return `published '${r.published}' is not a date (YYYY-MM-DD)`;
  if (!r.source) return 'no source: say where the row comes from';
  return null;
}

/**
 * Reads a registers file and checks every row against the councils given (slugs) and the register
 * adapters. Returns the good rows and an error for each bad one (its line and why); a file whose
 * header lacks a column is one error on line 1.
 */
export function readRegistersCsv(
  text: string,
  councils: ReadonlySet<string>,
): { rows: RegisterRow[]; errors: RowError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: false, relax_column_count: true }) as string[][];
  } catch (err) {
    return { rows: [], errors: [{ line: 1, reason: `not a CSV file: ${(err as Error).message}` }] };
  }
  const header = (records[0] ?? []).map((h) => h.trim());
  const missing = REGISTER_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length)
    return {
      rows: [],
      errors: [{ line: 1, reason: `not a registers file: the header lacks ${missing.join(', ')}` }],
    };
  const rows: RegisterRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  records.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    if (cells.length !== header.length) {
      errors.push({ line, reason: `${cells.length} cells where the header has ${header.length}` });
      return;
    }
    const r = Object.fromEntries(header.map((h, j) => [h, (cells[j] ?? '').trim()]));
    const why = rowError(r, councils);
    if (why) {
      errors.push({ line, reason: why });
      return;
    }
    const id = `${r.council}/${r.register}/${r.name}`;
    const before = seen.get(id);
    if (before) {
      errors.push({ line, reason: `${id} is on line ${before} too` });
      return;
    }
    seen.set(id, line);
    rows.push({
      line,
      council: r.council,
      register: r.register as RegisterRow['register'],
      name: r.name,
      adapter: r.adapter,
      layout: r.layout,
      url: r.url,
      format: r.format,
      cadence: r.cadence as Cadence,
      published: r.published || null,
      source: r.source,
    });
  });
  return { rows, errors };
}

/** A row's adapter options: the file's publication day where the row gives it. */
export function optionsOf(r: RegisterRow): Record<string, unknown> | null {
  return r.published ? { published: r.published } : null;
}
