// fetch: one application's pages. DEF shows everything of an application (details, dates, further
// information, documents, appeals) on its display page, so that page is the application's one
// page; the disclaimer gate is passed first where the session has not accepted it yet.
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../contract.js';
import { displayUrl } from './discover.js';
import { defPages } from './page.js';
import { pageKindError } from './page-errors.js';
import { parseDisplay } from './parse-display.js';
import { openPage } from './session.js';

export async function fetchDef(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]> {
  const url = ref.url || displayUrl(ctx.council.baseUrl, ref.reference);
  const got = await openPage(ctx, url);
  if (got.kind !== 'display') throw pageKindError(got.kind, ['display'], got.page, ctx.council.slug);
  // Parsed as it arrives, so the record builder reuses the parse (kit/page-memo.ts); a parse that
  // fails is left for the record builder to meet again and report.
  try {
    defPages.pageParsed(got.page, got.url, parseDisplay);
    defPages.dropDoc(got.page);
  } catch {
    // kept: the record builder parses it again and throws
  }
  return [got.page];
}
