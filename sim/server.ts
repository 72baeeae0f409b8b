// The portal simulator: an HTTP server answering Idox Public Access URLs for synthetic councils at
// http://127.0.0.1:<port>/<council-slug>/online-applications/..., deterministic from a seed, with
// a movable clock and faults that can be switched per council while it runs.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeBody } from '../scrapers/kit/charset.js';
import { addDays, daysBetween } from '../core/calendar.js';
import {
  generateCouncil,
  hashSeed,
  prng,
  type SimApplication,
  type SimCouncilData,
  type SimCouncilSpec,
  type SimFaults,
} from './data.js';
import { expectedRecord } from './expected.js';
import * as html from './render.js';
import type { RawRecord } from '../scrapers/contract.js';

export interface SimulatorOptions {
  seed: number;
  councils: SimCouncilSpec[];
  port?: number;
  /** Calendar date of simulated day 0 (YYYY-MM-DD). */
  startDate?: string;
  /** Simulated day to start on. */
  day?: number;
  /** The host's robots.txt; none (404, which allows everything) when unset. */
  robots?: string;
}

export interface SimStats {
  /** Requests per URL path (council prefix included). */
  requests: Record<string, number>;
  /** Most requests in flight at once, per council. */
  maxConcurrent: Record<string, number>;
  /** Answers per council and status. */
  statuses: Record<string, Record<number, number>>;
  /** Requests for each application's pages (applicationDetails.do), by "<slug>/<keyVal>". */
  applications: Record<string, number>;
}

export interface Simulator {
  /** Base URL of the server, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Portal base of one council, the CouncilConfig.baseUrl to give the Idox adapter. */
  portalUrl(slug: string): string;
  close(): Promise<void>;
  setDay(day: number): void;
  day(): number;
  /** Calendar date of the current simulated day. */
  today(): string;
  setFaults(slug: string, faults: SimFaults): void;
  /** Serves `text` as /robots.txt from now on (null: 404). */
  setRobots(text: string | null): void;
  stats: SimStats;
  resetStats(): void;
  council(slug: string): SimCouncilData;
  /** Applications the portal shows on the current day. */
  visible(slug: string): SimApplication[];
  /** The record the Idox adapter should produce for an application on the current day. */
  expected(slug: string, keyval: string): Omit<RawRecord, 'fetched_at'>;
}

interface Session {
  csrf: string;
  slug: string;
  results: string[];
  perPage: number;
}

type DateField = 'received' | 'validated' | 'decided';

const DEFAULT_START = '2025-01-06';
const PORTAL = 'online-applications';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

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

