// No person, ever (licensing spec 1): every real licensing register file is ingested, and the
// simulator's register (persons as holders and supervisors, personal licences, supervisors changing)
// and a synthetic file naming persons in every party role; the person names are collected here,
// from the files' own party columns (every party not classified as a company); then no served
// table (every column of council_registers, licensing_reads, licences and licensing_changes, as
// text), no change-feed row and no log line may hold any of them.
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../core/calendar.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { CouncilRegistersRepository } from '../../core/repositories/licensing/registers.repository.js';
import { classifyParty } from '../../enrich/normalise/licensing/index.js';
import { withheldForms } from '../../enrich/map/licensing.js';
import { FILE_LAYOUTS, type FileLayout } from '../../scrapers/registers/register-file/layouts.js';
import { layoutOf } from '../../scrapers/registers/register-file/read.js';
import { SimpleClient } from '../../sim/client.js';
import type { Simulator } from '../../sim/server.js';
import { readFromPages } from '../../workers/services/registers/from-pages.js';
import { describeWithFixtures, fixtureFiles } from '../helpers/fixtures.js';
import { savedPage } from '../helpers/portal-pages.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { licensingSim, sourceOf } from './harness.js';

const PARTY_ROLES = ['holder', 'additional_holder', 'supervisor', 'applicant', 'agent'] as const;
// The Gambling Commission's national list names its operators (Account Name): not a council
// register and read by no layout, its names are checked too.
const OTHER_PARTY_COLUMNS: Record<string, string[]> = { 'account name': [] };

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
  sim = await licensingSim(rt, 5, [{ slug: 'persons-sim', register: { records: 80, changeRate: 0.3 } }]);
});
afterAll(async () => {
  const i = (FILE_LAYOUTS as FileLayout[]).indexOf(SYNTHETIC_LAYOUT);
  if (i >= 0) (FILE_LAYOUTS as FileLayout[]).splice(i, 1);
  await sim?.close();
});

/**
 * The person names a file's party columns hold: every party not classified as a company (its
 * company names go to `companies`: a text inside one, such as "Mitchells and Butlers" in
 * "Mitchells and Butlers Leisure Retail Limited", is a company's name, served by design).
 */
function personsIn(text: string, companies: Set<string> = new Set()): string[] {
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  const header = rows[0].map((h) => h.trim().toLowerCase().replace(/\s+/g, ' '));
  const layout = layoutOf(rows[0], FILE_LAYOUTS);
  const columns = new Set<string>(Object.keys(OTHER_PARTY_COLUMNS));
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

const words = (s: string) =>
  (s.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.toLowerCase());

/** The names (as word sequences) found in a text. */
function found(text: string, names: Map<string, string[][]>): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i < w.length; i++)
    for (const n of names.get(w[i]) ?? []) if (n.every((x, j) => w[i + j] === x)) out.push(n.join(' '));
  return out;
}

describeWithFixtures('no person, ever', () => {
  it('stores, feeds and logs no person named in any party column of the files read', async () => {
    const persons = new Set<string>();
    const companies = new Set<string>();
    let n = 0;
    // Every real licensing register file a layout reads, each as a council's register.
    for (const f of fixtureFiles('registers/licensing')) {
      const page = savedPage(f);
      for (const p of personsIn(page.text, companies)) persons.add(p);
      const header = (parse(page.text.replace(/^\uFEFF/, ''), { to_line: 1 }) as string[][])[0];
      if (
        !layoutOf(
          header,
          FILE_LAYOUTS.filter((l) => l.register === 'licensing'),
        )
      )
        continue;
      const register = await councilFor(`real-${++n}`, page.url);
      await readFromPages(rt.db, register, [page], { log, trigger: 'test' });
    }
    // The synthetic file naming persons in every role.
    const synthetic = await councilFor('synthetic', 'https://register.example/synthetic.csv');
    const page = { ...savedPage('registers/licensing/arun/arun_premises_licence_register_2023-03-02.csv') };
    const syntheticPage = {
      ...page,
      url: synthetic.url,
      finalUrl: synthetic.url,
      body: Buffer.from(SYNTHETIC),
      text: SYNTHETIC,
    };
    for (const p of personsIn(SYNTHETIC, companies)) persons.add(p);
    const s = await readFromPages(rt.db, synthetic, [syntheticPage], { log, trigger: 'test' });
    expect(s.excluded).toEqual({ personal_licence: 1 });
    // The simulator's register over three days: persons hold licences, supervisors change.
    const simRegister = await sourceOf(rt.db, 'persons-sim');
    const client = new SimpleClient();
    for (const day of [0, 1, 2]) {
      sim.setDay(day);
      const p = await client.get(simRegister.url);
      for (const x of personsIn(p.text, companies)) persons.add(x);
      await readFromPages(rt.db, simRegister, [p], {
        log,
        trigger: 'test',
        observedAt: new Date(`${addDays('2025-01-06', day)}T12:00:00Z`),
      });
    }

    // Names as printed and without their titles, of two words or more (a single word names no one).
    const names = new Map<string, string[][]>();
    let count = 0;
    const companyText = [...companies].map((c) => ` ${c} `);
    for (const p of persons)
      for (const form of withheldForms(p)) {
        const w = words(form);
        if (companyText.some((c) => c.includes(` ${w.join(' ')} `))) continue;
        names.set(w[0], [...(names.get(w[0]) ?? []), w]);
        count++;
      }
    expect(persons.size).toBeGreaterThan(450);
    expect(count).toBeGreaterThan(800);
    for (const must of [
      'Mrs Yun-Hong Guo',
      'Mr Thiyagarajah Balakumar',
      'Nadia Quartermaine',
      'Mr Lewis Abernethy',
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
  });
});
