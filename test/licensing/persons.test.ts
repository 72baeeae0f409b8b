// No person, ever (licensing spec 1): every real licensing register file a layout reads is
// ingested (the councils' files, the Gambling Commission's national register, both of Camden's
// exports), and the same real names read through the other two readers: Arun's register as a
// spreadsheet (two sheets) and as a PDF table (holders printed once above their licences, a
// second named person in the supervisor's column); the simulator's register in three layouts over
// three days (persons as holders, additional holders and supervisors, personal licences,
// supervisors changing; its PDF too); and a synthetic file naming persons in every party role.
// The person names are collected here, from the rows themselves (every party column's value not
// classified as a company), independently of the readers under test; then no served table (every
// column of council_registers, licensing_reads, licences and licensing_changes, as text), no
// change-feed row and no log line may hold any of them.
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../core/calendar.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { classifyParty } from '../../enrich/normalise/licensing/index.js';
import type { FetchedPage } from '../../scrapers/contract.js';
import { FILE_LAYOUTS, type FileLayout } from '../../scrapers/registers/register-file/layouts.js';
import { layoutOf } from '../../scrapers/registers/register-file/read.js';
import { SimpleClient } from '../../sim/client.js';
import { pdfTable } from '../../sim/registers/pdf-table.js';
import { simLicensingRecords } from '../../sim/registers/licensing.js';
import type { Simulator } from '../../sim/server.js';
import { readFromPages } from '../../workers/services/registers/from-pages.js';
import { describeWithFixtures, fixtureFiles } from '../helpers/fixtures.js';
import { savedPage } from '../helpers/portal-pages.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { workbook } from '../helpers/xlsx.js';
import { licensingSim, sourceOf } from './harness.js';
import { found, nameIndex, words } from './names.js';

const PARTY_ROLES = ['holder', 'additional_holder', 'supervisor', 'applicant', 'agent'] as const;
const ARUN = 'registers/licensing/arun/arun_premises_licence_register_2023-03-02.csv';
// The simulator's councils: its register in its own layout, in Arun's (additional holders) and as
// a PDF (holders and supervisors), each read on three days.
const SIM_COUNCILS = [
  { slug: 'persons-sim', register: { records: 80, changeRate: 0.3 } },
  {
    slug: 'persons-sim-arun',
    register: { records: 60, changeRate: 0.3, layout: 'arun-premises-licence-register' },
  },
  { slug: 'persons-sim-pdf', register: { records: 60, changeRate: 0.3, layout: 'premises-register-pdf' } },
];

// A synthetic register naming persons (and companies) in every party role.
const SYNTHETIC_LAYOUT: FileLayout = {
  name: 'test-persons-every-role',
  register: 'licensing',
  record_type: 'application',
  headers: [
    'ref',
    'type',
    'status',
    'premises',
    'address',
    'holder',
    'second holder',
    'dps',
    'applicant',
    'agent',
  ],
  key: 'ref',
  address: ['address'],
  roles: {
    type: 'type',
    status: 'status',
    premises_name: 'premises',
    holder: 'holder',
    additional_holder: 'second holder',
    supervisor: 'dps',
    applicant: 'applicant',
    agent: 'agent',
  },
  dates: {},
  dateOrder: 'dmy',
  seen: 'test/licensing/persons.test.ts only',
};
const SYNTHETIC = [
  'Ref,Type,Status,Premises,Address,Holder,Second Holder,DPS,Applicant,Agent',
  'T/1,Premises - New Licence,Open,Nadia Quartermaine Bakery,"1 Mill Lane, Hove BN3 1AA",Nadia Quartermaine,Mr Oswald Pembleton,Mrs Ines Vasquez-Rolt,Ms Harriet Calloway,Licensing Solutions Ltd',
  'T/2,Premises Licence - Transfer Application,Open,The Anchor,"2 Mill Lane, Hove BN3 1AA",Anchor Inns Ltd,,Mr Joaquin Thistlewood,Mr Barnaby Fenwick-Hale,Mr Cedric Oakenshield t/a Oakenshield Licensing',
  'T/3,Personal Licence,Granted,,"3 Mill Lane, Hove BN3 1AA",Mr Percival Dunmore,,,,',
  'T/4,Premises - Variation of DPS,Open,Corner Café,"4 Mill Lane, Hove BN3 1AA",Mr & Mrs Leopold Ashcombe,,Miss Rosalind Featherstone,Miss Rosalind Featherstone,Ashcombe Consulting LLP',
].join('\r\n');

let rt: TestRuntime;
let sim: Simulator;
const logged: string[] = [];
const log = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _enc, cb) {
      logged.push(chunk.toString());
      cb();
    },
  }),
);

beforeAll(async () => {
  rt = await testRuntime();
  (FILE_LAYOUTS as FileLayout[]).push(SYNTHETIC_LAYOUT);
  sim = await licensingSim(rt, 5, SIM_COUNCILS);
});
afterAll(async () => {
  const i = (FILE_LAYOUTS as FileLayout[]).indexOf(SYNTHETIC_LAYOUT);
  if (i >= 0) (FILE_LAYOUTS as FileLayout[]).splice(i, 1);
  await sim?.close();
});

