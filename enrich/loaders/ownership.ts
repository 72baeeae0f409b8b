// Company ownership files: HM Land Registry CCOD (UK companies) and OCOD (overseas companies) full
// files, and the registered leases file; Companies House basic company data (55 columns, header
// with stray spaces) and the PSC snapshot (JSON lines; corporate controllers only, spec 2.6 carries
// no individual's data). Full files replace the previous release of their kind.
import type { Transform } from 'node:stream';
import { addressKey, normalisePostcode } from '../join/address.js';
import { columnPositions, readCsv, type CsvRow } from './csv.js';
import {
  fillTable,
  calendarDay,
  LoadFormatError,
  openCounted,
  RowError,
  type LoaderSpec,
  type SourceRecord,
} from './framework.js';

/** Registry form of a company number: 8 characters, digits zero-padded (SC/NI/OC prefixes kept). */
export function companyNumber(s: string | null | undefined): string | null {
  const t = (s ?? '').trim().toUpperCase();
  if (!t) return null;
  if (/^\d{1,8}$/.test(t)) return t.padStart(8, '0');
  if (/^[A-Z]{2}\d{1,6}$/.test(t)) return t.slice(0, 2) + t.slice(2).padStart(6, '0');
  return null;
}

function ukDate(s: string, what: string): string | null {
  if (!s) return null;
  const day = calendarDay(s, '-/');
  if (day) return day;
  throw new RowError(`${what} '${s}' is not a date`);
}

// Column names of the numbered groups, built once (a name built per row is a new string to hash on
// every look-up).
const PROPRIETORS = [1, 2, 3, 4];
const TITLE_COLUMNS = columnPositions({
  title: 'Title Number',
  tenure: 'Tenure',
  address: 'Property Address',
  postcode: 'Postcode',
  district: 'District',
  price: 'Price Paid',
  added: 'Date Proprietor Added',
  name: PROPRIETORS.map((i) => `Proprietor Name (${i})`),
  number: PROPRIETORS.map((i) => `Company Registration No. (${i})`),
  category: PROPRIETORS.map((i) => `Proprietorship Category (${i})`),
  country: PROPRIETORS.map((i) => `Country Incorporated (${i})`),
});
const PREVIOUS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const COMPANY_COLUMNS = columnPositions({
  number: 'CompanyNumber',
  name: 'CompanyName',
  sic: [1, 2, 3, 4].map((i) => `SICCode.SicText_${i}`),
  previousName: PREVIOUS.map((i) => `PreviousName_${i}.CompanyName`),
  previousDate: PREVIOUS.map((i) => `PreviousName_${i}.CONDATE`),
  accountsNextDue: 'Accounts.NextDueDate',
  accountsMadeUpTo: 'Accounts.LastMadeUpDate',
  accountCategory: 'Accounts.AccountCategory',
  category: 'CompanyCategory',
  status: 'CompanyStatus',
  country: 'CountryOfOrigin',
  incorporated: 'IncorporationDate',
  dissolved: 'DissolutionDate',
  confNextDue: 'ConfStmtNextDueDate',
  confMadeUpTo: 'ConfStmtLastMadeUpDate',
  charges: 'Mortgages.NumMortCharges',
  chargesOutstanding: 'Mortgages.NumMortOutstanding',
  postcode: 'RegAddress.PostCode',
});

