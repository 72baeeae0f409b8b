// What a page served with 200 means when it is not the page asked for (kit/page-errors.ts): a
// firewall's page is a back-off; DEF's own error page a passing server fault; the disclaimer gate
// served again after it was accepted means the gate has changed (its form wants something we do not
// send), so the council fails and keeps its data: neither is ever read as "no applications".
import type { FetchedPage } from '../../contract.js';
import { LayoutChangedError, type ScraperError } from '../../kit/errors.js';
import { pageKindError as kindError } from '../../kit/page-errors.js';
import type { DefPageKind } from './detect.js';

export { statusError } from '../../kit/page-errors.js';

export function pageKindError(
  kind: DefPageKind,
  expected: DefPageKind[],
  page: FetchedPage,
  council?: string,
): ScraperError {
  return kindError('DEF Planning Register', kind, expected, page, council, {
    gate: (d) => new LayoutChangedError(`DEF disclaimer gate still served after accepting it at ${d.url}`, d),
  });
}
