// Every real Idox page under fixtures/portals/idox is recognised as the kind of page it is, and
// the summary pages give the values a person reads on them.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { detectIdoxPage } from './detect.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { parseSummary } from './parse-summary.js';

const B = 'idox/brighton-and-hove/';

const KINDS: [string, string][] = [
  ['idox/barking-and-dagenham/barking_dagenham_idox_list.html', 'results'],
  [B + 'brighton_idox_01_results_p1.html', 'results'],
  [B + 'brighton_idox_02_results_p2.html', 'results'],
  [B + 'brighton_idox_03_results_p3.html', 'results'],
  [B + 'search-results-page1.html', 'results'],
  [B + 'search-results-page2.html', 'results'],
  [B + 'search-results-page3.html', 'results'],
  [B + 'search-advanced-form.html', 'search-form'],
  [B + 'search-by-reference-no-results.html', 'no-results'],
  [B + 'search-by-reference-single-hit-returns-summary.html', 'summary'],
  [B + 'summary-BH2017-04225.html', 'summary'],
  [B + 'summary-BH2018-01785.html', 'summary'],
  [B + 'summary-BH2018-02024.html', 'summary'],
  [B + 'summary-BH2018-02518.html', 'summary'],
  [B + 'summary-BH2018-03004.html', 'summary'],
  ['idox/halton/documents-22-00028.html', 'documents'],
  ['idox/lambeth/lambeth_idox_details_14-05450-DET.html', 'summary'],
  ['idox/lambeth/lambeth_idox_weekly_list.html', 'results'],
  ['idox/reigate-and-banstead/error-permission-denied.html', 'permission-denied'],
];

