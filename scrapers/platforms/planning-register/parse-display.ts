// An application's display page (/Planning/Display/<reference>): everything DEF shows of an
// application is on this one page, its panes switched by script. Two generations are read:
//   - Leicester (2025): div#displaypage; table#summarytable (Summary), table#importantdate,
//     table#furtherinformation, each row a bold label cell and a value cell; #documentspane;
//     #appealspane with table#consultationresponsedataAppeals; a "Planning Online Status" table;
//   - Fylde (WordPress skin): table.appNoTbl; #MainDetails with three table.summaryTbl (their first
//     row the pane's heading); #Documents; #Consultations (consultees, constraints); #Appeals; the
//     status bar as ul#progressBarList of small tables.
// Newer themes print the fields as dl.details-grid (dt/dd) or li.row (label and a read-only
// input); those are read too. Values are the council's wording; dates stay as printed until
// parsed (dd/mm/yyyy).
import type { RawDocument, RawRelated } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import type { El, HtmlIndex, LabelledRow } from '../../kit/html.js';
import { isPlaceholder, sortLabelled, tidyHref, type SortedFields } from '../../kit/record-fields.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';
import { parseUkDate } from '../../kit/dates.js';
import type { RawDate } from '../../contract.js';
import { DISPLAY_LABELS } from './labels.js';
import { asDoc, type PageInput } from './page.js';
import { documentTables, parseDocumentTable } from './parse-documents.js';

export interface DefAppeal extends RawRelated {
  started: RawDate | null;
  decided: RawDate | null;
}

export interface DefDisplay {
  reference: string;
  /** DEF's record number (data-recordnumber on the Track button): the platform's own key. */
  record_number: string | null;
  /** The panes' rows, label and value as printed, in page order. */
  rows: LabelledRow[];
  /** The "Planning Online Status" bar, heading to value as printed. */
  progress: LabelledRow[];
  /** rows, then the status bar where the rows leave a field empty, sorted into fields. */
  fields: SortedFields;
  /** Null where the page has no documents pane. */
  documents: RawDocument[] | null;
  appeals: DefAppeal[];
  /** Consultees listed in the consultations pane; null where the page has none. */
  consultees: number | null;
  constraints: string[];
  /** Whether the page says comments can still be made (null where it says nothing). */
  comments_open: boolean | null;
}

const ROW_TABLE_IDS = ['summarytable', 'importantdate', 'furtherinformation'];

/** Rows of a two-cell table: label cell, value cell; one-cell rows are the pane's heading. */
function twoCellRows(doc: HtmlIndex, table: El, out: LabelledRow[]): void {
  const { names } = doc;
  for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
    const cells = doc.children(tr).filter((c) => names[c] === 'td' || names[c] === 'th');
    if (cells.length !== 2 || names[cells[1]] !== 'td') continue;
    const label = clean(doc.textOf(cells[0])).replace(/:$/, '');
    if (label) out.push({ label, value: clean(doc.textOf(cells[1])) });
  }
}

function fieldRows(doc: HtmlIndex): LabelledRow[] {
  const { names } = doc;
  const rows: LabelledRow[] = [];
  const tables = new Set<El>();
  for (const id of ROW_TABLE_IDS) for (const t of doc.byId(id)) if (names[t] === 'table') tables.add(t);
  for (const t of doc.byClass('summaryTbl')) if (names[t] === 'table') tables.add(t);
  for (const t of [...tables].sort((a, b) => a - b)) twoCellRows(doc, t, rows);
  // dl.details-grid: dt label, the dd after it.
  for (const dl of doc.byClass('details-grid')) {
    for (const dt of doc.children(dl, 'dt')) {
      let dd = doc.ends[dt] + 1;
      while (dd <= doc.ends[dl] && names[dd] !== 'dd' && names[dd] !== 'dt') dd = doc.ends[dd] + 1;
      if (dd > doc.ends[dl] || names[dd] !== 'dd') continue;
      const label = clean(doc.textOf(dt)).replace(/:$/, '');
      if (label) rows.push({ label, value: clean(doc.textOf(dd)) });
    }
  }
  // li.row: a label and a read-only input or textarea holding the value.
  for (const li of doc.byClass('row')) {
    if (names[li] !== 'li') continue;
    const label = doc.firstNamed(li, 'label');
    const input = doc.firstDescendant(li, (e) => names[e] === 'input' || names[e] === 'textarea');
    if (label < 0 || input < 0) continue;
    const value = names[input] === 'textarea' ? doc.textOf(input) : (doc.attr(input, 'value') ?? '');
    const l = clean(doc.textOf(label)).replace(/:$/, '');
    if (l) rows.push({ label: l, value: clean(value) });
  }
  return rows;
}

/** The status bar: a table whose head names the steps and whose one body row holds their values. */
function progressRows(doc: HtmlIndex): LabelledRow[] {
  const { names } = doc;
  const rows: LabelledRow[] = [];
  // Fylde: ul#progressBarList > li > table.progressBarTbl (th step, td value).
  for (const t of doc.byClass('progressBarTbl')) {
    const th = doc.firstNamed(t, 'th');
    const td = doc.firstNamed(t, 'td');
    if (th < 0 || td < 0) continue;
    const label = clean(doc.textOf(th));
    if (label) rows.push({ label, value: clean(doc.textOf(td)) });
  }
  if (rows.length) return rows;
  // Leicester: one table, its thead the steps, its tbody one row of values.
  for (const t of doc.byTag('table')) {
    const summary = doc.attr(t, 'summary') ?? '';
    if (!/online status/i.test(summary)) continue;
    const heads = doc.find([t], (e) => names[e] === 'th').map((th) => clean(doc.textOf(th)));
    const tr = doc.find([t], (e) => names[e] === 'tr' && doc.children(e, 'td').length > 0)[0];
    if (tr === undefined) continue;
    const tds = doc.children(tr, 'td');
    heads.forEach((h, i) => {
      if (h && i < tds.length) rows.push({ label: h, value: clean(doc.textOf(tds[i])) });
    });
    break;
  }
  return rows;
}

