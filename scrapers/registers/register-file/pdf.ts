// Registers published only as PDF tables (premises licences, club certificates and TENs, refreshed
// weekly by councils such as Redbridge and Wolverhampton): the positioned text of each page, read
// with pdf.js (through unpdf, which ships pdf.js's serverless build with no native dependency),
// turned back into table rows.
//   - Lines are text at one height; a page's header row is found by the layouts (the same header
//     matching as a CSV file, a header cell wrapping onto a second line included), and the header's
//     cells give the columns: a piece of text belongs to the column whose header starts at or left
//     of where the text starts.
//   - A row starts on a line with text in the key column; a line below it without a key is the
//     row's cells wrapping (joined with a space), also where a page break cut the row.
//   - Every page repeats the header (dropped) under the publisher's title (dropped: above the
//     header is never a row); page footers ("Page 3 of 12" and the layout's `furniture`) are
//     dropped; any other line that is no row is refused with its text, never joined to a row.
//   - pdf.js joins text runs less than about 0.6 em apart into one piece, so cells that touch are
//     one piece of text: a piece reaching into the next column refuses its row.
import { getDocumentProxy } from 'unpdf';
import type { FetchedPage } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { clean } from '../../kit/text.js';
import type { RejectedRow } from '../contract.js';
import type { FileLayout } from './layout.js';
import { layoutOf, type Table, type TableRow } from './rows.js';

/** A run of text on a line, from x0 to x1 (PDF points from the page's left edge). */
interface Chunk {
  text: string;
  x0: number;
  x1: number;
}

interface Line {
  page: number;
  /** Baseline height from the page's foot. */
  y: number;
  size: number;
  chunks: Chunk[];
}

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

const PAGE_FOOTER = /^page\s+\d+(?:\s+of\s+\d+)?$/i;

