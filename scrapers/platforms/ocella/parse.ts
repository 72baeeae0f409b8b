// OcellaWeb's pages (servlets under <base>/OcellaWeb/). The documents list is read from a real page
// (../shared/fixtures/portals/ocella/hillingdon: the answer to POST showDocuments?reference=..&module=pl):
// `<strong>` section headings (Application Forms, Plans, Supporting Documentation, Decision
// Documentation), each followed by a table whose rows are a link to viewDocument?file=..&module=pl
// (written `<a href ="...">`, with a space before the =) naming the document type, a spacer cell,
// the date dd-mm-yy, a spacer and the description; "There are no documents for this section" where
// a section is empty. The search form, results list and details page have no saved real page; their
// reading follows what public scrapers of these councils rely on (form OcellaPlanningSearch with
// receivedFrom/receivedTo dd-mm-yy and showall; a results table whose rows start with a link to
// planningDetails?reference=..; a details table of label and value cells: Reference, Proposal,
// Location, Received, Validated, Status, Decided, ...) and reads by labels, not positions, so a
// council's own arrangement of them still reads.
import type { RawDocument } from '../../contract.js';
import { parseUkDate } from '../../kit/dates.js';
import { readForm, type El, type FormSnapshot, type HtmlIndex } from '../../kit/html.js';
import { absUrl, clean } from '../../kit/text.js';

export interface OcellaSearchForm {
  form: FormSnapshot;
  /** From/to field names by the date they search, where the form has them. */
  dateFields: Partial<Record<'received' | 'validated' | 'decided', [string, string]>>;
  referenceField: string | null;
  /** The show-all switch (one long page of results), where the form has it. */
  showAll: [string, string] | null;
}

export interface OcellaResultRow {
  reference: string;
  url: string | null;
  address: string | null;
  description: string | null;
  status: string | null;
  received: string | null;
}

export interface OcellaResults {
  rows: OcellaResultRow[];
  nextUrl: string | null;
}

export interface OcellaDetails {
  /** Label and value of each row, in page order. */
  rows: { label: string; value: string }[];
  /** The show-documents form, where the page has one. */
  documentsForm: FormSnapshot | null;
}

/** The search form: the one named OcellaPlanningSearch, else the one with a receivedFrom field. */
function searchFormEl(doc: HtmlIndex): El {
  let fallback = -1;
  for (const f of doc.byTag('form')) {
    if (doc.attr(f, 'name') === 'OcellaPlanningSearch' || doc.attr(f, 'id') === 'OcellaPlanningSearch')
      return f;
    if (
      fallback < 0 &&
      doc.find([f], (e) => doc.names[e] === 'input' && doc.attr(e, 'name') === 'receivedFrom').length
    )
      fallback = f;
  }
  return fallback;
}

export function hasSearchForm(doc: HtmlIndex): boolean {
  return searchFormEl(doc) >= 0;
}

export function parseSearchForm(doc: HtmlIndex, url: string): OcellaSearchForm | null {
  const el = searchFormEl(doc);
  if (el < 0) return null;
  const form = readForm(doc, (f) => f === el, url);
  if (!form) return null;
  const names = new Set(
    doc.find([el], (e) => ['input', 'select'].includes(doc.names[e])).map((e) => doc.attr(e, 'name') ?? ''),
  );
  const dateFields: OcellaSearchForm['dateFields'] = {};
  for (const [by, stem] of [
    ['received', 'received'],
    ['validated', 'validated'],
    ['decided', 'decided'],
  ] as const) {
    if (names.has(`${stem}From`) && names.has(`${stem}To`)) dateFields[by] = [`${stem}From`, `${stem}To`];
  }
  let showAll: [string, string] | null = null;
  for (const e of doc.find([el], (d) => doc.names[d] === 'input' && doc.attr(d, 'name') === 'showall'))
    showAll = ['showall', doc.attr(e, 'value') || 'showall'];
  return { form, dateFields, referenceField: names.has('reference') ? 'reference' : null, showAll };
}

const isDetailsLink = (href: string | undefined) => !!href && /planningDetails\?/i.test(href);

/** The table whose rows link to planningDetails (the results), or -1. */
function resultsTable(doc: HtmlIndex): El {
  for (const a of doc.byTag('a')) {
    if (!isDetailsLink(doc.attr(a, 'href'))) continue;
    for (let p = doc.parents[a]; p >= 0; p = doc.parents[p]) if (doc.names[p] === 'table') return p;
  }
  return -1;
}

export function hasResults(doc: HtmlIndex): boolean {
  return resultsTable(doc) >= 0;
}

