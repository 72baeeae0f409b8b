// Which Civica page or answer is this? Read off the body, never assumed from the URL asked for: the
// W2 API answers JSON (a search, no results, a document list, a fault), its portal page is a script
// shell naming the API, and the older JSF register serves its search form, results list and case
// details as HTML. Firewalls' block pages and disclaimer gates come with 200 too.
import { isBlockWording } from '../../kit/blocks.js';
import { isGateWording } from '../../kit/gates.js';
import { bodyText, loadHtml, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { classifyCivicaJson, readJson, type CivicaJson } from './json.js';
import { formMessage, hasCaseDetails, hasResultsTable, hasSearchForm } from './parse-html.js';

export type CivicaPageKind =
  /** W2 portal page naming its API (Civica.APIUrl). */
  | 'landing'
  /** keyobject/pagedsearch with cases. */
  | 'search'
  | 'no-results'
  /** doc/list. */
  | 'documents'
  /** A fault: W2's JSON fault, or the older register's error page (served with 200 as often as not). */
  | 'error'
  | 'search-form'
  | 'results'
  | 'details'
  | 'gate'
  | 'blocked'
  | 'unknown';

export interface CivicaPage {
  kind: CivicaPageKind;
  json?: CivicaJson;
  doc?: HtmlIndex;
}

const NO_RESULTS =
  /\bno (?:matching )?(?:results|records|cases|applications|planning (?:cases|applications))\b/i;

/** W2's portal settings in the page's script: the API's URL and the planning ref type. */
export interface CivicaSettings {
  api: string | null;
  refType: string | null;
}

export function readSettings(text: string, url: string): CivicaSettings {
  const api = /APIUrl["']?\s*[:=]\s*["']([^"']+)["']/.exec(text)?.[1] ?? null;
  const refType = /PlanningApplicationRefType["']?\s*[:=]\s*["']([^"']+)["']/.exec(text)?.[1] ?? null;
  let abs: string | null = null;
  if (api) {
    try {
      abs = new URL(api, url).toString().replace(/\/+$/, '');
    } catch {
      abs = null;
    }
  }
  return { api: abs, refType };
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

/** Marks of a Civica page: its author meta, the W2 namespace or script, its API. */
export function hasCivicaMarks(text: string): boolean {
  return /content="Civica|comino\.com\/jsftags|Handler\.ashx|Civica\.APIUrl|w2webparts|genericKeyObjectSearch/i.test(
    text,
  );
}

export function detectCivicaPage(text: string, url = ''): CivicaPage {
  const value = readJson(text);
  if (value !== undefined) {
    const json = classifyCivicaJson(value);
    return { kind: json.kind === 'search' ? 'search' : json.kind, json };
  }
  const doc = loadHtml(text);
  const body = clean(bodyText(doc));
  const title = clean(doc.textOfAll(doc.byTag('title')));
  if (isBlockWording(`${title} ${body}`.slice(0, 4000))) return { kind: 'blocked', doc };
  if (hasCaseDetails(doc)) return { kind: 'details', doc };
  if (hasResultsTable(doc)) return { kind: 'results', doc };
  if (hasSearchForm(doc)) {
    const message = formMessage(doc);
    return { kind: message && NO_RESULTS.test(message) ? 'no-results' : 'search-form', doc };
  }
  if (readSettings(text, url || 'http://x/').api) return { kind: 'landing', doc };
  if (isGateWording(body, controls(doc))) return { kind: 'gate', doc };
  if (hasCivicaMarks(text) && (/^error\b/i.test(title) || /an error has occurred|exception/i.test(body))) {
    return { kind: 'error', doc };
  }
  return { kind: 'unknown', doc };
}
