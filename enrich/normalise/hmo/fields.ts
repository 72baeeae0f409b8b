// The counts and texts of spec 2.9 by the labels registers give them (a register column's header or a
// page's label, compared in lower case with single spaces and no trailing colon). A register that
// gives a count under a label not listed here keeps it in its raw fields only: add the label.
// Kitchens, bathrooms and toilets are the register's totals, with the shared counts beside them
// where it counts them (spec 2.9).

import { fieldPlans, namesByKey } from '../field-plans.js';

export const NUMBER_FIELDS = {
  max_occupants: [
    'maximum occupants',
    'max occupants',
    'maximum number of occupants',
    'permitted occupants',
    'total number occupants',
    'number of occupants',
    'maximum permitted occupants',
    'max persons',
    'maximum number of persons',
    'tot occs...25',
    'tot occs',
  ],
  max_households: [
    'maximum households',
    'max households',
    'maximum number of households',
    'number of households',
    'households',
    'permitted households',
  ],
  storeys: ['storeys', 'number of storeys', 'no of storeys', 'number of floors', 'floors'],
  bedrooms: [
    'bedrooms',
    'number of bedrooms',
    'no of bedrooms',
    'sleeping rooms',
    'number of sleeping rooms',
  ],
  living_rooms: ['living rooms', 'number of living rooms', 'shared living rooms'],
  kitchens: ['kitchens', 'number of kitchens', 'total kitchens'],
  kitchens_shared: ['shared kitchens', 'number of shared kitchens', 'kitchens shared'],
  bathrooms: ['bathrooms', 'number of bathrooms', 'total bathrooms', 'baths/showers'],
  bathrooms_shared: ['shared bathrooms', 'number of shared bathrooms', 'bathrooms shared'],
  toilets: ['toilets', 'number of toilets', 'wcs', 'number of wcs', 'total toilets'],
  toilets_shared: ['shared toilets', 'number of shared toilets', 'toilets shared', 'shared wcs'],
  units: ['total number units', 'number of units', 'units', 'total units', 'number of lettings'],
  units_self_contained: ['self-contained units', 'self contained units', 'number of self-contained units'],
  units_non_self_contained: [
    'non-self-contained units',
    'non self contained units',
    'number of non-self-contained units',
  ],
  habitable_rooms: ['habitable rooms', 'number of habitable rooms'],
  sinks: ['sinks', 'number of sinks'],
  sinks_shared: ['shared sinks', 'number of shared sinks'],
  wash_basins: ['wash basins', 'wash hand basins', 'number of wash hand basins'],
  wash_basins_shared: ['shared wash basins', 'shared wash hand basins'],
} as const;
export type HmoNumberField = keyof typeof NUMBER_FIELDS;

export const TEXT_FIELDS = {
  property_type: ['property type', 'type of property', 'building type', 'dwelling type'],
  property_description: ['property description', 'description of property', 'description of premises'],
  licence_conditions: ['licence conditions', 'conditions', 'conditions attached'],
  amenities_description: ['amenities', 'amenities description', 'facilities', 'description of amenities'],
  tribunal_referrals: ['tribunal referrals', 'referrals to tribunal', 'appeals to tribunal'],
  tribunal_decisions: ['tribunal decisions', 'tribunal decision', 'decisions of tribunal'],
  notes: ['notes', 'comments', 'remarks', 'other information'],
} as const;
export type HmoTextField = keyof typeof TEXT_FIELDS;

// A register's headers repeat on every row: each is read into its key once.
const labelKeys = new Map<string, string>();
const labelKey = (l: string) => {
  let k = labelKeys.get(l);
  if (k === undefined) {
    k = l
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/:$/, '')
      .toLowerCase();
    if (labelKeys.size > 10_000) labelKeys.clear();
    labelKeys.set(l, k);
  }
  return k;
};

/** A record's fields read by label key (first non-blank value wins), and which counts and texts it has. */
export interface FieldsByLabel {
  get(label: string): string | undefined;
  /** The number fields some label of which the record has, with those labels in NUMBER_FIELDS order. */
  numbers: readonly (readonly [HmoNumberField, readonly string[]])[];
  /** Likewise for TEXT_FIELDS. */
  texts: readonly (readonly [HmoTextField, readonly string[]])[];
}

interface LabelPlan {
  /** Label key -> the record's field names with that key, in the record's order. */
  names: Map<string, string[]>;
  numbers: FieldsByLabel['numbers'];
  texts: FieldsByLabel['texts'];
}

function present<F extends string>(
  table: Readonly<Record<F, readonly string[]>>,
  names: Map<string, string[]>,
): (readonly [F, readonly string[]])[] {
  const out: (readonly [F, readonly string[]])[] = [];
  for (const [f, labels] of Object.entries(table) as [F, readonly string[]][]) {
    const have = labels.filter((l) => names.has(l));
    if (have.length) out.push([f, have]);
  }
  return out;
}

// Every record of a register has the same field names: the plan is made once per set of names.
const planOf = fieldPlans((keys): LabelPlan => {
  const names = namesByKey(keys, labelKey);
  return { names, numbers: present(NUMBER_FIELDS, names), texts: present(TEXT_FIELDS, names) };
});

/** The record's fields by label key (first value wins); blank values left out. */
export function fieldsByLabel(fields: Record<string, string | null>): FieldsByLabel {
  const plan = planOf(fields);
  return {
    get(label) {
      const names = plan.names.get(label);
      if (!names) return undefined;
      for (const n of names) {
        const v = fields[n];
        if (v !== null && v !== undefined && v.trim() !== '') return v;
      }
      return undefined;
    },
    numbers: plan.numbers,
    texts: plan.texts,
  };
}

/** A whole count as a register writes it ("5", "5.0", "5 persons"); null for anything else. */
export function intOf(s: string | null | undefined): number | null {
  const t = (s ?? '').trim();
  if (!t) return null;
  const m = /^(\d{1,5})(?:\.0+)?(?:\s*(?:persons?|people|occupants?|households?|units?))?$/i.exec(t);
  return m ? Number(m[1]) : null;
}
