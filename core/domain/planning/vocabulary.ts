// The planning product's vocabularies (spec 2.2, 3.1, 4.1): every value a normalised field or a
// filter can take, written once. Normalisation produces them, the store keeps them, the API's schemas
// and parameter checks are derived from them.

/** Spec 4.1 `nation`. */
export const NATIONS = ['england', 'scotland', 'wales', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/** Spec 3.1. */
export type Stage = 'pending' | 'approved' | 'refused' | 'withdrawn' | 'decided' | 'other';

/** Spec 4.1 `procedure` filter values. */
export type Procedure =
  | 'full'
  | 'outline'
  | 'reserved-matters'
  | 'discharge'
  | 'amendment'
  | 'listed-building'
  | 'advert-consent'
  | 'tree-works'
  | 'prior-approval'
  | 'lawful-dev-cert'
  | 'pre-application'
  | 'eia-opinion'
  | 'planning-obligation'
  | 'other';

export const PROCEDURES: readonly Procedure[] = [
  'full',
  'outline',
  'reserved-matters',
  'discharge',
  'amendment',
  'listed-building',
  'advert-consent',
  'tree-works',
  'prior-approval',
  'lawful-dev-cert',
  'pre-application',
  'eia-opinion',
  'planning-obligation',
  'other',
];

export const STAGES: readonly Stage[] = ['pending', 'approved', 'refused', 'withdrawn', 'decided', 'other'];

/** Spec 2.2 commercial_work values. */
export const COMMERCIAL_WORK = ['new', 'extension', 'to-commercial', 'between', 'loss', 'minor'] as const;
export type CommercialWork = (typeof COMMERCIAL_WORK)[number];

export interface CategoryRef {
  slug: string;
  label: string;
}

export interface Classification {
  stage: Stage;
  procedure: Procedure | null;
  categories: CategoryRef[];
  category: CategoryRef | null;
  dwelling_count: number | null;
  major_development: boolean | null;
  commercial: boolean | null;
  commercial_work: CommercialWork | null;
  commercial_use_class: string | null;
  floorspace_sqm: number | null;
}

/** Spec 2.2 date_precision values. */
export type DatePrecision = 'day' | 'first-seen' | 'week' | 'approx' | 'issued';

/** Spec 4.1 `epc_rating` values. */
export const EPC_RATINGS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Spec 4.1 `owner_type` values. */
export const OWNER_TYPES = ['any', 'public', 'housing', 'overseas'] as const;
