// The layouts of published register files, as data: a council's file whose headers match a layout
// here is read with no code of its own. A file is recognised by its header row (header names
// compared in lower case with single spaces, in any order); where several layouts match, the one
// naming the most headers wins. A layout a council changes is a new entry (Sheffield's HMO register
// changed its header between the 2024 and 2025 publications: both are here, so neither is misread).
import type { DateOrder } from '../../kit/dates.js';
import type { RegisterName, RegisterRole } from '../contract.js';
import { LICENSING_FILE_LAYOUTS } from './licensing-layouts.js';

export interface FileLayout {
  name: string;
  register: RegisterName;
  /** The kind of record each row is. */
  record_type: string;
  /**
   * Headers the file must have (normalised). A blank header cell is named by its position, '#1'
   * for the first column: some registers leave headers blank over address columns.
   */
  headers: readonly string[];
  /** The column holding the record's key (its licence or case number). */
  key: string;
  /** Columns that make up the premises address, in order (blank cells left out, joined with ', '). */
  address?: readonly string[];
  postcode?: string;
  /** The columns playing each role (a role read from several columns lists them all). */
  roles?: Readonly<Partial<Record<RegisterRole, string | readonly string[]>>>;
  /** The register's dates by role (issued, expires, commenced, received, decided, ...) -> column. */
  dates: Readonly<Record<string, string>>;
  /** How the register writes numeric dates. */
  dateOrder: DateOrder;
  /** Who publishes in this layout, and where a sample is (for the docs and reviewers). */
  seen: string;
}

export const FILE_LAYOUTS: readonly FileLayout[] = [
  {
    name: 'oxford-hmo-register',
    register: 'hmo',
    record_type: 'licence',
    headers: [
      'case number',
      'location',
      'total number occupants',
      'total number units',
      'licence commenced',
      'licence expires',
    ],
    key: 'case number',
    address: ['location'],
    roles: { occupants: 'total number occupants', units: 'total number units' },
    dates: { commenced: 'licence commenced', expires: 'licence expires' },
    dateOrder: 'dmy',
    seen: "Oxford City Council's simplified HMO register (registers/hmo/oxford)",
  },
  {
    name: 'oxford-hmo-temporary-exemptions',
    register: 'hmo',
    record_type: 'temporary-exemption',
    headers: [
      'case number',
      'address',
      'total number occupants',
      'total number units',
      'licence commenced',
      'licence expires',
    ],
    key: 'case number',
    address: ['address'],
    roles: { occupants: 'total number occupants', units: 'total number units' },
    dates: { commenced: 'licence commenced', expires: 'licence expires' },
    dateOrder: 'dmy',
    seen: "Oxford City Council's HMO temporary exemption notices (registers/hmo/oxford)",
  },
  {
    name: 'sheffield-hmo-2024',
    register: 'hmo',
    record_type: 'licence',
    headers: [
      'address 1',
      'address 2',
      'address 3',
      'postcode',
      'permitted occupants',
      'licence issue date',
      'licence expiry date',
      'licence number',
    ],
    key: 'licence number',
    address: ['address 1', 'address 2', 'address 3'],
    postcode: 'postcode',
    roles: { occupants: 'permitted occupants' },
    dates: { issued: 'licence issue date', expires: 'licence expiry date' },
    dateOrder: 'dmy',
    seen: "Sheffield City Council's HMO licences issued, published to 9 September 2024 (registers/hmo/sheffield)",
  },
  {
    name: 'sheffield-hmo-2025',
    register: 'hmo',
    record_type: 'licence',
    headers: [
      '#1',
      'full address',
      '#3',
      'postcode',
      'permitted occupants',
      'licence issue date',
      'licence expiry date',
      'licence number',
    ],
    key: 'licence number',
    // The 2025 file heads the street number "Full Address" and leaves the flat and street unnamed.
    address: ['#1', 'full address', '#3'],
    postcode: 'postcode',
    roles: { occupants: 'permitted occupants' },
    dates: { issued: 'licence issue date', expires: 'licence expiry date' },
    dateOrder: 'dmy',
    seen: "Sheffield City Council's HMO licences issued, published to 1 October 2025 (registers/hmo/sheffield)",
  },
  ...LICENSING_FILE_LAYOUTS,
];
