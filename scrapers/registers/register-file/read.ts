// Reading a published register file into raw register records: the file's format is told by its
// bytes (a CSV file, an .xlsx workbook, a PDF), its table or tables are found (a CSV file's header
// row, each sheet's first row, a PDF's repeated header row), the header names the layout
// (layouts.ts) and rows.ts reads each row under it, verbatim, or refuses it with its reason.
// CSV and spreadsheets are read synchronously; a PDF only through readRegisterFileAsync (its text
// comes from pdf.js, whose API answers with promises).
import { parse } from 'csv-parse/sync';
import { appendAll } from '../../../core/arrays.js';
import type { FetchedPage } from '../../contract.js';
import { isBlockWording } from '../../kit/blocks.js';
import { BlockedError, LayoutChangedError } from '../../kit/errors.js';
import { clean } from '../../kit/text.js';
import type {
  RawRegisterRecord,
  RegisterName,
  RegisterRead,
  RegisterStream,
  RejectedRow,
} from '../contract.js';
import { FILE_LAYOUTS, type FileLayout } from './layouts.js';
import { csvCells, csvRecords } from './csv.js';
import { readPdfTables } from './pdf.js';
import { KeyCounter, layoutOf, readTables, RowReader, tableBatches, type Table } from './rows.js';
import { readWorkbook } from './xlsx.js';

export { layoutOf, REGISTER_FILE } from './rows.js';

export type FileFormat = 'csv' | 'xlsx' | 'pdf';

