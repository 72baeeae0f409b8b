// The HMO licence record as served (spec 2.9), from a row of core/repositories/hmo/licences.repository.ts,
// its CSV columns (format=csv: the same record, flattened), and the attribution each register asks
// to be kept with its data (meta.source: openly licensed registers carry the Open Government Licence
// statement).
import type { HmoLicenceRow } from '../../core/repositories/hmo/licences.repository.js';
import type { toCsv } from '../csv.js';

/** Spec 2.9 field order. */
const FIELDS = [
  'id',
  'council',
  'council_name',
  'coverage',
  'lad_code',
  'licence_key',
  'licence_ref',
  'address',
  'postcode',
  'uprn',
  'lat',
  'lng',
  'geo_source',
  'geo_precision',
  'licence_type',
  'licence_status',
  'status_raw',
  'scheme',
  'licence_start',
  'licence_start_precision',
  'licence_expiry',
  'licence_expiry_precision',
  'max_occupants',
  'max_households',
  'storeys',
  'bedrooms',
  'living_rooms',
  'kitchens',
  'kitchens_shared',
  'bathrooms',
  'bathrooms_shared',
  'toilets',
  'toilets_shared',
  'units',
  'units_self_contained',
  'units_non_self_contained',
  'property_type',
  'property_description',
  'ward',
  'licence_conditions',
  'amenities_description',
  'tribunal_referrals',
  'tribunal_decisions',
  'notes',
  'application_type',
  'application_date',
  'application_date_precision',
  'decision_date',
  'decision_date_precision',
  'first_licensed',
  'first_licensed_precision',
  'last_inspected',
  'last_inspected_precision',
  'licence_term_months',
  'built_from_year',
  'built_to_year',
  'habitable_rooms',
  'sinks',
  'sinks_shared',
  'wash_basins',
  'wash_basins_shared',
  'source_date',
] as const;

export type HmoLicenceRecord = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : ((v as string | null) ?? null));

export function serializeHmoLicence(row: HmoLicenceRow): HmoLicenceRecord {
  const r: HmoLicenceRecord = {};
  for (const f of FIELDS) r[f] = row[f] ?? null;
  r.first_seen = iso(row.first_seen_at);
  r.last_seen = iso(row.last_seen_at);
  r.removed_at = iso(row.removed_at);
  r.planning = {
    applications: row.planning_applications,
    hmo_use_applications: row.planning_hmo_use,
    latest_date: row.planning_latest_date ?? null,
  };
  return r;
}

/** The CSV columns: every field as it is, the planning block's three values flattened. */
export const HMO_CSV_COLUMNS: NonNullable<Parameters<typeof toCsv>[1]> = [
  ...FIELDS.map((f) => ({ name: f, field: f, kind: 'plain' as const })),
  ...['first_seen', 'last_seen', 'removed_at'].map((f) => ({ name: f, field: f, kind: 'plain' as const })),
  { name: 'planning_applications', field: 'planning', kind: 'nested', key: 'applications' },
  { name: 'planning_hmo_use_applications', field: 'planning', kind: 'nested', key: 'hmo_use_applications' },
  { name: 'planning_latest_date', field: 'planning', kind: 'nested', key: 'latest_date' },
];

export const OGL_STATEMENT =
  'Contains public sector information licensed under the Open Government Licence v3.0.';

export interface HmoSource {
  council: string;
  council_name: string;
  register: string;
  url: string;
  licence: string | null;
  attribution: string;
}

/** meta.source: each register the page's records come from, with the statement to keep beside them. */
export function hmoSources(rows: HmoLicenceRow[]): HmoSource[] {
  const seen = new Map<number, HmoSource>();
  for (const r of rows) {
    const id = r.council_register_id as number;
    if (seen.has(id)) continue;
    const licence = (r.register_licence as string | null) ?? null;
    const open = !!licence && /open government licen[cs]e/i.test(licence);
    seen.set(id, {
      council: r.council as string,
      council_name: r.council_name as string,
      register: r.register_name as string,
      url: r.register_url as string,
      licence,
      attribution: open
        ? `${r.council_name} HMO register. ${OGL_STATEMENT}`
        : `${r.council_name} HMO register, as published by the council.`,
    });
  }
  return [...seen.values()];
}
