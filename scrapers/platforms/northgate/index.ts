// Public surface of the Northgate / NEC Planning Explorer platform module.
export { northgateAdapter } from './adapter.js';
export { detectNorthgatePage, type NorthgatePageKind } from './detect.js';
export { discoverNorthgate, type NorthgateOptions } from './discover.js';
export { fetchNorthgate } from './fetch.js';
export { buildNorthgateRecord } from './record.js';
export { NORTHGATE } from './page.js';
export { parseDetails, param0, type NorthgateDetails } from './parse-details.js';
export { parseDocstore, type NorthgateDocstore } from './parse-docstore.js';
export { parseResults, type NorthgateResults, type NorthgateResultItem } from './parse-results.js';
export { parseNorthgatePage, northgatePageOf } from './parse-page.js';
