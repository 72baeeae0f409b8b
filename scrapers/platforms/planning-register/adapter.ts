// The DEF Software "Planning Register" adapter: discover, fetch and parse composed behind
// PlatformAdapter.
import type { PlatformAdapter } from '../../contract.js';
import { discoverDef } from './discover.js';
import { fetchDef } from './fetch.js';
import { PLANNING_REGISTER } from './page.js';
import { defPageOf } from './parse-page.js';
import { buildDefRecord } from './record.js';

export const planningRegisterAdapter: PlatformAdapter = {
  platform: PLANNING_REGISTER,
  discover: discoverDef,
  fetch: fetchDef,
  parse: (pages, council) => buildDefRecord(pages, council.slug),
  parsePage: defPageOf,
  samples: ['portals/planning-register-def'],
};
