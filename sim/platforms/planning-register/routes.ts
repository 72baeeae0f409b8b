// The DEF Planning Register of a simulated council, at /<slug>/pr/... (a real register sits at its
// host's root: /Search/Advanced, /Planning/Display/<ref>). Every page stands behind the disclaimer
// gate until the session (its ASP.NET_SessionId cookie) has accepted it; the current gate wants its
// anti-forgery token back (a post without it is refused with 400), the legacy one (variant
// 'legacy', Fylde's) nothing. The advanced search posts to /Search/Results and pages through
// /Search/Results/<n> in the session; one hit answers with the display page, none with "No records
// found". Faults: changedLayout moves the form and the display page's ids; gateStuck serves the
// gate again after it is accepted; per-application statuses as sim/data.ts describes.
import { randomUUID } from 'node:crypto';
import type { SimApplication } from '../../data.js';
import {
  readBody,
  requestCookies,
  type SimDateField,
  type SimPlatformProfile,
  type SimRequest,
} from '../../profile.js';
import * as html from './render.js';

export const DEF_PATH = 'pr';
const COOKIE = 'ASP.NET_SessionId';

interface Session {
  slug: string;
  accepted: boolean;
  /** The anti-forgery token its gate and forms carry. */
  token: string;
  results: string[];
}

function fromDefDate(s: string | null | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The DEF profile; its sessions are its own, so each simulator makes one. */
export function planningRegisterProfile(): SimPlatformProfile {
  const sessions = new Map<string, Session>();
  return {
    name: 'planning-register',
    portalPath: (slug) => `/${slug}/${DEF_PATH}`,
    owns: (path) => path[0] === DEF_PATH && !!path[1],
    handle: (r) => handleDef(r, sessions),
  };
}

async function handleDef(r: SimRequest, sessions: Map<string, Session>): Promise<void> {
  const { req, url, slug, council, day, startDate, stats, faultHits } = r;
  const f = r.faults;
  const base = `/${slug}/${DEF_PATH}`;
  const ctx: html.DefRenderCtx = {
    council,
    base,
    startDate,
    day,
    variant: council.spec.variant === 'legacy' ? 'legacy' : 'current',
    layout: f.changedLayout ? 'changed' : 'def',
  };
  const jar = requestCookies(req);
  let session = jar[COOKIE] ? sessions.get(jar[COOKIE]) : undefined;
  const headers: Record<string, string> = {};
  if (!session || session.slug !== slug) {
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    session = { slug, accepted: false, token: randomUUID(), results: [] };
    sessions.set(id, session);
    headers['set-cookie'] = `${COOKIE}=${id}; path=/; HttpOnly`;
  }
  const send = (status: number, body: string, extra: Record<string, string> = {}) =>
    r.send(status, body, { ...headers, ...extra });
  const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : new URLSearchParams();
  const [, ...rest] = r.path;
  const route = rest.join('/');

  // The gate: its own page, its acceptance, and in place of every other page until accepted.
  if (route === 'Disclaimer')
    return send(
      200,
      html.gatePage(ctx, url.searchParams.get('returnUrl') ?? `${base}/Search/Advanced`, session.token),
    );
  if (route === 'Disclaimer/Accept') {
    if (req.method !== 'POST') return send(405, html.errorPage(ctx, 'Method not allowed.'));
    if (ctx.variant === 'current' && form.get('__RequestVerificationToken') !== session.token)
      return send(400, html.errorPage(ctx, 'The required anti-forgery form field is not present.'));
    if (!f.gateStuck) session.accepted = true;
    const back = url.searchParams.get('returnUrl') ?? `${base}/Search/Advanced`;
    return send(302, '', { location: back.startsWith(base) ? back : `${base}/Search/Advanced` });
  }
  if (!session.accepted) return send(200, html.gatePage(ctx, url.pathname + url.search, session.token));

  if (route === 'Search/Advanced') return send(200, html.searchForm(ctx, session.token, null));
  if (route === 'Search/Results' && req.method === 'POST') {
    if (form.get('__RequestVerificationToken') !== session.token)
      return send(400, html.errorPage(ctx, 'The required anti-forgery form field is not present.'));
    if (!form.getAll('SearchPlanning').includes('true')) return send(200, html.noResults(ctx));
    const ranges: [SimDateField, string, string][] = [
      ['received', 'DateReceivedFrom', 'DateReceivedTo'],
      ['validated', 'DateValidFrom', 'DateValidTo'],
      ['decided', 'DateDeterminedFrom', 'DateDeterminedTo'],
    ];
    let hits: SimApplication[] | null = null;
    for (const [field, a, b] of ranges) {
      const from = fromDefDate(form.get(a));
      const to = fromDefDate(form.get(b));
      if (!from && !to) continue;
      const found = r.search(field, from ? r.dayOf(from) : -1e6, to ? r.dayOf(to) : 1e6);
      hits = hits ? hits.filter((x) => found.includes(x)) : found;
    }
    const ref = form.get('ApplicationOrDistrictNumbers')?.trim();
    if (ref) hits = (hits ?? r.visible()).filter((a) => a.reference === ref);
    if (!hits) return send(200, html.searchForm(ctx, session.token, 'Please enter some search criteria.'));
    if (hits.length === 0) return send(200, html.noResults(ctx));
    if (hits.length === 1) return send(200, html.displayPage(ctx, hits[0]));
    session.results = hits.map((a) => a.keyval);
    return send(200, html.resultsPage(ctx, hits, 1));
  }
  const paged = /^Search\/Results(?:\/(\d+))?$/.exec(route);
  if (paged && req.method === 'GET') {
    const apps = session.results.map((k) => council.byKeyval.get(k)!).filter(Boolean);
    if (apps.length === 0) return send(200, html.searchForm(ctx, session.token, 'Your search has expired.'));
    const pages = Math.max(1, Math.ceil(apps.length / html.PAGE_SIZE));
    return send(200, html.resultsPage(ctx, apps, Math.min(pages, Math.max(1, Number(paged[1] ?? 1)))));
  }
  if (route.startsWith('Planning/Display/')) {
    const reference = rest.slice(2).map(decodeURIComponent).join('/');
    const app = r.visible().find((a) => a.reference === reference);
    if (!app) return send(404, html.errorPage(ctx, 'The application could not be found.'));
    const id = `${slug}/${app.keyval}`;
    stats.applications[id] = (stats.applications[id] ?? 0) + 1;
    const af = f.applications?.[app.keyval];
    if (af?.status !== undefined) {
      const hits = (faultHits.get(id) ?? 0) + 1;
      faultHits.set(id, hits);
      if (af.times === undefined || hits <= af.times)
        return send(af.status, html.errorPage(ctx, 'An error has occurred.'));
    }
    const shown = af?.description === undefined ? app : { ...app, description: af.description };
    return send(200, html.displayPage(ctx, shown));
  }
  if (route === 'Document/Download')
    return r.sendBytes(200, Buffer.from('%PDF-1.4\n%simulated\n'), { 'content-type': 'application/pdf' });
  return send(404, html.errorPage(ctx, 'Page not found.'));
}