/** A CSV file's rows (its header first). */
const csvRows = (text: string) =>
  parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, relax_quotes: true }) as string[][];

/**
 * The person names a table's party columns hold (the columns its layout gives a party role): every
 * party not classified as a company (its company names go to `companies`: a text inside one, such
 * as "Mitchells and Butlers" in "Mitchells and Butlers Leisure Retail Limited", is a company's
 * name, served by design).
 */
function personsIn(rows: string[][], companies: Set<string> = new Set()): string[] {
  const header = rows[0].map((h) =>
    h
      .replace(/[\s\u00a0]+/g, ' ')
      .trim()
      .toLowerCase(),
  );
  const layout = layoutOf(rows[0], FILE_LAYOUTS);
  const columns = new Set<string>();
  for (const role of PARTY_ROLES) {
    const c = layout?.roles?.[role];
    for (const name of typeof c === 'string' ? [c] : (c ?? [])) columns.add(name);
  }
  const out: string[] = [];
  for (const row of rows.slice(1))
    header.forEach((h, i) => {
      const v = (row[i] ?? '').trim();
      if (!columns.has(h) || !v) return;
      if (classifyParty(v).kind === 'company') companies.add(words(v).join(' '));
      else out.push(v);
    });
  return out;
}

/** A file in hand as a fetched page (a spreadsheet or a PDF made here). */
function filePage(url: string, body: Buffer, contentType: string): FetchedPage {
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': contentType },
    body,
    text: body.toString('latin1'),
    fetchedAt: '2025-01-06T09:00:00.000Z',
  };
}

/** Arun's rows in the PDF register's table shape: the additional licensee in the supervisor's column. */
function arunAsPdfRows(rows: string[][]): string[][] {
  const h = rows[0].map((x) => x.trim().toLowerCase());
  const col = (name: string) => h.indexOf(name);
  // The PDF's text is Latin-1 (WinAnsi): what it cannot print is printed plainly.
  const latin1 = (t: string) =>
    t
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/[^\x20-\xff]/g, ' ');
  const body = rows
    .slice(1)
    .filter((r) => (r[col('licence number')] ?? '').trim() !== '')
    .map((r) =>
      [
        r[col('licence number')],
        r[col('trading name')],
        r[col('dtf location')],
        r[col('licensee')],
        r[col('additional licensee')],
        r[col('licence type')],
        r[col('licence status')],
        r[col('start date')],
      ].map((c) => latin1((c ?? '').replace(/\s+/g, ' ').trim())),
    )
    // Grouped by holder, as PDF registers are: a holder printed once above its licences.
    .sort((a, b) => a[3].localeCompare(b[3]) || a[0].localeCompare(b[0]));
  return [
    [
      'Licence Number',
      'Premises Name',
      'Premises Address',
      'Licence Holder',
      'Designated Premises Supervisor',
      'Licence Type',
      'Status',
      'Date Granted',
    ],
    ...body,
  ];
}

async function councilFor(slug: string, url: string) {
  await new CouncilsAdminRepository(rt.db).load([
    { slug, name: slug, nation: 'england', ons_code: null, platform: 'idox', base_url: 'http://x' },
  ]);
  const c = await new CouncilsAdminRepository(rt.db).bySlug(slug);
  await new CouncilRegistersRepository(rt.db).upsert({
    councilId: c!.id,
    register: 'licensing',
    adapter: 'register-file',
    url,
  });
  return sourceOf(rt.db, slug);
}

