// The documents of a DEF display page: table.document-list, its columns named by its header row
// (Leicester: Document Type, Description, Date, File Size, Drawing/Rev Number after a checkbox;
// Fylde: Date, Document Type, Description, Drawing/Rev Number, File Size), rows grouped under
// full-width heading rows ("GROUP:Decision Documents"; Fylde a tbody per group). Where the council
// asks visitors to tick a copyright notice first (Fylde), the links carry the address in
// data-disabled-link and no href until the box is ticked: that address is the document's.
import type { RawDocument } from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import type { El, HtmlIndex } from '../../kit/html.js';
import { tidyHref } from '../../kit/record-fields.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';

type Column = 'date' | 'type' | 'title' | 'drawing' | 'size' | 'other';

function columnOf(header: string): Column {
  const h = header.toLowerCase();
  if (/drawing|rev(ision)? number/.test(h)) return 'drawing';
  if (/date/.test(h)) return 'date';
  if (/type/.test(h)) return 'type';
  if (/description|title|name/.test(h)) return 'title';
  if (/size/.test(h)) return 'size';
  return 'other';
}

/** The link of a cell: its href, else the address it holds back until a notice is ticked. */
function linkOf(doc: HtmlIndex, cell: El): string | null {
  const a = doc.firstDescendant(
    cell,
    (e) =>
      doc.names[e] === 'a' &&
      (doc.attr(e, 'href') !== undefined || doc.attr(e, 'data-disabled-link') !== undefined),
  );
  if (a < 0) return null;
  const href = tidyHref(doc.attr(a, 'href'));
  if (href && href !== '#' && !href.startsWith('javascript:')) return href;
  return tidyHref(doc.attr(a, 'data-disabled-link'));
}

/** "E132.01 .001 - " (drawing, revision): the revision separator dropped, a lone dash is none. */
function drawingNumber(s: string | null): string | null {
  if (!s) return null;
  const d = s.replace(/^\s*-\s*|\s*-\s*$/g, '').trim();
  return d || null;
}

/** One document-list table's documents; `group` is the heading for rows before any group row. */
export function parseDocumentTable(
  doc: HtmlIndex,
  table: El,
  url: string,
  group: string | null,
): RawDocument[] {
  const { names } = doc;
  let columns: Column[] = [];
  const documents: RawDocument[] = [];
  let current = group;
  for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
    // Rows of a table nested inside this one belong to that table.
    let owner = doc.parents[tr];
    while (owner >= 0 && names[owner] !== 'table') owner = doc.parents[owner];
    if (owner !== table) continue;
    const ths = doc.children(tr, 'th');
    const tds = doc.children(tr, 'td');
    const inHead = doc.hasAncestor(tr, (a) => names[a] === 'thead');
    if (tds.length === 0 && ths.length > 1 && (inHead || columns.length === 0)) {
      columns = ths.map((th) => columnOf(clean(doc.textOf(th))));
      continue;
    }
    if (tds.length === 0 || doc.hasClass(tr, 'subhead') || doc.hasClass(tr, 'header')) {
      const heading = clean(doc.textOf(tr)).replace(/^group\s*:\s*/i, '');
      if (heading) current = heading;
      continue;
    }
    const cell = (col: Column): El => {
      const i = columns.indexOf(col);
      return i >= 0 && i < tds.length ? tds[i] : -1;
    };
    const text = (col: Column): string | null => {
      const c = cell(col);
      return c < 0 ? null : cleanOrNull(doc.textOf(c));
    };
    let link: string | null = null;
    for (const col of ['type', 'title', 'date'] as Column[]) {
      const c = cell(col);
      if (c >= 0 && (link = linkOf(doc, c))) break;
    }
    link ??= linkOf(doc, tr);
    const type = text('type');
    const title = text('title') ?? type;
    if (!title && !link) continue;
    const dateCell = cell('date');
    let date = parseUkDate(text('date'))?.date ?? null;
    if (!date && dateCell >= 0) {
      // Fylde's sortable grid keeps the date as YYYYMMDD beside the printed one.
      const m = /^(\d{4})(\d{2})(\d{2})$/.exec(doc.attr(dateCell, 'data-sort-value') ?? '');
      if (m) date = `${m[1]}-${m[2]}-${m[3]}`;
    }
    documents.push({
      title: title ?? '',
      type,
      date,
      url: absUrl(link, url),
      group: current,
      drawing_number: drawingNumber(text('drawing')),
    });
  }
  return documents;
}

/** The tables of document rows on a display page (`table.document-list`), in document order. */
export function documentTables(doc: HtmlIndex): El[] {
  return doc.byClass('document-list').filter((e) => doc.names[e] === 'table');
}
