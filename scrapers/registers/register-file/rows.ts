// The rows of a published register file -> raw register records, by the file's layout, whatever
// the format the rows came from (a CSV file, a spreadsheet's sheets, a PDF's table). Each row is
// read verbatim or refused with its reason; nothing is guessed:
//   - a row with no key, or a date cell that is not a whole date, is refused;
//   - a row printed twice (the same key and the same values) is read once, the repeat refused as
//     a repeat;
//   - rows with the same key and different values are all refused: the file contradicts itself
//     and there is no telling which row is right.
import type { RawDate } from '../../contract.js';
import { councilSlugFor } from '../../kit/council-names.js';
import { parseRegisterDate } from '../../kit/dates.js';
import { clean } from '../../kit/text.js';
import type {
  RawRegisterRecord,
  RegisterProvenance,
  RegisterRead,
  RegisterRole,
  RejectedRow,
} from '../contract.js';
import type { FileLayout } from './layout.js';

export const REGISTER_FILE = 'register-file';

/** A header as layouts name it: lower case, single spaces; a blank cell by its position ('#3'). */
export function normHeader(h: string, i: number): string {
  const n = clean(h).toLowerCase();
  return n === '' ? `#${i + 1}` : n;
}

/** The layout a header row is, or null: every header it names present, the most specific first. */
export function layoutOf(headers: readonly string[], layouts: readonly FileLayout[]): FileLayout | null {
  const norm = headers.map(normHeader);
  const have = new Set(norm);
  // Trailing blank cells are a spreadsheet's or an exporter's padding, not columns.
  let width = norm.length;
  while (width > 0 && clean(headers[width - 1]) === '') width--;
  let best: FileLayout | null = null;
  for (const l of layouts) {
    if (!l.headers.every((h) => have.has(h))) continue;
    if (l.exact && width !== l.headers.length) continue;
    if (!best || l.headers.length > best.headers.length) best = l;
  }
  return best;
}

/** One row of a table as found in the file: its cells and where it is. */
export interface TableRow {
  cells: string[];
  /** 1-based row after the header (of its sheet, for a spreadsheet). */
  row: number;
  /** The PDF page the row starts on. */
  page?: number;
  /** Why the row cannot be read, where the format already knows (a PDF's cells run together). */
  refused?: string;
}

/** A table of a file: its header row and the rows under it. */
export interface Table {
  header: string[];
  rows: TableRow[];
  /** The spreadsheet's sheet it is, by name. */
  sheet?: string;
}

export interface ReadMeta {
  url: string;
  council_slug: string | null;
  format: RegisterProvenance['format'];
  fetched_at: string | null;
}

interface Candidate {
  record: RawRegisterRecord;
  /** The row's content, for telling a repeat from a contradiction. */
  content: string[];
  names: string[];
  /** The key column's header as published. */
  keyName: string;
  text: string;
}

const YES = /^(?:true|yes|y|1)$/i;
const NO = /^(?:false|no|n|0)$/i;

