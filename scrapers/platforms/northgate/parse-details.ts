// An application's StdDetails pages (PLDetails.xslt, and PLDetailsDates.xslt for its dates): a few
// div.dataview blocks, each an h1 and a ul.list whose items are `<div><span>Label</span>value</div>`
// (Hackney 2014, Liverpool 2016). The details page links to the application's other pages (Dates,
// Checks, Meetings, Constraints, Site History, Consultees, Neighbours) and to its documents, held on
// another system (Idox WAM at Hackney, DocumentExplorer at Liverpool, NEC's PublicAccess_Live
// document store elsewhere). While comments are open the progress summary carries an "Add Comments
// Here" link (PLComments.aspx), which closes with the consultation (Liverpool 16F/2687).
//
// Link addresses are printed over several lines (`PARAM0=&#xD;&#xA;\t\t1019820`): tidyHref joins them.
import type { LabelledRow } from '../../kit/html.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { sortLabelled, tidyHref, type SortedFields } from '../../kit/record-fields.js';
import { absUrl, clean, cleanOrNull } from '../../kit/text.js';
import { dataviewHeadings } from './detect.js';
import { DETAILS_LABELS } from './labels.js';
import { asDoc, type PageInput } from './page.js';

export interface NorthgateDetails {
  /** The application number; on a dates page, the one its heading names. */
  reference: string;
  /** PARAM0 of the page's own address (Planning Explorer's key of the application). */
  keyval: string | null;
  /** Every labelled row, as printed, in page order. */
  rows: LabelledRow[];
  fields: SortedFields;
  /** The application's other pages by link text ("Application Dates", "Related Documents", ...). */
  links: Record<string, string>;
  dates_url: string | null;
  documents_url: string | null;
  /** The "Add Comments Here" link while comments are open; null once they have closed. */
  comments_url: string | null;
}

/** PARAM0 of a Planning Explorer address: its key of the application. */
export function param0(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /[?&]PARAM0=([^&#]+)/i.exec(url);
  return m ? decodeURIComponent(m[1]).trim() || null : null;
}

function caseOfficerName(raw: string): string | null {
  // "Toyin Omodara&nbsp;\n0208 356 8095&nbsp;\n&nbsp;": the name is the first line.
  for (const line of raw.split(/\r?\n/)) {
    const v = clean(line);
    if (v) return v;
  }
  return null;
}

export function parseDetails(input: PageInput, url: string): NorthgateDetails {
  const doc = asDoc(input);
  const { names } = doc;
  const rows: LabelledRow[] = [];
  const links: Record<string, string> = {};
  let commentsUrl: string | null = null;
  let officerFromTel: string | null = null;
  for (const dv of doc.byClass('dataview')) {
    for (const li of doc.find([dv], (e) => names[e] === 'li')) {
      const div = doc.firstChild(li, 'div');
      const box = div >= 0 ? div : li;
      const span = doc.firstChild(box, 'span');
      if (span >= 0) {
        const label = clean(doc.textOf(span)).replace(/:$/, '');
        const raw = doc.text.slice(doc.textEnds[span], doc.textEnds[box]);
        if (label) rows.push({ label, value: clean(raw) });
        if (/^case officer/i.test(label)) officerFromTel = caseOfficerName(raw);
      }
      for (const a of doc.find([box], (e) => names[e] === 'a')) {
        const href = absUrl(tidyHref(doc.attr(a, 'href')), url);
        if (!href) continue;
        if (/PLComments\.aspx|add comments/i.test(`${href} ${doc.textOf(a)}`)) commentsUrl ??= href;
        else if (span < 0) {
          const text = clean(doc.textOf(a));
          if (text) links[text] ??= href;
        }
      }
    }
  }
  // The first dataview's "Site Address" line (not in a list) and the heading's reference.
  const headings = dataviewHeadings(doc);
  const fromHeading = headings
    .map((h) => /(?:details|dates) page for planning application\s*[-–]\s*(.+)$/i.exec(h)?.[1])
    .find((r) => !!r);
  const first = doc.byClass('dataview')[0];
  if (first !== undefined) {
    const div = doc.children(first, 'div')[0];
    const span = div === undefined ? -1 : doc.firstChild(div, 'span');
    if (span >= 0) {
      const label = clean(doc.textOf(span));
      if (label && !rows.some((r) => r.label === label))
        rows.unshift({ label, value: clean(doc.text.slice(doc.textEnds[span], doc.textEnds[div])) });
    }
  }
  const numberRow = rows.find((r) => /^application (number|no\.?)$/i.test(r.label));
  const reference = cleanOrNull(numberRow?.value) ?? cleanOrNull(fromHeading);
  if (!reference)
    throw new LayoutChangedError('Northgate details page without an application number', {
      url,
      pageKind: 'details',
    });
  const fields = sortLabelled(rows, DETAILS_LABELS);
  if (fields.text.case_officer == null && officerFromTel) fields.text.case_officer = officerFromTel;
  const tel = rows.find((r) => /^case officer \/ tel$/i.test(r.label));
  if (tel && tel.value) fields.extra[tel.label] ??= tel.value;
  const linkTo = (re: RegExp) =>
    Object.entries(links).find(([t, u]) => re.test(t) || re.test(u))?.[1] ?? null;
  const form = doc.byId('Template')[0];
  const own = form !== undefined ? absUrl(tidyHref(doc.attr(form, 'action')), url) : null;
  return {
    reference,
    keyval: param0(url) ?? param0(own),
    rows,
    fields,
    links,
    dates_url: linkTo(/PLDetailsDates\.xslt|^application dates$/i),
    documents_url: linkTo(/documents?$|PublicAccess_Live|DocumentExplorer|showCaseFile/i),
    comments_url: commentsUrl,
  };
}
