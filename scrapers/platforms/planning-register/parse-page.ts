// One page, whatever its kind: detect it and run its parser. Used by `plandata parse` and the
// benchmark; the adapter's parse step (record.ts) builds a record from the display page instead.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { bodyText, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { detectDefPage, isSearchForm, type DefPageKind } from './detect.js';
import { PLANNING_REGISTER, asDoc, findForm, formControls, hasDefMarks } from './page.js';
import { parseDisplay } from './parse-display.js';
import { parseGate } from './parse-gate.js';
import { parseResults } from './parse-results.js';

type PageParser = (doc: HtmlIndex, url: string) => unknown;

function searchFormFields(doc: HtmlIndex): unknown {
  const form = findForm(doc, (f) => isSearchForm(doc, f));
  return { fields: form < 0 ? [] : [...new Set(formControls(doc, form).map((c) => c.name))] };
}

function message(doc: HtmlIndex): unknown {
  return { message: clean(bodyText(doc)).slice(0, 500) };
}

const PARSERS: Partial<Record<DefPageKind, PageParser>> = {
  gate: parseGate,
  display: parseDisplay,
  results: parseResults,
  'search-form': searchFormFields,
  'no-results': message,
  error: message,
};

export function parseDefPage(input: string | HtmlIndex, url = ''): ParsedPage {
  const doc = asDoc(input);
  const kind = detectDefPage(doc);
  const parser = PARSERS[kind];
  return { platform: PLANNING_REGISTER, kind, data: parser ? parser(doc, url) : null };
}

/** The adapter's parsePage: a saved page as `plandata parse` prints it; null when it is not DEF's. */
export function defPageOf(page: FetchedPage): ParsedPage | null {
  const doc = asDoc(page.text);
  if (!hasDefMarks(doc)) return null;
  return parseDefPage(doc, page.finalUrl || page.url);
}
