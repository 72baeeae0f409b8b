// SYNTHETIC national files for the simulated councils, in the official formats the loaders read
// (enrich/loaders, `plandata load`): the postcode directory (ONSPD columns), a constraint layer
// (planning.data.gov.uk conservation-area GeoJSON), EPC domestic certificates (certificates.csv),
// HM Land Registry price paid (16 columns, headerless), CCOD (UK companies that own property),
// Companies House basic company data (55 columns), and the Planning Inspectorate's appeals casework
// file (the Casework Database columns). Every row is made from the simulated councils' own
// properties and applications (sim/data.ts), so the joins find them: the postcodes and addresses
// are the ones the portals publish. Deterministic from the seed. Nothing here is real: points lie
// around Brighton, company numbers start 99 (beyond any number Companies House has issued), title
// numbers start SIM, local authority codes are E06999xxx.
import { addDays } from '../core/calendar.js';
import { LIVE_START } from '../core/domain/planning/archive.js';
import { HISTORY_DAYS, hashSeed, prng, type SimCouncilData, type SimProperty } from './data.js';

/** One file the demo writes and loads: the `plandata load` kind (and constraint layer) it is. */
export interface SimOpenDataFile {
  kind: 'postcodes' | 'constraints' | 'epc' | 'price-paid' | 'ccod' | 'companies';
  /** constraints only: the layer key. */
  layer?: string;
  /** A file name in the publisher's own naming, marked synthetic. */
  name: string;
  /** YYYY-MM */
  release: string;
  body: string;
}

/** The files, and the places the demo's example requests show. */
export interface SimOpenData {
  files: SimOpenDataFile[];
  /** A postcode of the first council in a conservation area, with live applications on company-owned land where there are any. */
  postcode: string;
  /** The company number holding the most titles. */
  owner: string;
}

/** A simulated council with the local authority code its rows carry. */
export interface SimOpenDataCouncil {
  data: SimCouncilData;
  onsCode: string;
}

export const SIM_RELEASE = '2026-02';

// "Flat 3, 12 High Street Hove BN1 2AB": the parts the publishers split an address into.
const ADDRESS =
  /^(?:(Flat \d+), )?(\d+) (.+?) (Hove|Brighton|Portslade|Rottingdean) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/;

interface Parts {
  flat: string;
  number: string;
  street: string;
  town: string;
  postcode: string;
}

function partsOf(p: SimProperty): Parts | null {
  const m = ADDRESS.exec(p.address);
  return m ? { flat: m[1] ?? '', number: m[2]!, street: m[3]!, town: m[4]!, postcode: m[5]! } : null;
}

/** A postcode's point: around the centre of its district, spread over about 3 by 4 km. */
const DISTRICTS: Record<string, [number, number]> = {
  BN1: [50.835, -0.145],
  BN2: [50.828, -0.11],
  BN3: [50.836, -0.18],
};
/** Half-size of a district's conservation area around its centre (a quarter of its postcodes). */
const AREA_HALF: [number, number] = [0.01, 0.015];

function pointOf(postcode: string): [number, number] {
  const [lat, lng] = DISTRICTS[postcode.split(' ')[0]!] ?? [50.83, -0.14];
  const r = prng(hashSeed('postcode', postcode));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return [round(lat + (r() - 0.5) * 0.04), round(lng + (r() - 0.5) * 0.06)];
}

