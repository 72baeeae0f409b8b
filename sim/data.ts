// Synthetic councils for the portal simulator, deterministic from a seed: the same seed, council
// and day always give the same applications in the same state. Each application arrives on its
// received day, is validated a few days later and decided weeks after that, so moving the
// simulated clock on changes statuses, decisions, document and comment counts.
import { addDays, daysBetween } from '../core/calendar.js';
import { LIVE_START } from '../core/domain/planning/archive.js';
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
  /** Registers answer 404 where their file was (a register no longer published: not an empty one). */
  registerGone?: boolean;
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
  /**
   * Share of the records that change each simulated day after day 0 (0.05 when unset): licensing
   * registers' records change; HMO registers' licences leave the register and come back, and a new
   * licence is added each day.
   */
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
  /**
   * Applications received before 2026 (spec 1: the archive), spread over the `archiveYears` years
   * before 2026 and all decided by then: what a back-fill of older windows reads. 0 when unset.
   */
  archive?: number;
  /** Years the archive reaches back (5 when unset). */
  archiveYears?: number;
  /**
   * Families of linked applications on one site (spec 2.5): an outline permission, reserved matters
   * citing it, applications to discharge its conditions and the reserved matters' conditions, a
   * section 73 variation of one of its conditions; every fourth family a full application with a
   * listed building consent beside it (a shared reference core). Half the families start in the
   * archive (their outline received before 2026). 0 when unset.
   */
  families?: number;
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
  /** Role in a family of linked applications (SimCouncilSpec.families), if it is in one. */
  family?: 'outline' | 'reserved-matters' | 'discharge' | 'variation' | 'full' | 'listed-building';
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
  const extra = { applications, properties, seenKeys, startDate };
  addArchive(prng(hashSeed(seed, spec.slug, 'archive')), spec, extra);
  addFamilies(prng(hashSeed(seed, spec.slug, 'families')), spec, extra);
  return {
    spec,
    name: spec.name ?? spec.slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    applications,
    byKeyval: new Map(applications.map((a) => [a.keyval, a])),
    properties: new Map(properties.map((p) => [p.keyval, p])),
  };
}

/** What generateCouncil is building, for the archive and the families added after the main applications. */
interface Building {
  applications: SimApplication[];
  properties: SimProperty[];
  seenKeys: Set<string>;
  startDate: string;
}

/** Never decided within any simulated run. */
const PENDING = 100_000;

function newKey(r: () => number, b: Building): string {
  let key = keyval(r, 'MLEV00');
  while (b.seenKeys.has(key)) key = keyval(r, 'MLEX00');
  b.seenKeys.add(key);
  return key;
}

function newProperty(r: () => number, b: Building, address: string): SimProperty {
  const p: SimProperty = {
    keyval: keyval(r, 'LI000'),
    uprn: String(23000000 + b.properties.length * 37 + Math.floor(r() * 30)),
    address,
    ward: pick(r, WARDS),
    parish: pick(r, PARISHES),
  };
  b.properties.push(p);
  return p;
}

/** Appends one application; its reference is numbered by its index like the others. */
function addApplication(
  r: () => number,
  b: Building,
  a: Pick<SimApplication, 'property' | 'description' | 'applicationType' | 'receivedDay' | 'outcome'> &
    Partial<SimApplication> & { decideAfter?: number },
): SimApplication {
  const { decideAfter, ...given } = a;
  const index = b.applications.length;
  const validatedDay = a.validatedDay ?? a.receivedDay + 1 + Math.floor(r() * 6);
  const decisionDay = a.decisionDay ?? validatedDay + (decideAfter ?? 20 + Math.floor(r() * 40));
  const year = addDays(b.startDate, a.receivedDay).slice(0, 4);
  const app: SimApplication = {
    index,
    keyval: newKey(r, b),
    reference: a.reference ?? `BH${year}/${String(10000 + index).padStart(5, '0')}`,
    caseOfficer: pick(r, OFFICERS),
    applicant: pick(r, PEOPLE),
    applicantAddress: `${1 + Math.floor(r() * 90)} ${pick(r, STREETS)} ${pick(r, TOWNS)}`,
    agent: pick(r, ['Mr P Green', 'Ms L Brown', 'Mr D Okafor']),
    agentCompany: pick(r, AGENTS),
    agentAddress: `Unit ${1 + Math.floor(r() * 20)}, ${pick(r, STREETS)}, Brighton`,
    agentPhone: `01273 ${String(100000 + Math.floor(r() * 899999))}`,
    committeeDay: null,
    level: 'Delegated',
    docsAtReceipt: 2 + Math.floor(r() * 7),
    commentsMax: Math.floor(r() * 12),
    follows: null,
    ...given,
    validatedDay,
    decisionDay,
  };
  b.applications.push(app);
  return app;
}

