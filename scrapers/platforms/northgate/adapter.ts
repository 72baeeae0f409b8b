// The Northgate / NEC Planning Explorer adapter (with NEC's PublicAccess_Live document store):
// discover, fetch and parse composed behind PlatformAdapter.
import type { PlatformAdapter } from '../../contract.js';
import { discoverNorthgate } from './discover.js';
import { fetchNorthgate } from './fetch.js';
import { NORTHGATE } from './page.js';
import { northgatePageOf } from './parse-page.js';
import { buildNorthgateRecord } from './record.js';

export const northgateAdapter: PlatformAdapter = {
  platform: NORTHGATE,
  discover: discoverNorthgate,
  fetch: fetchNorthgate,
  parse: (pages, council) => buildNorthgateRecord(pages, council.slug),
  parsePage: northgatePageOf,
  samples: ['portals/northgate', 'portals/northgate-planning-explorer', 'portals/northgate-nec-docstore'],
};
