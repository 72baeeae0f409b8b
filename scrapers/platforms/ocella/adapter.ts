// The OcellaWeb adapter: discover, fetch and parse composed behind PlatformAdapter.
import type { PlatformAdapter } from '../../contract.js';
import { discoverOcella } from './discover.js';
import { fetchOcella } from './fetch.js';
import { ocellaPageOf } from './parse-page.js';
import { OCELLA, buildOcellaRecord } from './record.js';

export const ocellaAdapter: PlatformAdapter = {
  platform: OCELLA,
  discover: discoverOcella,
  fetch: fetchOcella,
  parse: (pages, council) => buildOcellaRecord(pages, council.slug),
  parsePage: ocellaPageOf,
  samples: ['portals/ocella'],
};
