// What a page served with 200 means when it is not the one asked for, on any platform: a firewall's
// block page or a gate the adapter does not pass is a refusal (back off; never "no applications"),
// the platform's own fault page is passing (retry), anything unrecognised means the portal changed
// (fail the council, keep its data). A platform with pages of its own to tell apart (Idox's
// permission-denied) reads those first.
import type { FetchedPage } from '../contract.js';
import {
  BlockedError,
  LayoutChangedError,
  TransientError,
  errorForStatus,
  type ScraperError,
} from './errors.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/** The error for a page of kind `kind` where one of `expected` was wanted, on `platform` (for the message). */
export function pageKindError(
  platform: string,
  kind: string,
  expected: readonly string[],
  page: FetchedPage,
  council?: string,
  message?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'gate':
      return new BlockedError(`${platform}: a disclaimer gate stands in front of ${details.url}`, details);
    case 'error':
      return new TransientError(
        `${platform} error page at ${details.url}${message ? `: ${message}` : ''}`,
        details,
      );
    default:
      return new LayoutChangedError(
        `${platform}: expected ${expected.join(' or ')}, got ${kind} at ${details.url}`,
        details,
      );
  }
}