/** The text lines of every page, top to bottom, pieces of text left to right. */
async function pdfLines(page: FetchedPage): Promise<Line[]> {
  const url = page.finalUrl || page.url;
  let doc;
  try {
    doc = await getDocumentProxy(new Uint8Array(page.body));
  } catch (err) {
    throw new LayoutChangedError(`not a readable PDF: ${(err as Error).message}`, { url, pageKind: 'pdf' });
  }
  const lines: Line[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const p = await doc.getPage(n);
      const content = await p.getTextContent();
      const items = (content.items as TextItemLike[])
        .filter((it) => typeof it.str === 'string' && it.str.trim() !== '')
        .map((it) => ({
          text: it.str,
          x: it.transform[4],
          y: it.transform[5],
          w: it.width,
          size: Math.hypot(it.transform[2], it.transform[3]) || it.height || 10,
        }))
        .sort((a, b) => b.y - a.y || a.x - b.x);
      const pageLines: Line[] = [];
      for (const it of items) {
        const line = pageLines.find((l) => Math.abs(l.y - it.y) <= Math.min(l.size, it.size) * 0.4);
        const chunk = { text: it.text, x0: it.x, x1: it.x + it.w };
        if (line) line.chunks.push(chunk);
        else pageLines.push({ page: n, y: it.y, size: it.size, chunks: [chunk] });
      }
      // Pieces of one run of text (pdf.js splits at font changes and kerning) joined again; words
      // a space apart stay apart, as they may be two columns' cells.
      for (const l of pageLines) l.chunks = joinChunks(l.chunks, l.size * 0.15);
      lines.push(...pageLines.sort((a, b) => b.y - a.y));
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}

/** Chunks sorted left to right, those less than `gap` apart joined (a space between words). */
function joinChunks(chunks: Chunk[], gap: number): Chunk[] {
  const merged: Chunk[] = [];
  for (const c of [...chunks].sort((a, b) => a.x0 - b.x0)) {
    const last = merged[merged.length - 1];
    if (last && c.x0 - last.x1 < gap) {
      last.text += (c.x0 - last.x1 > gap / 3 ? ' ' : '') + c.text;
      last.x1 = Math.max(last.x1, c.x1);
    } else merged.push({ ...c });
  }
  return merged;
}

const lineText = (l: Line) => clean(l.chunks.map((c) => c.text).join(' '));

/**
 * Column starts of a header line (and, where its cells wrap, the line under it): cells and x. A
 * header whose words were written one by one is tried with the words a space apart joined.
 */
function headerAt(
  lines: Line[],
  i: number,
  layouts: readonly FileLayout[],
): { layout: FileLayout; cells: string[]; starts: number[]; used: number } | null {
  const first = lines[i];
  const next = lines[i + 1];
  const wraps = next && next.page === first.page && first.y - next.y <= first.size * 1.6;
  for (const gap of [first.size * 0.15, first.size * 0.4]) {
    const chunks = joinChunks(first.chunks, gap);
    const cells = chunks.map((c) => clean(c.text));
    const starts = chunks.map((c) => c.x0);
    let layout = layoutOf(cells, layouts);
    if (layout) return { layout, cells, starts, used: 1 };
    if (!wraps) continue;
    const joined = [...cells];
    for (const c of joinChunks(next.chunks, gap)) {
      const j = columnOf(starts, c.x0, first.size);
      joined[j] = clean(`${joined[j]} ${c.text}`);
    }
    layout = layoutOf(joined, layouts);
    if (layout) return { layout, cells: joined, starts, used: 2 };
  }
  return null;
}

/** The column a piece of text starting at x belongs to: the last whose header starts at or left of it. */
function columnOf(starts: number[], x: number, size: number): number {
  let j = 0;
  for (let k = 0; k < starts.length; k++) if (starts[k] <= x + size * 0.5) j = k;
  return j;
}

/**
 * The table of a PDF register: its layout (from the first header row found), its rows with the
 * page each starts on, and the lines refused as no row.
 */
export async function readPdfTables(
  page: FetchedPage,
  layouts: readonly FileLayout[],
): Promise<{ layout: FileLayout; tables: Table[]; rejected: RejectedRow[] }> {
  const url = page.finalUrl || page.url;
  const lines = await pdfLines(page);
  let layout: FileLayout | null = null;
  let header: string[] = [];
  let starts: number[] = [];
  let keyCol = 0;
  let furniture: RegExp[] = [];
  const rows: TableRow[] = [];
  const rejected: RejectedRow[] = [];
  let current: { row: TableRow; last: Line } | null = null;
  let headerPage = 0;
  // Body lines read on the current page so far (after its header).
  let bodyLines = 0;
  // pdf.js joins text runs less than about 0.6 em apart into one: a run reaching well into the
  // next column is two cells it cannot tell apart, so its row is refused rather than misread (in
  // the row reader, after a holder printed on it has been carried down).
  const refuseAcross = (row: TableRow) => {
    row.refused = `page ${row.page}: text runs across the table's columns, so its cells cannot be told apart`;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const text = lineText(line);
    const found = headerAt(lines, i, layout ? [layout] : layouts);
    if (found) {
      if (!layout) {
        layout = found.layout;
        header = found.cells;
        starts = found.starts;
        keyCol = header.findIndex((h) => clean(h).toLowerCase() === layout!.key);
        furniture = (layout.furniture ?? []).map((f) => new RegExp(f, 'i'));
      }
      headerPage = line.page;
      bodyLines = 0;
      i += found.used - 1;
      continue;
    }
    // Above the first header of a page: the publisher's title block, never a row.
    if (!layout || headerPage !== line.page) continue;
    if (PAGE_FOOTER.test(text) || furniture.some((f) => f.test(text))) continue;
    const firstOnPage = bodyLines++ === 0;
    const cells: string[] = header.map(() => '');
    let runsAcross = false;
    for (const c of line.chunks) {
      const j = columnOf(starts, c.x0, line.size);
      if (j + 1 < starts.length && c.x1 > starts[j + 1] + line.size) runsAcross = true;
      cells[j] = clean(`${cells[j]} ${c.text}`);
    }
    if (cells[keyCol]) {
      current = { row: { cells, row: rows.length + 1, page: line.page }, last: line };
      rows.push(current.row);
      if (runsAcross) refuseAcross(current.row);
      continue;
    }
    // A line with no key: the row above wrapping onto it (just below it, or at the top of the next
    // page where a page break cut the row), else no row at all.
    const wraps =
      current !== null &&
      (current.last.page === line.page ? current.last.y - line.y <= line.size * 1.8 : firstOnPage);
    if (wraps && current) {
      cells.forEach((c, j) => {
        if (c) current!.row.cells[j] = clean(`${current!.row.cells[j]} ${c}`);
      });
      current.last = line;
      if (runsAcross) refuseAcross(current.row);
      continue;
    }
    rejected.push({ url, row: null, reason: `page ${line.page}: a line that is no row of the table`, text });
  }
  if (!layout)
    throw new LayoutChangedError('no known register table layout in the PDF: no header row found', {
      url,
      pageKind: 'pdf',
    });
  return { layout, tables: [{ header, rows }], rejected };
}
