// The polite client's JSON POST (PageClient.postJson), as the Civica W2 API needs it: the body goes
// as JSON with its content type, and the answer comes back as any page does, logged.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearPrefix, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis.js';
import { startSimulator, type Simulator } from '../../sim/server.js';
import { PoliteHttp, type FetchRecord } from '../../scrapers/http/index.js';

let sim: Simulator;
let redis: Redis;
const prefix = uniquePrefix();

beforeAll(async () => {
  redis = new Redis(TEST_REDIS_URL);
  sim = await startSimulator({
    seed: 5,
    day: 30,
    councils: [{ slug: 'json', platform: 'civica', applications: 30 }],
  });
});
afterAll(async () => {
  await sim?.close();
  redis?.disconnect();
  await clearPrefix(prefix);
});

it('POSTs JSON to the W2 search and reads its answer; a GET of the same URL is not filtered', async () => {
  const log: FetchRecord[] = [];
  const client = new PoliteHttp(redis, {
    REDIS_PREFIX: prefix,
    SCRAPER_USER_AGENT: 'plandata/0.1 (+https://example.org/bot)',
    SCRAPER_HOST_CONCURRENCY: 2,
    SCRAPER_MIN_DELAY_MS: 0,
    SCRAPER_TIMEOUT_MS: 5000,
    SCRAPER_RETRIES: 1,
    SCRAPER_BACKOFF_MS: 1,
    SCRAPER_ROBOTS: true,
  }).client({ record: (e) => log.push(e) });
  const api = `${sim.portalUrl('json')}/w2webparts/Resource/Civica/Handler.ashx/keyobject/pagedsearch`;
  const ref = sim.visible('json')[0].reference;
  const page = await client.postJson(api, {
    refType: 'GFPlanning',
    fromRow: 1,
    toRow: 10,
    NoTotalRows: false,
    searchFields: { SDescription: ref },
  });
  expect(page.status).toBe(200);
  const answer = JSON.parse(page.text) as { KeyObjects: { Items: { Value: string }[] }[]; TotalRows: number };
  expect(answer.TotalRows).toBe(1);
  expect(answer.KeyObjects[0].Items[0].Value).toBe(ref);
  expect(log.find((e) => e.method === 'POST')?.url).toBe(api);
  const all = JSON.parse((await client.get(api)).text) as { TotalRows: number };
  expect(all.TotalRows).toBe(sim.visible('json').length);
});