export async function startSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const startDate = opts.startDate ?? DEFAULT_START;
  let day = opts.day ?? 0;
  let robots = opts.robots ?? null;
  const councils = new Map<string, SimCouncilData>();
  const faults = new Map<string, SimFaults>();
  const faultRng = new Map<string, () => number>();
  for (const spec of opts.councils) {
    councils.set(spec.slug, generateCouncil(opts.seed, spec, startDate));
    faults.set(spec.slug, spec.faults ?? {});
    faultRng.set(spec.slug, prng(hashSeed(opts.seed, spec.slug, 'faults')));
  }
  const sessions = new Map<string, Session>();
  const inFlight = new Map<string, number>();
  const stats: SimStats = { requests: {}, maxConcurrent: {}, statuses: {}, applications: {} };
  // Requests so far of each application with a `times` fault, by "<slug>/<keyVal>".
  const faultHits = new Map<string, number>();

  const visible = (c: SimCouncilData) => c.applications.filter((a) => a.receivedDay <= day);
  const dayOf = (iso: string) => daysBetween(startDate, iso);

  function search(c: SimCouncilData, field: DateField, from: number, to: number): SimApplication[] {
    const hits = visible(c).filter((a) => {
      const d = field === 'received' ? a.receivedDay : field === 'validated' ? a.validatedDay : a.decisionDay;
      return d <= day && d >= from && d <= to;
    });
    // Idox's default order: date received, newest first.
    return hits.sort((a, b) => b.receivedDay - a.receivedDay || a.index - b.index);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname === '/robots.txt') {
      res.writeHead(robots === null ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(robots ?? 'not found');
      return;
    }
    if (parts[0] === '_admin') {
      if (parts[1] === 'day' && url.searchParams.has('set')) day = Number(url.searchParams.get('set'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ day, today: addDays(startDate, day), stats }));
      return;
    }
    const [slug, portal, endpoint] = parts;
    const council = councils.get(slug);
    if (!council || portal !== PORTAL || !endpoint) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const charset = council.spec.charset ?? 'UTF-8';
    const f = faults.get(slug) ?? {};
    const rnd = faultRng.get(slug)!;
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      stats.statuses[slug] ??= {};
      stats.statuses[slug][status] = (stats.statuses[slug][status] ?? 0) + 1;
      res.writeHead(status, { 'content-type': `text/html;charset=${charset}`, ...headers });
      res.end(encodeBody(body, charset));
    };
    if (f.slowMs && (f.slowRate === undefined || rnd() < f.slowRate)) {
      await new Promise((r) => setTimeout(r, f.slowMs));
    }
    if (f.blockPage) return send(200, html.blockPage(String(Math.floor(rnd() * 1e12))));
    if (f.throttleRate && rnd() < f.throttleRate) {
      return send(429, '<html><body>Too Many Requests</body></html>', {
        'retry-after': String(f.retryAfterSeconds ?? 30),
      });
    }
    if (f.error500Rate && rnd() < f.error500Rate)
      return send(500, '<html><body>Internal Server Error</body></html>');

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
          const found = search(council, field, from ? dayOf(from) : -1e6, to ? dayOf(to) : 1e6);
          hits = hits ? hits.filter((a) => found.includes(a)) : found;
        }
        const ref = form.get('searchCriteria.reference')?.trim();
        if (ref) hits = (hits ?? visible(council)).filter((a) => a.reference === ref);
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
        return answer(search(council, field, dayOf(monday), dayOf(monday) + 6));
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

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const slug = url.pathname.split('/').filter(Boolean)[0] ?? '';
    stats.requests[url.pathname] = (stats.requests[url.pathname] ?? 0) + 1;
    const now = (inFlight.get(slug) ?? 0) + 1;
    inFlight.set(slug, now);
    if (councils.has(slug)) stats.maxConcurrent[slug] = Math.max(stats.maxConcurrent[slug] ?? 0, now);
    res.on('close', () => inFlight.set(slug, (inFlight.get(slug) ?? 1) - 1));
    handle(req, res, url).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const get = (slug: string) => {
    const c = councils.get(slug);
    if (!c) throw new Error(`no simulated council '${slug}'`);
    return c;
  };

  return {
    url: base,
    portalUrl: (slug) => `${base}/${slug}/${PORTAL}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
    setDay: (n) => {
      day = n;
    },
    day: () => day,
    today: () => addDays(startDate, day),
    setFaults: (slug, f) => {
      get(slug);
      faults.set(slug, f);
      for (const k of faultHits.keys()) if (k.startsWith(`${slug}/`)) faultHits.delete(k);
    },
    setRobots: (text) => {
      robots = text;
    },
    stats,
    resetStats: () => {
      for (const k of Object.keys(stats.requests)) delete stats.requests[k];
      for (const k of Object.keys(stats.maxConcurrent)) delete stats.maxConcurrent[k];
      for (const k of Object.keys(stats.statuses)) delete stats.statuses[k];
      for (const k of Object.keys(stats.applications)) delete stats.applications[k];
    },
    council: get,
    visible: (slug) => visible(get(slug)),
    expected: (slug, keyval) => {
      const c = get(slug);
      const app = c.byKeyval.get(keyval);
      if (!app) throw new Error(`no application ${keyval} in ${slug}`);
      return expectedRecord(c, app, day, `${base}/${slug}/${PORTAL}`, startDate);
    },
  };
}
