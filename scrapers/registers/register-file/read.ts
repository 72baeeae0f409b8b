// Reading a published register file (CSV) into raw register records: the header row names the
// layout (layouts.ts), each row after it is one record, read verbatim, or refused with its reason.
import { parse } from 'csv-parse/sync';
import type { FetchedPage } from '../../contract.js';
import { isBlockWording } from '../../kit/blocks.js';
import { parseRegisterDate } from '../../kit/dates.js';
import { BlockedError, LayoutChangedError } from '../../kit/errors.js';
import { clean } from '../../kit/text.js';
import type { RawDate } from '../../contract.js';
import type {
  RawRegisterRecord,
  RegisterName,
  RegisterRead,
  RegisterRole,
  RejectedRow,
} from '../contract.js';
import { FILE_LAYOUTS, type FileLayout } from './layouts.js';

export const REGISTER_FILE = 'register-file';

/** A header as layouts name it: lower case, single spaces; a blank cell by its position ('#3'). */
function normHeader(h: string, i: number): string {
  const n = clean(h).toLowerCase();
  return n === '' ? `#${i + 1}` : n;
}

/** The layout a header row is, or null: every header it names present, the most specific first. */
export function layoutOf(headers: readonly string[], layouts = FILE_LAYOUTS): FileLayout | null {
  const have = new Set(headers.map(normHeader));
  let best: FileLayout | null = null;
  for (const l of layouts)
    if (l.headers.every((h) => have.has(h)) && (!best || l.headers.length > best.headers.length)) best = l;
  return best;
}

const HTML_START = /^\s*<(?:!doctype|html|head|body|\?xml)/i;

/** The page's rows: a page that is HTML is a block page (BlockedError) or not a register file at all. */
function rowsOf(page: FetchedPage): string[][] {
  const text = page.text.replace(/^\uFEFF/, '');
  const url = page.finalUrl || page.url;
  if (HTML_START.test(text)) {
    const words = clean(text.replace(/<[^>]*>/g, ' ')).slice(0, 4000);
    if (isBlockWording(words)) throw new BlockedError('a block page where the register file was', { url });
    throw new LayoutChangedError('an HTML page where a register file was expected', {
      url,
      pageKind: 'html',
    });
  }
  try {
    return parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (err) {
    throw new LayoutChangedError(`not a CSV file: ${(err as Error).message}`, { url });
  }
}

const blank = (row: string[]) => row.every((c) => clean(c) === '');

/**
 * Reads one published file. Throws LayoutChangedError when its header row is no known layout of
 * the register (or of any register, where `source.register` is null); a header with no rows is an
 * empty register (no records, nothing refused).
 */
export function readRegisterFile(
  page: FetchedPage,
  source: { council_slug: string | null; url: string; register: RegisterName | null },
  layouts: readonly FileLayout[] = FILE_LAYOUTS,
): RegisterRead {
  const url = page.finalUrl || page.url;
  const rows = rowsOf(page);
  const headerAt = rows.findIndex((r) => !blank(r));
  if (headerAt < 0) throw new LayoutChangedError('an empty file: no header row', { url });
  const header = rows[headerAt];
  const layout = layoutOf(
    header,
    layouts.filter((l) => source.register === null || l.register === source.register),
  );
  if (!layout)
    throw new LayoutChangedError(
      `no known ${source.register ?? 'register'} file layout has the headers [${header.map((h) => clean(h)).join(', ')}]`,
      { url, pageKind: 'csv' },
    );
  const norm = header.map(normHeader);
  const col = (name: string) => norm.indexOf(name);
  // Fields keyed by the header as published; a blank header by its position.
  const names = header.map((h, i) => clean(h) || `column ${i + 1}`);
  const keyCol = col(layout.key);
  const records: RawRegisterRecord[] = [];
  const rejected: RejectedRow[] = [];
  for (let i = headerAt + 1; i < rows.length; i++) {
    const cells = rows[i];
    if (blank(cells)) continue;
    const row = i - headerAt;
    const refuse = (reason: string) =>
      rejected.push({ url, row, reason, text: cells.map((c) => clean(c)).join(' | ') });
    const key = clean(cells[keyCol]);
    if (!key) {
      refuse(`no ${names[keyCol]}`);
      continue;
    }
    const dates: Record<string, RawDate | null> = {};
    let bad: string | null = null;
    for (const [role, name] of Object.entries(layout.dates)) {
      const c = col(name);
      const d = parseRegisterDate(cells[c], layout.dateOrder);
      if (d === undefined) {
        bad = `${names[c]} '${clean(cells[c])}' is not a date`;
        break;
      }
      dates[role] = d;
    }
    if (bad) {
      refuse(bad);
      continue;
    }
    const fields: Record<string, string | null> = {};
    names.forEach((n, j) => (fields[n] = clean(cells[j]) || null));
    const roles: Partial<Record<RegisterRole, string>> = {};
    for (const [role, cols] of Object.entries(layout.roles ?? {}) as [
      RegisterRole,
      string | readonly string[],
    ][]) {
      const v = (typeof cols === 'string' ? [cols] : cols)
        .map((c) => clean(cells[col(c)]))
        .filter(Boolean)
        .join(' | ');
      if (v) roles[role] = v;
    }
    const address = (layout.address ?? [])
      .map((a) => clean(cells[col(a)]))
      .filter(Boolean)
      .join(', ');
    records.push({
      register: layout.register,
      adapter: REGISTER_FILE,
      council_slug: source.council_slug,
      authority: null,
      record_type: layout.record_type,
      key,
      fields,
      roles,
      address: address || null,
      postcode: layout.postcode ? clean(cells[col(layout.postcode)]) || null : null,
      dates,
      source: { url, kind: 'file', format: 'csv', row, layout: layout.name, fetched_at: page.fetchedAt },
    });
  }
  return { records, rejected, layout: layout.name };
}
