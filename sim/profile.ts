// What a simulated platform or register is handed for one request, and what it must provide. The
// server (sim/server.ts) owns the councils, the clock, the faults that apply to every page (slow
// answers, block pages, 429s, 500s) and the request statistics; a profile answers the requests
// under its own paths with its platform's page shapes. One profile per platform (sim/platforms/)
// and per register adapter (sim/registers/), listed in sim/profiles.ts.
import type { IncomingMessage } from 'node:http';
import type { RegisterConfig, RegisterName } from '../scrapers/registers/contract.js';
import type { SimApplication, SimCouncilData, SimFaults, SimRegisterSpec } from './data.js';

export type SimDateField = 'received' | 'validated' | 'decided';

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

/** One request to a profile, with the simulator's state as it stands. */
export interface SimRequest {
  req: IncomingMessage;
  url: URL;
  /** The path's parts after the council slug. */
  path: string[];
  slug: string;
  council: SimCouncilData;
  faults: SimFaults;
  day: number;
  startDate: string;
  stats: SimStats;
  /** Requests so far of each application with a `times` fault, by "<slug>/<keyVal>". */
  faultHits: Map<string, number>;
  /** Answers in the council's charset (text/html unless a content type is given), counted in stats. */
  send(status: number, body: string, headers?: Record<string, string>): void;
  /** Answers bytes as they are (a PDF, a spreadsheet), counted in stats. */
  sendBytes(status: number, body: Buffer, headers: Record<string, string>): void;
  /** Applications the portal shows on the current day. */
  visible(): SimApplication[];
  /** Visible applications whose `field` date falls in [from, to] (simulated days), newest received first. */
  search(field: SimDateField, from: number, to: number): SimApplication[];
  /** Simulated day of a calendar date. */
  dayOf(iso: string): number;
}

export interface SimProfile {
  /** The platform or register adapter name it simulates (a key of its registry). */
  name: string;
  /** Whether a path (after the council slug) is one of this profile's. */
  owns(path: string[]): boolean;
  handle(r: SimRequest): Promise<void>;
}

/** A portal platform's profile: also says where a council's portal lives. */
export interface SimPlatformProfile extends SimProfile {
  /** The portal base path of a council (e.g. /<slug>/online-applications). */
  portalPath(slug: string): string;
}

/** A register adapter's profile: also says how a council's register is configured. */
export interface SimRegisterProfile extends SimProfile {
  /** The registers this profile publishes. */
  registers: readonly RegisterName[];
  /** The register as its adapter is given it, for a council whose paths start at `councilBase`. */
  configFor(councilBase: string, register: RegisterName, spec: SimRegisterSpec): RegisterConfig;
}

/** A request's cookies by name. */
export function requestCookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
