// A council's licensing register, simulated: the licensing register of the register-file profile
// (sim/registers/register-file.ts serves it at /<slug>/registers/licensing.csv, or .pdf), one
// register however it is published. Deterministic from the seed and the simulated day, and moving
// as real registers move: on day 0 it holds `records` records; from day 1 on, each day a share of
// them (SimRegisterSpec.changeRate, 5% by default) changes, each in one of these ways, in turn: its
// status (granted <-> suspended), its licensed hours for alcohol (later), its designated premises
// supervisor (another person), its holder (transferred), its activities (late night refreshment
// or live music added), or it vanishes from the register for VANISH_DAYS days and comes back.
// Every twentieth record is a personal licence (a person), which the service must never read.
// Holders are companies and persons (with and without titles; some trading under their own name),
// some with an additional holder (a person); supervisors are always persons.
//
// Published in one of the licensing layouts of scrapers/registers/register-file/layouts-licensing.ts:
//   - 'sim-premises-licences' (the default): the whole register with holder, supervisor, UPRN and
//     the activities with their hours, the one layout that shows every kind of change;
//   - 'lga-premises-licence-schema': the LGA open-data schema (entertainment pipe-separated, late
//     night refreshment and alcohol as TRUE/FALSE; no parties, no hours);
//   - 'arun-premises-licence-register': Arun's columns (holder and additional holder; no activities);
//   - 'premises-register-pdf': a SYNTHETIC PDF table (pdf-table.ts), holder printed once above its
//     licences, with the supervisor;
//   - 'camden-licensing-applications': Camden's application export, applications received over the
//     simulated period, in consultation for 28 days, some with a hearing set and later moved, then
//     granted, refused or withdrawn.
// A changed layout (the fault) renames every header; an empty register publishes its header alone.
import { addDays } from '../../core/calendar.js';
import {
  HISTORY_DAYS,
  ARRIVAL_DAYS,
  hashSeed,
  prng,
  type SimCouncilData,
  type SimRegisterSpec,
} from '../data.js';
import { pdfTable } from './pdf-table.js';

/** The licensing layouts the simulator publishes in; the first is the default. */
export const LICENSING_LAYOUTS = [
  'sim-premises-licences',
  'lga-premises-licence-schema',
  'arun-premises-licence-register',
  'premises-register-pdf',
  'camden-licensing-applications',
] as const;
export type SimLicensingLayout = (typeof LICENSING_LAYOUTS)[number];

/** Days a vanished record stays off the register. */
export const VANISH_DAYS = 8;
export const DEFAULT_CHANGE_RATE = 0.05;

export const CHANGE_KINDS = ['status', 'hours', 'supervisor', 'holder', 'activity', 'vanish'] as const;
export type SimChangeKind = (typeof CHANGE_KINDS)[number];

const COMPANIES = [
  'Stonegate Pub Company Ltd',
  'Punch Taverns Ltd',
  'Greene King Retailing Limited',
  'J D Wetherspoon PLC',
  'Star Pubs & Bars Ltd t/a The Crown Inn',
  'Mitchells & Butlers Retail Ltd',
  'Hall & Woodhouse Ltd',
  'Shepherd Neame Limited',
  'Brewdog Retail Limited',
  'Harbour Kitchen Co CIC',
  'Tesco Stores Ltd',
  'The Midcounties Co-operative Society',
];
// Persons: with a title, with two titles, and with none (a plain name is looked up in the company
// register and, not found, withheld too).
const PERSONS = [
  'Mr Arjun Mehta',
  'Mrs Helen O’Brien',
  'Ms Grace Nowak & Mr Tomasz Nowak',
  'Miss Chloe Fairweather',
  'Mr & Mrs Daniel Okafor',
  'Priya Shah',
  'Dr Samuel Achterberg',
  'Messrs Rafferty & Quinlan',
  'Oliver Pennington-Smythe',
  'Mrs Yasmin Karadeniz',
];
const SUPERVISORS = [
  'Mr Lewis Abernethy',
  'Ms Sofia Marchetti',
  'Mrs Bronwen Price-Evans',
  'Mr Kwame Mensah',
  'Ms Freya Lindqvist',
  'Mr Hamish Drummond',
  'Mrs Anjali Varma',
  'Mr Tobias Wren',
];
const PREMISES = [
  'The Red Lion',
  'The Kings Arms',
  'Harbour Kitchen',
  'Café Lumière',
  'The Old Bank Bar',
  'Golden Dragon',
  'The Crown Inn',
  'Corner Stores',
  'The Fox & Hounds',
  'Night Owl Club',
];