// [file, reference, keyVal, received, validated, address, proposal (first 60 chars), status,
//  decision, decision issued, documents, associated cases, associated properties]
type Row = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
];
const SUMMARIES: Row[] = [
  [
    'brighton_idox_04_details_PFRW7ODM0P000.html',
    'BH2018/03004',
    'PFRW7ODM0P000',
    '2018-09-28',
    '2018-09-28',
    '132 Beaconsfield Villas Brighton BN1 6HE',
    'Fell 1no Eucalyptus',
    'Decided',
    'Approved',
    '2018-09-28',
    0,
    0,
    1,
  ],
  [
    'brighton_idox_05_details_PF8OT9DMH1H00.html',
    'BH2018/02896',
    'PF8OT9DMH1H00',
    '2018-09-18',
    '2018-09-28',
    'Arundel Cottage 20 Lewes Crescent Brighton BN2 1GB',
    'T1- Purple cherry- Reduce in height by approx. 1m and prune ',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    1,
  ],
  [
    'brighton_idox_06_details_PF7BC8DM0PA00.html',
    'BH2018/02890',
    'PF7BC8DM0PA00',
    '2018-09-13',
    '2018-09-13',
    '2 Raphael Road Hove BN3 5QQ',
    'Prior approval for the erection of a single storey rear exte',
    'Withdrawn',
    'Withdrawn',
    '2018-09-28',
    5,
    0,
    1,
  ],
  [
    'brighton_idox_07_details_PEL032DMG2600.html',
    'BH2018/02790',
    'PEL032DMG2600',
    '2018-09-05',
    '2018-09-06',
    '64B Dyke Road Avenue Brighton BN1 5LE',
    '1no Cherry Laurel T22 - Reduce canopy maximum 1.5m from heig',
    'Decided',
    'Approved',
    '2018-09-28',
    3,
    0,
    1,
  ],
  [
    'brighton_idox_08_details_PDJPBVDM0P000.html',
    'BH2018/02599',
    'PDJPBVDM0P000',
    '2018-08-16',
    '2018-08-16',
    '12 Champions Row Wilbury Avenue Hove BN3 6AZ',
    '5no Elms - 25% crown reduction and reshape.',
    'Decided',
    'Refused',
    '2018-09-28',
    0,
    0,
    1,
  ],
  [
    'brighton_idox_09_details_PD6ZR2DMLHF00.html',
    'BH2018/02523',
    'PD6ZR2DMLHF00',
    '2018-08-09',
    '2018-08-16',
    '144 Dyke Road Mansions Brighton BN1 5PA',
    'Elm (T1)- Prune back overhanging foliage to approximately bo',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    0,
  ],
  [
    'brighton_idox_10_details_PD54YGDMLEV00.html',
    'BH2018/02518',
    'PD54YGDMLEV00',
    '2018-08-08',
    '2018-08-08',
    '18 Grange Road Hove BN3 5HU',
    'Erection of two storey rear extension.',
    'Withdrawn',
    'Withdrawn',
    '2018-10-01',
    7,
    0,
    1,
  ],
  [
    'brighton_idox_11_details_PCU1HBDMKOI00.html',
    'BH2018/02471',
    'PCU1HBDMKOI00',
    '2018-08-02',
    '2018-09-26',
    '15 Cobton Drive Hove BN3 6WF',
    'T1- Eucalyptus tree- planning permission already obtained fo',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    1,
  ],
  [
    'brighton_idox_12_details_PCIJIADMJZS00.html',
    'BH2018/02395',
    'PCIJIADMJZS00',
    '2018-07-27',
    '2018-09-13',
    '2 St Marys Square Brighton BN2 1FZ',
    'Fell 1no sycamore',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    1,
  ],
  [
    'brighton_idox_13_details_PCIJI7DMJZQ00.html',
    'BH2018/02394',
    'PCIJI7DMJZQ00',
    '2018-07-27',
    '2018-09-13',
    '23 Springfield Road Brighton BN1 6DF',
    '1no eucalyptus remove to ground level, remove all over-hang ',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    1,
  ],
  [
    'brighton_idox_14_details_PCH6XHDMJXY00.html',
    'BH2018/02384',
    'PCH6XHDMJXY00',
    '2018-07-26',
    '2018-08-20',
    '67 Shirley Street Hove BN3 3WH',
    'Erection of a two storey rear extension, installation of rea',
    'Withdrawn',
    'Withdrawn',
    '2018-09-28',
    10,
    0,
    1,
  ],
  [
    'brighton_idox_15_details_PC5XTADMJ8U00.html',
    'BH2018/02312',
    'PC5XTADMJ8U00',
    '2018-07-20',
    '2018-07-20',
    'East Slope Refectory Road University Of Sussex Brighton BN1 9RP',
    'Application for Approval of Details reserved by condition 9 ',
    'Decided',
    'Approved',
    '2018-09-28',
    7,
    1,
    1,
  ],
  [
    'brighton_idox_16_details_PBSZ9HDMII600.html',
    'BH2018/02248',
    'PBSZ9HDMII600',
    '2018-07-13',
    '2018-08-16',
    '14 Elms Lea Avenue Brighton BN1 6UG',
    '1no Thuja plicata. Remove lowest limb to the north back to p',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    2,
  ],
  [
    'brighton_idox_17_details_PBP64ODMI7V00.html',
    'BH2018/02220',
    'PBP64ODMI7V00',
    '2018-07-11',
    '2018-07-27',
    '1 Windmill Street Brighton BN2 0GN',
    'Erection of single storey rear extension with lantern skylig',
    'Withdrawn',
    'Withdrawn',
    '2018-09-28',
    13,
    0,
    1,
  ],
  [
    'brighton_idox_18_details_PBPEIKDMI9E00.html',
    'BH2018/02225',
    'PBPEIKDMI9E00',
    '2018-07-11',
    '2018-07-11',
    '102 Livingstone Road Hove BN3 3WL',
    'Replacement of existing wooden windows with UPVC windows to ',
    'Decided',
    'Refused',
    '2018-09-28',
    9,
    0,
    1,
  ],
  [
    'brighton_idox_19_details_PBLLW1DMHXZ00.html',
    'BH2018/02203',
    'PBLLW1DMHXZ00',
    '2018-07-09',
    '2018-07-10',
    '83 Ditchling Rise Brighton BN1 4QP',
    'Roof alterations including rear dormer and rooflights to fro',
    'Decided',
    'Approved',
    '2018-09-28',
    13,
    0,
    1,
  ],
  [
    'brighton_idox_20_details_PBECRTDMHPR00.html',
    'BH2018/02171',
    'PBECRTDMHPR00',
    '2018-07-05',
    '2018-08-02',
    '62 Peacock Lane Brighton BN1 6WA',
    'Crown reduce property side/south side by 1-2m to strong late',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    1,
  ],
  [
    'brighton_idox_21_details_PAYZHZDMGP900.html',
    'BH2018/02087',
    'PAYZHZDMGP900',
    '2018-06-27',
    '2018-09-13',
    '14 Chatham Place Brighton BN1 3TP',
    'neighbours ash from property in chatham place, 2 x lateral b',
    'Decided',
    'Approved',
    '2018-09-28',
    2,
    0,
    2,
  ],
  [
    'brighton_idox_22_details_PANVPMDM0QE00.html',
    'BH2018/02024',
    'PANVPMDM0QE00',
    '2018-06-20',
    '2018-07-10',
    '4 Woodland Drive Hove BN3 7RA',
    'Certificate of Lawfulness for proposed rear single storey re',
    'Decided',
    'Split Decision',
    '2018-09-28',
    7,
    0,
    1,
  ],
  [
    'brighton_idox_23_details_PA7I8QDMM8Z00.html',
    'BH2018/01906',
    'PA7I8QDMM8Z00',
    '2018-06-12',
    '2018-06-12',
    '12 Gloucester Road Brighton BN1 4AD',
    'Display of 1no externally illuminated hanging sign.',
    'Decided',
    'Approved',
    '2018-09-28',
    8,
    0,
    1,
  ],
  [
    'brighton_idox_24_details_P9UU67DMLEQ00.html',
    'BH2018/01785',
    'P9UU67DMLEQ00',
    '2018-06-05',
    '2018-06-07',
    '12 Montpelier Road Brighton BN1 2LQ',
    'Change of use from guest house (C1) to 1 no. two bedroom fla',
    'Decided',
    'Approved',
    '2018-09-28',
    19,
    0,
    1,
  ],
  [
    'brighton_idox_25_details_P9N5C0DML3F00.html',
    'BH2018/01746',
    'P9N5C0DML3F00',
    '2018-06-01',
    '2018-06-01',
    '31 The Crescent Brighton BN2 4TB',
    'Erection of three bedroom semi-detached dwelling with associ',
    'Decided',
    'Approved',
    '2018-10-01',
    8,
    0,
    1,
  ],
  [
    'brighton_idox_26_details_P96ASYDMKD800.html',
    'BH2018/01642',
    'P96ASYDMKD800',
    '2018-05-23',
    '2018-06-08',
    'Land To Rear Of 28 And 30 Longhill Road Brighton BN2 7BE',
    'Application for Approval of Details Reserved by Conditions 8',
    'Decided',
    'Approved',
    '2018-09-28',
    14,
    1,
    1,
  ],
  [
    'brighton_idox_27_details_P8TS68DMJQJ00.html',
    'BH2018/01576',
    'P8TS68DMJQJ00',
    '2018-05-16',
    '2018-05-29',
    '42A Sussex Square Brighton BN2 1GE',
    'Internal alterations to basement & ground floor to facilitat',
    'Decided',
    'Approved',
    '2018-09-28',
    14,
    1,
    1,
  ],
  [
    'brighton_idox_28_details_P8TS66DMJQI00.html',
    'BH2018/01575',
    'P8TS66DMJQI00',
    '2018-05-16',
    '2018-05-30',
    '42A Sussex Square Brighton BN2 1GE',
    'Conversion of existing basement flat & existing ground floor',
    'Decided',
    'Approved',
    '2018-09-28',
    13,
    1,
    1,
  ],
  [
    'brighton_idox_29_details_P6AX5DDMLCT00.html',
    'BH2018/00977',
    'P6AX5DDMLCT00',
    '2018-03-28',
    '2018-03-28',
    '80 Wayland Avenue Brighton BN1 5JN',
    'Erection of front porch extension with associated alteration',
    'Decided',
    'Approved',
    '2018-09-28',
    7,
    0,
    1,
  ],
  [
    'brighton_idox_30_details_P4VCF4DMH8Z00.html',
    'BH2018/00648',
    'P4VCF4DMH8Z00',
    '2018-02-28',
    '2018-03-27',
    '6 Cliff Approach Brighton BN2 5RB',
    'Demolition of existing single dwelling and erection of 2no. ',
    'Decided',
    'Approved',
    '2018-09-28',
    31,
    0,
    1,
  ],
  [
    'brighton_idox_31_details_P308DHDMLY900.html',
    'BH2018/00224',
    'P308DHDMLY900',
    '2018-01-23',
    '2018-01-23',
    '56 Church Road Hove BN3 2FP',
    'Change of use of basement from retail (A1) to fitness studio',
    'Decided',
    'Approved',
    '2018-09-28',
    18,
    0,
    1,
  ],
  [
    'brighton_idox_32_details_P1CZ1LDMK3800.html',
    'BH2017/04225',
    'P1CZ1LDMK3800',
    '2017-12-22',
    '2017-12-22',
    'Chandlers Brighton BMW Victoria Road Portslade BN41 1YH',
    'Display of internally illuminated fascia signs.',
    'Withdrawn',
    'Withdrawn',
    '2018-09-28',
    15,
    1,
    1,
  ],
];

