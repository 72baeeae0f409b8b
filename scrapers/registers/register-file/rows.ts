// The rows of a published register file -> raw register records, by the file's layout, whatever
// the format the rows came from (a CSV file, a spreadsheet's sheets, a PDF's table). Each row is
// read verbatim or refused with its reason; nothing is guessed:
//   - a row with no key, or a date cell that is not a whole date, is refused;
//   - a row printed twice (the same key and the same values) is read once, the repeat refused as
//     a repeat;
//   - rows with the same key and different values are all refused: the file contradicts itself
//     and there is no telling which row is right.
import { appendAll } from '../../../core/arrays.js';
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

/**
 * A new, empty fields object for a table's rows, with every name already its own property: a clone
 * of one template object, so every row's fields share one shape. An object given a wide table's
 * names one by one turns into a hash table past a dozen of them, slower to build, to read, to walk
 * (for ... in) and to collect, and a casework file has 19 columns. (A name '__proto__' would be
 * the object's own property in a clone, but its prototype when assigned: such a table keeps the
 * assignments.)
 */
function fieldsOf(names: readonly string[]): () => Record<string, string | null> {
  if (names.includes('__proto__')) return () => ({});
  const template = JSON.parse(JSON.stringify(Object.fromEntries(names.map((n) => [n, null])))) as Record<
    string,
    string | null
  >;
  return () => ({ ...template });
}

const YES = /^(?:true|yes|y|1)$/i;
const NO = /^(?:false|no|n|0)$/i;

/** How a table's rows are keyed: the row's cells (blank cells carried down) and its key ('' for none). */
interface TableKeys {
  /** The row's cells after repeatDown (a new array only where the layout carries cells down). */
  cells(raw: string[]): string[];
  key(cells: readonly string[]): string;
}

/** The cell reader of a layout: 'absent' values read as blank. */
function valueOf(layout: FileLayout): (c: string | undefined) => string {
  const absent = new Set((layout.absent ?? []).map((a) => a.toLowerCase()));
  return absent.size
    ? (c: string | undefined) => {
        const v = clean(c);
        return absent.has(v.toLowerCase()) ? '' : v;
      }
    : (c: string | undefined) => clean(c);
}

function tableKeys(header: readonly string[], layout: FileLayout): TableKeys {
  const value = valueOf(layout);
  const norm = header.map(normHeader);
  const col = (name: string) => norm.indexOf(name);
  const keyCols = [layout.key, ...(layout.keyWith ?? [])].map(col);
  const carried = new Map<number, string>();
  const repeatCols = (layout.repeatDown ?? []).map(col);
  return {
    cells(raw) {
      if (!repeatCols.length) return raw;
      const cells = [...raw];
      for (const c of repeatCols) {
        if (clean(cells[c])) carried.set(c, cells[c]);
        else if (carried.has(c)) cells[c] = carried.get(c)!;
      }
      return cells;
    },
    key(cells) {
      const first = value(cells[keyCols[0]]);
      if (!first) return '';
      let key = first;
      for (let k = 1; k < keyCols.length; k++) {
        const v = value(cells[keyCols[k]]);
        if (v) key += ` | ${v}`;
      }
      return key;
    },
  };
}

/**
 * The first pass of a streamed read: how many rows of the tables carry each key (grouped by
 * `group`), rows a format refused and rows with no key left out, as the reading pass leaves them
 * out. A key on one row only is a record of its own as soon as its row is read; the rows of a key
 * on several are held until the last of them is read (see RowReader).
 */
export class KeyCounter {
  readonly counts = new Map<string, number>();
  private keys: TableKeys | null = null;
  constructor(
    private readonly layout: FileLayout,
    private readonly group: (key: string) => string = (k) => k,
  ) {}

  table(header: readonly string[]): void {
    this.keys = tableKeys(header, this.layout);
  }

  row(raw: string[], refused?: string): void {
    const cells = this.keys!.cells(raw);
    if (refused) return;
    const key = this.keys!.key(cells);
    if (!key) return;
    const g = this.group(key);
    this.counts.set(g, (this.counts.get(g) ?? 0) + 1);
  }
}

/** The rows of one key group held until its last row is read. */
interface Held {
  /** Rows of the group still to read; -1 once settled. */
  left: number;
  candidates: Candidate[];
  refused: ReadonlySet<Candidate>;
}

/** A candidate waiting for the groups of the rows before it (or its own) to be settled. */
interface Waiting {
  candidate: Candidate;
  held: Held | null;
}

