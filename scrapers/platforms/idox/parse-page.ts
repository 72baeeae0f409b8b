// One page, whatever its kind: detect it and run its parser. Used by `plandata parse` and the
// benchmark; the adapter's parse step (record.ts) merges several pages into one record instead.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { detectIdoxPage, type IdoxPageKind } from './detect.js';
import { loadIdoxPage, messages } from './page.js';
import { parseDates } from './parse-dates.js';
import { parseDetails } from './parse-details.js';
import { parseDocuments } from './parse-documents.js';
import { parseProperty } from './parse-property.js';
import { parseRelated } from './parse-related.js';
import { parseResults } from './parse-results.js';
import { parseSummary } from './parse-summary.js';
import { parseWeeklyList } from './parse-weekly-list.js';
import { clean } from '../../kit/text.js';
import type { HtmlIndex } from '../../kit/html.js';

export interface ParsedIdoxPage {
  platform: 'idox';
  kind: IdoxPageKind;
  data: unknown;
}

/** `$('.content').first().find('h2, h3, p')`, their texts joined. */
function errorText(doc: HtmlIndex): string {
  const content = doc.byClass('content');
  if (content.length === 0) return '';
  const { names } = doc;
  return doc
    .find([content[0]], (e) => names[e] === 'h2' || names[e] === 'h3' || names[e] === 'p')
    .map((e) => clean(doc.textOf(e)))
    .filter(Boolean)
    .join(' ');
}

type PageParser = (doc: HtmlIndex, url: string) => unknown;

const PARSERS: Partial<Record<IdoxPageKind, PageParser>> = {
  summary: parseSummary,
  details: parseDetails,
  dates: parseDates,
  documents: parseDocuments,
  results: parseResults,
  'weekly-list': parseWeeklyList,
  related: parseRelated,
  property: parseProperty,
  'no-results': (doc) => ({ messages: messages(doc) }),
  'too-many-results': (doc) => ({ messages: messages(doc) }),
  'permission-denied': (doc) => ({ message: errorText(doc) }),
  error: (doc) => ({ message: errorText(doc) }),
};

export function parseIdoxPage(html: string, url = ''): ParsedIdoxPage {
  const doc = loadIdoxPage(html);
  const kind = detectIdoxPage(doc, url);
  const parser = PARSERS[kind];
  return { platform: 'idox', kind, data: parser ? parser(doc, url) : null };
}

/** An Idox page by its own marks (the Public Access paths, its comments and wrapper), or by its kind. */
function isIdoxPage(html: string, url: string): boolean {
  return (
    /online-applications|IDOX PA START|idoxgroup|id="idox"/i.test(html) ||
    detectIdoxPage(html, url) !== 'unknown'
  );
}

/** The adapter's parsePage: a saved page as `plandata parse` prints it; null when it is not Idox's. */
export function idoxPageOf(page: FetchedPage): ParsedPage | null {
  const url = page.finalUrl || page.url;
  return isIdoxPage(page.text, url) ? parseIdoxPage(page.text, url) : null;
}