function titlesLoader(kind: 'ccod' | 'ocod'): LoaderSpec<CsvRow> {
  const overseas = kind === 'ocod';
  return {
    kind,
    stage: [
      ['title_number', 'text'],
      ['tenure', 'text'],
      ['property_address', 'text'],
      ['address_norm', 'text'],
      ['postcode_norm', 'text'],
      ['district', 'text'],
      ['price_paid', 'bigint'],
      ['date_proprietor_added', 'date'],
      ['proprietors', 'jsonb'],
      ['company_numbers', 'text[]'],
    ],
    read: (file, counter) =>
      readCsv(file, counter, {
        kind: overseas
          ? 'OCOD (overseas companies that own property)'
          : 'CCOD (UK companies that own property)',
        required: [
          'Title Number',
          'Tenure',
          'Property Address',
          'Postcode',
          'Price Paid',
          'Proprietor Name (1)',
          'Company Registration No. (1)',
          'Proprietorship Category (1)',
          'Date Proprietor Added',
          ...(overseas ? ['Country Incorporated (1)'] : []),
        ],
      }),
    toRow(r) {
      const c = TITLE_COLUMNS(r);
      const title = r.at(c.title);
      if (!title) throw new RowError('Title Number is empty');
      const tenure = r.at(c.tenure);
      if (tenure !== 'Freehold' && tenure !== 'Leasehold')
        throw new RowError(`Tenure '${tenure}' is not Freehold or Leasehold`);
      // The proprietors' JSON written by hand, keys in the order JSON.stringify of the objects gave:
      // registry numbers are [A-Z0-9] only, so only the free text needs JSON.stringify.
      let props = '';
      let nums = '';
      for (let k = 0; k < c.name.length; k++) {
        const name = r.at(c.name[k]!);
        if (!name) continue;
        const num = companyNumber(r.at(c.number[k]!));
        const category = r.at(c.category[k]!);
        const country = overseas ? r.at(c.country[k]!) : '';
        props += `${props ? ',' : ''}{"name":${JSON.stringify(name)},"company_number":${num === null ? 'null' : `"${num}"`},"category":${category ? JSON.stringify(category) : 'null'},"country_incorporated":${country ? JSON.stringify(country) : 'null'}}`;
        if (num !== null) nums += nums ? `,${num}` : num;
      }
      if (!props) throw new RowError('no proprietor named');
      const paid = r.at(c.price);
      const price = paid.includes(',') || paid.includes('£') ? paid.replace(/[£,]/g, '') : paid;
      if (price && !/^\d+$/.test(price)) throw new RowError(`Price Paid '${price}' is not whole pounds`);
      const address = r.at(c.address);
      return [
        title,
        tenure,
        address || null,
        addressKey(address),
        normalisePostcode(r.at(c.postcode) || address),
        r.at(c.district) || null,
        price ? Number(price) : null,
        ukDate(r.at(c.added), 'Date Proprietor Added'),
        `[${props}]`,
        `{${nums}}`,
      ];
    },
    direct: {
      table: 'land_titles',
      columns: [
        'kind',
        'title_number',
        'tenure',
        'property_address',
        'address_norm',
        'postcode_norm',
        'district',
        'price_paid',
        'date_proprietor_added',
        'proprietors',
        'company_numbers',
        'release',
      ],
      when: 'replace',
      clear: async ({ client }) => {
        await client.query(`DELETE FROM land_titles WHERE kind = $1`, [kind]);
      },
      row: (s, release) => [kind, ...s, release],
    },
    async merge({ client, release }) {
      return fillTable(client, 'land_titles', async () => {
        await client.query(`DELETE FROM land_titles WHERE kind = $1`, [kind]);
        const r = await client.query(
          `INSERT INTO land_titles (kind, title_number, tenure, property_address, address_norm, postcode_norm, district,
           price_paid, date_proprietor_added, proprietors, company_numbers, release)
         SELECT $1, title_number, tenure, property_address, address_norm, postcode_norm, district, price_paid,
           date_proprietor_added, proprietors, company_numbers, $2 FROM stage`,
          [kind, release],
        );
        return r.rowCount ?? 0;
      });
    },
  };
}

export const ccodLoader = titlesLoader('ccod');
export const ocodLoader = titlesLoader('ocod');

