// The Civica parsers on every real saved page (../shared/fixtures/portals/civica): the values a
// person reads on each, in the page's own date format, and the W2 answers built into one record.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { parseCivicaPage } from './parse-page.js';
import { buildCivicaRecord } from './record.js';
import { detectCivicaPage } from './detect.js';

const API = 'https://myserviceplanning.gateshead.gov.uk/w2webparts/Resource/Civica/Handler.ashx';
const page = (rel: string, url: string) => fixturePage(`portals/civica/${rel}`, url);
const data = (rel: string, url: string) => {
  const p = page(rel, url);
  return parseCivicaPage(p.text, url)!;
};

describeWithFixtures('Civica real pages', () => {
  it('Gateshead key-object search: case number, address, proposal, decision wording, dd/mm/yyyy dates', () => {
    const url = `${API}/keyobject/pagedsearch#KeyNo=105380`;
    const search = page('gateshead/search-23-00495-DOC4.json', url);
    const docs = page('gateshead/doclist-23-00495-DOC4.json', `${API}/doc/list`);
    const r = buildCivicaRecord([search, docs], 'gateshead');
    expect(r.reference).toBe('23/00495/DOC4');
    expect(r.keyval).toBe('105380');
    expect(r.address).toBe(
      'Land Off Newburn Bridge Road,Between Flogas And Blaydon Caravan,Blaydon,Ne21 4Nt',
    );
    expect(r.description).toBe(
      'Discharge of condition 5 (acoustic fence detail along northern boundary) of planning approval dc/23/00495/ful for a battery energy storage system (bess) and associated grid connection.',
    );
    // Gateshead publishes a decision code and no status field.
    expect(r.decision).toBe('APP');
    expect(r.status).toBeNull();
    expect(r.application_type).toBe('DOC');
    expect(r.case_officer).toBe('Tracy Long');
    expect(r.applicant).toBe('C/O Agent');
    expect(r.agent).toBe('Mr Andrew Barton');
    expect(r.agent_address).toBe('Camellia House,76 Water Lane,Wilmslow,SK9 5BB,Unit');
    expect(r.planning_portal_reference).toBe('Pp-13597855');
    expect(r.parish).toBe('RYCHS');
    // "28/11/2024", "02/01/2025", "19/02/2025" as the answer prints them.
    expect(r.dates.received).toEqual({ date: '2024-11-28', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2024-11-28', precision: 'day' });
    expect(r.dates.target_decision).toEqual({ date: '2025-01-02', precision: 'day' });
    expect(r.dates.decided).toEqual({ date: '2025-02-19', precision: 'day' });
    expect(r.dates.committee).toBeNull();
    expect(r.comments).toEqual({ objections: 0, supporting: 0, received: 0, consulted: null });
    expect(r.property).toMatchObject({
      uprn: '10090414519',
      address: '-, Street Record, Galaxy Business Park Access Road, Stella, Ryton',
    });
    expect(r.extra['Last Modified']).toBe('05/09/2026 01:53:32');
    expect(r.extra['Fee Received']).toBe('.00');
    expect(r.extra.Heading).toBe('23/00495/DOC4 - Valid From 28/11/2024');
    expect(r.urls.details).toBe(`${API}/keyobject/pagedsearch`);
    expect(r.urls.documents).toBe(`${API}/doc/list`);
    expect(r.documents_count).toBe(4);
  });

  it('Gateshead document list: type as filed, description, date, file link, category', () => {
    const d = data('gateshead/doclist-23-00495-DOC4.json', `${API}/doc/list`);
    expect(d.kind).toBe('documents');
    const docs = (d.data as { documents: Record<string, unknown>[] }).documents;
    expect(docs).toHaveLength(4);
    expect(docs[0]).toEqual({
      title: 'Condition 5 - Jakoustic Class 3 C5 (SR3)',
      type: 'Supporting documents',
      date: '2024-12-10',
      url: `${API}/Doc/pagestream?cd=inline&pdf=true&docno=24867238`,
      group: 'Planning - Development Control/(AB) PART 1',
      drawing_number: null,
    });
    expect(docs[3]).toMatchObject({ title: 'ApplicationForm - Redacted', type: 'Application Form' });
  });

  it('Conwy document list: 0001-01-01 sentinels are no date, an empty Title falls back to the type', () => {
    const d = data(
      'conwy/doclist-0-49220.json',
      'https://edm.secure.conwy.gov.uk/planning/Handler.ashx/doc/list',
    );
    const docs = (d.data as { row_count: number; documents: Record<string, unknown>[] }).documents;
    expect((d.data as { row_count: number }).row_count).toBe(34);
    expect(docs).toHaveLength(34);
    expect(docs[0]).toMatchObject({
      title: 'Revised Final Decision Notice Version 2',
      type: 'Revised Final Decision Notice (Web)',
      date: '2025-10-27',
      group: 'Planning/Scanned/Decision Notices',
    });
    expect(docs[2]).toMatchObject({
      title: 'Decision - Final (Web)',
      type: 'Decision - Final (Web)',
      date: '2022-06-25',
    });
    expect(docs.at(-1)).toMatchObject({ title: 'Site Notice (Web)', date: '2021-12-15' });
    // No document takes its date from a 0001-01-01 LetterDate.
    expect(docs.every((x) => typeof x.date === 'string' && !String(x.date).startsWith('0001'))).toBe(true);
  });

  it('Conwy empty key-object search is no results, not an error', () => {
    const d = data(
      'conwy/keyobject-pagedsearch-empty.json',
      'https://edm.secure.conwy.gov.uk/x/keyobject/pagedsearch',
    );
    expect(d.kind).toBe('no-results');
    expect(d.data).toEqual({ total: 0, cases: [] });
  });

  it('Northampton (2014) search form: application number, date ranges by their labels, the Search button', () => {
    const url = 'http://planning.northamptonboroughcouncil.com/Planning/lg/GFPlanningSearch.page';
    const d = data('northampton/northampton_civica_search.html', url);
    expect(d.kind).toBe('search-form');
    const f = d.data as {
      referenceField: string;
      dateFields: Record<string, string[]>;
      button: string[];
      form: { action: string; fields: string[][] };
    };
    expect(f.referenceField).toBe('_id122:SDescription');
    expect(f.dateFields).toEqual({
      validated: ['_id122:SDate1From', '_id122:SDate1To'],
      decided: ['_id122:SDate3From', '_id122:SDate3To'],
    });
    expect(f.button).toEqual(['_id122:_id162', 'Search']);
    expect(f.form.action).toBe(url);
    // Ward and Parish are multiple selects with nothing picked: not sent.
    expect(f.form.fields.some(([n]) => n === '_id122:APicklist2')).toBe(false);
  });

  it('Northampton (2014) results list: 10 cases, proposal and address, the row buttons, page 1 of 2', () => {
    const url = 'http://planning.northamptonboroughcouncil.com/Planning/lg/GFPlanningSearchResults.page';
    const d = data('northampton/northampton_civica_list.html', url);
    expect(d.kind).toBe('results');
    const l = d.data as { rows: Record<string, unknown>[]; page: number; pages: number; nextUrl: string };
    expect(l.rows).toHaveLength(10);
    expect(l.rows[0]).toEqual({
      reference: 'N/2014/0704',
      button: ['_id123:results:0:_id139', 'N/2014/0704'],
      description: 'Erection Of Front 1M High Boundary Wall Including Secure Gate.',
      address: '12, St Georges Place, Northampton',
    });
    expect(l.rows[9]).toMatchObject({
      reference: 'N/2014/0829',
      description: 'Erection Of 1.8M High Close Boarded Fence To Side Of Property',
      address: '21, Pasteur Close, Northampton',
    });
    expect([l.page, l.pages]).toEqual([1, 2]);
    expect(l.nextUrl).toBe(
      'http://planning.northamptonboroughcouncil.com/Planning/lg/GFPlanningSearchResults.page?_id123:_idcl=_id123:scroll_1next&_id123_SUBMIT=1&_id123%3Ascroll_1=next',
    );
  });

  it('Northampton (2014) case details into one record: labels read, dates dd/mm/yyyy', () => {
    const url = 'http://planning.northamptonboroughcouncil.com/Planning/lg/GFPlanningSingleResult.page';
    const r = buildCivicaRecord([page('northampton/northampton_civica_details.html', url)], 'northampton');
    expect(r.reference).toBe('N/2013/0469');
    expect(r.address).toBe('65, Park Avenue South, Northampton, NN3 3AB');
    expect(r.description).toBe(
      'Demolition Of Existing Garage And Erection Of 2No. Semi-Detached Houses Including New Garage To Serve No. 65 Park Avenue South (As Amended By Revised Plan Received On 28/06/2013)',
    );
    expect(r.decision).toBe('FP APPROVAL');
    // The page labels two rows "Application Type": the first stands, the other is kept beside it.
    expect(r.application_type).toBe('Delegated Application');
    expect(r.extra['Application Type (2)']).toBe('FULL APPLICATION');
    expect(r.ward).toBe('Abington');
    expect(r.parish).toBeNull();
    expect(r.case_officer).toBe('Ben Clarke');
    expect(r.applicant).toBe('Mr Mark Evans');
    expect(r.agent).toBe('T R Dobraszczyk Riba');
    expect(r.dates.received).toEqual({ date: '2013-05-01', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2013-06-03', precision: 'day' });
    expect(r.dates.target_decision).toEqual({ date: '2013-07-29', precision: 'day' });
    expect(r.dates.decided).toEqual({ date: '2013-07-29', precision: 'day' });
    expect(r.extra['Fee Received']).toBe('770.00');
    expect(r.documents).toBeNull();
    expect(r.urls.summary).toBe(url);
  });

  it('reads a JSON fault as an error, and an HTML page where JSON was asked for as not a search', () => {
    expect(detectCivicaPage('{"Message":"An error has occurred.","LogRef":"abc"}').kind).toBe('error');
    expect(detectCivicaPage('<html><body>The requested URL was rejected.</body></html>').kind).toBe(
      'blocked',
    );
    expect(
      detectCivicaPage(
        '<html><body><h1>Disclaimer</h1><p>You must accept the terms of use.</p><form><input type="submit" value="I Accept"></form></body></html>',
      ).kind,
    ).toBe('gate');
    expect(detectCivicaPage('{"Results":[],"Count":0}').kind).toBe('unknown');
  });
});