export function parseResults(doc: HtmlIndex, url: string): OcellaResults {
  const table = resultsTable(doc);
  const rows: OcellaResultRow[] = [];
  if (table >= 0) {
    const trs = doc.find([table], (e) => doc.names[e] === 'tr');
    const header = trs.find((tr) => doc.children(tr, 'th').length > 0);
    const headers = header ? doc.children(header, 'th').map((th) => clean(doc.textOf(th))) : [];
    for (const tr of trs) {
      const cells = doc.children(tr, 'td');
      if (cells.length === 0) continue;
      const a = doc.firstDescendant(
        cells[0],
        (e) => doc.names[e] === 'a' && isDetailsLink(doc.attr(e, 'href')),
      );
      if (a < 0) continue;
      const reference = clean(doc.textOf(a));
      if (!reference) continue;
      const cellOf = (re: RegExp) => {
        const i = headers.findIndex((h) => re.test(h));
        return i >= 0 && cells[i] !== undefined ? clean(doc.textOf(cells[i])) || null : null;
      };
      rows.push({
        reference,
        url: absUrl(doc.attr(a, 'href'), url),
        address: cellOf(/location|address/i),
        description: cellOf(/proposal|description/i),
        status: cellOf(/status/i),
        received: cellOf(/received/i),
      });
    }
  }
  let nextUrl: string | null = null;
  for (const a of doc.byTag('a'))
    if (/^next\b/i.test(clean(doc.textOf(a)))) nextUrl ??= absUrl(doc.attr(a, 'href'), url);
  return { rows, nextUrl };
}

/** The show-documents form (name showDocuments, or action showDocuments?..). */
function documentsFormEl(doc: HtmlIndex): El {
  for (const f of doc.byTag('form'))
    if (doc.attr(f, 'name') === 'showDocuments' || /showDocuments/i.test(doc.attr(f, 'action') ?? ''))
      return f;
  return -1;
}

/** Rows of two cells, label then value, in page order (every table of the page). */
function labelledCells(doc: HtmlIndex): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const tr of doc.byTag('tr')) {
    const cells = doc.children(tr, 'td');
    // Label/value pairs side by side: Reference | X | Received | Y
    for (let i = 0; i + 1 < cells.length; i += 2) {
      const label = clean(doc.textOf(cells[i])).replace(/:$/, '');
      if (!label || label.length > 60) continue;
      out.push({ label, value: clean(doc.textOf(cells[i + 1])) });
    }
  }
  return out;
}

export function hasDocumentsForm(doc: HtmlIndex): boolean {
  return documentsFormEl(doc) >= 0;
}

/** A details page without a documents form still labels its reference and proposal. */
export function hasDetailLabels(doc: HtmlIndex): boolean {
  const rows = labelledCells(doc);
  return rows.some((r) => /^reference$/i.test(r.label)) && rows.some((r) => /^proposal$/i.test(r.label));
}

export function parseDetails(doc: HtmlIndex, url: string): OcellaDetails {
  const f = documentsFormEl(doc);
  return {
    rows: labelledCells(doc),
    documentsForm: f >= 0 ? readForm(doc, (e) => e === f, url) : null,
  };
}

const isDocLink = (href: string | undefined) => !!href && /viewDocument\?/i.test(href);

export function hasDocuments(doc: HtmlIndex): boolean {
  return (
    doc.byTag('a').some((a) => isDocLink(doc.attr(a, 'href'))) ||
    /there are no documents for this section/i.test(doc.text)
  );
}

/**
 * The documents list: each section heading (`strong`) and the rows of the table after it. The
 * document's title is its description, else its type (the link text) where the description is empty.
 */
export function parseDocuments(doc: HtmlIndex, url: string): RawDocument[] {
  const out: RawDocument[] = [];
  let group: string | null = null;
  for (let e = 0; e < doc.size; e++) {
    const name = doc.names[e];
    if (name === 'strong') {
      const t = clean(doc.textOf(e));
      if (t && !/^documents$/i.test(t)) group = t;
      continue;
    }
    if (name !== 'tr') continue;
    const cells = doc.children(e, 'td');
    if (cells.length === 0) continue;
    const a = doc.firstDescendant(cells[0], (d) => doc.names[d] === 'a' && isDocLink(doc.attr(d, 'href')));
    if (a < 0) continue;
    const type = clean(doc.textOf(a)) || null;
    const texts = cells.slice(1).map((c) => clean(doc.textOf(c)));
    const dateText = texts.find((t) => parseUkDate(t) !== null) ?? null;
    const description = texts.filter((t) => t && t !== dateText).pop() ?? null;
    const date = parseUkDate(dateText);
    out.push({
      title: description ?? type ?? '',
      type,
      date: date ? date.date : null,
      url: absUrl(doc.attr(a, 'href'), url),
      group,
      drawing_number: null,
    });
  }
  return out;
}
