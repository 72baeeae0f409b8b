// discover: the applications received, validated or decided in a date window. The council's base
// URL is its portal page; what that page is decides the generation:
// - W2 (the portal page is a script shell naming its API, Civica.APIUrl): a JSON POST to
//   keyobject/pagedsearch with the window in the date fields (dd/mm/yyyy; SDate5 received, SDate1
//   valid, SDate3 decided by default, as Gateshead labels them), a page of rows at a time by
//   fromRow/toRow until TotalRows; a GET of that URL would ignore the filter and answer the whole
//   register, so it is never used;
// - the older JSF register (the page is the search form): the form posted with the window in its
//   date fields, the results list walked page by page through its scroller.
// A window with no cases answers {"KeyObjects":[],"TotalRows":0} (or the form with its message):
// that is no applications; a block page, a gate or an unrecognised answer is an error, never that.
import type {
  AdapterContext,
  DateField,
  DateWindow,
  DiscoveredRef,
  FetchedPage,
  PageClient,
  RequestOptions,
} from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { detectCivicaPage, readSettings, type CivicaPage, type CivicaPageKind } from './detect.js';
import { type CivicaKeyObject } from './json.js';
import { pageKindError, statusError } from './page-errors.js';
import { parseList, parseSearchForm, type CivicaList, type CivicaSearchForm } from './parse-html.js';
import { keyObjectFields, viewerUrl } from './record.js';
import { parseDetails } from './parse-html.js';
import { readFields } from './fields.js';

