// The layouts of published register files, as data: a council's file whose headers match a layout
// here is read with no code of its own. A file is recognised by its header row (header names
// compared in lower case with single spaces, in any order); where several layouts match, the one
// naming the most headers wins. A layout a council changes is a new entry (Sheffield's HMO register
// changed its header between the 2024 and 2025 publications: both are here, so neither is misread).
import type { FileLayout } from './layout.js';
import { LICENSING_FILE_LAYOUTS } from './layouts-licensing.js';
import { APPEALS_FILE_LAYOUTS } from './layouts-appeals.js';

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
  {
    // A researcher's workbook converted from Fife Council's PDF register: one sheet per year,
    // headers with non-breaking spaces and the converter's "...19" suffixes, addresses with line
    // breaks. Its App Ref Number column is empty throughout (lost in the conversion), so a licence
    // is its address and its application date.
    name: 'fife-hmo-register-by-year',
    register: 'hmo',
    record_type: 'licence',
    headers: [
      'app ref number',
      'applicant name/s',
      'ward',
      'hmo address',
      'license status',
      'date of ap',
      'date issued...19',
      'expire date...21',
      'tot occs...25',
      'decision...28',
    ],
    key: 'hmo address',
    keyWith: ['date of ap'],
    address: ['hmo address'],
    roles: {
      applicant: 'applicant name/s',
      ward: 'ward',
      // The licence's state and the decision code (CON, GRANT, DEEM, XXWITH) the register gives.
      status: ['license status', 'decision...28'],
      occupants: 'tot occs...25',
    },
    dates: { received: 'date of ap', issued: 'date issued...19', expires: 'expire date...21' },
    dateOrder: 'dmy',
    seen: "Fife Council's HMO public register for St Andrews, 2019-2022, as a researcher's XLSX workbook, one sheet per year (registers/hmo/fife)",
  },
];

export const FILE_LAYOUTS: readonly FileLayout[] = [
  ...HMO_FILE_LAYOUTS,
  ...LICENSING_FILE_LAYOUTS,
  ...APPEALS_FILE_LAYOUTS,
];
