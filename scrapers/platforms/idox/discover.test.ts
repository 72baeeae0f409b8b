// discover over the real Brighton & Hove pages, served by a stand-in client in the order the
// portal served them in 2018: the search form, the first results page, the pager, the next pages.
import { expect, it } from 'vitest';
import type { AdapterContext, DiscoveredRef, FetchedPage, PageClient } from '../../contract.js';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { BlockedError } from '../../kit/errors.js';
import { discoverIdox, nightlyWindow } from './discover.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';

const BASE = 'https://planningapps.brighton-hove.gov.uk/online-applications';
const B = 'idox/brighton-and-hove/';

class FixtureClient implements PageClient {
  posts: { url: string; form: [string, string][] }[] = [];
  gets: string[] = [];
  constructor(private readonly firstAnswer: string) {}
  async get(url: string): Promise<FetchedPage> {
    this.gets.push(url);
    if (url.includes('search.do?action=advanced')) return fixturePage(B + 'search-advanced-form.html', url);
    const page = /searchCriteria\.page=(\d)/.exec(url)?.[1];
    if (page) return fixturePage(B + `search-results-page${page}.html`, url);
    throw new Error(`unexpected GET ${url}`);
  }
  async post(url: string, form: Record<string, string> | [string, string][]): Promise<FetchedPage> {
    this.posts.push({ url, form: Array.isArray(form) ? form : Object.entries(form) });
    // The re-page to 100 a page is answered with page 1 again, as a portal that ignores it would.
    if (url.endsWith('pagedSearchResults.do')) return fixturePage(B + 'search-results-page1.html', url);
    return fixturePage(this.firstAnswer, url);
  }
}

function ctx(client: PageClient): AdapterContext {
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  return { council: { slug: 'brighton-and-hove', platform: 'idox', baseUrl: BASE }, client, logger: quiet };
}

async function all(it: AsyncIterable<DiscoveredRef>): Promise<DiscoveredRef[]> {
  const out: DiscoveredRef[] = [];
  for await (const r of it) out.push(r);
  return out;
}

describeWithFixtures('discoverIdox on Brighton & Hove', () => {
  it('a decision-date search walks three pages of results: 29 applications', async () => {
    const client = new FixtureClient(B + 'search-results-page1.html');
    const refs = await all(
      discoverIdox(ctx(client), { from: '2018-09-28', to: '2018-10-01', by: ['decided'] }),
    );
    expect(refs).toHaveLength(29);
    expect(refs[0]).toEqual({
      council_slug: 'brighton-and-hove',
      reference: 'BH2018/03004',
      keyval: 'PFRW7ODM0P000',
      url: `${BASE}/applicationDetails.do?activeTab=summary&keyVal=PFRW7ODM0P000`,
      address: '132 Beaconsfield Villas Brighton BN1 6HE',
      description: 'Fell 1no Eucalyptus',
      status: 'Decided',
      received: { date: '2018-09-28', precision: 'day' },
      validated: { date: '2018-09-28', precision: 'day' },
      found_by: 'search',
      window: { by: 'decided', from: '2018-09-28', to: '2018-10-01' },
    });
    expect(refs[28].reference).toBe('BH2017/04225');
    // The search posts the portal's own form with the decision dates filled in dd/mm/yyyy.
    const search = new Map(client.posts[0].form);
    expect(client.posts[0].url).toBe(`${BASE}/advancedSearchResults.do?action=firstPage`);
    expect(search.get('date(applicationDecisionStart)')).toBe('28/09/2018');
    expect(search.get('date(applicationDecisionEnd)')).toBe('01/10/2018');
    expect(search.get('date(applicationReceivedStart)')).toBe('');
    expect(search.get('searchType')).toBe('Application');
    expect(search.get('caseAddressType')).toBe('Application');
    // Then asks for 100 a page through the pager form, and follows the next links.
    expect(new Map(client.posts[1].form).get('searchCriteria.resultsPerPage')).toBe('100');
    expect(client.gets.slice(1)).toEqual([
      `${BASE}/pagedSearchResults.do?action=page&searchCriteria.page=2`,
      `${BASE}/pagedSearchResults.do?action=page&searchCriteria.page=3`,
    ]);
  });

  it('a search with one hit is answered by the summary itself', async () => {
    const client = new FixtureClient(B + 'search-by-reference-single-hit-returns-summary.html');
    const refs = await all(
      discoverIdox(ctx(client), { from: '2017-12-22', to: '2017-12-22', by: ['received'] }),
    );
    expect(refs).toHaveLength(1);
    expect(refs[0]).toMatchObject({
      reference: 'BH2017/04225',
      keyval: 'P1CZ1LDMK3800',
      found_by: 'single-hit',
      status: 'Withdrawn',
      received: { date: '2017-12-22', precision: 'day' },
    });
  });

  it('no results found (HTTP 200, the form again) yields nothing', async () => {
    const client = new FixtureClient(B + 'search-by-reference-no-results.html');
    expect(await all(discoverIdox(ctx(client), { from: '2018-09-28', to: '2018-09-28' }))).toEqual([]);
    // One search per date field: received, validated, decided.
    expect(client.posts).toHaveLength(3);
  });

  it('a permission-denied page stops discovery with a back-off', async () => {
    const client = new FixtureClient('idox/reigate-and-banstead/error-permission-denied.html');
    await expect(
      all(discoverIdox(ctx(client), { from: '2018-09-28', to: '2018-09-28' })),
    ).rejects.toBeInstanceOf(BlockedError);
  });
});

it('nightlyWindow re-reads the last 14 days, in UK dates', () => {
  expect(nightlyWindow(new Date('2024-06-30T23:30:00Z'))).toEqual({
    from: '2024-06-17',
    to: '2024-07-01',
    by: ['received', 'validated', 'decided'],
  });
  expect(nightlyWindow(new Date('2024-01-15T12:00:00Z'))).toMatchObject({
    from: '2024-01-01',
    to: '2024-01-15',
  });
});