/** The simulated day before the first live day (31 December 2025 with the default start). */
function lastArchiveDay(b: Building): number {
  return Math.min(daysBetween(b.startDate, LIVE_START) - 1, -HISTORY_DAYS - 1);
}

/** spec.archive applications received over the archiveYears years before 2026, each decided before 2026. */
function addArchive(r: () => number, spec: SimCouncilSpec, b: Building): void {
  const n = spec.archive ?? 0;
  const last = lastArchiveDay(b);
  const first = last - 365 * (spec.archiveYears ?? 5);
  for (let i = 0; i < n; i++) {
    const receivedDay = first + Math.floor(((i + r()) * (last - first - 90)) / n);
    const kind = pick(r, KINDS);
    addApplication(r, b, {
      property: pick(r, b.properties),
      description: kind.text(r),
      applicationType: kind.type,
      receivedDay,
      outcome: pick(r, OUTCOMES),
    });
  }
}

const SITES = ['Mill Farm', 'the Former Gasworks', 'Station Yard', 'Orchard Nursery', 'Church Farm Barns'];
const CONDITIONS: [number, string][] = [
  [3, 'samples and a schedule of materials'],
  [5, 'hard and soft landscaping'],
  [7, 'surface water drainage'],
  [9, 'construction environmental management plan'],
  [11, 'contaminated land'],
  [14, 'cycle parking'],
];

/**
 * spec.families families of linked applications, each on a site of its own. Half start in the
 * archive (outline received two to four years before 2026), half in the live period; each member is
 * received after the decision it follows. Descriptions cite references in the councils' own
 * wordings (the real Brighton & Hove and Lambeth pages in the fixtures).
 */
