// discover: the applications in a date window, from the search form (planningSearch): the window
// in its date fields (dd-mm-yy, as OcellaWeb takes them; receivedFrom/receivedTo, and the decided
// and validated pairs where a council's form has them), show-all set so the answer is one long
// page (a "Next" link is followed where a council pages anyway). A search with no hits re-renders
// the form with its message: no applications. A block page, a gate, a fault or anything
// unrecognised is an error, never that.
import type { AdapterContext, DateField, DateWindow, DiscoveredRef, FetchedPage } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { detectOcellaPage, type OcellaPageKind } from './detect.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseResults, parseSearchForm } from './parse.js';
import { readOcellaFields } from './record.js';
import { parseDetails } from './parse.js';
import type { HtmlIndex } from '../../kit/html.js';

/** Council options an OcellaWeb council row may set (CouncilConfig.options). */
export interface OcellaOptions {
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

export function ocellaBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/planningSearch$/i, '');
}

export function detailsUrl(baseUrl: string, reference: string): string {
  return `${ocellaBase(baseUrl)}/planningDetails?reference=${encodeURIComponent(reference)}&from=planningSearch`;
}

/** dd-mm-yy, as OcellaWeb's search takes dates. */
export function ocellaFormDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y.slice(2)}`;
}

export interface Loaded {
  page: FetchedPage;
  kind: OcellaPageKind;
  doc: HtmlIndex;
  url: string;
}

export function load(ctx: AdapterContext, page: FetchedPage): Loaded {
  const failed = statusError(page, ctx.council.slug);
  if (failed) throw failed;
  const { kind, doc } = detectOcellaPage(page.text);
  return { page, kind, doc, url: page.finalUrl || page.url };
}

export function expect(ctx: AdapterContext, l: Loaded, kinds: OcellaPageKind[]): void {
  if (!kinds.includes(l.kind)) throw pageKindError(l.kind, kinds, l.page, ctx.council.slug);
}

async function* search(
  ctx: AdapterContext,
  by: DateField,
  from: string,
  to: string,
): AsyncGenerator<DiscoveredRef> {
  const base = ocellaBase(ctx.council.baseUrl);
  const formPage = load(ctx, await ctx.client.get(`${base}/planningSearch`));
  expect(ctx, formPage, ['search-form']);
  const form = parseSearchForm(formPage.doc, formPage.url);
  if (!form)
    throw new LayoutChangedError('OcellaWeb search form not readable', {
      url: formPage.url,
      council: ctx.council.slug,
    });
  const range = form.dateFields[by];
  if (!range) {
    if (by === 'received')
      throw new LayoutChangedError('OcellaWeb search form has no received dates', {
        url: formPage.url,
        council: ctx.council.slug,
      });
    ctx.logger.debug({ council: ctx.council.slug, by }, 'ocella: the search form has no such dates');
    return;
  }
  const fields = form.form.fields
    .filter(([n]) => n !== 'showall')
    .map(([n, v]) => [n, v] as [string, string]);
  const set = (name: string, value: string) => {
    const f = fields.find(([n]) => n === name);
    if (f) f[1] = value;
    else fields.push([name, value]);
  };
  set(range[0], ocellaFormDate(from));
  set(range[1], ocellaFormDate(to));
  if (form.showAll) fields.push(form.showAll);
  const window = { by, from, to };
  let l = load(ctx, await ctx.client.post(form.form.action, fields, { referer: formPage.url }));
  expect(ctx, l, ['results', 'no-results', 'details']);
  if (l.kind === 'no-results') return;
  if (l.kind === 'details') {
    const f = readOcellaFields(parseDetails(l.doc, l.url).rows);
    if (!f.text.reference)
      throw new LayoutChangedError('OcellaWeb details page without a reference', {
        url: l.url,
        council: ctx.council.slug,
      });
    yield {
      council_slug: ctx.council.slug,
      reference: f.text.reference,
      keyval: null,
      url: detailsUrl(base, f.text.reference),
      address: f.text.address ?? null,
      description: f.text.description ?? null,
      status: f.text.status ?? null,
      received: f.dates.received,
      validated: f.dates.validated,
      found_by: 'single-hit',
      window,
    };
    return;
  }
  const maxPages = ((ctx.council.options ?? {}) as OcellaOptions).maxPages ?? 200;
  for (let n = 1; ; n++) {
    const results = parseResults(l.doc, l.url);
    if (results.rows.length === 0)
      throw new LayoutChangedError('OcellaWeb results with no readable references', {
        url: l.url,
        council: ctx.council.slug,
        pageKind: 'results',
      });
    for (const row of results.rows) {
      const received = row.received ? readOcellaFields([{ label: 'Received', value: row.received }]) : null;
      yield {
        council_slug: ctx.council.slug,
        reference: row.reference,
        keyval: null,
        url: row.url ?? detailsUrl(base, row.reference),
        address: row.address,
        description: row.description,
        status: row.status,
        received: received?.dates.received ?? null,
        validated: null,
        found_by: 'search',
        window,
      };
    }
    if (!results.nextUrl) return;
    if (n >= maxPages)
      throw new LayoutChangedError(`OcellaWeb results did not end after ${maxPages} pages`, {
        url: l.url,
        council: ctx.council.slug,
      });
    l = load(ctx, await ctx.client.get(results.nextUrl, { referer: l.url }));
    expect(ctx, l, ['results']);
  }
}

/** The adapter's discover step: every application in the window, each once. */
export async function* discoverOcella(
  ctx: AdapterContext,
  window: DateWindow,
): AsyncGenerator<DiscoveredRef> {
  if (window.from > window.to) throw new RangeError(`empty window ${window.from}..${window.to}`);
  const seen = new Set<string>();
  for (const by of window.by ?? (['received', 'validated', 'decided'] as DateField[])) {
    for await (const ref of search(ctx, by, window.from, window.to)) {
      if (seen.has(ref.reference)) continue;
      seen.add(ref.reference);
      yield ref;
    }
  }
}
