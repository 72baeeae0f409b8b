// Vocabularies of the per-application endpoints (spec 2.5, 3.2, 4.6): associated applications'
// roles, the condition statuses of the conditions ledger, the document groups, the history fields.

/** Spec 2.5: the requested application's place in its family. */
export const FAMILY_ROLES = ['principal', 'member', 'linked', 'standalone'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** Spec 3.2: status of a condition in the conditions ledger. */
export const CONDITION_STATUSES = [
  'discharged',
  'submitted',
  'decided',
  'refused',
  'withdrawn',
  'varied',
  'variation_sought',
] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

/** Groups of documents on the council file (spec 4.6), most specific first. */
export const DOCUMENT_GROUPS = [
  'decision',
  'plans',
  'application',
  'statements',
  'comments',
  'consultations',
  'correspondence',
  'appeal',
  'other',
] as const;
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];

/** Fields of the status and decision timeline (GET /v1/applications/{id}/history), in served order. */
export const HISTORY_FIELDS = [
  'status',
  'stage',
  'decision',
  'decision_level',
  'decision_issued_date',
  'date_validated',
  'date_decided',
  'committee',
  'appeal_status',
  'appeal_outcome',
  'target_decision_date',
  'permission_expiry_date',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
