// The second adapter contract: registers that are not planning portals (ARCHITECTURE.md, Scrapers).
// Council licensing registers, HMO licence registers, the Planning Inspectorate's appeal casework
// and every register a council publishes as a file are read through the same spine as the portals:
// the polite client (politeness, retries, raw snapshots under their hash, the fetch log), the
// council as data, the error classes of scrapers/kit/errors.ts and council health. What differs is
// the shape of what comes back: a register holds many records per page or file, each with its own
// natural key and the register's own column or label wording, and rows it cannot read are reported
// one by one with a reason rather than guessed.
//
// Three steps, as for a portal: discover lists the sources to read (a published file, a search's
// result pages), fetch gets each source's pages, parse turns them into raw register records. No
// normalisation here: the wording is verbatim; what is a person, what a status means and what
// changed since the last read are decided downstream, per product.
import type { AdapterContext, FetchedPage, ParsedPage, RawDate, SamplePaths } from '../contract.js';

/** The registers the service reads besides planning portals (one store and API each, per product). */
export const REGISTERS = ['licensing', 'hmo', 'appeals'] as const;
export type RegisterName = (typeof REGISTERS)[number];

/** A council's register as data: which adapter reads it, where, with what knobs. */
export interface RegisterConfig {
  register: RegisterName;
  /** The register adapter's name (scrapers/registers/index.ts). */
  adapter: string;
  /** Where the register is published: a file's URL, or the base of a register's search pages. */
  url: string;
  /** Adapter-specific knobs (a file's layout name, a search module); each adapter documents its own. */
  options?: Record<string, unknown>;
}

export interface RegisterContext extends AdapterContext {
  register: RegisterConfig;
}

/** One thing discover found to read: a published file, or one page of a register's search. */
export interface RegisterSource {
  council_slug: string;
  register: RegisterName;
  url: string;
  /** 'file' for a published file read whole; 'page' for a register page. */
  kind: 'file' | 'page';
  /** What the publisher says of the source, where it says: its title, its publication date. */
  title: string | null;
  published: RawDate | null;
}

/** Where a raw register record was read: the page or file, and its row within it (1-based, after the header). */
export interface RegisterProvenance {
  url: string;
  kind: 'file' | 'page';
  format: 'csv' | 'xlsx' | 'json' | 'html' | 'pdf';
  /** The row of a file the record was read from; null for a page. */
  row: number | null;
  /** The layout the file or page was recognised as (a layout name, e.g. 'sheffield-2025'). */
  layout: string;
  fetched_at: string | null;
  /** The spreadsheet sheet the row is on, by name (a workbook with one sheet per year). */
  sheet?: string;
  /** The PDF page the row starts on (1-based). */
  page?: number;
  /**
   * For a register read page by page (a licensing module's licence tabs): the pages the record was
   * read from; `url` is then the register's own address (the module's base).
   */
  pages?: string[];
}

/**
 * The parts of a register record that normalisation reads, by role, whatever the register calls
 * them: a file layout or a page parser says which column or label plays each role. Values stay
 * verbatim. Roles a register does not have are absent.
 */
export const REGISTER_ROLES = [
  'premises_name',
  'description',
  'type',
  'subtype',
  'regime',
  'status',
  // Parties as the register names them: classified as companies or persons downstream, and a
  // person is never stored beyond the raw page (licensing spec 1).
  'holder',
  'additional_holder',
  'supervisor',
  'applicant',
  'agent',
  'activities',
  'hours',
  'uprn',
  'ward',
  'lat',
  'lng',
  'easting',
  'northing',
  'conditions',
  'plan_url',
  'record_url',
  'occupants',
  'units',
  'authority',
] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

