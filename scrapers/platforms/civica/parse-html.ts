// The older Civica planning register (W2 on JavaServer Faces and Apache Shale, ~2006-2018), as the
// real Northampton pages of 2014 show it (../shared/fixtures/portals/civica/northampton):
// - the search form (GFPlanningSearch.page): form `_idNNN` with `<form>:SDescription` (application
//   number), address parts, and date ranges `<form>:SDate1From/To` ("Date From/To") and
//   `<form>:SDate3From/To` ("Decision From/To"), dates dd/mm/yyyy, a javax.faces.ViewState;
// - the results list (GFPlanningSearchResults.page): table `<form>:results`, each row's first cell
//   a submit button whose value is the application number (the case opens by posting the list's
//   form with that button), then Proposal and the address parts; a scroller of page links
//   (`<form>:scroll_1idxN`, `...next`) above and below, the current page's cell in bold;
// - the case details (GFPlanningSingleResult.page): tables `.planSResulttableStyle` titled
//   "Address Details" and "Case Details", rows of td.planSResultcol1 (label) and .planSResultcol2.
import { readForm, type El, type FormSnapshot, type HtmlIndex } from '../../kit/html.js';
import { absUrl, clean } from '../../kit/text.js';

export interface CivicaSearchForm {
  form: FormSnapshot;
  /** The form's id, the prefix of its field names (`_id122`). */
  formId: string;
  /** The search button as it is sent: [name, value]. */
  button: [string, string] | null;
  referenceField: string | null;
  /** From/to field names by the date they search. */
  dateFields: Partial<Record<'received' | 'validated' | 'decided', [string, string]>>;
  /** A message the form was re-rendered with (no results, a refused search). */
  message: string | null;
}

export interface CivicaListRow {
  reference: string;
  /** The row's button: posting the list form with it opens the case. */
  button: [string, string] | null;
  description: string | null;
  address: string | null;
}

export interface CivicaList {
  form: FormSnapshot | null;
  rows: CivicaListRow[];
  page: number | null;
  pages: number | null;
  nextUrl: string | null;
}

export interface CivicaDetails {
  reference: string | null;
  /** Label and value of every row, in page order, with the table it sits in. */
  rows: { group: string; label: string; value: string }[];
}

/** The form whose fields include `<id>:SDescription` (the application number). */
function searchFormEl(doc: HtmlIndex): El {
  for (const e of doc.byTag('input')) {
    const name = doc.attr(e, 'name') ?? '';
    if (/:SDescription$/.test(name)) {
      for (let p = doc.parents[e]; p >= 0; p = doc.parents[p]) if (doc.names[p] === 'form') return p;
    }
  }
  return -1;
}

export function hasSearchForm(doc: HtmlIndex): boolean {
  return searchFormEl(doc) >= 0;
}

function labelFor(doc: HtmlIndex, id: string): string {
  for (const l of doc.byTag('label')) if (doc.attr(l, 'for') === id) return clean(doc.textOf(l));
  return '';
}

/** Messages of the page's message group (`div.errorMessageGroup`), joined. */
export function formMessage(doc: HtmlIndex): string | null {
  const texts = doc.byClass('errorMessageGroup').map((e) => clean(doc.textOf(e)));
  const t = texts.filter(Boolean).join(' ');
  return t || null;
}

export function parseSearchForm(doc: HtmlIndex, url: string): CivicaSearchForm | null {
  const el = searchFormEl(doc);
  if (el < 0) return null;
  const form = readForm(doc, (f) => f === el, url);
  if (!form) return null;
  const formId = doc.attr(el, 'id') ?? '';
  let button: [string, string] | null = null;
  const dateFields: CivicaSearchForm['dateFields'] = {};
  let referenceField: string | null = null;
  const froms = new Map<string, string>();
  for (const e of doc.find([el], (d) => doc.names[d] === 'input')) {
    const name = doc.attr(e, 'name') ?? '';
    const type = (doc.attr(e, 'type') ?? 'text').toLowerCase();
    if (type === 'submit' && !button && /^search$/i.test(doc.attr(e, 'value') ?? '')) {
      button = [name, doc.attr(e, 'value') ?? 'Search'];
    }
    if (/:SDescription$/.test(name)) referenceField = name;
    const m = /^(.*:S?Date\d+)(From|To)$/.exec(name);
    if (m) {
      if (m[2] === 'From') froms.set(m[1], labelFor(doc, doc.attr(e, 'id') ?? name) || name);
      else if (froms.has(m[1])) {
        const label = froms.get(m[1])!;
        const by = /decision|decided/i.test(label)
          ? 'decided'
          : /receiv/i.test(label)
            ? 'received'
            : 'validated';
        dateFields[by] ??= [`${m[1]}From`, name];
      }
    }
  }
  return { form, formId, button, referenceField, dateFields, message: formMessage(doc) };
}

