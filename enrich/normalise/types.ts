// The raw council wording classify() reads and the normalised fields it returns (spec 2.2, 3.1, 4.1).

/** Council wording for one application, verbatim as the scraper read it. Every field is optional. */
export interface RawWording {
  status?: string | null;
  decision?: string | null;
  description?: string | null;
  reference?: string | null;
  application_type?: string | null;
  council?: string | null;
  appeal_decision?: string | null;
  appeal_status?: string | null;
  decision_date?: string | null;
  decision_issued_date?: string | null;
  /** The council's own 'Major' / 'Minor' (or 'Smallscale Major', 'Minor Dwellings', ...) label. */
  major_minor_label?: string | null;
  /** Decision level or determining body ("Planning Committee", "Delegated", ...). */
  committee_text?: string | null;
  committee_date?: string | null;
  committee_url?: string | null;
}

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
export type CommercialWork = 'new' | 'extension' | 'to-commercial' | 'between' | 'loss' | 'minor';

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