/** What the bytes are: a ZIP container is a workbook, "%PDF-" a PDF, anything else text. */
export function fileFormat(page: FetchedPage): FileFormat {
  const b = page.body;
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'xlsx';
  if (b.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  return 'csv';
}

export interface FileSource {
  council_slug: string | null;
  url: string;
  /** The register the file is read as; null for any register (a saved file read on its own). */
  register: RegisterName | null;
}

const HTML_START = /^\s*<(?:!doctype|html|head|body|\?xml)/i;

const CSV_OPTIONS = { relax_column_count: true, relax_quotes: true, skip_empty_lines: false } as const;

/** The page's CSV text: a page that is HTML is a block page (BlockedError) or not a register file at all. */
function csvText(page: FetchedPage): string {
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
  return text;
}

/** Parses CSV text (or calls `onRecord` for each row, keeping none); a text that is no CSV is a changed layout. */
function parseCsv(page: FetchedPage, text: string | Buffer, onRecord?: (row: string[]) => void): string[][] {
  try {
    return parse(
      text,
      onRecord
        ? {
            ...CSV_OPTIONS,
            on_record: (r: string[]) => {
              onRecord(r);
              return null;
            },
          }
        : CSV_OPTIONS,
    ) as string[][];
  } catch (err) {
    throw new LayoutChangedError(`not a CSV file: ${(err as Error).message}`, {
      url: page.finalUrl || page.url,
    });
  }
}

/** A CSV file's rows: csv.ts's reader, or csv-parse where the text is outside its grammar. */
function csvRows(page: FetchedPage): string[][] {
  const text = csvText(page);
  const rows: string[][] = [];
  return csvRecords(text, (_record, cells) => rows.push(cells)) ? rows : parseCsv(page, text);
}

const blank = (row: string[]) => row.every((c) => clean(c) === '');

/** A block of rows whose first non-blank row is the header, as a table. */
function tableOf(rows: string[][], sheet?: string): Table | null {
  const headerAt = rows.findIndex((r) => !blank(r));
  if (headerAt < 0) return null;
  const table: Table = {
    header: rows[headerAt],
    rows: rows
      .slice(headerAt + 1)
      .map((cells, i) => ({ cells, row: i + 1 }))
      .filter((r) => !blank(r.cells)),
  };
  if (sheet !== undefined) table.sheet = sheet;
  return table;
}

function layoutsFor(source: FileSource, layouts: readonly FileLayout[]): readonly FileLayout[] {
  return layouts.filter((l) => source.register === null || l.register === source.register);
}

function unknownHeader(source: FileSource, header: string[], url: string, kind: string): LayoutChangedError {
  return new LayoutChangedError(
    `no known ${source.register ?? 'register'} file layout has the headers [${header.map((h) => clean(h)).join(', ')}]`,
    { url, pageKind: kind },
  );
}

/**
 * The tables of a CSV file or workbook with the layout each is. A workbook's sheets are read with
 * one layout (the first sheet's); a sheet in another layout or none (a totals sheet) is refused
 * as a whole, with its first row, rather than read as something else.
 */
function recognise(
  page: FetchedPage,
  source: FileSource,
  layouts: readonly FileLayout[],
): { format: FileFormat; layout: FileLayout; tables: Table[]; rejected: RejectedRow[] } {
  const url = page.finalUrl || page.url;
  const format = fileFormat(page);
  const candidates = layoutsFor(source, layouts);
  if (format === 'pdf')
    throw new LayoutChangedError('a PDF register file is read with parseAsync (readRegisterFileAsync)', {
      url,
      pageKind: 'pdf',
    });
  if (format === 'csv') {
    const table = tableOf(csvRows(page));
    if (!table) throw new LayoutChangedError('an empty file: no header row', { url });
    const layout = layoutOf(table.header, candidates);
    if (!layout) throw unknownHeader(source, table.header, url, 'csv');
    return { format, layout, tables: [table], rejected: [] };
  }
  let sheets;
  try {
    sheets = readWorkbook(page.body);
  } catch (err) {
    throw new LayoutChangedError(`not a readable spreadsheet: ${(err as Error).message}`, { url });
  }
  const tables = sheets.flatMap((s) => tableOf(s.rows, s.name) ?? []);
  const first = tables.find((t) => layoutOf(t.header, candidates));
  if (!first) {
    if (tables.length === 0) throw new LayoutChangedError('an empty workbook: no sheet has rows', { url });
    throw unknownHeader(source, tables[0].header, url, 'xlsx');
  }
  const layout = layoutOf(first.header, candidates)!;
  const rejected: RejectedRow[] = [];
  const same = tables.filter((t) => {
    if (layoutOf(t.header, candidates) === layout) return true;
    rejected.push({
      url,
      row: null,
      reason: `sheet '${t.sheet}' is not in the ${layout.name} layout: its first row is [${t.header.map((h) => clean(h)).join(', ')}]`,
      text: null,
    });
    return false;
  });
  return { format, layout, tables: same, rejected };
}

/**
 * Reads one published CSV file or workbook. Throws LayoutChangedError when its header row is no
 * known layout of the register (or of any register, where `source.register` is null); a header
 * with no rows is an empty register (no records, nothing refused).
 */
export function readRegisterFile(
  page: FetchedPage,
  source: FileSource,
  layouts: readonly FileLayout[] = FILE_LAYOUTS,
): RegisterRead {
  const { format, layout, tables, rejected } = recognise(page, source, layouts);
  return readTables(
    tables,
    layout,
    {
      url: page.finalUrl || page.url,
      council_slug: source.council_slug,
      format,
      fetched_at: page.fetchedAt,
    },
    rejected,
  );
}

/** What a streamed read's rows are joined by: NUL, which a register's text has none of (a file that has keeps its rows' cells). */
const SEP = '\u0000';

/**
 * A CSV register file read as a stream (RegisterStream): one pass finds the header, counts how
 * many rows carry each key and keeps each row as one string; the records are then read from those
 * rows a batch at a time (RowReader), so the records' first batch is out while the rest are still
 * strings. Peak memory is the file, the keys and a string a row, not every cell parsed (a row's
 * cells are a score of objects, its string one). The pass is csv.ts's reader, each row kept as its
 * text in the file (a slice of it) and split again when read; a file outside that reader's grammar
 * is parsed by csv-parse instead, each row kept as its cells joined by SEP (or as its cells, in a
 * file that holds SEP).
 */
/** What the first pass over a CSV file keeps: its header, layout and key counts, and each row. */
interface FirstPass {
  headerAt: number;
  header: string[];
  layout: FileLayout | null;
  counter: KeyCounter | null;
  rows: (string | string[])[];
  rowNumbers: number[];
}

/**
 * The first pass, over the rows `feed` gives (each row's cells and what to keep of it); null where
 * `feed` answers that it could not read the file. The table is the rows after the first non-blank
 * one (its header), blank rows left out, each numbered from the header (tableOf).
 */
function firstPass(
  source: FileSource,
  layouts: readonly FileLayout[],
  group: ((key: string) => string) | undefined,
  feed: (take: (cells: string[], kept: string | string[]) => void) => boolean,
): FirstPass | null {
  const p: FirstPass = { headerAt: -1, header: [], layout: null, counter: null, rows: [], rowNumbers: [] };
  let index = 0;
  const read = feed((cells, kept) => {
    const i = index++;
    if (p.headerAt < 0) {
      if (blank(cells)) return;
      p.headerAt = i;
      p.header = cells;
      p.layout = layoutOf(cells, layoutsFor(source, layouts));
      if (p.layout) (p.counter = new KeyCounter(p.layout, group)).table(cells);
    } else if (p.counter && !blank(cells)) {
      p.counter.row(cells);
      p.rows.push(kept);
      p.rowNumbers.push(i - p.headerAt);
    }
  });
  return read ? p : null;
}

function streamCsv(
  page: FetchedPage,
  source: FileSource,
  layouts: readonly FileLayout[],
  group?: (key: string) => string,
): RegisterStream {
  const url = page.finalUrl || page.url;
  const text = csvText(page);
  let split = csvCells;
  let pass = firstPass(source, layouts, group, (take) =>
    csvRecords(text, (record, cells) => take(cells, record)),
  );
  if (!pass) {
    // csv-parse reads the file from the start: what the fast pass took is dropped.
    const buf = Buffer.from(text);
    const joined = !buf.includes(0);
    split = (row) => row.split(SEP);
    pass = firstPass(source, layouts, group, (take) => {
      parseCsv(page, buf, (cells) => take(cells, joined ? cells.join(SEP) : cells));
      return true;
    })!;
  }
  const { headerAt, header, layout, counter, rows, rowNumbers } = pass;
  if (headerAt < 0) throw new LayoutChangedError('an empty file: no header row', { url });
  if (!layout || !counter) throw unknownHeader(source, header, url, 'csv');
  const rejected: RejectedRow[] = [];
  const reader = new RowReader(
    layout,
    { url, council_slug: source.council_slug, format: 'csv', fetched_at: page.fetchedAt },
    counter.counts,
    rejected,
    group,
  );
  reader.table(header);
  async function* batches(): AsyncGenerator<RawRegisterRecord[]> {
    let batch: RawRegisterRecord[] = [];
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k];
      // Each row let go once read: the rows behind the reader are garbage as the load goes.
      (rows as unknown[])[k] = undefined;
      const out = reader.row({ cells: typeof row === 'string' ? split(row) : row, row: rowNumbers[k] });
      if (out.length) appendAll(batch, out);
      // Batches of a few hundred: a batch is live while the loader normalises and COPYs it, and
      // one of 2,000 records outlived the young generation (scavenges copied it, 1.6 s a 100,000
      // appeals, against 0.7 s at 500).
      if (batch.length >= 500) {
        yield batch;
        batch = [];
      }
    }
    appendAll(batch, reader.end());
    yield batch;
  }
  return { layout: layout.name, groups: counter.counts, batches: batches(), rejected };
}

