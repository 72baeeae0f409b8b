// Public surface of the DEF Planning Register platform module.
export { planningRegisterAdapter } from './adapter.js';
export { detectDefPage, type DefPageKind } from './detect.js';
export { discoverDef, displayUrl, type DefOptions } from './discover.js';
export { fetchDef } from './fetch.js';
export { buildDefRecord } from './record.js';
export { PLANNING_REGISTER } from './page.js';
export { parseDisplay, type DefDisplay } from './parse-display.js';
export { parseGate, type DefGate } from './parse-gate.js';
export { parseResults, type DefResults, type DefResultItem } from './parse-results.js';
export { parseDefPage, defPageOf } from './parse-page.js';
