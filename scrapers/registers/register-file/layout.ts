// What a published register file's layout says, as data (the layouts themselves are in layouts.ts
// and layouts-licensing.ts). A file is recognised by its header row: the header names a layout
// lists are compared in lower case with single spaces (a non-breaking space is a space), in any
// order; where several layouts match, the one naming the most headers wins. The same layout reads
// a CSV file, a spreadsheet's sheet or a PDF's table: the format only changes how the rows are
// found, never what a column means.
import type { DateOrder } from '../../kit/dates.js';
import type { RegisterName, RegisterRole } from '../contract.js';

export interface FileLayout {
  name: string;
  register: RegisterName;
  /** The kind of record each row is (licence, application, temporary-exemption, ...). */
  record_type: string;
  /**
   * Headers the file must have (normalised). A blank header cell is named by its position, '#1'
   * for the first column: some registers leave headers blank over address columns.
   */
  headers: readonly string[];
  /**
   * The header must have no column beyond `headers`: for a publisher whose files of different
   * registers share most columns (B&NES's licensing files all start CaseReference, CaseDate,
   * TradingAs, ...), so a file of a register not listed here fails as a changed layout instead of
   * being read as the nearest sibling.
   */
  exact?: boolean;
  /**
   * Headers the layout reads where the file has them and does without where it does not: a
   * publisher that adds and drops columns between releases (the Planning Inspectorate's casework
   * files). Not used to recognise the file.
   */
  optional?: readonly string[];
  /** The column holding the record's key (its licence or case number). */
  key: string;
  /**
   * Columns read after `key` into the key (joined with ' | ', blank cells left out), for a register
   * that prints no number of its own for a record (the Gambling Commission's premises register:
   * an operator's account holds many premises).
   */
  keyWith?: readonly string[];
  /** Columns that make up the premises address, in order (blank cells left out, joined with ', '). */
  address?: readonly string[];
  postcode?: string;
  /** The columns playing each role (a role read from several columns lists them all). */
  roles?: Readonly<Partial<Record<RegisterRole, string | readonly string[]>>>;
  /**
   * Yes/no columns that name an activity (B&NES's LateNightRefreshment TRUE/FALSE): a yes adds the
   * column's header as published to the role, a no adds nothing, any other value is added as
   * "<header>: <value>" so nothing is guessed. Read after the role's own columns.
   */
  flags?: Readonly<Partial<Record<RegisterRole, readonly string[]>>>;
  /**
   * Columns whose values mean nothing without a name (Worthing's "ON & OFF"), column -> the name:
   * their role value is "<name>: <value>".
   */
  labelled?: Readonly<Record<string, string>>;
  /**
   * Roles the publisher states for the whole file rather than per row: the register's own title
   * (B&NES's "Gambling Premises Licences") or the one law it is kept under. A row's own column for
   * the role wins.
   */
  given?: Readonly<Partial<Record<RegisterRole, string>>>;
  /** The register's dates by role (issued, expires, received, decided, ...) -> column. */
  dates: Readonly<Record<string, string>>;
  /** How the register writes numeric dates. */
  dateOrder: DateOrder;
  /**
   * Cell values that mean "none" in this file ('NA' a third party wrote into empty cells, B&NES's
   * 'Not Known' UPRN): read as blank for the key, roles, dates, address and postcode; kept
   * verbatim in `fields`.
   */
  absent?: readonly string[];
  /**
   * Columns that are the publisher's (or an exporter's) own row numbers, not the record's content:
   * left out when telling a row printed twice from two rows that disagree.
   */
  rowIds?: readonly string[];
  /**
   * A national register's column naming the local authority of each row: it fills the record's
   * `authority` and its council slug where the name is a known council's.
   */
  authority?: string;
  /**
   * Columns a register prints once for a run of rows (a holder above several licences, in PDF
   * registers grouped by holder): a blank cell reads the value above it, until the next value.
   */
  repeatDown?: readonly string[];
  /**
   * Lines of a PDF register that are the publisher's page furniture rather than rows (titles,
   * "Printed on ..."), as regular expressions over the line's text; "Page 3 of 12" is always one.
   */
  furniture?: readonly string[];
  /** Who publishes in this layout, and where a sample is (for the docs and reviewers). */
  seen: string;
}
