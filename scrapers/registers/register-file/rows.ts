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
  /** The row's cells (after repeatDown), for telling a repeat from a contradiction. */
  cells: string[];
  /** Columns that are the publisher's row numbers: left out of the comparison. */
  rowIdCols: ReadonlySet<number>;
  names: string[];
  /** The key column's header as published. */
  keyName: string;
}

/** The row's content as compared (built only for a key printed more than once). */
const contentOf = (c: Candidate) => c.cells.map((v, j) => (c.rowIdCols.has(j) ? '' : clean(v)));
/** The row as refusals quote it (built only for a refused row). */
const rowText = (cells: readonly string[]) => cells.map((c) => clean(c)).join(' | ');

/** Parts of a role read from several columns, joined with ' | ' (blank ones left out). */
const joinPart = (v: string, part: string) => (part ? (v ? `${v} | ${part}` : part) : v);

const YES = /^(?:true|yes|y|1)$/i;
const NO = /^(?:false|no|n|0)$/i;

/**
 * Reads tables that share one layout into records, refusing rows with their reasons. Every column a
 * layout names is found once per table (not per row): registers run to hundreds of thousands of rows.
 */
export function readTables(
  tables: readonly Table[],
  layout: FileLayout,
  meta: ReadMeta,
  rejected: RejectedRow[] = [],
): RegisterRead {
  const absent = new Set((layout.absent ?? []).map((a) => a.toLowerCase()));
  const value = absent.size
    ? (c: string | undefined) => {
        const v = clean(c);
        return absent.has(v.toLowerCase()) ? '' : v;
      }
    : (c: string | undefined) => clean(c);
  const roleNames = [
    ...new Set([...Object.keys(layout.roles ?? {}), ...Object.keys(layout.flags ?? {})]),
  ] as RegisterRole[];
  const dateRoles = Object.entries(layout.dates);
  const refuse = (table: Table, row: number, cells: readonly string[], reason: string) =>
    rejected.push({
      url: meta.url,
      row,
      reason: table.sheet ? `sheet '${table.sheet}': ${reason}` : reason,
      text: rowText(cells),
    });
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
    const dateCols = dateRoles.map(([role, name]) => [role, col(name)] as const);
    // Each role's columns (with the label a labelled column's value takes) and yes/no flag columns.
    const roleCols = roleNames.map((role) => {
      const cols = layout.roles?.[role] ?? [];
      return {
        role,
        cols: (typeof cols === 'string' ? [cols] : cols).map((c) => ({
          at: col(c),
          label: layout.labelled?.[c],
        })),
        flags: (layout.flags?.[role] ?? []).map(col),
      };
    });
    const authorityCol = layout.authority ? col(layout.authority) : -1;
    const addressCols = (layout.address ?? []).map(col);
    const postcodeCol = layout.postcode ? col(layout.postcode) : -1;
    const keyName = names[keyCols[0]] ?? layout.key;
    for (const { cells: raw, row, page, refused } of table.rows) {
      let cells = raw;
      if (repeatCols.length) {
        cells = [...raw];
        for (const c of repeatCols) {
          if (clean(cells[c])) carried.set(c, cells[c]);
          else if (carried.has(c)) cells[c] = carried.get(c)!;
        }
      }
      if (refused) {
        refuse(table, row, cells, refused);
        continue;
      }
      const first = value(cells[keyCols[0]]);
      if (!first) {
        refuse(table, row, cells, `no ${keyName}`);
        continue;
      }
      let key = first;
      for (let k = 1; k < keyCols.length; k++) {
        const v = value(cells[keyCols[k]]);
        if (v) key += ` | ${v}`;
      }
      const dates: Record<string, RawDate | null> = {};
      let bad: string | null = null;
      for (const [role, c] of dateCols) {
        const d = parseRegisterDate(value(cells[c]), layout.dateOrder);
        if (d === undefined) {
          bad = `${names[c]} '${clean(cells[c])}' is not a date`;
          break;
        }
        dates[role] = d;
      }
      if (bad) {
        refuse(table, row, cells, bad);
        continue;
      }
      const fields: Record<string, string | null> = {};
      for (let j = 0; j < names.length; j++) fields[names[j]] = clean(cells[j]) || null;
      const roles: Partial<Record<RegisterRole, string>> = { ...layout.given };
      for (const rc of roleCols) {
        let v = '';
        for (const { at, label } of rc.cols) {
          const x = value(cells[at]);
          v = joinPart(v, x && label ? `${label}: ${x}` : x);
        }
        for (const f of rc.flags) {
          const x = value(cells[f]);
          if (YES.test(x)) v = joinPart(v, names[f]);
          else if (x && !NO.test(x)) v = joinPart(v, `${names[f]}: ${x}`);
        }
        if (v) roles[rc.role] = v;
      }
      let authority: string | null = null;
      let council = meta.council_slug;
      if (layout.authority) {
        authority = value(cells[authorityCol]) || null;
        if (authority) roles.authority = authority;
        council = councilSlugFor(authority);
      }
      let address = '';
      for (const a of addressCols) {
        const x = value(cells[a]);
        if (x) address = address ? `${address}, ${x}` : x;
      }
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
          postcode: layout.postcode ? value(cells[postcodeCol]) || null : null,
          dates,
          source,
        },
        cells,
        rowIdCols,
        names,
        keyName,
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
    const contents = new Map(group.map((c) => [c, contentOf(c)]));
    const firstContent = contents.get(first)!;
    const same = (c: Candidate) => {
      const content = contents.get(c)!;
      return content.length === firstContent.length && content.every((v, i) => v === firstContent[i]);
    };
    if (group.every(same)) {
      for (const c of group.slice(1)) {
        refused.add(c);
        rejected.push({
          url,
          row: c.record.source.row,
          reason: `a repeat of ${where(first)}`,
          text: rowText(c.cells),
        });
      }
      continue;
    }
    const differ = first.names.filter((_, i) => group.some((c) => contents.get(c)![i] !== firstContent[i]));
    for (const c of group) {
      refused.add(c);
      rejected.push({
        url,
        row: c.record.source.row,
        reason: `${c.keyName} '${key}' is on ${group.map(where).join(', ')} with different ${differ.join(', ')}: the register contradicts itself`,
        text: rowText(c.cells),
      });
    }
  }
  return candidates.filter((c) => !refused.has(c)).map((c) => c.record);
}
