// major_development (spec 2.2): true for 10 or more homes, 1,000 m2 of floorspace, a 1 hectare site, or
// minerals and waste; false when not; null when the description cannot settle it. The council's own
// Major or Minor label decides where published. The thresholds are those of the Development Management
// Procedure Order (England), which the statistical returns also use; 0.5 ha applies where a housing
// scheme states no number of homes.
import type { Procedure } from '../../core/domain/planning/vocabulary.js';
import { plain } from './text.js';

const MINERALS_WASTE =
  /mineral|quarry|quarrying|extraction of (?:sand|gravel|clay|stone|coal|aggregate|peat|chalk|limestone)|sand and gravel|landfill|land ?raising|waste (?:transfer|management|recycling|treatment|facility|processing|disposal)|recycling (?:facility|centre|plant)|energy from waste|incinerat|\bmrf\b|inert waste|skip hire|scrap ?yard|end of life vehicle/;
const RESIDENTIAL_SCHEME =
  /residential (?:development|scheme)|housing (?:development|scheme)|\bdwellings\b|\bhouses\b|\bflats\b|\bhomes\b/;
// Subjects that are never major: works to one house, trees, signs.
const SMALL_SUBJECT = new Set([
  'householder-extension',
  'loft-conversion',
  'outbuilding',
  'windows-doors',
  'boundary-treatment',
  'basement',
]);
const SMALL_PROCEDURE = new Set<Procedure>(['tree-works', 'advert-consent']);
const SMALL_TYPE = /householder|tree|advert|telecom|\bhh\b/;
const MAJOR_SUFFIX = /\/(?:MAJ|FULM|OUTM|MJR|OUTMAJ|FULMAJ|MAF|PM|FLM|MAJOR)$/i;
const MINOR_SUFFIX = /\/(?:MIN|MNR|FULMIN|OUTMIN|HH|HOU|HSE|HHA|HHPA)$/i;

export interface MajorInput {
  major_minor_label?: string | null;
  application_type?: string | null;
  reference?: string | null;
}

/** The council's own label: true for Major, false for Minor or Other, null where unpublished. */
export function majorFromLabel(label: string | null | undefined): boolean | null {
  const t = plain(label);
  if (!t) return null;
  if (/\bnon[- ]?major\b/.test(t)) return false;
  if (/\bmajor\b|large ?scale|small ?scale major|\blsm\b|\bssm\b/.test(t)) return true;
  if (/\bminor\b|\bother\b|householder|\bmin\b/.test(t)) return false;
  return null;
}

export function majorFrom(
  input: MajorInput,
  d: string,
  dwellings: number | null,
  floorspace: number | null,
  siteHa: number | null,
  procedure: Procedure | null,
  categorySlugs: readonly string[],
): boolean | null {
  const label = majorFromLabel(input.major_minor_label);
  if (label !== null) return label;
  const type = plain(input.application_type);
  if (/\bmajor\b/.test(type)) return true;
  if (/\bminor\b/.test(type) && !/minor (?:material|change|amendment)/.test(type)) return false;
  if (input.reference && MAJOR_SUFFIX.test(input.reference)) return true;

  if (dwellings !== null && dwellings >= 10) return true;
  if (floorspace !== null && floorspace >= 1000) return true;
  if (siteHa !== null && siteHa >= 1) return true;
  if (d && MINERALS_WASTE.test(d)) return true;
  if (siteHa !== null && siteHa >= 0.5 && dwellings === null && RESIDENTIAL_SCHEME.test(d)) return true;

  if (input.reference && MINOR_SUFFIX.test(input.reference)) return false;
  if (SMALL_TYPE.test(type)) return false;
  if (procedure !== null && SMALL_PROCEDURE.has(procedure)) return false;
  // 1 to 9 homes with no larger figure stated: the returns class these as minor dwellings.
  if (dwellings !== null && dwellings >= 0) return false;
  if (floorspace !== null && siteHa === null && !RESIDENTIAL_SCHEME.test(d)) return false;
  if (categorySlugs.length > 0 && categorySlugs.every((s) => SMALL_SUBJECT.has(s))) return false;
  return null;
}