/**
 * Reads one published file of any format as a stream (RegisterStream): a CSV file a slice at a
 * time; a workbook's or a PDF's tables, which their decoders give whole, from memory. The records
 * and refusals are readRegisterFileAsync's, in its order.
 */
export async function streamRegisterFile(
  page: FetchedPage,
  source: FileSource,
  layouts: readonly FileLayout[] = FILE_LAYOUTS,
  group?: (key: string) => string,
): Promise<RegisterStream> {
  const url = page.finalUrl || page.url;
  const format = fileFormat(page);
  if (format === 'csv') return streamCsv(page, source, layouts, group);
  const { layout, tables, rejected } =
    format === 'pdf'
      ? await readPdfTables(page, layoutsFor(source, layouts))
      : recognise(page, source, layouts);
  const meta = { url, council_slug: source.council_slug, format, fetched_at: page.fetchedAt };
  const { groups, batches } = tableBatches(tables, layout, meta, rejected, group);
  return { layout: layout.name, groups, batches, rejected };
}

/** Whether a saved file is one of the layouts, told from its header alone (no rows read). */
export function isRegisterFile(page: FetchedPage, layouts: readonly FileLayout[] = FILE_LAYOUTS): boolean {
  try {
    recognise(page, { council_slug: null, url: page.url, register: null }, layouts);
    return true;
  } catch {
    return false;
  }
}

/** Reads one published file of any format, a PDF included. */
export async function readRegisterFileAsync(
  page: FetchedPage,
  source: FileSource,
  layouts: readonly FileLayout[] = FILE_LAYOUTS,
): Promise<RegisterRead> {
  if (fileFormat(page) !== 'pdf') return readRegisterFile(page, source, layouts);
  const url = page.finalUrl || page.url;
  const { layout, tables, rejected } = await readPdfTables(page, layoutsFor(source, layouts));
  return readTables(
    tables,
    layout,
    { url, council_slug: source.council_slug, format: 'pdf', fetched_at: page.fetchedAt },
    rejected,
  );
}
