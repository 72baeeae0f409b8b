// The Planning Inspectorate's published appeals casework files, as layouts (layout.ts): one row per
// decided case, England only, five rolling years. The column names are the publisher's, as its
// files print them and as public readers of them name them: "Case Number", "Type of Casework",
// "LPA Name", "ONS LPA Code", "Decision Date", "Decision", "Procedure", "Development Type",
// "Appeal Type Reason", "Reason for the Appeal", "Type - Detail", "Site Address", "Data Source" in
// the current Casework Database workbook; "Reference", "Site Address 1", "Site Address 2",
// "Site Town", "Site County", "Site Postcode", "Number Of Residences", "LPA Application Reference",
// "Site Green Belt", "Lead Case", "Link Status", "Costs Applied For Indicator", "Enforcement
// Grounds", "Development Or Allegation", "Received Date", "Valid Date", "Start Date", "Call In
// Date", "Jursidiction" (sic) and the rest in the Appeals Data files of 2013-2018. The Inspectorate
// adds and drops columns between releases (it withdrew "Development Or Allegation" and "Inspector
// Name" for a time): the columns a layout needs to recognise a file are `headers`, the rest it
// reads where present are `optional`. Every row names its local planning authority (a national
// register): `authority` fills the record's council slug where the name is a known council's.
import type { FileLayout } from './layout.js';

const SHARED_OPTIONAL = [
  'lpa application reference',
  'number of residences',
  'site green belt',
  'lead case',
  'link status',
  'costs applied for indicator',
  'enforcement grounds',
  'enforcement grounds count',
  'development or allegation',
  'received date',
  'valid date',
  'start date',
  'lpa decision date',
  'appellant',
  'agent',
  'jurisdiction',
  'inspector name',
  'reason for the appeal',
  'type - detail',
  'site postcode',
] as const;

export const APPEALS_FILE_LAYOUTS: readonly FileLayout[] = [
  {
    name: 'pins-casework-database',
    register: 'appeals',
    record_type: 'appeal',
    headers: [
      'case number',
      'type of casework',
      'lpa name',
      'ons lpa code',
      'decision date',
      'decision',
      'procedure',
      'development type',
      'appeal type reason',
      'site address',
    ],
    optional: [...SHARED_OPTIONAL, 'data source'],
    key: 'case number',
    address: ['site address'],
    postcode: 'site postcode',
    authority: 'lpa name',
    roles: {
      status: 'decision',
      type: 'type of casework',
      description: 'development or allegation',
      applicant: 'appellant',
      agent: 'agent',
    },
    dates: {
      decided: 'decision date',
      received: 'received date',
      validated: 'valid date',
      start: 'start date',
      lpa_decided: 'lpa decision date',
    },
    dateOrder: 'dmy',
    seen: "The Planning Inspectorate's Casework Database (GOV.UK, planning-inspectorate-appeals-database), current workbook",
  },
  {
    name: 'pins-appeals-data',
    register: 'appeals',
    record_type: 'appeal',
    headers: [
      'reference',
      'lpa name',
      'ons lpa code',
      'site address 1',
      'site postcode',
      'decision',
      'decision date',
      'procedure',
      'appeal type reason',
      'development type',
    ],
    optional: [
      ...SHARED_OPTIONAL.filter((h) => h !== 'site postcode' && h !== 'jurisdiction'),
      'site address 2',
      'site town',
      'site county',
      'type of appeal',
      'type of casework',
      'jursidiction',
      'call in date',
    ],
    key: 'reference',
    address: ['site address 1', 'site address 2', 'site town', 'site county'],
    postcode: 'site postcode',
    authority: 'lpa name',
    roles: {
      status: 'decision',
      type: ['type of casework', 'type of appeal'],
      description: 'development or allegation',
      applicant: 'appellant',
      agent: 'agent',
    },
    dates: {
      decided: 'decision date',
      received: 'received date',
      validated: 'valid date',
      start: 'start date',
      lpa_decided: 'lpa decision date',
    },
    dateOrder: 'dmy',
    seen: "The Planning Inspectorate's Appeals Data files (GOV.UK, 2013-2018 releases), CSV",
  },
];