/**
 * Reads tables that share one layout into records row by row, refusing rows with their reasons.
 * Every column a layout names is found once per table (not per row): registers run to hundreds of
 * thousands of rows. `counts` (KeyCounter) says which keys are on more than one row: those rows are
 * held until the last of them is read and then settled (a repeat read once, a contradiction
 * refused, see the file comment), and the rows after them wait, so the records come out in the
 * file's order, as from a read of the whole file; every other row is a record at once. The refusals
 * of repeats and contradictions are added to `rejected` by `end`, in the order a whole read gives.
 */
export class RowReader {
  private readonly value: (c: string | undefined) => string;
  private readonly roleNames: RegisterRole[];
  private readonly dateRoles: [string, string][];
  private current!: (r: TableRow) => Candidate | null;
  /** The held group of the row just read, if its key is on several rows. */
  private lastHeld: Held | null = null;
  private readonly held = new Map<string, Held>();
  private readonly waiting: Waiting[] = [];
  private head = 0;
  private seq = 0;
  /** Each exact key on several rows that were read: its refusals, by its first candidate. */
  private readonly repeats: { seq: number; rows: RejectedRow[] }[] = [];
  private readonly seqOf = new WeakMap<Candidate, number>();

  constructor(
    private readonly layout: FileLayout,
    private readonly meta: ReadMeta,
    private readonly counts: ReadonlyMap<string, number>,
    readonly rejected: RejectedRow[] = [],
    private readonly group: (key: string) => string = (k) => k,
  ) {
    this.value = valueOf(layout);
    this.roleNames = [
      ...new Set([...Object.keys(layout.roles ?? {}), ...Object.keys(layout.flags ?? {})]),
    ] as RegisterRole[];
    this.dateRoles = Object.entries(layout.dates);
  }

