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
import type { IdoxPageKind } from './detect.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/**
 * The error for a page of kind `kind` where one of `expected` was wanted. Permission-denied is
 * treated as blocked, not as empty (Reigate serves it for restricted applications and when it
 * throttles: fixtures/portals/MANIFEST.md); Idox's generic error page is a passing server fault;
 * anything unrecognised means the layout moved.
 */
export function pageKindError(
  kind: IdoxPageKind,
  expected: IdoxPageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'permission-denied':
      return new BlockedError(`Idox permission denied page at ${details.url}`, details);
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'error':
      return new TransientError(`Idox error page at ${details.url}`, details);
    default:
      return new LayoutChangedError(
        `expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
        details,
      );
  }
}
