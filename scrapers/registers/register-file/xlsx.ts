// Reading a spreadsheet (.xlsx, Office Open XML SpreadsheetML, ECMA-376 part 1 section 18) into
// rows of cell text, one table per worksheet, synchronously: the register adapter contract's
// parsePage is synchronous (`plandata parse` and the conformance suite call it so), and the XLSX
// readers on the npm registry (read-excel-file, exceljs) answer only with promises. The container
// is a ZIP, inflated by fflate (small, maintained, no dependencies; read-excel-file's own unzip);
// the parts are XML, read with htmlparser2's XML mode (already the project's HTML parser). Only
// what a register needs is read: the sheets in workbook order, shared and inline strings (rich
// text runs joined, phonetic runs left out, _xHHHH_ escapes decoded), numbers verbatim, booleans,
// error values, and numbers styled as dates turned into ISO dates (1900 and 1904 date systems).
// Chart sheets and drawings are not rows and are skipped.
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { Parser } from 'htmlparser2';

export interface WorkbookSheet {
  name: string;
  /** Rows in sheet order, row 1 first; a row the sheet leaves out is an empty row. */
  rows: string[][];
}

const local = (name: string) => name.replace(/^.*:/, '');

/** Calls `on` for each element of an XML part (local names), with its text when it closes. */
function walk(
  xml: string,
  on: { open?(name: string, attrs: Record<string, string>): void; close?(name: string, text: string): void },
): void {
  const texts: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        texts.push('');
        on.open?.(local(name), attrs);
      },
      ontext(t) {
        if (texts.length) texts[texts.length - 1] += t;
      },
      onclosetag(name) {
        const t = texts.pop() ?? '';
        if (texts.length) texts[texts.length - 1] += t;
        on.close?.(local(name), t);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
}

/** ST_Xstring escapes: "_x000D_" is a carriage return the writer could not put in XML. */
const unescapeX = (s: string) =>
  s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

// Built-in number formats that are dates or times (ECMA-376 18.8.30, and the East Asian ones).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a custom number format shows a date or time (its codes outside quotes and brackets). */
function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

function partText(files: Unzipped, path: string): string | null {
  const f = files[path];
  return f ? strFromU8(f) : null;
}

/** Days since the epoch of the workbook's date system -> ISO date (with the time where it has one). */
function serialDate(v: number, date1904: boolean): string | null {
  if (!Number.isFinite(v) || v < 0) return null;
  // 1900 system: serial 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was, so
  // serials from 61 on are one day ahead of the calendar; day 0 of the 1904 system is 1904-01-01.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, v < 61 ? 31 : 30);
  const ms = epoch + Math.round(v * 86400) * 1000;
  const iso = new Date(ms).toISOString();
  return Number.isInteger(v) ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

function columnIndex(ref: string | undefined): number | null {
  const m = /^([A-Z]+)\d*$/i.exec(ref ?? '');
  if (!m) return null;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The worksheets of an .xlsx file. Throws where the bytes are not a readable workbook. */
export function readWorkbook(body: Uint8Array): WorkbookSheet[] {
  const files = unzipSync(body, { filter: (f) => f.name.startsWith('xl/') });
  const workbook = partText(files, 'xl/workbook.xml');
  if (workbook === null) throw new Error('not a spreadsheet: the file has no xl/workbook.xml');

  const sheets: { name: string; rid: string }[] = [];
  let date1904 = false;
  walk(workbook, {
    open(name, a) {
      if (name === 'sheet') sheets.push({ name: a.name ?? '', rid: a['r:id'] ?? a.id ?? '' });
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });

  const targets = new Map<string, { target: string; type: string }>();
  walk(partText(files, 'xl/_rels/workbook.xml.rels') ?? '', {
    open(name, a) {
      if (name === 'Relationship') targets.set(a.Id, { target: a.Target ?? '', type: a.Type ?? '' });
    },
  });
  const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

  const shared: string[] = [];
  let inPhonetic = 0;
  let si: string[] = [];
  walk(partText(files, 'xl/sharedStrings.xml') ?? '', {
    open(name) {
      if (name === 'si') si = [];
      if (name === 'rPh') inPhonetic++;
    },
    close(name, text) {
      if (name === 'rPh') inPhonetic--;
      else if (name === 't' && !inPhonetic) si.push(text);
      else if (name === 'si') shared.push(unescapeX(si.join('')));
    },
  });

  const customFormats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  walk(partText(files, 'xl/styles.xml') ?? '', {
    open(name, a) {
      if (name === 'numFmt') customFormats.set(Number(a.numFmtId), a.formatCode ?? '');
      if (name === 'cellXfs') inCellXfs = true;
      if (name === 'xf' && inCellXfs) xfFormats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const isDateStyle = (s: string | undefined) => {
    if (s === undefined) return false;
    const id = xfFormats[Number(s)];
    if (id === undefined) return false;
    const custom = customFormats.get(id);
    return custom !== undefined ? isDateFormat(custom) : DATE_FORMAT_IDS.has(id);
  };

  const out: WorkbookSheet[] = [];
  for (const { name, rid } of sheets) {
    const rel = targets.get(rid);
    // Chart sheets and dialog sheets hold no cells.
    if (!rel || !/\/worksheet$/.test(rel.type)) continue;
    const xml = partText(files, partPath(rel.target));
    if (xml === null) continue;
    const rows: string[][] = [];
    let row: string[] = [];
    let cell: { col: number; type: string; style: string | undefined } | null = null;
    let value: string | null = null;
    let inline: string[] = [];
    let nextCol = 0;
    walk(xml, {
      open(el, a) {
        if (el === 'row') {
          const r = Number(a.r);
          // Rows the sheet leaves out are empty rows, so row numbers stay the sheet's.
          while (Number.isInteger(r) && rows.length < r - 1) rows.push([]);
          row = [];
          nextCol = 0;
        } else if (el === 'c') {
          cell = { col: columnIndex(a.r) ?? nextCol, type: a.t ?? 'n', style: a.s };
          value = null;
          inline = [];
        } else if (el === 'rPh') inPhonetic++;
      },
      close(el, text) {
        if (el === 'rPh') inPhonetic--;
        else if (el === 'v') value = text;
        else if (el === 't' && cell && !inPhonetic) inline.push(text);
        else if (el === 'c' && cell) {
          let v: string;
          switch (cell.type) {
            case 's':
              v = shared[Number(value)] ?? '';
              break;
            case 'inlineStr':
              v = unescapeX(inline.join(''));
              break;
            case 'str':
            case 'e':
            case 'd':
              v = unescapeX(value ?? '');
              break;
            case 'b':
              v = value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : (value ?? '');
              break;
            default:
              v = value ?? '';
              if (v !== '' && isDateStyle(cell.style)) v = serialDate(Number(v), date1904) ?? v;
          }
          while (row.length < cell.col) row.push('');
          row[cell.col] = v;
          nextCol = cell.col + 1;
          cell = null;
        } else if (el === 'row') rows.push(row);
      },
    });
    out.push({ name, rows });
  }
  return out;
}
