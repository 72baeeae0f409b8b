// The Northgate Planning Explorer of a simulated council, at /<slug>/Northgate/PlanningExplorer/...,
// and its NEC PublicAccess_Live document store at /<slug>/PublicAccess_Live/... . The general
// search (GeneralSearch.aspx) wants its __VIEWSTATE back and answers a search with a redirect to
// Generic/StdResults.aspx, whose result set lives in a temporary XML file named in the address
// (XMLLoc), paged by PS (size) and p (offset); no hits re-renders the form saying so. StdDetails.aspx
// serves an application's details or dates page by its XSLT, keyed by PARAM0. Faults:
// changedLayout renames the form and blocks; per-application statuses as sim/data.ts describes.
import { randomUUID } from 'node:crypto';
import type { SimApplication } from '../../data.js';
import { readBody, type SimDateField, type SimPlatformProfile, type SimRequest } from '../../profile.js';
import * as html from './render.js';

const DATE_FIELDS: Record<string, SimDateField> = {
  DATE_RECEIVED: 'received',
  DATE_VALID: 'validated',
  DATE_DECISION: 'decided',
};

function fromFormDate(s: string | null | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The Northgate profile; its result sets are its own, so each simulator makes one. */
export function northgateProfile(): SimPlatformProfile {
  const results = new Map<string, { slug: string; keys: string[] }>();
  return {
    name: 'northgate',
    portalPath: (slug) => `/${slug}/Northgate/PlanningExplorer`,
    owns: (path) =>
      (path[0] === 'Northgate' && path[1] === 'PlanningExplorer') || path[0] === 'PublicAccess_Live',
    handle: (r) => handleNorthgate(r, results),
  };
}

async function handleNorthgate(
  r: SimRequest,
  results: Map<string, { slug: string; keys: string[] }>,
): Promise<void> {
  const { req, url, slug, council, day, startDate, stats, faultHits } = r;
  const f = r.faults;
  const ctx: html.NorthgateRenderCtx = {
    council,
    root: `/${slug}`,
    startDate,
    day,
    layout: f.changedLayout ? 'changed' : 'northgate',
  };
  const send = r.send;
  const route = r.path
    .slice(r.path[0] === 'Northgate' ? 2 : 0)
    .join('/')
    .toLowerCase();
  const byKey = (key: string | null): SimApplication | undefined => {
    const i = Number(key) - 200000;
    const app = Number.isInteger(i) ? council.applications[i] : undefined;
    return app && app.receivedDay <= day ? app : undefined;
  };
  const faulted = (app: SimApplication): boolean => {
    const id = `${slug}/${app.keyval}`;
    stats.applications[id] = (stats.applications[id] ?? 0) + 1;
    const af = f.applications?.[app.keyval];
    if (af?.status === undefined) return false;
    const hits = (faultHits.get(id) ?? 0) + 1;
    faultHits.set(id, hits);
    if (af.times !== undefined && hits > af.times) return false;
    send(af.status, html.errorPage(ctx, 'An error has occurred.'));
    return true;
  };

  if (route === 'generalsearch.aspx') {
    if (req.method !== 'POST') return send(200, html.searchForm(ctx, null));
    const form = new URLSearchParams(await readBody(req));
    if (form.get('__VIEWSTATE') !== html.viewState(ctx))
      return send(200, html.errorPage(ctx, 'Invalid postback or callback argument.'));
    const field = DATE_FIELDS[form.get('cboSelectDateValue') ?? ''];
    const from = fromFormDate(form.get('dateStart'));
    const to = fromFormDate(form.get('dateEnd'));
    let hits: SimApplication[];
    if (form.get('rbGroup') === 'rbRange' && field && (from || to)) {
      hits = r.search(field, from ? r.dayOf(from) : -1e6, to ? r.dayOf(to) : 1e6);
    } else {
      const ref = form.get('txtApplicationNumber')?.trim();
      if (!ref) return send(200, html.searchForm(ctx, 'Please enter some search criteria.'));
      hits = r.visible().filter((a) => a.reference === ref);
    }
    if (hits.length === 0) return send(200, html.noResults(ctx));
    const id = randomUUID();
    results.set(id, { slug, keys: hits.map(html.keyOf) });
    const xmlLoc = `${html.pe(ctx)}/generic/XMLtemp/sim/${id}.xml`;
    const location = `${html.pe(ctx)}/Generic/StdResults.aspx?PT=Planning+Applications+On-Line&SC=Search&FT=Planning+Application+Search+Results&PS=10&XMLLoc=${encodeURIComponent(xmlLoc)}`;
    return send(302, '', { location });
  }
  if (route === 'generic/stdresults.aspx') {
    const loc = url.searchParams.get('XMLLoc') ?? '';
    const id = /([0-9a-f-]{36})\.xml$/i.exec(loc)?.[1] ?? '';
    const set = results.get(id);
    if (!set || set.slug !== slug) return send(200, html.errorPage(ctx, 'Could not find file.'));
    const apps = set.keys.map(byKey).filter((a): a is SimApplication => !!a);
    const size = Math.min(500, Math.max(1, Number(url.searchParams.get('PS') ?? 10) || 10));
    const offset = Math.max(0, Math.min(apps.length - 1, Number(url.searchParams.get('p') ?? 0) || 0));
    return send(200, html.resultsPage(ctx, apps, loc, size, offset - (offset % size)));
  }
  if (route === 'generic/stddetails.aspx') {
    const app = byKey(url.searchParams.get('PARAM0')?.trim() ?? null);
    if (!app) return send(404, html.errorPage(ctx, 'The application could not be found.'));
    if (faulted(app)) return;
    const xslt = url.searchParams.get('XSLT') ?? '';
    const af = f.applications?.[app.keyval];
    const shown = af?.description === undefined ? app : { ...app, description: af.description };
    if (/PLDetailsDates\.xslt$/i.test(xslt)) return send(200, html.datesPage(ctx, shown));
    if (/PLDetails\.xslt$/i.test(xslt)) return send(200, html.detailsPage(ctx, shown));
    return send(
      200,
      html.page(ctx, 'Planning Explorer', '<div class="dataview"><h1>Application Checks</h1></div>'),
    );
  }
  if (route === 'publicaccess_live/searchresult/runthirdpartysearch') {
    const ref = url.searchParams.get('FOLDER1_REF') ?? '';
    const app = r.visible().find((a) => a.reference === ref);
    if (!app) return send(404, html.errorPage(ctx, 'No documents found.'));
    return send(200, html.docstorePage(ctx, app));
  }
  if (route === 'publicaccess_live/document/viewdocument')
    return r.sendBytes(200, Buffer.from('%PDF-1.4\n%simulated\n'), { 'content-type': 'application/pdf' });
  return send(404, html.errorPage(ctx, 'Page not found.'));
}
