// Pages in, RawApplication out: each page is recognised, parsed by its own parser, and the parts are
// merged. The summary is required; the other tabs add what they hold. No normalisation here.
import { idoxPages } from './page.js';
import { pageKind } from './detect.js';
import {
  DATE_KEYS,
  type FetchedPage,
  type RawProperty,
  type RawApplication,
  type RawUrls,
} from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { blankApplication, TEXT_FIELDS } from '../../kit/record-fields.js';
import type { IdoxPageKind } from './detect.js';
import { parseDates, type IdoxDates } from './parse-dates.js';
import { parseDetails, type IdoxDetails } from './parse-details.js';
import { parseDocuments, type IdoxDocuments } from './parse-documents.js';
import { parseProperty } from './parse-property.js';
import { parseRelated, type IdoxRelated } from './parse-related.js';
import { parseSummary, type IdoxSummary } from './parse-summary.js';
import { pageKindError, statusError } from './page-errors.js';
import { keyValFromUrl } from './text.js';
import type { HtmlIndex } from '../../kit/html.js';

export const IDOX = 'idox';

/**
 * The parser of each page kind a record is built from. The fetch step runs it on each page as
 * it arrives (fetch.ts), the record builder reads the same result through pageParsed.
 */
export const RECORD_PAGE_PARSERS = {
  summary: parseSummary,
  details: parseDetails,
  dates: parseDates,
  documents: parseDocuments,
  related: parseRelated,
  property: parseProperty,
} satisfies Partial<Record<IdoxPageKind, (input: HtmlIndex, url: string) => unknown>>;

export type RecordPageKind = keyof typeof RECORD_PAGE_PARSERS;

export function buildIdoxRecord(pages: FetchedPage[], councilSlug: string): RawApplication {
  let summary: IdoxSummary | null = null;
  let details: IdoxDetails | null = null;
  let dates: IdoxDates | null = null;
  let docs: IdoxDocuments | null = null;
  let related: IdoxRelated | null = null;
  let property: RawProperty | null = null;
  const urls: RawUrls = {
    summary: null,
    details: null,
    dates: null,
    documents: null,
    related: null,
    property: null,
  };
  let fetchedAt: string | null = null;
  let firstFailure: { kind: IdoxPageKind; page: FetchedPage } | null = null;

  for (const page of pages) {
    const failed = statusError(page, councilSlug);
    if (failed) throw failed;
    const url = page.finalUrl || page.url;
    const kind = pageKind(page, url);
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
    switch (kind) {
      case 'summary':
        summary = idoxPages.pageParsed(page, url, parseSummary);
        urls.summary = url;
        break;
      case 'details':
        details = idoxPages.pageParsed(page, url, parseDetails);
        urls.details = url;
        break;
      case 'dates':
        dates = idoxPages.pageParsed(page, url, parseDates);
        urls.dates = url;
        break;
      case 'documents':
        docs = idoxPages.pageParsed(page, url, parseDocuments);
        urls.documents = url;
        break;
      case 'related':
        related = idoxPages.pageParsed(page, url, parseRelated);
        urls.related = url;
        break;
      case 'property':
        property ??= idoxPages.pageParsed(page, url, parseProperty);
        urls.property ??= url;
        break;
      default:
        firstFailure ??= { kind, page };
    }
  }

  if (!summary) {
    if (firstFailure) throw pageKindError(firstFailure.kind, ['summary'], firstFailure.page, councilSlug);
    throw new LayoutChangedError('no Idox summary page among the pages', { council: councilSlug });
  }

  const record: RawApplication = {
    ...blankApplication(IDOX, councilSlug, summary.reference),
    keyval: summary.keyval ?? keyValFromUrl(urls.summary),
    documents: docs ? docs.documents : null,
    documents_count: docs ? docs.documents.length : summary.documents_count,
    related: related ? related.cases : [],
    urls,
    fetched_at: fetchedAt,
  };

  // The summary speaks first; Further Information fills what it leaves empty.
  for (const f of TEXT_FIELDS) record[f] = summary.text[f] ?? details?.text[f] ?? null;
  // Important Dates is the fuller list; the summary's dates stand where it has none.
  for (const k of DATE_KEYS) {
    record.dates[k] = dates?.dates[k] ?? summary.dates[k] ?? details?.dates[k] ?? null;
  }
  Object.assign(record.extra, summary.extra, details?.extra ?? {}, dates?.extra ?? {});

  if (summary.public_comments !== null || summary.consultee_comments !== null) {
    record.comments = {
      objections: null,
      supporting: null,
      received: summary.public_comments,
      consulted: null,
    };
  }
  if (summary.consultee_comments !== null)
    record.extra['Consultee Comments'] = String(summary.consultee_comments);

  if (property) record.property = property;
  else if (related && related.properties.length > 0) {
    const p = related.properties[0];
    record.property = { uprn: null, address: p.address, keyval: p.keyval, url: p.url, fields: {} };
  }
  return record;
}
