// discover: the applications received, validated or decided in a date window, read from the
// advanced search (default) or the weekly lists. Idox quirks handled here:
// - a search with exactly one hit answers with that application's summary, not a results list
//   (fixtures: search-by-reference-single-hit-returns-summary.html);
// - no hits re-renders the search form with "No results found." and HTTP 200;
// - more hits than the portal allows gives "Too many results found": the window is halved and
//   each half searched again, down to single days;
// - results come 10 a page; re-posting the pager form with searchCriteria.resultsPerPage=100
//   cuts the requests tenfold, and the session (JSESSIONID) keeps that size for the next pages;
// - newer versions put a `_csrf` token in the form, which must go back with the POST.
import type { AdapterContext, DateField, DateWindow, DiscoveredRef, FetchedPage } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { detectIdoxPage, type IdoxPageKind } from './detect.js';
import { csrfToken, loadIdoxPage } from './page.js';
import { readForm, type HtmlIndex } from '../../kit/html.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseResults, type IdoxResultItem } from './parse-results.js';
import { parseSummary } from './parse-summary.js';
import { parseWeeklyList } from './parse-weekly-list.js';
import { addDays, daysBetween, ukDate } from '../../../core/calendar.js';
import { toIdoxFormDate } from './text.js';

/** Council options an Idox council row may set (CouncilConfig.options). */
export interface IdoxOptions {
  /** advanced (date search, default) or weekly (weekly lists, for councils whose search is capped). */
  mode?: 'advanced' | 'weekly';
  /** Results per page to ask for; Idox offers 5, 10, 20, 50 and 100. */
  resultsPerPage?: number;
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

/** Nightly runs re-read the last 14 days so a late-published record is never missed (ARCHITECTURE.md). */
export const NIGHTLY_OVERLAP_DAYS = 14;

export function nightlyWindow(now: Date, overlapDays: number = NIGHTLY_OVERLAP_DAYS): DateWindow {
  const to = ukDate(now);
  return { from: addDays(to, -overlapDays), to, by: ['received', 'validated', 'decided'] };
}

export const DEFAULT_DATE_FIELDS: DateField[] = ['received', 'validated', 'decided'];

const SEARCH_DATE_FIELDS: Record<DateField, [string, string]> = {
  received: ['date(applicationReceivedStart)', 'date(applicationReceivedEnd)'],
  validated: ['date(applicationValidatedStart)', 'date(applicationValidatedEnd)'],
  decided: ['date(applicationDecisionStart)', 'date(applicationDecisionEnd)'],
};

// Weekly lists are by validation or by decision; received maps to validated, the nearest list.
const WEEKLY_DATE_TYPE: Record<DateField, RegExp> = {
  received: /valid/i,
  validated: /valid/i,
  decided: /decid/i,
};

export function idoxBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function summaryUrl(baseUrl: string, keyval: string): string {
  return `${idoxBase(baseUrl)}/applicationDetails.do?activeTab=summary&keyVal=${encodeURIComponent(keyval)}`;
}

function options(ctx: AdapterContext): Required<IdoxOptions> {
  const o = (ctx.council.options ?? {}) as IdoxOptions;
  return { mode: o.mode ?? 'advanced', resultsPerPage: o.resultsPerPage ?? 100, maxPages: o.maxPages ?? 500 };
}

interface Loaded {
  page: FetchedPage;
  doc: HtmlIndex;
  kind: IdoxPageKind;
  url: string;
}

function load(ctx: AdapterContext, page: FetchedPage): Loaded {
  const failed = statusError(page, ctx.council.slug);
  if (failed) throw failed;
  const url = page.finalUrl || page.url;
  const doc = loadIdoxPage(page.text);
  return { page, doc, kind: detectIdoxPage(doc, url), url };
}

function withCsrf(doc: HtmlIndex, fields: [string, string][]): [string, string][] {
  const token = csrfToken(doc);
  if (token && !fields.some(([n]) => n === '_csrf')) fields.push(['_csrf', token]);
  return fields;
}

function setField(fields: [string, string][], name: string, value: string): boolean {
  let found = false;
  for (const f of fields) {
    if (f[0] === name) {
      f[1] = value;
      found = true;
    }
  }
  return found;
}

type Search = { by: DateField; from: string; to: string };

function refFromItem(
  ctx: AdapterContext,
  item: IdoxResultItem,
  search: Search,
  foundBy: DiscoveredRef['found_by'],
): DiscoveredRef {
  return {
    council_slug: ctx.council.slug,
    reference: item.reference,
    keyval: item.keyval,
    url: item.keyval ? summaryUrl(ctx.council.baseUrl, item.keyval) : (item.url ?? ''),
    address: item.address,
    description: item.description,
    status: item.status,
    received: item.received,
    validated: item.validated,
    found_by: foundBy,
    window: search,
  };
}

/** Walk a search answer: results pages, a single-hit summary, no results, or too many. */
async function* readAnswer(
  ctx: AdapterContext,
  first: Loaded,
  search: Search,
  foundBy: DiscoveredRef['found_by'],
  split: ((from: string, to: string) => AsyncIterable<DiscoveredRef>) | null,
): AsyncGenerator<DiscoveredRef> {
  const opts = options(ctx);
  switch (first.kind) {
    case 'no-results':
      return;
    case 'too-many-results': {
      const days = daysBetween(search.from, search.to);
      if (!split || days < 1) {
        throw new LayoutChangedError(
          `too many results for ${search.by} ${search.from}..${search.to}, cannot split`,
          {
            url: first.url,
            council: ctx.council.slug,
            pageKind: first.kind,
          },
        );
      }
      const mid = addDays(search.from, Math.floor(days / 2));
      ctx.logger.debug(
        { council: ctx.council.slug, ...search, mid },
        'idox: too many results, splitting window',
      );
      yield* split(search.from, mid);
      yield* split(addDays(mid, 1), search.to);
      return;
    }
    case 'summary': {
      const s = parseSummary(first.doc, first.url);
      yield {
        council_slug: ctx.council.slug,
        reference: s.reference,
        keyval: s.keyval,
        url: s.keyval ? summaryUrl(ctx.council.baseUrl, s.keyval) : first.url,
        address: s.text.address ?? null,
        description: s.text.description ?? null,
        status: s.text.status ?? null,
        received: s.dates.received ?? null,
        validated: s.dates.validated ?? null,
        found_by: 'single-hit',
        window: search,
      };
      return;
    }
    case 'results':
      break;
    default:
      throw pageKindError(
        first.kind,
        ['results', 'no-results', 'too-many-results', 'summary'],
        first.page,
        ctx.council.slug,
      );
  }

  let current = first;
  let results = parseResults(current.doc, current.url);
  // Ask for the largest page once, through the portal's own pager form.
  if (
    results.pager_form &&
    results.total !== null &&
    results.total > results.items.length &&
    results.results_per_page !== opts.resultsPerPage
  ) {
    const fields = withCsrf(
      current.doc,
      results.pager_form.fields.map(([n, v]) => [n, v] as [string, string]),
    );
    if (!setField(fields, 'searchCriteria.resultsPerPage', String(opts.resultsPerPage))) {
      fields.push(['searchCriteria.resultsPerPage', String(opts.resultsPerPage)]);
    }
    setField(fields, 'searchCriteria.page', '1');
    current = load(ctx, await ctx.client.post(results.pager_form.action, fields, { referer: current.url }));
    if (current.kind !== 'results') {
      throw pageKindError(current.kind, ['results'], current.page, ctx.council.slug);
    }
    results = parseResults(current.doc, current.url);
  }

  let pages = 1;
  let seen = 0;
  for (;;) {
    if (results.items.length === 0) {
      throw new LayoutChangedError('Idox results page with no readable results', {
        url: current.url,
        council: ctx.council.slug,
        pageKind: 'results',
      });
    }
    for (const item of results.items) yield refFromItem(ctx, item, search, foundBy);
    seen += results.items.length;
    if (!results.next_url) break;
    if (results.total !== null && seen >= results.total) break;
    if (++pages > opts.maxPages) {
      throw new LayoutChangedError(`Idox pager did not end after ${opts.maxPages} pages`, {
        url: current.url,
        council: ctx.council.slug,
      });
    }
    current = load(ctx, await ctx.client.get(results.next_url, { referer: current.url }));
    if (current.kind !== 'results')
      throw pageKindError(current.kind, ['results'], current.page, ctx.council.slug);
    results = parseResults(current.doc, current.url);
  }
}

async function* advancedSearch(
  ctx: AdapterContext,
  by: DateField,
  from: string,
  to: string,
): AsyncGenerator<DiscoveredRef> {
  const base = idoxBase(ctx.council.baseUrl);
  const formPage = load(
    ctx,
    await ctx.client.get(`${base}/search.do?action=advanced&searchType=Application`),
  );
  if (formPage.kind !== 'search-form')
    throw pageKindError(formPage.kind, ['search-form'], formPage.page, ctx.council.slug);
  // `form#advancedSearchForm, form[action*="advancedSearchResults"]`
  const doc = formPage.doc;
  const form = readForm(
    doc,
    (f) =>
      doc.attr(f, 'id') === 'advancedSearchForm' ||
      !!doc.attr(f, 'action')?.includes('advancedSearchResults'),
    formPage.url,
  );
  if (!form)
    throw new LayoutChangedError('Idox advanced search form not found', {
      url: formPage.url,
      council: ctx.council.slug,
    });
  const fields = withCsrf(doc, form.fields);
  const [startName, endName] = SEARCH_DATE_FIELDS[by];
  if (!setField(fields, startName, toIdoxFormDate(from)) || !setField(fields, endName, toIdoxFormDate(to))) {
    throw new LayoutChangedError(`Idox advanced search has no ${startName} field`, {
      url: formPage.url,
      council: ctx.council.slug,
    });
  }
  const answer = load(ctx, await ctx.client.post(form.action, fields, { referer: formPage.url }));
  yield* readAnswer(ctx, answer, { by, from, to }, 'search', (f, t) => advancedSearch(ctx, by, f, t));
}

async function* weeklySearch(
  ctx: AdapterContext,
  by: DateField,
  from: string,
  to: string,
): AsyncGenerator<DiscoveredRef> {
  const base = idoxBase(ctx.council.baseUrl);
  const formPage = load(
    ctx,
    await ctx.client.get(`${base}/search.do?action=weeklyList&searchType=Application`),
  );
  if (formPage.kind !== 'weekly-list')
    throw pageKindError(formPage.kind, ['weekly-list'], formPage.page, ctx.council.slug);
  const list = parseWeeklyList(formPage.doc, formPage.url);
  const dateType = list.date_types.find((d) => WEEKLY_DATE_TYPE[by].test(d.value));
  if (!dateType) {
    throw new LayoutChangedError(`Idox weekly list offers no ${by} list`, {
      url: formPage.url,
      council: ctx.council.slug,
    });
  }
  // Every week that overlaps the window: a week starting up to six days before `from` counts.
  const weeks = list.weeks.filter((w) => w.start && w.start.date <= to && addDays(w.start.date, 6) >= from);
  for (const week of weeks) {
    // Each list is its own search in the session, so the form is read afresh for its token.
    const fresh = week === weeks[0] ? formPage : load(ctx, await ctx.client.get(formPage.url));
    const form = fresh === formPage ? list.form : parseWeeklyList(fresh.doc, fresh.url).form;
    const fields = withCsrf(
      fresh.doc,
      form.fields.map(([n, v]) => [n, v] as [string, string]),
    );
    if (!setField(fields, 'week', week.value)) fields.push(['week', week.value]);
    if (!setField(fields, 'dateType', dateType.value)) fields.push(['dateType', dateType.value]);
    const answer = load(ctx, await ctx.client.post(form.action, fields, { referer: fresh.url }));
    const search = { by, from: week.start!.date, to: addDays(week.start!.date, 6) };
    yield* readAnswer(ctx, answer, search, 'weekly-list', null);
  }
}

/** The adapter's discover step: every application in the window, each once. */
export async function* discoverIdox(ctx: AdapterContext, window: DateWindow): AsyncGenerator<DiscoveredRef> {
  if (window.from > window.to) throw new RangeError(`empty window ${window.from}..${window.to}`);
  const opts = options(ctx);
  const seen = new Set<string>();
  for (const by of window.by ?? DEFAULT_DATE_FIELDS) {
    const refs =
      opts.mode === 'weekly'
        ? weeklySearch(ctx, by, window.from, window.to)
        : advancedSearch(ctx, by, window.from, window.to);
    for await (const ref of refs) {
      const key = ref.keyval ?? ref.reference;
      if (seen.has(key)) continue;
      seen.add(key);
      yield ref;
    }
  }
}
