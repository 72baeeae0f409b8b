// One page, whatever its kind: detect it and run its parser. Used by `plandata parse` and the
// benchmark; the adapter's parse step (record.ts) merges several pages into one record instead.
import { detectIdoxPage, type IdoxPageKind } from './detect.js';
import { loadHtml, messages } from './dom.js';
import { parseDates } from './parse-dates.js';
import { parseDetails } from './parse-details.js';
import { parseDocuments } from './parse-documents.js';
import { parseProperty } from './parse-property.js';
import { parseRelated } from './parse-related.js';
import { parseResults } from './parse-results.js';
import { parseSummary } from './parse-summary.js';
import { parseWeeklyList } from './parse-weekly-list.js';
import { clean } from './text.js';
import type { CheerioAPI } from './dom.js';

export interface ParsedIdoxPage {
  platform: 'idox';
  kind: IdoxPageKind;
  data: unknown;
}

function errorText($: CheerioAPI): string {
  return $('.content')
    .first()
    .find('h2, h3, p')
    .toArray()
    .map((e) => clean($(e).text()))
    .filter(Boolean)
    .join(' ');
}

type PageParser = ($: CheerioAPI, url: string) => unknown;

const PARSERS: Partial<Record<IdoxPageKind, PageParser>> = {
  summary: parseSummary,
  details: parseDetails,
  dates: parseDates,
  documents: parseDocuments,
  results: parseResults,
  'weekly-list': parseWeeklyList,
  related: parseRelated,
  property: parseProperty,
  'no-results': ($) => ({ messages: messages($) }),
  'too-many-results': ($) => ({ messages: messages($) }),
  'permission-denied': ($) => ({ message: errorText($) }),
  error: ($) => ({ message: errorText($) }),
};

export function parseIdoxPage(html: string, url = ''): ParsedIdoxPage {
  const $ = loadHtml(html);
  const kind = detectIdoxPage($, url);
  const parser = PARSERS[kind];
  return { platform: 'idox', kind, data: parser ? parser($, url) : null };
}
