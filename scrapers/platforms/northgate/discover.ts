// discover: the applications received, validated or decided in a date window, from Planning
// Explorer's general search (GeneralSearch.aspx, form#M3Form). Northgate quirks handled here:
// - an ASP.NET WebForms page: the form goes back whole (__VIEWSTATE, __EVENTVALIDATION) with the
//   search button's name, in the session the form was read in;
// - which date a range searches is a select (cboSelectDateValue: DATE_RECEIVED, DATE_VALID, ...)
//   and the range itself a radio (rbGroup=rbRange) with dateStart/dateEnd as dd/mm/yyyy;
// - the search answers with a redirect to Generic/StdResults.aspx, 10 to a page; its PS parameter
//   sets the page size, so one larger page replaces many (adrianshort/uk_planning_scraper does the
//   same); the pager's links carry the offset (p=10, p=20, ...);
// - no hits is a page saying so, never an empty table.
import type { AdapterContext, DateField, DateWindow, DiscoveredRef } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { walkResultPages, type ResultPage } from '../../kit/pager.js';
import type { El, HtmlIndex } from '../../kit/html.js';
import { singleHitRef, tidyHref } from '../../kit/record-fields.js';
import { absUrl, clean } from '../../kit/text.js';
import { pageKind, type NorthgatePageKind } from './detect.js';
import { northgatePages } from './page.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseDetails } from './parse-details.js';
import { parseResults, type NorthgateResultItem } from './parse-results.js';
import type { FetchedPage } from '../../contract.js';

