// The OcellaWeb parsers: the real Hillingdon documents page (../shared/fixtures/portals/ocella),
// with its `<a href ="...">` links and dd-mm-yy dates, and a details page built into one record.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { detectOcellaPage } from './detect.js';
import { parseOcellaPage } from './parse-page.js';
import { buildOcellaRecord } from './record.js';

const BASE = 'https://planning.hillingdon.gov.uk/OcellaWeb';
const DOCS = `${BASE}/showDocuments?reference=73420%2FAPP%2F2021%2F4569&module=pl`;

describeWithFixtures('OcellaWeb real pages', () => {
  it('Hillingdon documents: sections, empty sections, the decision notice with its type and dd-mm-yy date', () => {
    const page = fixturePage('portals/ocella/hillingdon/documents-73420-APP-2021-4569.html', DOCS);
    const d = parseOcellaPage(page.text, DOCS)!;
    expect(d.platform).toBe('ocella');
    expect(d.kind).toBe('documents');
    expect((d.data as { documents: unknown[] }).documents).toEqual([
      {
        title: 'DECISION NOTICE',
        type: 'DECISION NOTICE',
        // "03-05-22" on the page.
        date: '2022-05-03',
        url: `${BASE}/viewDocument?file=dv_pl_files%5C73420_APP_2021_4569%5Cpdecnfa-73420_APP_2021_4569-SBY-20220503-1610774608.pdf&module=pl`,
        group: 'Decision Documentation',
        drawing_number: null,
      },
    ]);
  });

  it('builds the record from a details page and the real documents list', () => {
    const details = `<html><body><table>
<tr><td>Reference</td><td>73420/APP/2021/4569</td></tr>
<tr><td>Proposal</td><td>Single storey rear extension</td></tr>
<tr><td>Location</td><td>1 High Street, Uxbridge UB8 1AA</td></tr>
<tr><td>Status</td><td>Decided</td><td>Decision</td><td>Approved</td></tr>
<tr><td>Received</td><td>01-12-21</td><td>Validated</td><td>03-12-21</td></tr>
<tr><td>Decided</td><td>03-05-22</td><td>Comment By</td><td>31-12-21</td></tr>
<tr><td>Ward</td><td>Uxbridge</td><td>Officer</td><td>A Planner</td></tr>
<tr><td>Fee</td><td>206.00</td></tr>
</table><form name="showDocuments" method="post" action="showDocuments?reference=73420%2FAPP%2F2021%2F4569&module=pl"><input type="submit" value="Show Documents"></form></body></html>`;
    const detailsUrl = `${BASE}/planningDetails?reference=73420%2FAPP%2F2021%2F4569&from=planningSearch`;
    const pages = [
      {
        url: detailsUrl,
        finalUrl: detailsUrl,
        status: 200,
        headers: {},
        body: Buffer.from(details),
        text: details,
        fetchedAt: '2026-01-01T00:00:00.000Z',
      },
      fixturePage('portals/ocella/hillingdon/documents-73420-APP-2021-4569.html', DOCS),
    ];
    const r = buildOcellaRecord(pages, 'hillingdon');
    expect(r).toMatchObject({
      platform: 'ocella',
      reference: '73420/APP/2021/4569',
      description: 'Single storey rear extension',
      address: '1 High Street, Uxbridge UB8 1AA',
      status: 'Decided',
      decision: 'Approved',
      ward: 'Uxbridge',
      case_officer: 'A Planner',
      documents_count: 1,
      extra: { Fee: '206.00' },
    });
    expect(r.dates.received).toEqual({ date: '2021-12-01', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2021-12-03', precision: 'day' });
    expect(r.dates.decided).toEqual({ date: '2022-05-03', precision: 'day' });
    expect(r.dates.consultation_end).toEqual({ date: '2021-12-31', precision: 'day' });
    expect(r.urls).toMatchObject({ summary: detailsUrl, documents: DOCS });
    expect(r.documents![0]).toMatchObject({ type: 'DECISION NOTICE', date: '2022-05-03' });
  });

  it('tells apart no results, a fault served with 200, a gate and a block page', () => {
    const form = (msg: string) =>
      `<html><body><p>${msg}</p><form name="OcellaPlanningSearch" action="planningSearch"><input name="receivedFrom"><input name="receivedTo"></form></body></html>`;
    expect(detectOcellaPage(form('No applications found matching your criteria.')).kind).toBe('no-results');
    expect(detectOcellaPage(form('')).kind).toBe('search-form');
    expect(detectOcellaPage('<html><title>Error</title><body>An error has occurred</body></html>').kind).toBe(
      'error',
    );
    expect(
      detectOcellaPage(
        '<html><body><h2>Disclaimer</h2><p>Terms of use of this planning register.</p><form><input type="submit" value="Accept"></form></body></html>',
      ).kind,
    ).toBe('gate');
    expect(detectOcellaPage('<html><body>Access Denied</body></html>').kind).toBe('blocked');
  });
});
