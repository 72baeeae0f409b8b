// Synthetic councils for the portal simulator, deterministic from a seed: the same seed, council
// and day always give the same applications in the same state. Each application arrives on its
// received day, is validated a few days later and decided weeks after that, so moving the
// simulated clock on changes statuses, decisions, document and comment counts.
import { addDays } from '../core/calendar.js';
import type { RegisterName } from '../scrapers/registers/contract.js';

export interface SimFaults {
  /** Fraction of requests answered 500. */
  error500Rate?: number;
  /** Fraction of requests answered 429 with Retry-After. */
  throttleRate?: number;
  retryAfterSeconds?: number;
  /** Delay added to answers (ms), on slowRate of requests (all when slowRate is unset). */
  slowMs?: number;
  slowRate?: number;
  /** Serve pages whose ids and classes have moved (a portal upgrade). */
  changedLayout?: boolean;
  /** Serve a firewall block page with HTTP 200 to every request. */
  blockPage?: boolean;
  /** Registers publish their header row and no records (an empty register, not an error). */
  emptyRegister?: boolean;
  /** A portal's disclaimer gate (DEF Planning Register) is served again after it is accepted. */
  gateStuck?: boolean;
  /** Faults of single applications, by keyVal. */
  applications?: Record<string, SimApplicationFault>;
}

/** One application's fault: its pages answer another status, or it shows another description. */
export interface SimApplicationFault {
  /** Every page of the application answers this status (a 404, a 500) ... */
  status?: number;
  /** ... for its first `times` requests only (every request when unset). */
  times?: number;
  /** The description its pages show instead of its own (e.g. one the store cannot take). */
  description?: string;
}

/** A simulated register of a council: which register adapter's shapes it is served in, and its size. */
export interface SimRegisterSpec {
  adapter: string;
  /** Records in the register. */
  records: number;
  /** The adapter's layout to publish it in (its default when unset). */
  layout?: string;
  /** Share of the records that change each simulated day after day 0 (licensing registers; 0.05 when unset). */
  changeRate?: number;
}

export interface SimCouncilSpec {
  slug: string;
  /** The portal platform it is served on (a key of sim/profiles.ts platformProfiles); idox when unset. */
  platform?: string;
  /**
   * Which of its platform's page generations the portal serves, where the profile has several
   * (planning-register: 'legacy' is Fylde's older theme and gate; civica: 'jsf'); the profile's
   * current one when unset.
   */
  variant?: string;
  /** Registers it publishes besides its planning portal. */
  registers?: Partial<Record<RegisterName, SimRegisterSpec>>;
  /** Applications over the whole simulated period (about 60 days before day 0 to 30 after). */
  applications: number;
  name?: string;
  charset?: 'UTF-8' | 'ISO-8859-1';
  /** A search matching more than this answers "Too many results found". */
  tooManyLimit?: number;
  faults?: SimFaults;
}

export type SimOutcome = 'Approved' | 'Refused' | 'Withdrawn' | 'Split Decision';

export interface SimProperty {
  keyval: string;
  uprn: string;
  address: string;
  ward: string;
  parish: string;
}

export interface SimApplication {
  index: number;
  keyval: string;
  reference: string;
  property: SimProperty;
  description: string;
  applicationType: string;
  caseOfficer: string;
  applicant: string;
  applicantAddress: string;
  agent: string;
  agentCompany: string;
  agentAddress: string;
  agentPhone: string;
  receivedDay: number;
  validatedDay: number;
  decisionDay: number;
  outcome: SimOutcome;
  committeeDay: number | null;
  level: 'Delegated' | 'Committee';
  docsAtReceipt: number;
  commentsMax: number;
  /** Index of an earlier application on the same property that this one follows. */
  follows: number | null;
}

export interface SimCouncilData {
  spec: SimCouncilSpec;
  name: string;
  applications: SimApplication[];
  byKeyval: Map<string, SimApplication>;
  properties: Map<string, SimProperty>;
}

