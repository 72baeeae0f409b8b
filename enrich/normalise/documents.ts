// Documents on the council file (spec 4.6): the group a document belongs to, from the council's
// type and title, and whether its title names a member of the public (a neighbour's comment filed as
// "Comment from Mrs C Jones, 14 Mill Lane"), which the API marks. Pure: no I/O.
import type { DocumentGroup } from '../../core/domain/planning/associated.js';

// Checked in order: the first that matches the type (else the title) decides.
const GROUPS: [DocumentGroup, RegExp][] = [
  ['appeal', /\bappeal|inspectorate\b/i],
  [
    'decision',
    /decision|\bnotice\b|officer'?s? report|delegated report|committee report|refusal|permission granted/i,
  ],
  [
    'consultations',
    /consult|highway|environment agency|historic england|natural england|parish council|statutory/i,
  ],
  ['comments', /public comment|representation|objection|letter of support|neighbour|resident|\bcomment/i],
  [
    'plans',
    /\bplans?\b|drawing|elevation|section|layout|floor ?plan|site location|block plan|\bmap\b|photo/i,
  ],
  ['application', /application form|\bform\b|certificate|ownership|cil\b|fee\b/i],
  [
    'statements',
    /statement|assessment|report|survey|appraisal|study|strategy|specification|schedule|calculation|trigger|ecolog|arboricultur|heritage|transport|noise|drainage|flood/i,
  ],
  ['correspondence', /correspondence|letter|e-?mail|cover/i],
];

export function documentGroup(
  type: string | null,
  title: string | null,
  group: string | null,
): DocumentGroup {
  for (const text of [type, group, title]) {
    if (!text) continue;
    for (const [g, re] of GROUPS) if (re.test(text)) return g;
  }
  return 'other';
}

// A personal title followed by a name, or a house number and street (an address is as identifying).
const PERSON = /\b(?:mr|mrs|ms|miss|mx|dr)\.?\s+(?:&\s+(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Z]/;
const HOUSE =
  /\b\d{1,4}[a-z]?\s+[A-Z][a-z]+\s+(?:road|street|lane|avenue|close|drive|way|gardens|crescent|place|parade|terrace|hill|grove|court|row|mews|square|walk)\b/i;
const NOT_PUBLIC = /\b(?:agent|applicant|officer|councillor|cllr)\b/i;

/**
 * Whether a document's title names a member of the public: a comment or representation whose title
 * carries a person's name or address, or any title with a personal name that is not the applicant's,
 * agent's or an officer's.
 */
export function namesMemberOfPublic(title: string | null, group: DocumentGroup): boolean {
  if (!title || NOT_PUBLIC.test(title)) return false;
  if (PERSON.test(title)) return group === 'comments' || group === 'correspondence' || group === 'other';
  return group === 'comments' && HOUSE.test(title);
}
