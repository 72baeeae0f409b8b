// Idox Public Access's LICENSING module, which many councils run beside their Idox planning
// portal: one adapter for the licensing register and the HMO register (HMO licences are a category
// of the same module). The council's register row gives the module's base (…/online-applications,
// or …/online-licensing) as its url; options (RegisterConfig.options):
//   searchType  'Licencing' (licences, default) or 'LicencingApplication' (applications)
//   from        earliest date searched, YYYY-MM-DD (default 2005-01-01: the Licensing Act 2003's
//               licences were first issued that year)
//   categories  the category values to search; by default every category of the search form's
//               select, HMO categories for the HMO register and the others for licensing
// discover searches each category by issue (or received) date over [from, today], halving a window
// that answers "Too many results found" as the planning adapter does, and walks the result pages;
// fetch gets a licence's summary and the tabs it links to (further information, important dates);
// parse reads them into one record.
import type { FetchedPage, ParsedPage } from '../../contract.js';
import { addDays, daysBetween, ukDate } from '../../../core/calendar.js';
import { errorForStatus, LayoutChangedError, NotFoundError } from '../../kit/errors.js';
import { csrfToken, toIdoxFormDate } from '../../kit/public-access.js';
import type { HtmlIndex } from '../../kit/html.js';
import type { RegisterAdapter, RegisterContext, RegisterSource } from '../contract.js';
import { HMO_TYPE } from './labels.js';
import {
  detectLicensingPage,
  loadPage,
  pageKindError,
  parseResults,
  parseSearchForm,
  parseTab,
  type LicensingPageKind,
  type LicensingSearchForm,
} from './pages.js';
import { buildLicensingRecord, IDOX_LICENSING, readResultsText } from './record.js';