/** Simulated period: arrivals run from day -HISTORY_DAYS to day ARRIVAL_DAYS - HISTORY_DAYS. */
export const HISTORY_DAYS = 60;
export const ARRIVAL_DAYS = 90;

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const STREETS = [
  'High Street',
  'Church Road',
  'Station Road',
  'Victoria Road',
  'Mill Lane',
  'St John’s Road',
  'Park Avenue',
  'The Crescent',
  'Queen’s Parade',
  'Orchard Close',
];
const TOWNS = ['Hove', 'Brighton', 'Portslade', 'Rottingdean'];
const WARDS = ['Central Hove', 'Goldsmid', 'Regency', 'Westbourne', 'Hollingdean & Fiveways'];
const PARISHES = ['Not Applicable', 'Rottingdean Parish', 'Stanmer Parish'];
const OFFICERS = ['Jane Smith', 'Owen Pryce', 'Aisha Khan', 'Tomás Ó Briain'];
const PEOPLE = ['Mr A Patel', 'Mrs C Jones', 'Ms R Nowak', 'Mr & Mrs Hughes', 'Zoë Carter'];
const AGENTS = ['Archi-Tech Ltd', 'Smith & Partners', 'Design Studio Café', 'Planning Matters LLP'];
const KINDS: { type: string; code: string; text: (r: () => number) => string }[] = [
  {
    type: 'Householder Planning Consent',
    code: 'HOU',
    text: () => 'Erection of single storey rear extension.',
  },
  {
    type: 'Full Planning',
    code: 'FUL',
    text: (r) => `Erection of ${2 + Math.floor(r() * 20)} dwellings with associated parking and landscaping.`,
  },
  {
    type: 'Full Planning',
    code: 'FUL',
    text: () => 'Change of use from retail (Class E) to café with outdoor seating; estimated cost £45,000.',
  },
  {
    type: 'Listed Building Consent',
    code: 'LBC',
    text: () => 'Internal alterations to basement & ground floor.',
  },
  {
    type: 'Advertisement Consent',
    code: 'ADV',
    text: () => 'Display of internally illuminated fascia sign – “Coffee & Co”.',
  },
  { type: 'Tree Works', code: 'TPO', text: () => 'T1 Sycamore – crown reduction by 2m.' },
  {
    type: 'Lawful Development Certificate',
    code: 'LDC',
    text: () => 'Certificate of lawfulness for proposed loft conversion with rear dormer.',
  },
];
const OUTCOMES: SimOutcome[] = [
  'Approved',
  'Approved',
  'Approved',
  'Approved',
  'Refused',
  'Withdrawn',
  'Split Decision',
];
const KEY_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

function keyval(r: () => number, suffix: string): string {
  let k = '';
  for (let i = 0; i < 8; i++) k += KEY_CHARS[Math.floor(r() * KEY_CHARS.length)];
  return k + suffix;
}