/** Reads tables that share one layout into records, refusing rows with their reasons. */
export function readTables(
  tables: readonly Table[],
  layout: FileLayout,
  meta: ReadMeta,
  rejected: RejectedRow[] = [],
): RegisterRead {
  const absent = new Set((layout.absent ?? []).map((a) => a.toLowerCase()));
  const value = (c: string | undefined) => {
    const v = clean(c);
    return absent.has(v.toLowerCase()) ? '' : v;
  };
  const candidates: Candidate[] = [];
  for (const table of tables) {
    const norm = table.header.map(normHeader);
    const col = (name: string) => norm.indexOf(name);
    // Fields keyed by the header as published; a blank header by its position.
    const names = table.header.map((h, i) => clean(h) || `column ${i + 1}`);
    const keyCols = [layout.key, ...(layout.keyWith ?? [])].map(col);
    const rowIdCols = new Set((layout.rowIds ?? []).map(col));
    const carried = new Map<number, string>();
    const repeatCols = (layout.repeatDown ?? []).map(col);
    for (const { cells: raw, row, page, refused } of table.rows) {
      const cells = [...raw];
      for (const c of repeatCols) {
        if (clean(cells[c])) carried.set(c, cells[c]);
        else if (carried.has(c)) cells[c] = carried.get(c)!;
      }
      const text = cells.map((c) => clean(c)).join(' | ');
      const where = { url: meta.url, row };
      const refuse = (reason: string) =>
        rejected.push({ ...where, reason: table.sheet ? `sheet '${table.sheet}': ${reason}` : reason, text });
      if (refused) {
        refuse(refused);
        continue;
      }
      const key = keyCols
        .map((c) => value(cells[c]))
        .filter(Boolean)
        .join(' | ');
      if (!value(cells[keyCols[0]])) {
        refuse(`no ${names[keyCols[0]] ?? layout.key}`);
        continue;
      }
      const dates: Record<string, RawDate | null> = {};
      let bad: string | null = null;
      for (const [role, name] of Object.entries(layout.dates)) {
        const c = col(name);
        const d = parseRegisterDate(value(cells[c]), layout.dateOrder);
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
      const roles: Partial<Record<RegisterRole, string>> = { ...layout.given };
      const roleNames = new Set([
        ...Object.keys(layout.roles ?? {}),
        ...Object.keys(layout.flags ?? {}),
      ]) as Set<RegisterRole>;
      for (const role of roleNames) {
        const cols = layout.roles?.[role] ?? [];
        const parts = (typeof cols === 'string' ? [cols] : cols).map((c) => {
          const v = value(cells[col(c)]);
          const label = layout.labelled?.[c];
          return v && label ? `${label}: ${v}` : v;
        });
        for (const f of layout.flags?.[role] ?? []) {
          const v = value(cells[col(f)]);
          if (YES.test(v)) parts.push(names[col(f)]);
          else if (v && !NO.test(v)) parts.push(`${names[col(f)]}: ${v}`);
        }
        const v = parts.filter(Boolean).join(' | ');
        if (v) roles[role] = v;
      }
      let authority: string | null = null;
      let council = meta.council_slug;
      if (layout.authority) {
        authority = value(cells[col(layout.authority)]) || null;
        if (authority) roles.authority = authority;
        council = councilSlugFor(authority);
      }
      const address = (layout.address ?? [])
        .map((a) => value(cells[col(a)]))
        .filter(Boolean)
        .join(', ');
      const source: RegisterProvenance = {
        url: meta.url,
        kind: 'file',
        format: meta.format,
        row,
        layout: layout.name,
        fetched_at: meta.fetched_at,
      };
      if (table.sheet !== undefined) source.sheet = table.sheet;
      if (page !== undefined) source.page = page;
      candidates.push({
        record: {
          register: layout.register,
          adapter: REGISTER_FILE,
          council_slug: council,
          authority,
          record_type: layout.record_type,
          key,
          fields,
          roles,
          address: address || null,
          postcode: layout.postcode ? value(cells[col(layout.postcode)]) || null : null,
          dates,
          source,
        },
        content: cells.map((c, j) => (rowIdCols.has(j) ? '' : clean(c))),
        names,
        keyName: names[keyCols[0]] ?? layout.key,
        text,
      });
    }
  }
  return { records: unique(candidates, meta.url, rejected), rejected, layout: layout.name };
}

const where = (c: Candidate) =>
  c.record.source.sheet !== undefined
    ? `row ${c.record.source.row} of sheet '${c.record.source.sheet}'`
    : `row ${c.record.source.row}`;

/** Records with a key of their own; repeats and contradictions refused (see the file comment). */
function unique(candidates: Candidate[], url: string, rejected: RejectedRow[]): RawRegisterRecord[] {
  const byKey = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const group = byKey.get(c.record.key);
    if (group) group.push(c);
    else byKey.set(c.record.key, [c]);
  }
  const refused = new Set<Candidate>();
  for (const [key, group] of byKey) {
    if (group.length === 1) continue;
    const first = group[0];
    const same = (c: Candidate) =>
      c.content.length === first.content.length && c.content.every((v, i) => v === first.content[i]);
    if (group.every(same)) {
      for (const c of group.slice(1)) {
        refused.add(c);
        rejected.push({ url, row: c.record.source.row, reason: `a repeat of ${where(first)}`, text: c.text });
      }
      continue;
    }
    const differ = first.names.filter((_, i) => group.some((c) => c.content[i] !== first.content[i]));
    for (const c of group) {
      refused.add(c);
      rejected.push({
        url,
        row: c.record.source.row,
        reason: `${c.keyName} '${key}' is on ${group.map(where).join(', ')} with different ${differ.join(', ')}: the register contradicts itself`,
        text: c.text,
      });
    }
  }
  return candidates.filter((c) => !refused.has(c)).map((c) => c.record);
}
