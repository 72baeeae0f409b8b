// fetch: one application's pages: its details page (planningDetails?reference=..), then its
// documents list, posted through the details page's show-documents form as a person's browser
// does (showDocuments?reference=..&module=pl).
import type { AdapterContext, DiscoveredRef, FetchedPage } from '../../contract.js';
import { NotFoundError } from '../../kit/errors.js';
import { detailsUrl, expect, load, ocellaBase } from './discover.js';
import { parseDetails } from './parse.js';

export function documentsUrl(baseUrl: string, reference: string): string {
  return `${ocellaBase(baseUrl)}/showDocuments?reference=${encodeURIComponent(reference)}&module=pl`;
}

export async function fetchOcella(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]> {
  const url = /planningDetails\?/i.test(ref.url) ? ref.url : detailsUrl(ctx.council.baseUrl, ref.reference);
  const d = load(ctx, await ctx.client.get(url));
  expect(ctx, d, ['details']);
  const form = parseDetails(d.doc, d.url).documentsForm;
  const docsPage = form
    ? await ctx.client.post(form.action, form.fields, { referer: d.url })
    : await ctx.client.post(documentsUrl(ctx.council.baseUrl, ref.reference), [], { referer: d.url });
  try {
    const docs = load(ctx, docsPage);
    expect(ctx, docs, ['documents']);
  } catch (err) {
    // A documents list that has gone (404) loses the list only; anything else stops the application.
    if (!(err instanceof NotFoundError)) throw err;
    ctx.logger.warn({ council: ctx.council.slug, reference: ref.reference }, 'ocella: no documents list');
    return [d.page];
  }
  return [d.page, docsPage];
}
