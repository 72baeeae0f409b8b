// The Idox Public Access adapter: discover, fetch and parse composed behind PlatformAdapter.
import type { PlatformAdapter } from '../../contract.js';
import { discoverIdox } from './discover.js';
import { fetchIdox } from './fetch.js';
import { idoxPageOf } from './parse-page.js';
import { IDOX, buildIdoxRecord } from './record.js';

export const idoxAdapter: PlatformAdapter = {
  platform: IDOX,
  discover: discoverIdox,
  fetch: fetchIdox,
  parse: (pages, council) => buildIdoxRecord(pages, council.slug),
  parsePage: idoxPageOf,
  samples: ['portals/idox'],
};
