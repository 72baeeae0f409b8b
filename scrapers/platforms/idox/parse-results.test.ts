// Results pages as a person reads them: how many applications, which ones, and where the pager goes.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { parseResults } from './parse-results.js';

const BH = 'https://planningapps.brighton-hove.gov.uk/online-applications/';

function results(file: string) {
  const page = fixturePage(file);
  return parseResults(page.text, page.finalUrl);
}

describeWithFixtures('parseResults on Brighton & Hove decision-date search (28 Sep - 1 Oct 2018)', () => {
  it('page 1: 10 of 29, a next link to page 2, pager form at 10 per page', () => {
    const r = results('idox/brighton-and-hove/search-results-page1.html');
    expect(r.items).toHaveLength(10);
    expect([r.first, r.last, r.total, r.page]).toEqual([1, 10, 29, 1]);
    expect(r.next_url).toBe(BH + 'pagedSearchResults.do?action=page&searchCriteria.page=2');
    expect(r.previous_url).toBeNull();
    expect(Object.keys(r.page_urls)).toEqual(['2', '3']);
    expect(r.results_per_page).toBe(10);
    expect(r.pager_form?.action).toBe(BH + 'pagedSearchResults.do');
    expect(r.pager_form?.fields).toEqual([
      ['searchCriteria.page', '1'],
      ['action', 'page'],
      ['orderBy', 'DateReceived'],
      ['orderByDirection', 'Descending'],
      ['searchCriteria.resultsPerPage', '10'],
    ]);
    expect(r.items.map((i) => i.reference)).toEqual([
      'BH2018/03004',
      'BH2018/02896',
      'BH2018/02890',
      'BH2018/02790',
      'BH2018/02599',
      'BH2018/02523',
      'BH2018/02518',
      'BH2018/02471',
      'BH2018/02395',
      'BH2018/02394',
    ]);
    expect(r.items[0]).toEqual({
      reference: 'BH2018/03004',
      keyval: 'PFRW7ODM0P000',
      url: BH + 'applicationDetails.do?keyVal=PFRW7ODM0P000&activeTab=summary',
      description: 'Fell 1no Eucalyptus',
      address: '132 Beaconsfield Villas Brighton BN1 6HE',
      received: { date: '2018-09-28', precision: 'day' },
      validated: { date: '2018-09-28', precision: 'day' },
      status: 'Decided',
      meta: {
        'Ref. No': 'BH2018/03004',
        Received: 'Fri 28 Sep 2018',
        Validated: 'Fri 28 Sep 2018',
        Status: 'Decided',
      },
    });
    expect(r.items[2].status).toBe('Withdrawn');
    expect(r.items[2].description).toMatch(
      /^Prior approval for the erection of a single storey rear extension/,
    );
  });

  it('page 2: 11-20 of 29, previous and next', () => {
    const r = results('idox/brighton-and-hove/search-results-page2.html');
    expect([r.first, r.last, r.total, r.page]).toEqual([11, 20, 29, 2]);
    expect(r.items[0].reference).toBe('BH2018/02384');
    expect(r.items[0].validated).toEqual({ date: '2018-08-20', precision: 'day' });
    expect(r.items[9].reference).toBe('BH2018/01906');
    expect(r.items[9].description).toBe('Display of 1no externally illuminated hanging sign.');
    expect(r.next_url).toBe(BH + 'pagedSearchResults.do?action=page&searchCriteria.page=3');
    expect(r.previous_url).toBe(BH + 'pagedSearchResults.do?action=page&searchCriteria.page=1');
  });

  it('page 3: the last 9, no next link', () => {
    const r = results('idox/brighton-and-hove/search-results-page3.html');
    expect(r.items).toHaveLength(9);
    expect([r.first, r.last, r.total, r.page]).toEqual([21, 29, 29, 3]);
    expect(r.next_url).toBeNull();
    expect(r.items[0].description).toBe(
      'Change of use from guest house (C1) to 1 no. two bedroom flat & 1 no. three bedroom flat (C3).',
    );
    expect(r.items[8]).toMatchObject({
      reference: 'BH2017/04225',
      keyval: 'P1CZ1LDMK3800',
      address: 'Chandlers Brighton BMW Victoria Road Portslade BN41 1YH',
      received: { date: '2017-12-22', precision: 'day' },
      status: 'Withdrawn',
    });
  });

  it('the brighton_idox_0N copies parse the same', () => {
    expect(results('idox/brighton-and-hove/brighton_idox_01_results_p1.html').items).toHaveLength(10);
    expect(results('idox/brighton-and-hove/brighton_idox_02_results_p2.html').items[5].reference).toBe(
      'BH2018/02203',
    );
    expect(results('idox/brighton-and-hove/brighton_idox_03_results_p3.html').total).toBe(29);
  });
});

describeWithFixtures('parseResults on Lambeth weekly list results (w/c 6 Oct 2014)', () => {
  it('10 of 99 across 10 pages, one tree application already permitted', () => {
    const r = results('idox/lambeth/lambeth_idox_weekly_list.html');
    expect([r.first, r.last, r.total]).toEqual([1, 10, 99]);
    expect(Object.keys(r.page_urls)).toHaveLength(9);
    expect(r.page_urls[10]).toBe(
      'http://planning.lambeth.gov.uk/online-applications/pagedSearchResults.do?action=page&searchCriteria.page=10',
    );
    expect(r.next_url).toBe(
      'http://planning.lambeth.gov.uk/online-applications/pagedSearchResults.do?action=page&searchCriteria.page=2',
    );
    expect(r.items.map((i) => i.reference)).toEqual([
      '14/05450/DET',
      '14/05430/RG3',
      '14/05752/NMC',
      '14/05424/DET',
      '14/05451/ADV',
      '14/05447/LDCP',
      '14/05742/DET',
      '14/05819/TCA',
      '14/05434/RG3',
      '14/05453/LDCP',
    ]);
    expect(r.items.filter((i) => i.status === 'Pending Consideration')).toHaveLength(9);
    expect(r.items[7]).toMatchObject({ reference: '14/05819/TCA', status: 'Application Permitted' });
    expect(r.items[0].keyval).toBe('ND4UY8BO67000');
    expect(r.items[0].validated).toEqual({ date: '2014-10-09', precision: 'day' });
    expect(r.items[9].address).toBe('23 Myatt Road London SW9 6XF');
    expect(r.items[9].validated).toEqual({ date: '2014-10-13', precision: 'day' });
  });
});

describeWithFixtures('parseResults on the Barking & Dagenham results fragment', () => {
  it('8 applications and no pager', () => {
    const r = results('idox/barking-and-dagenham/barking_dagenham_idox_list.html');
    expect(r.items).toHaveLength(8);
    expect([r.total, r.next_url, r.pager_form]).toEqual([null, null, null]);
    expect(r.items[0]).toMatchObject({
      reference: '14/00770/PRIOR6',
      keyval: 'N8JHX2BL01Z00',
      address: '11 Oulton Crescent Barking Essex IG11 9HE',
      received: { date: '2014-07-09', precision: 'day' },
      status: 'Pending Consideration',
    });
    expect(r.items[7]).toMatchObject({
      reference: '14/00596/CLU_E',
      description:
        'Application for a certificate of lawfulness for an existing use: Conversion of house into 2 one bedroom flats.',
      received: { date: '2014-05-29', precision: 'day' },
      validated: { date: '2014-07-08', precision: 'day' },
    });
  });
});
