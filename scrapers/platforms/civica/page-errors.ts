// What a Civica answer means when it is not the one asked for (scrapers/kit/page-errors.ts): the
// HTTP status first (a 500 with a JSON fault is a passing fault, retried), then the body.
import type { FetchedPage } from '../../contract.js';
import { pageKindError as kindError, statusError } from '../../kit/page-errors.js';
import type { ScraperError } from '../../kit/errors.js';
import type { CivicaPageKind } from './detect.js';

export { statusError };

export function pageKindError(
  kind: CivicaPageKind,
  expected: CivicaPageKind[],
  page: FetchedPage,
  council?: string,
  message?: string,
): ScraperError {
  return kindError('Civica', kind, expected, page, council, message);
}
