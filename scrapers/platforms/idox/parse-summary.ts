// The Summary sub-tab (applicationDetails.do?activeTab=summary): reference, dates received and
// validated, address, proposal, status, decision and its issue date, appeal status, plus the
// counts the page states (documents, associated cases and properties, comments).
import type { RawDates } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, type PageInput } from './page.js';
import { labelledRows, type HtmlIndex } from '../../kit/html.js';
import {
  caseNumber,
  readTabs,
  sortRows,
  summaryInfoCounts,
  type IdoxTabs,
  type TextFields,
} from './fields.js';
import { clean } from '../../kit/text.js';

export interface IdoxSummary {
  reference: string;
  keyval: string | null;
  text: TextFields;
  dates: Partial<RawDates>;
  extra: Record<string, string>;
  /** Every row of the summary table, label to value as printed. */
  rows: Record<string, string>;
  documents_count: number | null;
  associated_cases: number | null;
  associated_properties: number | null;
  /** Public comments counted in the tab label ("Comments (2)" or "Public Comments (0)"). */
  public_comments: number | null;
  consultee_comments: number | null;
  constraints_count: number | null;
  /** Link to the property list (relatedCases tab) from the "N property" line. */
  property_link: string | null;
  tabs: IdoxTabs;
}

/** `$('#summaryInfo .associatedproperty a').attr('href')`: the "N property" line's link. */
function propertyHref(doc: HtmlIndex): string | undefined {
  const chain = [
    (a: number) => doc.hasClass(a, 'associatedproperty'),
    (a: number) => doc.attr(a, 'id') === 'summaryInfo',
  ];
  for (const info of doc.byId('summaryInfo')) {
    const a = doc.firstDescendant(info, (e) => doc.names[e] === 'a' && doc.inside(e, chain));
    if (a >= 0) return doc.attr(a, 'href');
  }
  return undefined;
}

export function parseSummary(input: PageInput, url: string): IdoxSummary {
  const doc = asDoc(input);
  const rows = labelledRows(doc, 'simpleDetailsTable');
  const sorted = sortRows(rows);
  const reference = sorted.text.reference ?? caseNumber(doc);
  if (!reference)
    throw new LayoutChangedError('Idox summary without a Reference row', { url, pageKind: 'summary' });
  const tabs = readTabs(doc, url);
  const info = summaryInfoCounts(doc);
  const counts = tabs.counts;
  const propHref = propertyHref(doc);
  return {
    reference,
    keyval: tabs.keyval,
    text: { ...sorted.text, reference },
    dates: sorted.dates,
    extra: sorted.extra,
    rows: sorted.rows,
    documents_count: counts['Documents'] ?? info.documents,
    associated_cases: info.cases,
    associated_properties: info.properties,
    public_comments: counts['Comments'] ?? counts['Public Comments'] ?? null,
    consultee_comments: counts['Consultee Comments'] ?? null,
    constraints_count: counts['Constraints'] ?? null,
    property_link: propHref ? new URL(clean(propHref).replace(/&amp;/g, '&'), url).toString() : null,
    tabs,
  };
}