/** Council options a northgate council row may set (CouncilConfig.options). */
export interface NorthgateOptions {
  /** The search page, relative to the base (GeneralSearch.aspx unless set). */
  searchPath?: string;
  /** Results per page to ask for through the results address's PS parameter. */
  resultsPerPage?: number;
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

export const DEFAULT_DATE_FIELDS: DateField[] = ['received', 'validated', 'decided'];

/** Which option of cboSelectDateValue searches each date (the values vary a little by skin). */
const DATE_OPTION: Record<DateField, RegExp> = {
  received: /RECEIV/i,
  validated: /VALID|REGIST/i,
  decided: /DECISION|DECIDED|DETERMIN/i,
};

export function northgateBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** dd/mm/yyyy, as dateStart and dateEnd take it. */
export function toNorthgateFormDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function options(ctx: AdapterContext): Required<NorthgateOptions> {
  const o = (ctx.council.options ?? {}) as NorthgateOptions;
  return {
    searchPath: o.searchPath ?? 'GeneralSearch.aspx',
    resultsPerPage: o.resultsPerPage ?? 100,
    maxPages: o.maxPages ?? 500,
  };
}

export interface Loaded {
  page: FetchedPage;
  doc: HtmlIndex;
  kind: NorthgatePageKind;
  url: string;
}

export function load(ctx: AdapterContext, page: FetchedPage): Loaded {
  const failed = statusError(page, ctx.council.slug);
  if (failed) throw failed;
  const url = page.finalUrl || page.url;
  return { page, doc: northgatePages.pageDoc(page), kind: pageKind(page, url), url };
}

type Search = { by: DateField; from: string; to: string };

interface SearchForm {
  action: string;
  url: string;
  fields: [string, string][];
  dateOptions: string[];
  submit: [string, string] | null;
}

function readSearchForm(doc: HtmlIndex, url: string): SearchForm | null {
  const { names } = doc;
  let form: El = doc.byId('M3Form').find((e) => names[e] === 'form') ?? -1;
  if (form < 0) {
    for (let e = 0; e < doc.size && form < 0; e++) {
      if (
        names[e] === 'form' &&
        doc.find([e], (i) => names[i] === 'input' && doc.attr(i, 'name') === 'dateStart').length
      )
        form = e;
    }
  }
  if (form < 0) return null;
  const fields: [string, string][] = [];
  const dateOptions: string[] = [];
  let submit: [string, string] | null = null;
  for (const el of doc.find(
    [form],
    (e) => names[e] === 'input' || names[e] === 'select' || names[e] === 'textarea',
  )) {
    const name = doc.attr(el, 'name');
    if (!name) continue;
    if (names[el] === 'select') {
      const opts = doc.find([el], (e) => names[e] === 'option');
      if (name === 'cboSelectDateValue')
        for (const o of opts) dateOptions.push(doc.attr(o, 'value') ?? clean(doc.textOf(o)));
      const sel = opts.find((o) => doc.attr(o, 'selected') !== undefined) ?? opts[0];
      fields.push([name, sel === undefined ? '' : (doc.attr(sel, 'value') ?? clean(doc.textOf(sel)))]);
      continue;
    }
    if (names[el] === 'textarea') {
      fields.push([name, doc.textOf(el)]);
      continue;
    }
    const type = (doc.attr(el, 'type') ?? 'text').toLowerCase();
    if (type === 'submit' || type === 'image') {
      if (name === 'csbtnSearch') submit = [name, doc.attr(el, 'value') ?? 'Search'];
      continue;
    }
    if (type === 'button' || type === 'reset' || type === 'file') continue;
    if ((type === 'checkbox' || type === 'radio') && doc.attr(el, 'checked') === undefined) continue;
    fields.push([name, doc.attr(el, 'value') ?? '']);
  }
  const action = absUrl(tidyHref(doc.attr(form, 'action')) ?? '', url) ?? url;
  return { action, url, fields, dateOptions, submit };
}

function setField(fields: [string, string][], name: string, value: string): void {
  const f = fields.find(([n]) => n === name);
  if (f) f[1] = value;
  else fields.push([name, value]);
}

function refFrom(ctx: AdapterContext, item: NorthgateResultItem, search: Search): DiscoveredRef {
  return {
    council_slug: ctx.council.slug,
    reference: item.reference,
    keyval: item.keyval,
    url: item.url,
    address: item.address,
    description: item.description,
    status: item.status,
    received: item.received,
    validated: item.validated,
    found_by: 'search',
    window: search,
  };
}

/** The same results with `per` rows a page, first page (PS is the size, p the offset). */
function resized(url: string, per: number): string | null {
  const u = new URL(url);
  if (!u.searchParams.has('PS')) return null;
  u.searchParams.set('PS', String(per));
  u.searchParams.delete('p');
  return u.toString();
}

async function* readAnswer(
  ctx: AdapterContext,
  first: Loaded,
  search: Search,
): AsyncGenerator<DiscoveredRef> {
  const opts = options(ctx);
  switch (first.kind) {
    case 'no-results':
      return;
    case 'details': {
      const d = parseDetails(first.doc, first.url);
      yield singleHitRef(ctx.council.slug, d.reference, d.keyval, first.url, d.fields, search);
      return;
    }
    case 'results':
      break;
    default:
      throw pageKindError(first.kind, ['results', 'no-results'], first.page, ctx.council.slug);
  }
  let current = first;
  let results = parseResults(current.doc, current.url);
  // One large page instead of many of ten.
  const bigger =
    results.total !== null && results.total > results.items.length
      ? resized(current.url, opts.resultsPerPage)
      : null;
  if (bigger) {
    current = load(ctx, await ctx.client.get(bigger, { referer: current.url }));
    if (current.kind !== 'results')
      throw pageKindError(current.kind, ['results'], current.page, ctx.council.slug);
    results = parseResults(current.doc, current.url);
  }
  const start = current;
  const startResults = results;
  yield* walkResultPages({
    portal: 'Northgate',
    council: ctx.council.slug,
    maxPages: opts.maxPages,
    first: start,
    read: (page): ResultPage<DiscoveredRef> => {
      const r = page === start ? startResults : parseResults(page.doc, page.url);
      return {
        items: r.items.map((item) => refFrom(ctx, item, search)),
        next_url: r.next_url,
        last: r.total !== null && r.last !== null && r.last >= r.total,
      };
    },
    next: async (url, from) => {
      const page = load(ctx, await ctx.client.get(url, { referer: from.url }));
      if (page.kind !== 'results') throw pageKindError(page.kind, ['results'], page.page, ctx.council.slug);
      return page;
    },
  });
}

async function* dateSearch(ctx: AdapterContext, search: Search): AsyncGenerator<DiscoveredRef> {
  const opts = options(ctx);
  const base = northgateBase(ctx.council.baseUrl);
  const formPage = load(ctx, await ctx.client.get(`${base}/${opts.searchPath}`));
  if (formPage.kind !== 'search-form')
    throw pageKindError(formPage.kind, ['search-form'], formPage.page, ctx.council.slug);
  const form = readSearchForm(formPage.doc, formPage.url);
  const option = form?.dateOptions.find((v) => DATE_OPTION[search.by].test(v));
  if (!form || !form.fields.some(([n]) => n === 'dateStart') || form.dateOptions.length === 0) {
    throw new LayoutChangedError('Northgate general search form has no date range', {
      url: formPage.url,
      council: ctx.council.slug,
    });
  }
  if (!option) {
    if (search.by === 'received')
      throw new LayoutChangedError('Northgate general search offers no received-date range', {
        url: formPage.url,
        council: ctx.council.slug,
      });
    ctx.logger.debug(
      { council: ctx.council.slug, by: search.by },
      'northgate: the search offers no such date',
    );
    return;
  }
  const fields = form.fields.map(([n, v]) => [n, v] as [string, string]);
  setField(fields, 'cboSelectDateValue', option);
  setField(fields, 'rbGroup', 'rbRange');
  setField(fields, 'dateStart', toNorthgateFormDate(search.from));
  setField(fields, 'dateEnd', toNorthgateFormDate(search.to));
  fields.push(form.submit ?? ['csbtnSearch', 'Search']);
  const answer = load(ctx, await ctx.client.post(form.action, fields, { referer: formPage.url }));
  yield* readAnswer(ctx, answer, search);
}

/** The adapter's discover step: every application in the window, each once. */
export async function* discoverNorthgate(
  ctx: AdapterContext,
  window: DateWindow,
): AsyncGenerator<DiscoveredRef> {
  if (window.from > window.to) throw new RangeError(`empty window ${window.from}..${window.to}`);
  const seen = new Set<string>();
  for (const by of window.by ?? DEFAULT_DATE_FIELDS) {
    for await (const ref of dateSearch(ctx, { by, from: window.from, to: window.to })) {
      const key = ref.keyval ?? ref.reference;
      if (seen.has(key)) continue;
      seen.add(key);
      yield ref;
    }
  }
}