describeWithFixtures('detectIdoxPage on real Idox pages', () => {
  it.each(KINDS)('%s is a %s page', (file, kind) => {
    const page = fixturePage(file);
    expect(detectIdoxPage(page.text, page.finalUrl)).toBe(kind);
  });

  it.each(SUMMARIES.map((r) => [B + r[0]]))('%s is a summary page', (file) => {
    const page = fixturePage(file);
    expect(detectIdoxPage(page.text, page.finalUrl)).toBe('summary');
  });
});

describeWithFixtures('parseSummary on the 29 Brighton & Hove summary pages', () => {
  it.each(SUMMARIES)(
    '%s: %s',
    (
      file,
      reference,
      keyval,
      received,
      validated,
      address,
      proposal,
      status,
      decision,
      issued,
      docs,
      cases,
      props,
    ) => {
      const page = fixturePage(B + file);
      const s = parseSummary(page.text, page.finalUrl);
      expect(s.reference).toBe(reference);
      expect(s.keyval).toBe(keyval);
      expect(s.dates.received).toEqual({ date: received, precision: 'day' });
      expect(s.dates.validated).toEqual({ date: validated, precision: 'day' });
      expect(s.dates.decision_issued).toEqual({ date: issued, precision: 'day' });
      expect(s.text.address).toBe(address);
      expect(s.text.description?.slice(0, 60)).toBe(proposal);
      expect(s.text.status).toBe(status);
      expect(s.text.decision).toBe(decision);
      expect(s.text.appeal_status).toBe('Unknown');
      expect(s.text.appeal_decision).toBe('Not Available');
      expect(s.documents_count).toBe(docs);
      expect(s.associated_cases).toBe(cases);
      expect(s.associated_properties).toBe(props);
      expect(s.tabs.urls.summary).toBe(
        `https://planningapps.brighton-hove.gov.uk/online-applications/applicationDetails.do?activeTab=summary&keyVal=${keyval}`,
      );
    },
  );

  it('reads the whole proposal, the tabs and the comment count of BH2018/02518', () => {
    const page = fixturePage(B + 'summary-BH2018-02518.html');
    const s = parseSummary(page.text, page.finalUrl);
    expect(s.text.description).toBe('Erection of two storey rear extension.');
    expect(s.public_comments).toBe(0);
    expect(s.constraints_count).toBe(2);
    expect(s.tabs.counts).toEqual({ Comments: 0, Constraints: 2, Documents: 7 });
    expect(s.tabs.urls.details).toBe(
      'https://planningapps.brighton-hove.gov.uk/online-applications/applicationDetails.do?activeTab=details&keyVal=PD54YGDMLEV00',
    );
    expect(s.tabs.urls.dates).toBe(
      'https://planningapps.brighton-hove.gov.uk/online-applications/applicationDetails.do?activeTab=dates&keyVal=PD54YGDMLEV00',
    );
    expect(s.tabs.urls.documents).toContain('activeTab=documents&keyVal=PD54YGDMLEV00');
    expect(s.property_link).toBe(
      'https://planningapps.brighton-hove.gov.uk/online-applications/applicationDetails.do?activeTab=relatedCases&keyVal=PD54YGDMLEV00',
    );
    expect(s.extra).toEqual({});
  });

  it('reads the split decision on BH2018/02024 and the single hit page of a reference search', () => {
    const split = fixturePage(B + 'summary-BH2018-02024.html');
    expect(parseSummary(split.text, split.finalUrl).text.decision).toBe('Split Decision');
    const hit = fixturePage(B + 'search-by-reference-single-hit-returns-summary.html');
    const s = parseSummary(hit.text, hit.finalUrl);
    expect(s.reference).toBe('BH2017/04225');
    expect(s.keyval).toBe('P1CZ1LDMK3800');
    expect(s.text.description).toBe('Display of internally illuminated fascia signs.');
    expect(s.text.address).toBe('Chandlers Brighton BMW Victoria Road Portslade BN41 1YH');
    expect(s.text.status).toBe('Withdrawn');
    expect(s.documents_count).toBe(15);
    expect(s.associated_cases).toBe(1);
  });
});

