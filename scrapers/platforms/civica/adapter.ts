// The Civica planning register adapter (W2 JSON API, and the older JSF register): discover, fetch
// and parse composed behind PlatformAdapter.
import type { PlatformAdapter } from '../../contract.js';
import { discoverCivica } from './discover.js';
import { fetchCivica } from './fetch.js';
import { civicaPageOf } from './parse-page.js';
import { CIVICA, buildCivicaRecord } from './record.js';

export const civicaAdapter: PlatformAdapter = {
  platform: CIVICA,
  discover: discoverCivica,
  fetch: fetchCivica,
  parse: (pages, council) => buildCivicaRecord(pages, council.slug),
  parsePage: civicaPageOf,
  samples: ['portals/civica'],
};
