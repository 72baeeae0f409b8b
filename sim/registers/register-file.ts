// A council's register published as a file at /<slug>/registers/<register>.csv (.pdf for a PDF
// layout), in one of the layouts scrapers/registers/register-file/layouts.ts reads: the HMO
// register in Oxford's layout by default (or Sheffield's 2025), the licensing register in the LGA
// premises licence schema by default (or Arun's, or a SYNTHETIC PDF table: pdf-table.ts). Records
// are deterministic from the seed, their premises the council's simulated properties; holders and
// supervisors are obviously synthetic ("Sample Holder 12"), companies (Ltd, PLC, LLP) and persons
// both. Faults: a changed layout renames the headers (a register whose publisher changed its
// columns), an empty register publishes its header row alone, and the server's block page stands
// in front of it.
import { addDays } from '../../core/calendar.js';
import type { RegisterName } from '../../scrapers/registers/contract.js';
import { hashSeed, prng, type SimCouncilData, type SimRegisterSpec } from '../data.js';
import type { SimRegisterProfile } from '../profile.js';
import { pdfTable } from './pdf-table.js';
import { LICENSING_LAYOUTS as STORE_LICENSING_LAYOUTS, renderLicensingFile } from './licensing.js';

/** One simulated HMO licence as the register publishes it. */
export interface SimLicence {
  key: string;
  flat: string;
  number: string;
  street: string;
  postcode: string;
  occupants: number;
  /** YYYY-MM-DD */
  issued: string;
  expires: string;
}

const LAYOUTS = ['oxford-hmo-register', 'sheffield-hmo-2025'] as const;
type SimLayout = (typeof LAYOUTS)[number];
const LICENSING_LAYOUTS = [
  'lga-premises-licence-schema',
  'arun-premises-licence-register',
  'premises-register-pdf',
] as const;
type SimLicensingLayout = (typeof LICENSING_LAYOUTS)[number];
const DEFAULT_LAYOUT: Record<string, string> = {
  hmo: 'oxford-hmo-register',
  licensing: 'lga-premises-licence-schema',
};

/** One simulated premises licence (or club certificate, or TEN) as a licensing register publishes it. */
export interface SimPremisesLicence {
  key: string;
  type: 'Premises Licence' | 'Club Premises Certificate' | 'Temporary Event Notice';
  premises: string;
  street: string;
  town: string;
  postcode: string;
  uprn: string;
  holder: string;
  additionalHolder: string;
  supervisor: string;
  status: string;
  entertainment: string[];
  lateNight: boolean;
  alcohol: boolean;
  /** YYYY-MM-DD */
  received: string;
  decided: string;
  start: string;
  expires: string | null;
}

const PREMISES = [
  'The Sample Arms',
  'Sample Café',
  'Corner Stores',
  'The Anchor',
  'Market Tavern',
  'Riverside Hotel',
];
const ENTERTAINMENT = ['Live music', 'Recorded music', 'Performances of dance', 'Plays', 'Films'];
// Holders two licences each, so a holder holds several; persons and companies both.
const HOLDERS = [
  (n: number) => `Mr Sample Holder ${n}`,
  (n: number) => `Sample Taverns ${n} Ltd`,
  (n: number) => `Ms Sample Holder ${n}`,
  (n: number) => `Sample Leisure ${n} PLC`,
  (n: number) => `Sample Partners ${n} LLP`,
  (n: number) => `Sample Holder ${n}`,
];
const SUPERVISORS = [
  (n: number) => `Ms Sample Supervisor ${n}`,
  (n: number) => `Mr Sample Supervisor ${n}`,
  (n: number) => `Sample Bar Management ${n} Ltd`,
];
const STATUSES = ['Granted', 'Granted', 'Granted', 'Surrendered', 'Lapsed', 'Suspended'];

/** The premises licences of a council's licensing register, deterministic from the seed. */
export function simPremisesLicences(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
): SimPremisesLicence[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'licensing'));
  const props = [...council.properties.values()];
  const out: SimPremisesLicence[] = [];
  for (let i = 0; i < spec.records; i++) {
    const p = props[i % props.length];
    const m = /^(?:Flat \d+, )?(\d+ .+?) ([A-Z][a-z]+) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/.exec(p.address);
    const type =
      i % 7 === 3 ? 'Club Premises Certificate' : i % 7 === 5 ? 'Temporary Event Notice' : 'Premises Licence';
    const received = addDays(startDate, -30 - Math.floor(r() * 6 * 365));
    const decided = addDays(received, 20 + Math.floor(r() * 40));
    const start = addDays(decided, Math.floor(r() * 14));
    const n = Math.floor(i / 2) + 1;
    out.push({
      key: `${received.slice(2, 4)}/${String(20000 + i).padStart(5, '0')}/${type === 'Club Premises Certificate' ? 'LAPREC' : type === 'Temporary Event Notice' ? 'LATEN' : 'LAPRE'}`,
      type,
      premises: `${PREMISES[i % PREMISES.length]} ${i + 1}`,
      street: m?.[1] ?? p.address,
      town: m?.[2] ?? '',
      postcode: m?.[3] ?? '',
      uprn: p.uprn,
      holder: HOLDERS[n % HOLDERS.length](n),
      additionalHolder: i % 5 === 4 ? `Mrs Sample Holder ${n + 100}` : '',
      supervisor: SUPERVISORS[i % SUPERVISORS.length](i + 1),
      status: STATUSES[Math.floor(r() * STATUSES.length)],
      entertainment: ENTERTAINMENT.filter(() => r() < 0.3),
      lateNight: r() < 0.4,
      alcohol: type !== 'Temporary Event Notice' || r() < 0.8,
      received,
      decided,
      start,
      expires: type === 'Temporary Event Notice' ? addDays(start, 1) : null,
    });
  }
  return out;
}

