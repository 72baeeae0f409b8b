// The Civica portal of a simulated council, at /<slug>/civica: by default a W2 portal page naming
// its JSON API (POST keyobject/pagedsearch, POST doc/list, GET Doc/pagestream); with the council's
// variant 'jsf', the older register (search form, results list on a JSESSIONID session with a
// scroller, case details opened by posting the list with the case's button).
import { randomUUID } from 'node:crypto';
import type { SimApplication } from '../../data.js';
import { readBody, type SimPlatformProfile, type SimRequest } from '../../profile.js';
import * as civica from './render.js';

export const PORTAL = 'civica';
const PER_PAGE = 10;

interface Session {
  slug: string;
  results: string[];
  page: number;
}

function fromUkDate(s: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

const DATE_FIELDS: [string, 'received' | 'validated' | 'decided'][] = [
  ['SDate5', 'received'],
  ['SDate1', 'validated'],
  ['SDate3', 'decided'],
];

export function civicaProfile(): SimPlatformProfile {
  const sessions = new Map<string, Session>();
  return {
    name: 'civica',
    portalPath: (slug) => `/${slug}/${PORTAL}`,
    owns: (path) => path[0] === PORTAL,
    handle: (r) => handleCivica(r, sessions),
  };
}

function byDates(
  r: SimRequest,
  fields: Record<string, string>,
  field: (stem: string) => string,
): SimApplication[] | null {
  let hits: SimApplication[] | null = null;
  for (const [stem, by] of DATE_FIELDS) {
    const from = fromUkDate(fields[field(`${stem}From`)]);
    const to = fromUkDate(fields[field(`${stem}To`)]);
    if (!from && !to) continue;
    const found = r.search(by, from ? r.dayOf(from) : -1e6, to ? r.dayOf(to) : 1e6);
    hits = hits ? hits.filter((a) => found.includes(a)) : found;
  }
  return hits;
}

async function handleCivica(r: SimRequest, sessions: Map<string, Session>): Promise<void> {
  const { req, council, slug } = r;
  const ctx: civica.CivicaRenderCtx = {
    council,
    base: `/${slug}/${PORTAL}`,
    startDate: r.startDate,
    day: r.day,
    changed: !!r.faults.changedLayout,
  };
  const rest = r.path.slice(1).join('/');
  const json = (status: number, body: string) =>
    r.send(status, body, { 'content-type': 'application/json; charset=utf-8' });
  const jsf = council.spec.variant === 'jsf';

  if (rest === '' && req.method === 'GET') {
    return jsf
      ? r.send(200, civica.jsfSearchForm(ctx, randomUUID(), null))
      : r.send(200, civica.landingPage(ctx));
  }
  if (!jsf && rest.startsWith(civica.API_PATH + '/')) {
    const call = rest.slice(civica.API_PATH.length + 1).toLowerCase();
    if (call === 'keyobject/pagedsearch') {
      if (req.method !== 'POST') {
        // A GET ignores the filter and answers the whole register, as the real API does.
        const all = r.visible();
        return json(200, civica.searchAnswer(ctx, all, all.length));
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return json(500, JSON.stringify({ Message: 'An error has occurred.', LogRef: randomUUID() }));
      }
      const fields = (body.searchFields ?? {}) as Record<string, string>;
      let hits = byDates(r, fields, (n) => n);
      const ref = fields.SDescription?.trim();
      if (ref) hits = (hits ?? r.visible()).filter((a) => a.reference.startsWith(ref));
      if (!hits) return json(200, civica.searchAnswer(ctx, [], 0));
      const from = Math.max(1, Number(body.fromRow ?? 1));
      const to = Math.max(from, Number(body.toRow ?? from + 9));
      return json(200, civica.searchAnswer(ctx, hits.slice(from - 1, to), hits.length));
    }
    if (call === 'doc/list' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const app = r.visible().find((a) => civica.keyNumber(a) === String(body.KeyNumb));
      if (!app) return json(500, JSON.stringify({ Message: 'An error has occurred.', LogRef: randomUUID() }));
      const id = `${slug}/${app.keyval}`;
      r.stats.applications[id] = (r.stats.applications[id] ?? 0) + 1;
      return json(200, civica.docListAnswer(ctx, app));
    }
    if (call === 'doc/pagestream')
      return r.sendBytes(200, Buffer.from('%PDF-1.4\n%%EOF\n'), { 'content-type': 'application/pdf' });
    return json(404, JSON.stringify({ Message: 'No HTTP resource was found.' }));
  }
  if (jsf && rest.startsWith('Planning/lg/'))
    return handleJsf(r, ctx, rest.slice('Planning/lg/'.length), sessions);
  return r.send(404, '<html><body>Not found</body></html>');
}

function cookieSession(
  r: SimRequest,
  sessions: Map<string, Session>,
): { session: Session; headers: Record<string, string> } {
  const jar = /JSESSIONID=([^;]+)/.exec(r.req.headers.cookie ?? '')?.[1];
  let session = jar ? sessions.get(jar) : undefined;
  const headers: Record<string, string> = {};
  if (!session || session.slug !== r.slug) {
    const id = randomUUID().replace(/-/g, '');
    session = { slug: r.slug, results: [], page: 1 };
    sessions.set(id, session);
    headers['set-cookie'] = `JSESSIONID=${id}; Path=/${r.slug}/${PORTAL}; HttpOnly`;
  }
  return { session, headers };
}

async function handleJsf(
  r: SimRequest,
  ctx: civica.CivicaRenderCtx,
  page: string,
  sessions: Map<string, Session>,
): Promise<void> {
  const { session, headers } = cookieSession(r, sessions);
  const token = randomUUID();
  const send = (html: string) => r.send(200, html, headers);
  const form: Record<string, string> = {};
  if (r.req.method === 'POST') for (const [k, v] of new URLSearchParams(await readBody(r.req))) form[k] ??= v;
  const listPage = () => {
    const apps = session.results.map((k) => r.council.byKeyval.get(k)!).filter(Boolean);
    const pages = Math.max(1, Math.ceil(apps.length / PER_PAGE));
    session.page = Math.min(pages, Math.max(1, session.page));
    const slice = apps.slice((session.page - 1) * PER_PAGE, session.page * PER_PAGE);
    return send(civica.jsfResults(ctx, token, slice, session.page, pages));
  };
  if (page === 'GFPlanningSearch.page' && r.req.method === 'POST') {
    const f = '_id122';
    const ref = form[`${f}:SDescription`]?.trim();
    let hits = byDates(r, form, (n) => `${f}:${n}`);
    if (ref) hits = (hits ?? r.visible()).filter((a) => a.reference === ref);
    if (!hits) return send(civica.jsfSearchForm(ctx, token, 'Please enter some search criteria.'));
    if (hits.length === 0)
      return send(
        civica.jsfSearchForm(ctx, token, 'No planning cases were found matching the search criteria.'),
      );
    if (hits.length === 1) return send(civica.jsfDetails(ctx, hits[0]));
    session.results = hits.map((a) => a.keyval);
    session.page = 1;
    return listPage();
  }
  if (page === 'GFPlanningSearchResults.page') {
    if (r.req.method === 'GET') {
      const move = r.url.searchParams.get('_id123:scroll_1') ?? '';
      const idx = /^idx(\d+)$/.exec(move);
      if (move === 'next') session.page++;
      else if (move === 'previous') session.page--;
      else if (move === 'first') session.page = 1;
      else if (idx) session.page = Number(idx[1]);
      return listPage();
    }
    const button = Object.entries(form).find(([k]) => /^_id123:results:\d+:_id139$/.test(k));
    const app = button ? r.visible().find((a) => a.reference === button[1]) : undefined;
    if (!app) return send(civica.jsfSearchForm(ctx, token, 'Your session has expired.'));
    return send(civica.jsfDetails(ctx, app));
  }
  return r.send(404, '<html><body>Not found</body></html>', headers);
}
