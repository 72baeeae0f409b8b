// The appeals product's vocabularies (spec 2.7, 3.2, 4.9), written once.

/** Spec 3.2 appeal outcome. */
export const APPEAL_OUTCOMES = [
  'allowed',
  'dismissed',
  'split',
  'quashed',
  'withdrawn',
  'invalid',
  'other',
] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Spec 4.9 `type`: the kind of appeal; specialist casework is `other` (kind=other). */
export const APPEAL_TYPES = [
  'planning',
  'householder',
  'enforcement',
  'listed',
  'lawful',
  'advert',
  'trees',
] as const;
export type AppealType = (typeof APPEAL_TYPES)[number] | 'other';

/** Spec 4.9 `kind`: appeals (default), specialist casework only (call-ins, orders, certificates), or both. */
export const APPEAL_KINDS = ['appeals', 'other', 'all'] as const;
export type AppealKind = (typeof APPEAL_KINDS)[number];
