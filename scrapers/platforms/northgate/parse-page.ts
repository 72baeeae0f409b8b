// One page, whatever its kind: detect it and run its parser. Used by `plandata parse` and the
// benchmark; the adapter's parse step (record.ts) merges an application's pages instead.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { bodyText, type HtmlIndex } from '../../kit/html.js';
import { clean } from '../../kit/text.js';
import { detectNorthgatePage, type NorthgatePageKind } from './detect.js';
import { NORTHGATE, asDoc, hasNorthgateMarks } from './page.js';
import { parseDetails } from './parse-details.js';
import { parseDocstore } from './parse-docstore.js';
import { parseResults } from './parse-results.js';

type PageParser = (doc: HtmlIndex, url: string) => unknown;

function message(doc: HtmlIndex): unknown {
  return { message: clean(bodyText(doc)).slice(0, 500) };
}

const PARSERS: Partial<Record<NorthgatePageKind, PageParser>> = {
  results: parseResults,
  details: parseDetails,
  dates: parseDetails,
  documents: parseDocstore,
  'no-results': message,
  error: message,
};

export function parseNorthgatePage(input: string | HtmlIndex, url = ''): ParsedPage {
  const doc = asDoc(input);
  const kind = detectNorthgatePage(doc);
  const parser = PARSERS[kind];
  return { platform: NORTHGATE, kind, data: parser ? parser(doc, url) : null };
}

/** The adapter's parsePage: a saved page as `plandata parse` prints it; null when it is not Northgate's. */
export function northgatePageOf(page: FetchedPage): ParsedPage | null {
  const doc = asDoc(page.text);
  if (!hasNorthgateMarks(doc)) return null;
  return parseNorthgatePage(doc, page.finalUrl || page.url);
}
