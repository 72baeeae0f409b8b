// The layouts of published register files, as data: a council's file whose headers match a layout
// here is read with no code of its own. A file is recognised by its header row (header names
// compared in lower case with single spaces, in any order); where several layouts match, the one
// naming the most headers wins. A layout a council changes is a new entry (Sheffield's HMO register
// changed its header between the 2024 and 2025 publications: both are here, so neither is misread).
import type { FileLayout } from './layout.js';
import { LICENSING_FILE_LAYOUTS } from './layouts-licensing.js';

export type { FileLayout } from './layout.js';

/** HMO registers' layouts. */
const HMO_FILE_LAYOUTS: readonly FileLayout[] = [
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
];

export const FILE_LAYOUTS: readonly FileLayout[] = [...HMO_FILE_LAYOUTS, ...LICENSING_FILE_LAYOUTS];
