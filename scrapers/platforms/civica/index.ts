// Public surface of the Civica platform module.
export { civicaAdapter } from './adapter.js';
export { detectCivicaPage, type CivicaPageKind } from './detect.js';
export { discoverCivica, type CivicaOptions } from './discover.js';
export { fetchCivica } from './fetch.js';
export { buildCivicaRecord, CIVICA } from './record.js';
export { parseCivicaPage } from './parse-page.js';