export function generateCouncil(seed: number, spec: SimCouncilSpec, startDate: string): SimCouncilData {
  const r = prng(hashSeed(seed, spec.slug));
  const n = Math.max(1, spec.applications);
  const properties: SimProperty[] = [];
  const propertyCount = Math.max(1, Math.round(n * 0.8));
  for (let i = 0; i < propertyCount; i++) {
    const no = 1 + Math.floor(r() * 200);
    const flat = r() < 0.15 ? `Flat ${1 + Math.floor(r() * 9)}, ` : '';
    const pc = `BN${1 + Math.floor(r() * 3)} ${1 + Math.floor(r() * 9)}${pick(r, ['A', 'B', 'D', 'E', 'H'])}${pick(r, ['Q', 'T', 'W', 'Z'])}`;
    properties.push({
      keyval: keyval(r, 'LI000'),
      uprn: String(22000000 + i * 37 + Math.floor(r() * 30)),
      address: `${flat}${no} ${pick(r, STREETS)} ${pick(r, TOWNS)} ${pc}`,
      ward: pick(r, WARDS),
      parish: pick(r, PARISHES),
    });
  }
  const applications: SimApplication[] = [];
  const lastOnProperty = new Map<string, number>();
  const seenKeys = new Set<string>();
  for (let i = 0; i < n; i++) {
    const receivedDay = Math.floor((i * ARRIVAL_DAYS) / n) - HISTORY_DAYS;
    const validatedDay = receivedDay + Math.floor(r() * 10);
    const decisionDay = validatedDay + 20 + Math.floor(r() * 50);
    const kind = pick(r, KINDS);
    const property = pick(r, properties);
    const committee = r() < 0.1;
    const prev = lastOnProperty.get(property.keyval);
    let key = keyval(r, 'MLEV00');
    while (seenKeys.has(key)) key = keyval(r, 'MLEX00');
    seenKeys.add(key);
    const year = addDays(startDate, receivedDay).slice(0, 4);
    applications.push({
      index: i,
      keyval: key,
      reference: `BH${year}/${String(10000 + i).padStart(5, '0')}`,
      property,
      description: kind.text(r),
      applicationType: kind.type,
      caseOfficer: pick(r, OFFICERS),
      applicant: pick(r, PEOPLE),
      applicantAddress: `${1 + Math.floor(r() * 90)} ${pick(r, STREETS)} ${pick(r, TOWNS)}`,
      agent: pick(r, ['Mr P Green', 'Ms L Brown', 'Mr D Okafor']),
      agentCompany: pick(r, AGENTS),
      agentAddress: `Unit ${1 + Math.floor(r() * 20)}, ${pick(r, STREETS)}, Brighton`,
      agentPhone: `01273 ${String(100000 + Math.floor(r() * 899999))}`,
      receivedDay,
      validatedDay,
      decisionDay,
      outcome: pick(r, OUTCOMES),
      committeeDay: committee ? decisionDay - 3 : null,
      level: committee ? 'Committee' : 'Delegated',
      docsAtReceipt: 2 + Math.floor(r() * 7),
      commentsMax: Math.floor(r() * 12),
      follows: prev ?? null,
    });
    lastOnProperty.set(property.keyval, i);
  }
  return {
    spec,
    name: spec.name ?? spec.slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    applications,
    byKeyval: new Map(applications.map((a) => [a.keyval, a])),
    properties: new Map(properties.map((p) => [p.keyval, p])),
  };
}

/** What the portal shows for an application on a given day. */
export interface SimState {
  visible: boolean;
  validated: boolean;
  decided: boolean;
  status: string;
  decision: string | null;
  documents: { title: string; type: string; day: number }[];
  comments: number;
}

const DOC_TITLES: [string, string][] = [
  ['Application Form', 'Application Form'],
  ['Site Location Plan', 'Plans'],
  ['Proposed Floor Plans', 'Plans'],
  ['Design and Access Statement', 'Supporting Documents'],
  ['Existing Elevations', 'Plans'],
  ['Heritage Statement', 'Supporting Documents'],
  ['Proposed Elevations', 'Plans'],
  ['Arboricultural Report', 'Supporting Documents'],
];

export function stateOn(app: SimApplication, day: number): SimState {
  const visible = app.receivedDay <= day;
  const validated = app.validatedDay <= day;
  const decided = app.decisionDay <= day;
  const documents: SimState['documents'] = [];
  for (let i = 0; i < app.docsAtReceipt; i++) {
    const [title, type] = DOC_TITLES[i % DOC_TITLES.length];
    documents.push({ title: `${title} ${i + 1}`, type, day: app.receivedDay + (i % 3) });
  }
  if (decided) documents.push({ title: 'Decision Notice', type: 'Decision', day: app.decisionDay });
  const comments = validated
    ? Math.min(app.commentsMax, Math.floor((Math.min(day, app.decisionDay) - app.validatedDay) / 3))
    : 0;
  let status = 'Registered';
  if (decided) status = app.outcome === 'Withdrawn' ? 'Withdrawn' : 'Decided';
  else if (validated) status = 'Pending Consideration';
  return {
    visible,
    validated,
    decided,
    status,
    decision: decided ? app.outcome : null,
    documents: documents.filter((d) => d.day <= day),
    comments,
  };
}
