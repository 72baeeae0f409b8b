// The Gambling Commission's national premises register as ONE national source: the real file
// (../shared/fixtures/registers/licensing/gambling-commission, first 2,000 rows) served on
// 127.0.0.1, read once through the polite client, its rows filed under each council of the councils
// table by the local authority they name, each council's share stored with its history and its
// coverage naming the source; unmatched authorities reported on the national row. A second read of
// the same file changes nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coverageOf } from '../../cli/commands/councils.js';
import { CouncilsAdminRepository } from '../../core/repositories/councils-admin.repository.js';
import { NationalRegistersRepository } from '../../core/repositories/licensing/national.repository.js';
import { licensingCoverage } from '../../core/repositories/licensing/registers.repository.js';
import { councilsFile, readCouncilsCsv } from '../../scrapers/councils/derive.js';
import { readNationalRegister, type NationalOutcome } from '../../workers/services/registers/national.js';
import { runWorkers } from '../../workers/main.js';
import { runCli } from '../helpers/cli.js';
import { describeWithFixtures, readFixture } from '../helpers/fixtures.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const GC = 'registers/licensing/gambling-commission/gambling_commission_premises_licence_register.csv';

let rt: TestRuntime;
let server: Server;
let url: string;
let first: NationalOutcome;

describeWithFixtures('the Gambling Commission register as a national source', () => {
  beforeAll(async () => {
    rt = await testRuntime();
    const rows = readCouncilsCsv(readFileSync(councilsFile, 'utf8'));
    await new CouncilsAdminRepository(rt.db).load(rows.map((r) => ({ ...r, ...coverageOf(r) })));
    const body = readFixture(GC);
    server = createServer((req, res) => {
      if (req.url === '/premises-licence-register.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(body);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/premises-licence-register.csv`;
    await new NationalRegistersRepository(rt.db).upsert({
      name: 'gambling-commission',
      register: 'licensing',
      adapter: 'register-file',
      url,
      layout: 'gambling-commission-premises-register',
      format: 'csv',
      cadence: 'monthly',
      sourceNote: 'the real file, served locally',
    });
    const national = (await new NationalRegistersRepository(rt.db).byName('gambling-commission'))!;
    first = await readNationalRegister(rt, national, { trigger: 'test', log: rt.logger });
  }, 300_000);

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
  });

  it('reads the file once and files its rows under 315 councils, reporting every unmatched authority', async () => {
    expect(first.records).toBe(1996);
    expect(first.councils).toBe(315);
    expect(first.shares.filter((s) => s.status !== 'succeeded')).toEqual([]);
    // 8 rows are not filed: they name no authority. Kept on the national row, not dropped.
    expect(first.unmatched).toEqual([{ authority: '', rows: 8, reason: 'the row names no local authority' }]);
    const row = await rt.db('national_registers').where({ name: 'gambling-commission' }).first();
    expect(row).toMatchObject({ records: 1996, councils: 315, consecutive_failures: 0, last_error: null });
    expect(row.unmatched).toHaveLength(first.unmatched.length);
    // One fetch of the file for every council (the fetch log has no council for it).
    const fetched = await rt.db('fetch_log').where({ url }).count<{ count: string }[]>('* as count');
    expect(Number(fetched[0].count)).toBe(1);
  });

  it('stores each council its premises, the source named', async () => {
    const share = (slug: string) =>
      first.shares.find((s) => s.council === slug) ?? { records: 0, created: 0, status: 'none' };
    // "Brighton and Hove City Council" in the register, "Brighton and Hove" in the councils table.
    expect(share('brighton-and-hove')).toMatchObject({ records: 5, created: 5, status: 'succeeded' });
    expect(share('tower-hamlets')).toMatchObject({ records: 16, status: 'succeeded' });
    expect(share('kingston-upon-hull')).toMatchObject({ records: 15 }); // "Hull City Council"
    // Corby, Kettering and Wellingborough "(now North Northamptonshire Council)", East
    // Northamptonshire (abolished: scrapers/councils/former-councils.csv) and NN's own row.
    expect(share('north-northamptonshire')).toMatchObject({ records: 12 });
    // Allerdale, Carlisle and Copeland, abolished in 2023, are Cumberland now.
    expect(share('cumberland')).toMatchObject({ records: 10, status: 'succeeded' });
    const lic = await rt
      .db('licences as l')
      .join('councils as c', 'c.id', 'l.council_id')
      .join('council_registers as r', 'r.id', 'l.council_register_id')
      .where({ 'c.slug': 'tower-hamlets', 'l.key': '1034 | Betting Shop | 1 Commercial Street | E1 6BF' })
      .first(
        'l.type',
        'l.subtype',
        'l.address',
        'l.postcode',
        'l.regime',
        'r.name',
        'r.national',
        'l.presence',
      );
    expect(lic).toMatchObject({
      type: 'gambling',
      subtype: 'betting',
      regime: 'GA2005',
      address: '1 Commercial Street, LONDON',
      postcode: 'E1 6BF',
      name: 'gambling-commission',
      national: 'gambling-commission',
      presence: 'present',
    });
    const [bh] = await licensingCoverage(rt.db, ['brighton-and-hove']);
    expect(bh.read).toBe(true);
    expect(bh.sources).toHaveLength(1);
    // Its five gambling premises in force (the register lists licences held now), by the source.
    expect(bh.in_force_by_type).toEqual({ gambling: 5 });
    expect(bh.sources[0]).toMatchObject({ in_force: 5, in_force_by_type: { gambling: 5 } });
    expect(bh.sources[0]).toMatchObject({
      name: 'gambling-commission',
      national: 'gambling-commission',
      read: true,
    });
    // A council the file does not name has no share and stays unread (null, never zero).
    const [orkney] = await licensingCoverage(rt.db, ['orkney-islands']);
    expect(orkney).toMatchObject({ read: false, in_force: null, sources: [] });
  });

  it('a second read of the same file gives no changes', async () => {
    const feed = async () =>
      Number((await rt.db('licensing_changes').count<{ count: string }[]>('* as count'))[0].count);
    const before = await feed();
    const national = (await new NationalRegistersRepository(rt.db).byName('gambling-commission'))!;
    const again = await readNationalRegister(rt, national, { trigger: 'test', log: rt.logger });
    expect(again.councils).toBe(315);
    expect(again.shares.filter((s) => s.status !== 'succeeded')).toEqual([]);
    expect(
      again.shares.reduce((n, s) => n + (s.created ?? 0) + (s.changed ?? 0) + (s.not_seen ?? 0), 0),
    ).toBe(0);
    expect(again.shares.find((s) => s.council === 'brighton-and-hove')).toMatchObject({ unchanged: 5 });
    expect(await feed()).toBe(before);
  }, 300_000);

  it('plandata scrape --national reads it in a child process and names the unmatched authorities', async () => {
    const env = {
      DATABASE_URL: rt.config.DATABASE_URL,
      REDIS_URL: rt.config.REDIS_URL,
      REDIS_PREFIX: rt.config.REDIS_PREFIX,
      LOG_LEVEL: 'error',
      SCRAPER_MIN_DELAY_MS: '0',
    };
    const r = await runCli(['scrape', '--national', 'gambling-commission'], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`national read: gambling-commission: ${url}`);
    expect(r.stdout).toContain(
      '1996 records (4 refused) filed under 315 councils: 0 new, 0 changed, 1988 unchanged; 0 councils failed',
    );
    expect(r.stdout).toContain('8 rows not filed (no council matches their authority):');
    expect(r.stdout).toContain('    (no authority): 8 rows, the row names no local authority');
    const none = await runCli(['scrape', '--national', 'nowhere'], env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("no national register 'nowhere'");
  }, 300_000);

  it('the licensing.national job reads it through a worker', async () => {
    const national = (await new NationalRegistersRepository(rt.db).byName('gambling-commission'))!;
    const workers = await runWorkers({ runtime: rt, only: ['licensing.national'] });
    try {
      const before = national.last_success_at!.getTime();
      await workers.queues.enqueue('licensing.national', {
        nationalRegisterId: national.id,
        trigger: 'test',
      });
      for (let i = 0; i < 600; i++) {
        const row = (await new NationalRegistersRepository(rt.db).byName('gambling-commission'))!;
        if (row.last_success_at && row.last_success_at.getTime() > before) break;
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await workers.stop();
    }
    const row = (await new NationalRegistersRepository(rt.db).byName('gambling-commission'))!;
    expect(row.last_success_at!.getTime()).toBeGreaterThan(national.last_success_at!.getTime());
    expect(row).toMatchObject({ records: 1996, councils: 315, last_error: null });
    const reads = await rt
      .db('licensing_reads as l')
      .join('council_registers as r', 'r.id', 'l.council_register_id')
      .where({ 'r.national': 'gambling-commission', 'l.trigger': 'test' })
      .count<{ count: string }[]>('* as count');
    // Two reads by the service, one by the job: 315 shares each.
    expect(Number(reads[0].count)).toBe(3 * 315);
  }, 300_000);
});
