// Public surface of the Idox platform module.
export { idoxAdapter } from './adapter.js';
export { detectIdoxPage, type IdoxPageKind } from './detect.js';
export {
  discoverIdox,
  nightlyWindow,
  NIGHTLY_OVERLAP_DAYS,
  summaryUrl,
  type IdoxOptions,
} from './discover.js';
export { fetchIdox } from './fetch.js';
export { buildIdoxRecord, IDOX } from './record.js';
export { parseSummary, type IdoxSummary } from './parse-summary.js';
export { parseDetails, type IdoxDetails } from './parse-details.js';
export { parseDates, type IdoxDates } from './parse-dates.js';
export { parseDocuments, type IdoxDocuments } from './parse-documents.js';
export { parseResults, type IdoxResults, type IdoxResultItem } from './parse-results.js';
export { parseWeeklyList, type IdoxWeeklyListForm } from './parse-weekly-list.js';
export { parseRelated, type IdoxRelated } from './parse-related.js';
export { parseProperty } from './parse-property.js';
export { parseIdoxPage, type ParsedIdoxPage } from './parse-page.js';
export { decodeBody, detectCharset } from '../../kit/charset.js';