export interface IdoxLicensingOptions {
  searchType?: 'Licencing' | 'LicencingApplication';
  from?: string;
  categories?: string[];
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

const DATE_FIELDS = {
  Licencing: ['date(issuedStart)', 'date(issuedEnd)'],
  LicencingApplication: ['date(receivedStart)', 'date(receivedEnd)'],
} as const;

interface Loaded {
  page: FetchedPage;
  doc: HtmlIndex;
  kind: LicensingPageKind;
  url: string;
}

function load(ctx: RegisterContext, page: FetchedPage): Loaded {
  const url = page.finalUrl || page.url;
  const failed = errorForStatus(page.status, url, page.headers, ctx.council.slug);
  if (failed) throw failed;
  const doc = loadPage(page.text);
  return { page, doc, kind: detectLicensingPage(doc), url };
}

const base = (ctx: RegisterContext) => ctx.register.url.replace(/\/+$/, '');

export function licenceUrl(moduleBase: string, keyval: string, tab = 'summary'): string {
  return `${moduleBase}/licencingDetails.do?activeTab=${tab}&keyVal=${encodeURIComponent(keyval)}`;
}

function setField(fields: [string, string][], name: string, value: string): boolean {
  let found = false;
  for (const f of fields)
    if (f[0] === name) {
      f[1] = value;
      found = true;
    }
  return found;
}

/** The categories to search for the register asked for (HMO ones for HMO, the others for licensing). */
function categoriesFor(ctx: RegisterContext, form: LicensingSearchForm, url: string): string[] {
  const o = (ctx.register.options ?? {}) as IdoxLicensingOptions;
  if (o.categories) return o.categories;
  const isHmo = (c: { value: string; label: string }) => HMO_TYPE.test(c.value) || HMO_TYPE.test(c.label);
  if (form.categories.length === 0) {
    if (ctx.register.register === 'hmo')
      throw new LayoutChangedError('the licensing search offers no categories, so no HMO category', { url });
    return [''];
  }
  const chosen = form.categories.filter((c) => (ctx.register.register === 'hmo' ? isHmo(c) : !isHmo(c)));
  if (chosen.length === 0)
    throw new LayoutChangedError(`the licensing search has no ${ctx.register.register} category`, { url });
  return chosen.map((c) => c.value);
}

async function* search(
  ctx: RegisterContext,
  form: LicensingSearchForm,
  formPage: Loaded,
  category: string,
  from: string,
  to: string,
): AsyncGenerator<{ reference: string; keyval: string }> {
  const o = (ctx.register.options ?? {}) as IdoxLicensingOptions;
  const [startName, endName] = DATE_FIELDS[o.searchType ?? 'Licencing'];
  const fields = form.form.fields.map(([n, v]) => [n, v] as [string, string]);
  const token = csrfToken(formPage.doc);
  if (token) setField(fields, '_csrf', token);
  if (!setField(fields, 'searchCriteria.categoryType', category) && category)
    fields.push(['searchCriteria.categoryType', category]);
  if (!setField(fields, startName, toIdoxFormDate(from)) || !setField(fields, endName, toIdoxFormDate(to)))
    throw new LayoutChangedError(`the licensing search has no ${startName} field`, { url: formPage.url });
  let answer = load(ctx, await ctx.client.post(form.form.action, fields, { referer: formPage.url }));
  switch (answer.kind) {
    case 'no-results':
      return;
    case 'too-many-results': {
      const days = daysBetween(from, to);
      if (days < 1)
        throw new LayoutChangedError(`too many licences issued on ${from} to list, cannot split`, {
          url: answer.url,
          pageKind: answer.kind,
        });
      const mid = addDays(from, Math.floor(days / 2));
      yield* search(ctx, form, formPage, category, from, mid);
      yield* search(ctx, form, formPage, category, addDays(mid, 1), to);
      return;
    }
    case 'summary': {
      // One hit answers with the licence itself.
      const tab = parseTab(answer.doc, answer.url, 'summary');
      const reference = tab.rows.find((r) => /^reference$/i.test(r.label))?.value;
      if (tab.keyval && reference) yield { reference, keyval: tab.keyval };
      return;
    }
    case 'results':
      break;
    default:
      throw pageKindError(
        answer.kind,
        ['results', 'no-results', 'too-many-results'],
        answer.url,
        ctx.council.slug,
      );
  }
  for (let pages = 1; ; pages++) {
    const results = parseResults(answer.doc, answer.url);
    if (results.items.length === 0)
      throw new LayoutChangedError('a licensing results page with no readable results', {
        url: answer.url,
        pageKind: 'results',
      });
    for (const item of results.items)
      if (item.keyval) yield { reference: item.reference, keyval: item.keyval };
    if (!results.next_url) return;
    if (pages >= (o.maxPages ?? 500))
      throw new LayoutChangedError('the licensing results pager did not end', { url: answer.url });
    answer = load(ctx, await ctx.client.get(results.next_url, { referer: answer.url }));
    if (answer.kind !== 'results')
      throw pageKindError(answer.kind, ['results'], answer.url, ctx.council.slug);
  }
}

async function* discover(ctx: RegisterContext): AsyncGenerator<RegisterSource> {
  const o = (ctx.register.options ?? {}) as IdoxLicensingOptions;
  const searchType = o.searchType ?? 'Licencing';
  const formUrl = `${base(ctx)}/search.do?action=advanced&searchType=${searchType}`;
  const got = await ctx.client.get(formUrl);
  // The module's search gone is a register that moved, not an empty one.
  if (got.status === 404 || got.status === 410)
    throw new LayoutChangedError(`the licensing search is no longer published (HTTP ${got.status})`, {
      url: formUrl,
      status: got.status,
      council: ctx.council.slug,
    });
  const formPage = load(ctx, got);
  if (formPage.kind !== 'search-form')
    throw pageKindError(formPage.kind, ['search-form'], formPage.url, ctx.council.slug);
  const form = parseSearchForm(formPage.doc, formPage.url);
  if (!form)
    throw new LayoutChangedError('the licensing advanced search form is missing', { url: formPage.url });
  const to = ukDate(ctx.now?.() ?? new Date());
  const from = o.from ?? '2005-01-01';
  const seen = new Set<string>();
  for (const category of categoriesFor(ctx, form, formPage.url))
    for await (const hit of search(ctx, form, formPage, category, from, to)) {
      if (seen.has(hit.keyval)) continue;
      seen.add(hit.keyval);
      yield {
        council_slug: ctx.council.slug,
        register: ctx.register.register,
        url: licenceUrl(base(ctx), hit.keyval),
        kind: 'page',
        title: hit.reference,
        published: null,
      };
    }
}

async function fetchLicence(ctx: RegisterContext, source: RegisterSource): Promise<FetchedPage[]> {
  const summary = load(ctx, await ctx.client.get(source.url));
  if (summary.kind !== 'summary')
    throw pageKindError(summary.kind, ['summary'], summary.url, ctx.council.slug);
  const pages = [summary.page];
  const tabs = parseTab(summary.doc, summary.url, 'summary').tabs;
  for (const tab of ['details', 'dates'] as const) {
    const url = tabs[tab];
    if (!url) continue;
    let got: Loaded;
    try {
      got = load(ctx, await ctx.client.get(url, { referer: summary.url }));
    } catch (err) {
      // A tab that has gone loses that tab only.
      if (err instanceof NotFoundError) continue;
      throw err;
    }
    if (got.kind !== tab) throw pageKindError(got.kind, [tab], got.url, ctx.council.slug);
    pages.push(got.page);
  }
  return pages;
}

export const idoxLicensingAdapter: RegisterAdapter = {
  adapter: IDOX_LICENSING,
  registers: ['licensing', 'hmo'],
  discover,
  fetch: fetchLicence,
  // A licence's tab pages; or the module's results list saved as text (Newcastle's sample), read as
  // that list would be (a register source whose file is such a list).
  parse: (pages, source) =>
    (pages.length === 1 ? readResultsText(pages[0], source) : null) ?? buildLicensingRecord(pages, source),
  parsePage(page: FetchedPage): ParsedPage | null {
    // The module's results list saved as text (Newcastle's sample) reads as that list would.
    const text = readResultsText(page, { council_slug: null });
    if (text) return { platform: IDOX_LICENSING, kind: 'results-text', data: text };
    if (!/^\s*</.test(page.text)) return null;
    const url = page.finalUrl || page.url;
    const doc = loadPage(page.text);
    const kind = detectLicensingPage(doc);
    switch (kind) {
      case 'summary':
      case 'details':
      case 'dates':
        return { platform: IDOX_LICENSING, kind, data: parseTab(doc, url, kind) };
      case 'results':
        return { platform: IDOX_LICENSING, kind, data: parseResults(doc, url) };
      case 'search-form':
        return { platform: IDOX_LICENSING, kind, data: parseSearchForm(doc, url) };
      default:
        // Messages, errors and block pages are any Idox module's: not this adapter's to claim.
        return null;
    }
  },
  samples: ['registers/hmo/newcastle'],
  // A licence's pages; the results-list text a scraper saved (Newcastle's HMO sample) is read too.
  layouts: (['licensing', 'hmo'] as const).flatMap((register) =>
    [IDOX_LICENSING, 'idox-licensing-results-text'].map((name) => ({ name, register })),
  ),
  formats: ['html'],
};