function addFamilies(r: () => number, spec: SimCouncilSpec, b: Building): void {
  const n = spec.families ?? 0;
  const lastDay = ARRIVAL_DAYS - HISTORY_DAYS;
  for (let f = 0; f < n; f++) {
    const site = `Land at ${SITES[f % SITES.length]}, ${pick(r, STREETS)} ${pick(r, TOWNS)} BN${1 + (f % 3)} ${1 + Math.floor(r() * 9)}FQ`;
    const property = newProperty(r, b, site);
    const archived = f % 2 === 0;
    if (f % 4 === 3) {
      // A full application with a listed building consent beside it: the consent's reference is the
      // full application's with /LBC (a shared reference core on the same site).
      const day = -HISTORY_DAYS + 2 + Math.floor(r() * 40);
      const full = addApplication(r, b, {
        property,
        description:
          'Conversion of the listed barn to two dwellings with associated parking and landscaping.',
        applicationType: 'Full Planning',
        receivedDay: day,
        outcome: 'Approved',
        family: 'full',
      });
      addApplication(r, b, {
        property,
        reference: `${full.reference}/LBC`,
        description:
          'Internal and external alterations to the listed barn in connection with its conversion to two dwellings.',
        applicationType: 'Listed Building Consent',
        receivedDay: day,
        validatedDay: full.validatedDay,
        decisionDay: full.decisionDay,
        outcome: 'Approved',
        family: 'listed-building',
      });
      continue;
    }
    const homes = 12 + Math.floor(r() * 80);
    const outlineDay = archived
      ? lastArchiveDay(b) - 400 - Math.floor(r() * 500)
      : -HISTORY_DAYS + 1 + Math.floor(r() * 8);
    const outline = addApplication(r, b, {
      property,
      description: `Outline application for the erection of up to ${homes} dwellings with access from ${pick(r, STREETS)}; all other matters reserved.`,
      applicationType: 'Outline Planning',
      receivedDay: outlineDay,
      decideAfter: archived ? 90 : 14 + Math.floor(r() * 6),
      outcome: 'Approved',
      level: 'Committee',
      family: 'outline',
    });
    const rmDay = archived ? lastArchiveDay(b) - 200 - Math.floor(r() * 150) : outline.decisionDay + 3;
    const rm = addApplication(r, b, {
      property,
      description: `Approval of reserved matters (appearance, landscaping, layout and scale) for ${homes} dwellings pursuant to outline permission ${outline.reference}.`,
      applicationType: 'Reserved Matters',
      receivedDay: rmDay,
      decideAfter: archived ? 70 : 12 + Math.floor(r() * 6),
      outcome: 'Approved',
      follows: outline.index,
      family: 'reserved-matters',
    });
    // Discharges: of the outline's conditions and of the reserved matters'; outcomes cover each
    // condition status of spec 3.2 (discharged, refused, withdrawn, split, still pending).
    const outcomes: (SimOutcome | null)[] = ['Approved', 'Refused', 'Withdrawn', 'Split Decision', null];
    const picks = [0, 1, 2, 3, 4, 5].sort(() => r() - 0.5);
    const from = Math.max(rm.decisionDay + 2, -HISTORY_DAYS + 1);
    for (let k = 0; k < 3; k++) {
      const parent = k === 0 ? outline : rm;
      const conds = (k === 2 ? [CONDITIONS[picks[2]], CONDITIONS[picks[3]]] : [CONDITIONS[picks[k]]]).sort(
        (x, y) => x[0] - y[0],
      );
      const outcome = outcomes[(f + k) % outcomes.length];
      const receivedDay = Math.min(from + k * 6 + Math.floor(r() * 4), lastDay - 5);
      const wording =
        k === 1
          ? `Approval of details pursuant to condition ${conds[0][0]} (${conds[0][1]}) of Planning Permission Ref: ${parent.reference}.`
          : `Application for Approval of Details Reserved by ${conds.length > 1 ? 'Conditions' : 'Condition'} ${conds.map((c) => c[0]).join(' & ')} of application ${parent.reference}.`;
      addApplication(r, b, {
        property,
        description: wording,
        applicationType: 'Approval of Details Reserved by Condition',
        receivedDay,
        decideAfter: outcome ? 10 + Math.floor(r() * 10) : PENDING,
        outcome: outcome ?? 'Approved',
        follows: parent.index,
        family: 'discharge',
      });
    }
    // A section 73 variation of the outline's plans condition, still pending or approved.
    const varDay = Math.min(from + 20 + Math.floor(r() * 6), lastDay - 2);
    addApplication(r, b, {
      property,
      description: `Variation of condition 2 (approved plans) of application ${outline.reference} to allow amendments to the house types (Section 73).`,
      applicationType: 'Removal or Variation of Condition',
      receivedDay: varDay,
      decideAfter: f % 3 === 0 ? PENDING : 15,
      outcome: 'Approved',
      follows: outline.index,
      family: 'variation',
    });
  }
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
  // A neighbour's comment (its title names a member of the public, as councils file them) and a
  // consultee's response, once the application is out to consultation.
  if (app.commentsMax > 0 && app.validatedDay + 5 <= Math.min(day, app.decisionDay))
    documents.push({
      title: `Comment from ${app.applicant}, ${app.applicantAddress}`,
      type: 'Public Comment',
      day: app.validatedDay + 5,
    });
  if (app.validatedDay + 8 <= Math.min(day, app.decisionDay))
    documents.push({
      title: 'Highway Authority response',
      type: 'Consultee Comment',
      day: app.validatedDay + 8,
    });
  if (decided) {
    documents.push({ title: 'Delegated Officer Report', type: 'Officer Report', day: app.decisionDay });
    documents.push({ title: 'Decision Notice', type: 'Decision', day: app.decisionDay });
  }
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
