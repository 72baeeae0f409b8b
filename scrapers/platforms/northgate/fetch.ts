// fetch: one application's pages: its StdDetails page, then the pages it links to that hold more of
// the record: the dates page (PLDetailsDates.xslt) and, where the council keeps its documents in
// NEC's PublicAccess_Live document store, that list. Documents held elsewhere (Idox WAM,
// DocumentExplorer) are not read: the record says so by leaving its documents null.
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../contract.js';
import { NotFoundError } from '../../kit/errors.js';
import type { HtmlIndex } from '../../kit/html.js';
import { load } from './discover.js';
import type { NorthgatePageKind } from './detect.js';
import { northgatePages } from './page.js';
import { pageKindError } from './page-errors.js';
import { parseDetails } from './parse-details.js';
import { parseDocstore } from './parse-docstore.js';

const PARSERS: Partial<Record<NorthgatePageKind, (doc: HtmlIndex, url: string) => unknown>> = {
  details: parseDetails,
  dates: parseDetails,
  documents: parseDocstore,
};

/** GET a page that must be of kind `expected`; parsed as it arrives, its document then let go. */
async function getPage(
  ctx: AdapterContext,
  url: string,
  expected: NorthgatePageKind,
  referer?: string,
): Promise<FetchedPage> {
  const got = load(ctx, await ctx.client.get(url, referer ? { referer } : undefined));
  if (got.kind !== expected) throw pageKindError(got.kind, [expected], got.page, ctx.council.slug);
  try {
    northgatePages.pageParsed(got.page, got.url, PARSERS[expected]!);
    northgatePages.dropDoc(got.page);
  } catch {
    // kept: the record builder parses it again and throws
  }
  return got.page;
}

/** Whether a documents link leads to NEC's document store, whose list this adapter reads. */
export function isDocstoreUrl(url: string | null): url is string {
  return !!url && /\/PublicAccess_Live\//i.test(url);
}

export async function fetchNorthgate(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]> {
  const first = await getPage(ctx, ref.url, 'details');
  const url = first.finalUrl || first.url;
  const details = northgatePages.pageParsed(first, url, parseDetails);
  const pages = [first];
  const more: [string | null, NorthgatePageKind][] = [
    [details.dates_url, 'dates'],
    [isDocstoreUrl(details.documents_url) ? details.documents_url : null, 'documents'],
  ];
  for (const [next, kind] of more) {
    if (!next) continue;
    try {
      pages.push(await getPage(ctx, next, kind, url));
    } catch (err) {
      // A page that has gone (404) loses that page only; anything else stops the application.
      if (!(err instanceof NotFoundError)) throw err;
      ctx.logger.warn({ council: ctx.council.slug, url: next, kind }, 'northgate: linked page not found');
    }
  }
  return pages;
}
