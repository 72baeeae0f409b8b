// What a page means when it is not the page asked for, for platforms that read their pages' kinds
// (scrapers/platforms/<p>/detect.ts): the HTTP status first (errorForStatus), then the kind. A
// firewall's page is a back-off, the portal's own error page a passing server fault, and anything
// else (a search form where results were due, a page no parser knows) a changed portal: none of
// them is ever read as "no applications". A platform adds the kinds of its own (DEF's disclaimer
// gate) through `special`.
import type { FetchedPage } from '../contract.js';
import {
  BlockedError,
  LayoutChangedError,
  TransientError,
  errorForStatus,
  type ScraperError,
  type ScraperErrorDetails,
} from './errors.js';

export function statusError(page: FetchedPage, council?: string): ScraperError | null {
  return errorForStatus(page.status, page.finalUrl || page.url, page.headers, council);
}

/** The error for a page of kind `kind` where one of `expected` was wanted, on `portal` ("Northgate"). */
export function pageKindError<K extends string>(
  portal: string,
  kind: K,
  expected: readonly K[],
  page: FetchedPage,
  council?: string,
  special: Partial<Record<K, (details: ScraperErrorDetails & { url: string }) => ScraperError>> = {},
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  const own = special[kind];
  if (own) return own(details);
  if (kind === 'blocked')
    return new BlockedError(`block page served with ${page.status} at ${details.url}`, details);
  if (kind === 'error') return new TransientError(`${portal} error page at ${details.url}`, details);
  return new LayoutChangedError(
    `expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
    details,
  );
}
