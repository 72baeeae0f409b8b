// Pages in, RawApplication out: the StdDetails page is required; the dates page is the fuller list
// of dates (its dates come first), the document store's list gives the documents. No
// normalisation here.
import type { FetchedPage, RawApplication } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { blankApplication, fillFrom } from '../../kit/record-fields.js';
import { pageKind, type NorthgatePageKind } from './detect.js';
import { NORTHGATE, northgatePages } from './page.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseDetails, type NorthgateDetails } from './parse-details.js';
import { parseDocstore, type NorthgateDocstore } from './parse-docstore.js';

export function buildNorthgateRecord(pages: FetchedPage[], councilSlug: string): RawApplication {
  let details: NorthgateDetails | null = null;
  let dates: NorthgateDetails | null = null;
  let docs: NorthgateDocstore | null = null;
  const urls: Record<string, string | null> = { summary: null, dates: null, documents: null };
  let fetchedAt: string | null = null;
  let firstFailure: { kind: NorthgatePageKind; page: FetchedPage } | null = null;
  for (const page of pages) {
    const failed = statusError(page, councilSlug);
    if (failed) throw failed;
    const url = page.finalUrl || page.url;
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
    const kind = pageKind(page, url);
    if (kind === 'details' && !details) {
      details = northgatePages.pageParsed(page, url, parseDetails);
      urls.summary = url;
    } else if (kind === 'dates' && !dates) {
      dates = northgatePages.pageParsed(page, url, parseDetails);
      urls.dates = url;
    } else if (kind === 'documents' && !docs) {
      docs = northgatePages.pageParsed(page, url, parseDocstore);
      urls.documents = url;
    } else if (kind !== 'details' && kind !== 'dates' && kind !== 'documents')
      firstFailure ??= { kind, page };
  }
  if (!details) {
    if (firstFailure) throw pageKindError(firstFailure.kind, ['details'], firstFailure.page, councilSlug);
    throw new LayoutChangedError('no Northgate details page among the pages', { council: councilSlug });
  }
  const record = blankApplication(NORTHGATE, councilSlug, details.reference);
  record.keyval = details.keyval;
  record.fetched_at = fetchedAt;
  record.urls.summary = urls.summary;
  record.urls.dates = urls.dates;
  record.urls.documents = urls.documents;
  if (details.comments_url) record.urls.comments = details.comments_url;
  // The dates page speaks first for dates; the details page for everything else.
  if (dates)
    for (const [k, d] of Object.entries(dates.fields.dates))
      if (d) record.dates[k as keyof typeof record.dates] = d;
  fillFrom(record, details.fields);
  if (dates) fillFrom(record, dates.fields);
  if (docs) {
    record.documents = docs.documents;
    record.documents_count = docs.documents.length;
  }
  return record;
}
