// The Idox Public Access portal of a simulated council, at /<slug>/online-applications/...: the
// advanced search and weekly lists, result pages on a JSESSIONID session with its CSRF token,
// application tabs (summary, details, dates, documents, related cases) and property pages, with
// the per-application faults and the changed layout of sim/data.ts.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { addDays } from '../../../core/calendar.js';
import type { SimApplication } from '../../data.js';
import { readBody, type SimDateField, type SimPlatformProfile, type SimRequest } from '../../profile.js';
import * as html from './render.js';

export const PORTAL = 'online-applications';

interface Session {
  csrf: string;
  slug: string;
  results: string[];
  perPage: number;
}

type DateField = SimDateField;

function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

function fromIdoxDate(s: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

function fromWeekValue(s: string | undefined): string | null {
  const m = /^(\d{1,2}) (\w{3}) (\d{4})$/.exec((s ?? '').trim());
  return m && MONTHS[m[2]] ? `${m[3]}-${MONTHS[m[2]]}-${m[1].padStart(2, '0')}` : null;
}

/** The Idox profile; its sessions are its own, so each simulator makes one. */
export function idoxProfile(): SimPlatformProfile {
  const sessions = new Map<string, Session>();
  return {
    name: 'idox',
    portalPath: (slug) => `/${slug}/${PORTAL}`,
    owns: (path) => path[0] === PORTAL && !!path[1],
    handle: (r) => handleIdox(r, sessions),
  };
}

async function handleIdox(r: SimRequest, sessions: Map<string, Session>): Promise<void> {
  const { req, url, slug, council, day, startDate, stats, faultHits } = r;
  const f = r.faults;
  const endpoint = r.path[1];
  const dayOf = r.dayOf;
  const charset = council.spec.charset ?? 'UTF-8';
  const send = r.send;
  const jar = cookies(req);
  let session = jar.JSESSIONID ? sessions.get(jar.JSESSIONID) : undefined;
  const headers: Record<string, string> = {};
  if (!session || session.slug !== slug) {
    const id = randomUUID().replace(/-/g, '').toUpperCase();
    session = { csrf: randomUUID(), slug, results: [], perPage: 10 };
    sessions.set(id, session);
    headers['set-cookie'] = `JSESSIONID=${id}; Path=/${slug}/${PORTAL}; HttpOnly`;
  }
  const ctx: html.RenderCtx = {
    council,
    base: `/${slug}/${PORTAL}`,
    startDate,
    day,
    csrf: session.csrf,
    layout: f.changedLayout ? 'changed' : 'idox',
  };
  const out = (title: string, heading: string, body: string, status = 200) =>
    send(status, html.page(ctx, title, heading, body, charset), headers);
  const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : new URLSearchParams();
  const param = (n: string) => form.get(n) ?? url.searchParams.get(n) ?? undefined;
  if (req.method === 'POST' && form.get('_csrf') !== session.csrf) {
    return out(
      'Error',
      'Error',
      html.errorPage('Your session has expired. Please start your search again.'),
      403,
    );
  }

  const answer = (hits: SimApplication[]) => {
    const limit = council.spec.tooManyLimit ?? 200;
    if (hits.length === 0)
      return out('Applications Search', 'Applications Search', html.advancedForm(ctx, 'No results found.'));
    if (hits.length > limit) {
      return out(
        'Applications Search',
        'Applications Search',
        html.advancedForm(ctx, 'Too many results found. Please enter some more parameters.'),
      );
    }
    if (hits.length === 1)
      return out(hits[0].reference, 'Application Summary', html.summaryPage(ctx, hits[0]));
    session.results = hits.map((a) => a.keyval);
    session.perPage = 10;
    return out('Search Results', 'Results for Application Search', html.resultsPage(ctx, hits, 1, 10));
  };

  switch (endpoint) {
    case 'search.do': {
      if (url.searchParams.get('action') === 'weeklyList') {
        const weeks: string[] = [];
        const today = addDays(startDate, day);
        const dow = (new Date(today + 'T00:00:00Z').getUTCDay() + 6) % 7;
        for (let w = 0; w < 12; w++) weeks.push(html.weekValue(addDays(today, -dow - 7 * w)));
        return out('Weekly/Monthly Lists', 'Weekly/Monthly Lists', html.weeklyForm(ctx, weeks));
      }
      return out('Applications Search', 'Applications Search', html.advancedForm(ctx, null));
    }
    case 'advancedSearchResults.do': {
      const ranges: [DateField, string, string][] = [
        ['received', 'applicationReceivedStart', 'applicationReceivedEnd'],
        ['validated', 'applicationValidatedStart', 'applicationValidatedEnd'],
        ['decided', 'applicationDecisionStart', 'applicationDecisionEnd'],
      ];
      let hits: SimApplication[] | null = null;
      for (const [field, s, e] of ranges) {
        const from = fromIdoxDate(form.get(`date(${s})`) ?? undefined);
        const to = fromIdoxDate(form.get(`date(${e})`) ?? undefined);
        if (!from && !to) continue;
        const found = r.search(field, from ? dayOf(from) : -1e6, to ? dayOf(to) : 1e6);
        hits = hits ? hits.filter((a) => found.includes(a)) : found;
      }
      const ref = form.get('searchCriteria.reference')?.trim();
      if (ref) hits = (hits ?? r.visible()).filter((a) => a.reference === ref);
      if (!hits)
        return out(
          'Applications Search',
          'Applications Search',
          html.advancedForm(ctx, 'Please enter some search criteria.'),
        );
      return answer(hits);
    }
    case 'weeklyListResults.do': {
      const monday = fromWeekValue(form.get('week') ?? undefined);
      if (!monday) return out('Error', 'Error', html.errorPage('Invalid week.'));
      const field: DateField = form.get('dateType') === 'DC_Decided' ? 'decided' : 'validated';
      return answer(r.search(field, dayOf(monday), dayOf(monday) + 6));
    }
    case 'pagedSearchResults.do': {
      const per = Number(param('searchCriteria.resultsPerPage') ?? session.perPage);
      if ([5, 10, 20, 50, 100].includes(per)) session.perPage = per;
      const apps = session.results.map((k) => council.byKeyval.get(k)!).filter(Boolean);
      if (apps.length === 0) return out('Error', 'Error', html.errorPage('Your search has expired.'));
      const pages = Math.max(1, Math.ceil(apps.length / session.perPage));
      const n = Math.min(pages, Math.max(1, Number(param('searchCriteria.page') ?? 1)));
      return out(
        'Search Results',
        'Results for Application Search',
        html.resultsPage(ctx, apps, n, session.perPage),
      );
    }
    case 'applicationDetails.do': {
      const keyval = url.searchParams.get('keyVal') ?? '';
      const id = `${slug}/${keyval}`;
      stats.applications[id] = (stats.applications[id] ?? 0) + 1;
      const shown = council.byKeyval.get(keyval);
      if (!shown || shown.receivedDay > day)
        return out('Error', 'Error', html.errorPage('The application could not be found.'), 404);
      const af = f.applications?.[keyval];
      if (af?.status !== undefined) {
        const hits = (faultHits.get(id) ?? 0) + 1;
        faultHits.set(id, hits);
        if (af.times === undefined || hits <= af.times) {
          const why = af.status === 404 ? 'The application could not be found.' : 'An error has occurred.';
          return out('Error', 'Error', html.errorPage(why), af.status);
        }
      }
      const app = af?.description === undefined ? shown : { ...shown, description: af.description };
      const tab = url.searchParams.get('activeTab') ?? 'summary';
      const title = `${app.reference} | ${app.description}`;
      const pages: Record<string, () => string> = {
        summary: () => html.summaryPage(ctx, app),
        details: () => html.detailsPage(ctx, app),
        dates: () => html.datesPage(ctx, app),
        documents: () => html.documentsPage(ctx, app),
        relatedCases: () => html.relatedPage(ctx, app),
      };
      const render = pages[tab];
      if (!render) return out('Error', 'Error', html.errorPage('This page is not available.'), 404);
      const heading = tab === 'documents' ? 'Planning Application Documents' : 'Application Summary';
      return out(title, heading, render());
    }
    case 'propertyDetails.do': {
      const p = council.properties.get(url.searchParams.get('keyVal') ?? '');
      if (!p) return out('Error', 'Error', html.errorPage('The property could not be found.'), 404);
      return out(p.address, 'Property Details', html.propertyPage(ctx, p));
    }
    default:
      return out('Error', 'Error', html.errorPage('Page not found.'), 404);
  }
}
