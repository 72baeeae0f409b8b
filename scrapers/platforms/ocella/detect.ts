// Which OcellaWeb page is this? Read off the page: OcellaWeb answers a search with no hits, a fault
// and a firewall's block page alike with HTTP 200.
import { isBlockWording } from '../../kit/blocks.js';
import { isGateWording } from '../../kit/gates.js';
import { bodyText, loadHtml, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { hasDetailLabels, hasDocuments, hasDocumentsForm, hasResults, hasSearchForm } from './parse.js';

export type OcellaPageKind =
  | 'search-form'
  | 'results'
  | 'no-results'
  | 'details'
  | 'documents'
  | 'error'
  | 'gate'
  | 'blocked'
  | 'unknown';

const NO_RESULTS =
  /\bno (?:matching )?(?:applications|records|results|planning applications)\b(?: (?:were )?found| match)?/i;
const FAULT =
  /an error has occurred|an unexpected error|HTTP Status 5\d\d|java\.\w+\.\w*Exception|servlet exception/i;

/** Marks of an OcellaWeb page: its servlets' names and its documents list's wording. */
export function hasOcellaMarks(text: string): boolean {
  return /OcellaWeb|OcellaPlanningSearch|planningDetails\?|showDocuments\?|viewDocument\?file=|There are no documents for this section/i.test(
    text,
  );
}

function controls(doc: HtmlIndex): string[] {
  const out: string[] = [];
  for (const e of doc.byTag('input')) {
    const type = (doc.attr(e, 'type') ?? '').toLowerCase();
    if (type === 'submit' || type === 'button') out.push(doc.attr(e, 'value') ?? '');
  }
  for (const e of doc.byTag('button')) out.push(clean(doc.textOf(e)));
  return out;
}

export function detectOcellaPage(input: string | HtmlIndex): { kind: OcellaPageKind; doc: HtmlIndex } {
  const doc = typeof input === 'string' ? loadHtml(input) : input;
  const body = clean(bodyText(doc));
  const title = clean(doc.textOfAll(doc.byTag('title')));
  if (isBlockWording(`${title} ${body}`.slice(0, 4000))) return { kind: 'blocked', doc };
  if (hasDocuments(doc)) return { kind: 'documents', doc };
  if (hasDocumentsForm(doc)) return { kind: 'details', doc };
  if (hasResults(doc)) return { kind: 'results', doc };
  if (hasDetailLabels(doc)) return { kind: 'details', doc };
  if (FAULT.test(body) || /^error\b/i.test(title)) return { kind: 'error', doc };
  if (hasSearchForm(doc)) return { kind: NO_RESULTS.test(body) ? 'no-results' : 'search-form', doc };
  if (isGateWording(body, controls(doc))) return { kind: 'gate', doc };
  return { kind: 'unknown', doc };
}