/** One register record as the register publishes it. */
export interface RawRegisterRecord {
  register: RegisterName;
  adapter: string;
  /** The council whose register it is; for a national register, the authority a row names, as a slug where it is known. */
  council_slug: string | null;
  /** The authority as a national register names it (null on a council's own register). */
  authority: string | null;
  /** The kind of record within the register (licence, application, temporary-exemption, appeal, ...). */
  record_type: string;
  /** The natural key within the council's register: a licence or case number as the register prints it. */
  key: string;
  /** Every value the register gives, keyed by its own column header or label, verbatim ('' becomes null). */
  fields: Record<string, string | null>;
  /** Values by role (see REGISTER_ROLES), verbatim; several columns of one role are joined with ' | '. */
  roles: Partial<Record<RegisterRole, string>>;
  /** The premises address as the register writes it (its address columns joined), where it gives one. */
  address: string | null;
  /** The postcode as the register gives it in a column of its own (else null: it may be in the address). */
  postcode: string | null;
  /** The register's dates, by role (issued, expires, received, decided, ...), each with its precision. */
  dates: Record<string, RawDate | null>;
  source: RegisterProvenance;
}

/** A row the adapter could not read: where it is, why, and its text so a person can look. */
export interface RejectedRow {
  url: string;
  row: number | null;
  reason: string;
  /** The row's cells as read (joined), for the issue log; never printed where persons may be named. */
  text: string | null;
}

/** What parse makes of a source: the records it read and the rows it refused. */
export interface RegisterRead {
  records: RawRegisterRecord[];
  rejected: RejectedRow[];
  /** The layout the source was recognised as. */
  layout: string;
}

/**
 * What parseStream makes of a source: the records in batches as the file is read, so a store can
 * write the first while later rows are still being parsed. `groups` is known before the first
 * batch: how many rows carry each key, by the `group` parseStream was given (the key itself by
 * default); all the records of a group on several rows come in one batch. `rejected` is complete
 * once `batches` has been read to its end. The records, their order and the refusals are those
 * parse gives.
 */
export interface RegisterStream {
  layout: string;
  groups: ReadonlyMap<string, number>;
  batches: AsyncIterable<RawRegisterRecord[]> | Iterable<RawRegisterRecord[]>;
  rejected: RejectedRow[];
}

/**
 * A register adapter. Registered by name in scrapers/registers/index.ts; a council's register row
 * names its adapter. Parse is pure (pages in, records out); an unrecognised layout is a
 * LayoutChangedError, a block page a BlockedError, an empty register no records (not an error).
 * A format whose decoder has only an asynchronous API (a PDF's text comes from pdf.js) is read
 * by parseAsync and parsePageAsync, which read every format the adapter reads; parse and
 * parsePage refuse such a format with a LayoutChangedError naming parseAsync. Callers that may
 * meet such files use the Async pair where an adapter has it.
 */
export interface RegisterAdapter {
  adapter: string;
  /** The registers this adapter can read. */
  registers: readonly RegisterName[];
  discover(ctx: RegisterContext): AsyncIterable<RegisterSource>;
  fetch(ctx: RegisterContext, source: RegisterSource): Promise<FetchedPage[]>;
  parse(pages: FetchedPage[], source: RegisterSource): RegisterRead;
  /** One saved page or file on its own; null when it is not one this adapter reads. Pure. */
  parsePage?(page: FetchedPage): ParsedPage | null;
  /** parse for every format the adapter reads, those with an asynchronous decoder included. */
  parseAsync?(pages: FetchedPage[], source: RegisterSource): Promise<RegisterRead>;
  /**
   * parseAsync as a stream (RegisterStream), for a file of hundreds of thousands of rows: the rows
   * are read as they are parsed rather than after the whole file. Adapters without it are read by
   * parseRegisterStream (scrapers/registers/index.ts) through parseAsync or parse.
   */
  parseStream?(
    pages: FetchedPage[],
    source: RegisterSource,
    group?: (key: string) => string,
  ): Promise<RegisterStream>;
  /** parsePage for every format the adapter reads, those with an asynchronous decoder included. */
  parsePageAsync?(page: FetchedPage): Promise<ParsedPage | null>;
  /** The real pages and files this adapter is known to read (paths under the shared fixtures). */
  samples?: SamplePaths;
  /**
   * The layouts its parse reports (RegisterRead.layout), with the registers each is of: what a
   * council's register row (scrapers/councils/registers.csv) may name as the source's layout.
   */
  layouts: readonly { name: string; register: RegisterName; national?: boolean }[];
  /** The formats it reads (RegisterProvenance.format). */
  formats: readonly RegisterProvenance['format'][];
}