/** Council options a Civica council row may set (CouncilConfig.options). */
export interface CivicaOptions {
  /** The W2 API base (…/Resource/Civica/Handler.ashx) where the portal page does not name it. */
  api?: string;
  /** The planning ref type (GFPlanning, PBDC, ...) where the portal page does not name it. */
  refType?: string;
  /** The search fields of each date, without the From/To suffix (default SDate5, SDate1, SDate3). */
  dateFields?: Partial<Record<DateField, string>>;
  /** The search field a reference is looked up by (default SDescription). */
  referenceField?: string;
  /** Rows per search page (default 100). */
  pageSize?: number;
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

export const DEFAULT_DATE_FIELDS: Record<DateField, string> = {
  received: 'SDate5',
  validated: 'SDate1',
  decided: 'SDate3',
};
const DEFAULT_API_PATH = '/w2webparts/Resource/Civica/Handler.ashx';
const DEFAULT_REF_TYPE = 'GFPlanning';

export function civicaOptions(
  ctx: AdapterContext,
): Required<Omit<CivicaOptions, 'api' | 'refType'>> & Pick<CivicaOptions, 'api' | 'refType'> {
  const o = (ctx.council.options ?? {}) as CivicaOptions;
  return {
    api: o.api,
    refType: o.refType,
    dateFields: { ...DEFAULT_DATE_FIELDS, ...o.dateFields },
    referenceField: o.referenceField ?? 'SDescription',
    pageSize: o.pageSize ?? 100,
    maxPages: o.maxPages ?? 500,
  };
}

/** dd/mm/yyyy, as both generations take dates. */
export function civicaFormDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export interface Loaded {
  page: FetchedPage;
  detected: CivicaPage;
  url: string;
}

export function load(ctx: AdapterContext, page: FetchedPage): Loaded {
  const failed = statusError(page, ctx.council.slug);
  if (failed) throw failed;
  const url = page.finalUrl || page.url;
  return { page, detected: detectCivicaPage(page.text, url), url };
}

export function expect(ctx: AdapterContext, l: Loaded, kinds: CivicaPageKind[]): void {
  if (!kinds.includes(l.detected.kind))
    throw pageKindError(l.detected.kind, kinds, l.page, ctx.council.slug, l.detected.json?.message);
}

/** The portal: a W2 portal page with its API, or the older register's search form. */
export type Portal =
  | { generation: 'w2'; landing: Loaded; api: string; refType: string }
  | { generation: 'jsf'; landing: Loaded; form: CivicaSearchForm };

export async function openPortal(ctx: AdapterContext): Promise<Portal> {
  const landing = load(ctx, await ctx.client.get(ctx.council.baseUrl));
  expect(ctx, landing, ['landing', 'search-form']);
  if (landing.detected.kind === 'search-form') {
    const form = parseSearchForm(landing.detected.doc!, landing.url);
    if (!form)
      throw new LayoutChangedError('Civica search form not readable', {
        url: landing.url,
        council: ctx.council.slug,
      });
    return { generation: 'jsf', landing, form };
  }
  const o = civicaOptions(ctx);
  const s = readSettings(landing.page.text, landing.url);
  const api = (o.api ?? s.api ?? new URL(DEFAULT_API_PATH, landing.url).toString()).replace(/\/+$/, '');
  return { generation: 'w2', landing, api, refType: o.refType ?? s.refType ?? DEFAULT_REF_TYPE };
}

export function postJson(
  client: PageClient,
  url: string,
  body: unknown,
  opts?: RequestOptions,
): Promise<FetchedPage> {
  if (!client.postJson) throw new Error('the Civica adapter needs a client that can POST JSON (postJson)');
  return client.postJson(url, body, opts);
}

/** One page of a W2 key-object search. */
export async function pagedSearch(
  ctx: AdapterContext,
  portal: Extract<Portal, { generation: 'w2' }>,
  searchFields: Record<string, string>,
  fromRow: number,
  toRow: number,
  fragment = '',
): Promise<Loaded> {
  const page = await postJson(
    ctx.client,
    `${portal.api}/keyobject/pagedsearch${fragment}`,
    { refType: portal.refType, fromRow, toRow, NoTotalRows: false, searchFields },
    { referer: portal.landing.url },
  );
  const l = load(ctx, page);
  expect(ctx, l, ['search', 'no-results']);
  return l;
}

function w2Ref(
  ctx: AdapterContext,
  portal: Extract<Portal, { generation: 'w2' }>,
  o: CivicaKeyObject,
  search: { by: DateField; from: string; to: string },
): DiscoveredRef | null {
  const f = keyObjectFields(o);
  if (!f.text.reference) return null;
  return {
    council_slug: ctx.council.slug,
    reference: f.text.reference,
    keyval: o.keyNumber,
    url: viewerUrl(portal.landing.url, o.refType ?? portal.refType, o.keyNumber ?? f.text.reference),
    address: f.text.address ?? null,
    description: f.text.description ?? null,
    status: f.text.status ?? null,
    received: f.dates.received,
    validated: f.dates.validated,
    found_by: 'search',
    window: search,
  };
}

async function* w2Search(
  ctx: AdapterContext,
  portal: Extract<Portal, { generation: 'w2' }>,
  by: DateField,
  from: string,
  to: string,
): AsyncGenerator<DiscoveredRef> {
  const o = civicaOptions(ctx);
  const field = o.dateFields[by];
  const fields = { [`${field}From`]: civicaFormDate(from), [`${field}To`]: civicaFormDate(to) };
  const search = { by, from, to };
  let fromRow = 1;
  for (let n = 1; ; n++) {
    if (n > o.maxPages)
      throw new LayoutChangedError(`Civica search did not end after ${o.maxPages} pages`, {
        council: ctx.council.slug,
      });
    const l = await pagedSearch(ctx, portal, fields, fromRow, fromRow + o.pageSize - 1);
    const answer = l.detected.json!.search!;
    if (answer.objects.length === 0) return;
    let read = 0;
    for (const obj of answer.objects) {
      const ref = w2Ref(ctx, portal, obj, search);
      if (ref) {
        read++;
        yield ref;
      }
    }
    if (read === 0)
      throw new LayoutChangedError('Civica search answer with no readable case numbers', {
        url: l.url,
        council: ctx.council.slug,
        pageKind: 'search',
      });
    fromRow += answer.objects.length;
    if (answer.total !== null ? fromRow > answer.total : answer.objects.length < o.pageSize) return;
  }
}

function jsfRefs(
  ctx: AdapterContext,
  list: CivicaList,
  formUrl: string,
  search: { by: DateField; from: string; to: string },
): DiscoveredRef[] {
  return list.rows.map((row) => ({
    council_slug: ctx.council.slug,
    reference: row.reference,
    keyval: null,
    url: `${formUrl.replace(/#.*$/, '')}#SDescription=${encodeURIComponent(row.reference)}`,
    address: row.address,
    description: row.description,
    status: null,
    received: null,
    validated: null,
    found_by: 'search',
    window: search,
  }));
}

async function* jsfSearch(
  ctx: AdapterContext,
  by: DateField,
  from: string,
  to: string,
): AsyncGenerator<DiscoveredRef> {
  // Each search from a fresh form: its ViewState belongs to one submission.
  const portal = await openPortal(ctx);
  if (portal.generation !== 'jsf') throw new Error('unreachable');
  const { form } = portal;
  const range = form.dateFields[by] ?? (by === 'received' ? form.dateFields.validated : undefined);
  if (!range) {
    ctx.logger.debug({ council: ctx.council.slug, by }, 'civica: the search form has no such dates');
    return;
  }
  const fields = form.form.fields.map(([n, v]) => [n, v] as [string, string]);
  const set = (name: string, value: string) => {
    const f = fields.find(([n]) => n === name);
    if (f) f[1] = value;
    else fields.push([name, value]);
  };
  set(range[0], civicaFormDate(from));
  set(range[1], civicaFormDate(to));
  if (form.button) fields.push(form.button);
  const search = { by, from, to };
  let l = load(ctx, await ctx.client.post(form.form.action, fields, { referer: portal.landing.url }));
  expect(ctx, l, ['results', 'details', 'no-results']);
  if (l.detected.kind === 'no-results') return;
  if (l.detected.kind === 'details') {
    const d = parseDetails(l.detected.doc!);
    const f = readFields(d.rows);
    const reference = f.text.reference ?? d.reference;
    if (!reference)
      throw new LayoutChangedError('Civica case details without an application number', {
        url: l.url,
        council: ctx.council.slug,
      });
    yield {
      council_slug: ctx.council.slug,
      reference,
      keyval: null,
      url: `${portal.landing.url.replace(/#.*$/, '')}#SDescription=${encodeURIComponent(reference)}`,
      address: f.text.address ?? null,
      description: f.text.description ?? null,
      status: f.text.status ?? null,
      received: f.dates.received,
      validated: f.dates.validated,
      found_by: 'single-hit',
      window: search,
    };
    return;
  }
  const o = civicaOptions(ctx);
  for (let n = 1; ; n++) {
    const list = parseList(l.detected.doc!, l.url);
    if (list.rows.length === 0) return;
    yield* jsfRefs(ctx, list, portal.landing.url, search);
    if (!list.nextUrl) return;
    if (n >= o.maxPages)
      throw new LayoutChangedError(`Civica results did not end after ${o.maxPages} pages`, {
        url: l.url,
        council: ctx.council.slug,
      });
    l = load(ctx, await ctx.client.get(list.nextUrl, { referer: l.url }));
    expect(ctx, l, ['results']);
  }
}

/** The adapter's discover step: every application in the window, each once. */
export async function* discoverCivica(
  ctx: AdapterContext,
  window: DateWindow,
): AsyncGenerator<DiscoveredRef> {
  if (window.from > window.to) throw new RangeError(`empty window ${window.from}..${window.to}`);
  const portal = await openPortal(ctx);
  const seen = new Set<string>();
  for (const by of window.by ?? (['received', 'validated', 'decided'] as DateField[])) {
    const refs =
      portal.generation === 'w2'
        ? w2Search(ctx, portal, by, window.from, window.to)
        : jsfSearch(ctx, by, window.from, window.to);
    for await (const ref of refs) {
      const key = ref.keyval ?? ref.reference;
      if (seen.has(key)) continue;
      seen.add(key);
      yield ref;
    }
  }
}