/** The licences of a council's register, deterministic from the seed. */
export function simLicences(
  seed: number,
  council: SimCouncilData,
  spec: SimRegisterSpec,
  startDate: string,
): SimLicence[] {
  const r = prng(hashSeed(seed, council.spec.slug, 'register'));
  const props = [...council.properties.values()];
  const out: SimLicence[] = [];
  for (let i = 0; i < spec.records; i++) {
    const p = props[i % props.length];
    // "Flat 3, 12 High Street Brighton BN1 2AB" -> flat, number, street and postcode.
    const m = /^(?:(Flat \d+), )?(\d+) (.+?) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/.exec(p.address);
    const issued = addDays(startDate, -Math.floor(r() * 4 * 365));
    out.push({
      key: `${issued.slice(2, 4)}/${String(10000 + i).padStart(5, '0')}/HMO`,
      flat: m?.[1] ?? '',
      number: m?.[2] ?? '',
      street: m?.[3] ?? p.address,
      postcode: m?.[4] ?? '',
      occupants: 3 + Math.floor(r() * 7),
      issued,
      expires: addDays(issued, 5 * 365),
    });
  }
  return out;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonYy = (iso: string) => `${iso.slice(8, 10)}-${MON[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}`;
const csv = (cells: (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

function renderLicensing(
  layout: SimLicensingLayout,
  licences: SimPremisesLicence[],
  changed: boolean,
): string {
  if (layout === 'arun-premises-licence-register') {
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
    const rows = licences.map((l) =>
      csv([
        l.key,
        'Licensing Act 2003',
        l.type,
        l.status,
        l.holder,
        l.additionalHolder,
        l.premises,
        [l.premises.toUpperCase(), l.street, l.town, l.postcode].filter(Boolean).join(', '),
        dmy(l.start),
        l.expires ? dmy(l.expires) : '',
        'Sample',
      ]),
    );
    return [csv(head), ...rows].join('\r\n') + '\r\n';
  }
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
  const service = {
    'Premises Licence': 860,
    'Club Premises Certificate': 646,
    'Temporary Event Notice': 1071,
  };
  const rows = licences.map((l) =>
    csv([
      '06/01/2025',
      'http://opendatacommunities.org/id/district-council/sample',
      'Sample District Council',
      l.key,
      dmy(l.received),
      `http://id.esd.org.uk/service/${service[l.type]}`,
      l.type,
      l.premises,
      [l.street, l.town, l.postcode].filter(Boolean).join('| '),
      l.postcode.replace(' ', ''),
      l.entertainment
        .map((e) => `http://id.esd.org.uk/entertainment/${ENTERTAINMENT.indexOf(e) + 1}`)
        .join('|'),
      l.entertainment.join('|'),
      l.lateNight ? 'TRUE' : 'FALSE',
      l.alcohol ? 'TRUE' : 'FALSE',
      'http://id.esd.org.uk/premisesLicenceStatus/1',
      l.status === 'Granted' ? 'Approved' : l.status,
      dmy(l.start),
      l.expires ? dmy(l.expires) : '',
      l.alcohol ? 'Alcohol DPS|Alcohol Pricing' : '',
      dmy(l.decided),
      `https://licensing.sample.example/licence?ref=${encodeURIComponent(l.key)}`,
      l.uprn,
      'http://www.ordnancesurvey.co.uk/docs/licences/os-opendata-licence.pdf',
    ]),
  );
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

/** The licensing register as a SYNTHETIC PDF table (pdf-table.ts), holders printed once per run. */
export function licensingPdf(licences: SimPremisesLicence[], changed: boolean): Buffer {
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
  // Sorted by holder, as registers grouped by holder are.
  const sorted = [...licences].sort((a, b) => a.holder.localeCompare(b.holder) || a.key.localeCompare(b.key));
  return pdfTable({
    title: ['Sample District Council', 'Register of Premises Licences, Club Premises Certificates and TENs'],
    columns: columns.map(([header, other, width]) => ({ header: changed ? other : header, width })),
    rows: sorted.map((l) => [
      l.key,
      l.premises,
      [l.street, l.town, l.postcode].filter(Boolean).join(', '),
      l.holder,
      l.supervisor,
      l.type,
      l.status,
      dmy(l.start),
    ]),
    groupColumn: 3,
    footer: 'This register is refreshed weekly. Information correct at the time of printing.',
  }).pdf;
}

function render(layout: SimLayout, licences: SimLicence[], changed: boolean): string {
  if (layout === 'sheffield-hmo-2025') {
    const head = changed
      ? ['Flat', 'Number', 'Street', 'Post Code', 'Occupants', 'Issued', 'Expires', 'Ref']
      : [
          '',
          'Full Address',
          '',
          'Postcode',
          'Permitted Occupants',
          'Licence issue date',
          'Licence expiry date',
          'Licence number',
        ];
    const rows = licences.map((l) =>
      csv([l.flat, l.number, l.street, l.postcode, l.occupants, dMonYy(l.issued), dMonYy(l.expires), l.key]),
    );
    return [csv(head), ...rows].join('\r\n') + '\r\n';
  }
  const head = changed
    ? ['Case Ref', 'Property', 'Occupants', 'Units', 'From', 'To']
    : [
        'Case Number',
        'Location',
        'Total Number Occupants',
        'Total Number Units',
        'Licence Commenced',
        'Licence Expires',
      ];
  const rows = licences.map((l) =>
    csv([
      l.key,
      [l.flat, `${l.number} ${l.street}`, l.postcode].filter(Boolean).join(' '),
      l.occupants,
      '',
      dmy(l.issued),
      dmy(l.expires),
    ]),
  );
  return [csv(head), ...rows].join('\r\n') + '\r\n';
}

export function registerFileProfile(seed: number): SimRegisterProfile {
  return {
    name: 'register-file',
    registers: ['hmo', 'licensing'],
    owns: (path) =>
      path[0] === 'registers' && /^[a-z]+\.(?:csv|pdf)$/.test(path[1] ?? '') && path.length === 2,
    async handle(r) {
      const register = r.path[1].replace(/\.(?:csv|pdf)$/, '') as RegisterName;
      const spec = r.council.spec.registers?.[register];
      if (!spec || spec.adapter !== 'register-file' || r.path[1] !== fileName(register, spec))
        return r.send(404, '<html><body>Not Found</body></html>');
      // The register with changes between days (sim/registers/licensing.ts), in its own layouts.
      if (
        register === 'licensing' &&
        (!spec.layout || (STORE_LICENSING_LAYOUTS as readonly string[]).includes(spec.layout))
      ) {
        const body = renderLicensingFile(seed, r.council, spec, r.startDate, r.day, {
          empty: r.faults.emptyRegister,
          changed: r.faults.changedLayout,
        });
        return r.send(200, body, { 'content-type': 'text/csv;charset=UTF-8' });
      }
      const layout = spec.layout ?? DEFAULT_LAYOUT[register];
      const changed = !!r.faults.changedLayout;
      if (register === 'licensing') {
        if (!(LICENSING_LAYOUTS as readonly string[]).includes(layout))
          throw new Error(`the simulator cannot publish a licensing register in layout ${layout}`);
        const licences = r.faults.emptyRegister
          ? []
          : simPremisesLicences(seed, r.council, spec, r.startDate);
        if (layout === 'premises-register-pdf')
          return r.sendBytes(200, licensingPdf(licences, changed), { 'content-type': 'application/pdf' });
        return r.send(200, renderLicensing(layout as SimLicensingLayout, licences, changed), {
          'content-type': 'text/csv;charset=UTF-8',
        });
      }
      if (register !== 'hmo')
        throw new Error(`the simulator publishes HMO and licensing register files only, not ${register}`);
      if (!(LAYOUTS as readonly string[]).includes(layout))
        throw new Error(`the simulator cannot publish layout ${layout}`);
      const licences = r.faults.emptyRegister ? [] : simLicences(seed, r.council, spec, r.startDate);
      r.send(200, render(layout as SimLayout, licences, changed), {
        'content-type': 'text/csv;charset=UTF-8',
      });
    },
    configFor: (councilBase, register, spec) => ({
      register,
      adapter: 'register-file',
      url: `${councilBase}/registers/${fileName(register, spec)}`,
      options: spec.layout ? { layout: spec.layout } : undefined,
    }),
  };
}

/** The file a register is published as: .pdf for a PDF layout, else .csv. */
function fileName(register: RegisterName, spec: SimRegisterSpec): string {
  return `${register}.${spec.layout === 'premises-register-pdf' ? 'pdf' : 'csv'}`;
}
