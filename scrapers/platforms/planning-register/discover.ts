// discover: the applications received, validated or decided in a date window, from the advanced
// search (GET /Search/Advanced behind the disclaimer gate, POST /Search/Results with its
// anti-forgery token, then /Search/Results/<n>). DEF quirks handled here:
// - the gate stands in front of the search form until the session accepts it (session.ts);
// - the form is ASP.NET MVC's: a checkbox goes with a hidden "false" of the same name, so the
//   planning register is searched by sending SearchPlanning=true before the hidden false;
// - councils offer different date ranges (Devon: received and determined; others valid too): a
//   window is searched on each range the form offers, and a council without a received range has
//   changed its form;
// - a search with one hit answers with that application's display page, none with "No records";
// - dates go in as dd/mm/yyyy.
import type { AdapterContext, DateField, DateWindow, DiscoveredRef } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { walkResultPages, type ResultPage } from '../../kit/pager.js';
import { singleHitRef } from '../../kit/record-fields.js';
import { isSearchForm } from './detect.js';
import { findForm, formAction, formControls } from './page.js';
import { pageKindError } from './page-errors.js';
import { parseDisplay } from './parse-display.js';
import { parseResults, type DefResultItem } from './parse-results.js';
import { openPage, postPage, loaded, type Loaded } from './session.js';

/** Council options a planning-register council row may set (CouncilConfig.options). */
export interface DefOptions {
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

export const DEFAULT_DATE_FIELDS: DateField[] = ['received', 'validated', 'decided'];

/** Form field pairs of each date range, in the order they are tried (names vary by council). */
const DATE_RANGES: Record<DateField, [string, string][]> = {
  received: [['DateReceivedFrom', 'DateReceivedTo']],
  validated: [
    ['DateValidFrom', 'DateValidTo'],
    ['DateValidatedFrom', 'DateValidatedTo'],
  ],
  decided: [
    ['DateDeterminedFrom', 'DateDeterminedTo'],
    ['DateDecidedFrom', 'DateDecidedTo'],
    ['DateIssuedFrom', 'DateIssuedTo'],
    ['DateDecisionFrom', 'DateDecisionTo'],
  ],
};

export function defBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** The display page of an application, as DEF links it: /Planning/Display/<reference>. */
export function displayUrl(baseUrl: string, reference: string): string {
  return `${defBase(baseUrl)}/Planning/Display/${reference.split('/').map(encodeURIComponent).join('/')}`;
}

/** dd/mm/yyyy, as the search form's date inputs take it. */
export function toDefFormDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

type Search = { by: DateField; from: string; to: string };

interface SearchForm {
  action: string;
  url: string;
  controls: ReturnType<typeof formControls>;
}

async function searchForm(ctx: AdapterContext): Promise<SearchForm> {
  const page = await openPage(ctx, `${defBase(ctx.council.baseUrl)}/Search/Advanced`);
  if (page.kind !== 'search-form' && page.kind !== 'no-results')
    throw pageKindError(page.kind, ['search-form'], page.page, ctx.council.slug);
  const form = findForm(page.doc, (f) => isSearchForm(page.doc, f));
  if (form < 0)
    throw new LayoutChangedError('DEF advanced search form not found', {
      url: page.url,
      council: ctx.council.slug,
    });
  return {
    action: formAction(page.doc, form, page.url),
    url: page.url,
    controls: formControls(page.doc, form),
  };
}

/** The form's fields for a search of `search`, or null where the form offers no such range. */
function searchFields(form: SearchForm, search: Search): [string, string][] | null {
  const has = (n: string) => form.controls.some((c) => c.name.toLowerCase() === n.toLowerCase());
  const range = DATE_RANGES[search.by].find(([a, b]) => has(a) && has(b));
  if (!range) return null;
  const [fromName, toName] = range.map((n) => n.toLowerCase());
  const fields: [string, string][] = [];
  for (const c of form.controls) {
    const name = c.name.toLowerCase();
    if (c.type === 'submit' || c.type === 'button' || c.type === 'image' || c.type === 'reset') continue;
    if (name === fromName) fields.push([c.name, toDefFormDate(search.from)]);
    else if (name === toName) fields.push([c.name, toDefFormDate(search.to)]);
    else if (c.type === 'checkbox') {
      // Search planning applications only: its box ticked, the others as the form has them.
      if (
        name === 'searchplanning' ||
        (c.checked && !/^search(enforcement|appeals|buildingcontrol|treepreservationorders)$/.test(name))
      ) {
        fields.push([c.name, c.value || 'true']);
      }
    } else if (c.type === 'radio') {
      if (c.checked) fields.push([c.name, c.value]);
    } else if (/^date/i.test(c.name)) fields.push([c.name, '']);
    else fields.push([c.name, c.value]);
  }
  return fields;
}

function refFrom(ctx: AdapterContext, item: DefResultItem, search: Search): DiscoveredRef {
  return {
    council_slug: ctx.council.slug,
    reference: item.reference,
    keyval: null,
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

/** Walk a search answer: result pages, a single hit's display page, or no records. */
async function* readAnswer(
  ctx: AdapterContext,
  first: Loaded,
  search: Search,
): AsyncGenerator<DiscoveredRef> {
  const maxPages = ((ctx.council.options ?? {}) as DefOptions).maxPages ?? 500;
  switch (first.kind) {
    case 'no-results':
      return;
    case 'display': {
      const d = parseDisplay(first.doc, first.url);
      const url = /\/Planning\/Display/i.test(first.url)
        ? first.url
        : displayUrl(ctx.council.baseUrl, d.reference);
      yield singleHitRef(ctx.council.slug, d.reference, d.record_number, url, d.fields, search);
      return;
    }
    case 'results':
      break;
    default:
      throw pageKindError(first.kind, ['results', 'no-results', 'display'], first.page, ctx.council.slug);
  }
  yield* walkResultPages({
    portal: 'DEF',
    council: ctx.council.slug,
    maxPages,
    first,
    read: (page): ResultPage<DiscoveredRef> => {
      const r = parseResults(page.doc, page.url);
      return { items: r.items.map((item) => refFrom(ctx, item, search)), next_url: r.next_url };
    },
    next: async (url, from) => {
      let page = loaded(ctx, await ctx.client.get(url, { referer: from.url }));
      if (page.kind === 'gate') page = await openPage(ctx, url, from.url);
      if (page.kind !== 'results') throw pageKindError(page.kind, ['results'], page.page, ctx.council.slug);
      return page;
    },
  });
}

/** The adapter's discover step: every application in the window, each once. */
export async function* discoverDef(ctx: AdapterContext, window: DateWindow): AsyncGenerator<DiscoveredRef> {
  if (window.from > window.to) throw new RangeError(`empty window ${window.from}..${window.to}`);
  const seen = new Set<string>();
  for (const by of window.by ?? DEFAULT_DATE_FIELDS) {
    const form = await searchForm(ctx);
    const search = { by, from: window.from, to: window.to };
    const fields = searchFields(form, search);
    if (!fields) {
      if (by === 'received')
        throw new LayoutChangedError('DEF advanced search has no received-date range', {
          url: form.url,
          council: ctx.council.slug,
        });
      ctx.logger.debug(
        { council: ctx.council.slug, by },
        'planning-register: the search offers no such date range',
      );
      continue;
    }
    const answer = await postPage(ctx, form.action, fields, form.url);
    for await (const ref of readAnswer(ctx, answer, search)) {
      if (seen.has(ref.reference)) continue;
      seen.add(ref.reference);
      yield ref;
    }
  }
}
