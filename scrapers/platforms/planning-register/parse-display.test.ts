// Every real DEF Planning Register page under fixtures/portals/planning-register-def is recognised as
// the kind of page it is and gives the values a person reads on it: Leicester's display page (2025),
// Fylde's display page with its copyright-gated document links, and Fylde's disclaimer gate.
import { expect, it } from 'vitest';
import { describeWithFixtures, fixtureFiles } from '../../../test/helpers/fixtures.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { detectDefPage } from './detect.js';
import { parseDisplay } from './parse-display.js';
import { parseGate } from './parse-gate.js';
import { buildDefRecord } from './record.js';
import { planningRegisterAdapter } from './adapter.js';

const LEICESTER = 'planning-register-def/leicester/application-display-20251225.html';
const LEICESTER_URL = 'https://planning.leicester.gov.uk/Planning/Display/20251225';
const FYLDE = 'planning-register-def/fylde/display-23-0695-populated-documents.html';
const FYLDE_GATE = 'planning-register-def/fylde/disclaimer-gate-23-0695.html';
const FYLDE_URL = 'https://pa.fylde.gov.uk/Planning/Display/23/0695';

const row = (rows: { label: string; value: string }[], label: string) =>
  rows.find((r) => r.label === label)?.value;

describeWithFixtures('DEF Planning Register real pages', () => {
  it('recognises each page for what it is', () => {
    const kinds = Object.fromEntries(
      fixtureFiles('portals/planning-register-def').map((f) => [f, detectDefPage(fixturePage(f).text)]),
    );
    expect(kinds).toEqual({
      [`portals/${FYLDE_GATE}`]: 'gate',
      [`portals/${FYLDE}`]: 'display',
      [`portals/${LEICESTER}`]: 'display',
    });
  });

  it('reads the older disclaimer gate: a form posting nothing to /Disclaimer/Accept, back to the page', () => {
    const gate = parseGate(fixturePage(FYLDE_GATE, FYLDE_URL).text, FYLDE_URL);
    expect(gate).toEqual({
      action: 'https://pa.fylde.gov.uk/Disclaimer/Accept?returnUrl=%2FPlanning%2FDisplay%2F23%2F0695',
      fields: [],
      return_url: FYLDE_URL,
      token: false,
    });
  });

  it("Leicester's display page: its panes, status bar and documents as a person reads them", () => {
    const page = fixturePage(LEICESTER, LEICESTER_URL);
    const d = parseDisplay(page.text, LEICESTER_URL);
    // The dates as the page prints them (dd/mm/yyyy, "-" where there is none) ...
    expect(row(d.rows, 'Application Received Date')).toBe('22/07/2025');
    expect(row(d.rows, 'Application Valid Date')).toBe('23/07/2025');
    expect(row(d.rows, 'Consultation Start Date')).toBe('-');
    expect(row(d.rows, 'Target Decision Date')).toBe('16/09/2025');
    expect(row(d.rows, 'Decision Date')).toBe('29/10/2025');
    expect(d.progress).toEqual([
      { label: 'Application Valid', value: '23/07/2025' },
      { label: 'Consultation End', value: 'N/A' },
      { label: 'Committee Meeting', value: 'N/A' },
      { label: 'Decision', value: 'Unconditional approval' },
      { label: 'Decision Date', value: '29/10/2025' },
      { label: 'Appeal Started', value: 'N/A' },
      { label: 'Appeal Decision', value: 'N/A' },
    ]);
    expect(d.comments_open).toBe(false);
    expect(d.appeals).toEqual([]);

    const r = buildDefRecord([page], 'leicester');
    expect(r).toMatchObject({
      platform: 'planning-register',
      council_slug: 'leicester',
      reference: '20251225',
      keyval: '180765',
      address: '101 Regent Road',
      description: 'Certificate of lawful existing use of building as a data centre (Class B8)',
      status: 'Determined',
      decision: 'Unconditional approval',
      appeal_decision: null,
      application_type: 'Certificate of lawful existing use/development',
      decision_level: 'Delegated',
      case_officer: 'Jack Aspey',
      ward: 'Castle',
      agent: 'Mr Joe Oakden',
      agent_address: 'Waterfront House Waterfront Plaza 35 Station Street Nottingham NG23DQ',
      documents_count: 4,
      extra: { PPRN: 'NOR0509', 'Case Officer Telephone Number': '(0116) 454 3023' },
    });
    // ... and as dates.
    expect(r.dates.received).toEqual({ date: '2025-07-22', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2025-07-23', precision: 'day' });
    expect(r.dates.target_decision).toEqual({ date: '2025-09-16', precision: 'day' });
    expect(r.dates.decided).toEqual({ date: '2025-10-29', precision: 'day' });
    expect(r.dates.consultation_end).toBeNull();
    expect(r.dates.committee).toBeNull();
    const dl = 'https://planning.leicester.gov.uk/Document/Download?module=PLA&recordNumber=180765';
    expect(r.documents).toEqual([
      {
        title: 'Decision Notice',
        type: 'Decision Notice',
        date: '2025-10-29',
        url: `${dl}&planId=928323&imageId=32&isPlan=False&fileName=Decision%20Notice.pdf`,
        group: 'Decision Documents',
        drawing_number: null,
      },
      {
        title: 'Planning Officer report',
        type: 'Planning Officer Report',
        date: '2025-10-29',
        url: `${dl}&planId=928315&imageId=31&isPlan=False&fileName=W012578.pdf`,
        group: 'Decision Documents',
        drawing_number: null,
      },
      {
        title: 'Application Form - Without Personal Data',
        type: 'Application Form - Without Personal Data',
        date: '2025-07-22',
        url: `${dl}&planId=911914&imageId=2&isPlan=False&fileName=ApplicationFormRedacted.pdf`,
        group: 'Application Documents',
        drawing_number: null,
      },
      {
        title: 'Location Plan',
        type: 'Site or Location Plan',
        date: '2025-07-22',
        url: `${dl}&planId=165465&imageId=175465&isPlan=True&fileName=101%20Regent%20Road-%20Site%20Location%20Plan.pdf`,
        group: 'Plans',
        drawing_number: null,
      },
    ]);
    expect(r.urls.summary).toBe(LEICESTER_URL);
    expect(r.urls.documents).toBe(LEICESTER_URL);
  });

  it("Fylde's display page: its summary tables, status bar, consultations and copyright-gated documents", () => {
    const page = fixturePage(FYLDE, FYLDE_URL);
    const d = parseDisplay(page.text, FYLDE_URL);
    expect(row(d.rows, 'Application Received Date')).toBe('11/10/2023');
    expect(row(d.rows, 'Consultation End')).toBe('06/11/2023');
    expect(row(d.rows, 'Site Notice Date')).toBe('');
    expect(row(d.progress, 'Decision')).toBe('Issued');
    expect(row(d.progress, 'Decision Date')).toBe('03/11/2023');
    expect(d.consultees).toBe(2);
    expect(d.constraints).toEqual([
      'Airport Safeguarding All development AGL (Type: ALL DEV)',
      'Existing Employment Sites Whitehills Park, Westby)',
      'Article 4 NULL (Type: NULL)',
    ]);
    expect(d.appeals).toEqual([]);

    const r = buildDefRecord([page], 'fylde');
    expect(r).toMatchObject({
      reference: '23/0695',
      keyval: '56963',
      address: 'LAND NORTH PLUMPTON CLOSE WESTBY WITH PLUMPTONS',
      status: 'Issued',
      decision: 'Issued',
      application_type: 'Discharge of Conditions',
      decision_level: 'Delegated',
      case_officer: 'Rob Buffham',
      parish: 'Westby with Plumptons',
      ward: 'Wrea Green with Westby',
      applicant: 'City Fibre',
      agent: 'Mr Michael Bingham, Murray Planning',
      agent_address: 'Ground floor office Challenger House Rumbolds Hill Midhurst GU29 9BY',
      comments: { objections: null, supporting: null, received: null, consulted: 2 },
      documents_count: 5,
    });
    expect(r.description).toMatch(
      /^APPLICATION TO DISCHARGE CONDITION 3 \(MATERIALS\) CONDITION 4 \(LANDSCAPING\)/,
    );
    expect(r.dates.received).toEqual({ date: '2023-10-11', precision: 'day' });
    expect(r.dates.validated).toEqual({ date: '2023-10-11', precision: 'day' });
    expect(r.dates.consultation_end).toEqual({ date: '2023-11-06', precision: 'day' });
    expect(r.dates.decided).toEqual({ date: '2023-11-03', precision: 'day' });
    expect(r.extra['Consultation Start Date']).toBe('16/10/2023');
    expect(r.extra['Constraints']).toMatch(/^Airport Safeguarding/);
    // The links carry their address in data-disabled-link until the notice is ticked: that address.
    const dl = 'https://pa.fylde.gov.uk/Document/Download?module=PLA&recordNumber=56963';
    expect(r.documents![0]).toEqual({
      title: 'Decision Notice',
      type: 'Decision',
      date: '2023-11-03',
      url: `${dl}&planId=1694301&imageId=14&isPlan=False&fileName=Decision%20Notice_230695.pdf`,
      group: 'Planning Decision Document',
      drawing_number: null,
    });
    expect(r.documents!.map((x) => [x.type, x.title, x.date, x.group, x.drawing_number])).toEqual([
      ['Decision', 'Decision Notice', '2023-11-03', 'Planning Decision Document', null],
      ['Consultee Comment', 'GMEU', '2023-11-01', 'Planning Application Documents', null],
      ['Initial Drawing', 'Planting Plan', '2023-10-11', 'Planning Application Documents', 'E132.01 .001'],
      [
        'ApplicationFormRedacted.pdf',
        'Applicationformredacted',
        '2023-10-11',
        'Planning Application Documents',
        null,
      ],
      [
        'RAMMS.pdf',
        'REASONABLE AVOIDANCE MEASURES METHOD STATEMENT',
        '2023-10-11',
        'Planning Application Documents',
        null,
      ],
    ]);
    expect(r.documents!.every((x) => x.url?.startsWith(dl))).toBe(true);
  });

  it('plandata parse reads each page and a gate is no record', () => {
    const gate = planningRegisterAdapter.parsePage!(fixturePage(FYLDE_GATE, FYLDE_URL));
    expect(gate).toMatchObject({ platform: 'planning-register', kind: 'gate' });
    expect(() => buildDefRecord([fixturePage(FYLDE_GATE, FYLDE_URL)], 'fylde')).toThrow(
      /DEF disclaimer gate still served/,
    );
  });
});
