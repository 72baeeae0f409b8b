// What a page served with 200 means when it is not the page asked for. The HTTP status is read
// first (errorForStatus); this reads the page itself.
import type { FetchedPage } from '../../contract.js';
import {
  BlockedError,
  LayoutChangedError,
  TransientError,
  errorForStatus,
  type ScraperError,
} from '../../kit/errors.js';
import type { NorthgatePageKind } from './detect.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/**
 * The error for a page of kind `kind` where one of `expected` was wanted: a firewall's page is a
 * back-off, Planning Explorer's or ASP.NET's error page a passing server fault, anything else (the
 * search form where results were due, an unrecognised page) a changed portal: never "no
 * applications".
 */
export function pageKindError(
  kind: NorthgatePageKind,
  expected: NorthgatePageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'error':
      return new TransientError(`Northgate error page at ${details.url}`, details);
    default:
      return new LayoutChangedError(
        `expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
        details,
      );
  }
}
