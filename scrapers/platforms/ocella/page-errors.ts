// What an OcellaWeb page means when it is not the one asked for (scrapers/kit/page-errors.ts).
import type { FetchedPage } from '../../contract.js';
import { pageKindError as kindError, statusError } from '../../kit/page-errors.js';
import type { ScraperError } from '../../kit/errors.js';
import type { OcellaPageKind } from './detect.js';

export { statusError };

export function pageKindError(
  kind: OcellaPageKind,
  expected: OcellaPageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  return kindError('OcellaWeb', kind, expected, page, council);
}
