// `plandata councils load` of the committed registers file (scrapers/councils/registers.csv) in a
// child process: the councils' licensing and HMO sources and the national registers (the Gambling
// Commission's premises register, the Planning Inspectorate's appeals casework file) loaded with
// their layout, format, cadence and source; a second load changes nothing; a file with bad rows is
// refused whole with each row's line and reason; the nightly schedules pick the sources up at their
// cadence, a national register as one job of its own (appeals.national for the casework file).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { appealsNightly } from '../../workers/services/registers/appeals-read.js';
import { hmoNightly } from '../../workers/services/registers/hmo-read.js';
import { licensingNightly } from '../../workers/services/registers/schedule.js';
import { runCli } from '../helpers/cli.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

let rt: TestRuntime;
const env = () => ({
  DATABASE_URL: rt.config.DATABASE_URL,
  REDIS_URL: rt.config.REDIS_URL,
  REDIS_PREFIX: rt.config.REDIS_PREFIX,
  LOG_LEVEL: 'warn',
});
beforeAll(async () => {
  rt = await testRuntime();
}, 60_000);

const registers = () =>
  rt
    .db('council_registers as r')
    .join('councils as c', 'c.id', 'r.council_id')
    .orderBy(['c.slug', 'r.register', 'r.name'])
    .select(
      'c.slug',
      'r.register',
      'r.name',
      'r.adapter',
      'r.layout',
      'r.url',
      'r.format',
      'r.cadence',
      'r.options',
      'r.enabled',
      'r.national',
    );

it('loads the committed registers file, idempotently', async () => {
  const r = await runCli(['councils', 'load'], env());
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(
    /registers loaded from .*registers\.csv: 18 inserted, 0 updated, 0 unchanged \(18 sources, 2 national\)/,
  );
  const rows = await registers();
  expect(rows).toHaveLength(16);
  expect(rows.map((x) => `${x.slug}/${x.register}/${x.name}`)).toEqual([
    'adur/licensing/premises',
    'arun/licensing/premises',
    'bath-and-north-east-somerset/licensing/animal-boarding',
    'bath-and-north-east-somerset/licensing/gambling-premises',
    'bath-and-north-east-somerset/licensing/house-to-house-collections',
    'bath-and-north-east-somerset/licensing/petroleum',
    'bath-and-north-east-somerset/licensing/premises',
    'bath-and-north-east-somerset/licensing/tables-and-chairs',
    'bath-and-north-east-somerset/licensing/zoo',
    'camden/licensing/applications-cantelowes',
    'fife/hmo/st-andrews',
    'newport/licensing/main',
    'oxford/hmo/main',
    'oxford/hmo/temporary-exemptions',
    'sheffield/hmo/main',
    'worthing/licensing/premises',
  ]);
  expect(rows.find((x) => x.slug === 'bath-and-north-east-somerset' && x.name === 'premises')).toEqual({
    slug: 'bath-and-north-east-somerset',
    register: 'licensing',
    name: 'premises',
    adapter: 'register-file',
    layout: 'lga-premises-licence-schema',
    url: 'https://raw.githubusercontent.com/DaveBathnes/BathHacked-Datasets/2a5e27308ceb921279fc4d5d0e37fdff8f194d8a/data/Premises_License_-_17.09.14.csv',
    format: 'csv',
    cadence: 'monthly',
    options: { published: '2014-09-17' },
    enabled: true,
    national: null,
  });
  expect(rows.find((x) => x.slug === 'newport')).toMatchObject({
    adapter: 'idox-licensing',
    url: 'https://licensing.newport.gov.uk/online-applications',
    format: 'html',
    cadence: 'daily',
    options: null,
  });
  expect(
    await rt
      .db('national_registers')
      .orderBy('name')
      .select('name', 'register', 'adapter', 'layout', 'format', 'cadence', 'enabled'),
  ).toEqual([
    {
      name: 'gambling-commission',
      register: 'licensing',
      adapter: 'register-file',
      layout: 'gambling-commission-premises-register',
      format: 'csv',
      cadence: 'monthly',
      enabled: true,
    },
    {
      name: 'pins-casework-database',
      register: 'appeals',
      adapter: 'register-file',
      layout: 'pins-casework-database',
      format: 'xlsx',
      cadence: 'monthly',
      enabled: true,
    },
  ]);

  const again = await runCli(['councils', 'load'], env());
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/registers loaded from .*: 0 inserted, 0 updated, 18 unchanged/);
  expect(await registers()).toEqual(rows);
}, 180_000);

