// Public surface of the OcellaWeb platform module.
export { ocellaAdapter } from './adapter.js';
export { detectOcellaPage, type OcellaPageKind } from './detect.js';
export { discoverOcella, type OcellaOptions } from './discover.js';
export { fetchOcella } from './fetch.js';
export { buildOcellaRecord, OCELLA } from './record.js';
export { parseOcellaPage } from './parse-page.js';
