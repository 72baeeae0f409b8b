// What a page served with 200 means when it is not the page asked for (kit/page-errors.ts): a
// firewall's page is a back-off, Planning Explorer's or ASP.NET's error page a passing server fault,
// anything else (the search form where results were due, an unrecognised page) a changed portal.
import type { FetchedPage } from '../../contract.js';
import type { ScraperError } from '../../kit/errors.js';
import { pageKindError as kindError } from '../../kit/page-errors.js';
import type { NorthgatePageKind } from './detect.js';

export { statusError } from '../../kit/page-errors.js';

export function pageKindError(
  kind: NorthgatePageKind,
  expected: NorthgatePageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  return kindError('Northgate', kind, expected, page, council);
}
