// The portal simulator: an HTTP server answering for synthetic councils at
// http://127.0.0.1:<port>/<council-slug>/..., each on its platform (sim/platforms/: the Idox Public
// Access pages under /<slug>/online-applications/...) and with its registers (sim/registers/),
// deterministic from a seed, with a movable clock and faults that can be switched per council
// while it runs.
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
import { expectedRecord } from './platforms/idox/expected.js';
import type { CouncilConfig, RawApplication } from '../scrapers/contract.js';
import type { RegisterConfig, RegisterName } from '../scrapers/registers/contract.js';
import type { SimDateField, SimPlatformProfile, SimProfile, SimStats } from './profile.js';
import { platformProfiles, registerProfiles, type SimRegisterProfile } from './profiles.js';

export type { SimStats } from './profile.js';

/** A firewall's block page, served with 200 in front of every page (SimFaults.blockPage). */
export function blockPage(supportId: string): string {
  return `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: ${supportId}</body></html>`;
}

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

export interface Simulator {
  /** Base URL of the server, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Portal base of one council, the CouncilConfig.baseUrl to give its platform's adapter. */
  portalUrl(slug: string): string;
  /** The council as its platform adapter is given it (platform and portal base). */
  councilConfig(slug: string): CouncilConfig;
  /** One of the council's simulated registers as its register adapter is given it. */
  registerConfig(slug: string, register: RegisterName): RegisterConfig;
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
  expected(slug: string, keyval: string): Omit<RawApplication, 'fetched_at'>;
}

// Day 0 is Monday 2 March 2026: the simulated period's applications (from day -60) are all live (spec 1).
const DEFAULT_START = '2026-03-02';

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
  const inFlight = new Map<string, number>();
  const stats: SimStats = { requests: {}, maxConcurrent: {}, statuses: {}, applications: {} };
  // Requests so far of each application with a `times` fault, by "<slug>/<keyVal>".
  const faultHits = new Map<string, number>();
  // Each profile once per simulator (a profile keeps its own sessions).
  const platforms = new Map<string, SimPlatformProfile>();
  const registers = new Map<string, SimRegisterProfile>();
  for (const c of councils.values()) {
    const platform = c.spec.platform ?? 'idox';
    const make = platformProfiles[platform];
    if (!make) throw new Error(`the simulator has no profile for platform '${platform}'`);
    if (!platforms.has(platform)) platforms.set(platform, make());
    for (const r of Object.values(c.spec.registers ?? {})) {
      const makeReg = registerProfiles[r.adapter];
      if (!makeReg) throw new Error(`the simulator has no profile for register adapter '${r.adapter}'`);
      if (!registers.has(r.adapter)) registers.set(r.adapter, makeReg(opts.seed));
    }
  }
  const platformOf = (c: SimCouncilData): SimPlatformProfile => platforms.get(c.spec.platform ?? 'idox')!;
  /** The profile answering `path` (after the council slug) for this council, if any. */
  const profileFor = (c: SimCouncilData, path: string[]): SimProfile | undefined => {
    const platform = platformOf(c);
    if (platform.owns(path)) return platform;
    for (const r of Object.values(c.spec.registers ?? {})) {
      const p = registers.get(r.adapter)!;
      if (p.owns(path)) return p;
    }
    return undefined;
  };

  const visible = (c: SimCouncilData) => c.applications.filter((a) => a.receivedDay <= day);
  const dayOf = (iso: string) => daysBetween(startDate, iso);

  function search(c: SimCouncilData, field: SimDateField, from: number, to: number): SimApplication[] {
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
    const [slug, ...path] = parts;
    const council = councils.get(slug);
    const profile = council && profileFor(council, path);
    if (!council || !profile) {
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
    const sendBytes = (status: number, body: Buffer, headers: Record<string, string>) => {
      stats.statuses[slug] ??= {};
      stats.statuses[slug][status] = (stats.statuses[slug][status] ?? 0) + 1;
      res.writeHead(status, headers);
      res.end(body);
    };
    if (f.slowMs && (f.slowRate === undefined || rnd() < f.slowRate)) {
      await new Promise((r) => setTimeout(r, f.slowMs));
    }
    if (f.blockPage) return send(200, blockPage(String(Math.floor(rnd() * 1e12))));
    if (f.throttleRate && rnd() < f.throttleRate) {
      return send(429, '<html><body>Too Many Requests</body></html>', {
        'retry-after': String(f.retryAfterSeconds ?? 30),
      });
    }
    if (f.error500Rate && rnd() < f.error500Rate)
      return send(500, '<html><body>Internal Server Error</body></html>');
    await profile.handle({
      req,
      url,
      path,
      slug,
      council,
      faults: f,
      day,
      startDate,
      stats,
      faultHits,
      send,
      sendBytes,
      visible: () => visible(council),
      search: (field, from, to) => search(council, field, from, to),
      dayOf,
    });
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
    portalUrl: (slug) => base + platformOf(get(slug)).portalPath(slug),
    councilConfig: (slug) => {
      const c = get(slug);
      return {
        slug,
        name: c.spec.name ?? slug,
        platform: c.spec.platform ?? 'idox',
        baseUrl: base + platformOf(c).portalPath(slug),
      };
    },
    registerConfig: (slug, register) => {
      const spec = get(slug).spec.registers?.[register];
      if (!spec) throw new Error(`simulated council '${slug}' has no ${register} register`);
      return registers.get(spec.adapter)!.configFor(`${base}/${slug}`, register, spec);
    },
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
      return expectedRecord(c, app, day, base + platformOf(c).portalPath(slug), startDate);
    },
  };
}