describeWithFixtures('no person, ever', () => {
  it('stores, feeds and logs no person named in any party column of the files read', async () => {
    const persons = new Set<string>();
    const companies = new Set<string>();
    const add = (rows: string[][]) => {
      for (const p of personsIn(rows, companies)) persons.add(p);
    };
    /** What each read read: layout and withheld parties, by the council it was read as. */
    const reads: Record<string, [string | null | undefined, number | undefined]> = {};
    const ingest = async (slug: string, page: FetchedPage) => {
      const r = await readFromPages(rt.db, await councilFor(slug, page.url), [page], {
        log,
        trigger: 'test',
      });
      reads[slug] = [r.layout, r.withheld_parties];
      return r;
    };
    let n = 0;
    // Every real licensing register file a layout reads, each as a council's register.
    for (const f of fixtureFiles('registers/licensing')) {
      const page = savedPage(f);
      const rows = csvRows(page.text);
      if (
        !layoutOf(
          rows[0],
          FILE_LAYOUTS.filter((l) => l.register === 'licensing'),
        )
      )
        continue;
      add(rows);
      await ingest(`real-${++n}`, page);
    }
    // Arun's real register as a workbook (two sheets) and as a PDF table: the same names through
    // the spreadsheet and PDF readers.
    const arun = csvRows(savedPage(ARUN).text);
    const half = Math.ceil(arun.length / 2);
    await ingest(
      'real-xlsx',
      filePage(
        'https://register.example/arun.xlsx',
        workbook([
          { name: 'A-K', rows: arun.slice(0, half) },
          { name: 'L-Z', rows: [arun[0], ...arun.slice(half)] },
        ]),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    const pdfRows = arunAsPdfRows(arun);
    add(pdfRows);
    await ingest(
      'real-pdf',
      filePage(
        'https://register.example/arun.pdf',
        pdfTable({
          title: ['Arun District Council', 'Premises Licence Register'],
          columns: [85, 100, 140, 115, 100, 80, 60, 45].map((width, i) => ({ header: pdfRows[0][i], width })),
          rows: pdfRows.slice(1),
          groupColumn: 3,
        }).pdf,
        'application/pdf',
      ),
    );
    expect(reads['real-xlsx'][0]).toBe('arun-premises-licence-register');
    expect(reads['real-pdf'][0]).toBe('premises-register-pdf');
    // Every reader withheld persons (the numbers differ: the PDF carries holders down its groups).
    for (const slug of ['real-xlsx', 'real-pdf']) expect(reads[slug][1], slug).toBeGreaterThan(100);
    expect(Object.values(reads).map(([layout]) => layout)).toEqual(
      expect.arrayContaining([
        'gambling-commission-premises-register',
        'camden-licensing-applications',
        'camden-licensing-applications-by-type-derived',
        'arun-premises-licence-register',
        'worthing-premises-licences-derived',
        'lga-premises-licence-schema',
      ]),
    );
    // The synthetic file naming persons in every role.
    const synthetic = await councilFor('synthetic', 'https://register.example/synthetic.csv');
    const syntheticPage = filePage(synthetic.url, Buffer.from(SYNTHETIC), 'text/csv');
    add(csvRows(SYNTHETIC));
    const s = await readFromPages(rt.db, synthetic, [{ ...syntheticPage, text: SYNTHETIC }], {
      log,
      trigger: 'test',
    });
    expect(s.excluded).toEqual({ personal_licence: 1 });
    // The simulator's register over three days, in three layouts: persons hold licences, supervisors
    // change. Its names are taken from the simulator's own records (the PDF's bytes are no CSV).
    const client = new SimpleClient();
    const startDate = addDays(sim.today(), -sim.day());
    for (const c of SIM_COUNCILS) {
      const register = await sourceOf(rt.db, c.slug);
      for (const day of [0, 1, 2]) {
        sim.setDay(day);
        for (const r of simLicensingRecords(
          5,
          sim.council(c.slug),
          { adapter: 'register-file', ...c.register },
          startDate,
          day,
        ))
          add([
            [
              'Licence Number',
              'Licence Holder',
              'Designated Premises Supervisor',
              'Premises Name',
              'Premises Address',
              'Licence Type',
              'Status',
              'Date Granted',
            ],
            [r.key, r.holder, r.supervisor, r.premises, r.address, r.type, r.status, ''],
            [r.key, r.additionalHolder, '', r.premises, r.address, r.type, r.status, ''],
          ]);
        const p = await client.get(register.url);
        const read = await readFromPages(rt.db, register, [p], {
          log,
          trigger: 'test',
          observedAt: new Date(`${addDays('2025-01-06', day)}T12:00:00Z`),
        });
        expect(read.records, `${c.slug} day ${day}`).toBeGreaterThan(50);
      }
    }
    sim.setDay(0);

    // Names as printed and without their titles, of two words or more (a single word names no one).
    const { names, count } = nameIndex(persons, companies);
    expect(persons.size).toBeGreaterThan(480);
    expect(count).toBeGreaterThan(820);
    for (const must of [
      'Mrs Yun-Hong Guo',
      'Mr Thiyagarajah Balakumar',
      'Nadia Quartermaine',
      'Mr Lewis Abernethy',
      'Mrs Helen O’Brien',
      // A sole trader holding a gambling premises licence (the Gambling Commission's register).
      'Shaun Paul McGann',
    ])
      expect(persons.has(must), must).toBe(true);

    const leaks: string[] = [];
    for (const table of ['council_registers', 'licensing_reads', 'licences', 'licensing_changes']) {
      const rows = (await rt.db.raw(`SELECT t::text AS row FROM ${table} t`)).rows as { row: string }[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) for (const f of found(r.row, names)) leaks.push(`${table}: ${f}`);
    }
    for (const line of logged) for (const f of found(line, names)) leaks.push(`log: ${f}`);
    expect(leaks).toEqual([]);
    // The feed carries supervisor changes by role only, and the store did keep companies.
    const dps = await rt
      .db('licensing_changes')
      .where({ change_type: 'dps_change' })
      .select('before', 'after');
    expect(dps.length).toBeGreaterThan(0);
    expect(dps.every((d) => d.before === null && d.after === null)).toBe(true);
    const held = (await rt.db.raw(`SELECT count(*)::int AS n FROM licences WHERE parties <> '[]'::jsonb`))
      .rows[0].n;
    expect(held).toBeGreaterThan(200);
    expect(logged.length).toBeGreaterThan(10);
  }, 180_000);
});
