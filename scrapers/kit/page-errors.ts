// What a page served with 200 means when it is not the one asked for, on any platform that reads
// its pages' kinds (scrapers/platforms/<p>/detect.ts): the HTTP status first (errorForStatus), then
// the kind. A firewall's block page or a gate the adapter does not pass is a refusal (back off; never
// "no applications"), the portal's own fault page is passing (retry), anything else (a search form
// where results were due, a page no parser knows) means the portal changed (fail the council, keep
// its data). A platform with kinds of its own (DEF's disclaimer gate) passes their errors in `extra`.
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

/** The errors of a platform's own page kinds, by kind. */
export type SpecialKindErrors<K extends string> = Partial<
  Record<K, (details: ScraperErrorDetails & { url: string }) => ScraperError>
>;

/**
 * The error for a page of kind `kind` where one of `expected` was wanted, on `platform` (named in
 * the message). `extra` is the portal's own wording of its fault (a string, added to the message of
 * an error page), or the errors of kinds only this platform has.
 */
export function pageKindError<K extends string>(
  platform: string,
  kind: K,
  expected: readonly K[],
  page: FetchedPage,
  council?: string,
  extra?: string | SpecialKindErrors<K>,
): ScraperError {
  const details = { url: page.finalUrl || page.url, status: page.status, council, pageKind: kind };
  const own = typeof extra === 'object' ? extra[kind] : undefined;
  if (own) return own(details);
  const message = typeof extra === 'string' ? extra : undefined;
  switch (kind as string) {
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
        `${platform}: expected ${expected.join(' or ')} page, got ${kind} at ${details.url}`,
        details,
      );
  }
}
