// SYNTHETIC PDF registers. No real PDF register is among the shared fixtures, so the PDF reader
// (scrapers/registers/register-file/pdf.ts) is tested on PDFs made here, in the table shape
// councils publish their premises licence, club certificate and TEN registers in (Redbridge and
// Wolverhampton refresh theirs weekly): a title block, a header row repeated on every page, cells
// wrapping onto further lines, rows grouped under a holder printed once, a footer "Page N of M".
// The PDF is written by hand (PDF 1.4, the standard Helvetica fonts, one text object per line of
// a cell), so what the reader meets is exactly what is asked for here and nothing else.

// Helvetica's advance widths (1/1000 em) for the printable ASCII range, from its AFM metrics.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of a text in points (Helvetica; bold counted a tenth wider, to be safe). */
export function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    w += c >= 32 && c <= 126 ? HELVETICA[c - 32] : 556;
  }
  return ((bold ? w * 1.1 : w) * size) / 1000;
}

/** A text broken into lines no wider than `width` at word boundaries (a word too long stays whole). */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export interface PdfText {
  x: number;
  /** Baseline, from the foot of the page. */
  y: number;
  size: number;
  text: string;
  bold?: boolean;
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF of pages of positioned text (A4 landscape unless given). Latin-1 text only. */
export function pdfDocument(pages: PdfText[][], width = 842, height = 595): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, once its pages are numbered
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const texts of pages) {
    const stream = texts
      .map(
        (t) =>
          `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${t.x.toFixed(2)} ${t.y.toFixed(2)} Td (${escapePdf(t.text)}) Tj ET`,
      )
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface PdfTableSpec {
  /** The title block printed above the header on every page. */
  title: string[];
  columns: { header: string; width: number }[];
  rows: string[][];
  /** A column printed once for a run of rows with the same value (a holder above its licences). */
  groupColumn?: number;
  /** Lines that are no row, printed after the given row (0-based): notes, a total. */
  notes?: { after: number; text: string }[];
  /** Rows per page at most (page breaks where the page fills up in any case). */
  rowsPerPage?: number;
  /** A line of the publisher's printed at the foot of every page, above the page number. */
  footer?: string;
  fontSize?: number;
}

/**
 * A register table as a PDF, paginated: the title and the header row on every page, each cell's
 * text wrapped to its column, "Page N of M" at the foot. Returns the PDF and, for tests, the rows
 * each page holds.
 */
export function pdfTable(spec: PdfTableSpec): { pdf: Buffer; pages: number[][] } {
  const size = spec.fontSize ?? 8;
  const lead = size * 1.25;
  const [width, height, margin, foot] = [842, 595, 30, 40];
  const xs: number[] = [];
  let x = margin;
  for (const c of spec.columns) {
    xs.push(x);
    x += c.width;
  }
  const pages: PdfText[][] = [];
  const pageRows: number[][] = [];
  let texts: PdfText[] = [];
  let y = 0;
  let onPage = 0;
  let lastGroup: string | null = null;
  const newPage = () => {
    texts = [];
    pages.push(texts);
    pageRows.push([]);
    onPage = 0;
    y = height - margin;
    for (const t of spec.title) {
      texts.push({ x: margin, y, size: size + 2, text: t, bold: true });
      y -= lead * 1.4;
    }
    y -= lead * 0.5;
    const headerLines = spec.columns.map((c) => wrap(c.header, c.width - 6, size, true));
    headerLines.forEach((ls, j) =>
      ls.forEach((l, k) => texts.push({ x: xs[j], y: y - k * lead, size, text: l, bold: true })),
    );
    y -= Math.max(...headerLines.map((l) => l.length)) * lead + lead * 0.6;
  };
  newPage();
  spec.rows.forEach((row, i) => {
    const cells = row.map((c, j) => {
      if (j === spec.groupColumn) {
        const shown = c === lastGroup ? '' : c;
        return shown;
      }
      return c;
    });
    if (spec.groupColumn !== undefined) lastGroup = row[spec.groupColumn];
    const lines = cells.map((c, j) => wrap(c, spec.columns[j].width - 6, size));
    const rowHeight = Math.max(...lines.map((l) => l.length)) * lead + lead * 0.5;
    if (y - rowHeight < foot || (spec.rowsPerPage !== undefined && onPage >= spec.rowsPerPage)) newPage();
    lines.forEach((ls, j) =>
      ls.forEach((l, k) => {
        if (l) texts.push({ x: xs[j], y: y - k * lead, size, text: l });
      }),
    );
    y -= rowHeight;
    onPage++;
    pageRows[pageRows.length - 1].push(i);
    for (const n of spec.notes ?? [])
      if (n.after === i) {
        y -= lead * 2;
        texts.push({ x: xs[1] ?? margin, y, size, text: n.text });
        y -= lead * 1.5;
      }
  });
  pages.forEach((p, i) => {
    if (spec.footer) p.push({ x: margin, y: 30, size: size - 1, text: spec.footer });
    p.push({ x: width / 2 - 20, y: 18, size, text: `Page ${i + 1} of ${pages.length}` });
  });
  return { pdf: pdfDocument(pages, width, height), pages: pageRows };
}
