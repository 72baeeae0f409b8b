// Normalisation of council wording (ARCHITECTURE: enrich/normalise): pure functions of the raw record,
// no I/O. classify() returns every normalised field of spec 2.2, 3.1 and 4.1 for one record.
import { categoriesFrom } from './categories.js';
import { commercialFrom } from './commercial.js';
import { dwellingsFrom } from './dwellings.js';
import { majorFrom } from './major.js';
import { floorspaceFrom, siteAreaFrom } from './measure.js';
import { procedureFrom } from './procedure.js';
import { stageFrom } from './stage.js';
import { plain } from './text.js';
import type { Classification } from '../../core/domain/planning/vocabulary.js';
import type { RawWording } from './types.js';

export type { RawWording } from './types.js';
export { normalisePostcode, extractPostcode, postcodeDistrict } from './postcode.js';
export { parseCouncilDate, councilDateToIso, decidedDate, mondayOf } from './dates.js';
export type { CouncilDate } from './dates.js';
export { committeeFrom } from './committee.js';
export type { Committee, CommitteeInput } from './committee.js';
export { nationFromCouncil } from './nation.js';
export type { Nation } from './nation.js';
export { stageFrom } from './stage.js';
export { procedureFrom } from './procedure.js';
export { dwellingsFrom } from './dwellings.js';
export { majorFromLabel } from './major.js';

/** Every normalised field for one record's council wording. */
export function classify(input: RawWording): Classification {
  const d = plain(input.description);
  const stage = stageFrom(input);
  const procedure = procedureFrom(input, d);
  const dwelling_count = dwellingsFrom(d);
  const { categories, category } = categoriesFrom(d, procedure, dwelling_count);
  const floorspace_sqm = d ? floorspaceFrom(d) : null;
  const site = d ? siteAreaFrom(d) : null;
  const major_development = majorFrom(
    input,
    d,
    dwelling_count,
    floorspace_sqm,
    site,
    procedure,
    categories.map((c) => c.slug),
  );
  const commercial = commercialFrom(d);
  return {
    stage,
    procedure,
    categories,
    category,
    dwelling_count,
    major_development,
    commercial: commercial.commercial,
    commercial_work: commercial.commercial_work,
    commercial_use_class: commercial.commercial_use_class,
    floorspace_sqm,
  };
}
