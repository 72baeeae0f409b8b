// The Planning Inspectorate's casework file as ONE national appeals source (a national_registers row
// with register 'appeals', as scrapers/councils/registers.csv configures it): the nightly schedule
// plans an appeals.national job for it; the job, run by the workers, fetches the file once through
// the polite client (here a SYNTHETIC casework file in the real file's columns, served on
// 127.0.0.1) and loads it as `plandata appeals load` does: each appeal filed under the council its
// LPA names, the authorities no council matches reported on the national row with their rows. A
// file gone from its address fails the source and keeps the appeals.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import {
  NationalRegistersRepository,
  type NationalRegisterRow,
} from '../../core/repositories/licensing/national.repository.js';
import { caseworkCsv } from '../../sim/open-data.js';
import { runWorkers, type WorkerHandle } from '../../workers/main.js';
import { schedules } from '../../workers/schedules.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const NAME = 'pins-casework-database';
// SYNTHETIC decided appeals in the Casework Database columns (CASEWORK_COLUMNS order).
const row = (n: number, lpa: string, ons: string, decision: string, decided: string) => [
  String(3400000 + n),
  'Planning Appeal',
  lpa,
  ons,
  `26/0000${n}/FUL`,
  `${n} High Road, London, N3 1AA`,
  'Minor Dwellings',
  'Written Representations',
  'Refusal',
  'Refusal',
  '02/01/2026',
  '10/01/2026',
  decided,
  decision,
  '',
  'No',
  'No',
  'Not Linked',
  '',
];
const FILE = caseworkCsv([
  row(1, 'Barnet', 'E09000003', 'Allowed', '20/03/2026'),
  row(2, 'Barnet', 'E09000003', 'Dismissed', '21/03/2026'),
  row(3, 'Camden', 'E09000007', 'Split Decision', '22/03/2026'),
  row(4, 'Isles of Scilly', 'E06000053', 'Dismissed', '23/03/2026'),
]);

let rt: TestRuntime;
let server: Server;
let gone = false;
let workers: WorkerHandle;
let national: NationalRegisterRow;

/** Runs one appeals.national job and waits until the national row records its attempt. */
async function readOnce(): Promise<NationalRegisterRow> {
  const repo = new NationalRegistersRepository(rt.db);
  const before = (await repo.byId(national.id))!.last_attempt_at?.getTime() ?? 0;
  await workers.queues.enqueue('appeals.national', { nationalRegisterId: national.id, trigger: 'test' });
  for (let i = 0; i < 480; i++) {
    const now = (await repo.byId(national.id))!;
    if (
      (now.last_success_at?.getTime() ?? 0) > before ||
      (now.last_error && now.last_attempt_at!.getTime() > before)
    )
      return now;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the appeals.national job did not finish');
}

describe('the Inspectorate casework file as a national appeals source', () => {
  beforeAll(async () => {
    rt = await testRuntime({ SCRAPER_BACKOFF_MS: '5', SCRAPER_RETRIES: '1' });
    await new CouncilsAdminRepository(rt.db).load(
      [
        ['barnet', 'Barnet', 'E09000003'],
        ['camden', 'Camden', 'E09000007'],
      ].map(([slug, name, ons_code]) => ({
        slug,
        name,
        nation: 'england',
        ons_code,
        platform: 'idox',
        base_url: `https://${slug}.example`,
      })),
    );
    server = createServer((req, res) => {
      if (req.url === '/media/casework/Casework_Database.csv' && !gone) {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(FILE);
      } else {
        res.writeHead(404);
        res.end('<html><body>Not Found</body></html>');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/casework/Casework_Database.csv`;
    // As `plandata councils load` loads the registers file's row, at a loopback address.
    const repo = new NationalRegistersRepository(rt.db);
    await repo.upsert({
      name: NAME,
      register: 'appeals',
      adapter: 'register-file',
      url,
      layout: 'pins-casework-database',
      format: 'csv',
      cadence: 'monthly',
      sourceNote: 'a SYNTHETIC casework file served locally',
    });
    national = (await repo.byName(NAME))!;
    workers = await runWorkers({ runtime: rt, only: ['appeals.national'] });
  }, 120_000);

  afterAll(async () => {
    await workers?.stop();
    await new Promise((r) => server?.close(r));
  });

  it('the nightly schedule plans one appeals.national job for it, at its cadence', async () => {
    const planned = await schedules.find((s) => s.name === 'appeals.nightly')!.plan(rt);
    expect(planned).toEqual([
      {
        id: `appeals.national:${NAME}`,
        job: 'appeals.national',
        payload: { nationalRegisterId: national.id, trigger: 'nightly' },
        pattern: expect.stringMatching(/^\d+ \d+ \d+ \* \*$/),
      },
    ]);
  });

  it('the job fetches the file once and stores its appeals under their councils; the unmatched authority is reported', async () => {
    const row = await readOnce();
    expect(row).toMatchObject({ records: 4, councils: 2, last_error: null, consecutive_failures: 0 });
    expect(row.unmatched).toEqual([
      { authority: 'Isles of Scilly', rows: 1, reason: 'no council has its ONS code or name' },
    ]);
    const appeals = await rt
      .db('appeals as a')
      .leftJoin('councils as c', 'c.id', 'a.council_id')
      .orderBy('a.case_number')
      .select('a.case_number', 'c.slug', 'a.outcome', 'a.decision_date');
    expect(appeals).toEqual([
      { case_number: '3400001', slug: 'barnet', outcome: 'allowed', decision_date: '2026-03-20' },
      { case_number: '3400002', slug: 'barnet', outcome: 'dismissed', decision_date: '2026-03-21' },
      { case_number: '3400003', slug: 'camden', outcome: 'split', decision_date: '2026-03-22' },
      { case_number: '3400004', slug: null, outcome: 'dismissed', decision_date: '2026-03-23' },
    ]);
    expect(await rt.db('appeal_loads').select('source_file', 'end_date', 'records')).toEqual([
      { source_file: 'Casework_Database.csv', end_date: '2026-03-23', records: 4 },
    ]);
    const fetched = await rt
      .db('fetch_log')
      .where({ url: national.url })
      .count<{ count: string }[]>('* as count');
    expect(Number(fetched[0].count)).toBe(1);
  });

  it('a file gone from its address fails the source; the appeals are kept', async () => {
    gone = true;
    const row = await readOnce();
    expect(row.last_error).toMatch(/no longer published \(HTTP 404\)/);
    expect(row.consecutive_failures).toBe(1);
    expect(row.records).toBe(4);
    const [{ count }] = await rt.db('appeals').count<{ count: string }[]>('* as count');
    expect(Number(count)).toBe(4);
  });
});
