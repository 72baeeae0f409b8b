// What a Civica answer means when it is not the one asked for. The HTTP status is read first
// (errorForStatus: a 500 with a JSON fault is a passing fault, retried); this reads the body.
import type { FetchedPage } from '../../contract.js';
import {
  BlockedError,
  LayoutChangedError,
  TransientError,
  errorForStatus,
  type ScraperError,
} from '../../kit/errors.js';
import type { CivicaPageKind } from './detect.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/**
 * The error for an answer of kind `kind` where one of `expected` was wanted: a block page or a
 * disclaimer gate the adapter does not pass is a refusal (back off; never "no applications"), a
 * fault is passing, anything unrecognised means the portal or its API has changed.
 */
export function pageKindError(
  kind: CivicaPageKind,
  expected: CivicaPageKind[],
  page: FetchedPage,
  council?: string,
  message?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'gate':
      return new BlockedError(`Civica: a disclaimer gate stands in front of ${details.url}`, details);
    case 'error':
      return new TransientError(
        `Civica error answer at ${details.url}${message ? `: ${message}` : ''}`,
        details,
      );
    default:
      return new LayoutChangedError(
        `Civica: expected ${expected.join(' or ')}, got ${kind} at ${details.url}`,
        details,
      );
  }
}