function referenceOf(doc: HtmlIndex, rows: LabelledRow[]): string | null {
  const row = rows.find((r) => /^application (number|reference)$|^reference$/i.test(r.label));
  if (row && row.value) return row.value;
  for (const e of doc.byClass('display-appnumberbox-value')) {
    const v = cleanOrNull(doc.textOf(e));
    if (v) return v;
  }
  for (const t of doc.byClass('appNoTbl')) {
    const tds = doc.find([t], (e) => doc.names[e] === 'td');
    if (tds.length >= 2) return cleanOrNull(doc.textOf(tds[1]));
  }
  return null;
}

function recordNumber(doc: HtmlIndex): string | null {
  for (let e = 0; e < doc.size; e++) {
    const v = doc.attribs[e]['data-recordnumber'];
    if (v) return v;
  }
  return null;
}

/** The pane element named by one of `ids`, or -1. */
function pane(doc: HtmlIndex, ids: string[]): El {
  for (const id of ids) {
    const e = doc.byId(id)[0];
    if (e !== undefined) return e;
  }
  return -1;
}

function appealsOf(doc: HtmlIndex, url: string): DefAppeal[] {
  const { names } = doc;
  const root = pane(doc, ['appealspane', 'Appeals']);
  if (root < 0) return [];
  const out: DefAppeal[] = [];
  for (const table of doc.find([root], (e) => names[e] === 'table' && !doc.hasClass(e, 'document-list'))) {
    const heads = doc
      .find([table], (e) => names[e] === 'th')
      .map((th) => clean(doc.textOf(th)).toLowerCase());
    const col = (re: RegExp) => heads.findIndex((h) => re.test(h));
    const iRef = col(/appeal (number|reference|ref)/);
    if (iRef < 0) continue;
    for (const tr of doc.find([table], (e) => names[e] === 'tr')) {
      const tds = doc.children(tr, 'td');
      if (tds.length < heads.length || tds.length <= iRef) continue;
      const at = (i: number) => (i >= 0 && i < tds.length ? cleanOrNull(doc.textOf(tds[i])) : null);
      const reference = at(iRef);
      if (!reference) continue;
      const a = doc.firstNamed(tr, 'a');
      const decision = at(col(/^decision$/));
      out.push({
        reference,
        url: absUrl(a >= 0 ? tidyHref(doc.attr(a, 'href')) : null, url),
        kind: 'appeal',
        description: at(col(/method/)),
        status: decision && !isPlaceholder(decision) ? decision : null,
        started: parseUkDate(at(col(/start/))),
        decided: parseUkDate(at(col(/decision date/))),
      });
    }
  }
  return out;
}

function consultationsOf(doc: HtmlIndex): { consultees: number | null; constraints: string[] } {
  const { names } = doc;
  const root = pane(doc, ['Consultations', 'consultationspane']);
  if (root < 0) return { consultees: null, constraints: [] };
  let consultees: number | null = null;
  const constraints: string[] = [];
  for (const table of doc.find([root], (e) => names[e] === 'table')) {
    const rows = doc.find([table], (e) => names[e] === 'tr');
    const head = clean(doc.textOf(rows[0] ?? table)).toLowerCase();
    if (/constraint/.test(head)) {
      for (const tr of rows.slice(1)) {
        const v = cleanOrNull(doc.textOf(tr));
        if (v) constraints.push(v);
      }
    } else if (/name|organisation|consultee/.test(head)) {
      consultees = (consultees ?? 0) + rows.filter((tr) => doc.children(tr, 'td').length > 0).length;
    }
  }
  return { consultees, constraints };
}

/** "Comments have closed for this application" / "Make a comment": what the page says, if anything. */
function commentsOpen(doc: HtmlIndex): boolean | null {
  const text = clean(
    doc.textOfAll(doc.byClass('planning-buttons-top').concat(doc.byClass('commentButtons'))),
  );
  if (/comments have closed|closed for comment/i.test(text)) return false;
  if (/comment on this application|make a comment|add a comment|submit a comment/i.test(text)) return true;
  return null;
}

export function parseDisplay(input: PageInput, url: string): DefDisplay {
  const doc = asDoc(input);
  const rows = fieldRows(doc);
  const reference = referenceOf(doc, rows);
  if (!reference)
    throw new LayoutChangedError('DEF display page without an application number', {
      url,
      pageKind: 'display',
    });
  const progress = progressRows(doc);
  const fields = sortLabelled([...rows, ...progress], DISPLAY_LABELS);

  let documents: RawDocument[] | null = null;
  const docsPane = pane(doc, ['documentspane', 'Documents']);
  for (const table of documentTables(doc)) {
    const inAppeals = doc.hasAncestor(
      table,
      (a) => doc.attr(a, 'id') === 'appealspane' || doc.attr(a, 'id') === 'Appeals',
    );
    documents = [
      ...(documents ?? []),
      ...parseDocumentTable(doc, table, url, inAppeals ? 'Appeal Documents' : null),
    ];
  }
  if (documents === null && docsPane >= 0) documents = [];

  const { consultees, constraints } = consultationsOf(doc);
  return {
    reference,
    record_number: recordNumber(doc),
    rows,
    progress,
    fields,
    documents,
    appeals: appealsOf(doc, url),
    consultees,
    constraints,
    comments_open: commentsOpen(doc),
  };
}