  /** The next table's header (and sheet): the rows after it are read under it. */
  table(header: string[], sheet?: string): void {
    const { layout, meta, value, rejected } = this;
    const norm = header.map(normHeader);
    const col = (name: string) => norm.indexOf(name);
    // Fields keyed by the header as published; a blank header by its position.
    const names = header.map((h, i) => clean(h) || `column ${i + 1}`);
    const keys = tableKeys(header, layout);
    const keyCols = [layout.key, ...(layout.keyWith ?? [])].map(col);
    const rowIdCols = new Set((layout.rowIds ?? []).map(col));
    const dateCols = this.dateRoles.map(([role, name]) => [role, col(name)] as const);
    // Each role's columns (with the label a labelled column's value takes) and yes/no flag columns.
    const roleCols = this.roleNames.map((role) => {
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
    const newFields = fieldsOf(names);
    const refuse = (row: number, cells: readonly string[], reason: string) =>
      rejected.push({
        url: meta.url,
        row,
        reason: sheet ? `sheet '${sheet}': ${reason}` : reason,
        text: rowText(cells),
      });
    this.current = ({ cells: raw, row, page, refused }) => {
      const cells = keys.cells(raw);
      if (refused) {
        refuse(row, cells, refused);
        return null;
      }
      const key = keys.key(cells);
      if (!key) {
        refuse(row, cells, `no ${keyName}`);
        return null;
      }
      const held = (this.lastHeld = this.holdOf(key));
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
        refuse(row, cells, bad);
        if (held) this.settleIfLast(held);
        return null;
      }
      const fields = newFields();
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
      if (sheet !== undefined) source.sheet = sheet;
      if (page !== undefined) source.page = page;
      const candidate: Candidate = {
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
      };
      if (held) {
        this.seqOf.set(candidate, this.seq);
        held.candidates.push(candidate);
      }
      this.seq++;
      return candidate;
    };
  }

  /** The group a key's row belongs to, where its key is on more than one row (its rows are held). */
  private holdOf(key: string): Held | null {
    const g = this.group(key);
    const n = this.counts.get(g) ?? 0;
    if (n <= 1) return null;
    let held = this.held.get(g);
    if (!held) this.held.set(g, (held = { left: n, candidates: [], refused: new Set() }));
    held.left--;
    return held;
  }

  /** Settles a held group once its last row is read: its repeats and contradictions refused. */
  private settleIfLast(held: Held): void {
    if (held.left > 0) return;
    held.refused = unique(held.candidates, this.meta.url, (c, rows) =>
      this.repeats.push({ seq: this.seqOf.get(c)!, rows }),
    );
    held.candidates = [];
    held.left = -1;
  }

  /** Reads one row; returns the records it lets out (none while an earlier key's rows are held). */
  row(r: TableRow): RawRegisterRecord[] {
    this.lastHeld = null;
    const candidate = this.current(r);
    const held = candidate ? this.lastHeld : null;
    if (candidate && !held && this.head === this.waiting.length) return [candidate.record];
    if (candidate) this.waiting.push({ candidate, held });
    if (held) this.settleIfLast(held);
    return this.release();
  }

  /** The waiting records whose groups are settled, from the front. */
  private release(): RawRegisterRecord[] {
    const out: RawRegisterRecord[] = [];
    while (this.head < this.waiting.length) {
      const w = this.waiting[this.head];
      if (w.held && w.held.left >= 0) break;
      if (!w.held?.refused.has(w.candidate)) out.push(w.candidate.record);
      this.head++;
    }
    if (this.head === this.waiting.length) {
      this.waiting.length = 0;
      this.head = 0;
    }
    return out;
  }

  /** After the last row: the refusals of repeats and contradictions added, in a whole read's order. */
  end(): RawRegisterRecord[] {
    // Every group is settled by its last row; a group left open (never, with counts from the same
    // rows) is settled here so no record is lost.
    for (const h of this.held.values())
      if (h.left >= 0) {
        h.left = 0;
        this.settleIfLast(h);
      }
    const out = this.release();
    this.repeats.sort((a, b) => a.seq - b.seq);
    for (const r of this.repeats) appendAll(this.rejected, r.rows);
    this.repeats.length = 0;
    return out;
  }
}

/**
 * Reads tables that share one layout into records, refusing rows with their reasons (RowReader, on
 * tables already in memory).
 */
export function readTables(
  tables: readonly Table[],
  layout: FileLayout,
  meta: ReadMeta,
  rejected: RejectedRow[] = [],
): RegisterRead {
  const records: RawRegisterRecord[] = [];
  for (const batch of tableBatches(tables, layout, meta, rejected).batches) appendAll(records, batch);
  return { records, rejected, layout: layout.name };
}

/**
 * Tables in memory read in batches (one a table), with the count of rows of each key group: a
 * group's records are in one batch (RegisterStream).
 */
export function tableBatches(
  tables: readonly Table[],
  layout: FileLayout,
  meta: ReadMeta,
  rejected: RejectedRow[] = [],
  group?: (key: string) => string,
): { groups: ReadonlyMap<string, number>; batches: Iterable<RawRegisterRecord[]> } {
  const counter = new KeyCounter(layout, group);
  for (const t of tables) {
    counter.table(t.header);
    for (const r of t.rows) counter.row(r.cells, r.refused);
  }
  const reader = new RowReader(layout, meta, counter.counts, rejected, group);
  function* batches() {
    for (const t of tables) {
      reader.table(t.header, t.sheet);
      const batch: RawRegisterRecord[] = [];
      for (const r of t.rows) appendAll(batch, reader.row(r));
      yield batch;
    }
    yield reader.end();
  }
  return { groups: counter.counts, batches: batches() };
}

const where = (c: Candidate) =>
  c.record.source.sheet !== undefined
    ? `row ${c.record.source.row} of sheet '${c.record.source.sheet}'`
    : `row ${c.record.source.row}`;

/**
 * The candidates of a held group refused as repeats or contradictions (see the file comment); the
 * refusals of each key on several rows are given to `report` with the key's first candidate.
 */
function unique(
  candidates: Candidate[],
  url: string,
  report: (first: Candidate, rows: RejectedRow[]) => void,
): Set<Candidate> {
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
    const rows: RejectedRow[] = [];
    const contents = new Map(group.map((c) => [c, contentOf(c)]));
    const firstContent = contents.get(first)!;
    const same = (c: Candidate) => {
      const content = contents.get(c)!;
      return content.length === firstContent.length && content.every((v, i) => v === firstContent[i]);
    };
    if (group.every(same)) {
      for (const c of group.slice(1)) {
        refused.add(c);
        rows.push({
          url,
          row: c.record.source.row,
          reason: `a repeat of ${where(first)}`,
          text: rowText(c.cells),
        });
      }
      report(first, rows);
      continue;
    }
    const differ = first.names.filter((_, i) => group.some((c) => contents.get(c)![i] !== firstContent[i]));
    for (const c of group) {
      refused.add(c);
      rows.push({
        url,
        row: c.record.source.row,
        reason: `${c.keyName} '${key}' is on ${group.map(where).join(', ')} with different ${differ.join(', ')}: the register contradicts itself`,
        text: rowText(c.cells),
      });
    }
    report(first, rows);
  }
  return refused;
}