/** The ways the register prints licensed hours (real wording forms; licensing normalisation reads them all). */
function hoursText(form: number, startMin: number, endMin: number): string {
  const t = (m: number) => {
    const x = ((m % 1440) + 1440) % 1440;
    return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
  };
  const end = endMin === 1440 ? 'Midnight' : t(endMin);
  switch (form % 4) {
    case 0:
      return `Mon-Sat ${t(startMin)}-${end === 'Midnight' ? '00:00' : end}, Sun 12:00-22:30`;
    case 1:
      return `Monday to Sunday ${t(startMin)} to ${end}`;
    case 2:
      return `${t(startMin)} - ${end} (Mon, Tue, Wed, Thu, Fri & Sat); Sunday 12:00 to 22:30`;
    default:
      return `Mon-Sun ${t(startMin)}-${end === 'Midnight' ? '00:00' : end}`;
  }
}

/** One licence as the simulated register holds it on a day. */
export interface SimLicensingRecord {
  index: number;
  key: string;
  type: 'Premises Licence' | 'Club Premises Certificate' | 'Personal Licence';
  status: 'Granted' | 'Current' | 'Suspended';
  premises: string;
  address: string;
  postcode: string;
  uprn: string;
  holder: string;
  /** A second holder the register names beside the first (a person), or ''. */
  additionalHolder: string;
  supervisor: string;
  hoursForm: number;
  /** Alcohol licensed from/to, minutes after midnight (the end may pass midnight: > 1440). */
  alcoholStart: number;
  alcoholEnd: number;
  lateNight: boolean;
  liveMusic: boolean;
  /** YYYY-MM-DD: the application received, and the licence granted (the day it runs from). */
  received: string;
  granted: string;
  /** Off the register until this simulated day (exclusive); null when on it. */
  vanishedUntil: number | null;
}

function baseRecords(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
): SimLicensingRecord[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'licensing'));
  const props = [...council.properties.values()];
  const out: SimLicensingRecord[] = [];
  for (let i = 0; i < spec.records; i++) {
    const p = props[i % props.length];
    const m = /^(.*?) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/.exec(p.address);
    const personal = i % 20 === 7;
    const personHolder = r() < 0.4;
    const holder =
      personal || personHolder
        ? PERSONS[Math.floor(r() * PERSONS.length)]
        : COMPANIES[Math.floor(r() * COMPANIES.length)];
    let premises = PREMISES[Math.floor(r() * PREMISES.length)];
    // A sole trader trading under their own name: the register prints it again as the premises.
    if (holder === 'Priya Shah' || holder === 'Oliver Pennington-Smythe') premises = `${holder} Wines`;
    out.push({
      index: i,
      key: personal ? `PA/${String(50000 + i)}` : `PL/${String(10000 + i)}`,
      type: personal ? 'Personal Licence' : r() < 0.15 ? 'Club Premises Certificate' : 'Premises Licence',
      status: r() < 0.7 ? 'Granted' : 'Current',
      premises: personal ? '' : premises,
      address: m?.[1] ?? p.address,
      postcode: m?.[2] ?? '',
      uprn: personal ? '' : p.uprn,
      holder,
      supervisor: personal ? '' : SUPERVISORS[Math.floor(r() * SUPERVISORS.length)],
      hoursForm: Math.floor(r() * 4),
      alcoholStart: 600 + 30 * Math.floor(r() * 3),
      alcoholEnd: 1320 + 30 * Math.floor(r() * 3),
      lateNight: r() < 0.3,
      liveMusic: r() < 0.3,
      granted: addDays(startDate, -30 - Math.floor(r() * 3650)),
      additionalHolder: '',
      received: '',
      vanishedUntil: null,
    });
  }
  // What only some layouts print, from a stream of its own (the records above stay as they were).
  const x = prng(hashSeed(seed, council.spec.slug, 'licensing-more'));
  for (const rec of out) {
    rec.received = addDays(rec.granted, -20 - Math.floor(x() * 40));
    if (rec.type !== 'Personal Licence' && x() < 0.2)
      rec.additionalHolder = PERSONS[Math.floor(x() * PERSONS.length)];
  }
  return out;
}

