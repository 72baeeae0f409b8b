// The contract between the scraping spine and its adapters (ARCHITECTURE.md, Scrapers).
//
// What every adapter shares, planning portal or register: the page it is handed (FetchedPage), the
// client it fetches through (PageClient: politeness, retries, raw snapshots and the fetch log are
// the client's), the council as data, dates with their precision, and a page read on its own
// (ParsedPage, for `plandata parse` and the conformance suite).
//
// A planning portal platform (PlatformAdapter) has three steps with one small contract between
// them: discover lists applications in a date window, fetch gets each application's pages, parse
// turns those pages into a RawApplication: the council's wording verbatim, every date with its
// precision, and the URLs it came from. No normalisation here (that is enrich/), and nothing about
// the database: the worker that calls an adapter stores what it returns. Registers that are not
// planning portals (licensing, HMO, appeals, published register files) have their own contract in
// scrapers/registers/contract.ts, built on the shared part of this one.

/** One HTTP response as the adapter sees it. Raw bytes are kept so a parser change can re-parse. */
export interface FetchedPage {
  /** URL asked for. */
  url: string;
  /** URL after redirects (the provenance URL of what was parsed). */
  finalUrl: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: Buffer;
  /** body decoded with the page's own charset (header, then meta tag, then UTF-8). */
  text: string;
  /** ISO-8601 UTC time the response arrived. */
  fetchedAt: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Give up after this long; the client turns a timeout into a TransientError. */
  timeoutMs?: number;
  /** Sent as Referer: some Idox councils refuse a results page fetched without one. */
  referer?: string;
}

/**
 * The HTTP client an adapter is handed. The implementation (scrapers/http) owns politeness
 * (per-host concurrency and delay shared through Redis), retries, snapshots and the user agent.
 * One client instance is one portal session: it must keep cookies (Idox ties a search and its
 * result pages to the JSESSIONID cookie) and follow redirects. It resolves with any status,
 * including 4xx and 5xx: the adapter decides what a status means for its platform.
 */
export interface PageClient {
  get(url: string, opts?: RequestOptions): Promise<FetchedPage>;
  /** POST an application/x-www-form-urlencoded body; field order is kept as given. */
  post(
    url: string,
    form: Record<string, string> | [string, string][],
    opts?: RequestOptions,
  ): Promise<FetchedPage>;
  /**
   * POST `body` as JSON (application/json; charset=UTF-8), for portals whose pages are a script
   * over a JSON API (Civica W2: keyobject/pagedsearch and doc/list answer only a JSON POST; a GET
   * of the same URL ignores the filter and answers the whole register). Optional: a client that
   * cannot send JSON leaves it out, and an adapter that needs it says so.
   */
  postJson?(url: string, body: unknown, opts?: RequestOptions): Promise<FetchedPage>;
}

/** The logging an adapter needs; a pino Logger (core/logger.ts) satisfies it. */
export interface ScraperLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A council as data (a row in the councils table): a new council on a known platform is a row. */
export interface CouncilConfig {
  slug: string;
  name?: string;
  platform: string;
  /** Base of the portal, e.g. https://planningapps.brighton-hove.gov.uk/online-applications */
  baseUrl: string;
  /** Platform-specific knobs (e.g. Idox discover mode); each adapter documents its own. */
  options?: Record<string, unknown>;
}

export interface AdapterContext {
  council: CouncilConfig;
  client: PageClient;
  logger: ScraperLogger;
  /** Injected clock, so discovery windows are testable. */
  now?: () => Date;
}

export type DateField = 'received' | 'validated' | 'decided';

/** Inclusive window of calendar days (YYYY-MM-DD, UK local dates). */
export interface DateWindow {
  from: string;
  to: string;
  /** Which dates to search on; default is received, validated and decided. */
  by?: DateField[];
}

/**
 * How exact a date is (spec 2.2, date_precision): `day` is the date the register publishes;
 * `week` is the Monday of a weekly-list week; `month`/`year` where the council gives no day.
 */
export type DatePrecision = 'day' | 'week' | 'month' | 'year';

export interface RawDate {
  /** YYYY-MM-DD; for week/month/year precision the first day of that period. */
  date: string;
  precision: DatePrecision;
}

/** One application found by discover. Enough to fetch it; the list fields are for logging and triage. */
export interface DiscoveredRef {
  council_slug: string;
  reference: string;
  /** Platform's own key (Idox keyVal); null where the platform has none. */
  keyval: string | null;
  /** Where the application's main page lives. */
  url: string;
  address: string | null;
  description: string | null;
  status: string | null;
  received: RawDate | null;
  validated: RawDate | null;
  /** How it was found: a date search, a weekly list, or a search answered by the summary itself. */
  found_by: 'search' | 'weekly-list' | 'single-hit';
  /** The search that found it (which date field and window). */
  window: { by: DateField; from: string; to: string };
}

