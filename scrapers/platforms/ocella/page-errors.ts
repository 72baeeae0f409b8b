// What an OcellaWeb page means when it is not the one asked for. The HTTP status is read first.
import type { FetchedPage } from '../../contract.js';
import {
  BlockedError,
  LayoutChangedError,
  TransientError,
  errorForStatus,
  type ScraperError,
} from '../../kit/errors.js';
import type { OcellaPageKind } from './detect.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/** A block page or gate is a refusal (back off), a fault is passing, anything else a changed portal. */
export function pageKindError(
  kind: OcellaPageKind,
  expected: OcellaPageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  switch (kind) {
    case 'blocked':
      return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
    case 'gate':
      return new BlockedError(`OcellaWeb: a disclaimer gate stands in front of ${details.url}`, details);
    case 'error':
      return new TransientError(`OcellaWeb error page at ${details.url}`, details);
    default:
      return new LayoutChangedError(
        `OcellaWeb: expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
        details,
      );
  }
}