/** The records that change on `day` (>= 1), with how: deterministic from the seed. */
export function simLicensingChanges(
  seed: number,
  slug: string,
  spec: SimRegisterSpec,
  day: number,
): { index: number; kind: SimChangeKind }[] {
  const rate = spec.changeRate ?? DEFAULT_CHANGE_RATE;
  const out: { index: number; kind: SimChangeKind }[] = [];
  for (let i = 0; i < spec.records; i++) {
    if (i % 20 === 7) continue; // personal licences never change
    if (prng(hashSeed(seed, slug, 'licensing-change', i, day))() < rate)
      out.push({ index: i, kind: CHANGE_KINDS[(out.length + day) % CHANGE_KINDS.length] });
  }
  return out;
}

/** The register as it stands on `day`, vanished records included (with vanishedUntil set). */
export function simLicensingRecords(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
  day: number,
): SimLicensingRecord[] {
  const recs = baseRecords(seed, council, spec, startDate);
  for (let d = 1; d <= day; d++) {
    for (const { index, kind } of simLicensingChanges(seed, council.spec.slug, spec, d)) {
      const rec = recs[index];
      if (rec.vanishedUntil !== null && d < rec.vanishedUntil) continue;
      const r = prng(hashSeed(seed, council.spec.slug, 'licensing-how', index, d));
      switch (kind) {
        case 'status':
          rec.status = rec.status === 'Suspended' ? 'Granted' : 'Suspended';
          break;
        case 'hours':
          rec.alcoholEnd = Math.min(rec.alcoholEnd + 60, 1440 + 120);
          break;
        case 'supervisor':
          rec.supervisor =
            SUPERVISORS[(SUPERVISORS.indexOf(rec.supervisor) + 1 + Math.floor(r() * 3)) % SUPERVISORS.length];
          break;
        case 'holder':
          rec.additionalHolder = '';
          rec.holder =
            COMPANIES[
              (COMPANIES.indexOf(rec.holder) + 1 + Math.floor(r() * 3) + COMPANIES.length) % COMPANIES.length
            ];
          break;
        case 'activity':
          if (!rec.lateNight) rec.lateNight = true;
          else rec.liveMusic = true;
          break;
        case 'vanish':
          rec.vanishedUntil = d + VANISH_DAYS;
          break;
      }
    }
  }
  for (const rec of recs)
    if (rec.vanishedUntil !== null && day >= rec.vanishedUntil) rec.vanishedUntil = null;
  return recs;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const csv = (cells: (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

function activitiesText(r: SimLicensingRecord): string {
  const parts = [`Sale of alcohol (on and off): ${hoursText(r.hoursForm, r.alcoholStart, r.alcoholEnd)}`];
  if (r.lateNight) parts.push('Late night refreshment: 23:00 - 01:00 (Fri & Sat)');
  if (r.liveMusic) parts.push('Live music: Thu10:00-23:00');
  parts.push('Recorded music');
  return parts.join('; ');
}

function renderLicences(recs: SimLicensingRecord[], changed: boolean): string {
  const head = changed
    ? ['Ref', 'Kind', 'State', 'Name', 'Where', 'PC', 'Property', 'Holder', 'DPS', 'Activities', 'From', 'To']
    : [
        'Licence Number',
        'Licence Type',
        'Status',
        'Premises Name',
        'Premises Address',
        'Postcode',
        'UPRN',
        'Licence Holder',
        'Designated Premises Supervisor',
        'Licensable Activities',
        'Date Granted',
        'Expiry Date',
      ];
  const rows = recs.map((r) =>
    csv([
      r.key,
      r.type,
      r.status,
      r.premises,
      r.address,
      r.postcode,
      r.uprn,
      r.holder,
      r.supervisor,
      r.type === 'Personal Licence' ? '' : activitiesText(r),
      dmy(r.granted),
      r.type === 'Personal Licence' ? dmy(addDays(r.granted, 3650)) : '',
    ]),
  );
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

const ENTERTAINMENT_CODE: Record<string, number> = { 'Live music': 1, 'Recorded music': 2 };
const SERVICE_CODE: Record<SimLicensingRecord['type'], number> = {
  'Premises Licence': 860,
  'Club Premises Certificate': 646,
  'Personal Licence': 861,
};

/** The LGA premises licence schema (one row per licence; no parties, no hours). */
function renderLga(recs: SimLicensingRecord[], startDate: string, changed: boolean): string {
  const head = changed
    ? ['Extracted', 'Ref', 'Kind', 'Name', 'Where', 'Postcode', 'Entertainment', 'LNR', 'Alcohol', 'State']
    : [
        'ExtractDate',
        'OrganisationURI',
        'OrganisationLabel',
        'CaseReference',
        'CaseDate',
        'ServiceTypeURI',
        'ServiceTypeLabel',
        'PremisesName',
        'LocationText',
        'Postcode',
        'EntertainmentTypeURI',
        'EntertainmentTypeLabel',
        'LateNightRefreshment',
        'AlcoholSupply',
        'StatusURI',
        'StatusLabel',
        'LicenceStartDate',
        'LicenceEndDate',
        'Conditions',
        'DecisionDate',
        'LicenceURL',
        'UPRN',
        'GeoPointLicensingURL',
      ];
  const rows = recs.map((r) => {
    const personal = r.type === 'Personal Licence';
    const entertainment = personal ? [] : [...(r.liveMusic ? ['Live music'] : []), 'Recorded music'];
    return csv([
      dmy(startDate),
      'http://opendatacommunities.org/id/district-council/sample',
      'Sample District Council',
      r.key,
      dmy(r.received),
      `http://id.esd.org.uk/service/${SERVICE_CODE[r.type]}`,
      r.type,
      r.premises,
      [r.address, r.postcode].filter(Boolean).join('| '),
      r.postcode.replace(' ', ''),
      entertainment.map((e) => `http://id.esd.org.uk/entertainment/${ENTERTAINMENT_CODE[e]}`).join('|'),
      entertainment.join('|'),
      r.lateNight && !personal ? 'TRUE' : 'FALSE',
      personal ? 'FALSE' : 'TRUE',
      'http://id.esd.org.uk/premisesLicenceStatus/1',
      r.status === 'Granted' ? 'Approved' : r.status,
      dmy(r.granted),
      personal ? dmy(addDays(r.granted, 3650)) : '',
      personal ? '' : 'Alcohol DPS|Alcohol Pricing',
      dmy(r.granted),
      `https://licensing.sample.example/licence?ref=${encodeURIComponent(r.key)}`,
      r.uprn,
      'http://www.ordnancesurvey.co.uk/docs/licences/os-opendata-licence.pdf',
    ]);
  });
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

/** Arun's register: holder and additional holder, no supervisor, no activities. */
function renderArun(recs: SimLicensingRecord[], changed: boolean): string {
  const head = changed
    ? ['Ref', 'Act', 'Kind', 'State', 'Holder', 'Holder 2', 'Name', 'Where', 'From', 'To', 'Area']
    : [
        'Licence Number',
        'Licence Description',
        'Licence Type',
        'Licence Status',
        'Licensee',
        'Additional Licensee',
        'Trading Name',
        'Dtf Location',
        'Start Date',
        'Expiry Date',
        'Council Area',
      ];
  const rows = recs.map((r) =>
    csv([
      r.key,
      'Licensing Act 2003',
      r.type,
      r.status,
      r.holder,
      r.additionalHolder,
      r.premises,
      [r.premises.toUpperCase(), r.address, r.postcode].filter(Boolean).join(', '),
      dmy(r.granted),
      r.type === 'Personal Licence' ? dmy(addDays(r.granted, 3650)) : '',
      'Sample',
    ]),
  );
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

/** The register as a SYNTHETIC PDF table (pdf-table.ts): sorted by holder, each printed once per run. */
function licensingPdf(recs: SimLicensingRecord[], changed: boolean): Buffer {
  const columns: [string, string, number][] = [
    ['Licence Number', 'Ref', 85],
    ['Premises Name', 'Name', 100],
    ['Premises Address', 'Where', 140],
    ['Licence Holder', 'Who', 115],
    ['Designated Premises Supervisor', 'DPS', 100],
    ['Licence Type', 'Kind', 80],
    ['Status', 'State', 60],
    ['Date Granted', 'When', 45],
  ];
  // The PDF's text is Latin-1 (WinAnsi): a typographic apostrophe is printed as a plain one.
  const latin1 = (t: string) => t.replace(/[\u2018\u2019]/g, "'");
  const sorted = [...recs].sort((a, b) => a.holder.localeCompare(b.holder) || a.key.localeCompare(b.key));
  return pdfTable({
    title: ['Sample District Council', 'Register of Premises Licences and Club Premises Certificates'],
    columns: columns.map(([header, other, width]) => ({ header: changed ? other : header, width })),
    rows: sorted.map((r) =>
      [
        r.key,
        r.premises,
        [r.address, r.postcode].filter(Boolean).join(', '),
        r.holder,
        r.supervisor,
        r.type,
        r.status,
        dmy(r.granted),
      ].map(latin1),
    ),
    groupColumn: 3,
    footer: 'This register is refreshed weekly. Information correct at the time of printing.',
  }).pdf;
}

// ----- Applications (Camden's export) ------------------------------------------------------------

const APPLICATION_TYPES = [
  'Premises - New Licence',
  'Premises Licence -  Variation Application',
  'Premises - Variation of DPS',
  'Premises Licence - Transfer Application',
  'Temporary Event Notice',
  'Premises - Review of Licence',
];

/** One application as the simulated export shows it on a day. */
export interface SimLicensingApplication {
  index: number;
  key: string;
  type: string;
  premises: string;
  address: string;
  receivedDay: number;
  decisionDay: number;
  outcome: 'Application Approved' | 'Application Rejected' | 'Application Withdrawn';
  /** Day the hearing is set, the day it is moved (or null), and the hearing days before and after. */
  hearing: { setDay: number; day: number; movedOn: number | null; movedTo: number } | null;
}

export function simLicensingApplications(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
): SimLicensingApplication[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'licensing-applications'));
  const props = [...council.properties.values()];
  const out: SimLicensingApplication[] = [];
  for (let i = 0; i < spec.records; i++) {
    const receivedDay = Math.floor((i * ARRIVAL_DAYS) / spec.records) - HISTORY_DAYS;
    const u = r();
    const withHearing = r() < 0.3;
    out.push({
      index: i,
      key: `APP\\SIM\\${String(i + 1).padStart(6, '0')}`,
      type: APPLICATION_TYPES[Math.floor(r() * APPLICATION_TYPES.length)],
      premises: PREMISES[Math.floor(r() * PREMISES.length)],
      address: props[i % props.length].address,
      receivedDay,
      decisionDay: receivedDay + 28 + (withHearing ? 21 : 0),
      outcome: u < 0.7 ? 'Application Approved' : u < 0.85 ? 'Application Rejected' : 'Application Withdrawn',
      hearing: withHearing
        ? {
            setDay: receivedDay + 10,
            day: receivedDay + 35,
            movedOn: r() < 0.5 ? receivedDay + 20 : null,
            movedTo: receivedDay + 42,
          }
        : null,
    });
  }
  return out;
}

function renderApplications(
  apps: SimLicensingApplication[],
  startDate: string,
  day: number,
  changed: boolean,
): string {
  const date = (d: number) => dmy(addDays(startDate, d));
  const head = changed
    ? ['Ref', 'Kind', 'Name', 'Where']
    : [
        'Application Reference',
        'Application Type',
        'Premises Name',
        'Premises Address',
        'Application Legislation',
        'Application Status',
        'Application Objections',
        'Approved Date',
        'Date Of Events',
        'Expiry Date',
        'Hearing Date',
        'Last Date For Representations',
        'Received Date',
        'Refused Date',
        'Cumulative Impact Policy Area Name',
        'Ward Code',
        'Ward Name',
        'Easting',
        'Northing',
        'Longitude',
        'Latitude',
        'Spatial Accuracy',
        'Last Uploaded',
        'Location',
        'Socrata ID',
        'Organisation URI',
      ];
  const rows = apps
    .filter((a) => a.receivedDay <= day)
    .map((a, row) => {
      const decided = day >= a.decisionDay;
      const status = decided ? a.outcome : day >= a.receivedDay + 28 ? 'Hearing Date to be arranged' : 'Open';
      let hearing = '';
      if (a.hearing && day >= a.hearing.setDay)
        hearing = date(
          a.hearing.movedOn !== null && day >= a.hearing.movedOn ? a.hearing.movedTo : a.hearing.day,
        );
      return csv([
        a.key,
        a.type,
        a.premises,
        a.address,
        'LA2003',
        status,
        '',
        decided && a.outcome === 'Application Approved' ? date(a.decisionDay) : '',
        '',
        '',
        hearing,
        date(a.receivedDay + 28),
        date(a.receivedDay),
        decided && a.outcome === 'Application Rejected' ? date(a.decisionDay) : '',
        '',
        'E05000000',
        'Central',
        '',
        '',
        '',
        '',
        '',
        dmy(addDays(startDate, day)),
        '',
        row + 1,
        'http://opendatacommunities.org/id/london-borough-council/sample',
      ]);
    });
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

/** The layout a council's licensing register is published in (the spec's, else the default). */
export function licensingLayout(spec: SimRegisterSpec): SimLicensingLayout {
  const layout = (spec.layout ?? LICENSING_LAYOUTS[0]) as SimLicensingLayout;
  if (!LICENSING_LAYOUTS.includes(layout))
    throw new Error(`the simulator cannot publish a licensing register in layout ${layout}`);
  return layout;
}

/** The file name the register is published under: a PDF layout's is .pdf, the others' .csv. */
export function licensingFileName(spec: SimRegisterSpec): string {
  return licensingLayout(spec) === 'premises-register-pdf' ? 'licensing.pdf' : 'licensing.csv';
}

export interface SimLicensingFile {
  body: Buffer;
  contentType: string;
}

/**
 * The register's file on `day` in its layout, as served; `changed`: its publisher renamed the
 * columns; `empty`: it publishes its header alone.
 */
export function licensingFile(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
  day: number,
  opts: { empty?: boolean; changed?: boolean } = {},
): SimLicensingFile {
  const layout = licensingLayout(spec);
  const changed = !!opts.changed;
  if (layout === 'camden-licensing-applications') {
    const apps = opts.empty ? [] : simLicensingApplications(seed, council, spec);
    return csvFile(renderApplications(apps, startDate, day, changed));
  }
  const recs = opts.empty
    ? []
    : simLicensingRecords(seed, council, spec, startDate, day).filter((r) => r.vanishedUntil === null);
  switch (layout) {
    case 'premises-register-pdf':
      return { body: licensingPdf(recs, changed), contentType: 'application/pdf' };
    case 'lga-premises-licence-schema':
      return csvFile(renderLga(recs, addDays(startDate, day), changed));
    case 'arun-premises-licence-register':
      return csvFile(renderArun(recs, changed));
    default:
      return csvFile(renderLicences(recs, changed));
  }
}

const csvFile = (text: string): SimLicensingFile => ({
  body: Buffer.from(text, 'utf8'),
  contentType: 'text/csv;charset=UTF-8',
});

/** The register's file on `day` as text, for a CSV layout (the benchmark's file path). */
export function renderLicensingFile(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
  day: number,
  opts: { empty?: boolean; changed?: boolean } = {},
): string {
  if (licensingLayout(spec) === 'premises-register-pdf')
    throw new Error('a PDF register is bytes: use licensingFile');
  return licensingFile(seed, council, spec, startDate, day, opts).body.toString('utf8');
}
