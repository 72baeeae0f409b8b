// Every real Northgate / NEC page under fixtures/portals/northgate* is recognised as the kind of
// page it is and gives the values a person reads on it: Hackney's result list, its next-page list
// and a StdDetails page with comments open (2014); Liverpool's StdDetails pages with comments closed
// and with a non-standard reference (2016); the NEC PublicAccess_Live document lists of Doncaster,
// Blackburn and Runnymede, whose dates are month first.
import { expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { detectNorthgatePage } from './detect.js';
import { parseDetails } from './parse-details.js';
import { parseDocstore } from './parse-docstore.js';
import { parseResults } from './parse-results.js';
import { buildNorthgateRecord } from './record.js';

const HACKNEY = 'http://apps.hackney.gov.uk/servapps/Northgate/PlanningExplorer/Generic/';
const LIVERPOOL = 'http://northgate.liverpool.gov.uk/PlanningExplorer17/Generic/';
const H = 'northgate/hackney/';
const L = 'northgate-planning-explorer/liverpool/';
const N = 'northgate-nec-docstore/';

const row = (rows: { label: string; value: string }[], label: string) =>
  rows.find((r) => r.label === label)?.value;

describeWithFixtures('Northgate / NEC real pages', () => {
  it('recognises each page for what it is', () => {
    const kinds = Object.fromEntries(
      ['portals/northgate', 'portals/northgate-planning-explorer', 'portals/northgate-nec-docstore']
        .flatMap(fixtureFiles)
        .map((f) => [f.replace(/^portals\//, ''), detectNorthgatePage(fixturePage(f).text)]),
    );
    expect(kinds).toEqual({
      [`${H}hackney_northgate_details_2014-1205.html`]: 'details',
      [`${H}hackney_northgate_list.html`]: 'results',
      [`${H}hackney_northgate_list_nextpage.html`]: 'results',
      [`${L}details-16F-2687-comments-closed.html`]: 'details',
      [`${L}details-PL-INV-3482-16.html`]: 'details',
      [`${N}blackburn/documents-10-21-1078.html`]: 'documents',
      [`${N}doncaster/documents-19-01957-FUL.html`]: 'documents',
      [`${N}runnymede/documents-RU.24-0001.html`]: 'documents',
    });
  });

  it("Hackney's result list: ten applications, each with its StdDetails link, the whole list on one page", () => {
    const url = `${HACKNEY}StdResults.aspx?PT=Planning+Applications+On-Line&PS=10&XMLLoc=a.xml`;
    const r = parseResults(fixturePage(`${H}hackney_northgate_list.html`).text, url);
    expect(r).toMatchObject({ first: 1, last: 10, total: 10, page: 1, next_url: null });
    expect(r.items.map((i) => i.reference)).toEqual([
      '2013/4250',
      '2013/4251',
      '2013/4252',
      '2013/4253',
      '2014/0068',
      '2014/0061',
      '2014/0021',
      '2013/4254',
      '2013/4249',
      '2013/4248',
    ]);
    const first = r.items[0];
    expect(first).toMatchObject({
      keyval: '207427',
      address: '88 Cricketfield Road London E5 8NS',
      status: 'FINAL DECISION',
      fields: { 'Date Registered': '25-03-2014' },
      validated: { date: '2014-03-25', precision: 'day' },
    });
    expect(first.description).toMatch(
      /^Retrospective application for erection of rear ground floor single storey/,
    );
    // The link's parameters come broken over lines; joined, it is the application's page.
    expect(first.url).toBe(
      `${HACKNEY}StdDetails.aspx?PT=Planning%20Applications%20On-Line&TYPE=PL/PlanningPK.xml&PARAM0=207427` +
        '&XSLT=/servapps/Northgate/PlanningExplorer/SiteFiles/Skins/Hackney/xslt/PL/PLDetails.xslt' +
        '&FT=Planning%20Application%20Details&PUBLIC=Y' +
        '&XMLSIDE=/servapps/Northgate/PlanningExplorer/SiteFiles/Skins/Hackney/Menus/PL.xml&DAURI=PLANNING',
    );
    // A multi-line address reads as one line.
    expect(r.items[4].address).toBe('69 Watermint Quay London N16 6DN');
  });

  it("Hackney's list with more pages: 61 records, the next page by its arrow, '--' for no date", () => {
    const url = `${HACKNEY}StdResults.aspx?PT=Planning+Applications+On-Line&PS=10&XMLLoc=b.xml`;
    const r = parseResults(fixturePage(`${H}hackney_northgate_list_nextpage.html`).text, url);
    expect(r).toMatchObject({ first: 1, last: 10, total: 61, page: 1 });
    expect(r.items).toHaveLength(10);
    expect(r.next_url).toBe(
      `${HACKNEY}StdResults.aspx?PT=Planning%20Applications%20On-Line&PS=10` +
        '&XMLLoc=/servapps/Northgate/PlanningExplorer/generic/XMLtemp/m1k1o1yjzpngwrv0wc5y3145/4a90791c-5d1e-460a-971d-01370f689754.xml' +
        '&FT=Planning%20Application%20Search%20Results&XSLTemplate=/servapps/Northgate/PlanningExplorer/SiteFiles/Skins/Hackney/xslt/PL/PLResults.xslt&p=10',
    );
    expect(r.items[0]).toMatchObject({
      reference: '2014/2659',
      address: 'Flats A - F 15 Clapton Square, London E5 8HP',
      description: 'Existing use of the property as six self-contained flats.',
      status: 'WITHDRAWN',
      validated: null,
      fields: { 'Date Registered': '--' },
    });
  });

  it("Hackney's StdDetails page with comments open: its fields, dates and the comments link", () => {
    const url = `${HACKNEY}StdDetails.aspx?PT=Planning%20Applications%20On-Line&TYPE=PL/PlanningPK.xml&PARAM0=210983&XSLT=/servapps/Northgate/PlanningExplorer/SiteFiles/Skins/Hackney/xslt/PL/PLDetails.xslt`;
    const page = fixturePage(`${H}hackney_northgate_details_2014-1205.html`, url);
    const d = parseDetails(page.text, url);
    expect(row(d.rows, 'Application Registered')).toBe('12-08-2014');
    expect(row(d.rows, 'Comments Until')).toMatch(/^15-09-2014 Add Comments Here/);
    expect(d.comments_url).toBe(
      'http://apps.hackney.gov.uk/servapps/Northgate/PlanningExplorer/PLComments.aspx?pk=210983',
    );
    expect(d.dates_url).toBe(
      `${HACKNEY}StdDetails.aspx?PT=Planning%20Applications%20On-Line&TYPE=PL/PlanningPK.xml&PARAM0=210983` +
        '&XSLT=/servapps/Northgate/PlanningExplorer/SiteFiles/Skins/Hackney/xslt/PL/PLDetailsDates.xslt' +
        '&FT=Planning%20Application%20Details&PUBLIC=Y&XMLSIDE=&DAURI=PLANNING',
    );
    // Hackney keeps its documents on Idox WAM: linked, not read.
    expect(d.documents_url).toBe(
      'http://idox.hackney.gov.uk/WAM/showCaseFile.do?action=show&appType=Planning&appNumber=2014/1205',
    );
    const r = buildNorthgateRecord([page], 'hackney');
    expect(r).toMatchObject({
      platform: 'northgate',
      reference: '2014/1205',
      keyval: '210983',
      address: '320 Mare Street London E8 1HA',
      description:
        'Change of use from nail salon (Use Class A1) to cafe/restaurant (Use Class A3) with opening hours of 11:00 to 21:00 Monday to Sunday (including Bank Holidays) and erection of an extract flue to the rear elevation',
      status: 'REGISTERED',
      decision: null,
      application_type: 'Full Planning Permission',
      applicant: 'Ms Trina Tran',
      agent: 'AAH Planning Consultants',
      ward: 'Homerton Ward',
      parish: null,
      case_officer: 'Toyin Omodara',
      documents: null,
      documents_count: null,
      extra: {
        'Development Type': 'Other - miscellaneous',
        'Location Co ordinates': 'Easting 534973 Northing 184859',
        'Appeal Submitted?': 'No',
        'Case Officer / Tel': 'Toyin Omodara 0208 356 8095',
        Division: 'South',
      },
    });
    expect(r.dates.validated).toEqual({ date: '2014-08-12', precision: 'day' });
    expect(r.dates.consultation_end).toEqual({ date: '2014-09-15', precision: 'day' });
    expect(r.dates.decided).toBeNull();
    expect(r.urls.comments).toBe(d.comments_url);
  });

  it("Liverpool's StdDetails page once comments have closed: no comments link, its related documents elsewhere", () => {
    const url = `${LIVERPOOL}StdDetails.aspx?PT=Planning%20Applications%20On-Line&TYPE=PL/PlanningPK.xml&PARAM0=1019820`;
    const page = fixturePage(`${L}details-16F-2687-comments-closed.html`, url);
    const d = parseDetails(page.text, url);
    expect(d.comments_url).toBeNull();
    expect(row(d.rows, 'Comments Until')).toBe('26-10-2016');
    expect(d.documents_url).toBe(
      'http://northgate.liverpool.gov.uk/DocumentExplorer/Application/folderview.aspx?type=MVMPRD_DC_PLANAPP&key=1019820',
    );
    // "&#xD;&#xA;\t\t\t1019820": the dates link joined back into one address.
    expect(d.dates_url).toContain(
      'PARAM0=1019820&XSLT=/PlanningExplorer17/SiteFiles/Skins/Liverpool_WIP/xslt/PL/PLDetailsDates.xslt',
    );
    const r = buildNorthgateRecord([page], 'liverpool');
    expect(r).toMatchObject({
      reference: '16F/2687',
      keyval: '1019820',
      address: "McDonald's Restaurant Hunts Cross Shopping Park Liverpool L24 9GB",
      description: 'To install new sliding door entrance',
      status: 'REGISTERED',
      application_type: 'Full Planning Permission',
      applicant: "McDonald's Restaurant",
      agent: null,
      ward: 'Allerton and Hunts Cross',
      parish: 'City South',
      case_officer: 'Jon Woodward',
    });
    expect(r.extra['Existing Land Use']).toBe('A3 - Restaurants and cafés');
    expect(r.dates.validated).toEqual({ date: '2016-11-01', precision: 'day' });
    expect(r.dates.consultation_end).toEqual({ date: '2016-10-26', precision: 'day' });
    expect(r.urls.comments).toBeUndefined();
  });

  it("Liverpool's StdDetails page with a non-standard reference and empty fields", () => {
    const url = `${LIVERPOOL}StdDetails.aspx?PARAM0=1022280`;
    const r = buildNorthgateRecord([fixturePage(`${L}details-PL-INV-3482-16.html`, url)], 'liverpool');
    expect(r).toMatchObject({
      reference: 'PL/INV/3482/16',
      keyval: '1022280',
      address: '461 Smithdown Road Wavertree LIVERPOOL L15 3JL',
      status: 'On-line',
      applicant: 'Mr Andrew James',
      ward: null,
      case_officer: null,
    });
    expect(r.description).toMatch(/^Change of use from a small Builders Merchant \(A1\) to a Public house/);
    expect(Object.values(r.dates).every((d) => d === null)).toBe(true);
  });

  it('the NEC document stores: every row, its type and title, its month-first date, its document link', () => {
    const cases: [string, string, string, number, [string, string, string, string][]][] = [
      [
        `${N}doncaster/documents-19-01957-FUL.html`,
        'https://docs.doncaster.gov.uk/PublicAccess_Live/SearchResult/RunThirdPartySearch?FileSystemId=DP&FOLDER1_REF=19/01957/FUL',
        '19/01957/FUL',
        16,
        [
          [
            'Z Daily Delegation Report',
            'Z Daily Delegation Report',
            '2019-10-16',
            '5FC1BD95EFF911E9A5277C7635663211',
          ],
          ['Z Consultation Reply', 'Internal Drainage', '2019-10-11', '2CF66B2AEC0311E9A19E181DEA68B6E4'],
          ['Z Site Plan', 'Existing', '2019-08-14', '8EA5A1E1BF2811E9A183181DEA68B6E4'],
        ],
      ],
      [
        `${N}blackburn/documents-10-21-1078.html`,
        'https://publicaccess.blackburn.gov.uk/PublicAccess_LIVE/SearchResult/RunThirdPartySearch?FileSystemId=EN&FOLDER1_REF=10/21/1078',
        '10/21/1078',
        10,
        [
          ['Decision notice', '9. DECISION NOTICE PERMITS', '2021-10-22', 'BE30A778BD694FEE9E8FA26C46A55669'],
          [
            'Amendment to application',
            'Amended Proposed Plan',
            '2021-09-28',
            'FE9CF38172034EAEAF3D242AF9A0F090',
          ],
          [
            'Plan',
            'ASHP Installation Existing & Proposed Elevations Site Plans',
            '2021-09-20',
            '7AD8711BFC194C8FBE2F591C9837B60C',
          ],
        ],
      ],
      [
        `${N}runnymede/documents-RU.24-0001.html`,
        'https://docs.runnymede.gov.uk/PublicAccess_Live/SearchResult/RunThirdPartySearch?FileSystemId=PL&FOLDER1_REF=RU.24/0001',
        'RU.24/0001',
        7,
        [
          ['Decision Notice', 'Decision Notice', '2024-02-23', '6AAF0538D7B8490086ECC92899285C90'],
          ['Officer Report', 'Officer Report', '2024-02-22', 'BD396E0F992744EDB648E3B3514ACBC1'],
          ['Plan', 'Proposed plans', '2024-01-12', '839C7E1BF55043A782420EB7D8FD451C'],
        ],
      ],
    ];
    for (const [file, url, reference, count, samples] of cases) {
      const page = fixturePage(file, url);
      // The store writes its dates month first ("10/22/2021 00:00:00") whatever its display format.
      expect(page.text).toMatch(/"Date_Received":"\d{2}\/\d{2}\/\d{4} 00:00:00"/);
      const d = parseDocstore(page.text, url);
      expect(d.reference, file).toBe(reference);
      expect(d.documents, file).toHaveLength(count);
      const origin = new URL(url);
      const view = `${origin.origin}${origin.pathname.replace(/\/SearchResult\/.*$/, '')}/Document/ViewDocument?id=`;
      for (const [type, title, date, guid] of samples) {
        expect(
          d.documents.find((x) => x.url === view + guid),
          `${file} ${guid}`,
        ).toEqual({ title, type, date, url: view + guid, group: null, drawing_number: null });
      }
    }
  });

  it('a document store list joins the record built from the StdDetails page', () => {
    const url = `${LIVERPOOL}StdDetails.aspx?PARAM0=1019820`;
    const docs = fixturePage(
      `${N}runnymede/documents-RU.24-0001.html`,
      'https://docs.runnymede.gov.uk/PublicAccess_Live/SearchResult/RunThirdPartySearch?FileSystemId=PL&FOLDER1_REF=RU.24/0001',
    );
    const r = buildNorthgateRecord(
      [fixturePage(`${L}details-16F-2687-comments-closed.html`, url), docs],
      'x',
    );
    expect(r.documents_count).toBe(7);
    expect(r.urls.documents).toBe(docs.url);
  });
});
