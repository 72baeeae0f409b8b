// The OcellaWeb portal of a simulated council, at /<slug>/OcellaWeb/...: planningSearch (GET the
// form, POST a search; one long page with showall, else 25 a page with a Next link),
// planningDetails?reference=.., and showDocuments?reference=..&module=pl (POST).
import type { SimApplication } from '../../data.js';
import { readBody, type SimPlatformProfile, type SimRequest } from '../../profile.js';
import * as ocella from './render.js';

export const PORTAL = 'OcellaWeb';
const PER_PAGE = 25;

function fromOcellaDate(s: string | null | undefined): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{2})$/.exec((s ?? '').trim());
  return m ? `20${m[3]}-${m[2]}-${m[1]}` : null;
}

export function ocellaProfile(): SimPlatformProfile {
  return {
    name: 'ocella',
    portalPath: (slug) => `/${slug}/${PORTAL}`,
    owns: (path) => path[0] === PORTAL && !!path[1],
    handle: handleOcella,
  };
}

async function handleOcella(r: SimRequest): Promise<void> {
  const { req, url, council, slug } = r;
  const ctx: ocella.OcellaRenderCtx = {
    council,
    base: `/${slug}/${PORTAL}`,
    startDate: r.startDate,
    day: r.day,
    changed: !!r.faults.changedLayout,
  };
  const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '');
  const param = (n: string) => form.get(n) ?? url.searchParams.get(n);
  switch (r.path[1]) {
    case 'planningSearch': {
      if (req.method === 'GET' && !url.searchParams.has('receivedFrom') && !url.searchParams.has('reference'))
        return r.send(200, ocella.searchForm(ctx, null));
      const ref = param('reference')?.trim();
      const from = fromOcellaDate(param('receivedFrom'));
      const to = fromOcellaDate(param('receivedTo'));
      let hits: SimApplication[] | null = null;
      if (from || to) hits = r.search('received', from ? r.dayOf(from) : -1e6, to ? r.dayOf(to) : 1e6);
      if (ref) hits = (hits ?? r.visible()).filter((a) => a.reference === ref);
      if (!hits) return r.send(200, ocella.searchForm(ctx, 'Please enter some search criteria.'));
      if (hits.length === 0)
        return r.send(200, ocella.searchForm(ctx, 'No applications found matching your criteria.'));
      if (param('showall')) return r.send(200, ocella.resultsPage(ctx, hits, null));
      const n = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const slice = hits.slice((n - 1) * PER_PAGE, n * PER_PAGE);
      const q = new URLSearchParams({
        receivedFrom: param('receivedFrom') ?? '',
        receivedTo: param('receivedTo') ?? '',
        page: String(n + 1),
      });
      const next = n * PER_PAGE < hits.length ? `planningSearch?${q}` : null;
      return r.send(200, ocella.resultsPage(ctx, slice, next));
    }
    case 'planningDetails':
    case 'showDocuments': {
      const ref = url.searchParams.get('reference') ?? '';
      const app = r.visible().find((a) => a.reference === ref);
      if (!app) return r.send(404, ocella.errorPage(ctx, 'The application could not be found.'));
      if (r.path[1] === 'planningDetails') {
        const id = `${slug}/${app.keyval}`;
        r.stats.applications[id] = (r.stats.applications[id] ?? 0) + 1;
        return r.send(200, ocella.detailsPage(ctx, app));
      }
      if (req.method !== 'POST') return r.send(200, ocella.errorPage(ctx, 'Your session has expired.'));
      return r.send(200, ocella.documentsPage(ctx, app));
    }
    case 'viewDocument':
      return r.sendBytes(200, Buffer.from('%PDF-1.4\n%%EOF\n'), { 'content-type': 'application/pdf' });
    default:
      return r.send(404, ocella.errorPage(ctx, 'Page not found.'));
  }
}