describeWithFixtures('parseSummary on Lambeth 14/05450/DET (2014 theme, no decision yet)', () => {
  it('reads the pending application', () => {
    const page = fixturePage('idox/lambeth/lambeth_idox_details_14-05450-DET.html');
    const s = parseSummary(
      page.text,
      'http://planning.lambeth.gov.uk/online-applications/applicationDetails.do?activeTab=summary&keyVal=ND4UY8BO67000',
    );
    expect(s.reference).toBe('14/05450/DET');
    expect(s.keyval).toBe('ND4UY8BO67000');
    expect(s.dates.received).toEqual({ date: '2014-10-08', precision: 'day' });
    expect(s.dates.validated).toBeUndefined();
    expect(s.text.address).toBe('158 Waterloo Road London SE1 8SB');
    expect(s.text.description).toMatch(
      /^Approval of details pursuant to condition 3 \(samples and a schedule of materials\)/,
    );
    expect(s.text.description).toMatch(/granted on 30\.09\.2014\.$/);
    expect(s.text.status).toBe('Pending Consideration');
    expect(s.text.decision).toBeUndefined();
    expect(s.text.appeal_status).toBe('Not Available');
    // Lambeth keeps documents on another system: a Documents tab with no count, and no documents line.
    expect(s.documents_count).toBeNull();
    expect(s.tabs.urls.externalDocuments).toContain('activeTab=externalDocuments');
    expect(s.tabs.counts).toEqual({ Comments: 2, Constraints: 8, 'Related Cases': 2 });
    expect(s.public_comments).toBe(2);
    expect(s.associated_cases).toBe(0);
    expect(s.associated_properties).toBe(2);
    // The page double-escapes the ampersand in this link; the keyVal is still read.
    expect(s.property_link).toContain('keyVal=ND4UY8BO67000');
  });
});