it('the nightly schedules read each source at its cadence, the national register as one job', async () => {
  const lic = await licensingNightly.plan(rt);
  const ids = lic.map((j) => j.id);
  expect(ids).toContain('licensing.nightly:newport:main');
  expect(ids).toContain('licensing.nightly:bath-and-north-east-somerset:premises');
  expect(ids).toContain('licensing.national:gambling-commission');
  expect(lic).toHaveLength(13); // 12 councils' own licensing sources and the national register
  const newport = lic.find((j) => j.id === 'licensing.nightly:newport:main')!;
  expect(newport.job).toBe('licensing.read');
  expect(newport.pattern).toMatch(/^\d+ \d+ \* \* \*$/);
  const banes = lic.find((j) => j.id === 'licensing.nightly:bath-and-north-east-somerset:premises')!;
  expect(banes.pattern).toMatch(/^\d+ \d+ \d+ \* \*$/);
  const gc = lic.find((j) => j.id === 'licensing.national:gambling-commission')!;
  expect(gc.job).toBe('licensing.national');
  expect(gc.payload).toEqual({
    nationalRegisterId: (await rt.db('national_registers').where({ name: 'gambling-commission' }).first('id'))
      .id,
    trigger: 'nightly',
  });
  // The Inspectorate's casework file: one appeals.national job, monthly, at its published address.
  const appeals = await appealsNightly.plan(rt);
  const pins = await rt.db('national_registers').where({ name: 'pins-casework-database' }).first('id', 'url');
  expect(pins.url).toMatch(/^https:\/\/assets\.publishing\.service\.gov\.uk\/.*Casework_Database.*\.xlsx$/);
  expect(appeals).toEqual([
    {
      id: 'appeals.national:pins-casework-database',
      job: 'appeals.national',
      payload: { nationalRegisterId: pins.id, trigger: 'nightly' },
      pattern: expect.stringMatching(/^\d+ \d+ \d+ \* \*$/),
    },
  ]);
  const hmo = await hmoNightly.plan(rt);
  expect(hmo.map((j) => j.id).sort()).toEqual([
    'hmo.nightly:fife:st-andrews',
    'hmo.nightly:oxford:main',
    'hmo.nightly:oxford:temporary-exemptions',
    'hmo.nightly:sheffield:main',
  ]);
  // A council's share of a national register is read with it, never on its own.
  const council = await rt.db('councils').where({ slug: 'camden' }).first('id');
  await rt.db('council_registers').insert({
    council_id: council.id,
    register: 'licensing',
    name: 'gambling-commission',
    adapter: 'register-file',
    url: 'http://127.0.0.1/premises-licence-register.csv',
    source_key: 'share',
    national: 'gambling-commission',
  });
  expect((await licensingNightly.plan(rt)).map((j) => j.id)).not.toContain(
    'licensing.nightly:camden:gambling-commission',
  );
});

it('refuses a registers file with bad rows whole, naming each', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'registers-'));
  const file = path.join(dir, 'registers.csv');
  writeFileSync(
    file,
    [
      'council,register,name,adapter,layout,url,format,cadence,published,source',
      'arun,licensing,extra,register-file,arun-premises-licence-register,http://127.0.0.1/a.csv,csv,weekly,,ok row',
      'atlantis,licensing,main,register-file,arun-premises-licence-register,http://127.0.0.1/a.csv,csv,daily,,x',
      'arun,licensing,second,register-file,arun-premises-licence-register,file:///etc/passwd,csv,daily,,x',
    ].join('\n'),
  );
  const before = await rt.db('council_registers').count<{ count: string }[]>('* as count');
  const r = await runCli(['councils', 'load', '--registers', file], env());
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('2 bad rows, no register loaded');
  expect(r.stderr).toContain("line 3: unknown council 'atlantis' (not in the councils table)");
  expect(r.stderr).toContain("line 4: the url 'file:///etc/passwd' is not an http(s) URL");
  const after = await rt.db('council_registers').count<{ count: string }[]>('* as count');
  expect(after).toEqual(before);
}, 120_000);