export interface RawDates {
  received: RawDate | null;
  validated: RawDate | null;
  decided: RawDate | null;
  decision_issued: RawDate | null;
  target_decision: RawDate | null;
  committee: RawDate | null;
  consultation_end: RawDate | null;
  advertised: RawDate | null;
  statutory_expiry: RawDate | null;
  permission_expiry: RawDate | null;
  neighbour_consultation_end: RawDate | null;
  site_notice_expiry: RawDate | null;
  advertisement_expiry: RawDate | null;
  appeal_lodged: RawDate | null;
  appeal_decided: RawDate | null;
  extended_target: RawDate | null;
}

export const DATE_KEYS: (keyof RawDates)[] = [
  'received',
  'validated',
  'decided',
  'decision_issued',
  'target_decision',
  'committee',
  'consultation_end',
  'advertised',
  'statutory_expiry',
  'permission_expiry',
  'neighbour_consultation_end',
  'site_notice_expiry',
  'advertisement_expiry',
  'appeal_lodged',
  'appeal_decided',
  'extended_target',
];

export function emptyDates(): RawDates {
  const d = {} as RawDates;
  for (const k of DATE_KEYS) d[k] = null;
  return d;
}

export interface RawDocument {
  /** The council's description of the document, verbatim. */
  title: string;
  /** Document type as the council files it (e.g. "Plans", "Decision / Officer Report"). */
  type: string | null;
  /** Date published. */
  date: string | null;
  /** Absolute link to the document (or to its page where the portal hides the file). */
  url: string | null;
  /** Heading the portal groups it under, where it groups documents. */
  group: string | null;
  drawing_number: string | null;
}

export interface RawRelated {
  /** Reference of the related case; for a property, its address. */
  reference: string;
  url: string | null;
  /** The portal's grouping, lower-case: application, appeal, enforcement, property, building-control, ... */
  kind: string;
  description: string | null;
  status: string | null;
}

export interface RawProperty {
  uprn: string | null;
  address: string | null;
  keyval: string | null;
  url: string | null;
  /** Other labelled fields of the property page, verbatim. */
  fields: Record<string, string>;
}

export interface RawComments {
  objections: number | null;
  supporting: number | null;
  /** Public comments received, as counted by the portal. */
  received: number | null;
  /** Neighbours or consultees consulted. */
  consulted: number | null;
}

/** Provenance: the final URL of each page the record was read from. */
export interface RawUrls {
  summary: string | null;
  details: string | null;
  dates: string | null;
  documents: string | null;
  related: string | null;
  property: string | null;
  [tab: string]: string | null;
}

/** What an adapter hands over: one application as the council publishes it. */
export interface RawApplication {
  platform: string;
  council_slug: string;
  reference: string;
  alt_reference: string | null;
  planning_portal_reference: string | null;
  keyval: string | null;
  address: string | null;
  description: string | null;
  status: string | null;
  decision: string | null;
  decision_level: string | null;
  appeal_status: string | null;
  appeal_decision: string | null;
  application_type: string | null;
  ward: string | null;
  parish: string | null;
  case_officer: string | null;
  applicant: string | null;
  applicant_address: string | null;
  agent: string | null;
  agent_company: string | null;
  agent_address: string | null;
  agent_phone: string | null;
  agent_email: string | null;
  dates: RawDates;
  /** Null where the documents list was not read (not published, or held on another system). */
  documents: RawDocument[] | null;
  /** Documents on the council file: the list length, else the count the summary states. */
  documents_count: number | null;
  related: RawRelated[];
  property: RawProperty | null;
  comments: RawComments | null;
  urls: RawUrls;
  /** Every other labelled field, keyed by the council's label, value verbatim. */
  extra: Record<string, string>;
  /** Time the newest page was fetched. */
  fetched_at: string | null;
}

/** One saved page read on its own: its platform (or register adapter), its kind, what it holds. */
export interface ParsedPage {
  platform: string;
  /** The page kind the adapter recognised (summary, results, documents, blocked, ...). */
  kind: string;
  data: unknown;
}

/**
 * Real saved pages an adapter reads, as paths relative to the shared fixtures folder (a file, or a
 * folder meaning every file under it): the conformance suite parses every one with parsePage and
 * expects it recognised, and expects the other adapters to leave it alone.
 */
export type SamplePaths = readonly string[];

/**
 * A portal platform. Registered by name in scrapers/platforms/index.ts; a council names its
 * platform and the worker looks the adapter up there, never by an if/else on names.
 */
export interface PlatformAdapter {
  platform: string;
  discover(ctx: AdapterContext, window: DateWindow): AsyncIterable<DiscoveredRef>;
  fetch(ctx: AdapterContext, ref: DiscoveredRef): Promise<FetchedPage[]>;
  /** Pure: pages in, record out. Throws LayoutChangedError when the pages hold no record. */
  parse(pages: FetchedPage[], council: Pick<CouncilConfig, 'slug'>): RawApplication;
  /**
   * One saved page on its own (`plandata parse`): its kind and what its parser reads; null when the
   * page is not one of this platform's. Pure.
   */
  parsePage?(page: FetchedPage): ParsedPage | null;
  /** The real pages this adapter is known to read (see SamplePaths). */
  samples?: SamplePaths;
}