/** The results table (`table#<form>:results`). */
function resultsTable(doc: HtmlIndex): El {
  for (const t of doc.byTag('table')) if (/:results$/.test(doc.attr(t, 'id') ?? '')) return t;
  return -1;
}

export function hasResultsTable(doc: HtmlIndex): boolean {
  return resultsTable(doc) >= 0;
}

export function parseList(doc: HtmlIndex, url: string): CivicaList {
  const table = resultsTable(doc);
  const rows: CivicaListRow[] = [];
  let formEl = -1;
  if (table >= 0) {
    for (let p = doc.parents[table]; p >= 0; p = doc.parents[p]) {
      if (doc.names[p] === 'form') {
        formEl = p;
        break;
      }
    }
    const headers = doc.find([table], (e) => doc.names[e] === 'th').map((th) => clean(doc.textOf(th)));
    const tbody = doc.firstNamed(table, 'tbody');
    for (const tr of doc.children(tbody >= 0 ? tbody : table, 'tr')) {
      const cells = doc.children(tr, 'td');
      if (cells.length === 0) continue;
      const input = doc.firstDescendant(
        cells[0],
        (e) => doc.names[e] === 'input' && (doc.attr(e, 'type') ?? '').toLowerCase() === 'submit',
      );
      const reference = clean(input >= 0 ? doc.attr(input, 'value') : doc.textOf(cells[0]));
      if (!reference) continue;
      const cellOf = (re: RegExp) => {
        const i = headers.findIndex((h) => re.test(h));
        return i >= 0 && cells[i] !== undefined ? clean(doc.textOf(cells[i])) : '';
      };
      const address = [/house/i, /road|street/i, /village|locality/i, /town/i, /postcode/i]
        .map(cellOf)
        .filter((p) => p && p !== '-')
        .join(', ');
      rows.push({
        reference,
        button: input >= 0 ? [doc.attr(input, 'name') ?? '', reference] : null,
        description: cellOf(/proposal|description/i) || null,
        address: address || null,
      });
    }
  }
  // The scroller: page links `<form>:scroll_Nidx<k>`, the current one's cell in bold.
  let page: number | null = null;
  let pages: number | null = null;
  let nextUrl: string | null = null;
  for (const a of doc.byTag('a')) {
    const id = doc.attr(a, 'id') ?? '';
    const m = /:scroll_\d+idx(\d+)$/.exec(id);
    if (m) {
      const n = Number(m[1]);
      pages = Math.max(pages ?? 0, n);
      const td = doc.parents[a];
      if (td >= 0 && /font-weight:\s*bold/i.test(doc.attr(td, 'style') ?? '')) page = n;
    } else if (/:scroll_1next$/.test(id)) nextUrl ??= absUrl(doc.attr(a, 'href'), url);
  }
  if (page === null || pages === null || page >= pages) nextUrl = null;
  return {
    form: formEl >= 0 ? readForm(doc, (f) => f === formEl, url) : null,
    rows,
    page,
    pages,
    nextUrl,
  };
}

/** The case tables (`table.planSResulttableStyle`). */
function caseTables(doc: HtmlIndex): El[] {
  return doc.byTag('table').filter((t) => /planSResulttableStyle/.test(doc.attr(t, 'class') ?? ''));
}

export function hasCaseDetails(doc: HtmlIndex): boolean {
  return caseTables(doc).some((t) => /case details/i.test(doc.attr(t, 'title') ?? ''));
}

export function parseDetails(doc: HtmlIndex): CivicaDetails {
  const rows: CivicaDetails['rows'] = [];
  for (const t of caseTables(doc)) {
    const group = clean(doc.attr(t, 'title')) || '';
    for (const tr of doc.find([t], (e) => doc.names[e] === 'tr')) {
      const cells = doc.children(tr, 'td');
      if (cells.length < 2) continue;
      const label = clean(doc.textOf(cells[0]));
      if (label) rows.push({ group, label, value: clean(doc.textOf(cells[1])) });
    }
  }
  const ref = rows.find((r) => /^(application number|case no|reference)/i.test(r.label))?.value;
  const heading = /details for case\s+(\S+?):?\s*$/i.exec(
    doc
      .byTag('p')
      .map((p) => clean(doc.textOf(p)))
      .find((t) => /details for case/i.test(t)) ?? '',
  );
  return { reference: ref || heading?.[1] || null, rows };
}
