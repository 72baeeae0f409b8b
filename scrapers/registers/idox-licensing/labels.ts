// The labels of Idox Public Access licensing pages, as data: which role a label's value plays and
// which of the register's dates a date label is. Labels are compared in lower case with single
// spaces and without a trailing colon. Labels not listed stay in the record's `fields`, verbatim.
// Known from real pages: the results list's "Ref. No | Status | Applicant Name" (Newcastle's HMO
// licences, scraped: registers/hmo/newcastle) and the summary's Reference, Type, Category, Status,
// Applicant, Trading Name, Address, Issue Date, Expiry Date, Case Officer (the Isle of Wight's
// licensing search); the rest are the wordings Public Access licensing modules use on their
// further-information and dates tabs.
import type { RegisterRole } from '../contract.js';

export const LABEL_ROLES: Readonly<Record<string, RegisterRole>> = {
  category: 'type',
  'licence category': 'type',
  type: 'subtype',
  'licence type': 'subtype',
  'application type': 'subtype',
  status: 'status',
  'licence status': 'status',
  decision: 'status',
  applicant: 'applicant',
  'applicant name': 'applicant',
  'licence holder': 'holder',
  'licence holder(s)': 'holder',
  licensee: 'holder',
  'premises licence holder': 'holder',
  'designated premises supervisor': 'supervisor',
  dps: 'supervisor',
  agent: 'agent',
  'agent name': 'agent',
  'trading name': 'premises_name',
  'premises name': 'premises_name',
  description: 'description',
  proposal: 'description',
  'description of premises': 'description',
  ward: 'ward',
  uprn: 'uprn',
  conditions: 'conditions',
  'opening hours': 'hours',
  'hours open to the public': 'hours',
  'maximum occupants': 'occupants',
  'number of occupants': 'occupants',
  'permitted occupants': 'occupants',
  'number of households': 'units',
  'number of units': 'units',
  easting: 'easting',
  northing: 'northing',
};

/** Labels of the premises address (the first present is the address). */
export const ADDRESS_LABELS = ['premises address', 'address', 'location', 'site address'];

/** Labels of the record's key, in order of preference. */
export const KEY_LABELS = ['reference', 'licence number', 'ref. no', 'ref no', 'case number'];

export const LABEL_DATES: Readonly<Record<string, string>> = {
  'application received': 'received',
  'application received date': 'received',
  'received date': 'received',
  'date received': 'received',
  'application valid': 'validated',
  'application validated': 'validated',
  'decision date': 'decided',
  'date of decision': 'decided',
  'issue date': 'granted',
  'date issued': 'granted',
  'licence issued': 'granted',
  'date granted': 'granted',
  'start date': 'start',
  'licence start date': 'start',
  'expiry date': 'expires',
  'licence expiry date': 'expires',
  'date of expiry': 'expires',
  'hearing date': 'hearing',
  'last date for representations': 'last_representation',
  'representation end date': 'last_representation',
  'consultation end date': 'last_representation',
  'date surrendered': 'surrendered',
  'date revoked': 'revoked',
  'date of event': 'event',
};

/** A licence type or category that is a house in multiple occupation licence (the HMO register). */
export const HMO_TYPE = /\bHMO\b|multiple occupation/i;

export const labelKey = (label: string) => label.replace(/\s+/g, ' ').trim().replace(/:$/, '').toLowerCase();