const csvCell = (c: string | number): string =>
  /[",\r\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c);
const csvLine = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');
/** A CSV of `header` with each row's cells by column name (absent: empty). */
function csvFile(header: readonly string[], rows: Record<string, string | number>[]): string {
  return (
    [csvLine(header), ...rows.map((r) => csvLine(header.map((h) => r[h.trim()] ?? '')))].join('\r\n') + '\r\n'
  );
}
const dmy = (iso: string, sep = '/') => `${iso.slice(8, 10)}${sep}${iso.slice(5, 7)}${sep}${iso.slice(0, 4)}`;
const noApostrophe = (s: string) => s.replace(/[’']/g, '');

// ONSPD's columns (ONS Postcode Directory, user guide), in order.
const ONSPD = [
  'pcd', 'pcd2', 'pcds', 'dointr', 'doterm', 'oscty', 'ced', 'oslaua', 'osward', 'parish', 'usertype',
  'oseast1m', 'osnrth1m', 'osgrdind', 'oshlthau', 'nhser', 'ctry', 'rgn', 'streg', 'pcon', 'eer',
  'teclec', 'ttwa', 'pct', 'itl', 'statsward', 'oa01', 'casward', 'npark', 'lsoa01', 'msoa01',
  'ur01ind', 'oac01', 'oa11', 'lsoa11', 'msoa11', 'wz11', 'sicbl', 'bua22', 'ru11ind', 'oac11', 'lat',
  'long', 'lep1', 'lep2', 'pfa', 'imd', 'calncv', 'icb', 'oa21', 'lsoa21', 'msoa21',
] as const; // prettier-ignore

// EPC domestic certificates.csv (the register's bulk download), 92 columns in order.
const EPC = [
  'LMK_KEY', 'ADDRESS1', 'ADDRESS2', 'ADDRESS3', 'POSTCODE', 'BUILDING_REFERENCE_NUMBER',
  'CURRENT_ENERGY_RATING', 'POTENTIAL_ENERGY_RATING', 'CURRENT_ENERGY_EFFICIENCY',
  'POTENTIAL_ENERGY_EFFICIENCY', 'PROPERTY_TYPE', 'BUILT_FORM', 'INSPECTION_DATE', 'LOCAL_AUTHORITY',
  'CONSTITUENCY', 'COUNTY', 'LODGEMENT_DATE', 'TRANSACTION_TYPE', 'ENVIRONMENT_IMPACT_CURRENT',
  'ENVIRONMENT_IMPACT_POTENTIAL', 'ENERGY_CONSUMPTION_CURRENT', 'ENERGY_CONSUMPTION_POTENTIAL',
  'CO2_EMISSIONS_CURRENT', 'CO2_EMISS_CURR_PER_FLOOR_AREA', 'CO2_EMISSIONS_POTENTIAL',
  'LIGHTING_COST_CURRENT', 'LIGHTING_COST_POTENTIAL', 'HEATING_COST_CURRENT', 'HEATING_COST_POTENTIAL',
  'HOT_WATER_COST_CURRENT', 'HOT_WATER_COST_POTENTIAL', 'TOTAL_FLOOR_AREA', 'ENERGY_TARIFF',
  'MAINS_GAS_FLAG', 'FLOOR_LEVEL', 'FLAT_TOP_STOREY', 'FLAT_STOREY_COUNT', 'MAIN_HEATING_CONTROLS',
  'MULTI_GLAZE_PROPORTION', 'GLAZED_TYPE', 'GLAZED_AREA', 'EXTENSION_COUNT', 'NUMBER_HABITABLE_ROOMS',
  'NUMBER_HEATED_ROOMS', 'LOW_ENERGY_LIGHTING', 'NUMBER_OPEN_FIREPLACES', 'HOTWATER_DESCRIPTION',
  'HOT_WATER_ENERGY_EFF', 'HOT_WATER_ENV_EFF', 'FLOOR_DESCRIPTION', 'FLOOR_ENERGY_EFF', 'FLOOR_ENV_EFF',
  'WINDOWS_DESCRIPTION', 'WINDOWS_ENERGY_EFF', 'WINDOWS_ENV_EFF', 'WALLS_DESCRIPTION',
  'WALLS_ENERGY_EFF', 'WALLS_ENV_EFF', 'SECONDHEAT_DESCRIPTION', 'SHEATING_ENERGY_EFF',
  'SHEATING_ENV_EFF', 'ROOF_DESCRIPTION', 'ROOF_ENERGY_EFF', 'ROOF_ENV_EFF', 'MAINHEAT_DESCRIPTION',
  'MAINHEAT_ENERGY_EFF', 'MAINHEAT_ENV_EFF', 'MAINHEATCONT_DESCRIPTION', 'MAINHEATC_ENERGY_EFF',
  'MAINHEATC_ENV_EFF', 'LIGHTING_DESCRIPTION', 'LIGHTING_ENERGY_EFF', 'LIGHTING_ENV_EFF', 'MAIN_FUEL',
  'WIND_TURBINE_COUNT', 'HEAT_LOSS_CORRIDOR', 'UNHEATED_CORRIDOR_LENGTH', 'FLOOR_HEIGHT',
  'PHOTO_SUPPLY', 'SOLAR_WATER_HEATING_FLAG', 'MECHANICAL_VENTILATION', 'ADDRESS',
  'LOCAL_AUTHORITY_LABEL', 'CONSTITUENCY_LABEL', 'POSTTOWN', 'CONSTRUCTION_AGE_BAND',
  'LODGEMENT_DATETIME', 'TENURE', 'FIXED_LIGHTING_OUTLETS_COUNT', 'LOW_ENERGY_FIXED_LIGHT_COUNT',
  'UPRN', 'UPRN_SOURCE',
] as const; // prettier-ignore

// CCOD full file ("UK companies that own property"), in order.
const CCOD = [
  'Title Number', 'Tenure', 'Property Address', 'District', 'County', 'Region', 'Postcode',
  'Multiple Address Indicator', 'Price Paid',
  ...[1, 2, 3, 4].flatMap((i) => [
    `Proprietor Name (${i})`, `Company Registration No. (${i})`, `Proprietorship Category (${i})`,
    `Proprietor (${i}) Address (1)`, `Proprietor (${i}) Address (2)`, `Proprietor (${i}) Address (3)`,
  ]),
  'Date Proprietor Added', 'Additional Proprietor Indicator',
]; // prettier-ignore

// Companies House basic company data: the official header line, stray spaces kept.
const COMPANIES_HEADER =
  'CompanyName, CompanyNumber,RegAddress.CareOf,RegAddress.POBox,RegAddress.AddressLine1, RegAddress.AddressLine2,RegAddress.PostTown,RegAddress.County,RegAddress.Country,RegAddress.PostCode,CompanyCategory,CompanyStatus,CountryOfOrigin,DissolutionDate,IncorporationDate,Accounts.AccountRefDay,Accounts.AccountRefMonth,Accounts.NextDueDate,Accounts.LastMadeUpDate,Accounts.AccountCategory,Returns.NextDueDate,Returns.LastMadeUpDate,Mortgages.NumMortCharges,Mortgages.NumMortOutstanding,Mortgages.NumMortPartSatisfied,Mortgages.NumMortSatisfied,SICCode.SicText_1,SICCode.SicText_2,SICCode.SicText_3,SICCode.SicText_4,LimitedPartnerships.NumGenPartners,LimitedPartnerships.NumLimPartners,URI,PreviousName_1.CONDATE, PreviousName_1.CompanyName, PreviousName_2.CONDATE, PreviousName_2.CompanyName,PreviousName_3.CONDATE, PreviousName_3.CompanyName,PreviousName_4.CONDATE, PreviousName_4.CompanyName,PreviousName_5.CONDATE, PreviousName_5.CompanyName,PreviousName_6.CONDATE, PreviousName_6.CompanyName,PreviousName_7.CONDATE, PreviousName_7.CompanyName,PreviousName_8.CONDATE, PreviousName_8.CompanyName,PreviousName_9.CONDATE, PreviousName_9.CompanyName,PreviousName_10.CONDATE, PreviousName_10.CompanyName,ConfStmtNextDueDate, ConfStmtLastMadeUpDate'.split(
    ',',
  );

/** The companies that own the simulated councils' company-owned land. */
export const SIM_COMPANIES = [
  { number: '99000001', name: 'SAMPLE HOMES LIMITED', sic: '41100 - Development of building projects' },
  { number: '99000002', name: 'EXAMPLE ESTATES LIMITED', sic: '68209 - Other letting and operating of own or leased real estate' },
  { number: '99000003', name: 'SYNTHETIC LETTINGS LIMITED', sic: '68310 - Real estate agencies' },
  { number: '99000004', name: 'SAMPLE SEAFRONT PROPERTIES LIMITED', sic: '68100 - Buying and selling of own real estate' },
  { number: '99000005', name: 'EXAMPLE LAND HOLDINGS PLC', sic: '64209 - Activities of other holding companies n.e.c.' },
  { number: '99000006', name: 'SYNTHETIC RETAIL PROPERTY LIMITED', sic: '68209 - Other letting and operating of own or leased real estate' },
] as const; // prettier-ignore

const CONSERVATION_NAMES: Record<string, string> = {
  BN1: 'Sample Old Town',
  BN2: 'Example Seafront',
  BN3: 'Synthetic Station Quarter',
};

/** A house's or flat's building as a title's Property Address gives it: "12 High Street, Hove (BN1 2AB)". */
const buildingTitleAddress = (a: Parts): string => `${a.number} ${a.street}, ${a.town} (${a.postcode})`;

const POSTCODE = /([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/;

/** The properties of every council: their postcode, and the address parts where it is a house or flat. */
function propertiesOf(councils: SimOpenDataCouncil[]) {
  const out: { p: SimProperty; postcode: string; a: Parts | null; council: SimOpenDataCouncil }[] = [];
  for (const c of councils)
    for (const p of c.data.properties.values()) {
      const postcode = POSTCODE.exec(p.address)?.[1];
      if (postcode) out.push({ p, postcode, a: partsOf(p), council: c });
    }
  return out;
}

function guid(r: () => number): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () => '0123456789ABCDEF'[Math.floor(r() * 16)]).join('');
  return `{${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}}`;
}

/**
 * The national files for these councils, in the order they are loaded: postcodes first (the
 * joins geocode by them), then the conservation areas, EPC, price paid, company-owned land and the
 * companies.
 */
export function simOpenData(seed: number, councils: SimOpenDataCouncil[]): SimOpenData {
  const props = propertiesOf(councils);
  const file = (kind: SimOpenDataFile['kind'], name: string, body: string, layer?: string) => ({
    kind,
    name,
    release: SIM_RELEASE,
    body,
    ...(layer ? { layer } : {}),
  });

  // Postcodes: each once, in the first council (in the order given) that has a property there.
  const postcodes = new Map<string, string>();
  for (const x of props) if (!postcodes.has(x.postcode)) postcodes.set(x.postcode, x.council.onsCode);
  const onspd = [...postcodes].map(([pc, lad]) => {
    const [lat, lng] = pointOf(pc);
    const [out, inw] = pc.split(' ') as [string, string];
    return {
      pcd: out.padEnd(4) + inw,
      pcd2: out.padEnd(5) + inw,
      pcds: pc,
      dointr: '198001',
      oslaua: lad,
      osward: lad.replace(/^E06/, 'E05'),
      usertype: 0,
      osgrdind: 1,
      ctry: 'E92000001',
      rgn: 'E12000008',
      lat,
      long: lng,
    };
  });

  // One conservation area around each district's centre.
  const areas = Object.entries(DISTRICTS).map(([district, [lat, lng]], i) => {
    const [h, w] = AREA_HALF;
    const ring = [
      [lng - w, lat - h],
      [lng + w, lat - h],
      [lng + w, lat + h],
      [lng - w, lat + h],
      [lng - w, lat - h],
    ].map(([x, y]) => [Math.round(x! * 1e6) / 1e6, Math.round(y! * 1e6) / 1e6]);
    return {
      type: 'Feature',
      geometry: { type: 'MultiPolygon', coordinates: [[ring]] },
      properties: {
        'entry-date': '2026-01-15',
        'start-date': '1990-06-01',
        'end-date': '',
        entity: 99000001 + i,
        name: CONSERVATION_NAMES[district],
        dataset: 'conservation-area',
        typology: 'geography',
        reference: `SIM-CA-${i + 1}`,
        prefix: 'conservation-area',
        'organisation-entity': '999',
      },
    };
  });

  // The companies' registered office.
  const firstPostcode = [...postcodes.keys()][0] ?? 'BN1 1AQ';
  const epc: Record<string, string | number>[] = [];
  const sales: string[] = [];
  const titles = new Map<string, Record<string, string | number>>();
  const r = prng(hashSeed(seed, 'open-data'));
  for (const { p, a, council } of props) {
    // Sites ("Land at Mill Farm, ...") have a postcode but no certificate, sale or house title.
    if (!a) continue;
    const town = a.town.toUpperCase();
    const authority = council.data.name.toUpperCase();
    const street = `${a.number} ${a.street}`;
    const flat = a.flat !== '';
    // Three properties in five have a certificate (by UPRN, as the register matches them).
    if (r() < 0.6) {
      const lodged = addDays('2015-01-01', Math.floor(r() * 3900));
      const eff = 35 + Math.floor(r() * 55);
      const rating = eff >= 81 ? 'B' : eff >= 69 ? 'C' : eff >= 55 ? 'D' : eff >= 39 ? 'E' : 'F';
      epc.push({
        LMK_KEY: `99${p.uprn.padStart(12, '0')}${lodged.replace(/-/g, '')}`,
        ADDRESS1: flat ? a.flat : street,
        ADDRESS2: flat ? street : '',
        POSTCODE: a.postcode,
        CURRENT_ENERGY_RATING: rating,
        POTENTIAL_ENERGY_RATING: 'B',
        CURRENT_ENERGY_EFFICIENCY: eff,
        POTENTIAL_ENERGY_EFFICIENCY: 84,
        PROPERTY_TYPE: flat ? 'Flat' : 'House',
        BUILT_FORM: flat ? 'Mid-Terrace' : r() < 0.5 ? 'Semi-Detached' : 'Mid-Terrace',
        INSPECTION_DATE: addDays(lodged, -3),
        LOCAL_AUTHORITY: council.onsCode,
        LODGEMENT_DATE: lodged,
        TRANSACTION_TYPE: 'marketed sale',
        TOTAL_FLOOR_AREA: flat ? 40 + Math.floor(r() * 40) : 70 + Math.floor(r() * 110),
        MAINS_GAS_FLAG: 'Y',
        MAIN_FUEL: 'mains gas (not community)',
        ADDRESS: [a.flat, street].filter(Boolean).join(', '),
        LOCAL_AUTHORITY_LABEL: council.data.name,
        POSTTOWN: town,
        LODGEMENT_DATETIME: `${lodged} 10:00:00`,
        TENURE: 'Owner-occupied',
        UPRN: p.uprn,
        UPRN_SOURCE: 'Address Matched',
      });
    }
    // Half have been sold once or twice since 2012.
    if (r() < 0.5) {
      const n = 1 + Math.floor(r() * 2);
      let day = addDays('2012-01-01', Math.floor(r() * 2000));
      let price = (flat ? 180 : 320) * 1000 + Math.floor(r() * 200) * 1000;
      for (let k = 0; k < n; k++) {
        // Fully quoted, as the Land Registry publishes it (no cell here holds a quote).
        sales.push(
          [
            guid(r),
            price,
            `${day} 00:00`,
            a.postcode,
            flat ? 'F' : (['D', 'S', 'T'] as const)[Math.floor(r() * 3)]!,
            'N',
            flat ? 'L' : 'F',
            a.number,
            a.flat.toUpperCase(),
            noApostrophe(a.street).toUpperCase(),
            '',
            town,
            authority,
            authority,
            'A',
            'A',
          ]
            .map((c) => `"${c}"`)
            .join(','),
        );
        day = addDays(day, 700 + Math.floor(r() * 1500));
        price = Math.round((price * (1.1 + r() * 0.3)) / 1000) * 1000;
      }
    }
    // One in five is company-owned: the freehold of the house, or of the building a flat is in.
    const building = buildingTitleAddress(a);
    if (r() < 0.2 && !titles.has(building)) {
      const co = SIM_COMPANIES[Math.floor(r() * SIM_COMPANIES.length)]!;
      titles.set(building, {
        'Title Number': `SIM${String(900001 + titles.size)}`,
        Tenure: 'Freehold',
        'Property Address': building,
        District: authority,
        County: authority,
        Region: 'SOUTH EAST',
        Postcode: a.postcode,
        'Multiple Address Indicator': 'N',
        'Price Paid': r() < 0.5 ? (400 + Math.floor(r() * 600)) * 1000 : '',
        'Proprietor Name (1)': co.name,
        // Published without leading zeros where there are any; these have none.
        'Company Registration No. (1)': co.number,
        'Proprietorship Category (1)': 'Limited Company or Public Limited Company',
        'Proprietor (1) Address (1)': `1 Sample Business Park, Brighton ${firstPostcode}`,
        'Date Proprietor Added': dmy(addDays('2010-01-01', Math.floor(r() * 5000)), '-'),
        'Additional Proprietor Indicator': 'N',
      });
    }
  }

  const companies = SIM_COMPANIES.map((co, i) => ({
    CompanyName: co.name,
    CompanyNumber: co.number,
    'RegAddress.AddressLine1': '1 SAMPLE BUSINESS PARK',
    'RegAddress.PostTown': 'BRIGHTON',
    'RegAddress.Country': 'UNITED KINGDOM',
    'RegAddress.PostCode': firstPostcode,
    CompanyCategory: co.name.endsWith('PLC') ? 'Public Limited Company' : 'Private Limited Company',
    CompanyStatus: 'Active',
    CountryOfOrigin: 'United Kingdom',
    IncorporationDate: dmy(addDays('2004-03-01', i * 400)),
    'Accounts.AccountRefDay': '31',
    'Accounts.AccountRefMonth': '12',
    'Accounts.NextDueDate': '30/09/2026',
    'Accounts.LastMadeUpDate': '31/12/2024',
    'Accounts.AccountCategory': 'FULL',
    'Mortgages.NumMortCharges': i % 3,
    'Mortgages.NumMortOutstanding': i % 2,
    'Mortgages.NumMortPartSatisfied': 0,
    'Mortgages.NumMortSatisfied': Math.max(0, (i % 3) - (i % 2)),
    'SICCode.SicText_1': co.sic,
    'LimitedPartnerships.NumGenPartners': 0,
    'LimitedPartnerships.NumLimPartners': 0,
    URI: `http://business.data.gov.uk/id/company/${co.number}`,
    ConfStmtNextDueDate: '15/07/2026',
    ConfStmtLastMadeUpDate: '01/07/2025',
  }));

  const month = SIM_RELEASE.replace('-', '_');
  // A tiny demo (a few applications) may have no certificate, sale or title: a file of no records is
  // not written (a loader refuses an empty file).
  const files = [
    file('postcodes', `ONSPD_${month}_UK-synthetic.csv`, csvFile(ONSPD, onspd)),
    file(
      'constraints',
      'conservation-area-synthetic.geojson',
      JSON.stringify({ type: 'FeatureCollection', features: areas }),
      'conservation',
    ),
    epc.length && file('epc', `certificates-${SIM_RELEASE}-synthetic.csv`, csvFile(EPC, epc)),
    sales.length &&
      file('price-paid', `pp-complete-${SIM_RELEASE}-synthetic.csv`, sales.join('\r\n') + '\r\n'),
    titles.size && file('ccod', `CCOD_FULL_${month}-synthetic.csv`, csvFile(CCOD, [...titles.values()])),
    file(
      'companies',
      `BasicCompanyData-${SIM_RELEASE}-01-synthetic.csv`,
      csvFile(COMPANIES_HEADER, companies),
    ),
  ];
  const owned = (p: SimProperty) => {
    const a = partsOf(p);
    return !!a && titles.has(buildingTitleAddress(a));
  };
  return {
    files: files.filter((f): f is SimOpenDataFile => !!f),
    postcode: showcasePostcode(councils[0]!.data, owned),
    owner: mostTitles([...titles.values()]),
  };
}

const inConservationArea = (postcode: string): boolean => {
  const [lat, lng] = pointOf(postcode);
  const centre = DISTRICTS[postcode.split(' ')[0]!];
  return !!centre && Math.abs(lat - centre[0]) < AREA_HALF[0] && Math.abs(lng - centre[1]) < AREA_HALF[1];
};

/**
 * The postcode with the most live applications (received by day 0) on company-owned land in a
 * conservation area, then the most live applications in one, then the most live applications.
 */
function showcasePostcode(c: SimCouncilData, owned: (p: SimProperty) => boolean): string {
  const count = new Map<string, [number, number, number]>();
  for (const a of c.applications) {
    const pc = POSTCODE.exec(a.property.address)?.[1];
    if (a.receivedDay < -HISTORY_DAYS || a.receivedDay > 0 || !pc) continue;
    const inArea = inConservationArea(pc) ? 1 : 0;
    const n = count.get(pc) ?? [0, 0, 0];
    count.set(pc, [n[0] + (owned(a.property) ? inArea : 0), n[1] + inArea, n[2] + 1]);
  }
  const best = [...count].sort(
    ([p, x], [q, y]) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || p.localeCompare(q),
  )[0];
  return best?.[0] ?? '';
}

function mostTitles(titles: Record<string, string | number>[]): string {
  const count = new Map<string, number>();
  for (const t of titles) {
    const n = String(t['Company Registration No. (1)']);
    count.set(n, (count.get(n) ?? 0) + 1);
  }
  return (
    [...count].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]?.[0] ?? SIM_COMPANIES[0].number
  );
}

/**
 * The Planning Inspectorate's Casework Database columns a SYNTHETIC casework file carries
 * (layouts-appeals.ts names them all): the demo's appeals file, the appeals tests' and the HMO and
 * appeals benchmark's.
 */
export const CASEWORK_COLUMNS = [
  'Case Number', 'Type of Casework', 'LPA Name', 'ONS LPA Code', 'LPA Application Reference',
  'Site Address', 'Development Type', 'Procedure', 'Appeal Type Reason', 'Reason for the Appeal',
  'Received Date', 'Start Date', 'Decision Date', 'Decision', 'Number of Residences', 'Site Green Belt',
  'Costs Applied For Indicator', 'Link Status', 'Lead Case',
] as const; // prettier-ignore
/** The parties' columns a casework file may carry after them (names shown only with Contact Data). */
export const CASEWORK_PARTIES = ['Appellant', 'Agent'] as const;

/**
 * A SYNTHETIC casework file in CSV: CASEWORK_COLUMNS then `extra` as the header, each row's cells in
 * that order or by column name (absent: empty), CRLF line ends as the publisher's exports have them.
 */
export function caseworkCsv(
  rows: Iterable<readonly (string | number)[] | Record<string, string | number>>,
  extra: readonly string[] = [],
): string {
  const header = [...CASEWORK_COLUMNS, ...extra];
  const lines = [csvLine(header)];
  for (const r of rows)
    lines.push(
      csvLine(
        Array.isArray(r)
          ? (r as readonly (string | number)[])
          : header.map((h) => (r as Record<string, string | number>)[h] ?? ''),
      ),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The Planning Inspectorate's appeals casework file for these councils: an appeal against each of
 * the first `perCouncil` live refusals (received in 2026, refused at least two weeks before
 * `today`), decided two weeks after the refusal (a timescale compressed to fit the simulated
 * period); every third allowed.
 */
export function simAppealsFile(
  councils: SimOpenDataCouncil[],
  startDate: string,
  today: string,
  perCouncil = 6,
): { name: string; body: string } {
  const rows: Record<string, string | number>[] = [];
  let n = 0;
  for (const c of councils) {
    const refused = c.data.applications
      .filter(
        (a) =>
          a.outcome === 'Refused' &&
          addDays(startDate, a.receivedDay) >= LIVE_START &&
          addDays(startDate, a.decisionDay + 14) <= today,
      )
      .slice(0, perCouncil);
    for (const a of refused) {
      const refusedOn = addDays(startDate, a.decisionDay);
      const householder = a.applicationType.startsWith('Householder');
      rows.push({
        'Case Number': 3990001 + n,
        'Type of Casework': householder ? 'Householder (HAS)' : 'Planning Appeal',
        'LPA Name': c.data.name,
        'ONS LPA Code': c.onsCode,
        'LPA Application Reference': a.reference,
        'Site Address': a.property.address,
        'Development Type': householder ? 'Householder developments' : 'Minor Dwellings',
        Procedure: 'Written Representations',
        'Appeal Type Reason': 'Refusal',
        'Reason for the Appeal': 'Refusal',
        'Received Date': dmy(addDays(refusedOn, 3)),
        'Start Date': dmy(addDays(refusedOn, 5)),
        'Decision Date': dmy(addDays(refusedOn, 14)),
        Decision: n % 3 === 0 ? 'Allowed' : 'Dismissed',
        'Number of Residences': householder ? 0 : 1,
        'Site Green Belt': 'No',
        'Costs Applied For Indicator': 'No',
        'Link Status': 'Not Linked',
      });
      n++;
    }
  }
  return { name: 'casework-database-synthetic.csv', body: caseworkCsv(rows) };
}