/** HM Land Registry registered leases (Unique Identifier, Register Property Description, Term, Date of Lease…). */
export const leasesLoader: LoaderSpec<CsvRow> = {
  kind: 'leases',
  stage: [
    ['title_number', 'text'],
    ['property_address', 'text'],
    ['address_norm', 'text'],
    ['postcode_norm', 'text'],
    ['price_paid', 'bigint'],
    ['lease_date', 'date'],
    ['lease_term', 'text'],
    ['uprn', 'text'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, {
      kind: 'registered leases',
      required: ['Unique Identifier', 'Tenure', 'Register Property Description', 'Date of Lease', 'Term'],
    }),
  toRow(r) {
    const id = r.get('Unique Identifier');
    if (!id) throw new RowError('Unique Identifier is empty');
    const desc = r.get('Register Property Description');
    const price = r.get('Price Paid').replace(/[£,]/g, '');
    return [
      id,
      desc || null,
      addressKey(desc),
      normalisePostcode(desc),
      /^\d+$/.test(price) ? Number(price) : null,
      ukDate(r.get('Date of Lease'), 'Date of Lease'),
      r.get('Term') || null,
      /^\d{1,12}$/.test(r.get('OS UPRN')) ? r.get('OS UPRN') : null,
    ];
  },
  direct: {
    table: 'land_titles',
    columns: [
      'kind',
      'title_number',
      'tenure',
      'property_address',
      'address_norm',
      'postcode_norm',
      'price_paid',
      'lease_date',
      'lease_term',
      'uprn',
      'proprietors',
      'release',
    ],
    when: 'replace',
    clear: async ({ client }) => {
      await client.query(`DELETE FROM land_titles WHERE kind = 'lease'`);
    },
    row: (s, release) => ['lease', s[0]!, 'Leasehold', ...s.slice(1), '[]', release],
  },
  async merge({ client, release }) {
    return fillTable(client, 'land_titles', async () => {
      await client.query(`DELETE FROM land_titles WHERE kind = 'lease'`);
      const r = await client.query(
        `INSERT INTO land_titles (kind, title_number, tenure, property_address, address_norm, postcode_norm, price_paid,
         lease_date, lease_term, uprn, proprietors, release)
       SELECT 'lease', title_number, 'Leasehold', property_address, address_norm, postcode_norm, price_paid, lease_date,
         lease_term, uprn, '[]'::jsonb, $1 FROM stage`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};

const STATUS_CODES: [RegExp, string][] = [
  [/proposal to strike off/i, 'active-proposal-to-strike-off'],
  [/^active/i, 'active'],
  [/liquidation/i, 'liquidation'],
  [/administration/i, 'administration'],
  [/receiver/i, 'receivership'],
  [/voluntary arrangement/i, 'voluntary-arrangement'],
  [/dissolved/i, 'dissolved'],
];
export function statusCode(status: string | null): string {
  for (const [re, code] of STATUS_CODES) if (status && re.test(status)) return code;
  return 'other';
}

/** An ISO day (or null) as JSON: the day needs no escaping. */
function jsonDay(day: string | null): string {
  return day === null ? 'null' : `"${day}"`;
}

function wholeOrZero(s: string): number {
  return /^\d+$/.test(s) ? Number(s) : 0;
}

/** Upper case, runs of anything but A-Z and 0-9 as one space, trimmed (most names are already so). */
export function nameNorm(name: string): string {
  const u = name.toUpperCase();
  let clean = true;
  for (let i = 0; i < u.length && clean; i++) {
    const c = u.charCodeAt(i);
    if (c === 32) clean = i > 0 && i < u.length - 1 && u.charCodeAt(i - 1) !== 32;
    else clean = (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  }
  return clean
    ? u
    : u
        .replace(/[^A-Z0-9 ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}

export const companiesLoader: LoaderSpec<CsvRow> = {
  kind: 'companies',
  stage: [
    ['company_number', 'text'],
    ['name', 'text'],
    ['name_norm', 'text'],
    ['category', 'text'],
    ['status', 'text'],
    ['country_of_origin', 'text'],
    ['incorporated_on', 'date'],
    ['dissolved_on', 'date'],
    ['sic_codes', 'text[]'],
    ['previous_names', 'jsonb'],
    ['accounts', 'jsonb'],
    ['confirmation_statement', 'jsonb'],
    ['charges', 'jsonb'],
    ['postcode', 'text'],
  ],
  read: (file, counter) =>
    readCsv(file, counter, {
      kind: 'Companies House basic company data',
      required: [
        'CompanyName',
        'CompanyNumber',
        'CompanyStatus',
        'IncorporationDate',
        'SICCode.SicText_1',
        'Mortgages.NumMortCharges',
      ],
    }),
  // No closures here (tsx names each one it makes, per row) and the JSON written by hand: the dates
  // are ISO days or null, the numbers whole, so only the account type needs JSON.stringify.
  toRow(r) {
    const c = COMPANY_COLUMNS(r);
    const num = companyNumber(r.at(c.number));
    if (!num) throw new RowError(`CompanyNumber '${r.at(c.number)}' is not a registry number`);
    const name = r.at(c.name);
    if (!name) throw new RowError('CompanyName is empty');
    let sic = '';
    for (const i of c.sic) {
      const code = r.at(i);
      if (!code || code === 'None Supplied') continue;
      sic += `${sic ? ',' : ''}"${code.replace(/["\\]/g, '')}"`;
    }
    let prev = '';
    for (let k = 0; k < c.previousName.length; k++) {
      const n = r.at(c.previousName[k]!);
      if (n)
        prev += `${prev ? ',' : ''}{"name":${JSON.stringify(n)},"changed_on":${jsonDay(ukDate(r.at(c.previousDate[k]!), 'CONDATE'))}}`;
    }
    const nextDue = ukDate(r.at(c.accountsNextDue), 'Accounts.NextDueDate');
    const type = r.at(c.accountCategory);
    return [
      num,
      name,
      nameNorm(name),
      r.at(c.category) || null,
      r.at(c.status) || null,
      r.at(c.country) || null,
      ukDate(r.at(c.incorporated), 'IncorporationDate'),
      ukDate(r.at(c.dissolved), 'DissolutionDate'),
      `{${sic}}`,
      `[${prev}]`,
      `{"type":${type ? JSON.stringify(type) : 'null'},"made_up_to":${jsonDay(ukDate(r.at(c.accountsMadeUpTo), 'Accounts.LastMadeUpDate'))},"next_due":${jsonDay(nextDue)}}`,
      `{"next_due":${jsonDay(ukDate(r.at(c.confNextDue), 'ConfStmtNextDueDate'))},"made_up_to":${jsonDay(ukDate(r.at(c.confMadeUpTo), 'ConfStmtLastMadeUpDate'))}}`,
      `{"total":${wholeOrZero(r.at(c.charges))},"outstanding":${wholeOrZero(r.at(c.chargesOutstanding))}}`,
      r.at(c.postcode) || null,
    ];
  },
  direct: {
    table: 'companies',
    columns: [
      'company_number',
      'name',
      'name_norm',
      'category',
      'status',
      'country_of_origin',
      'incorporated_on',
      'dissolved_on',
      'sic_codes',
      'previous_names',
      'accounts',
      'confirmation_statement',
      'charges',
      'postcode',
      'release',
    ],
    when: 'empty',
    // The stage row is not used again: the release is added to it (no copy of each row).
    row: (s, release) => {
      s.push(release);
      return s;
    },
  },
  async merge({ client, release }) {
    return fillTable(client, 'companies', async () => {
      const r = await client.query(
        `INSERT INTO companies (company_number, name, name_norm, category, status, country_of_origin, incorporated_on,
         dissolved_on, sic_codes, previous_names, accounts, confirmation_statement, charges, postcode, release)
       SELECT DISTINCT ON (company_number) *, $1 FROM stage
       ON CONFLICT (company_number) DO UPDATE SET name = EXCLUDED.name, name_norm = EXCLUDED.name_norm,
         category = EXCLUDED.category, status = EXCLUDED.status, country_of_origin = EXCLUDED.country_of_origin,
         incorporated_on = EXCLUDED.incorporated_on, dissolved_on = EXCLUDED.dissolved_on,
         sic_codes = EXCLUDED.sic_codes, previous_names = EXCLUDED.previous_names, accounts = EXCLUDED.accounts,
         confirmation_statement = EXCLUDED.confirmation_statement, charges = EXCLUDED.charges,
         postcode = EXCLUDED.postcode, release = EXCLUDED.release`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};

interface PscLine {
  company_number?: string;
  data?: {
    kind?: string;
    name?: string;
    natures_of_control?: string[];
    notified_on?: string;
    ceased_on?: string;
    identification?: { registration_number?: string };
  };
}

/**
 * Lines of a file, split by hand (readline's per-line events cost more than the JSON.parse); `cut`
 * on the last batch when the file does not end with a line end (its last line may be cut off).
 */
async function* fileLines(file: string, counter: Transform): AsyncGenerator<[string[], boolean]> {
  const input = openCounted(file, counter);
  input.setEncoding('utf8');
  let rest = '';
  for await (const chunk of input as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield [lines, false];
  }
  if (rest) yield [[rest], true];
}

async function* readJsonLines(file: string, counter: Transform): AsyncGenerator<SourceRecord<PscLine>[]> {
  let line = 0;
  for await (const [batch, cut] of fileLines(file, counter)) {
    const out: SourceRecord<PscLine>[] = [];
    for (const raw of batch) {
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      line++;
      if (!text.trim()) continue;
      let v: PscLine;
      try {
        v = JSON.parse(text) as PscLine;
      } catch {
        if (line === 1)
          throw new LoadFormatError(`${file.split('/').pop()} is not a PSC snapshot: line 1 is not JSON`);
        out.push({
          line,
          value: undefined as unknown as PscLine,
          error: 'line is not JSON',
          ...(cut ? { truncated: true } : {}),
        });
        continue;
      }
      if (line === 1 && (typeof v !== 'object' || !v || !('company_number' in v) || !('data' in v)))
        throw new LoadFormatError(
          `${file.split('/').pop()} is not a PSC snapshot: records need company_number and data`,
        );
      out.push({ line, value: v });
    }
    yield out;
  }
}

function shareBand(natures: string[]): string | null {
  for (const n of natures) {
    const m = /ownership-of-shares-(\d+)-to-(\d+)-percent/.exec(n);
    if (m) return `${m[1]}-${m[2]}`;
  }
  return null;
}

export const pscLoader: LoaderSpec<PscLine> = {
  kind: 'psc',
  formatByFirstRecord: true,
  stage: [
    ['company_number', 'text'],
    ['controller_name', 'text'],
    ['controller_number', 'text'],
    ['natures', 'text[]'],
    ['share_band', 'text'],
    ['majority', 'boolean'],
    ['notified_on', 'date'],
  ],
  read: readJsonLines,
  toRow(v) {
    // The snapshot ends with a totals line (kind totals#persons-of-significant-control-snapshot).
    if (!v.company_number && v.data?.kind?.startsWith('totals#')) return null;
    const company = companyNumber(v.company_number);
    if (!company) throw new RowError(`company_number '${v.company_number}' is not a registry number`);
    const d = v.data ?? {};
    // Individuals, statements and ceased controllers are not loaded (spec 2.6: companies only).
    if (d.kind !== 'corporate-entity-person-with-significant-control' || d.ceased_on) return null;
    if (!d.name) throw new RowError('corporate controller has no name');
    const natures = (d.natures_of_control ?? []).filter((n) => /^[a-z0-9-]+$/.test(n));
    const band = shareBand(natures);
    const majority =
      band === '50-75' || band === '75-100' || natures.some((n) => /voting-rights-(50|75)-to/.test(n));
    return [
      company,
      d.name,
      companyNumber(d.identification?.registration_number),
      `{${natures.join(',')}}`,
      band,
      majority,
      d.notified_on && /^\d{4}-\d{2}-\d{2}$/.test(d.notified_on)
        ? ukDate(d.notified_on, 'notified_on')
        : null,
    ];
  },
  direct: {
    table: 'company_controllers',
    columns: [
      'company_number',
      'controller_name',
      'controller_number',
      'natures',
      'share_band',
      'majority',
      'notified_on',
      'release',
    ],
    when: 'replace',
    clear: async ({ client }) => {
      await client.query(`DELETE FROM company_controllers`);
    },
    row: (s, release) => [...s, release],
  },
  async merge({ client, release }) {
    return fillTable(client, 'company_controllers', async () => {
      await client.query(`DELETE FROM company_controllers`);
      const r = await client.query(
        `INSERT INTO company_controllers (company_number, controller_name, controller_number, natures, share_band,
         majority, notified_on, release) SELECT *, $1 FROM stage`,
        [release],
      );
      return r.rowCount ?? 0;
    });
  },
};
