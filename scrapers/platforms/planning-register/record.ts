// Pages in, RawApplication out: the display page is required and holds the whole record. Its panes
// fill the fields (Summary first, then Important Dates and Further Information, then the status
// bar where they leave a field empty); the documents pane gives the documents, the appeals pane the
// appeals, Fylde's consultations pane the consultees and constraints. No normalisation here.
import type { FetchedPage, RawApplication } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { blankApplication, fillFrom } from '../../kit/record-fields.js';
import { pageKind, type DefPageKind } from './detect.js';
import { PLANNING_REGISTER, defPages } from './page.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseDisplay, type DefDisplay } from './parse-display.js';

export function buildDefRecord(pages: FetchedPage[], councilSlug: string): RawApplication {
  let display: DefDisplay | null = null;
  let displayUrl: string | null = null;
  let fetchedAt: string | null = null;
  let firstFailure: { kind: DefPageKind; page: FetchedPage } | null = null;
  for (const page of pages) {
    const failed = statusError(page, councilSlug);
    if (failed) throw failed;
    const url = page.finalUrl || page.url;
    if (!fetchedAt || page.fetchedAt > fetchedAt) fetchedAt = page.fetchedAt;
    const kind = pageKind(page, url);
    if (kind === 'display' && !display) {
      display = defPages.pageParsed(page, url, parseDisplay);
      displayUrl = url;
    } else if (kind !== 'display') firstFailure ??= { kind, page };
  }
  if (!display) {
    if (firstFailure) throw pageKindError(firstFailure.kind, ['display'], firstFailure.page, councilSlug);
    throw new LayoutChangedError('no DEF display page among the pages', { council: councilSlug });
  }
  const record = blankApplication(PLANNING_REGISTER, councilSlug, display.reference);
  record.keyval = display.record_number;
  record.fetched_at = fetchedAt;
  record.urls.summary = displayUrl;
  fillFrom(record, display.fields);

  const appeal = display.appeals[0];
  if (appeal) {
    record.appeal_decision ??= appeal.status;
    record.dates.appeal_lodged ??= appeal.started;
    record.dates.appeal_decided ??= appeal.decided;
  }
  record.related = display.appeals.map(({ reference, url, kind, description, status }) => ({
    reference,
    url,
    kind,
    description,
    status,
  }));
  if (display.documents !== null) {
    record.documents = display.documents;
    record.documents_count = display.documents.length;
    record.urls.documents = displayUrl;
  }
  if (display.consultees !== null) {
    record.comments = { objections: null, supporting: null, received: null, consulted: display.consultees };
  }
  if (display.constraints.length) record.extra['Constraints'] = display.constraints.join('; ');
  return record;
}
