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
import type { DefPageKind } from './detect.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/**
 * The error for a page of kind `kind` where one of `expected` was wanted. A firewall's page is a
 * back-off; DEF's own error page is a passing server fault; the disclaimer gate served again after
 * it was accepted means the gate has changed (its form wants something we do not send), so the
 * council fails and keeps its data: neither is ever read as "no applications".
 */
export function pageKindError(
  kind: DefPageKind,
  expected: DefPageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'error':
      return new TransientError(`DEF Planning Register error page at ${details.url}`, details);
    case 'gate':
      return new LayoutChangedError(
        `DEF disclaimer gate still served after accepting it at ${details.url}`,
        details,
      );
    default:
      return new LayoutChangedError(
        `expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
        details,
      );
  }
}
