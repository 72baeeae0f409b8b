// fetch: one application's pages, summary first. The tabs to read are the ones the summary links
// to (a council without a documents tab, or with its documents on another system such as Lambeth's
// externalDocuments, simply has none), then the first associated property's page for its UPRN.
import { idoxPages } from './page.js';
import { pageKind } from './detect.js';
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../contract.js';
import { NotFoundError, type ScraperError } from '../../kit/errors.js';
import { summaryUrl } from './discover.js';
import type { HtmlIndex } from '../../kit/html.js';
import { RECORD_PAGE_PARSERS, type RecordPageKind } from './record.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseRelated } from './parse-related.js';
import { parseSummary } from './parse-summary.js';

async function getPage(
  ctx: AdapterContext,
  url: string,
  expected: RecordPageKind,
  referer?: string,
): Promise<{ page: FetchedPage } | ScraperError> {
  const page = await ctx.client.get(url, referer ? { referer } : undefined);
  const failed = statusError(page, ctx.council.slug);
  if (failed) return failed;
  // Detected and parsed once, as it arrives: the record builder reuses both (page-cache.ts), and
  // the document is let go before the next request. A parse that fails is left for the record
  // builder to meet again and report, as it would without this.
  const pageUrl = page.finalUrl || page.url;
  const kind = pageKind(page, pageUrl);
  if (kind !== expected) return pageKindError(kind, [expected], page, ctx.council.slug);
  try {
    idoxPages.pageParsed(
      page,
      pageUrl,
      RECORD_PAGE_PARSERS[expected] as (input: HtmlIndex, url: string) => unknown,
    );
    idoxPages.dropDoc(page);
  } catch {
    // kept: the record builder parses it again and throws
  }
  return { page };
}

export async function fetchIdox(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]> {
  const first = await getPage(
    ctx,
    ref.keyval ? summaryUrl(ctx.council.baseUrl, ref.keyval) : ref.url,
    'summary',
  );
  if (!('page' in first)) throw first;
  const pages = [first.page];
  const url = first.page.finalUrl || first.page.url;
  const summary = idoxPages.pageParsed(first.page, url, parseSummary);
  const tabs: [string | undefined, RecordPageKind][] = [
    [summary.tabs.urls.details, 'details'],
    [summary.tabs.urls.dates, 'dates'],
    [summary.documents_count === 0 ? undefined : summary.tabs.urls.documents, 'documents'],
    [summary.tabs.urls.relatedCases ?? summary.property_link ?? undefined, 'related'],
  ];
  for (const [tabUrl, kind] of tabs) {
    if (!tabUrl) continue;
    const got = await getPage(ctx, tabUrl, kind, url);
    // A tab that has gone (404) loses that tab only; anything else stops the application.
    if (got instanceof NotFoundError) {
      ctx.logger.warn({ council: ctx.council.slug, url: tabUrl, kind }, 'idox: tab not found');
      continue;
    }
    if (!('page' in got)) throw got;
    pages.push(got.page);
    if (kind === 'related') {
      const prop = idoxPages.pageParsed(got.page, got.page.finalUrl || got.page.url, parseRelated)
        .properties[0];
      if (prop?.url) {
        const p = await getPage(ctx, prop.url, 'property', tabUrl);
        if (p instanceof NotFoundError) continue;
        if (!('page' in p)) throw p;
        pages.push(p.page);
      }
    }
  }
  return pages;
}
